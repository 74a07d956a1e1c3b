import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { AttemptResult, ExamKind, SectionRawScore } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import {
  OVERALL_SCALE_BOUNDS,
  cefrOfBand,
  formatHeadlineScore,
  formatOverall,
  formatRange,
  headlineOf,
  rawTotalOf,
  sectionScaleOf,
  sectionScoreView,
} from './score-format.ts';
import { WARNING_TEXT } from './exam-colors.ts';
import { useExamLabels } from './use-exam-labels.ts';
import { HeadlinePrecision, ScorePercentiles } from './score-report-panels.tsx';

function EstimatedBadge() {
  const { t } = useTranslation('exams');
  return (
    <Tooltip label={t('score.estimatedHint')} multiline w={260}>
      <Badge variant="light" color="yellow" c="dark.7" tabIndex={0}>
        {t('score.estimated')}
      </Badge>
    </Tooltip>
  );
}

function SectionCard({ kind, section, scale }: { kind: ExamKind; section: SectionRawScore; scale: string | null }) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const view = sectionScoreView(section);
  return (
    <Paper withBorder radius="md" p="md" component="li" data-pdf-block>
      <Stack gap={4}>
        <Text size="sm" fw={700} c="dimmed" tt="uppercase">
          {labels.section(kind, section.section)}
        </Text>
        {view.kind === 'band' && (
          <Group gap="xs" align="baseline">
            <Text fz={30} fw={800} lh={1.1}>
              {view.text}
            </Text>
            <Badge variant="outline">{t('score.cefr', { level: view.cefr })}</Badge>
          </Group>
        )}
        {view.kind === 'scaled' && (
          <Text fz={30} fw={800} lh={1.1}>
            {view.text}
          </Text>
        )}
        {view.kind === 'pending' && (
          <Text fz="lg" fw={700} c={WARNING_TEXT}>
            {t('score.pendingGrading', { count: view.pending })}
          </Text>
        )}
        {(view.kind === 'band' || view.kind === 'scaled') && scale && (
          <Text size="xs" c="dimmed">
            {t('score.sectionScale', { range: scale })}
          </Text>
        )}
        <Text size="sm">{t('score.rawOf', { raw: section.raw, max: section.maxRaw })}</Text>
        {section.route !== 'base' && (
          <Badge variant="light" color={section.route === 'harder' ? 'indigo' : 'teal'} w="fit-content">
            {labels.route(section.route)}
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}

/** The ACT Writing score's scale (exams.md §2), apart from the 1–36 of the other sections. */
const ACT_WRITING_SCALE: [number, number] = [2, 12];

/** The headline by the exam's rule, the section scores, and the route of each adaptive section. */
export function ResultSummary({ result }: { result: AttemptResult }) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const kind = result.test.kind;
  const scores = result.scores;
  if (!scores)
    return (
      <Paper withBorder radius="md" p="lg" data-pdf-block>
        <Text>{t('result.noScores')}</Text>
      </Paper>
    );
  const headline = headlineOf(kind, scores);
  // Issue 17 (decision 0038): one score, its range shown as its precision.
  const single = headline && headline.scale !== 'raw' ? (result.report?.headline ?? null) : null;
  const headlineText = headline ? formatOverall(headline) : null;
  const bounds = headline ? OVERALL_SCALE_BOUNDS[headline.scale] : null;
  const raw = rawTotalOf(scores.sections);
  const sectionScale = sectionScaleOf(kind, result.test.version);
  const adaptive = result.routes.filter((r) => r.route !== 'base');

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg" data-pdf-block>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Stack gap={4}>
            <Title order={2} fz="h4">
              {headline ? t(`score.headline.${headline.scale}`) : t('score.headline.raw')}
            </Title>
            <Group gap="sm" align="baseline">
              <Text fz={48} fw={800} lh={1} c="var(--mantine-primary-color-filled)" data-testid="headline-score">
                {single
                  ? formatHeadlineScore(single)
                  : headline?.scale === 'raw' && headline.value !== null
                    ? `${headline.value} / ${raw.maxRaw}`
                    : (headlineText ?? (headline ? t('score.pending') : `${raw.raw} / ${raw.maxRaw}`))}
              </Text>
              {headline?.scale === 'toefl_band' && headline.value !== null && (
                <Badge size="lg">{t('score.cefr', { level: cefrOfBand(headline.value) })}</Badge>
              )}
              {headline?.estimated && <EstimatedBadge />}
            </Group>
            {bounds && headlineText && (
              <Text size="sm" c="dimmed">
                {t('score.onScale', { range: formatRange(bounds) })}
              </Text>
            )}
            {single && <HeadlinePrecision headline={single} />}
            {headline?.stem != null && (
              <Text size="sm" fw={700} data-testid="act-stem">
                {t('score.stem', { score: headline.stem })}
              </Text>
            )}
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text size="sm">{t('score.rawTotal', { raw: raw.raw, max: raw.maxRaw })}</Text>
            {!scores.scaled && (
              <Text size="xs" c="dimmed" maw={280} ta="right">
                {t('score.noTable')}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
      <ScorePercentiles kind={kind} percentiles={result.report?.percentiles ?? []} />
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: Math.min(4, Math.max(2, scores.sections.length)) }}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {scores.sections.map((s) => (
          <SectionCard
            key={s.sectionId}
            kind={kind}
            section={s}
            scale={
              kind === 'act' && s.section === 'writing'
                ? formatRange(ACT_WRITING_SCALE)
                : sectionScale
                  ? formatRange(sectionScale)
                  : null
            }
          />
        ))}
      </SimpleGrid>
      {adaptive.length > 0 && (
        <Paper withBorder radius="md" p="md" data-pdf-block>
          <Title order={2} fz="h5" mb="xs">
            {t('result.routeTitle')}
          </Title>
          <Stack gap={4}>
            {adaptive.map((r) => (
              <Text key={r.sectionId} size="sm">
                {t('result.routeLine', { section: labels.section(kind, r.section), route: labels.route(r.route) })}
              </Text>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
