import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { QuestionTagStat } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { groupSkills, overallOf, progressLevel } from './progress.ts';
import { useTaxonomyLabel } from '../exams/taxonomy-label.ts';

const LEVEL_COLOR = { strong: 'green', fair: 'yellow', weak: 'red' } as const;

/** Exam section names where the exams namespace has one (SAT/ACT/TOEFL/SHSAT), else the key as sent. */
const useSectionName = () => {
  const { t, i18n } = useTranslation('exams');
  const loose = t as unknown as (key: string) => string;
  return (section: string) => (i18n.exists(`exams:sections.${section}`) ? loose(`sections.${section}`) : section);
};

/**
 * Per-skill accuracy as bars (QuestionTagStats): each bar is named "<skill>: 72% correct" for screen
 * readers and shows "18 of 25 correct" beside it; skills never seen are left out.
 */
export function SkillProgress({ stats }: { stats: readonly QuestionTagStat[] }) {
  const { t } = useTranslation('learning');
  const sectionName = useSectionName();
  const taxonomy = useTaxonomyLabel();
  const groups = groupSkills(stats);
  const overall = overallOf(stats);
  if (groups.length === 0 || overall.percent === null) return <Text c="gray.7">{t('progress.empty')}</Text>;
  return (
    <Stack gap="md">
      <Text fw={600}>
        {t('progress.overall', { percent: overall.percent, correct: overall.correct, total: overall.total })}
      </Text>
      {groups.map((group) => (
        <Stack key={group.section ?? '—'} gap="xs">
          <Title order={4} fz="sm" c="gray.8">
            {group.section ? sectionName(group.section) : t('progress.otherSkills')}
          </Title>
          <Stack gap={10} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.skills.map((skill) => (
              <li key={skill.key}>
                <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
                  <Text size="sm">{taxonomy(skill.label)}</Text>
                  <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                    {t('progress.counts', { correct: skill.correct, total: skill.total, percent: skill.percent })}
                  </Text>
                </Group>
                <Progress
                  value={skill.percent}
                  color={LEVEL_COLOR[progressLevel(skill.percent)]}
                  size="md"
                  radius="xl"
                  aria-label={t('progress.barLabel', { skill: taxonomy(skill.label), percent: skill.percent })}
                />
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
