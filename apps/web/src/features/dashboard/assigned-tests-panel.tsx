import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AssignedClassTest } from '@prepwell/contracts';
import { IconClock, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat, useExamLabels } from '../exams/use-exam-labels.ts';
import { classTestState } from '../learning/class-test-status.ts';
import { useStartClassTest } from '../learning/use-start-class-test.ts';

/** One assigned test: its class, when it opens, and Start or Resume once it is open. */
function AssignedRow({ item, now }: { item: AssignedClassTest; now: number }) {
  const { t } = useTranslation(['dashboard', 'learning']);
  const labels = useExamLabels();
  const dates = useDateFormat();
  const { begin, busyId } = useStartClassTest(item.class_id);
  const { test } = item;
  const state = classTestState(test, now);
  return (
    <Group component="li" justify="space-between" align="center" wrap="wrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Text fw={700} data-i18n-exempt>
          {test.title}
        </Text>
        <Text size="sm" c="gray.7">
          {labels.kind(test.exam_kind)} · {labels.type(test.test_type)} ·{' '}
          <Anchor component={Link} to={`/student/classes/${item.class_id}/tests`} size="sm" data-i18n-exempt>
            {item.class_name}
          </Anchor>
        </Text>
        <Group gap={4} c="gray.7">
          <IconClock size={14} aria-hidden />
          <Text size="sm">
            <time dateTime={test.scheduled_at}>
              {t('learning:tests.scheduled', { date: dates.dateTime(test.scheduled_at) })}
            </time>
          </Text>
        </Group>
      </Stack>
      {state.state === 'upcoming' ? (
        <Text size="sm" fw={600} c="gray.8">
          {t('learning:tests.status.upcoming')}
        </Text>
      ) : state.state === 'start' || state.state === 'resume' ? (
        <Button
          size="sm"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={busyId === test.id}
          onClick={() => begin(test)}
          aria-label={t(state.state === 'resume' ? 'learning:tests.resumeNamed' : 'learning:tests.startNamed', {
            title: test.title,
          })}
        >
          {state.state === 'resume' ? t('learning:tests.resume') : t('learning:tests.start')}
        </Button>
      ) : null}
    </Group>
  );
}

/** Issue 17: the student dashboard's class tests sent to them and not completed yet, soonest first. */
export function AssignedTestsPanel({ items }: { items: AssignedClassTest[] }) {
  const { t } = useTranslation('dashboard');
  const now = Date.now();
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="assigned-tests-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="assigned-tests-title">
          {t('assigned.title')}
        </Title>
        <Anchor component={Link} to="/student/classes/list" size="sm">
          {t('assigned.allClasses')}
        </Anchor>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">{t('assigned.empty')}</Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <AssignedRow key={item.test.id} item={item} now={now} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
