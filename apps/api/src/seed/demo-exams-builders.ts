import type { Difficulty, ScoreRange } from '@prepwell/contracts';
import type { QuestionBlueprint, QuestionMediaBlueprint } from '../modules/exams/catalogue/authoring.service.ts';

/**
 * Small builders for the ACT, TOEFL and SHSAT demo content (demo-exams-act*.ts, -toefl*.ts, -shsat*.ts):
 * four-choice multiple choice with ids A–D, grid-ins, and score-table rows made from a few anchors.
 */

export type Letter = 'A' | 'B' | 'C' | 'D';
const LETTERS: readonly Letter[] = ['A', 'B', 'C', 'D'];

export interface McInput {
  domain: string;
  skill: string;
  difficulty: Difficulty;
  stem: string;
  choices: [string, string, string, string];
  answer: Letter;
  explanation: string;
  /** A machine-checkable expression for a computational item; the correct choice's text is its value. */
  solution?: string;
  passage?: string;
  task?: string;
  pretest?: boolean;
  media?: QuestionMediaBlueprint;
}

export const mc = (q: McInput): QuestionBlueprint => ({
  type: 'multiple_choice',
  stem: q.stem,
  choices: q.choices.map((text, i) => ({ id: LETTERS[i]!, text })),
  answerKey: { kind: 'choice', correct: [q.answer] },
  explanation: q.explanation,
  domain: q.domain,
  skill: q.skill,
  difficulty: q.difficulty,
  ...(q.solution ? { solution: q.solution } : {}),
  ...(q.passage ? { passage: q.passage } : {}),
  ...(q.task ? { task: q.task } : {}),
  ...(q.pretest ? { pretest: true } : {}),
  ...(q.media ? { media: q.media } : {}),
});

export interface GridInput extends Omit<McInput, 'choices' | 'answer' | 'media' | 'task'> {
  /** Accepted entries (exams.md §1.2 forms: `7/2`, `3.5`). */
  accept: string[];
}

export const gridIn = (q: GridInput): QuestionBlueprint => ({
  type: 'grid_in',
  stem: q.stem,
  answerKey: { kind: 'grid', accept: q.accept },
  explanation: q.explanation,
  domain: q.domain,
  skill: q.skill,
  difficulty: q.difficulty,
  ...(q.solution ? { solution: q.solution } : {}),
  ...(q.passage ? { passage: q.passage } : {}),
  ...(q.pretest ? { pretest: true } : {}),
});

/** Marks the questions at the given 0-based indexes as pretest (field-test, unscored) items. */
export const withPretest = (questions: QuestionBlueprint[], indexes: readonly number[]): QuestionBlueprint[] =>
  questions.map((q, i) => (indexes.includes(i) ? { ...q, pretest: true } : q));

/** Questions that count toward the raw score (not pretest, not rated by a grader). */
export const operationalCount = (questions: readonly QuestionBlueprint[]) =>
  questions.filter((q) => !q.pretest && q.answerKey.kind !== 'rated').length;

/**
 * Point-score rows for raw 0..maxRaw by straight lines between anchors `[share of maxRaw, scaled]`
 * (shares from 0 to 1, ascending, scaled non-decreasing), rounded to whole points. Used for the demo
 * tests' estimated tables, which no publisher supplies: the anchors are documented where they are used.
 */
export const interpolatedRows = (maxRaw: number, anchors: readonly (readonly [number, number])[]): ScoreRange[] => {
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  if (!first || !last || first[0] !== 0 || last[0] !== 1)
    throw new RangeError('anchors must run from share 0 to share 1');
  return Array.from({ length: maxRaw + 1 }, (_, raw): ScoreRange => {
    const share = maxRaw === 0 ? 1 : raw / maxRaw;
    const upperIndex = anchors.findIndex(([s]) => s >= share);
    const hi = anchors[upperIndex]!;
    const lo = anchors[Math.max(0, upperIndex - 1)]!;
    const value = hi[0] === lo[0] ? hi[1] : lo[1] + ((hi[1] - lo[1]) * (share - lo[0])) / (hi[0] - lo[0]);
    const scaled = Math.round(value);
    return [scaled, scaled];
  });
};
