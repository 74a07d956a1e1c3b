import { Box, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import type { ExamKind, ModuleOutcome, QuestionOutcome, Section } from '@prepwell/contracts';
import { IconFlagFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../lib/format.ts';
import { questionResultOf, type QuestionResult } from './score-format.ts';
import { useExamLabels } from './use-exam-labels.ts';
import { useModuleLabel } from './module-label.ts';
import { useTaxonomyLabel } from './taxonomy-label.ts';

export const RESULT_COLOR: Record<QuestionResult, string> = {
  correct: 'var(--mantine-color-teal-6)',
  incorrect: 'var(--mantine-color-red-6)',
  unanswered: 'var(--mantine-color-gray-4)',
  unscored: 'var(--mantine-color-blue-4)',
};
/** Text colours with enough contrast on white. */
const RESULT_TEXT: Record<QuestionResult, string> = {
  correct: 'teal.9',
  incorrect: 'red.9',
  unanswered: 'gray.7',
  unscored: 'blue.9',
};

const bySection = (questions: readonly QuestionOutcome[]) => {
  const map = new Map<Section, QuestionOutcome[]>();
  for (const q of questions) map.set(q.section, [...(map.get(q.section) ?? []), q]);
  return [...map];
};

/** A bar per question, its height the time spent and its colour the result; the table below carries the same data for screen readers. */
function TimingChart({ questions, max }: { questions: readonly QuestionOutcome[]; max: number }) {
  const { t } = useTranslation('exams');
  return (
    <Box
      aria-hidden
      style={{ display: 'flex', alignItems: 'flex-end', gap: 2, height: 96, overflowX: 'auto', paddingTop: 10 }}
    >
      {questions.map((q) => {
        const result = questionResultOf(q);
        return (
          <Tooltip
            key={q.questionId}
            label={t('timing.barTip', {
              number: q.number,
              time: formatClock(q.timeSpentSeconds),
              result: t(`timing.result.${result}`),
            })}
          >
            <Box
              style={{
                position: 'relative',
                flex: '1 0 6px',
                maxWidth: 18,
                height: `${Math.max(4, (q.timeSpentSeconds / max) * 86)}px`,
                background: RESULT_COLOR[result],
                borderRadius: 2,
              }}
            >
              {q.flagged && (
                <Box
                  style={{
                    position: 'absolute',
                    top: -8,
                    left: '50%',
                    width: 5,
                    height: 5,
                    marginLeft: -2.5,
                    borderRadius: 5,
                    background: 'var(--mantine-color-orange-7)',
                  }}
                />
              )}
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}

function Legend() {
  const { t } = useTranslation('exams');
  return (
    <Group gap="md" aria-hidden>
      {(['correct', 'incorrect', 'unanswered', 'unscored'] as const).map((r) => (
        <Group key={r} gap={4} wrap="nowrap">
          <Box w={10} h={10} style={{ background: RESULT_COLOR[r], borderRadius: 2 }} />
          <Text size="xs">{t(`timing.result.${r}`)}</Text>
        </Group>
      ))}
      <Group gap={4} wrap="nowrap">
        <Box w={6} h={6} style={{ background: 'var(--mantine-color-orange-7)', borderRadius: 6 }} />
        <Text size="xs">{t('timing.marked')}</Text>
      </Group>
    </Group>
  );
}

/** Time per question, by section: a chart, then a table (number, module, skill, result, marked, time). */
export function ResultTiming({
  kind,
  questions,
  modules,
}: {
  kind: ExamKind;
  questions: readonly QuestionOutcome[];
  modules: readonly ModuleOutcome[];
}) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const taxonomy = useTaxonomyLabel();
  const moduleLabel = useModuleLabel();
  const moduleTitle = new Map(modules.map((m) => [m.moduleId, moduleLabel(kind, m)]));
  const max = Math.max(1, ...questions.map((q) => q.timeSpentSeconds));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs" mb="sm" data-pdf-block>
        <Title order={2} fz="h4">
          {t('timing.title')}
        </Title>
        <Legend />
      </Stack>
      {questions.length === 0 ? (
        <Text c="dimmed">{t('timing.empty')}</Text>
      ) : (
        <Stack gap="lg">
          {bySection(questions).map(([section, list]) => {
            const total = list.reduce((sum, q) => sum + q.timeSpentSeconds, 0);
            return (
              <Stack key={section} gap="xs">
                <Stack gap={4} data-pdf-block>
                  <Group justify="space-between" wrap="wrap">
                    <Title order={3} fz="h5">
                      {labels.section(kind, section)}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('timing.summary', { total: formatClock(total), average: formatClock(total / list.length) })}
                    </Text>
                  </Group>
                  <TimingChart questions={list} max={max} />
                </Stack>
                <Table.ScrollContainer minWidth={520}>
                  <Table verticalSpacing={4} fz="sm" striped>
                    <Table.Thead>
                      <Table.Tr data-pdf-block>
                        <Table.Th>{t('timing.columns.number')}</Table.Th>
                        <Table.Th>{t('timing.columns.module')}</Table.Th>
                        <Table.Th>{t('timing.columns.skill')}</Table.Th>
                        <Table.Th>{t('timing.columns.result')}</Table.Th>
                        <Table.Th>{t('timing.columns.time')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {list.map((q) => {
                        const result = questionResultOf(q);
                        return (
                          <Table.Tr key={q.questionId} data-pdf-block>
                            <Table.Td>
                              <Group gap={4} wrap="nowrap">
                                {q.number}
                                {q.flagged && (
                                  <IconFlagFilled
                                    size={12}
                                    color="var(--mantine-color-orange-7)"
                                    aria-label={t('timing.marked')}
                                  />
                                )}
                              </Group>
                            </Table.Td>
                            <Table.Td>{moduleTitle.get(q.moduleId) ?? '—'}</Table.Td>
                            <Table.Td>{taxonomy(q.skill ?? q.domain) || '—'}</Table.Td>
                            <Table.Td>
                              <Text span size="sm" c={RESULT_TEXT[result]} fw={600}>
                                {t(`timing.result.${result}`)}
                              </Text>
                            </Table.Td>
                            <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                              {formatClock(q.timeSpentSeconds)}
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
