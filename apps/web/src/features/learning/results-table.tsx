import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { UserExamRow } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resultPath } from '../exams/exam-paths.ts';
import { useDateFormat, useExamLabels } from '../exams/use-exam-labels.ts';

/** Light badges with dark text: readable (4.5:1) on white and on striped rows alike (axe). */
const STATUS_COLOR: Record<UserExamRow['status'], string> = {
  completed: 'green',
  in_progress: 'blue',
  abandoned: 'gray',
};

/**
 * A student's attempts with a link to each completed one's score report (the results API lets the
 * student, their linked parent and their teachers read it). `educator` links to the /educator copy.
 */
export function ResultsTable({
  rows,
  educator = false,
  caption,
}: {
  rows: readonly UserExamRow[];
  educator?: boolean;
  caption: string;
}) {
  const { t } = useTranslation('learning');
  const labels = useExamLabels();
  const dates = useDateFormat();
  return (
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} aria-label={caption}>
      <Table striped verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('results.test')}</Table.Th>
            <Table.Th scope="col">{t('results.status')}</Table.Th>
            <Table.Th scope="col">{t('results.date')}</Table.Th>
            <Table.Th scope="col">{t('results.score')}</Table.Th>
            <Table.Th scope="col">{t('results.report')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.user_exam_id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.title}
                </Text>
                <Text size="xs" c="gray.7">
                  {labels.kind(row.exam_kind)} · {labels.type(row.test_type)}
                  {row.class_test_id ? ` · ${t('results.classTest')}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOR[row.status]} c="dark.7">
                  {labels.status(row.status)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <time dateTime={row.completed_at ?? row.started_at}>
                  {dates.dateTime(row.completed_at ?? row.started_at)}
                </time>
              </Table.Td>
              <Table.Td>
                {row.status === 'completed'
                  ? (row.score_label ?? (row.score !== null ? String(row.score) : t('results.pending')))
                  : '—'}
              </Table.Td>
              <Table.Td>
                {row.status === 'completed' ? (
                  <Anchor
                    component={Link}
                    to={resultPath(row.exam_kind, row.user_exam_id, educator)}
                    size="sm"
                    aria-label={t('results.openReport', { title: row.title })}
                  >
                    {t('results.reportLink')}
                  </Anchor>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
