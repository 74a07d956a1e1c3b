import type { ScoreRange } from '@prepwell/contracts';
import type { QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import type { IrtItem } from '../modules/exams/scoring/irt.ts';
import { SCORE_MODEL_D, summedScoreEap } from './demo-exams-sat-score-model.ts';

/**
 * How the paper SAT's score tables (demo-exams-sat-paper-tables.ts) were built. They are ESTIMATES: each
 * College Board linear form has its own official table (exams.md §1.3), and this original form has none.
 *
 * The estimate is anchored on the digital mock's tables (demo-exams-sat-score-model.ts), so that the same
 * student gets about the same section score on either version:
 * 1. θ̂(raw) = E[θ | raw] for the paper section's 66 (RW) or 54 (Math) items, from their authored IRT
 *    parameters (summed-score EAP, the same 3PL model, D and prior as the digital tables);
 * 2. θ̂ goes through the digital section's own θ → 200–800 line, whose ends are the digital mock's lowest
 *    estimate (raw 0 on the easier route) and highest (every operational item right on the harder route);
 * 3. rounded to the nearest 10, kept inside 200–800, as a ±10 range like the official linear tables
 *    (PT#4 gives e.g. RW raw 40 → [530, 550]).
 * There is no route and no cap: a linear form reaches 800 with every answer right.
 */

const irtOf = (questions: readonly QuestionBlueprint[]): IrtItem[] =>
  questions.map((q) => {
    if (!q.irt) throw new Error(`no IRT parameters: ${q.stem.slice(0, 60)}`);
    return { ...q.irt, D: SCORE_MODEL_D };
  });

const operational = (questions: readonly QuestionBlueprint[]) => questions.filter((q) => !q.pretest);

/** The θ → scaled-score line of a digital section: its lowest and highest θ̂ (see above). */
export const digitalScaleAnchors = (
  module1: readonly QuestionBlueprint[],
  easier: readonly QuestionBlueprint[],
  harder: readonly QuestionBlueprint[],
) => {
  const low = summedScoreEap(irtOf(operational([...module1, ...easier])))[0]!;
  const harderTheta = summedScoreEap(irtOf(operational([...module1, ...harder])));
  return { low, high: harderTheta[harderTheta.length - 1]! };
};

/** The linear table (raw 0..n → [lower, upper]) of a paper section, on a digital section's scale line. */
export const estimatePaperTable = (
  questions: readonly QuestionBlueprint[],
  anchors: { low: number; high: number },
): ScoreRange[] =>
  summedScoreEap(irtOf(operational(questions))).map((theta): ScoreRange => {
    const centre = Math.round((200 + (600 * (theta - anchors.low)) / (anchors.high - anchors.low)) / 10) * 10;
    const clamped = Math.min(800, Math.max(200, centre));
    return [Math.max(200, clamped - 10), Math.min(800, clamped + 10)];
  });
