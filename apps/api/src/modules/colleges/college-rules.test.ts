import fc from 'fast-check';
import { proposeCategory, type CollegeCategory } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { bestScoresOf, headlineOf, rangeProblems, rateToDecimal } from './college-rules.ts';

const RANK: Record<CollegeCategory, number> = { reach: 0, target: 1, safety: 2 };
const satRange = fc
  .tuple(fc.integer({ min: 40, max: 160 }), fc.integer({ min: 40, max: 160 }))
  .filter(([a, b]) => a !== b)
  .map(([a, b]) => [Math.min(a, b) * 10, Math.max(a, b) * 10] as const);

describe('proposeCategory', () => {
  it('places a score against the middle 50 %', () => {
    const college = { sat_25: 1300, sat_75: 1450, act_25: 28, act_75: 33, admission_rate: 0.5 };
    expect(proposeCategory(college, { sat: 1250, act: null })).toBe('reach');
    expect(proposeCategory(college, { sat: 1300, act: null })).toBe('target');
    expect(proposeCategory(college, { sat: 1450, act: null })).toBe('target');
    expect(proposeCategory(college, { sat: 1460, act: null })).toBe('safety');
    // The better of the two tests counts.
    expect(proposeCategory(college, { sat: 1250, act: 34 })).toBe('safety');
    expect(proposeCategory(college, { sat: null, act: null })).toBeNull();
    expect(proposeCategory({ ...college, sat_25: null, sat_75: null }, { sat: 1500, act: null })).toBeNull();
  });

  it('a very selective college is a reach for everyone; a selective one at best a target', () => {
    const top = { sat_25: 1500, sat_75: 1570, act_25: 34, act_75: 36, admission_rate: 0.04 };
    expect(proposeCategory(top, { sat: 1600, act: 36 })).toBe('reach');
    expect(proposeCategory({ ...top, sat_25: 1300, admission_rate: 0.25 }, { sat: 1600, act: null })).toBe('target');
  });

  it('a higher score never gives a less favourable category (property)', () => {
    fc.assert(
      fc.property(
        satRange,
        fc.option(fc.integer({ min: 0, max: 10000 }), { nil: null }),
        fc.integer({ min: 40, max: 160 }),
        fc.integer({ min: 0, max: 60 }),
        ([low, high], rate, score, bump) => {
          const college = {
            sat_25: low,
            sat_75: high,
            act_25: null,
            act_75: null,
            admission_rate: rate === null ? null : rate / 10000,
          };
          const a = proposeCategory(college, { sat: score * 10, act: null })!;
          const b = proposeCategory(college, { sat: Math.min(1600, (score + bump) * 10), act: null })!;
          expect(RANK[b]).toBeGreaterThanOrEqual(RANK[a]);
        },
      ),
    );
  });
});

describe('rangeProblems', () => {
  it('accepts ordered pairs and no pair; refuses half pairs and disorder (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 400, max: 1600 }), { nil: null }),
        fc.option(fc.integer({ min: 400, max: 1600 }), { nil: null }),
        (low, high) => {
          const problems = rangeProblems({ sat_25: low, sat_75: high, act_25: null, act_75: null });
          const ok = (low === null && high === null) || (low !== null && high !== null && low < high);
          expect(problems.length === 0).toBe(ok);
        },
      ),
    );
  });
});

describe('best scores', () => {
  const attempt = (kind: string, value: number | null, range: [number, number] | null = null) => ({
    kind,
    scores: {
      sections: [],
      total: null,
      scaled: true,
      overall: {
        scale: kind === 'sat' ? ('sat_total' as const) : ('act_composite' as const),
        value,
        range,
        estimated: false,
      },
    },
  });
  it('takes the higher of the official score and the platform attempts, SAT in steps of 10', () => {
    expect(headlineOf('sat', attempt('sat', null, [1405, 1425]).scores)).toBe(1420);
    expect(headlineOf('act', attempt('act', 31).scores)).toBe(31);
    expect(headlineOf('toefl', attempt('sat', 1400).scores)).toBeNull();
    expect(bestScoresOf({ satTotal: 1400, actComposite: null }, [attempt('sat', 1380), attempt('act', 29)])).toEqual({
      sat: { score: 1400, source: 'official' },
      act: { score: 29, source: 'platform' },
    });
    expect(bestScoresOf(undefined, [attempt('sat', 1500)]).sat).toEqual({ score: 1500, source: 'platform' });
    expect(bestScoresOf(undefined, [])).toEqual({ sat: null, act: null });
  });

  it('stores rates as exact four-place decimals', () => {
    expect(rateToDecimal(0.0391)).toBe('0.0391');
    expect(rateToDecimal(1)).toBe('1.0000');
    expect(rateToDecimal(null)).toBeNull();
  });
});
