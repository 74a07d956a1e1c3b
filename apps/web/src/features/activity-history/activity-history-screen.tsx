import { Badge, Button, Container, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PageFooter } from '../../components/pager.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { pageCount, withFirstPage } from '../../lib/paging.ts';
import { useActivityDetail } from '../dashboard/activity-detail.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { activityHistoryQueries } from './activity-history.api.ts';
import { HISTORY_ACTIONS, historyWindow, isHistoryAction } from './activity-history-rules.ts';

/**
 * `/activity-history` (issue 17): the signed-in user's own activity, 20 a page, filtered by kind and by
 * dates. The server stores each entry as an action code and a detail; both are shown in the reader's language.
 */
export function ActivityHistoryScreen() {
  const { t } = useTranslation('hub');
  const { t: tActivity } = useTranslation('dashboard');
  const { dateTime } = useDateFormat();
  const detailOf = useActivityDetail();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const span = historyWindow(from, to);
  const valid = span !== 'invalid';
  const history = useQuery({
    ...activityHistoryQueries.page({ page, action, ...(valid ? span : {}) }),
    enabled: valid,
  });
  const rows = history.data?.data ?? [];
  const actionLabel = (a: string) => (isHistoryAction(a) ? tActivity(`activity.${a}`) : a);
  const reset = withFirstPage(setPage);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('history.title')} subtitle={t('history.subtitle')} />
        <Paper withBorder radius="md" p="md">
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('history.kind')}
              data={[
                { value: '', label: t('history.allKinds') },
                ...HISTORY_ACTIONS.map((a) => ({ value: a, label: tActivity(`activity.${a}`) })),
              ]}
              value={action}
              onChange={(v) => reset(setAction)(v ?? '')}
              allowDeselect={false}
              w={240}
            />
            <TextInput
              type="date"
              label={t('history.from')}
              value={from}
              onChange={(e) => reset(setFrom)(e.currentTarget.value)}
              w={180}
            />
            <TextInput
              type="date"
              label={t('history.to')}
              value={to}
              onChange={(e) => reset(setTo)(e.currentTarget.value)}
              error={valid ? undefined : t('history.badWindow')}
              w={180}
            />
            <Button
              variant="default"
              disabled={!action && !from && !to}
              onClick={() => {
                setAction('');
                setFrom('');
                setTo('');
                setPage(1);
              }}
            >
              {t('history.clear')}
            </Button>
          </Group>
        </Paper>
        {history.isError ? (
          <LoadError error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <ListTable
            minWidth={640}
            columns={3}
            busy={history.isFetching}
            isEmpty={history.isSuccess && rows.length === 0}
            empty={t('history.empty')}
            caption={t('history.title')}
            head={
              <>
                <Table.Th scope="col">{t('history.columns.date')}</Table.Th>
                <Table.Th scope="col">{t('history.columns.action')}</Table.Th>
                <Table.Th scope="col">{t('history.columns.detail')}</Table.Th>
              </>
            }
          >
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{dateTime(row.created_at)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray" c="dark.7" tt="none">
                    {actionLabel(row.action)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {detailOf(row.action, row.detail)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
        {history.data && (
          <PageFooter
            summary={t('history.total', { count: history.data.total })}
            total={pageCount(history.data.total, history.data.per_page)}
            value={page}
            onChange={setPage}
          />
        )}
      </Stack>
    </Container>
  );
}
