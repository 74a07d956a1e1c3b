import type { AnswerKey, AnswerValue, Choice, QuestionStats, QuestionType } from '@prepwell/contracts';
import { isAnswerCorrect, isOperational } from '../exams/attempts/grading.ts';

/**
 * Item statistics (pure), Moodle-quiz style, from the completed attempts that were shown the question:
 * one row per (attempt, question of the modules it took). Discrimination is the point-biserial correlation
 * of the item (right = 1) with the rest of the attempt's raw score (the other operational items right):
 * r = (M₁ − M₀) / s · √(p·q), s the population standard deviation of the rest scores.
 */
export interface AttemptItemRow {
  userExamId: string;
  questionId: string;
  type: QuestionType;
  answerKey: AnswerKey;
  pretest: boolean;
  answer: { value: AnswerValue } | null;
  firstAnswer: { value: AnswerValue } | null;
  timeSpentMs: number | null;
}

export const TOO_FEW_ATTEMPTS = 5;

const chosen = (value: AnswerValue | undefined): string[] =>
  value === undefined || value === null ? [] : typeof value === 'string' ? [value] : value;
const isGiven = (value: AnswerValue | undefined) =>
  value !== undefined && value !== null && (typeof value === 'string' ? value.trim() !== '' : value.length > 0);

export const pointBiserial = (item: number[], rest: number[]): number | null => {
  const n = item.length;
  if (n < 2) return null;
  const mean = rest.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(rest.reduce((a, b) => a + (b - mean) ** 2, 0) / n);
  const ones = rest.filter((_, i) => item[i] === 1);
  const zeros = rest.filter((_, i) => item[i] !== 1);
  if (sd === 0 || ones.length === 0 || zeros.length === 0) return null;
  const p = ones.length / n;
  const m1 = ones.reduce((a, b) => a + b, 0) / ones.length;
  const m0 = zeros.reduce((a, b) => a + b, 0) / zeros.length;
  return ((m1 - m0) / sd) * Math.sqrt(p * (1 - p));
};

export const computeQuestionStats = (
  question: { choices: Choice[]; answerKey: AnswerKey },
  versionIds: readonly string[],
  rows: readonly AttemptItemRow[],
): QuestionStats => {
  const byAttempt = new Map<string, AttemptItemRow[]>();
  for (const r of rows) byAttempt.set(r.userExamId, [...(byAttempt.get(r.userExamId) ?? []), r]);
  const item: number[] = [];
  const rest: number[] = [];
  const finals: (AnswerValue | undefined)[] = [];
  const times: number[] = [];
  const changes = { wrongToRight: 0, rightToWrong: 0, wrongToWrong: 0 };
  for (const attemptRows of byAttempt.values()) {
    const mine = attemptRows.find((r) => versionIds.includes(r.questionId));
    if (!mine) continue;
    const value = mine.answer?.value;
    const right = isAnswerCorrect(mine, value ?? undefined) ? 1 : 0;
    item.push(right);
    rest.push(
      attemptRows.filter((r) => r !== mine && isOperational(r) && isAnswerCorrect(r, r.answer?.value ?? undefined))
        .length,
    );
    finals.push(value ?? undefined);
    if (mine.answer && isGiven(value)) times.push((mine.timeSpentMs ?? 0) / 1000);
    const first = mine.firstAnswer?.value;
    if (isGiven(first ?? undefined) && JSON.stringify(first) !== JSON.stringify(value ?? null)) {
      const firstRight = isAnswerCorrect(mine, first ?? undefined);
      if (!firstRight && right) changes.wrongToRight++;
      else if (firstRight && !right) changes.rightToWrong++;
      else if (!firstRight && !right) changes.wrongToWrong++;
    }
  }
  const n = item.length;
  const share = (k: number) => (n ? k / n : 0);
  const key = question.answerKey;
  const correctIds = key.kind === 'choice' || key.kind === 'choices' ? key.correct : [];
  const choiceShares =
    key.kind === 'choice' || key.kind === 'choices'
      ? question.choices.map((c) => ({
          choiceId: c.id,
          share: share(finals.filter((f) => chosen(f).includes(c.id)).length),
          correct: correctIds.includes(c.id),
        }))
      : [];
  const discrimination = pointBiserial(item, rest);
  const keyShare = Math.max(0, ...choiceShares.filter((c) => c.correct).map((c) => c.share));
  const flags: QuestionStats['flags'] = [];
  if (discrimination !== null && discrimination < 0) flags.push('negative_discrimination');
  if (n > 0 && choiceShares.some((c) => !c.correct && c.share > keyShare)) flags.push('popular_wrong_choice');
  if (n < TOO_FEW_ATTEMPTS) flags.push('too_few_attempts');
  return {
    attempts: n,
    correctShare: n ? item.reduce((a, b) => a + b, 0) / n : null,
    meanSeconds: times.length ? times.reduce((a, b) => a + b, 0) / times.length : null,
    discrimination,
    choiceShares,
    omittedShare: n ? finals.filter((f) => !isGiven(f)).length / n : null,
    changes,
    flags,
  };
};
