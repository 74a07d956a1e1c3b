import { describe, expect, it } from 'vitest';
import {
  domainBands,
  midpointOnStep,
  practiceFor,
  precisionRange,
  reportHeadline,
  reportPercentiles,
  skillBand,
  skillBands,
  type DrillSkillRow,
} from './score-report.ts';

describe('skillBand (seven equal slices of the correct share)', () => {
  it('maps the edges of each slice', () => {
    expect(skillBand(0, 7)).toBe(1);
    expect(skillBand(1, 7)).toBe(2);
    expect(skillBand(3, 7)).toBe(4);
    expect(skillBand(6, 7)).toBe(7);
    expect(skillBand(7, 7)).toBe(7);
    expect(skillBand(0, 0)).toBe(1);
  });
  it('puts a share just under a slice edge in the lower band', () => {
    expect(skillBand(2, 5)).toBe(3); // 40% < 3/7
    expect(skillBand(1, 2)).toBe(4); // 50%
    expect(skillBand(4, 7)).toBe(5); // exactly 4/7
    expect(skillBand(99, 100)).toBe(7);
  });
  it('is monotone in the share', () => {
    for (let total = 1; total <= 30; total++)
      for (let c = 1; c <= total; c++) expect(skillBand(c, total)).toBeGreaterThanOrEqual(skillBand(c - 1, total));
  });
});

describe('headline and its precision range', () => {
  it('SAT: the middle of the table range on a 10-point step, ±40 clamped to 400–1600', () => {
    expect(midpointOnStep([1040, 1090], 10)).toBe(1070);
    expect(midpointOnStep([1180, 1240], 10)).toBe(1210);
    const h = reportHeadline({ scale: 'sat_total', value: null, range: [1180, 1240], estimated: true });
    expect(h).toEqual({ scale: 'sat_total', score: 1210, range: [1170, 1250], margin: 40, estimated: true });
    expect(reportHeadline({ scale: 'sat_total', value: 1600, range: [1600, 1600], estimated: false })?.range).toEqual([
      1560, 1600,
    ]);
    expect(precisionRange(420, 40, [400, 1600])).toEqual([400, 460]);
  });
  it('ACT composite ±1 within 1–36; TOEFL and raw totals have no range', () => {
    expect(reportHeadline({ scale: 'act_composite', value: 36, range: null, estimated: false })?.range).toEqual([
      35, 36,
    ]);
    expect(reportHeadline({ scale: 'act_composite', value: 24, range: null, estimated: false })?.range).toEqual([
      23, 25,
    ]);
    expect(reportHeadline({ scale: 'toefl_band', value: 4.5, range: null, estimated: false })).toMatchObject({
      score: 4.5,
      range: null,
      margin: null,
    });
    expect(reportHeadline({ scale: 'raw', value: 12, range: null, estimated: false })?.range).toBeNull();
  });
  it('has no headline while the score is pending', () => {
    expect(reportHeadline({ scale: 'toefl_band', value: null, range: null, estimated: false })).toBeNull();
    expect(reportHeadline(null)).toBeNull();
  });
});

describe('percentiles', () => {
  const act = (value: number) => reportHeadline({ scale: 'act_composite', value, range: null, estimated: false });
  it('ACT composite: the 1999 table as printed, labelled approximate', () => {
    expect(reportPercentiles('act', act(26))).toEqual([
      {
        section: null,
        group: 'act_national',
        percentile: 86,
        score: 26,
        source: 'act_1999_hs_profile',
        year: 1999,
        approximate: true,
      },
    ]);
    expect(reportPercentiles('act', act(20))[0]?.percentile).toBe(48);
    expect(reportPercentiles('act', act(14))[0]?.percentile).toBe(8);
  });
  it('none outside the reproduced rows, and none for SAT, TOEFL and SHSAT', () => {
    expect(reportPercentiles('act', act(13))).toEqual([]);
    const sat = reportHeadline({ scale: 'sat_total', value: null, range: [1180, 1240], estimated: true });
    expect(reportPercentiles('sat', sat)).toEqual([]);
    expect(
      reportPercentiles('toefl', reportHeadline({ scale: 'toefl_band', value: 5, range: null, estimated: false })),
    ).toEqual([]);
    expect(
      reportPercentiles(
        'shsat',
        reportHeadline({ scale: 'shsat_composite', value: 500, range: null, estimated: true }),
      ),
    ).toEqual([]);
  });
});

const drill = (testId: string, title: string, domain: string, skill: string, questions = 5): DrillSkillRow => ({
  testId,
  title,
  section: 'math',
  domain,
  skill,
  questions,
});
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

describe('practiceFor', () => {
  const drills = [
    drill(A, 'Drill: Linear equations', 'Algebra', 'Linear equations in one variable', 12),
    drill(B, 'Drill: Percentages', 'Problem-Solving and Data Analysis', 'Percentages', 12),
    drill(C, 'Mixed algebra', 'Algebra', 'Systems of two linear equations', 3),
  ];
  it('links the drill of the very skill (case and spaces aside)', () => {
    const p = practiceFor(
      { section: 'math', domain: 'algebra', skill: ' linear equations in one variable' },
      drills,
      null,
    );
    expect(p).toEqual({
      match: 'skill',
      testId: A,
      title: 'Drill: Linear equations',
      filter: { type: 'drill', section: 'math', q: 'Drill: Linear equations' },
    });
  });
  it('falls back to a drill of the domain, the one with most questions first', () => {
    const p = practiceFor({ section: 'math', domain: 'Algebra', skill: 'Linear functions' }, drills, null);
    expect(p.match).toBe('domain');
    expect(p.testId).toBe(A);
  });
  it('prefers another drill over the attempt’s own test', () => {
    const p = practiceFor({ section: 'math', domain: 'Algebra', skill: 'Linear functions' }, drills, A);
    expect(p.testId).toBe(C);
  });
  it('without any drill of the domain in the section: the catalogue filter only', () => {
    expect(
      practiceFor({ section: 'math', domain: 'Geometry and Trigonometry', skill: 'Circles' }, drills, null),
    ).toEqual({
      match: 'none',
      testId: null,
      title: null,
      filter: { type: 'drill', section: 'math', q: null },
    });
    expect(practiceFor({ section: 'english', domain: 'Algebra', skill: 'Percentages' }, drills, null).match).toBe(
      'none',
    );
  });
});

describe('domainBands and skillBands', () => {
  const skills = [
    { section: 'math' as const, domain: 'Algebra', skill: 'Linear equations in one variable', correct: 1, total: 4 },
    { section: 'math' as const, domain: 'Algebra', skill: 'Linear functions', correct: 4, total: 4 },
  ];
  it('sums a domain over its skills', () => {
    expect(domainBands(skills)).toEqual([{ section: 'math', domain: 'Algebra', correct: 5, total: 8, band: 5 }]);
  });
  it('flags weak skills (band 4 or lower) and only they get a practice link', () => {
    const rows = skillBands(
      skills,
      [drill(A, 'Drill: Linear equations', 'Algebra', 'Linear equations in one variable')],
      null,
    );
    expect(rows.map((r) => [r.band, r.weak, r.practice?.testId ?? null])).toEqual([
      [2, true, A],
      [7, false, null],
    ]);
  });
});
