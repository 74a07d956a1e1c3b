import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ExamKind, Section, SkillScore } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { percentOf } from './score-format.ts';
import { useExamLabels } from './use-exam-labels.ts';

interface DomainGroup {
  domain: string;
  correct: number;
  total: number;
  skills: SkillScore[];
}

/** Skills by section, then domain, in the order the server sent them. */
const groupSkills = (skills: readonly SkillScore[]): { section: Section; domains: DomainGroup[] }[] => {
  const sections = new Map<Section, Map<string, DomainGroup>>();
  for (const s of skills) {
    const domains = sections.get(s.section) ?? new Map<string, DomainGroup>();
    sections.set(s.section, domains);
    const group = domains.get(s.domain) ?? { domain: s.domain, correct: 0, total: 0, skills: [] };
    domains.set(s.domain, group);
    group.correct += s.correct;
    group.total += s.total;
    group.skills.push(s);
  }
  return [...sections].map(([section, domains]) => ({ section, domains: [...domains.values()] }));
};

function Bar({ label, correct, total, strong }: { label: string; correct: number; total: number; strong?: boolean }) {
  const { t } = useTranslation('exams');
  const pct = percentOf(correct, total);
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={strong ? 700 : 400}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('skills.correctOf', { correct, total, percent: pct })}
        </Text>
      </Group>
      <Progress
        value={pct}
        size={strong ? 'lg' : 'sm'}
        color={pct >= 75 ? 'teal' : pct >= 50 ? 'yellow' : 'red'}
        aria-label={t('skills.barLabel', { name: label, percent: pct })}
      />
    </Stack>
  );
}

/** The domain and skill breakdown (bars), per section. */
export function ResultSkills({ kind, skills }: { kind: ExamKind; skills: readonly SkillScore[] }) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const groups = groupSkills(skills);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm" data-pdf-block>
        {t('skills.title')}
      </Title>
      {groups.length === 0 ? (
        <Text c="dimmed">{t('skills.empty')}</Text>
      ) : (
        <Stack gap="lg">
          {groups.map((g) => (
            <Stack key={g.section} gap="sm">
              <Title order={3} fz="h5" data-pdf-block>
                {labels.section(kind, g.section)}
              </Title>
              {g.domains.map((d) => (
                <Stack key={d.domain} gap={6} data-pdf-block>
                  <Bar label={d.domain} correct={d.correct} total={d.total} strong />
                  <Stack gap={6} pl="md">
                    {d.skills.map((s) => (
                      <Bar key={s.skill} label={s.skill} correct={s.correct} total={s.total} />
                    ))}
                  </Stack>
                </Stack>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
