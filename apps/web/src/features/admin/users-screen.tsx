import { Badge, Container, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ASSIGNABLE_ROLES, USER_PAGE_SIZE, type UserSummary } from '@prepwell/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { Link } from 'react-router';
import { adminQueries, type AssignableRole } from './admin.api.ts';
import { RolesModal, type RolesTarget } from './roles-modal.tsx';
import { UserActions } from './user-actions.tsx';
import { Pager } from '../../components/pager.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { pageCount, withFirstPage } from '../../lib/paging.ts';

const nameOf = (u: UserSummary) => u.name ?? u.username ?? u.email;
const dateOf = (iso: string | null, lang: string) => (iso ? formatDate(iso, lang, 'numeric') : '—');

/** /super-admin/users: every tenant's users — search, filters, pages, roles, links and deletion. */
export function UsersScreen() {
  const { t, i18n } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [debouncedQ] = useDebouncedValue(q, 300);
  const [tenantSlug, setTenantSlug] = useState<string | null>(null);
  const [role, setRole] = useState<AssignableRole | null>(null);
  const [page, setPage] = useState(1);
  const [rolesOf, setRolesOf] = useState<RolesTarget | null>(null);
  const companies = useQuery(adminQueries.companies());
  const users = useQuery(adminQueries.users({ page, q: debouncedQ, tenant: tenantSlug, role }));
  const data = users.data;
  const pages = data ? pageCount(data.total, USER_PAGE_SIZE) : 1;
  const resetPage = withFirstPage(setPage);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('users.title')} subtitle={t('users.subtitle')} />
        <Group align="flex-end" wrap="wrap">
          <TextInput
            style={{ flex: 1, minWidth: 240 }}
            label={t('users.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(e) => resetPage(setQ)(e.currentTarget.value)}
            type="search"
          />
          <Select
            label={t('users.tenant')}
            placeholder={t('users.allTenants')}
            clearable
            searchable
            data={(companies.data ?? []).map((c) => ({ value: c.slug, label: `${c.name} (${c.slug})` }))}
            value={tenantSlug}
            onChange={resetPage(setTenantSlug)}
          />
          <Select
            label={t('users.role')}
            placeholder={t('users.allRoles')}
            clearable
            data={ASSIGNABLE_ROLES.map((r) => ({ value: r, label: t(`roles.names.${r}`) }))}
            value={role}
            onChange={(v) => resetPage(setRole)(v as AssignableRole | null)}
          />
        </Group>
        <ListTable
          minWidth={860}
          busy={users.isFetching}
          highlightOnHover
          columns={7}
          isEmpty={data?.data.length === 0}
          empty={t('users.empty')}
          head={
            <>
              <Table.Th>{t('users.columns.name')}</Table.Th>
              <Table.Th>{t('users.columns.email')}</Table.Th>
              <Table.Th>{t('users.columns.tenant')}</Table.Th>
              <Table.Th>{t('users.columns.roles')}</Table.Th>
              <Table.Th>{t('users.columns.created')}</Table.Th>
              <Table.Th>{t('users.columns.lastLogin')}</Table.Th>
              <Table.Th>
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  {t('users.columns.actions')}
                </span>
              </Table.Th>
            </>
          }
        >
          {data?.data.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>
                {u.name ? (
                  <Text component={Link} to={`/user/${u.id}`} fw={600} c="inherit" td="underline">
                    {u.name}
                  </Text>
                ) : (
                  <Text component={Link} to={`/user/${u.id}`} c="dimmed" fs="italic">
                    {t('users.unfinished')}
                  </Text>
                )}
                {u.username && (
                  <Text size="xs" c="dimmed" data-i18n-exempt>
                    @{u.username}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{u.email}</Text>
                <Text size="xs" c={u.email_verified_at ? '#1b5e20' : 'gray.7'}>
                  {u.email_verified_at ? t('users.verified') : t('users.unverified')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text ff="monospace" size="sm" data-i18n-exempt>
                  {u.tenant}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {(u.roles.length ? u.roles.map((r) => r.name) : (['student'] as const)).map((r) => (
                    <Badge
                      key={r}
                      size="sm"
                      variant="light"
                      // Not uppercased: the plan's name is "Pro" (a proper noun), never "PRO".
                      tt="none"
                      color={r === 'super_admin' ? 'red' : r === 'pro' ? 'grape' : 'brand'}
                    >
                      {t(`roles.names.${r}`)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{dateOf(u.created_at, i18n.language)}</Table.Td>
              <Table.Td>{dateOf(u.last_login_at, i18n.language)}</Table.Td>
              <Table.Td>
                <UserActions
                  user={{ id: u.id, name: nameOf(u), email: u.email, roles: u.roles }}
                  onRoles={() => setRolesOf({ id: u.id, name: nameOf(u), roles: u.roles })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {data ? t('users.total', { count: data.total }) : ''}
          </Text>
          <Pager total={pages} value={page} onChange={setPage} />
        </Group>
      </Stack>
      {rolesOf && <RolesModal key={rolesOf.id} target={rolesOf} onClose={() => setRolesOf(null)} />}
    </Container>
  );
}
