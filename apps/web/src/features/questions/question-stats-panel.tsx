import { Alert, Group, List, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { QuestionStats } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { questionQueries } from './questions.api.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="gray.7">
        {label}
      </Text>
      <Text fz="lg" fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

/** The figures of one question's statistics (pure display; `letterOf` names a choice by its place). */
export function StatsView({ stats, letterOf }: { stats: QuestionStats; letterOf: (choiceId: string) => string }) {
  const { t, i18n } = useTranslation('questions');
  const lang = i18n.language;
  const pct = (share: number | null) =>
    share === null ? '—' : formatNumber(share, lang, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t('stats.attempts')} value={formatNumber(stats.attempts, lang)} />
        <Figure label={t('stats.correct')} value={pct(stats.correctShare)} />
        <Figure
          label={t('stats.meanTime')}
          value={
            stats.meanSeconds === null
              ? '—'
              : t('stats.seconds', { n: formatNumber(stats.meanSeconds, lang, { maximumFractionDigits: 0 }) })
          }
        />
        <Figure
          label={t('stats.discrimination')}
          value={
            stats.discrimination === null ? '—' : formatNumber(stats.discrimination, lang, { maximumFractionDigits: 2 })
          }
        />
      </SimpleGrid>
      {stats.choiceShares.length > 0 && (
        <Stack gap={6} component="section" aria-label={t('stats.choices')}>
          <Text fw={500}>{t('stats.choices')}</Text>
          {stats.choiceShares.map((c) => (
            <Group key={c.choiceId} gap="sm" wrap="nowrap">
              <Text w={110} fz="sm">
                {letterOf(c.choiceId)}
                {c.correct ? ` · ${t('stats.key')}` : ''}
              </Text>
              <Progress
                value={Math.round(c.share * 100)}
                color={c.correct ? 'green' : 'gray'}
                style={{ flex: 1 }}
                aria-label={t('stats.choiceShare', { letter: letterOf(c.choiceId), share: pct(c.share) })}
              />
              <Text w={48} fz="sm" ta="right">
                {pct(c.share)}
              </Text>
            </Group>
          ))}
          {stats.omittedShare !== null && (
            <Text fz="sm" c="gray.7">
              {t('stats.omitted', { share: pct(stats.omittedShare) })}
            </Text>
          )}
        </Stack>
      )}
      <Text fz="sm">
        {t('stats.changes', {
          wrongToRight: stats.changes.wrongToRight,
          rightToWrong: stats.changes.rightToWrong,
          wrongToWrong: stats.changes.wrongToWrong,
        })}
      </Text>
      {stats.flags.length > 0 && (
        <Alert color="orange" title={t('stats.flagsTitle')}>
          <List size="sm">
            {stats.flags.map((f) => (
              <List.Item key={f}>{t(`stats.flag.${f}`)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/** GET /api/questions/:id/stats: from the tenant's own completed attempts of every version. */
export function QuestionStatsPanel({ id, letterOf }: { id: string; letterOf: (choiceId: string) => string }) {
  const { t } = useTranslation('questions');
  const stats = useQuery(questionQueries.stats(id));
  return (
    <Stack gap="sm" component="section" aria-labelledby="stats-title">
      <Title order={2} fz="lg" id="stats-title">
        {t('stats.title')}
      </Title>
      {stats.isPending ? (
        <Loader role="status" aria-label={t('loading')} size="sm" />
      ) : stats.isError ? (
        <Text c="gray.7">{t('stats.unavailable')}</Text>
      ) : stats.data.attempts === 0 ? (
        <Text c="gray.7">{t('stats.none')}</Text>
      ) : (
        <StatsView stats={stats.data} letterOf={letterOf} />
      )}
    </Stack>
  );
}
