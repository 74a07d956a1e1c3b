import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DIFFICULTIES,
  EXAM_KINDS,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  SECTIONS,
  type QuestionSummary,
} from '@prepwell/contracts';
import { IconDownload, IconFileImport, IconPlus, IconSearch, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFooter } from '../../components/pager.tsx';
import { errorMessageOf, notifyError } from '../../lib/notify.ts';
import { useSession } from '../session/use-session.ts';
import { GenerateDialog } from './generate-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { exportQuestions, questionQueries, questionPath, type QuestionFilter } from './questions.api.ts';
import { sectionsOf, typesOf } from './question-values.ts';

type FilterKey = Exclude<keyof QuestionFilter, 'page' | 'search'>;

/** /questions/list: the bank with search, filters and pages; select rows to export them as QTI. */
export function QuestionListScreen() {
  const { t } = useTranslation('questions');
  const { user } = useSession();
  const [filter, setFilter] = useState<QuestionFilter>({ page: 1 });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [importing, setImporting] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const list = useQuery(questionQueries.list({ ...filter, ...(debounced.trim() ? { search: debounced } : {}) }));
  const labels = useQuery(questionQueries.labels());
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.per_page))) : 1;

  const set = <K extends FilterKey>(key: K, value: QuestionFilter[K] | null) => {
    setFilter((f) => {
      const next: QuestionFilter = { ...f, page: 1 };
      if (value === null || value === undefined || value === '') delete next[key];
      else next[key] = value;
      return next;
    });
  };
  const sections = filter.kind ? sectionsOf(filter.kind) : SECTIONS;
  const types = filter.kind ? typesOf(filter.kind) : QUESTION_TYPES;
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
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setFilter((f) => ({ ...f, page: 1 }));
              }}
            />
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4, lg: 6 }}>
              <Select
                label={t('fields.kind')}
                clearable
                data={EXAM_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
                value={filter.kind ?? null}
                onChange={(v) => {
                  set('kind', v as QuestionFilter['kind']);
                  set('section', null);
                  set('type', null);
                }}
              />
              <Select
                label={t('fields.section')}
                clearable
                data={sections.map((s) => ({ value: s, label: t(`section.${s}`) }))}
                value={filter.section ?? null}
                onChange={(v) => set('section', v as QuestionFilter['section'])}
              />
              <Select
                label={t('fields.type')}
                clearable
                data={types.map((ty) => ({ value: ty, label: t(`type.${ty}`) }))}
                value={filter.type ?? null}
                onChange={(v) => set('type', v as QuestionFilter['type'])}
              />
              <Select
                label={t('fields.label')}
                clearable
                searchable
                data={(labels.data?.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
                value={filter.label ?? null}
                onChange={(v) => set('label', v)}
              />
              <Select
                label={t('fields.difficulty')}
                clearable
                data={DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
                value={filter.difficulty ?? null}
                onChange={(v) => set('difficulty', v as QuestionFilter['difficulty'])}
              />
              <TextInput
                label={t('fields.source')}
                value={filter.source ?? ''}
                onChange={(e) => set('source', e.currentTarget.value)}
              />
              <Select
                label={t('list.author')}
                clearable
                data={user ? [{ value: user.id, label: t('list.authorMe') }] : []}
                value={filter.author ?? null}
                onChange={(v) => set('author', v)}
              />
              <Select
                label={t('list.used')}
                clearable
                data={(['used', 'unused'] as const).map((u) => ({ value: u, label: t(`list.usedOption.${u}`) }))}
                value={filter.used ?? null}
                onChange={(v) => set('used', v as QuestionFilter['used'])}
              />
              <Select
                label={t('list.owner')}
                clearable
                data={(['own', 'shared'] as const).map((o) => ({ value: o, label: t(`list.ownerOption.${o}`) }))}
                value={filter.owner ?? null}
                onChange={(v) => set('owner', v as QuestionFilter['owner'])}
              />
              <Select
                label={t('list.status')}
                clearable
                data={QUESTION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                value={filter.status ?? null}
                onChange={(v) => set('status', v as QuestionFilter['status'])}
              />
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
          {list.isPending ? (
            <Loader role="status" aria-label={t('loading')} />
          ) : list.isError ? (
            <Alert color="red" role="alert">
              {t('loadFailed')}
            </Alert>
          ) : rows.length === 0 ? (
            <Text c="gray.7">{t('list.empty')}</Text>
          ) : (
            <Paper withBorder radius="md">
              <Table.ScrollContainer minWidth={900} tabIndex={0} aria-label={t('list.title')}>
                <Table striped highlightOnHover verticalSpacing="sm" aria-busy={list.isFetching}>
                  <Table.Thead>
                    <Table.Tr>
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
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((q) => (
                      <QuestionRow key={q.id} q={q} selected={selected.has(q.id)} onToggle={() => toggle(q.id)} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
        </section>
        {data && pages > 1 && (
          <PageFooter
            summary={t('list.count', { count: data.total })}
            total={pages}
            value={filter.page}
            onChange={(page) => setFilter((f) => ({ ...f, page }))}
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
        <Checkbox aria-label={t('list.selectNamed', { excerpt })} checked={selected} onChange={onToggle} />
      </Table.Td>
      <Table.Td maw={420}>
        <Anchor component={Link} to={questionPath(q.id)} lineClamp={2}>
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
        <Group gap={4}>
          {q.labels.map((l) => (
            <Badge key={l.id} variant="light" color="indigo" size="sm" tt="none">
              {l.name}
            </Badge>
          ))}
        </Group>
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
