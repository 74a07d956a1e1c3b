import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  TUITION_BILL_STATUSES,
  TUITION_LATE_LINE_KINDS,
  TUITION_LINE_KINDS,
  parseAmountText,
  tuitionTotals,
  type OrderView,
  type TuitionBillStatus,
  type TuitionBillSummary,
  type TuitionBillView,
  type TuitionLineKind,
} from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ListTable } from '../../components/list-table.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { TitledPage } from '../../components/titled-page.tsx';
import { AppModal } from '../../components/app-modal.tsx';
import { notifySuccess, notifyUnhandled } from '../../lib/notify.ts';
import { BillActionsAndPayments, money } from './bill-payments.tsx';
import { downloadFile, tuitionMutations, tuitionQueries, type TuitionFilters } from './tuition.api.ts';

const statusColor = (s: TuitionBillStatus) =>
  ({ draft: 'gray', issued: 'blue', partially_paid: 'yellow', paid: 'green', void: 'red' })[s];

function StatusBadge({ status }: { status: TuitionBillStatus }) {
  const { t } = useTranslation('tuition');
  return (
    <Badge variant="light" color={statusColor(status)} c="dark.7" tt="none" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

const currentPeriod = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

function BillTable(props: { items: TuitionBillSummary[]; loaded: boolean; busy: boolean; base: string }) {
  const { t } = useTranslation('tuition');
  return (
    <ListTable
      minWidth={760}
      label={t('list.tableLabel')}
      busy={props.busy}
      columns={6}
      isEmpty={props.loaded && props.items.length === 0}
      empty={t('list.empty')}
      head={
        <>
          <Table.Th>{t('fields.title')}</Table.Th>
          <Table.Th>{t('fields.student')}</Table.Th>
          <Table.Th>{t('fields.period')}</Table.Th>
          <Table.Th ta="right">{t('fields.total')}</Table.Th>
          <Table.Th ta="right">{t('fields.balance')}</Table.Th>
          <Table.Th>{t('fields.status')}</Table.Th>
        </>
      }
    >
      {props.items.map((b) => (
        <Table.Tr key={b.id} data-bill={b.id}>
          <Table.Td data-i18n-exempt>
            <Anchor component={Link} to={`${props.base}/${b.id}`}>
              {b.title}
            </Anchor>
          </Table.Td>
          <Table.Td data-i18n-exempt>{b.student.name}</Table.Td>
          <Table.Td data-i18n-exempt>{b.period}</Table.Td>
          <Table.Td ta="right" data-i18n-exempt>
            {money(b.total_minor, b)}
          </Table.Td>
          <Table.Td ta="right" data-i18n-exempt>
            {money(b.balance_minor, b)}
          </Table.Td>
          <Table.Td>
            <StatusBadge status={b.status} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

// --- admins ---------------------------------------------------------------------------------------------

/** `/educator/tuition-bills`: the tenant's bills (filters) and a new draft. */
export function TuitionBillsScreen() {
  const { t } = useTranslation('tuition');
  const navigate = useNavigate();
  const [filters, setFilters] = useState<TuitionFilters>({ status: '', period: '', q: '' });
  const list = useQuery(tuitionQueries.list(filters));
  const [form, setForm] = useState({ student: '', parent: '', period: currentPeriod(), title: '' });
  const create = useMutation({
    ...tuitionMutations.create(),
    onSuccess: (bill) => {
      notifySuccess(t('create.created'));
      void navigate(`/educator/tuition-bills/${bill.id}`);
    },
    onError: notifyUnhandled,
  });
  return (
    <TitledPage size="lg" title={t('title')}>
      <Card withBorder radius="md" padding="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate({
              student_email: form.student.trim(),
              parent_email: form.parent.trim() || null,
              period: form.period,
              title: form.title.trim(),
              notes: '',
            });
          }}
        >
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('create.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                required
                type="email"
                label={t('create.studentId')}
                description={t('create.studentHint')}
                value={form.student}
                onChange={(e) => setForm({ ...form, student: e.currentTarget.value })}
              />
              <TextInput
                type="email"
                label={t('fields.parent')}
                description={t('create.parentHint')}
                value={form.parent}
                onChange={(e) => setForm({ ...form, parent: e.currentTarget.value })}
              />
              <TextInput
                required
                label={t('fields.period')}
                placeholder="2026-11"
                value={form.period}
                onChange={(e) => setForm({ ...form, period: e.currentTarget.value })}
              />
              <TextInput
                required
                label={t('fields.title')}
                value={form.title}
                onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {t('create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('fields.search')}
          value={filters.q}
          onChange={(e) => setFilters({ ...filters, q: e.currentTarget.value })}
        />
        <Select
          label={t('fields.status')}
          data={[
            { value: '', label: t('fields.allStatuses') },
            ...TUITION_BILL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          value={filters.status}
          onChange={(v) => setFilters({ ...filters, status: (v ?? '') as TuitionBillStatus | '' })}
          allowDeselect={false}
        />
        <TextInput
          label={t('fields.period')}
          placeholder="2026-11"
          value={filters.period}
          onChange={(e) =>
            setFilters({ ...filters, period: /^\d{4}-\d{2}$/.test(e.currentTarget.value) ? e.currentTarget.value : '' })
          }
        />
      </Group>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <BillTable
          items={list.data?.items ?? []}
          loaded={!!list.data}
          busy={list.isFetching}
          base="/educator/tuition-bills"
        />
      )}
    </TitledPage>
  );
}

function Totals({ bill, lines }: { bill: TuitionBillView; lines: { kind: TuitionLineKind; amount_minor: number }[] }) {
  const { t } = useTranslation('tuition');
  const totals = tuitionTotals(lines, bill.payments);
  const rows: [string, number][] = [
    [t('fields.charges'), totals.charges_minor],
    [t('fields.discounts'), -totals.discounts_minor],
    [t('fields.total'), totals.total_minor],
    [t('fields.paid'), totals.paid_minor],
    [t('fields.balance'), totals.balance_minor],
  ];
  return (
    <Table withRowBorders={false} w="auto" aria-label={t('editor.preview')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="right" data-i18n-exempt data-total={label}>
              {money(value, bill)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const signedAmount = (kind: TuitionLineKind, minor: number) =>
  kind === 'discount' || kind === 'refund' ? -minor : minor;

function LinesTable({ bill, admin }: { bill: TuitionBillView; admin: boolean }) {
  const { t } = useTranslation('tuition');
  const client = useQueryClient();
  const update = (next: TuitionBillView) => client.setQueryData(tuitionQueries.detail(bill.id).queryKey, next);
  const remove = useMutation({ ...tuitionMutations.removeLine(bill.id), onSuccess: update, onError: notifyUnhandled });
  const attach = useMutation({
    ...tuitionMutations.attach(bill.id),
    onSuccess: (next) => {
      update(next);
      notifySuccess(t('editor.attached'));
    },
    onError: notifyUnhandled,
  });
  return (
    <ListTable
      minWidth={640}
      label={t('editor.lines')}
      columns={admin ? 5 : 4}
      isEmpty={bill.lines.length === 0}
      empty={t('editor.noLines')}
      head={
        <>
          <Table.Th>{t('fields.kind')}</Table.Th>
          <Table.Th>{t('fields.comment')}</Table.Th>
          <Table.Th>{t('fields.file')}</Table.Th>
          <Table.Th ta="right">{t('fields.amount')}</Table.Th>
          {admin && <Table.Th />}
        </>
      }
    >
      {bill.lines.map((l) => (
        <Table.Tr key={l.id} data-line={l.kind}>
          <Table.Td>{t(`kinds.${l.kind}`)}</Table.Td>
          <Table.Td data-i18n-exempt>{l.comment}</Table.Td>
          <Table.Td data-i18n-exempt>
            <Group gap="xs" wrap="nowrap">
              {l.file_url && (
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => void downloadFile(l.file_url!, l.file_name ?? 'file').catch(notifyUnhandled)}
                >
                  {l.file_name}
                </Anchor>
              )}
              {admin && bill.status !== 'void' && (
                <FileButton
                  accept="application/pdf,image/*,.docx,.xlsx"
                  onChange={(file) => file && attach.mutate({ lineId: l.id, file })}
                >
                  {(props) => (
                    <Button {...props} size="compact-sm" variant="light" loading={attach.isPending}>
                      {t('editor.attach')}
                    </Button>
                  )}
                </FileButton>
              )}
            </Group>
          </Table.Td>
          <Table.Td ta="right" data-i18n-exempt>
            {money(signedAmount(l.kind, l.amount_minor), bill)}
          </Table.Td>
          {admin && (
            <Table.Td>
              {bill.status === 'draft' && (
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => remove.mutate(l.id)}>
                  {t('editor.remove')}
                </Button>
              )}
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListTable>
  );
}

function Facts({ bill }: { bill: TuitionBillView }) {
  const { t } = useTranslation('tuition');
  return (
    <Group gap="xl" wrap="wrap">
      <Text>
        {t('fields.student')}: <span data-i18n-exempt>{bill.student.name}</span>
      </Text>
      {bill.parent && (
        <Text>
          {t('fields.parent')}: <span data-i18n-exempt>{bill.parent.name}</span>
        </Text>
      )}
      <Text>
        {t('fields.period')}: <span data-i18n-exempt>{bill.period}</span>
      </Text>
      <StatusBadge status={bill.status} />
    </Group>
  );
}

/** `/educator/tuition-bills/:id`: a bill's lines (and files), live totals, issue, void, payments by hand. */
export function TuitionBillEditorScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation('tuition');
  const client = useQueryClient();
  const detail = useQuery(tuitionQueries.detail(id));
  const update = (next: TuitionBillView) => client.setQueryData(tuitionQueries.detail(id).queryKey, next);
  const [line, setLine] = useState<{ kind: TuitionLineKind; amount: string; comment: string }>({
    kind: 'price',
    amount: '',
    comment: '',
  });
  const [payment, setPayment] = useState<{ amount: string; method: 'cash' | 'transfer'; note: string }>({
    amount: '',
    method: 'cash',
    note: '',
  });
  const addLine = useMutation({
    ...tuitionMutations.addLine(id),
    onSuccess: (next) => {
      update(next);
      setLine({ ...line, amount: '', comment: '' });
    },
    onError: notifyUnhandled,
  });
  const issue = useMutation({
    ...tuitionMutations.issue(id),
    onSuccess: (next) => {
      update(next);
      notifySuccess(t('editor.issued'));
    },
    onError: notifyUnhandled,
  });
  const voidBill = useMutation({
    ...tuitionMutations.void(id),
    onSuccess: (next) => {
      update(next);
      notifySuccess(t('editor.voided'));
    },
    onError: notifyUnhandled,
  });
  const record = useMutation({
    ...tuitionMutations.recordPayment(id),
    onSuccess: (next) => {
      update(next);
      setPayment({ ...payment, amount: '', note: '' });
      notifySuccess(t('payment.recorded'));
    },
    onError: notifyUnhandled,
  });
  const bill = detail.data;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!bill)
    return (
      <TitledPage size="lg" title={t('title')}>
        <Skeleton h={300} />
      </TitledPage>
    );
  const kinds = bill.status === 'draft' ? TUITION_LINE_KINDS : TUITION_LATE_LINE_KINDS;
  const typed = parseAmountText(line.amount, bill.minor_digits);
  // Live totals: the lines as saved plus the one being typed.
  const preview = [...bill.lines, ...(typed && typed > 0 ? [{ kind: line.kind, amount_minor: typed }] : [])];
  return (
    <TitledPage size="lg" title={bill.title}>
      <Anchor component={Link} to="/educator/tuition-bills">
        {t('editor.back')}
      </Anchor>
      <Facts bill={bill} />
      <Title order={2} fz="h4">
        {t('editor.lines')}
      </Title>
      <LinesTable bill={bill} admin />
      {bill.status !== 'void' && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            addLine.mutate({ kind: line.kind, amount: line.amount, comment: line.comment });
          }}
        >
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('fields.kind')}
              data={kinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
              value={kinds.includes(line.kind) ? line.kind : kinds[0]!}
              onChange={(v) => v && setLine({ ...line, kind: v as TuitionLineKind })}
              allowDeselect={false}
            />
            <TextInput
              required
              label={t('fields.amount')}
              description={t('editor.amountHint')}
              inputMode="decimal"
              value={line.amount}
              onChange={(e) => setLine({ ...line, amount: e.currentTarget.value })}
            />
            <TextInput
              label={t('fields.comment')}
              value={line.comment}
              onChange={(e) => setLine({ ...line, comment: e.currentTarget.value })}
            />
            <Button type="submit" loading={addLine.isPending}>
              {t('editor.addLine')}
            </Button>
          </Group>
          {bill.status !== 'draft' && (
            <Text size="sm" c="dimmed" mt="xs">
              {t('editor.lateLines')}
            </Text>
          )}
        </form>
      )}
      <Title order={2} fz="h4">
        {t('editor.preview')}
      </Title>
      <Totals bill={bill} lines={preview} />
      <BillActionsAndPayments bill={bill}>
        {bill.status === 'draft' && (
          <Button onClick={() => issue.mutate()} loading={issue.isPending}>
            {t('editor.issue')}
          </Button>
        )}
        {(bill.status === 'draft' || (bill.status === 'issued' && bill.payments.length === 0)) && (
          <Button variant="default" color="red" onClick={() => voidBill.mutate()} loading={voidBill.isPending}>
            {t('editor.void')}
          </Button>
        )}
      </BillActionsAndPayments>
      {(bill.status === 'issued' || bill.status === 'partially_paid') && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            record.mutate({ amount: payment.amount, method: payment.method, note: payment.note });
          }}
        >
          <Group align="flex-end" wrap="wrap">
            <TextInput
              required
              label={t('fields.amount')}
              inputMode="decimal"
              value={payment.amount}
              onChange={(e) => setPayment({ ...payment, amount: e.currentTarget.value })}
            />
            <Select
              label={t('fields.method')}
              data={(['cash', 'transfer'] as const).map((m) => ({ value: m, label: t(`methods.${m}`) }))}
              value={payment.method}
              onChange={(v) => v && setPayment({ ...payment, method: v as 'cash' | 'transfer' })}
              allowDeselect={false}
            />
            <TextInput
              label={t('fields.note')}
              value={payment.note}
              onChange={(e) => setPayment({ ...payment, note: e.currentTarget.value })}
            />
            <Button type="submit" loading={record.isPending}>
              {t('payment.record')}
            </Button>
          </Group>
        </form>
      )}
    </TitledPage>
  );
}

// --- the parent's and the student's portal --------------------------------------------------------------

/** `/tuition-bills`: the caller's bills and their children's. */
export function MyTuitionBillsScreen() {
  const { t } = useTranslation('tuition');
  const list = useQuery(tuitionQueries.mine());
  return (
    <TitledPage size="lg" title={t('myTitle')}>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <BillTable items={list.data?.items ?? []} loaded={!!list.data} busy={list.isFetching} base="/tuition-bills" />
      )}
    </TitledPage>
  );
}

/** `/tuition-bills/:id`: one bill, its payments, the PDF, and Pay (the sandbox asks for the outcome in place). */
export function MyTuitionBillScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation('tuition');
  const client = useQueryClient();
  const detail = useQuery(tuitionQueries.myDetail(id));
  const [sandboxOrder, setSandboxOrder] = useState<OrderView | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: tuitionQueries.all() });
  const order = useMutation({
    ...tuitionMutations.order(id),
    onSuccess: (created) => {
      if (created.checkout_url?.startsWith('/checkout/sandbox/')) setSandboxOrder(created);
      else if (created.checkout_url) window.location.assign(created.checkout_url);
    },
    onError: notifyUnhandled,
  });
  const sandbox = useMutation({
    ...tuitionMutations.sandbox(),
    onSuccess: async (result) => {
      setSandboxOrder(null);
      await refresh();
      notifySuccess(result.status === 'paid' ? t('portal.paid') : t('portal.failed'));
    },
    onError: notifyUnhandled,
  });
  const bill = detail.data;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!bill)
    return (
      <TitledPage size="lg" title={t('myTitle')}>
        <Skeleton h={300} />
      </TitledPage>
    );
  return (
    <TitledPage size="lg" title={bill.title}>
      <Anchor component={Link} to="/tuition-bills">
        {t('portal.back')}
      </Anchor>
      <Facts bill={bill} />
      <LinesTable bill={bill} admin={false} />
      <Totals bill={bill} lines={bill.lines} />
      {bill.status === 'paid' && <Alert color="green">{t('portal.paid')}</Alert>}
      <BillActionsAndPayments bill={bill}>
        {bill.payable && (
          <Button onClick={() => order.mutate('card')} loading={order.isPending}>
            {t('portal.pay', { amount: money(bill.balance_minor, bill) })}
          </Button>
        )}
      </BillActionsAndPayments>
      <AppModal opened={!!sandboxOrder} onClose={() => setSandboxOrder(null)} title={t('portal.sandboxTitle')}>
        <Stack>
          <Text>{t('portal.sandboxBody')}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={sandbox.isPending}
              onClick={() => sandboxOrder && sandbox.mutate({ orderId: sandboxOrder.id, outcome: 'failed' })}
            >
              {t('portal.sandboxCancel')}
            </Button>
            <Button
              loading={sandbox.isPending}
              onClick={() => sandboxOrder && sandbox.mutate({ orderId: sandboxOrder.id, outcome: 'paid' })}
            >
              {t('portal.sandboxPay')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </TitledPage>
  );
}
