import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actComposite, actStemScore, actWritingScore, roundedMeanHalfUp } from './act.ts';
import { fromRawRanges, lookupRawRange, type RawRangeRow } from './score-table.ts';

describe('ACT composite (exams.md §2)', () => {
  it('classic: mean of E, M, R, S with fractions ≥ .5 rounded up', () => {
    expect(actComposite({ english: 25, math: 26, reading: 25, science: 26 }, 'classic')).toBe(26); // 25.5
    expect(actComposite({ english: 25, math: 25, reading: 25, science: 26 }, 'classic')).toBe(25); // 25.25
    expect(actComposite({ english: 25, math: 26, reading: 26, science: 26 }, 'classic')).toBe(26); // 25.75
    expect(actComposite({ english: 36, math: 36, reading: 36, science: 36 }, 'classic')).toBe(36);
    expect(actComposite({ english: 1, math: 1, reading: 1, science: 2 }, 'classic')).toBe(1); // 1.25
  });

  it('enhanced: mean of E, M, R only; Science does not count', () => {
    expect(actComposite({ english: 30, math: 31, reading: 31 }, 'enhanced')).toBe(31); // 30.67
    expect(actComposite({ english: 30, math: 30, reading: 31 }, 'enhanced')).toBe(30); // 30.33
    expect(actComposite({ english: 30, math: 30, reading: 31, science: 1 }, 'enhanced')).toBe(30);
  });

  it('enhanced: STEM = mean of Math and Science, undefined without Science', () => {
    expect(actStemScore({ english: 20, math: 27, reading: 20, science: 28 })).toBe(28); // 27.5
    expect(actStemScore({ english: 20, math: 27, reading: 20 })).toBeUndefined();
  });

  it('rejects scores off the 1–36 scale and a classic composite without Science', () => {
    expect(() => actComposite({ english: 0, math: 20, reading: 20, science: 20 }, 'classic')).toThrow(RangeError);
    expect(() => actComposite({ english: 37, math: 20, reading: 20 }, 'enhanced')).toThrow(RangeError);
    expect(() => actComposite({ english: 20.5, math: 20, reading: 20 }, 'enhanced')).toThrow(RangeError);
    expect(() => actComposite({ english: 20, math: 20, reading: 20 }, 'classic')).toThrow(RangeError);
  });

  it('rounds half up exactly for every combination (property against the decimal definition)', () => {
    const s = fc.integer({ min: 1, max: 36 });
    fc.assert(
      fc.property(s, s, s, s, (e, m, r, sc) => {
        const sum = e + m + r + sc;
        const expected = sum % 4 >= 2 ? Math.ceil(sum / 4) : Math.floor(sum / 4);
        expect(actComposite({ english: e, math: m, reading: r, science: sc }, 'classic')).toBe(expected);
      }),
    );
    expect(roundedMeanHalfUp([2, 3])).toBe(3);
    expect(() => roundedMeanHalfUp([])).toThrow(RangeError);
  });
});

describe('ACT writing (exams.md §2)', () => {
  const agree = (a: number, b: number) => ({ readers: [a, b] as const });

  it('domain = sum of two readers, subject = rounded mean of the domains', () => {
    const result = actWritingScore({
      ideasAndAnalysis: agree(4, 4),
      developmentAndSupport: agree(4, 5),
      organization: agree(3, 4),
      languageUseAndConventions: agree(4, 4),
    });
    expect(result).toEqual({
      status: 'scored',
      domains: { ideasAndAnalysis: 8, developmentAndSupport: 9, organization: 7, languageUseAndConventions: 8 },
      subject: 8,
    });
    const half = actWritingScore({
      ideasAndAnalysis: agree(4, 5),
      developmentAndSupport: agree(4, 5),
      organization: agree(4, 4),
      languageUseAndConventions: agree(4, 4),
    });
    expect(half).toMatchObject({ subject: 9 }); // 8.5 → 9
  });

  it('asks for a third reader when readers differ by more than 1, and uses the resolution', () => {
    const ratings = {
      ideasAndAnalysis: agree(2, 4),
      developmentAndSupport: agree(4, 4),
      organization: agree(4, 4),
      languageUseAndConventions: agree(4, 4),
    };
    expect(actWritingScore(ratings)).toEqual({ status: 'needs_third_reader', domains: ['ideasAndAnalysis'] });
    expect(actWritingScore({ ...ratings, ideasAndAnalysis: { readers: [2, 4], resolved: 7 } })).toMatchObject({
      status: 'scored',
      subject: 8, // (7 + 8 + 8 + 8) / 4 = 7.75
    });
    expect(() => actWritingScore({ ...ratings, organization: agree(0, 1) })).toThrow(RangeError);
  });
});

describe('ACT raw → scale fixture (exams.md §2, unidentified classic form, fixture only)', () => {
  const english: RawRangeRow[] = [
    { scaled: 36, rawMin: 75, rawMax: 75 },
    { scaled: 30, rawMin: 68, rawMax: 68 },
    { scaled: 20, rawMin: 45, rawMax: 47 },
    { scaled: 1, rawMin: 0, rawMax: 2 },
  ];
  const math: RawRangeRow[] = [
    { scaled: 36, rawMin: 60, rawMax: 60 },
    { scaled: 30, rawMin: 51, rawMax: 52 },
    { scaled: 20, rawMin: 30, rawMax: 31 },
    { scaled: 1, rawMin: 0, rawMax: 0 },
  ];
  const reading: RawRangeRow[] = [
    { scaled: 36, rawMin: 40, rawMax: 40 },
    { scaled: 30, rawMin: 35, rawMax: 35 },
    { scaled: 20, rawMin: 22, rawMax: 22 },
    { scaled: 1, rawMin: 0, rawMax: 0 },
  ];
  const science: RawRangeRow[] = [
    { scaled: 36, rawMin: 40, rawMax: 40 },
    { scaled: 30, rawMin: 36, rawMax: 36 },
    { scaled: 20, rawMin: 20, rawMax: 21 },
    { scaled: 1, rawMin: 0, rawMax: 0 },
  ];

  it('looks up every printed row', () => {
    expect([75, 68, 45, 46, 47, 0, 1, 2].map((r) => lookupRawRange(english, r))).toEqual([36, 30, 20, 20, 20, 1, 1, 1]);
    expect([60, 51, 52, 30, 31, 0].map((r) => lookupRawRange(math, r))).toEqual([36, 30, 30, 20, 20, 1]);
    expect([40, 35, 22, 0].map((r) => lookupRawRange(reading, r))).toEqual([36, 30, 20, 1]);
    expect([40, 36, 20, 21, 0].map((r) => lookupRawRange(science, r))).toEqual([36, 30, 20, 20, 1]);
    const e = lookupRawRange(english, 68) ?? 0;
    const m = lookupRawRange(math, 52) ?? 0;
    const r = lookupRawRange(reading, 22) ?? 0;
    const s = lookupRawRange(science, 21) ?? 0;
    expect(actComposite({ english: e, math: m, reading: r, science: s }, 'classic')).toBe(25); // 25
  });

  it('a partial table is reported as incomplete, never used as a full one', () => {
    const { gaps } = fromRawRanges('english', { min: 1, max: 36 }, 75, english);
    expect(gaps).toContain(3);
    expect(gaps).toHaveLength(76 - 8);
  });
});
