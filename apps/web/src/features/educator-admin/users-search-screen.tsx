import { Alert, Badge, Button, Container, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isCompanyAdmin, type UserSummary } from '@prepwell/contracts';
import { IconCoins, IconSearch, IconSettings, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { formatNumber } from '../../lib/format.ts';
import { companyQueries } from '../company/company.api.ts';
import { CompanyUserFilters, isCompanyUserRole, useCompanyUserSearch } from '../company/company-user-search.tsx';
import { CompanyUserPageFooter, userNameOf } from '../company/company-user-list.tsx';
import { useSession } from '../session/use-session.ts';
import { educatorAdminQueries, ownCompanyOf } from './educator-admin.api.ts';

/** The company admin's search: every user of their company, with links to the profile and to coins and Pro. */
function CompanyUserSearch({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('educatorAdmin');
  const { t: tb } = useTranslation('backOffice');
  const search = useCompanyUserSearch(companyId);
  const { users, rows } = search;

  return (
    <Stack gap="md">
      <CompanyUserFilters
        state={search}
        labels={{
          search: t('users.search'),
          role: t('users.role'),
          allRoles: t('users.allRoles'),
          roleOf: (r) => t(`users.roles.${r}`),
        }}
        placeholder={tb('userSearch.hint')}
        widths={{ search: 320, role: 200 }}
      />
      <ListTable
        minWidth={900}
        busy={users.isFetching}
        columns={7}
        isEmpty={!!users.data && rows.length === 0}
        empty={t('users.empty')}
        head={
          <>
            <Table.Th>{t('users.name')}</Table.Th>
            <Table.Th>{t('users.email')}</Table.Th>
            <Table.Th>{tb('userSearch.username')}</Table.Th>
            <Table.Th>{tb('userSearch.phone')}</Table.Th>
            <Table.Th>{t('users.role')}</Table.Th>
            <Table.Th ta="right">{t('users.coins')}</Table.Th>
            <Table.Th>{t('users.actions')}</Table.Th>
          </>
        }
      >
        {rows.map((u) => (
          <Table.Tr key={u.id}>
            <Table.Td>
              <Text fw={600}>{userNameOf(u)}</Text>
            </Table.Td>
            <Table.Td>{u.email ?? ''}</Table.Td>
            <Table.Td>{u.username ?? ''}</Table.Td>
            <Table.Td>{u.phone ?? ''}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {(u.roles.length ? u.roles : ['student']).map((r) => (
                  <Badge key={r} variant="light" color={r === 'pro' ? 'yellow' : 'gray'}>
                    {isCompanyUserRole(r) || r === 'pro' ? t(`users.roles.${r}`) : r}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td ta="right">{formatNumber(u.coins, i18n.language)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  component={Link}
                  to={`/user/${u.id}`}
                  size="xs"
                  variant="light"
                  leftSection={<IconUser size={14} aria-hidden />}
                  aria-label={t('users.open', { name: userNameOf(u) })}
                >
                  {t('users.openShort')}
                </Button>
                <Button
                  component={Link}
                  to={`/educator/plan-coins?user=${u.id}`}
                  size="xs"
                  variant="subtle"
                  leftSection={<IconCoins size={14} aria-hidden />}
                  aria-label={t('users.give', { name: userNameOf(u) })}
                >
                  {t('users.giveShort')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <CompanyUserPageFooter state={search} summary={(count) => t('users.results', { count })} />
    </Stack>
  );
}

/** A teacher's search: the tenant's students (GET /api/auth/students), each opening the student's page. */
function StudentSearch() {
  const { t } = useTranslation('educatorAdmin');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const students = useQuery(educatorAdminQueries.students(q));
  const rows: UserSummary[] = students.data ?? [];
  return (
    <Stack gap="md">
      <TextInput
        label={t('users.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={320}
      />
      <ListTable
        minWidth={560}
        busy={students.isFetching}
        columns={3}
        isEmpty={!!students.data && rows.length === 0}
        empty={t('users.empty')}
        head={
          <>
            <Table.Th>{t('users.name')}</Table.Th>
            <Table.Th>{t('users.email')}</Table.Th>
            <Table.Th>{t('users.actions')}</Table.Th>
          </>
        }
      >
        {rows.map((u) => (
          <Table.Tr key={u.id}>
            <Table.Td>
              <Text fw={600}>{userNameOf(u)}</Text>
            </Table.Td>
            <Table.Td>{u.email}</Table.Td>
            <Table.Td>
              <Button
                component={Link}
                to={`/educator/students/${u.id}`}
                size="xs"
                variant="light"
                aria-label={t('users.open', { name: userNameOf(u) })}
              >
                {t('users.openShort')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}

/** /educator/users: user search (spec §2). Company admins search their company's users; teachers its students. */
export function UsersSearchScreen() {
  const { t } = useTranslation('educatorAdmin');
  const { user } = useSession();
  const admin = !!user && isCompanyAdmin(user);
  const companies = useQuery({ ...companyQueries.list(), enabled: admin });
  const company = ownCompanyOf(companies.data);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <PageTitle title={t('users.title')} subtitle={admin ? t('users.intro') : t('users.introTeacher')} />
          {admin && company && (
            <Group gap="xs">
              <Button
                component={Link}
                to="/educator/plan-coins"
                variant="light"
                leftSection={<IconCoins size={16} aria-hidden />}
              >
                {t('nav.planCoins')}
              </Button>
              <Button
                component={Link}
                to="/educator/company/settings"
                variant="light"
                leftSection={<IconSettings size={16} aria-hidden />}
              >
                {t('nav.settings')}
              </Button>
            </Group>
          )}
        </Group>
        {admin && companies.data && !company && <Alert color="gray">{t('users.noCompany')}</Alert>}
        {admin && company && <CompanyUserSearch companyId={company.id} />}
        {!admin && <StudentSearch />}
      </Stack>
    </Container>
  );
}
