// SHSAT scoring, exams.md §4. The DOE publishes no raw → scaled table: real scores come from a
// form-specific table supplied as data (./score-table.ts); without one, the product shows an
// *estimate* from a configurable S-curve (exams.md §4 "configurable S-curve").
import { lookupScaled, type ScaledRange, type ScoreTable } from './score-table.ts';

/** 57 questions per section, 47 scored + 10 field test (exams.md §4 [princeton-shsat]⚠️ [effortless]⚠️). */
export const SHSAT_SCORED_PER_SECTION = 47;

/** Raw = number right on scored items, no penalty; field-test items never count ([ivytrack]☑️). */
export const shsatRawScore = (
  responses: readonly { readonly correct: boolean; readonly fieldTest: boolean }[],
): number => responses.filter((r) => r.correct && !r.fieldTest).length;

/** Section scaled score from a form's table (table-driven: no official table exists, exams.md §4). */
export const shsatScaledScore = (table: ScoreTable, raw: number): number => {
  const [lower, upper] = lookupScaled(table, raw);
  if (lower !== upper) throw new RangeError('an SHSAT table holds point scores, not ranges');
  return lower;
};

/** Composite = ELA scaled + Math scaled ([ivytrack]☑️); admission ranks on it. */
export const shsatComposite = (ela: number, math: number): number => ela + math;

/**
 * Parameters of the estimate curve: scaled = center + spread·Φ⁻¹((raw + ½)/(maxRaw + 1)), rounded and
 * clamped to [min, max]. It reproduces the shape exams.md §4 quotes from the DOE handbook (scaled
 * scores fitted to a normal curve: about +3–4 per raw point mid-range, much more at the ends).
 */
export interface ShsatCurve {
  readonly maxRaw: number;
  readonly center: number;
  readonly spread: number;
  readonly min: number;
  readonly max: number;
}

/**
 * ⚠️ Illustrative default, not an official conversion: chosen so that raw 47 → 350 (the "around 350"
 * section maximum of [exq-wiki]⚠️) and raw 26 → 203 ([exq-wiki]⚠️); the other unofficial points
 * (30, 33, 43–46) then fall within 12 scaled points. Replace per form when better data exists.
 */
export const DEFAULT_SHSAT_CURVE: ShsatCurve = { maxRaw: 47, center: 194, spread: 67.5, min: 0, max: 350 };

/** Inverse standard normal CDF (Acklam's rational approximation, relative error < 1.2e−9). */
export const inverseNormalCdf = (p: number): number => {
  if (!(p > 0 && p < 1)) throw new RangeError(`inverseNormalCdf: p must be in (0, 1), got ${p}`);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const poly = (k: number[], x: number) => k.reduce((acc, v) => acc * x + v, 0);
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(c, q) / (poly(d, q) * q + 1);
  }
  if (p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -poly(c, q) / (poly(d, q) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (poly(a, r) * q) / (poly(b, r) * r + 1);
};

/** The estimate for one raw score. */
export const shsatEstimatedScaled = (raw: number, curve: ShsatCurve = DEFAULT_SHSAT_CURVE): number => {
  if (!Number.isInteger(raw) || raw < 0 || raw > curve.maxRaw) throw new RangeError(`raw must be 0..${curve.maxRaw}`);
  const z = inverseNormalCdf((raw + 0.5) / (curve.maxRaw + 1));
  return Math.min(curve.max, Math.max(curve.min, Math.round(curve.center + curve.spread * z)));
};

/** The whole estimate as a ScoreTable, so estimated and official forms score through the same path. */
export const shsatEstimateTable = (section: 'ela' | 'math', curve: ShsatCurve = DEFAULT_SHSAT_CURVE): ScoreTable => ({
  section,
  route: undefined,
  scale: { min: curve.min, max: curve.max },
  rows: Array.from({ length: curve.maxRaw + 1 }, (_, raw): ScaledRange => {
    const s = shsatEstimatedScaled(raw, curve);
    return [s, s];
  }),
});
