import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { FlashcardStats } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/format.ts';
import { flashcardQueries } from './flashcards.api.ts';
import { activeDays, layoutHeatmap } from './review-heatmap.ts';

const CELL = 12;
const GAP = 3;
const FILLS = [
  'var(--mantine-color-gray-2)',
  'var(--mantine-color-teal-2)',
  'var(--mantine-color-teal-4)',
  'var(--mantine-color-teal-6)',
  'var(--mantine-color-teal-8)',
];

/** The 90 days as squares; a screen reader hears the summary, and each square names its day and count. */
function Heatmap({ stats }: { stats: FlashcardStats }) {
  const { t, i18n } = useTranslation('flashcards');
  const { cells, columns } = layoutHeatmap(stats.heatmap);
  const width = columns * (CELL + GAP);
  const height = 7 * (CELL + GAP);
  return (
    <svg
      role="img"
      aria-label={t('stats.heatmapLabel', { days: stats.heatmap.length, active: activeDays(stats.heatmap) })}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ maxWidth: '100%', height: 'auto' }}
      data-testid="review-heatmap"
    >
      {cells.map((c) => (
        <rect
          key={c.day}
          x={c.column * (CELL + GAP)}
          y={c.row * (CELL + GAP)}
          width={CELL}
          height={CELL}
          rx={2}
          fill={FILLS[c.step]}
          data-count={c.count}
        >
          <title>{t('stats.dayReviews', { day: formatDay(c.day, i18n.language), count: c.count })}</title>
        </rect>
      ))}
    </svg>
  );
}

export function StudyStatsView({ stats, title }: { stats: FlashcardStats; title: string }) {
  const { t } = useTranslation('flashcards');
  const figures = [
    { key: 'today', value: stats.reviewsToday },
    { key: 'streak', value: stats.streakDays },
    { key: 'due', value: stats.dueNow },
    { key: 'cards', value: stats.cards },
  ] as const;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="study-stats-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="study-stats-title">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0} data-testid="study-figures">
          {figures.map((f) => (
            <Stack key={f.key} gap={0}>
              <Text component="dt" size="sm" c="gray.7">
                {t(`stats.${f.key}`)}
              </Text>
              <Text component="dd" fz="h3" fw={700} m={0} data-testid={`stat-${f.key}`}>
                {f.key === 'streak' ? t('stats.days', { count: f.value }) : f.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" c="gray.7">
            {t('stats.heatmap')}
          </Text>
          <Group style={{ overflowX: 'auto' }}>
            <Heatmap stats={stats} />
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * A student's review figures (`GET /api/flashcards/stats?userId=`): today's reviews, the streak and a 90-day
 * heat map. On the student's dashboard, the parent's child page and the teacher's student view.
 */
export function StudyStats({ userId }: { userId?: string }) {
  const { t } = useTranslation('flashcards');
  const query = useQuery(flashcardQueries.stats(userId));
  if (query.isError) return null; // not a student, or not theirs to see: the page goes on without it
  if (!query.data) return <Skeleton h={180} aria-label={t('loading')} />;
  return <StudyStatsView stats={query.data} title={t('stats.title')} />;
}
