import {
  Badge,
  Button,
  Checkbox,
  Drawer,
  Group,
  Loader,
  Popover,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { ExamKind, PlacedQuestion, QuestionSummary, Section } from '@prepwell/contracts';
import { IconChartBar, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../components/pager.tsx';
import { ListStates, ScrollTable } from '../../components/scroll-table.tsx';
import { errorMessageOf, notifyError } from '../../lib/notify.ts';
import { pageCount } from '../../lib/paging.ts';
import { useExamLabels } from '../exams/use-exam-labels.ts';
import { StatsView } from '../questions/question-stats-panel.tsx';
import {
  QuestionFilterFields,
  useQuestionBankList,
  type QuestionFilterKey,
} from '../questions/question-filter-fields.tsx';
import { QuestionLabelBadges } from '../questions/question-label-badges.tsx';
import { questionQueries } from '../questions/questions.api.ts';
import { testBuilderQueries } from './test-builder.api.ts';
import { placedOf } from './placed-question.ts';

export interface PickTarget {
  s: number;
  m: number;
  kind: ExamKind;
  section: Section;
  moduleTitle: string;
  /** Questions already in this module (not offered again) and elsewhere in the test (marked). */
  inModule: ReadonlySet<string>;
  inTest: ReadonlySet<string>;
}

/** The bank's filters the picker offers (its exam is the module's). */
const PICKER_FILTERS: readonly QuestionFilterKey[] = ['section', 'type', 'difficulty', 'label', 'used'];

/**
 * "Add questions": the bank (GET /api/questions with its filters, the exam fixed and the section preset)
 * in a drawer; pick several, across pages, and add them to the module. Each row shows the difficulty,
 * the skills, how many tests use it, and its item statistics on demand.
 */
export function QuestionPicker({
  target,
  onClose,
  onAdd,
}: {
  target: PickTarget | null;
  onClose: () => void;
  onAdd: (target: PickTarget, questions: PlacedQuestion[]) => void;
}) {
  const { t } = useTranslation('testBuilder');
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={target ? t('picker.title', { module: target.moduleTitle }) : ''}
      closeButtonProps={{ 'aria-label': t('picker.close') }}
    >
      {target && <PickerBody key={`${target.s}-${target.m}`} target={target} onClose={onClose} onAdd={onAdd} />}
    </Drawer>
  );
}

function PickerBody({
  target,
  onClose,
  onAdd,
}: {
  target: PickTarget;
  onClose: () => void;
  onAdd: (target: PickTarget, questions: PlacedQuestion[]) => void;
}) {
  const { t } = useTranslation('testBuilder');
  const { t: tq } = useTranslation('questions');
  const labels = useExamLabels();
  const client = useQueryClient();
  const { filter, list, search, set, setSearch, setPage } = useQuestionBankList({
    page: 1,
    kind: target.kind,
    section: target.section,
  });
  const [picked, setPicked] = useState<ReadonlyMap<string, QuestionSummary>>(new Map());
  const [adding, setAdding] = useState(false);
  const rows = list.data?.data ?? [];

  const toggle = (q: QuestionSummary) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(q.id)) next.delete(q.id);
      else next.set(q.id, q);
      return next;
    });

  const add = async () => {
    setAdding(true);
    try {
      // The list has no passage: each picked question's own view says which passage it belongs to.
      const chosen = [...picked.values()];
      const views = await Promise.all(chosen.map((q) => client.fetchQuery(testBuilderQueries.bankQuestion(q.id))));
      onAdd(
        target,
        chosen.map((q, i) => placedOf(q, views[i] ?? null)),
      );
    } catch (error) {
      notifyError(errorMessageOf(error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t('picker.hint', { exam: labels.kind(target.kind) })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="section" aria-label={t('picker.filters')}>
        <TextInput
          label={t('picker.search')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <QuestionFilterFields
          fields={PICKER_FILTERS}
          filter={filter}
          set={set}
          sectionLabel={(section) => labels.section(target.kind, section)}
        />
      </SimpleGrid>
      <ListStates
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={rows.length === 0}
        loadingLabel={t('loading')}
        failed={errorMessageOf(list.error)}
        empty={t('picker.empty')}
      >
        <ScrollTable
          minWidth={720}
          label={t('picker.tableLabel')}
          striped={false}
          highlightOnHover
          verticalSpacing="xs"
          busy={list.isFetching}
          head={
            <>
              <Table.Th>{t('picker.columns.pick')}</Table.Th>
              <Table.Th>{tq('columns.question')}</Table.Th>
              <Table.Th>{tq('columns.type')}</Table.Th>
              <Table.Th>{tq('columns.difficulty')}</Table.Th>
              <Table.Th>{t('picker.columns.skills')}</Table.Th>
              <Table.Th>{tq('columns.usedIn')}</Table.Th>
              <Table.Th>{t('picker.columns.stats')}</Table.Th>
            </>
          }
        >
          {rows.map((q) => {
            const excerpt = q.excerpt.trim() || t('questions.noText');
            const here = target.inModule.has(q.id);
            return (
              <Table.Tr key={q.id} data-testid="bank-row">
                <Table.Td>
                  <Checkbox
                    aria-label={t('picker.pick', { excerpt })}
                    checked={here || picked.has(q.id)}
                    disabled={here}
                    onChange={() => toggle(q)}
                  />
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" lineClamp={2}>
                    {excerpt}
                  </Text>
                  <Group gap={4}>
                    <Text size="xs" c="gray.7">
                      {labels.section(q.kind, q.section)}
                      {q.subject ? ` · ${q.subject}` : ''}
                    </Text>
                    {here ? (
                      <Badge size="xs" variant="light" color="gray">
                        {t('picker.inModule')}
                      </Badge>
                    ) : (
                      target.inTest.has(q.id) && (
                        <Badge size="xs" variant="light" color="orange">
                          {t('picker.inTest')}
                        </Badge>
                      )
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{tq(`type.${q.type}`)}</Table.Td>
                <Table.Td>{q.difficulty ? tq(`difficulty.${q.difficulty}`) : '—'}</Table.Td>
                <Table.Td>
                  <QuestionLabelBadges labels={q.labels} size="xs" />
                </Table.Td>
                <Table.Td>{q.usedIn}</Table.Td>
                <Table.Td>
                  <StatsButton id={q.id} excerpt={excerpt} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </ScrollTable>
      </ListStates>
      {list.data && (
        <PageFooter
          summary={tq('list.count', { count: list.data.total })}
          total={pageCount(list.data.total, list.data.per_page)}
          value={filter.page}
          onChange={setPage}
        />
      )}
      <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
        <Button variant="default" onClick={onClose}>
          {t('picker.cancel')}
        </Button>
        <Button disabled={picked.size === 0} loading={adding} onClick={() => void add()}>
          {t('picker.add', { count: picked.size })}
        </Button>
      </Group>
    </Stack>
  );
}

/** A question's item statistics (GET /api/questions/:id/stats), loaded when opened. */
function StatsButton({ id, excerpt }: { id: string; excerpt: string }) {
  const { t } = useTranslation('testBuilder');
  const [opened, setOpened] = useState(false);
  const stats = useQuery({ ...questionQueries.stats(id), enabled: opened });
  return (
    <Popover opened={opened} onChange={setOpened} width={360} position="left" withArrow trapFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconChartBar size={14} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
          aria-label={t('picker.statsOf', { excerpt })}
          aria-expanded={opened}
        >
          {t('picker.stats')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {stats.isPending ? (
          <Loader size="sm" role="status" aria-label={t('loading')} />
        ) : stats.isError ? (
          <Text size="sm">{t('picker.statsUnavailable')}</Text>
        ) : stats.data.attempts === 0 ? (
          <Text size="sm">{t('picker.statsNone')}</Text>
        ) : (
          <StatsView stats={stats.data} letterOf={(choiceId) => choiceId} />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
