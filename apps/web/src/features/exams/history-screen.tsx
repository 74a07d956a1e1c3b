import { Button, Container, Group, ScrollArea, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { ATTEMPT_STATUSES, EXAM_KINDS, type AttemptStatus, type ExamKind } from '@prepwell/contracts';
import { IconList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AttemptList } from './attempt-list.tsx';
import { CombineLink } from '../combine/combine-link.tsx';
import { listPath } from './exam-paths.ts';
import { examQueries } from './exams.api.ts';
import { historyFilterFrom, historyFilterToParams, type HistoryFilter } from './list-filters.ts';
import { EmptyList, QueryList } from '../../components/query-states.tsx';
import { useExamLabels } from './use-exam-labels.ts';
import { useStartAttempt } from './use-start-attempt.ts';
import { Pager } from '../../components/pager.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { pageCount } from '../../lib/paging.ts';

const ALL = 'all';

/** /{kind}/history (one exam) and /test-results (every exam): the student's attempts. */
export function HistoryScreen({ kind }: { kind: ExamKind | null }) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const [params, setParams] = useSearchParams();
  const filter = historyFilterFrom(kind, params);
  const attempts = useQuery(examQueries.attempts(filter));
  const { begin, busyExamId } = useStartAttempt();
  const setFilter = (next: HistoryFilter) =>
    setParams(historyFilterToParams(next, kind), { replace: next.page === filter.page });
  const data = attempts.data;
  const pages = data ? pageCount(data.total, data.per_page) : 1;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <PageTitle
            title={kind ? t('history.title', { exam: labels.kind(kind) }) : t('history.allTitle')}
            subtitle={t('history.subtitle')}
          />
          <Group gap="xs">
            <CombineLink />
            {kind && (
              <Button
                component={Link}
                to={listPath(kind)}
                variant="light"
                leftSection={<IconList size={16} aria-hidden />}
              >
                {t('history.browse', { exam: labels.kind(kind) })}
              </Button>
            )}
          </Group>
        </Group>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <ScrollArea type="auto" offsetScrollbars="x" scrollbarSize={6} maw="100%">
            <SegmentedControl
              aria-label={t('history.statusFilter')}
              value={filter.status ?? ALL}
              onChange={(value) =>
                setFilter({ ...filter, status: value === ALL ? null : (value as AttemptStatus), page: 1 })
              }
              data={[
                { value: ALL, label: t('history.allStatuses') },
                ...ATTEMPT_STATUSES.map((s) => ({ value: s, label: labels.status(s) })),
              ]}
            />
          </ScrollArea>
          {!kind && (
            <Select
              aria-label={t('history.kindFilter')}
              w={180}
              data={[
                { value: ALL, label: t('history.allKinds') },
                ...EXAM_KINDS.map((k) => ({ value: k, label: labels.kind(k) })),
              ]}
              value={filter.kind ?? ALL}
              allowDeselect={false}
              onChange={(value) =>
                setFilter({ ...filter, kind: !value || value === ALL ? null : (value as ExamKind), page: 1 })
              }
            />
          )}
        </Group>
        <QueryList
          query={attempts}
          empty={
            <EmptyList
              title={filter.status ? t('history.emptyFiltered') : t('history.empty')}
              description={t('history.emptyHint')}
              action={
                <Group gap="xs" justify="center">
                  {(kind ? [kind] : EXAM_KINDS).map((k) => (
                    <Button key={k} component={Link} to={listPath(k)} variant="light" size="xs">
                      {t('history.browse', { exam: labels.kind(k) })}
                    </Button>
                  ))}
                </Group>
              }
            />
          }
        >
          {(data) => (
            <Stack gap="md" style={{ opacity: attempts.isPlaceholderData ? 0.6 : 1 }} aria-busy={attempts.isFetching}>
              <AttemptList
                attempts={data.data}
                showKind={!kind}
                busyExamId={busyExamId}
                onResume={(a) => begin({ examId: a.test.id, kind: a.test.kind, title: a.test.title })}
              />
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t('history.total', { count: data.total })}
                </Text>
                {pages > 1 && (
                  <Pager total={pages} value={filter.page} onChange={(page) => setFilter({ ...filter, page })} />
                )}
              </Group>
            </Stack>
          )}
        </QueryList>
      </Stack>
    </Container>
  );
}
