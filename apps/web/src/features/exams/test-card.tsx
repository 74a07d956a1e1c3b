import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AttemptSummary, TestSummary } from '@prepwell/contracts';
import { IconClock, IconKey, IconListNumbers, IconPlayerPlay, IconRefresh, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { explanationsPath, resultUsersPath } from './exam-paths.ts';
import { WARNING_TEXT } from './exam-colors.ts';
import { useDateFormat, useExamLabels } from './use-exam-labels.ts';

export interface TestCardProps {
  test: TestSummary;
  /** The student's open attempt of this test, if any: Resume and Restart instead of Start. */
  open: AttemptSummary | undefined;
  busy: boolean;
  disabled: boolean;
  onStart: () => void;
  onRestart: (userExamId: string) => void;
  /** Educators also get their students' attempts and the keys. */
  educator?: boolean;
}

/** One test of the catalogue: title, type, sections, questions, minutes, and Start / Resume + Restart. */
export function TestCard({ test, open, busy, disabled, onStart, onRestart, educator = false }: TestCardProps) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const dates = useDateFormat();
  const headingId = `test-${test.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap={6}>
            <Badge variant="light">{labels.type(test.type)}</Badge>
            <Badge variant="outline" color="gray.7">
              {labels.version(test.version)}
            </Badge>
            {test.owner === 'own' && (
              <Badge variant="outline" color="grape.9">
                {t('list.ownTest')}
              </Badge>
            )}
          </Group>
          <Title order={2} fz="h4" id={headingId} lineClamp={3}>
            {test.title}
          </Title>
          <Text size="sm" c="dimmed">
            {test.sections.map((s) => labels.section(test.kind, s)).join(' · ')}
          </Text>
          <Group gap="md">
            <Group gap={4} wrap="nowrap">
              <IconListNumbers size={16} aria-hidden />
              <Text size="sm">{t('list.questions', { count: test.question_count })}</Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconClock size={16} aria-hidden />
              <Text size="sm">{t('list.minutes', { count: test.minutes })}</Text>
            </Group>
          </Group>
          {open && (
            <Text size="sm" c={WARNING_TEXT}>
              {t('list.inProgressSince', { date: dates.dateTime(open.startedAt) })}
            </Text>
          )}
        </Stack>
        <Stack gap="xs">
          {educator && (
            <Group gap="md" wrap="wrap">
              <Anchor component={Link} to={resultUsersPath(test.kind, test.id)} size="sm" aria-describedby={headingId}>
                <Group gap={4} wrap="nowrap">
                  <IconUsers size={14} aria-hidden />
                  {t('list.studentAttempts')}
                </Group>
              </Anchor>
              <Anchor component={Link} to={explanationsPath(test.kind, test.id)} size="sm" aria-describedby={headingId}>
                <Group gap={4} wrap="nowrap">
                  <IconKey size={14} aria-hidden />
                  {t('list.keys')}
                </Group>
              </Anchor>
            </Group>
          )}
          {open ? (
            <Group gap="xs" grow>
              <Button
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                loading={busy}
                disabled={disabled && !busy}
                onClick={onStart}
                aria-describedby={headingId}
              >
                {t('list.resume')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                disabled={disabled}
                onClick={() => onRestart(open.id)}
                aria-describedby={headingId}
              >
                {t('list.restart')}
              </Button>
            </Group>
          ) : (
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              loading={busy}
              disabled={disabled && !busy}
              onClick={onStart}
              aria-describedby={headingId}
            >
              {t('list.start')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
