import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { AttemptStatus, AttemptSummary } from '@prepwell/contracts';
import { IconFileAnalytics, IconListCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { explanationsPath, resultPath } from './exam-paths.ts';
import { ScoreBadge } from './score-badge.tsx';
import { useDateFormat, useExamLabels } from './use-exam-labels.ts';

const STATUS_COLOR: Record<AttemptStatus, string> = { in_progress: 'orange', completed: 'green', abandoned: 'gray' };

export interface AttemptListProps {
  attempts: readonly AttemptSummary[];
  /** Show the exam kind (the all-exams /test-results page) and the student (an educator's list). */
  showKind?: boolean;
  showStudent?: boolean;
  /** Leave out the test column (an educator's list of one test). */
  showTest?: boolean;
  /** Links to the educator copies of result and explanations. */
  educator?: boolean;
  busyExamId?: string | null;
  onResume?: (attempt: AttemptSummary) => void;
}

function AttemptActions({
  attempt,
  educator,
  busyExamId,
  onResume,
}: Omit<AttemptListProps, 'attempts' | 'showKind' | 'showStudent' | 'showTest'> & { attempt: AttemptSummary }) {
  const { t } = useTranslation('exams');
  const kind = attempt.test.kind;
  if (attempt.status === 'in_progress')
    return onResume ? (
      <Button
        size="xs"
        leftSection={<IconPlayerPlay size={14} aria-hidden />}
        loading={busyExamId === attempt.test.id}
        disabled={!!busyExamId && busyExamId !== attempt.test.id}
        onClick={() => onResume(attempt)}
      >
        {t('history.resume')}
      </Button>
    ) : null;
  if (attempt.status !== 'completed') return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={resultPath(kind, attempt.id, educator)}
        leftSection={<IconFileAnalytics size={14} aria-hidden />}
      >
        {t('history.result')}
      </Button>
      <Button
        size="xs"
        variant="default"
        component={Link}
        to={explanationsPath(kind, attempt.test.id, attempt.id, educator)}
        leftSection={<IconListCheck size={14} aria-hidden />}
      >
        {t('history.explanations')}
      </Button>
    </Group>
  );
}

/** Attempts as a table on wide screens and as cards on phones: status, dates, headline score, actions. */
export function AttemptList({
  attempts,
  showKind = false,
  showStudent = false,
  showTest = true,
  ...actions
}: AttemptListProps) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const dates = useDateFormat();
  const title = (a: AttemptSummary) => (
    <Stack gap={2}>
      <Text fw={600} size="sm" data-i18n-exempt>
        {a.test.title}
      </Text>
      <Group gap={4}>
        {showKind && (
          <Badge size="xs" variant="outline" style={{ minWidth: 'max-content' }}>
            {labels.kind(a.test.kind)}
          </Badge>
        )}
        <Badge size="xs" variant="light" color="gray" style={{ minWidth: 'max-content' }}>
          {labels.type(a.test.type)}
        </Badge>
      </Group>
    </Stack>
  );
  const status = (a: AttemptSummary) => (
    <Badge color={STATUS_COLOR[a.status]} variant="light" style={{ minWidth: 'max-content' }}>
      {labels.status(a.status)}
    </Badge>
  );

  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table verticalSpacing="sm" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {showStudent && <Table.Th>{t('history.columns.student')}</Table.Th>}
              {showTest && <Table.Th>{t('history.columns.test')}</Table.Th>}
              <Table.Th>{t('history.columns.status')}</Table.Th>
              <Table.Th>{t('history.columns.started')}</Table.Th>
              <Table.Th>{t('history.columns.completed')}</Table.Th>
              <Table.Th>{t('history.columns.score')}</Table.Th>
              <Table.Th>{t('history.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {attempts.map((a) => (
              <Table.Tr key={a.id}>
                {showStudent && <Table.Td>{a.student.name}</Table.Td>}
                {showTest && <Table.Td>{title(a)}</Table.Td>}
                <Table.Td>{status(a)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates.dateTime(a.startedAt)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates.dateTime(a.completedAt)}</Table.Td>
                <Table.Td>
                  <ScoreBadge overall={a.overall} completed={a.status === 'completed'} />
                </Table.Td>
                <Table.Td>
                  <AttemptActions attempt={a} {...actions} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {attempts.map((a) => (
          <Card key={a.id} withBorder radius="md" padding="sm" component="li">
            <Stack gap="xs">
              {showStudent && (
                <Text size="sm" fw={700}>
                  {a.student.name}
                </Text>
              )}
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                {showTest ? title(a) : <span />}
                {status(a)}
              </Group>
              <Text size="xs" c="dimmed">
                {a.completedAt
                  ? t('history.completedOn', { date: dates.dateTime(a.completedAt) })
                  : t('history.startedOn', { date: dates.dateTime(a.startedAt) })}
              </Text>
              {a.status === 'completed' && <ScoreBadge overall={a.overall} completed />}
              <AttemptActions attempt={a} {...actions} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
