import type { OverallScore, SectionRawScore } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import {
  cefrOfBand,
  headlineOf,
  rawTotalOf,
  formatBand,
  formatOverall,
  formatRange,
  formatHeadlineScore,
  practicePathOf,
  questionResultOf,
  sectionScaleOf,
  sectionScoreView,
  sittingsOf,
  weakestSkills,
} from './score-format.ts';

const overall = (o: Partial<OverallScore> & Pick<OverallScore, 'scale'>): OverallScore => ({
  value: null,
  range: null,
  estimated: false,
  ...o,
});
const section = (s: Partial<SectionRawScore>): SectionRawScore => ({
  sectionId: '33333333-3333-4333-8333-333333333333',
  section: 'math',
  route: 'base',
  raw: 10,
  maxRaw: 20,
  scaled: null,
  ...s,
});

describe('formatOverall by exam', () => {
  it('SAT: the total range of the score table (PT#4: RW 40 + Math 33 → 1040–1090)', () => {
    expect(formatOverall(overall({ scale: 'sat_total', range: [1040, 1090] }))).toBe('1040–1090');
    expect(formatOverall(overall({ scale: 'sat_total', range: [400, 400] }))).toBe('400');
  });

  it('ACT: the composite as a whole number', () => {
    expect(formatOverall(overall({ scale: 'act_composite', value: 27 }))).toBe('27');
  });

  it('TOEFL 2026: the band with its half step', () => {
    expect(formatOverall(overall({ scale: 'toefl_band', value: 5 }))).toBe('5.0');
    expect(formatOverall(overall({ scale: 'toefl_band', value: 4.5 }))).toBe('4.5');
  });

  it('SHSAT: the composite estimate, as a value or a range', () => {
    expect(formatOverall(overall({ scale: 'shsat_composite', value: 512, estimated: true }))).toBe('512');
    expect(formatOverall(overall({ scale: 'shsat_composite', range: [500, 520], estimated: true }))).toBe('500–520');
  });

  it('is null while the score is pending', () => {
    expect(formatOverall(overall({ scale: 'toefl_band' }))).toBeNull();
    expect(formatOverall(overall({ scale: 'sat_total' }))).toBeNull();
  });
});

describe('TOEFL bands', () => {
  it('maps bands to CEFR as ETS does (exams.md §3.2)', () => {
    expect([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6].map(cefrOfBand)).toEqual([
      'A1',
      'A1',
      'A2',
      'A2',
      'B1',
      'B1',
      'B2',
      'B2',
      'C1',
      'C1',
      'C2',
    ]);
  });

  it('formats a band with one decimal', () => {
    expect(formatBand(6)).toBe('6.0');
    expect(formatBand(3.5)).toBe('3.5');
  });
});

describe('section scores', () => {
  it('prefers the band, then pending grading, then the scaled range, else raw only', () => {
    expect(sectionScoreView(section({ section: 'reading', band: 4.5 }))).toEqual({
      kind: 'band',
      text: '4.5',
      cefr: 'B2',
    });
    expect(sectionScoreView(section({ section: 'speaking', band: null, pending: 3 }))).toEqual({
      kind: 'pending',
      pending: 3,
    });
    expect(sectionScoreView(section({ scaled: [530, 550] }))).toEqual({ kind: 'scaled', text: '530–550' });
    expect(sectionScoreView(section({ scaled: [31, 31] }))).toEqual({ kind: 'scaled', text: '31' });
    expect(sectionScoreView(section({}))).toEqual({ kind: 'raw' });
  });

  it('writes a range with an en dash, or one value when both ends agree', () => {
    expect(formatRange([200, 220])).toBe('200–220');
    expect(formatRange([800, 800])).toBe('800');
  });

  it('knows each exam’s section scale', () => {
    expect(sectionScaleOf('sat', 'sat_digital')).toEqual([200, 800]);
    expect(sectionScaleOf('act', 'act_enhanced')).toEqual([1, 36]);
    expect(sectionScaleOf('toefl', 'toefl_2026')).toEqual([1, 6]);
    expect(sectionScaleOf('toefl', 'toefl_2023')).toEqual([0, 30]);
    expect(sectionScaleOf('shsat', 'shsat')).toBeNull();
  });
});

describe('questions and time', () => {
  it('classifies a question outcome', () => {
    expect(questionResultOf({ answered: false, correct: null, pretest: false })).toBe('unanswered');
    expect(questionResultOf({ answered: true, correct: true, pretest: false })).toBe('correct');
    expect(questionResultOf({ answered: true, correct: false, pretest: false })).toBe('incorrect');
    expect(questionResultOf({ answered: true, correct: null, pretest: true })).toBe('unscored');
    expect(questionResultOf({ answered: true, correct: null, pretest: false })).toBe('unscored');
  });

  it('counts sittings from leaves', () => {
    expect(sittingsOf(0)).toBe(1);
    expect(sittingsOf(2)).toBe(3);
  });
});

describe('headline', () => {
  it("uses the server's overall score when there is one", () => {
    const o = overall({ scale: 'act_composite', value: 31 });
    expect(headlineOf('act', { total: null, overall: o })).toBe(o);
  });

  it('falls back to the sum of the scaled sections, never for the ACT (a composite is a mean)', () => {
    expect(headlineOf('sat', { total: [1040, 1090] })).toEqual({
      scale: 'sat_total',
      value: null,
      range: [1040, 1090],
      estimated: false,
    });
    expect(headlineOf('shsat', { total: [480, 500], overall: null })).toMatchObject({
      scale: 'shsat_composite',
      estimated: true,
    });
    expect(headlineOf('act', { total: [60, 60] })).toBeNull();
    expect(headlineOf('sat', { total: null })).toBeNull();
  });

  it('adds up raw scores', () => {
    expect(rawTotalOf([section({ raw: 40, maxRaw: 54 }), section({ raw: 33, maxRaw: 44 })])).toEqual({
      raw: 73,
      maxRaw: 98,
    });
  });
});

describe('score report helpers (issue 17, decision 0038)', () => {
  it('formats the one headline score on its own step', () => {
    expect(formatHeadlineScore({ scale: 'sat_total', score: 1210 })).toBe('1210');
    expect(formatHeadlineScore({ scale: 'act_composite', score: 24 })).toBe('24');
    expect(formatHeadlineScore({ scale: 'toefl_band', score: 4 })).toBe('4.0');
  });
  it('links a weak skill to the drill catalogue of its section, by the drill’s title when one matched', () => {
    expect(
      practicePathOf('sat', { filter: { type: 'drill', section: 'math', q: 'SAT Math Drill: Percentages' } }),
    ).toBe('/sat/list?type=drill&section=math&q=SAT+Math+Drill%3A+Percentages');
    expect(practicePathOf('act', { filter: { type: 'drill', section: 'english', q: null } })).toBe(
      '/act/list?type=drill&section=english',
    );
  });
  it('orders weak skills weakest first and leaves strong ones out', () => {
    const s = (name: string, band: number, correct: number, total: number, weak = band <= 4) => ({
      name,
      band,
      correct,
      total,
      weak,
    });
    expect(
      weakestSkills([s('a', 4, 1, 2), s('b', 7, 5, 5), s('c', 1, 0, 3), s('d', 1, 0, 1), s('e', 3, 2, 5)]).map(
        (x) => x.name,
      ),
    ).toEqual(['c', 'd', 'e', 'a']);
  });
});
