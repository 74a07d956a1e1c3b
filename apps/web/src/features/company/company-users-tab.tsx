import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CompanyUserRow } from '@prepwell/contracts';
import { IconSearch, IconUserMinus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../components/pager.tsx';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { useSession } from '../session/use-session.ts';
import {
  companyMutations,
  companyQueries,
  refreshCompany,
  type CompanyUserFilter,
  type CompanyUserRole,
} from './company.api.ts';
import { canRemoveUser, pageCount } from './company-rules.ts';
import { ListTable } from '../../components/list-table.tsx';

const ROLES: CompanyUserRole[] = ['student', 'teacher', 'parent', 'organization_admin'];
const ROLE_COLORS: Record<string, string> = {
  organization_admin: 'grape',
  teacher: 'blue',
  parent: 'teal',
  student: 'gray',
  pro: 'yellow',
};
const nameOf = (u: Pick<CompanyUserRow, 'name' | 'email' | 'username'>) => u.name || u.username || u.email || '—';

/** Confirms removing one user, naming them; the user leaves the company (DELETE /api/company/users/:id). */
function RemoveUserDialog({ user, onClose }: { user: CompanyUserRow; onClose: () => void }) {
  const { t } = useTranslation('company');
  const client = useQueryClient();
  const remove = useMutation(companyMutations.removeUser());
  const name = nameOf(user);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('users.removeTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <Text>{t('users.removeConfirm', { name, email: user.email ?? user.username ?? '' })}</Text>
        {remove.error && (
          <Alert color="red" role="alert">
            {errorMessageOf(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(user.id, {
                onSuccess: async () => {
                  notifySuccess(t('users.removed', { name }));
                  await refreshCompany(client);
                  onClose();
                },
              })
            }
          >
            {t('users.removeAction', { name })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The company's users, 20 a page: search, role filter, their coins, and "Remove" (not for oneself or admins). */
export function CompanyUsersTab({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('company');
  const { user: me } = useSession();
  const { date, dateTime } = useDateFormat();
  const [filter, setFilter] = useState<CompanyUserFilter>({ page: 1, q: '', role: null });
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const effective = { ...filter, q };
  const users = useQuery(companyQueries.users(companyId, effective));
  const [removing, setRemoving] = useState<CompanyUserRow | null>(null);
  const rows = users.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('users.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setFilter((f) => ({ ...f, page: 1 }));
          }}
          w={300}
        />
        <Select
          label={t('users.role')}
          data={[
            { value: '', label: t('users.allRoles') },
            ...ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
          ]}
          value={filter.role ?? ''}
          onChange={(v) => setFilter((f) => ({ ...f, page: 1, role: ROLES.find((r) => r === v) ?? null }))}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <ListTable
        minWidth={860}
        busy={users.isFetching}
        columns={7}
        isEmpty={users.isSuccess && rows.length === 0}
        empty={t('users.empty')}
        head={
          <>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th>{t('users.columns.email')}</Table.Th>
            <Table.Th>{t('users.columns.roles')}</Table.Th>
            <Table.Th ta="right">{t('users.columns.coins')}</Table.Th>
            <Table.Th>{t('users.columns.created')}</Table.Th>
            <Table.Th>{t('users.columns.lastLogin')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('users.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </>
        }
      >
        {rows.map((u) => (
          <Table.Tr key={u.id}>
            <Table.Td>
              <Text fw={600}>{nameOf(u)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{u.email ?? u.username ?? '—'}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {(u.roles.length ? u.roles : ['student']).map((r) => (
                  <Badge key={r} variant="light" color={ROLE_COLORS[r] ?? 'gray'} c="dark.7">
                    {ROLES.includes(r as CompanyUserRole) ? t(`roles.${r as CompanyUserRole}`) : r}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td ta="right">{formatNumber(u.coins, i18n.language)}</Table.Td>
            <Table.Td>{date(u.created_at)}</Table.Td>
            <Table.Td>{u.last_login_at ? dateTime(u.last_login_at) : t('users.never')}</Table.Td>
            <Table.Td>
              {me && canRemoveUser(u, me) && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconUserMinus size={14} aria-hidden />}
                  onClick={() => setRemoving(u)}
                  aria-label={t('users.removeAction', { name: nameOf(u) })}
                >
                  {t('users.remove')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <PageFooter
        summary={users.data ? t('users.total', { count: users.data.total }) : ''}
        total={pageCount(users.data)}
        value={filter.page}
        onChange={(page) => setFilter((f) => ({ ...f, page }))}
      />
      {removing && <RemoveUserDialog user={removing} onClose={() => setRemoving(null)} />}
    </Stack>
  );
}
