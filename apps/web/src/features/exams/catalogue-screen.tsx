import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { isTeacher, type ExamKind } from '@prepwell/contracts';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../session/use-session.ts';
import { historyPath } from './exam-paths.ts';
import { examQueries } from './exams.api.ts';
import { CatalogueFilters } from './catalogue-filters.tsx';
import { ExamSwitch } from './exam-switch.tsx';
import { catalogueFilterFrom, catalogueFilterToParams, type CatalogueFilter } from './list-filters.ts';
import { CardSkeletons, EmptyList, QueryList } from '../../components/query-states.tsx';
import { TestCard } from './test-card.tsx';
import { useCatalogueVersion, VersionFilter } from '../test-settings/version-filter.tsx';
import { useExamLabels } from './use-exam-labels.ts';
import { useStartAttempt } from './use-start-attempt.ts';
import { Pager } from '../../components/pager.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { pageCount } from '../../lib/paging.ts';

/** /{kind}/list: the catalogue of one exam, with filters, search, pages, and Start / Resume / Restart. */
export function CatalogueScreen({ kind }: { kind: ExamKind }) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const [params, setParams] = useSearchParams();
  const filter = catalogueFilterFrom(kind, params);
  const version = useCatalogueVersion(kind);
  const tests = useQuery(examQueries.tests(kind, { ...filter, version }));
  const open = useQuery(examQueries.openAttempts(kind));
  const { begin, restart, busyExamId } = useStartAttempt();
  const { user } = useSession();
  const educator = !!user && isTeacher(user);
  const setFilter = (next: CatalogueFilter) =>
    setParams(catalogueFilterToParams(next), { replace: next.page === filter.page });
  const filtered = filter.type !== null || filter.section !== null || filter.q.trim() !== '';

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <PageTitle title={t('list.title', { exam: labels.kind(kind) })} subtitle={t('list.subtitle')} />
          <Button
            component={Link}
            to={historyPath(kind)}
            variant="light"
            leftSection={<IconHistory size={16} aria-hidden />}
          >
            {t('list.history')}
          </Button>
        </Group>
        <ExamSwitch kind={kind} pathOf={(k) => `/${k}/list`} label={t('list.examSwitch')} />
        <VersionFilter kind={kind} />
        <CatalogueFilters key={kind} kind={kind} filter={filter} onChange={setFilter} />
        <QueryList
          query={tests}
          loading={<CardSkeletons />}
          empty={
            <EmptyList
              title={t('list.emptyTitle')}
              description={filtered ? t('list.emptyFiltered') : t('list.emptyAll')}
              {...(filtered
                ? {
                    action: (
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => setFilter({ type: null, section: null, q: '', page: 1 })}
                      >
                        {t('list.clearFilters')}
                      </Anchor>
                    ),
                  }
                : {})}
            />
          }
        >
          {(data) => (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('list.total', { count: data.total })}
              </Text>
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                style={{ opacity: tests.isPlaceholderData ? 0.6 : 1 }}
                aria-busy={tests.isFetching}
              >
                {data.data.map((test) => (
                  <TestCard
                    key={test.id}
                    test={test}
                    open={open.data?.get(test.id)}
                    busy={busyExamId === test.id}
                    disabled={busyExamId !== null}
                    onStart={() => begin({ examId: test.id, kind: test.kind, title: test.title })}
                    onRestart={(userExamId) =>
                      restart({ examId: test.id, kind: test.kind, title: test.title }, userExamId)
                    }
                    educator={educator}
                  />
                ))}
              </SimpleGrid>
              {pageCount(data.total, data.per_page) > 1 && (
                <Group justify="center">
                  <Pager
                    total={pageCount(data.total, data.per_page)}
                    value={filter.page}
                    onChange={(page) => setFilter({ ...filter, page })}
                  />
                </Group>
              )}
            </>
          )}
        </QueryList>
      </Stack>
    </Container>
  );
}
