import {
  ACT_SCALE,
  SAT_SCALE,
  type AttemptScores,
  type BestScores,
  type CollegeInput,
  type CollegePatch,
} from '@prepwell/contracts';
import type { ServerMessageKey } from '@prepwell/contracts';

/**
 * The directory's rules (issue 20, decision 0047), pure. A college's score range is a pair: both ends or
 * neither, the 25th percentile strictly below the 75th (the exam's own scale is the schema's). Each problem
 * names the field it is about.
 */
export type RangeFields = Pick<CollegeInput, 'sat_25' | 'sat_75' | 'act_25' | 'act_75'>;

export const rangeProblems = (c: RangeFields): { path: string; key: ServerMessageKey }[] => {
  const out: { path: string; key: ServerMessageKey }[] = [];
  const pair = (low: number | null, high: number | null, lowPath: string, highPath: string) => {
    if (low === null && high === null) return;
    if (low === null) out.push({ path: lowPath, key: 'errors.college_range_invalid' });
    else if (high === null || low >= high) out.push({ path: highPath, key: 'errors.college_range_invalid' });
  };
  pair(c.sat_25, c.sat_75, 'sat_25', 'sat_75');
  pair(c.act_25, c.act_75, 'act_25', 'act_75');
  return out;
};

/** A patch applied over the stored values, for checking the result as a whole. */
export const mergedRanges = (stored: RangeFields, patch: CollegePatch): RangeFields => ({
  sat_25: patch.sat_25 !== undefined ? patch.sat_25 : stored.sat_25,
  sat_75: patch.sat_75 !== undefined ? patch.sat_75 : stored.sat_75,
  act_25: patch.act_25 !== undefined ? patch.act_25 : stored.act_25,
  act_75: patch.act_75 !== undefined ? patch.act_75 : stored.act_75,
});

/** 0.0391 → "0.0391" (the exact decimal stored), from a number the schema allowed (at most four places). */
export const rateToDecimal = (rate: number | null): string | null =>
  rate === null ? null : (Math.round(rate * 10000) / 10000).toFixed(4);

/** "0.0391" → 0.0391. */
export const decimalToRate = (stored: string | null): number | null => (stored === null ? null : Number(stored));

/** A percent bound of the search (0–100) as the exact decimal share. */
export const percentToDecimal = (percent: number | undefined): string | undefined =>
  percent === undefined ? undefined : (Math.round(percent * 100) / 10000).toFixed(4);

/** One whole number for a finished attempt on the exam's headline scale, or null (drills, TOEFL …). */
export const headlineOf = (kind: string, scores: AttemptScores | null): number | null => {
  const overall = scores?.overall;
  if (!overall) return null;
  const scale = kind === 'sat' ? 'sat_total' : kind === 'act' ? 'act_composite' : null;
  if (!scale || overall.scale !== scale) return null;
  const value = overall.value ?? (overall.range ? (overall.range[0] + overall.range[1]) / 2 : null);
  if (value === null || !Number.isFinite(value)) return null;
  const bounds = kind === 'sat' ? SAT_SCALE : ACT_SCALE;
  // SAT totals move in steps of 10.
  const rounded = kind === 'sat' ? Math.round(value / 10) * 10 : Math.round(value);
  return Math.min(bounds.max, Math.max(bounds.min, rounded));
};

/** The student's best SAT and ACT: the higher of the recorded official score and the platform's attempts. */
export const bestScoresOf = (
  official: { satTotal: number | null; actComposite: number | null } | undefined,
  attempts: { kind: string; scores: AttemptScores | null }[],
): BestScores => {
  const best = (kind: 'sat' | 'act', recorded: number | null) => {
    const platform = attempts
      .filter((a) => a.kind === kind)
      .map((a) => headlineOf(kind, a.scores))
      .filter((v): v is number => v !== null);
    const top = platform.length ? Math.max(...platform) : null;
    if (recorded !== null && (top === null || recorded >= top)) return { score: recorded, source: 'official' as const };
    return top === null ? null : { score: top, source: 'platform' as const };
  };
  return { sat: best('sat', official?.satTotal ?? null), act: best('act', official?.actComposite ?? null) };
};
