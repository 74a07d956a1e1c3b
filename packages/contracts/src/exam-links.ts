import type { OverallScore } from './attempts.ts';
import type { ExamKind } from './exams.ts';

/**
 * Pure helpers both apps need about an attempt: where its runner opens, and its headline score as one
 * number and one label (class test results, a student's attempts list).
 */

const seg = (value: string) => encodeURIComponent(value);

/**
 * Where a started attempt opens: each runner's entry page (its own light React root, booted by a full
 * page load). SAT and SHSAT open on their start page, ACT straight in the test, TOEFL on its start page.
 * The web app's route table has these paths; its exam pages and the API's class-test start both use this.
 */
export const runnerEntryPath = (kind: ExamKind, examId: string, userExamId: string): string => {
  const ids = `${seg(examId)}/${seg(userExamId)}`;
  switch (kind) {
    case 'sat':
      return `/sat/start/${ids}`;
    case 'act':
      return `/act/test/${ids}`;
    case 'toefl':
      return `/toefl/test/${ids}/start`;
    case 'shsat':
      return `/shsat/start/${ids}`;
  }
};

/**
 * The headline score of a completed attempt as one number and its label: the single value (ACT
 * composite, TOEFL band with its half step, a point range), else the middle of the range with the range
 * as the label ("1040–1090"); null while pending (no value, no range) or without an overall score.
 */
export const headlineScoreOf = (
  overall: OverallScore | null | undefined,
): { score: number | null; label: string | null } => {
  if (!overall) return { score: null, label: null };
  if (overall.value !== null) {
    if (overall.scale === 'toefl_band')
      return { score: overall.value, label: (Math.round(overall.value * 2) / 2).toFixed(1) };
    const value = overall.scale === 'act_composite' ? Math.round(overall.value) : overall.value;
    return { score: value, label: String(value) };
  }
  if (!overall.range) return { score: null, label: null };
  const [lower, upper] = overall.range;
  return { score: Math.round((lower + upper) / 2), label: lower === upper ? String(lower) : `${lower}–${upper}` };
};
