import { Anchor, Badge, Button, Container, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { isCompanyAdmin, isSuperAdmin, type ContactMessageStatus } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PageFooter } from '../../components/pager.tsx';
import { pagesOf } from '../../lib/paging.ts';
import { usePagedFilter } from '../../lib/use-paged-filter.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { useSession } from '../session/use-session.ts';
import { contactMutations, contactQueries } from './public-pages.api.ts';

const STATUSES: ContactMessageStatus[] = ['all', 'unread', 'read'];

function ContactMessagesView() {
  const { t } = useTranslation('publicPages');
  const { tenant } = useSession();
  const { dateTime } = useDateFormat();
  const client = useQueryClient();
  const { page, setPage, filter: status, setFilter: setStatus } = usePagedFilter<ContactMessageStatus>('all');
  const list = useQuery(contactQueries.list(page, status));
  const mark = useMutation({
    ...contactMutations.markRead(),
    onSuccess: () => client.invalidateQueries({ queryKey: contactQueries.all() }),
  });
  const rows = list.data?.data ?? [];
  const pages = pagesOf(list.data);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('messages.title')} subtitle={t('messages.intro', { name: tenant.name })} />
        <SegmentedControl
          aria-label={t('messages.filter')}
          value={status}
          onChange={(v) => setStatus(v as ContactMessageStatus)}
          data={STATUSES.map((s) => ({ value: s, label: t(`messages.status.${s}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
        <ListTable
          minWidth={820}
          busy={list.isFetching}
          columns={4}
          isEmpty={list.isSuccess && rows.length === 0}
          empty={t('messages.empty')}
          head={
            <>
              <Table.Th>{t('messages.received')}</Table.Th>
              <Table.Th>{t('messages.from')}</Table.Th>
              <Table.Th>{t('messages.message')}</Table.Th>
              <Table.Th>{t('messages.state')}</Table.Th>
            </>
          }
        >
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(row.created_at)}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text fw={600}>{row.name}</Text>
                  <Anchor href={`mailto:${row.email}`} size="sm" aria-label={t('messages.reply', { name: row.name })}>
                    {row.email}
                  </Anchor>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {row.message}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={6} align="flex-start">
                  <Badge variant="light" color={row.read ? 'gray' : 'blue'} c="dark.7" tt="none">
                    {row.read ? t('messages.read') : t('messages.unread')}
                  </Badge>
                  <Button
                    size="compact-xs"
                    variant="default"
                    loading={mark.isPending && mark.variables?.id === row.id}
                    onClick={() => mark.mutate({ id: row.id, read: !row.read })}
                  >
                    {row.read ? t('messages.markUnread') : t('messages.markRead')}
                  </Button>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
        <PageFooter
          summary={list.data ? t('messages.unreadCount', { count: list.data.unread }) : ''}
          total={pages}
          value={page}
          onChange={setPage}
        />
      </Stack>
    </Container>
  );
}

/** The tenant's contact messages (issue 17): company admins and super admins, each their own tenant's. */
export function ContactMessagesScreen() {
  const { user } = useSession();
  if (!user) return null;
  if (!isSuperAdmin(user) && !isCompanyAdmin(user)) return <Navigate to="/403" replace />;
  return <ContactMessagesView />;
}
