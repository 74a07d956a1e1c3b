import type { ScoreRange } from '@prepwell/contracts';
import type { QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { probability, type IrtItem } from '../modules/exams/scoring/irt.ts';
import { gridPoints } from '../modules/exams/scoring/irt-estimation.ts';

/**
 * How the demo SAT's score tables (demo-exams-sat-tables.ts) were built: an estimate from the items' own
 * authored IRT parameters, since College Board publishes no raw-to-scale table for the adaptive test
 * (exams.md §1.3). For each route, over the operational items of module 1 plus that route's module 2:
 * 1. the distribution of the raw score at each θ of a grid on [−4, 4] (161 points), by the Lord–Wingersky
 *    recursion, with the 3PL model and D = 1.7 (the items' a and b are on the normal-ogive metric);
 * 2. θ̂(raw) = E[θ | raw], with a standard normal prior (summed-score EAP, exams.md §5.1): it exists for
 *    every raw score, rises with it, and depends on the route, so the same raw score is worth more on
 *    the harder route;
 * 3. a linear scale 200 + 600·(θ̂ − θ̂₀)/(θ̂₅₀ − θ̂₀) fitted to the section (θ̂₀: raw 0 on the easier
 *    route, the lowest estimate; θ̂₅₀: every operational item right on the harder route, the highest),
 *    rounded to the nearest 10;
 * 4. a range of ±10 around it, kept inside 200–800, the shape of the official linear tables
 *    (PT#4 gives e.g. raw 40 → [530, 550]);
 * 5. on the easier route, a cap: the centre never passes `EASIER_ROUTE_CAP`, so a student routed to the
 *    easier module 2 cannot reach the top of the scale, as on the real test.
 */

export const SCORE_MODEL_D = 1.7;
export const EASIER_ROUTE_CAP = 640;
const GRID = gridPoints({ min: -4, max: 4, points: 161 });

const operationalIrt = (questions: readonly QuestionBlueprint[]): IrtItem[] =>
  questions
    .filter((q) => !q.pretest)
    .map((q) => {
      if (!q.irt) throw new Error(`no IRT parameters: ${q.stem.slice(0, 60)}`);
      return { ...q.irt, D: SCORE_MODEL_D };
    });

/** E[θ | raw] for every raw score 0..n of a set of items (Lord–Wingersky recursion, N(0, 1) prior). */
export const summedScoreEap = (items: readonly IrtItem[]): number[] => {
  const posterior = GRID.map((theta) => {
    let dist = [1];
    for (const item of items) {
      const p = probability(item, theta);
      const next = new Array<number>(dist.length + 1).fill(0);
      dist.forEach((v, raw) => {
        next[raw]! += v * (1 - p);
        next[raw + 1]! += v * p;
      });
      dist = next;
    }
    const prior = Math.exp((-theta * theta) / 2);
    return dist.map((v) => v * prior);
  });
  return Array.from({ length: items.length + 1 }, (_, raw) => {
    let num = 0;
    let den = 0;
    GRID.forEach((theta, q) => {
      const w = posterior[q]![raw]!;
      num += theta * w;
      den += w;
    });
    return num / den;
  });
};

const range = (centre: number): ScoreRange => [Math.max(200, centre - 10), Math.min(800, centre + 10)];

/** The easier- and harder-route tables of one adaptive section, built as described above. */
export const estimateRouteTables = (
  module1: readonly QuestionBlueprint[],
  easier: readonly QuestionBlueprint[],
  harder: readonly QuestionBlueprint[],
) => {
  const first = operationalIrt(module1);
  const thetaEasier = summedScoreEap([...first, ...operationalIrt(easier)]);
  const thetaHarder = summedScoreEap([...first, ...operationalIrt(harder)]);
  const low = thetaEasier[0]!;
  const high = thetaHarder[thetaHarder.length - 1]!;
  const centre = (theta: number) => Math.round((200 + (600 * (theta - low)) / (high - low)) / 10) * 10;
  return {
    easier: thetaEasier.map((t) => range(Math.min(centre(t), EASIER_ROUTE_CAP))),
    harder: thetaHarder.map((t) => range(centre(t))),
  };
};
