import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ExamKind, Section, SkillScore } from '@prepwell/contracts';
import type { ScoreReport } from '@prepwell/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PracticeLink, SkillBandMeter } from './score-report-panels.tsx';
import { percentOf } from './score-format.ts';
import { useExamLabels } from './use-exam-labels.ts';
import { useTaxonomyLabel } from './taxonomy-label.ts';

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

function Bar({
  label,
  correct,
  total,
  strong,
  extra,
}: {
  label: string;
  correct: number;
  total: number;
  strong?: boolean;
  /** Issue 17: the band meter and, for a weak skill, its practice link. */
  extra?: ReactNode;
}) {
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
      {extra}
    </Stack>
  );
}

/** The domain and skill breakdown (bars), per section. */
export function ResultSkills({
  kind,
  skills,
  report,
}: {
  kind: ExamKind;
  skills: readonly SkillScore[];
  /** Issue 17 (decision 0038): bands per domain and skill, practice links for weak skills. */
  report?: ScoreReport | undefined;
}) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const groups = groupSkills(skills);
  const domainBand = (section: string, domain: string) =>
    report?.domains.find((d) => d.section === section && d.domain === domain);
  const skillRow = (section: string, domain: string, skill: string) =>
    report?.skills.find((r) => r.section === section && r.domain === domain && r.skill === skill);
  const taxonomy = useTaxonomyLabel();
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
                  <Bar
                    label={taxonomy(d.domain)}
                    correct={d.correct}
                    total={d.total}
                    strong
                    extra={(() => {
                      const band = domainBand(g.section, d.domain);
                      return band ? <SkillBandMeter band={band.band} /> : null;
                    })()}
                  />
                  <Stack gap={6} pl="md">
                    {d.skills.map((s) => (
                      <Bar
                        key={s.skill}
                        label={taxonomy(s.skill)}
                        correct={s.correct}
                        total={s.total}
                        extra={(() => {
                          const row = skillRow(s.section, s.domain, s.skill);
                          return row ? (
                            <>
                              <SkillBandMeter band={row.band} weak={row.weak} />
                              <PracticeLink kind={kind} skill={row} />
                            </>
                          ) : null;
                        })()}
                      />
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
