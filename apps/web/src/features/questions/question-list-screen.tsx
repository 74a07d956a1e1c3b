import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { QuestionSummary } from '@prepwell/contracts';
import { IconDownload, IconFileImport, IconPlus, IconSearch, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFooter } from '../../components/pager.tsx';
import { ListStates, ScrollTable } from '../../components/scroll-table.tsx';
import { errorMessageOf, notifyError } from '../../lib/notify.ts';
import { pageCount } from '../../lib/paging.ts';
import { GenerateDialog } from './generate-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { QuestionFilterFields, useQuestionBankList, type QuestionFilterKey } from './question-filter-fields.tsx';
import { exportQuestions, questionPath } from './questions.api.ts';
import { QuestionLabelBadges } from './question-label-badges.tsx';

/** Every filter of the bank, in the order the list shows them. */
const LIST_FILTERS: readonly QuestionFilterKey[] = [
  'kind',
  'section',
  'type',
  'label',
  'difficulty',
  'source',
  'author',
  'used',
  'owner',
  'status',
];

/** /questions/list: the bank with search, filters and pages; select rows to export them as QTI. */
export function QuestionListScreen() {
  const { t } = useTranslation('questions');
  const { filter, list, search, set, setSearch, setPage } = useQuestionBankList({ page: 1 });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [importing, setImporting] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const data = list.data;
  const pages = data ? pageCount(data.total, data.per_page) : 1;

  const rows = data?.data ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const runExport = async (request: Parameters<typeof exportQuestions>[0]) => {
    setExporting(true);
    try {
      await exportQuestions(request);
    } catch (error) {
      notifyError(errorMessageOf(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Title order={1} fz="h2">
              {t('list.title')}
            </Title>
            <Text c="gray.7">{t('list.subtitle')}</Text>
          </Stack>
          <Group gap="xs">
            <Button component={Link} to="/labels" variant="default">
              {t('labels.title')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconSparkles size={16} aria-hidden />}
              onClick={() => setGenerating(true)}
            >
              {t('generate.open')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              {t('import.open')}
            </Button>
            <Button component={Link} to="/questions/add" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('list.add')}
            </Button>
          </Group>
        </Group>
        <Paper withBorder p="md" component="section" aria-label={t('list.filters')}>
          <Stack gap="sm">
            <TextInput
              label={t('list.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              type="search"
              value={search}
              maw={420}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4, lg: 6 }}>
              <QuestionFilterFields fields={LIST_FILTERS} filter={filter} set={set} />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={selected.size === 0}
            loading={exporting}
            onClick={() => void runExport({ questionIds: [...selected] })}
          >
            {t('list.exportSelected', { count: selected.size })}
          </Button>
          {filter.label && (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exporting}
              onClick={() => void runExport({ labelId: filter.label ?? '' })}
            >
              {t('list.exportLabel')}
            </Button>
          )}
        </Group>
        <section aria-labelledby="question-list-count">
          <Title order={2} fz="lg" id="question-list-count" mb="sm">
            {t('list.count', { count: data?.total ?? 0 })}
          </Title>
          <ListStates
            isPending={list.isPending}
            isError={list.isError}
            isEmpty={rows.length === 0}
            loadingLabel={t('loading')}
            failed={t('loadFailed')}
            empty={t('list.empty')}
          >
            <Paper withBorder radius="md">
              <ScrollTable
                minWidth={900}
                label={t('list.title')}
                highlightOnHover
                busy={list.isFetching}
                head={
                  <>
                    <Table.Th>
                      <Checkbox
                        aria-label={t('list.selectPage')}
                        checked={allOnPage}
                        onChange={() =>
                          setSelected((s) => {
                            const next = new Set(s);
                            for (const r of rows) {
                              if (allOnPage) next.delete(r.id);
                              else next.add(r.id);
                            }
                            return next;
                          })
                        }
                      />
                    </Table.Th>
                    <Table.Th>{t('columns.question')}</Table.Th>
                    <Table.Th>{t('columns.exam')}</Table.Th>
                    <Table.Th>{t('columns.type')}</Table.Th>
                    <Table.Th>{t('columns.labels')}</Table.Th>
                    <Table.Th>{t('columns.difficulty')}</Table.Th>
                    <Table.Th>{t('columns.usedIn')}</Table.Th>
                    <Table.Th>{t('columns.status')}</Table.Th>
                  </>
                }
              >
                {rows.map((q) => (
                  <QuestionRow key={q.id} q={q} selected={selected.has(q.id)} onToggle={() => toggle(q.id)} />
                ))}
              </ScrollTable>
            </Paper>
          </ListStates>
        </section>
        {data && pages > 1 && (
          <PageFooter
            summary={t('list.count', { count: data.total })}
            total={pages}
            value={filter.page}
            onChange={setPage}
          />
        )}
      </Stack>
      <ImportDialog opened={importing} onClose={() => setImporting(false)} />
      <GenerateDialog opened={generating} onClose={() => setGenerating(false)} />
    </Container>
  );
}

function QuestionRow({ q, selected, onToggle }: { q: QuestionSummary; selected: boolean; onToggle: () => void }) {
  const { t } = useTranslation('questions');
  const excerpt = q.excerpt.trim() || t('list.noText');
  return (
    <Table.Tr data-testid="question-row">
      <Table.Td>
        {/* Its name quotes the question's own (English) text, as the link beside it does. */}
        <Checkbox
          aria-label={t('list.selectNamed', { excerpt })}
          checked={selected}
          onChange={onToggle}
          {...(q.excerpt.trim() ? { 'data-i18n-exempt': true } : {})}
        />
      </Table.Td>
      <Table.Td maw={420}>
        <Anchor
          component={Link}
          to={questionPath(q.id)}
          lineClamp={2}
          {...(q.excerpt.trim() ? { 'data-i18n-exempt': true } : {})}
        >
          {excerpt}
        </Anchor>
        {q.subject && (
          <Text fz="xs" c="gray.7">
            {q.subject}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {t(`kind.${q.kind}`)} · {t(`section.${q.section}`)}
      </Table.Td>
      <Table.Td>{t(`type.${q.type}`)}</Table.Td>
      <Table.Td>
        <QuestionLabelBadges labels={q.labels} size="sm" />
      </Table.Td>
      <Table.Td>{q.difficulty ? t(`difficulty.${q.difficulty}`) : '—'}</Table.Td>
      <Table.Td>{q.usedIn}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          <Badge
            variant="light"
            color={q.status === 'draft' ? 'orange' : q.status === 'retired' ? 'gray' : 'green'}
            size="sm"
          >
            {t(`status.${q.status}`)}
          </Badge>
          {q.shared && (
            <Badge variant="outline" color="gray" size="sm">
              {t('list.shared')}
            </Badge>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
