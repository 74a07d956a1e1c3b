import { describe, expect, it } from 'vitest';
import type { ModuleRoute, ScoreRange, Section } from '@prepwell/contracts';
import type { Plan } from './attempt-plan.ts';
import { scoreAttempt, type StoredScoreTable, type TakenModule } from './attempt-scores.ts';
import { RW_PT4, MATH_PT4 } from '../scoring/sat-pt4.fixture.ts';

/** One module per section (`<section>-m`), linear unless adaptive with easier/harder module 2s. */
const planOf = (sections: Section[], adaptive = false): Plan => ({
  sections: sections.map((section, i) => ({ id: section, section, title: section, position: i + 1, adaptive })),
  modules: sections.flatMap((section) => [
    {
      id: `${section}-m`,
      sectionId: section,
      title: 'M1',
      position: 1,
      route: 'base' as const,
      timeLimitSeconds: 60,
      breakAfterSeconds: 0,
      questionCount: 1,
    },
    ...(adaptive
      ? (['easier', 'harder'] as const).map((route) => ({
          id: `${section}-${route}`,
          sectionId: section,
          title: 'M2',
          position: 2,
          route,
          timeLimitSeconds: 60,
          breakAfterSeconds: 0,
          questionCount: 1,
        }))
      : []),
  ]),
});

const taken = (moduleId: string, correct: number, operational: number, pending = 0): TakenModule => ({
  moduleId,
  correct,
  operational,
  pending,
});
/** A point-score table 0..max where raw r scores `f(r)`. */
const pointTable = (
  sectionId: string,
  max: number,
  f: (raw: number) => number,
  route: ModuleRoute = 'base',
): StoredScoreTable => ({
  sectionId,
  route,
  rows: Array.from({ length: max + 1 }, (_, r): ScoreRange => [f(r), f(r)]),
});

describe('scoreAttempt: sections and the headline score by exam', () => {
  it('SAT paper (linear): the PT#4 oracle, RW 40 + Math 33 → 1040–1090, official (not estimated)', () => {
    const plan = planOf(['english', 'math']);
    const tables: StoredScoreTable[] = [
      { sectionId: 'english', route: 'base', rows: RW_PT4.map(([a, b]) => [a, b] as ScoreRange) },
      { sectionId: 'math', route: 'base', rows: MATH_PT4.map(([a, b]) => [a, b] as ScoreRange) },
    ];
    const scores = scoreAttempt(
      { kind: 'sat', version: 'sat_paper' },
      plan,
      [taken('english-m', 40, 66), taken('math-m', 33, 54)],
      {},
      tables,
    );
    expect(scores.sections.map((s) => s.scaled)).toEqual([
      [530, 550],
      [510, 540],
    ]);
    expect(scores.total).toEqual([1040, 1090]);
    expect(scores.overall).toEqual({ scale: 'sat_total', value: null, range: [1040, 1090], estimated: false });
  });

  it('SAT digital (adaptive): the table of the route taken, and the total is an estimate', () => {
    const plan = planOf(['english', 'math'], true);
    const tables = [
      pointTable('english', 4, (r) => 200 + r * 100, 'harder'),
      pointTable('english', 4, (r) => 200 + r * 50, 'easier'),
      pointTable('math', 4, (r) => 200 + r * 100, 'harder'),
      pointTable('math', 4, (r) => 200 + r * 50, 'easier'),
    ];
    const scores = scoreAttempt(
      { kind: 'sat', version: 'sat_digital' },
      plan,
      [taken('english-m', 2, 2), taken('english-harder', 1, 2), taken('math-m', 0, 2), taken('math-easier', 1, 2)],
      { english: 'harder', math: 'easier' },
      tables,
    );
    expect(scores.sections.map((s) => [s.route, s.raw, s.maxRaw, s.scaled])).toEqual([
      ['harder', 3, 4, [500, 500]],
      ['easier', 1, 4, [250, 250]],
    ]);
    expect(scores.overall).toEqual({ scale: 'sat_total', value: 750, range: [750, 750], estimated: true });
  });

  it('SAT without tables, or a single section: the raw total', () => {
    const scores = scoreAttempt(
      { kind: 'sat', version: 'sat_digital' },
      planOf(['math']),
      [taken('math-m', 7, 10)],
      {},
      [pointTable('math', 10, (r) => 200 + r * 60)],
    );
    expect(scores.overall).toEqual({ scale: 'raw', value: 7, range: null, estimated: false });
    expect(
      scoreAttempt(
        { kind: 'sat', version: 'sat_paper' },
        planOf(['english', 'math']),
        [taken('english-m', 1, 2), taken('math-m', 2, 2)],
        {},
        [],
      ).overall,
    ).toEqual({
      scale: 'raw',
      value: 3,
      range: null,
      estimated: false,
    });
  });

  it('ACT: classic composite of E, M, R, S rounded half up; enhanced of E, M, R; none without the sections it needs', () => {
    const all: Section[] = ['english', 'math', 'reading', 'science'];
    // Raw r → scale r (a test table), so the section scores are the raws.
    const tables = all.map((s) => pointTable(s, 36, (r) => Math.max(1, r)));
    const takenAll = [
      taken('english-m', 25, 36),
      taken('math-m', 26, 36),
      taken('reading-m', 25, 36),
      taken('science-m', 26, 36),
    ];
    expect(scoreAttempt({ kind: 'act', version: 'act_classic' }, planOf(all), takenAll, {}, tables).overall).toEqual({
      scale: 'act_composite',
      value: 26, // 25.5 rounds up
      range: null,
      estimated: false,
      stem: 26, // Math 26, Science 26
    });
    expect(
      scoreAttempt({ kind: 'act', version: 'act_enhanced' }, planOf(all), takenAll, {}, tables).overall,
    ).toMatchObject({ scale: 'act_composite', value: 25 }); // 25.33
    const noScience = planOf(['english', 'math', 'reading']);
    expect(
      scoreAttempt({ kind: 'act', version: 'act_classic' }, noScience, takenAll.slice(0, 3), {}, tables).overall,
    ).toBeNull();
    expect(
      scoreAttempt({ kind: 'act', version: 'act_enhanced' }, noScience, takenAll.slice(0, 3), {}, tables).overall,
    ).toMatchObject({ value: 25, stem: null }); // no Science: no STEM
    // A section without a table: no composite.
    expect(
      scoreAttempt({ kind: 'act', version: 'act_enhanced' }, noScience, takenAll.slice(0, 3), {}, tables.slice(0, 2))
        .overall,
    ).toBeNull();
  });

  it('TOEFL 2026: tables hold half-bands; a section with rated items pending has no band; the overall band needs all four', () => {
    const four: Section[] = ['reading', 'listening', 'speaking', 'writing'];
    // Half-band tables: raw r → 2 + r (band 1.0 + r/2), up to 12 (band 6.0).
    const tables = four.map((s) => pointTable(s, 10, (r) => 2 + r));
    const plan = planOf(four);
    const done = [
      taken('reading-m', 8, 10),
      taken('listening-m', 7, 10),
      taken('speaking-m', 6, 10),
      taken('writing-m', 6, 10),
    ];
    const scores = scoreAttempt({ kind: 'toefl', version: 'toefl_2026' }, plan, done, {}, tables);
    expect(scores.sections.map((s) => s.band)).toEqual([5, 4.5, 4, 4]);
    // Mean 4.375 → nearest half band 4.5.
    expect(scores.overall).toEqual({ scale: 'toefl_band', value: 4.5, range: null, estimated: false });

    const pending = scoreAttempt(
      { kind: 'toefl', version: 'toefl_2026' },
      plan,
      [...done.slice(0, 3), taken('writing-m', 6, 10, 2)],
      {},
      tables,
    );
    expect(pending.sections.map((s) => [s.pending, s.band])).toEqual([
      [0, 5],
      [0, 4.5],
      [0, 4],
      [2, null],
    ]);
    expect(pending.overall).toEqual({ scale: 'toefl_band', value: null, range: null, estimated: false });
    // One section alone has a band but no overall.
    const reading = scoreAttempt({ kind: 'toefl', version: 'toefl_2026' }, planOf(['reading']), [done[0]!], {}, tables);
    expect(reading.sections[0]!.band).toBe(5);
    expect(reading.overall).toBeNull();
  });

  it('TOEFL before 2026: the 0–120 total of the four sections', () => {
    const four: Section[] = ['reading', 'listening', 'speaking', 'writing'];
    const tables = four.map((s) => pointTable(s, 30, (r) => r));
    const scores = scoreAttempt(
      { kind: 'toefl', version: 'toefl_2023' },
      planOf(four),
      four.map((s) => taken(`${s}-m`, 25, 30)),
      {},
      tables,
    );
    expect(scores.sections.every((s) => s.band === null)).toBe(true);
    expect(scores.overall).toEqual({ scale: 'toefl_total', value: 100, range: [100, 100], estimated: false });
  });

  it('SHSAT: composite = ELA + Math scaled, always an estimate', () => {
    const tables = [pointTable('ela', 47, (r) => 100 + r * 5), pointTable('math', 47, (r) => 100 + r * 4)];
    const scores = scoreAttempt(
      { kind: 'shsat', version: 'shsat' },
      planOf(['ela', 'math']),
      [taken('ela-m', 40, 47), taken('math-m', 30, 47)],
      {},
      tables,
    );
    expect(scores.overall).toEqual({ scale: 'shsat_composite', value: 520, range: [520, 520], estimated: true });
  });
});

describe('scoreAttempt: graded sections outside TOEFL 2026', () => {
  const rating = (score: number, max: number, task: string | null = null) => ({ score, max, task });

  it('ACT: STEM is the mean of Math and Science, halves up; the graded essay is the Writing score, 2–12, outside the composite', () => {
    const sections: Section[] = ['english', 'math', 'reading', 'science', 'writing'];
    const tables = (['english', 'math', 'reading', 'science'] as const).map((s) =>
      pointTable(s, 36, (r) => Math.max(1, r)),
    );
    const base = [
      taken('english-m', 24, 36),
      taken('math-m', 23, 36),
      taken('reading-m', 23, 36),
      taken('science-m', 22, 36),
    ];
    const pendingEssay = scoreAttempt(
      { kind: 'act', version: 'act_enhanced' },
      planOf(sections),
      [...base, taken('writing-m', 0, 0, 1)],
      {},
      tables,
    );
    expect(pendingEssay.sections.find((s) => s.section === 'writing')).toMatchObject({ scaled: null, pending: 1 });
    // E 24, M 23, R 23 → 23.33 → 23; STEM (23 + 22) / 2 = 22.5 → 23.
    expect(pendingEssay.overall).toMatchObject({ scale: 'act_composite', value: 23, stem: 23 });
    const graded = (score: number) =>
      scoreAttempt(
        { kind: 'act', version: 'act_enhanced' },
        planOf(sections),
        [...base, { ...taken('writing-m', 0, 0, 0), ratings: [rating(score, 12)] }],
        {},
        tables,
      );
    expect(graded(9).sections.find((s) => s.section === 'writing')!.scaled).toEqual([9, 9]);
    expect(graded(0).sections.find((s) => s.section === 'writing')!.scaled).toEqual([2, 2]); // the scale's floor
    expect(graded(9).overall).toMatchObject({ value: 23, stem: 23 }); // the essay never moves the composite
  });

  it('legacy TOEFL: rated Speaking and Writing become 0–30 by the estimated conversion, and the 0–120 total follows', () => {
    const sections: Section[] = ['reading', 'listening', 'speaking', 'writing'];
    const tables = (['reading', 'listening'] as const).map((s) => pointTable(s, 10, (r) => r * 3));
    const base = [taken('reading-m', 8, 10), taken('listening-m', 9, 10)];
    const version = { kind: 'toefl', version: 'toefl_2023' } as const;
    const pending = scoreAttempt(
      version,
      planOf(sections),
      [...base, taken('speaking-m', 0, 0, 1), taken('writing-m', 0, 0, 1)],
      {},
      tables,
    );
    expect(pending.overall).toEqual({ scale: 'toefl_total', value: null, range: null, estimated: false });
    const graded = scoreAttempt(
      version,
      planOf(sections),
      [
        ...base,
        { ...taken('speaking-m', 0, 0, 0), ratings: [rating(3, 4, 'independent_speaking')] },
        { ...taken('writing-m', 0, 0, 0), ratings: [rating(4, 5, 'academic_discussion')] },
      ],
      {},
      tables,
    );
    // Speaking 3/4 × 30 = 22.5 → 23; Writing 4/5 × 30 = 24; total 24 + 27 + 23 + 24 = 98, estimated.
    expect(graded.sections.map((s) => s.scaled)).toEqual([
      [24, 24],
      [27, 27],
      [23, 23],
      [24, 24],
    ]);
    expect(graded.overall).toEqual({ scale: 'toefl_total', value: 98, range: [98, 98], estimated: true });
  });
});

describe('scoreAttempt: practice tables', () => {
  it('a linear SAT on practice tables (origin estimate) is an estimated total; on a centre’s own tables it is not', () => {
    const plan = planOf(['english', 'math']);
    const table = (sectionId: string, origin: 'estimate' | 'own'): StoredScoreTable => ({
      ...pointTable(sectionId, 2, (r) => 200 + r * 300),
      origin,
    });
    const taken2 = [taken('english-m', 2, 2), taken('math-m', 1, 2)];
    const score = (origin: 'estimate' | 'own') =>
      scoreAttempt({ kind: 'sat', version: 'sat_paper' }, plan, taken2, {}, [
        table('english', origin),
        table('math', origin),
      ]).overall;
    expect(score('estimate')).toEqual({ scale: 'sat_total', value: 1300, range: [1300, 1300], estimated: true });
    expect(score('own')).toMatchObject({ value: 1300, estimated: false });
  });
});
