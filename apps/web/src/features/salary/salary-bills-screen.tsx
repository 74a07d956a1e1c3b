import { Anchor, Badge, Button, Container, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { isCompanyAdmin, isSuperAdmin, SALARY_BILL_STATUSES, type SalaryBillSummary } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../session/use-session.ts';
import { salaryMutations, salaryQueries, type SalaryFilters } from './salary.api.ts';
import { currentPeriod, formatCents, periodParts, statusColor } from './salary-format.ts';

/** The bills as a table: teacher (or not), month, lessons, total, state; each opens its detail. */
export function SalaryBillTable(props: {
  items: SalaryBillSummary[];
  busy: boolean;
  loaded: boolean;
  withTeacher: boolean;
}) {
  const { t, i18n } = useTranslation('salary');
  return (
    <ListTable
      minWidth={720}
      label={t('list.tableLabel')}
      busy={props.busy}
      columns={props.withTeacher ? 5 : 4}
      isEmpty={props.loaded && props.items.length === 0}
      empty={t('list.empty')}
      head={
        <>
          {props.withTeacher && <Table.Th>{t('fields.teacher')}</Table.Th>}
          <Table.Th>{t('fields.period')}</Table.Th>
          <Table.Th>{t('fields.lessons')}</Table.Th>
          <Table.Th>{t('fields.total')}</Table.Th>
          <Table.Th>{t('fields.status')}</Table.Th>
        </>
      }
    >
      {props.items.map((b) => (
        <Table.Tr key={b.id} data-bill={b.id}>
          {props.withTeacher && (
            <Table.Td data-i18n-exempt>
              <Anchor component={Link} to={`/educator/salary-bills/${b.id}`}>
                {b.teacher.name ?? t('unnamed')}
              </Anchor>
            </Table.Td>
          )}
          <Table.Td>
            {props.withTeacher ? (
              t('period', periodParts(b.period))
            ) : (
              <Anchor component={Link} to={`/educator/salary-bills/${b.id}`}>
                {t('period', periodParts(b.period))}
              </Anchor>
            )}
          </Table.Td>
          <Table.Td>{t('list.lessonsCell', { count: b.lesson_count, minutes: b.minutes })}</Table.Td>
          <Table.Td>{formatCents(b.total_cents, b.currency, i18n.language)}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={statusColor(b.status)} c="dark.7" tt="none">
              {t(`status.${b.status}`)}
            </Badge>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

function SalaryBillsView() {
  const { t } = useTranslation('salary');
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<SalaryFilters>({ period: currentPeriod(), status: '' });
  const list = useQuery(salaryQueries.list(filters));
  const generate = useMutation({
    ...salaryMutations.generate(),
    onSuccess: async (result) => {
      notifySuccess(t('list.generated', { created: result.created, recomputed: result.recomputed, kept: result.kept }));
      await queryClient.invalidateQueries({ queryKey: salaryQueries.all() });
    },
  });
  const validPeriod = /^\d{4}-(0[1-9]|1[0-2])$/.test(filters.period);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('list.title')} subtitle={t('list.intro')} />
        <Group align="flex-end">
          <TextInput
            type="month"
            label={t('fields.period')}
            value={filters.period}
            onChange={(e) => {
              const period = e.currentTarget.value;
              setFilters((f) => ({ ...f, period }));
            }}
          />
          <Select
            label={t('list.statusFilter')}
            clearable
            data={SALARY_BILL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={filters.status || null}
            onChange={(v) => setFilters((f) => ({ ...f, status: (v ?? '') as SalaryFilters['status'] }))}
          />
          <Button onClick={() => generate.mutate(filters.period)} loading={generate.isPending} disabled={!validPeriod}>
            {t('list.generate')}
          </Button>
        </Group>
        {list.isError ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <SalaryBillTable items={list.data?.items ?? []} busy={list.isFetching} loaded={list.isSuccess} withTeacher />
        )}
      </Stack>
    </Container>
  );
}

/** `/educator/salary-bills`: the tenant's salary bills for its admins (spec §6 "manage … salary"). */
export function SalaryBillsScreen() {
  const { user } = useSession();
  if (!user) return null;
  if (!isSuperAdmin(user) && !isCompanyAdmin(user)) return <Navigate to="/403" replace />;
  return <SalaryBillsView />;
}

/** `/educator/my-salary-bills`: a teacher's own bills. */
export function MySalaryBillsScreen() {
  const { t } = useTranslation('salary');
  const mine = useQuery(salaryQueries.mine());
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <PageTitle title={t('mine.title')} subtitle={t('mine.intro')} />
          <Button component={Link} to="/educator/billing" variant="light">
            {t('mine.billingLink')}
          </Button>
        </Group>
        {mine.isError ? (
          <LoadError error={mine.error} onRetry={() => void mine.refetch()} />
        ) : (
          <SalaryBillTable
            items={mine.data?.items ?? []}
            busy={mine.isFetching}
            loaded={mine.isSuccess}
            withTeacher={false}
          />
        )}
      </Stack>
    </Container>
  );
}
