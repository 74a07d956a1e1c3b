import { Anchor, Badge, Button, Container, Group, Paper, Stack, Table, Tabs, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isCompanyAdmin, isSuperAdmin } from '@prepwell/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import { ListStates, ScrollTable } from '../../components/scroll-table.tsx';
import { useSession } from '../session/use-session.ts';
import { classQueries, type ClassScope } from './classes.api.ts';
import { canManage, classEditPath, classPath, useClassLabels } from './class-labels.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { pageCount } from '../../lib/paging.ts';
import { JoinClassButton } from './join-class-modal.tsx';

/** /classes/list: the teacher's classes (taught or joined), those they created, and for company admins all of the company's. */
export function ClassListScreen() {
  const { t } = useTranslation('classes');
  const labels = useClassLabels();
  const { user } = useSession();
  const admin = !!user && (isCompanyAdmin(user) || isSuperAdmin(user));
  const [scope, setScope] = useState<ClassScope>('mine');
  const [q, setQ] = useState('');
  const [debouncedQ] = useDebouncedValue(q, 300);
  const [page, setPage] = useState(1);
  const list = useQuery(classQueries.list({ scope, q: debouncedQ, page }));
  const data = list.data;
  const pages = data ? pageCount(data.total, data.per_page) : 1;
  const scopes: ClassScope[] = admin ? ['mine', 'created', 'all'] : ['mine', 'created'];

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <PageTitle title={t('list.title')} subtitle={t('list.subtitle')} subtitleColor="gray.7" />
          <Group gap="sm">
            {!admin && <JoinClassButton />}
            <Button component={Link} to="/classes/add" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('list.create')}
            </Button>
          </Group>
        </Group>
        <Tabs
          value={scope}
          onChange={(value) => {
            setScope((value as ClassScope | null) ?? 'mine');
            setPage(1);
          }}
        >
          <Tabs.List aria-label={t('list.scopes')}>
            {scopes.map((s) => (
              <Tabs.Tab key={s} value={s}>
                {t(`list.scope.${s}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <TextInput
          label={t('list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          type="search"
          maw={420}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
        />
        <section aria-labelledby="class-list-title">
          <Title order={2} fz="lg" id="class-list-title" mb="sm">
            {t('list.count', { count: data?.total ?? 0 })}
          </Title>
          <ListStates
            isPending={list.isPending}
            isError={list.isError}
            isEmpty={!!data && data.data.length === 0}
            loadingLabel={t('loading')}
            failed={t('loadFailed')}
            empty={debouncedQ.trim() ? t('list.noMatch') : t(`list.empty.${scope}`)}
          >
            <Paper withBorder radius="md">
              <ScrollTable
                minWidth={860}
                label={t('list.title')}
                highlightOnHover
                busy={list.isFetching}
                head={
                  <>
                    <Table.Th>{t('columns.name')}</Table.Th>
                    <Table.Th>{t('columns.method')}</Table.Th>
                    <Table.Th>{t('columns.dates')}</Table.Th>
                    <Table.Th>{t('columns.times')}</Table.Th>
                    <Table.Th>{t('columns.students')}</Table.Th>
                    <Table.Th>{t('columns.teachers')}</Table.Th>
                    <Table.Th>{t('columns.actions')}</Table.Th>
                  </>
                }
              >
                {data?.data.map((c) => (
                  <Table.Tr key={c.id} data-testid="class-row">
                    <Table.Td>
                      <Anchor component={Link} to={classPath(c.id)} fw={700} data-i18n-exempt>
                        {c.name}
                      </Anchor>
                      {c.my_role === 'owner' && (
                        <Badge ml="xs" variant="light" color="indigo" size="sm">
                          {t('role.owner')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{labels.method(c.method)}</Table.Td>
                    <Table.Td>{labels.dates(c)}</Table.Td>
                    <Table.Td>{labels.times(c)}</Table.Td>
                    <Table.Td>{labels.seats(c)}</Table.Td>
                    <Table.Td>{labels.teachers(c)}</Table.Td>
                    <Table.Td>
                      {canManage(c) && (
                        <Button
                          component={Link}
                          to={classEditPath(c.id, 'info')}
                          size="xs"
                          variant="light"
                          aria-label={t('list.editNamed', { name: c.name })}
                        >
                          {t('actions.edit')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </ScrollTable>
            </Paper>
          </ListStates>
        </section>
        {pages > 1 && <Pager total={pages} value={page} onChange={setPage} />}
      </Stack>
    </Container>
  );
}
