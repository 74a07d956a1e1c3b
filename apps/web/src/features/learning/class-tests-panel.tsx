import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ClassTestView } from '@prepwell/contracts';
import { IconClock, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resultPath } from '../exams/exam-paths.ts';
import { EmptyList, LoadError } from '../../components/query-states.tsx';
import { LoadingRows } from './loading-placeholders.tsx';
import { useDateFormat, useExamLabels } from '../exams/use-exam-labels.ts';
import { classTestState, sortClassTests } from './class-test-status.ts';
import { learningQueries } from './learning.api.ts';
import { useStartClassTest } from './use-start-class-test.ts';

/** The clock the states are read at, ticking each minute so a test opens without a reload. */
const useMinuteClock = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

function TestRow({
  test,
  now,
  busy,
  disabled,
  onStart,
}: {
  test: ClassTestView;
  now: number;
  busy: boolean;
  disabled: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation('learning');
  const labels = useExamLabels();
  const dates = useDateFormat();
  const state = classTestState(test, now);
  const scoreText =
    state.state === 'completed' ? (state.scoreLabel ?? (state.score !== null ? String(state.score) : null)) : null;
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap="xs">
            <Badge
              variant="light"
              color={test.kind === 'test' ? 'indigo' : 'cyan'}
              c={test.kind === 'test' ? 'indigo.9' : 'cyan.9'}
            >
              {t(`tests.kind.${test.kind}`)}
            </Badge>
            {test.is_default && (
              <Badge variant="outline" color="gray" c="gray.8">
                {t('tests.default')}
              </Badge>
            )}
          </Group>
          <Text fw={700}>{test.title}</Text>
          <Text size="sm" c="gray.7">
            {labels.kind(test.exam_kind)} · {labels.type(test.test_type)}
          </Text>
          <Group gap={4} c="gray.7">
            <IconClock size={14} aria-hidden />
            <Text size="sm">
              <time dateTime={test.scheduled_at}>
                {t('tests.scheduled', { date: dates.dateTime(test.scheduled_at) })}
              </time>
            </Text>
          </Group>
        </Stack>
        <Stack gap={6} align="flex-end">
          {state.state === 'upcoming' && (
            <Text size="sm" fw={600} c="gray.8" ta="right">
              {t('tests.status.upcoming')}
            </Text>
          )}
          {(state.state === 'start' || state.state === 'resume') && (
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              loading={busy}
              disabled={disabled}
              onClick={onStart}
              aria-label={t(state.state === 'resume' ? 'tests.resumeNamed' : 'tests.startNamed', { title: test.title })}
            >
              {state.state === 'resume'
                ? t('tests.resume')
                : state.state === 'start' && state.retake
                  ? t('tests.startAgain')
                  : t('tests.start')}
            </Button>
          )}
          {state.state === 'resume' && (
            <Text size="xs" c="gray.7">
              {t('tests.status.inProgress')}
            </Text>
          )}
          {state.state === 'completed' && (
            <>
              <Badge variant="light" color="green" c="dark.7" size="lg">
                {scoreText ? t('tests.status.completedScore', { score: scoreText }) : t('tests.status.completed')}
              </Badge>
              <Anchor
                component={Link}
                to={resultPath(test.exam_kind, state.userExamId)}
                size="sm"
                aria-label={t('tests.reportNamed', { title: test.title })}
              >
                {t('tests.report')}
              </Anchor>
            </>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** The class tests sent to the student: date and time, kind, and what they can do with each. */
export function ClassTestsPanel({ classId }: { classId: string }) {
  const { t } = useTranslation('learning');
  const query = useQuery(learningQueries.classTests(classId));
  const now = useMinuteClock();
  const { begin, busyId } = useStartClassTest(classId);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingRows rows={3} />;
  if (query.data.length === 0) return <EmptyList title={t('tests.emptyTitle')} description={t('tests.emptyBody')} />;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {sortClassTests(query.data, now).map((test) => (
        <TestRow
          key={test.id}
          test={test}
          now={now}
          busy={busyId === test.id}
          disabled={busyId !== null && busyId !== test.id}
          onStart={() => begin(test)}
        />
      ))}
    </Stack>
  );
}
