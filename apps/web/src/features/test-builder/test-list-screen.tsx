import { Anchor, Button, Container, Group, Paper, Select, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TEST_TYPES_BY_KIND, type ExamKind, type TestSummary } from '@prepwell/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFooter } from '../../components/pager.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { EmptyList, QueryList } from '../../components/query-states.tsx';
import { formatNumber } from '../../lib/format.ts';
import { pageCount } from '../../lib/paging.ts';
import { useDateFormat, useExamLabels } from '../exams/use-exam-labels.ts';
import { ExamSwitch } from '../exams/exam-switch.tsx';
import { LIST_STATUSES, listFilterFrom, listFilterToParams, type TestListFilter } from './list-filter.ts';
import { testBuilderQueries } from './test-builder.api.ts';
import { testAddPath, testEditPath, testListPath } from './test-paths.ts';
import { TestRowActions } from './test-row-actions.tsx';
import { TestStatusBadge } from './test-status-badge.tsx';
import { useTestActions } from './use-test-actions.tsx';

/** /tests/{kind}/list: the tenant's tests of one exam, drafts included, with their management actions. */
export function TestListScreen({ kind }: { kind: ExamKind }) {
  const { t } = useTranslation('testBuilder');
  const labels = useExamLabels();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = listFilterFrom(kind, params);
  const setFilter = (next: TestListFilter) =>
    setParams(listFilterToParams(next), { replace: next.page === filter.page });
  const [search, setSearch] = useState(filter.q);
  const [debounced] = useDebouncedValue(search, 300);
  useEffect(() => {
    // The search box writes the address once typing pauses; the address drives the query.
    if (debounced.trim() !== filter.q.trim())
      setParams(listFilterToParams({ ...filter, q: debounced, page: 1 }), { replace: true });
  }, [debounced]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new search term writes the address
  const list = useQuery(testBuilderQueries.list(kind, filter));
  const actions = useTestActions({ onDuplicated: (copy) => void navigate(testEditPath(copy.kind, copy.id)) });
  const filtered = filter.status !== null || filter.type !== null || filter.q.trim() !== '';

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <PageTitle title={t('list.title', { exam: labels.kind(kind) })} subtitle={t('list.subtitle')} />
          <Button component={Link} to={testAddPath(kind)} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('list.add')}
          </Button>
        </Group>
        <ExamSwitch kind={kind} pathOf={testListPath} label={t('list.examSwitch')} />
        <Paper withBorder p="md" component="section" aria-label={t('list.filters')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('list.search')}
              type="search"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <Select
              label={t('list.status')}
              clearable
              placeholder={t('list.all')}
              data={LIST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={filter.status}
              onChange={(v) => setFilter({ ...filter, status: (v as TestListFilter['status']) ?? null, page: 1 })}
            />
            <Select
              label={t('list.type')}
              clearable
              placeholder={t('list.all')}
              data={TEST_TYPES_BY_KIND[kind].map((ty) => ({ value: ty, label: labels.type(ty) }))}
              value={filter.type}
              onChange={(v) => setFilter({ ...filter, type: (v as TestListFilter['type']) ?? null, page: 1 })}
            />
          </SimpleGrid>
        </Paper>
        <QueryList
          query={list}
          empty={
            <EmptyList
              title={t('list.emptyTitle')}
              description={filtered ? t('list.emptyFiltered') : t('list.emptyAll', { exam: labels.kind(kind) })}
              action={
                filtered ? (
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => {
                      setSearch('');
                      setFilter({ status: null, type: null, q: '', page: 1 });
                    }}
                  >
                    {t('list.clearFilters')}
                  </Anchor>
                ) : (
                  <Button component={Link} to={testAddPath(kind)} variant="light">
                    {t('list.add')}
                  </Button>
                )
              }
            />
          }
        >
          {(data) => (
            <>
              <Paper withBorder radius="md">
                <ScrollTable
                  minWidth={960}
                  label={t('list.tableLabel')}
                  highlightOnHover
                  busy={list.isFetching}
                  head={
                    <>
                      <Table.Th>{t('list.columns.title')}</Table.Th>
                      <Table.Th>{t('list.columns.status')}</Table.Th>
                      <Table.Th>{t('list.columns.exam')}</Table.Th>
                      <Table.Th>{t('list.columns.type')}</Table.Th>
                      <Table.Th ta="right">{t('list.columns.questions')}</Table.Th>
                      <Table.Th ta="right">{t('list.columns.minutes')}</Table.Th>
                      <Table.Th>{t('list.columns.updated')}</Table.Th>
                      <Table.Th>{t('list.columns.actions')}</Table.Th>
                    </>
                  }
                >
                  {data.data.map((test) => (
                    <TestRow key={test.id} test={test} actions={actions} />
                  ))}
                </ScrollTable>
              </Paper>
              <PageFooter
                summary={t('list.count', { count: data.total })}
                total={pageCount(data.total, data.per_page)}
                value={filter.page}
                onChange={(page) => setFilter({ ...filter, page })}
              />
            </>
          )}
        </QueryList>
      </Stack>
    </Container>
  );
}

function TestRow({ test, actions }: { test: TestSummary; actions: ReturnType<typeof useTestActions> }) {
  const { i18n } = useTranslation();
  const labels = useExamLabels();
  const dates = useDateFormat();
  return (
    <Table.Tr data-testid="test-row">
      <Table.Td maw={360}>
        <Anchor component={Link} to={testEditPath(test.kind, test.id)} lineClamp={2} fw={500}>
          {test.title}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <TestStatusBadge status={test.status} revision={test.revision} />
      </Table.Td>
      <Table.Td>
        {labels.kind(test.kind)} · {labels.version(test.version)}
      </Table.Td>
      <Table.Td>{labels.type(test.type)}</Table.Td>
      <Table.Td ta="right">{formatNumber(test.question_count, i18n.language)}</Table.Td>
      <Table.Td ta="right">{formatNumber(test.minutes, i18n.language)}</Table.Td>
      <Table.Td>{dates.date(test.updated_at ?? null)}</Table.Td>
      <Table.Td>
        <TestRowActions test={test} actions={actions} />
      </Table.Td>
    </Table.Tr>
  );
}
