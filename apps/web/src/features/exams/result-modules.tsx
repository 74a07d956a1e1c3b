import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AttemptResult } from '@prepwell/contracts';
import { IconClockPause, IconDoorExit, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { splitDuration } from '../../lib/format.ts';
import { useModuleLabel } from './module-label.ts';
import { sittingsOf } from './score-format.ts';
import { useDateFormat, useExamLabels } from './use-exam-labels.ts';

/** "1 h 5 min", "12 min", "40 s". */
const useDuration = () => {
  const { t } = useTranslation('exams');
  return (seconds: number) => {
    const { hours, minutes, seconds: s } = splitDuration(seconds);
    if (hours > 0) return t('duration.hoursMinutes', { hours, minutes });
    if (minutes > 0) return t('duration.minutes', { minutes });
    return t('duration.seconds', { seconds: s });
  };
};

/**
 * Sittings (spec §4: leaving is counted; the result shows the leave count and the time away). Issue 16:
 * only real absences count (not a reload), and each one is listed with how long it lasted.
 */
export function ResultSittings({ result }: { result: AttemptResult }) {
  const { t } = useTranslation('exams');
  const duration = useDuration();
  const dates = useDateFormat();
  const absences = result.absences ?? [];
  const items = [
    { icon: IconUsersGroup, label: t('sittings.sittings', { count: sittingsOf(result.leaveCount) }) },
    { icon: IconDoorExit, label: t('sittings.leaves', { count: result.leaveCount }) },
    { icon: IconClockPause, label: t('sittings.away', { time: duration(result.timeAwaySeconds) }) },
  ];
  return (
    <Paper withBorder radius="md" p="md" data-pdf-block>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {items.map(({ icon: Icon, label }) => (
          <Group key={label} gap="xs" wrap="nowrap">
            <Icon size={20} aria-hidden />
            <Text size="sm">{label}</Text>
          </Group>
        ))}
      </SimpleGrid>
      {absences.length > 0 ? (
        <Stack gap={4} mt="sm">
          <Text size="sm" fw={600} id="result-absences">
            {t('absences.title')}
          </Text>
          <ul aria-labelledby="result-absences" style={{ margin: 0, paddingInlineStart: 20 }}>
            {absences.map((absence) => (
              <li key={absence.startedAt}>
                <Text size="sm" component="span">
                  {t(`absences.${absence.kind}`, {
                    time: duration(absence.seconds),
                    at: dates.dateTime(absence.startedAt),
                  })}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
    </Paper>
  );
}

/** The modules taken and how each ended (submitted or time over). */
export function ResultModules({ result }: { result: AttemptResult }) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const dates = useDateFormat();
  const duration = useDuration();
  const moduleLabel = useModuleLabel();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm" data-pdf-block>
        {t('modules.title')}
      </Title>
      {result.modules.length === 0 ? (
        <Text c="dimmed">{t('modules.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr data-pdf-block>
                <Table.Th>{t('modules.columns.module')}</Table.Th>
                <Table.Th>{t('modules.columns.time')}</Table.Th>
                <Table.Th>{t('modules.columns.ended')}</Table.Th>
                <Table.Th>{t('modules.columns.correct')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.modules.map((m) => {
                const spent =
                  m.startedAt && m.endedAt ? (Date.parse(m.endedAt) - Date.parse(m.startedAt)) / 1000 : null;
                return (
                  <Table.Tr key={m.moduleId} data-pdf-block>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm" fw={600}>
                          {moduleLabel(result.test.kind, m)}
                        </Text>
                        {m.route !== 'base' && (
                          <Badge size="xs" variant="light" color={m.route === 'harder' ? 'indigo' : 'teal'}>
                            {labels.route(m.route)}
                          </Badge>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{dates.time(m.startedAt)}</Text>
                      {spent !== null && (
                        <Text size="xs" c="dimmed">
                          {duration(spent)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {m.endedBy ? (
                        <Badge variant="light" color={m.endedBy === 'time_over' ? 'orange' : 'green'}>
                          {t(`modules.endedBy.${m.endedBy}`)}
                        </Badge>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>
                      {m.correct !== null && m.operational !== null
                        ? t('modules.correctOf', { correct: m.correct, total: m.operational })
                        : '—'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
