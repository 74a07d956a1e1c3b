import {
  Anchor,
  Autocomplete,
  Badge,
  CloseButton,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isCompanyAdmin, isSuperAdmin } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageFooter } from '../../components/pager.tsx';
import { useUserIdInput } from '../../lib/user-id-input.ts';
import { adminQueries } from '../admin/admin.api.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { useSession } from '../session/use-session.ts';
import { companyQueries, type ActivityFilter } from './company.api.ts';
import { isKnownAction, KNOWN_ACTIONS } from './company-rules.ts';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { pagesOf } from '../../lib/paging.ts';
import { useActivityDetail } from '../dashboard/activity-detail.ts';

/** The tenant filter: super admins only (company admins see their own company's logs). */
function TenantFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('company');
  const companies = useQuery(adminQueries.companies());
  return (
    <Select
      label={t('activities.tenant')}
      data={[
        { value: '', label: t('activities.allTenants') },
        ...(companies.data ?? []).map((c) => ({ value: c.id, label: c.name })),
      ]}
      value={value ?? ''}
      onChange={(v) => onChange(v || null)}
      allowDeselect={false}
      searchable
      w={220}
    />
  );
}

function ActivitiesView({ superAdmin }: { superAdmin: boolean }) {
  const { t } = useTranslation('company');
  const { dateTime } = useDateFormat();
  const [filter, setFilter] = useState<ActivityFilter>({ page: 1, tenant_id: null, user_id: null, action: '' });
  const [actionInput, setActionInput] = useState('');
  const [action] = useDebouncedValue(actionInput, 300);
  const logs = useQuery(companyQueries.activities({ ...filter, action }));
  const change = (patch: Partial<ActivityFilter>) => setFilter((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  const user = useUserIdInput((user_id) => change({ user_id }), t('activities.userInvalid'));
  const detailOf = useActivityDetail();
  const actionLabel = (a: string) => (isKnownAction(a) ? t(`activities.actions.${a}`) : a);
  const rows = logs.data?.data ?? [];

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageTitle
          title={t('activities.title')}
          subtitle={superAdmin ? t('activities.subtitleAll') : t('activities.subtitleCompany')}
        />
        <Paper withBorder p="md" radius="md">
          <Group gap="sm" align="flex-start" wrap="wrap">
            {superAdmin && <TenantFilter value={filter.tenant_id} onChange={(tenant_id) => change({ tenant_id })} />}
            <Autocomplete
              label={t('activities.action')}
              data={KNOWN_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))}
              value={actionInput}
              onChange={(v) => {
                setActionInput(v);
                setFilter((f) => ({ ...f, page: 1 }));
              }}
              maxLength={60}
              w={220}
            />
            <TextInput
              label={t('activities.user')}
              description={t('activities.userHint')}
              value={user.value}
              error={user.error}
              onChange={(e) => user.change(e.currentTarget.value)}
              rightSection={
                user.value ? (
                  <CloseButton aria-label={t('activities.clearUser')} onClick={() => user.change('')} />
                ) : null
              }
              w={340}
            />
          </Group>
        </Paper>
        <ListTable
          minWidth={820}
          busy={logs.isFetching}
          columns={superAdmin ? 5 : 4}
          isEmpty={logs.isSuccess && rows.length === 0}
          empty={t('activities.empty')}
          head={
            <>
              <Table.Th>{t('activities.columns.date')}</Table.Th>
              <Table.Th>{t('activities.columns.user')}</Table.Th>
              {superAdmin && <Table.Th>{t('activities.columns.tenant')}</Table.Th>}
              <Table.Th>{t('activities.columns.action')}</Table.Th>
              <Table.Th>{t('activities.columns.detail')}</Table.Th>
            </>
          }
        >
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{dateTime(row.created_at)}</Table.Td>
              <Table.Td>
                {row.user ? (
                  <Stack gap={0}>
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => user.change(row.user?.id ?? '')}
                      aria-label={t('activities.onlyUser', { name: row.user.name })}
                      fw={600}
                      ta="left"
                    >
                      {row.user.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {row.user.email ?? row.user.username ?? ''}
                    </Text>
                  </Stack>
                ) : (
                  <Text c="dimmed">{t('activities.deletedUser')}</Text>
                )}
              </Table.Td>
              {superAdmin && (
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {row.tenant_slug}
                  </Text>
                </Table.Td>
              )}
              <Table.Td>
                <Badge variant="light" color="gray" c="dark.7" tt="none">
                  {actionLabel(row.action)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{detailOf(row.action, row.detail)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
        <PageFooter
          summary={logs.data ? t('activities.total', { count: logs.data.total }) : ''}
          total={pagesOf(logs.data)}
          value={filter.page}
          onChange={(page) => change({ page })}
        />
      </Stack>
    </Container>
  );
}

/** /activities — activity logs: super admins (any tenant, with a tenant filter) and company admins (their company). */
export function ActivitiesScreen() {
  const { user } = useSession();
  if (!user) return null;
  if (!isSuperAdmin(user) && !isCompanyAdmin(user)) return <Navigate to="/403" replace />;
  return <ActivitiesView superAdmin={isSuperAdmin(user)} />;
}
