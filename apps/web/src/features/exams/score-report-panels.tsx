import { Anchor, Badge, Box, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  SKILL_BAND_COUNT,
  type ExamKind,
  type ReportHeadline,
  type ReportPercentile,
  type ReportSkill,
  type Section,
} from '@prepwell/contracts';
import { IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRange, practicePathOf, weakestSkills } from './score-format.ts';
import { useTaxonomyLabel } from './taxonomy-label.ts';
import { useExamLabels } from './use-exam-labels.ts';

/**
 * Issue 17 defect 9 (decision 0038): the score report's reading aids — the headline's precision range, the
 * published percentiles, a band meter per domain and skill, and "practise next" from the weakest skills.
 */

/** "Score range 1170–1250" under the one headline score, with what the range means. */
export function HeadlinePrecision({ headline }: { headline: ReportHeadline }) {
  const { t } = useTranslation('exams');
  if (!headline.range || headline.margin === null) return null;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={700} data-testid="score-range">
        {t('report.rangeLabel', { range: formatRange(headline.range) })}
      </Text>
      <Text size="xs" c="dimmed" maw={420}>
        {t('report.rangeHint', { margin: headline.margin })}
      </Text>
    </Stack>
  );
}

/** The published percentiles of the score (none where the exam publishes none), each with its source and year. */
export function ScorePercentiles({ kind, percentiles }: { kind: ExamKind; percentiles: readonly ReportPercentile[] }) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const loose = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  if (percentiles.length === 0) return null;
  const sources = [...new Map(percentiles.map((p) => [p.source, p])).values()];
  return (
    <Paper withBorder radius="md" p="md" data-pdf-block data-testid="score-percentiles">
      <Title order={2} fz="h5" mb={4}>
        {t('report.percentiles.title')}
      </Title>
      <List size="sm" spacing={2}>
        {percentiles.map((p) => (
          <List.Item key={`${p.group}-${p.section ?? 'total'}`}>
            {t('report.percentiles.line', {
              group: p.section
                ? `${t(`report.percentiles.group.${p.group}`)} · ${labels.section(kind, p.section)}`
                : t(`report.percentiles.group.${p.group}`),
              percentile: p.percentile,
              score: p.score,
            })}
          </List.Item>
        ))}
      </List>
      {sources.map((p) => (
        <Text key={p.source} size="xs" c="dimmed" mt={4}>
          {t('report.percentiles.approximate', {
            source: loose(`report.percentiles.source.${p.source}`, { year: p.year, defaultValue: p.source }),
          })}
        </Text>
      ))}
    </Paper>
  );
}

const BAND_COLOR = (band: number) => (band <= 2 ? 'red.8' : band <= 4 ? 'orange.8' : band <= 5 ? 'yellow.7' : 'teal.7');

/** Seven segments, the first `band` filled: the performance band as a bar, with its words for every reader. */
export function SkillBandMeter({ band, weak }: { band: number; weak?: boolean }) {
  const { t } = useTranslation('exams');
  const text = t('report.bandOf', { band, count: SKILL_BAND_COUNT });
  return (
    <Group gap={6} wrap="nowrap" data-testid="skill-band" data-band={band}>
      <Group gap={2} wrap="nowrap" role="img" aria-label={text}>
        {Array.from({ length: SKILL_BAND_COUNT }, (_, i) => (
          <Box key={i} w={14} h={8} style={{ borderRadius: 2 }} bg={i < band ? BAND_COLOR(band) : 'gray.3'} />
        ))}
      </Group>
      <Text size="xs" c="dimmed" aria-hidden>
        {text}
      </Text>
      {weak && (
        <Badge size="xs" variant="light" color="orange" c="dark.7">
          {t('report.weak')}
        </Badge>
      )}
    </Group>
  );
}

const TITLE_SLOT = '\u0001';
/** A translated sentence around a test's title, the title marked as the author's text (the language sweep skips it). */
function WithTitle({ text, title }: { text: string; title: string }) {
  const [before = '', after = ''] = text.split(TITLE_SLOT);
  return (
    <>
      {before}
      <span data-i18n-exempt>{title}</span>
      {after}
    </>
  );
}

/** A weak skill's link into the drill catalogue (the matched drill, else the section's drills). */
export function PracticeLink({ kind, skill }: { kind: ExamKind; skill: ReportSkill }) {
  const { t } = useTranslation('exams');
  const practice = skill.practice;
  if (!practice) return null;
  return (
    <Group gap={6} wrap="wrap">
      <Anchor component={Link} to={practicePathOf(kind, practice)} size="sm" fw={700} data-testid="practice-link">
        {t(`report.practice.${practice.match}`)}
      </Anchor>
      {practice.title && (
        <Text size="xs" c="dimmed">
          <WithTitle text={t('report.practice.drill', { title: TITLE_SLOT })} title={practice.title} />
        </Text>
      )}
    </Group>
  );
}

/** The weakest skills, weakest first, each with its band and a link to practise it (Khan-style). */
export function PracticeNext({ kind, skills }: { kind: ExamKind; skills: readonly ReportSkill[] }) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const taxonomy = useTaxonomyLabel();
  const weakest = weakestSkills(skills).slice(0, 5);
  if (weakest.length === 0) return null;
  const sectionOf = (section: Section) => labels.section(kind, section);
  return (
    <Paper withBorder radius="md" p="md" data-pdf-block data-testid="practice-next">
      <Group gap="xs" mb={2}>
        <IconTargetArrow size={20} aria-hidden />
        <Title order={2} fz="h4">
          {t('report.practice.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('report.practice.subtitle')}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {weakest.map((s) => (
          <Stack key={`${s.section}-${s.domain}-${s.skill}`} gap={4} component="li">
            <Text size="sm" fw={700}>
              {taxonomy(s.skill)}
              <Text span size="xs" c="dimmed" fw={400}>
                {' · '}
                {sectionOf(s.section)} · {taxonomy(s.domain)}
              </Text>
            </Text>
            <SkillBandMeter band={s.band} />
            <PracticeLink kind={kind} skill={s} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
