import { Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ProgressData } from '@prepwell/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../components/list-table.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useTaxonomyLabel } from '../exams/taxonomy-label.ts';

const percentOf = (correct: number, total: number) => (total > 0 ? Math.round((correct / total) * 100) : 0);

/** One part of the report: a section named by its heading. */
function DataSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} fz="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * What a progress report pulled in: the tests completed in the period with their scores, the accuracy per
 * skill as a bar chart (each bar labelled with its numbers, so the chart is readable without colour), and
 * the attendance counts with the lessons.
 */
export function ProgressDataView({ data, idPrefix }: { data: ProgressData; idPrefix: string }) {
  const { t, i18n } = useTranslation('progressMeetings');
  const lang = i18n.language;
  const { attendance } = data;
  // Official skill names are codes, read in the reader's language (issue 17); an educator's own name as written.
  const taxonomy = useTaxonomyLabel();
  return (
    <Stack gap="lg">
      <DataSection id={`${idPrefix}-attempts`} title={t('data.attempts')}>
        <ListTable
          minWidth={480}
          label={t('data.attempts')}
          columns={4}
          isEmpty={data.attempts.length === 0}
          empty={t('data.noAttempts')}
          head={
            <>
              <Table.Th>{t('data.test')}</Table.Th>
              <Table.Th>{t('data.completed')}</Table.Th>
              <Table.Th ta="right">{t('data.correct')}</Table.Th>
              <Table.Th ta="right">{t('data.score')}</Table.Th>
            </>
          }
        >
          {data.attempts.map((a) => (
            <Table.Tr key={a.user_exam_id}>
              <Table.Td>{a.title}</Table.Td>
              <Table.Td>{formatDate(a.completed_at, lang)}</Table.Td>
              <Table.Td ta="right">{`${a.correct}/${a.total}`}</Table.Td>
              <Table.Td ta="right">{a.score_label ?? '–'}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </DataSection>

      <DataSection id={`${idPrefix}-skills`} title={t('data.skills')}>
        {data.skills.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('data.noSkills')}
          </Text>
        ) : (
          <Stack gap={6}>
            {data.skills.map((s) => {
              const pct = percentOf(s.correct, s.total);
              const label = taxonomy(s.label);
              const text = t('data.skillValue', {
                correct: s.correct,
                total: s.total,
                percent: formatNumber(pct, lang),
              });
              return (
                <Group key={s.key} gap="sm" wrap="nowrap">
                  <Text size="sm" w={180} truncate="end" title={label}>
                    {label}
                  </Text>
                  <Progress value={pct} flex={1} size="lg" aria-label={`${label}: ${text}`} />
                  <Text size="sm" c="dimmed" w={110} ta="right">
                    {text}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        )}
      </DataSection>

      <DataSection id={`${idPrefix}-attendance`} title={t('data.attendance')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {(['present', 'late', 'absent', 'excused'] as const).map((k) => (
            <Paper key={k} withBorder radius="md" p="sm">
              <Text size="xs" c="dimmed">
                {t(`attendance.${k}`)}
              </Text>
              <Text fw={600} fz="lg">
                {formatNumber(attendance[k], lang)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <ListTable
          minWidth={420}
          label={t('data.attendance')}
          columns={3}
          isEmpty={attendance.lessons.length === 0}
          empty={t('data.noLessons')}
          head={
            <>
              <Table.Th>{t('data.date')}</Table.Th>
              <Table.Th>{t('data.lesson')}</Table.Th>
              <Table.Th>{t('data.status')}</Table.Th>
            </>
          }
        >
          {attendance.lessons.map((l) => (
            <Table.Tr key={l.lesson_id}>
              <Table.Td>{formatDate(l.starts_at, lang)}</Table.Td>
              <Table.Td>{l.title}</Table.Td>
              <Table.Td>{t(`attendance.${l.status}`)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </DataSection>
    </Stack>
  );
}
