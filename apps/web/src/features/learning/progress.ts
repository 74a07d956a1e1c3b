import type { QuestionTagStat } from '@prepwell/contracts';

/** Share of questions answered correctly, 0…100 rounded; null when none were seen (no bar to draw). */
export const percentOf = (correct: number, total: number): number | null => {
  if (!Number.isFinite(correct) || !Number.isFinite(total) || total <= 0) return null;
  const ratio = Math.min(Math.max(correct, 0), total) / total;
  return Math.round(ratio * 100);
};

/** Bar colour by level: the thresholds a teacher reads at a glance (≥ 80 strong, ≥ 50 fair, below weak). */
export const progressLevel = (percent: number): 'strong' | 'fair' | 'weak' =>
  percent >= 80 ? 'strong' : percent >= 50 ? 'fair' : 'weak';

export interface SkillGroup {
  /** The section the skills belong to; null for skills without one. */
  section: string | null;
  skills: (QuestionTagStat & { percent: number })[];
}

/**
 * Skills with at least one question seen, grouped by section (in the order sections first appear), each
 * group weakest first so what to practise comes up top.
 */
export const groupSkills = (stats: readonly QuestionTagStat[]): SkillGroup[] => {
  const groups = new Map<string | null, SkillGroup>();
  for (const stat of stats) {
    const percent = percentOf(stat.correct, stat.total);
    if (percent === null) continue;
    let group = groups.get(stat.section);
    if (!group) {
      group = { section: stat.section, skills: [] };
      groups.set(stat.section, group);
    }
    group.skills.push({ ...stat, percent });
  }
  for (const group of groups.values())
    group.skills.sort((a, b) => a.percent - b.percent || a.label.localeCompare(b.label));
  return [...groups.values()];
};

/** Over all skills: correct of seen, and its percentage. */
export const overallOf = (
  stats: readonly QuestionTagStat[],
): { correct: number; total: number; percent: number | null } => {
  const correct = stats.reduce((sum, s) => sum + Math.max(0, Math.min(s.correct, s.total)), 0);
  const total = stats.reduce((sum, s) => sum + Math.max(0, s.total), 0);
  return { correct, total, percent: percentOf(correct, total) };
};
