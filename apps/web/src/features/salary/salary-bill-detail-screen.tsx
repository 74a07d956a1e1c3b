import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isCompanyAdmin, isSuperAdmin, type SalaryBillDetail } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListTable } from '../../components/list-table.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { useSession } from '../session/use-session.ts';
import { salaryMutations, salaryQueries } from './salary.api.ts';
import { formatCents, periodParts, statusColor } from './salary-format.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-i18n-exempt>
        {value}
      </Text>
    </Stack>
  );
}

function AdjustmentForm({ bill, onSaved }: { bill: SalaryBillDetail; onSaved: (b: SalaryBillDetail) => void }) {
  const { t } = useTranslation('salary');
  const form = useForm({ initialValues: { amount: '', comment: '' } });
  const { formError, showError } = useApiForm(form);
  const add = useMutation({
    ...salaryMutations.addAdjustment(bill.id),
    onSuccess: (b) => {
      form.reset();
      onSaved(b);
    },
    onError: showError,
  });
  return (
    <form onSubmit={form.onSubmit((v) => add.mutate(v))} aria-label={t('detail.addAdjustment')}>
      <Stack gap="xs">
        <Group align="flex-start">
          <TextInput
            label={t('fields.amount')}
            description={t('detail.amountHint')}
            required
            inputMode="decimal"
            {...form.getInputProps('amount')}
          />
          <TextInput label={t('fields.comment')} required style={{ flex: 1 }} {...form.getInputProps('comment')} />
        </Group>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" variant="light" loading={add.isPending}>
            {t('detail.addAdjustment')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function BillView({ bill }: { bill: SalaryBillDetail }) {
  const { t, i18n } = useTranslation('salary');
  const { dateTime } = useDateFormat();
  const queryClient = useQueryClient();
  const lang = i18n.language;
  const money = (cents: number) => formatCents(cents, bill.currency, lang);
  const [payNote, setPayNote] = useState('');
  const saved = async (b: SalaryBillDetail) => {
    queryClient.setQueryData(salaryQueries.detail(b.id).queryKey, b);
    await queryClient.invalidateQueries({ queryKey: salaryQueries.all() });
  };
  const action = useMutation({ ...salaryMutations.action(bill.id), onSuccess: saved });
  const pay = useMutation({ ...salaryMutations.pay(bill.id), onSuccess: saved });
  const remove = useMutation({ ...salaryMutations.removeAdjustment(bill.id), onSuccess: saved });
  const draft = bill.status === 'draft';
  const who = (p: SalaryBillDetail['approved_by'], at: string | null) =>
    at ? t('detail.byAt', { name: p?.name ?? t('unnamed'), at: dateTime(at) }) : '—';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('detail.title', { name: bill.teacher.name ?? t('unnamed'), ...periodParts(bill.period) })}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={statusColor(bill.status)} c="dark.7" tt="none" data-testid="bill-status">
              {t(`status.${bill.status}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('detail.computedAt', { at: dateTime(bill.computed_at) })}
            </Text>
          </Group>
        </Stack>
        {bill.can_manage && (
          <Button component={Link} to={`/educator/teachers/${bill.teacher.id}/billing`} variant="subtle">
            {t('detail.billingLink')}
          </Button>
        )}
      </Group>

      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
          <Fact label={t('fields.rate')} value={t('detail.perHour', { amount: money(bill.hourly_rate_cents) })} />
          <Fact
            label={t('fields.lessons')}
            value={t('list.lessonsCell', { count: bill.lesson_count, minutes: bill.minutes })}
          />
          <Fact label={t('fields.lessonsAmount')} value={money(bill.lessons_cents)} />
          <Fact label={t('fields.adjustments')} value={money(bill.adjustments_cents)} />
          <Fact label={t('fields.total')} value={money(bill.total_cents)} />
          <Fact label={t('fields.approved')} value={who(bill.approved_by, bill.approved_at)} />
        </SimpleGrid>
        {bill.status === 'paid' && (
          <Text mt="sm" size="sm">
            {t('detail.paidLine', { who: who(bill.paid_by, bill.paid_at) })}
            {bill.paid_note && (
              <Text span data-i18n-exempt>
                {' '}
                — {bill.paid_note}
              </Text>
            )}
          </Text>
        )}
      </Card>

      {bill.can_manage && (
        <Group>
          {draft && (
            <>
              <Button
                variant="default"
                onClick={() => action.mutate('recompute')}
                loading={action.isPending && action.variables === 'recompute'}
              >
                {t('detail.recompute')}
              </Button>
              <Button
                onClick={() => action.mutate('approve')}
                loading={action.isPending && action.variables === 'approve'}
              >
                {t('detail.approve')}
              </Button>
            </>
          )}
          {bill.status === 'approved' && (
            <Group align="flex-end">
              <TextInput
                label={t('fields.payNote')}
                value={payNote}
                onChange={(e) => setPayNote(e.currentTarget.value)}
              />
              <Button color="green" onClick={() => pay.mutate({ note: payNote })} loading={pay.isPending}>
                {t('detail.markPaid')}
              </Button>
            </Group>
          )}
        </Group>
      )}

      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('detail.lessonsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('detail.lessonsRule')}
        </Text>
        <ListTable
          minWidth={640}
          label={t('detail.lessonsTitle')}
          columns={4}
          isEmpty={bill.lessons.length === 0}
          empty={t('detail.noLessons')}
          head={
            <>
              <Table.Th>{t('fields.lesson')}</Table.Th>
              <Table.Th>{t('fields.minutes')}</Table.Th>
              <Table.Th>{t('fields.attended')}</Table.Th>
              <Table.Th>{t('fields.amount')}</Table.Th>
            </>
          }
        >
          {bill.lessons.map((l, i) => (
            <Table.Tr key={`${l.lesson_id ?? 'gone'}-${i}`}>
              <Table.Td>
                <Text size="sm">{dateTime(l.starts_at)}</Text>
                <Text size="sm" c="dimmed" data-i18n-exempt>
                  {l.title}
                </Text>
              </Table.Td>
              <Table.Td>{l.minutes}</Table.Td>
              <Table.Td>{l.attended}</Table.Td>
              <Table.Td>{money(l.amount_cents)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Stack>

      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('detail.adjustmentsTitle')}
        </Title>
        <ListTable
          minWidth={640}
          label={t('detail.adjustmentsTitle')}
          columns={bill.can_manage && draft ? 4 : 3}
          isEmpty={bill.adjustments.length === 0}
          empty={t('detail.noAdjustments')}
          head={
            <>
              <Table.Th>{t('fields.amount')}</Table.Th>
              <Table.Th>{t('fields.comment')}</Table.Th>
              <Table.Th>{t('fields.addedBy')}</Table.Th>
              {bill.can_manage && draft && <Table.Th>{t('detail.actions')}</Table.Th>}
            </>
          }
        >
          {bill.adjustments.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{money(a.amount_cents)}</Table.Td>
              <Table.Td data-i18n-exempt>{a.comment}</Table.Td>
              <Table.Td>{who(a.created_by, a.created_at)}</Table.Td>
              {bill.can_manage && draft && (
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => remove.mutate(a.id)}
                    aria-label={t('detail.removeAdjustment', { comment: a.comment })}
                  >
                    {t('detail.remove')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </ListTable>
        {bill.can_manage && draft && <AdjustmentForm bill={bill} onSaved={(b) => void saved(b)} />}
      </Stack>
    </Stack>
  );
}

/** `/educator/salary-bills/:id`: one bill — its lessons and adjustments; admins recompute, approve, pay. */
export function SalaryBillDetailScreen() {
  const { t } = useTranslation('salary');
  const { id = '' } = useParams();
  const { user } = useSession();
  const detail = useQuery(salaryQueries.detail(id));
  const admin = !!user && (isSuperAdmin(user) || isCompanyAdmin(user));
  return (
    <PageWithBack
      size="xl"
      back={admin ? '/educator/salary-bills' : '/educator/my-salary-bills'}
      backLabel={t('detail.back')}
    >
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        <BillView bill={detail.data} />
      ) : null}
    </PageWithBack>
  );
}
