import { Anchor, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EXAM_KINDS } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEST_RESULTS_PATH, listPath, resultPath } from '../exams/exam-paths.ts';
import { examQueries } from '../exams/exams.api.ts';
import { ScoreBadge } from '../exams/score-badge.tsx';
import { useExamLabels } from '../exams/use-exam-labels.ts';

const RECENT = 5;

/** The student's way into the tests (issue 3): a practice list per exam, and the latest finished results. */
export function PracticePanel() {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const recent = useQuery(examQueries.attempts({ kind: null, status: 'completed', page: 1 }));
  const items = recent.data?.data.slice(0, RECENT) ?? [];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="md" radius="md" h="100%">
          <Title order={2} fz="h4">
            {t('dashboard.practiceTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('dashboard.practiceBody')}
          </Text>
          <SimpleGrid cols={2}>
            {EXAM_KINDS.map((kind) => (
              <Button key={kind} component={Link} to={listPath(kind)} variant="light">
                {labels.kind(kind)}
              </Button>
            ))}
          </SimpleGrid>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="md" radius="md" h="100%">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="h4">
              {t('dashboard.recentTitle')}
            </Title>
            <Anchor component={Link} to={TEST_RESULTS_PATH} size="sm">
              {t('dashboard.allResults')}
            </Anchor>
          </Group>
          {items.length === 0 ? (
            <Text c="dimmed" size="sm">
              {recent.isPending ? t('states.loading') : t('dashboard.recentEmpty')}
            </Text>
          ) : (
            <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((a) => (
                <Group key={a.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <Anchor component={Link} to={resultPath(a.test.kind, a.id)} size="sm" lineClamp={1}>
                    {labels.kind(a.test.kind)} · <span data-i18n-exempt>{a.test.title}</span>
                  </Anchor>
                  <ScoreBadge overall={a.overall} completed />
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
