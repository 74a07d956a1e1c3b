import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AttemptSummary, TestSummary } from '@prepwell/contracts';
import { IconClock, IconKey, IconListNumbers, IconPlayerPlay, IconRefresh, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
  const startButton = (label: string) => (
    <Button
      leftSection={<IconPlayerPlay size={16} aria-hidden />}
      loading={busy}
      disabled={disabled && !busy}
      onClick={onStart}
      aria-describedby={headingId}
    >
      {label}
    </Button>
  );
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
          <Title order={2} fz="h4" id={headingId} lineClamp={3} data-i18n-exempt>
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
              <CardLink to={resultUsersPath(test.kind, test.id)} icon={IconUsers} describedBy={headingId}>
                {t('list.studentAttempts')}
              </CardLink>
              <CardLink to={explanationsPath(test.kind, test.id)} icon={IconKey} describedBy={headingId}>
                {t('list.keys')}
              </CardLink>
            </Group>
          )}
          {open ? (
            <Group gap="xs" grow>
              {startButton(t('list.resume'))}
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
            startButton(t('list.start'))
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/** An educator's link on the card (students' attempts, the keys), described by the card's title. */
function CardLink(props: { to: string; icon: typeof IconKey; describedBy: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <Anchor component={Link} to={props.to} size="sm" aria-describedby={props.describedBy}>
      <Group gap={4} wrap="nowrap">
        <Icon size={14} aria-hidden />
        {props.children}
      </Group>
    </Anchor>
  );
}
