import { Alert, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { CompanyUserRow } from '@prepwell/contracts';
import { IconUserMinus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { useSession } from '../session/use-session.ts';
import { companyMutations, refreshCompany } from './company.api.ts';
import { CompanyUserFilters, isCompanyUserRole, useCompanyUserSearch } from './company-user-search.tsx';
import { canRemoveUser } from './company-rules.ts';
import { CompanyUserPageFooter, userNameOf } from './company-user-list.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { AppModal } from '../../components/app-modal.tsx';

const ROLE_COLORS: Record<string, string> = {
  organization_admin: 'grape',
  teacher: 'blue',
  parent: 'teal',
  student: 'gray',
  pro: 'yellow',
};

/** Confirms removing one user, naming them; the user leaves the company (DELETE /api/company/users/:id). */
function RemoveUserDialog({ user, onClose }: { user: CompanyUserRow; onClose: () => void }) {
  const { t } = useTranslation('company');
  const client = useQueryClient();
  const remove = useMutation(companyMutations.removeUser());
  const name = userNameOf(user);
  return (
    <AppModal opened onClose={onClose} title={t('users.removeTitle')} centered>
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
    </AppModal>
  );
}

/** The company's users, 20 a page: search, role filter, their coins, and "Remove" (not for oneself or admins). */
export function CompanyUsersTab({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('company');
  const { user: me } = useSession();
  const { date, dateTime } = useDateFormat();
  const search = useCompanyUserSearch(companyId);
  const { users, rows } = search;
  const [removing, setRemoving] = useState<CompanyUserRow | null>(null);

  return (
    <Stack gap="md">
      <CompanyUserFilters
        state={search}
        labels={{
          search: t('users.search'),
          role: t('users.role'),
          allRoles: t('users.allRoles'),
          roleOf: (r) => t(`roles.${r}`),
        }}
      />
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
              <Text fw={600}>{userNameOf(u)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{u.email ?? u.username ?? '—'}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {(u.roles.length ? u.roles : ['student']).map((r) => (
                  <Badge key={r} variant="light" color={ROLE_COLORS[r] ?? 'gray'} c="dark.7">
                    {isCompanyUserRole(r) ? t(`roles.${r}`) : r}
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
                  aria-label={t('users.removeAction', { name: userNameOf(u) })}
                >
                  {t('users.remove')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <CompanyUserPageFooter state={search} summary={(count) => t('users.total', { count })} />
      {removing && <RemoveUserDialog user={removing} onClose={() => setRemoving(null)} />}
    </Stack>
  );
}
