import { describe, expect, it } from 'vitest';
import type { ScoreRange } from '@prepwell/contracts';
import {
  checkTables,
  maxRawOf,
  routesOfSection,
  sectionScale,
  tableTargets,
  type RuleModule,
} from './score-table-rules.ts';

const S = '00000000-0000-4000-8000-000000000001';
const M = '00000000-0000-4000-8000-000000000002';

/** An adaptive RW section (M1 3 scored, easier 2, harder 4) and a linear Math section of two stages (2 + 1). */
const MODULES: RuleModule[] = [
  { sectionId: S, position: 1, route: 'base', operational: 3 },
  { sectionId: S, position: 2, route: 'easier', operational: 2 },
  { sectionId: S, position: 2, route: 'harder', operational: 4 },
  { sectionId: M, position: 1, route: 'base', operational: 2 },
  { sectionId: M, position: 2, route: 'base', operational: 1 },
];
const targets = tableTargets(
  { kind: 'sat', version: 'sat_digital' },
  [
    { id: S, section: 'english' },
    { id: M, section: 'math' },
  ],
  MODULES,
);

const rising = (n: number, from = 200, step = 100): ScoreRange[] =>
  Array.from({ length: n }, (_, i): ScoreRange => [from + i * step, from + i * step]);

describe('sectionScale', () => {
  it('follows exams.md per exam and format', () => {
    expect(sectionScale('sat', 'sat_digital', 'math')).toEqual([200, 800]);
    expect(sectionScale('sat', 'sat_paper', 'english')).toEqual([200, 800]);
    expect(sectionScale('act', 'act_enhanced', 'science')).toEqual([1, 36]);
    expect(sectionScale('toefl', 'toefl_2026', 'reading')).toEqual([2, 12]);
    expect(sectionScale('toefl', 'toefl_2019', 'listening')).toEqual([0, 30]);
    expect(sectionScale('shsat', 'shsat', 'ela')).toEqual([0, 400]);
    expect(sectionScale('sat', 'sat_digital', 'science')).toBeNull();
  });
});

describe('routes and raw maxima', () => {
  it('gives an adaptive section an easier and a harder table, a linear one a base table', () => {
    expect(routesOfSection(MODULES.filter((m) => m.sectionId === S))).toEqual(['easier', 'harder']);
    expect(routesOfSection(MODULES.filter((m) => m.sectionId === M))).toEqual(['base']);
  });

  it('counts module 1 plus the route’s module 2, or every stage of a linear section', () => {
    const rw = MODULES.filter((m) => m.sectionId === S);
    expect(maxRawOf(rw, 'easier')).toBe(5);
    expect(maxRawOf(rw, 'harder')).toBe(7);
    expect(
      maxRawOf(
        MODULES.filter((m) => m.sectionId === M),
        'base',
      ),
    ).toBe(3);
    expect(targets.map((t) => [t.route, t.maxRaw])).toEqual([
      ['easier', 5],
      ['harder', 7],
      ['base', 3],
    ]);
  });
});

describe('checkTables', () => {
  it('accepts a table with a row for every raw score, non-decreasing, within the scale', () => {
    expect(checkTables([{ sectionId: M, route: 'base', rows: rising(4) }], targets)).toEqual([]);
    // Ranges that stay equal across raw scores are fine.
    const flat: ScoreRange[] = [
      [200, 200],
      [200, 220],
      [200, 220],
      [800, 800],
    ];
    expect(checkTables([{ sectionId: M, route: 'base', rows: flat }], targets)).toEqual([]);
  });

  it('names every problem with its path', () => {
    const problems = checkTables(
      [
        // Missing raw 3.
        { sectionId: M, route: 'base', rows: rising(3) },
        // Raw 2 goes down, raw 3 is inverted, raw 4 is above 800.
        {
          sectionId: S,
          route: 'easier',
          rows: [
            [200, 200],
            [400, 400],
            [300, 300],
            [500, 450],
            [600, 600],
            [790, 810],
          ],
        },
        // A linear section has no `harder` table; an unknown section.
        { sectionId: M, route: 'harder', rows: rising(4) },
        { sectionId: '00000000-0000-4000-8000-000000000009', route: 'base', rows: rising(4) },
        // The same section and route twice.
        { sectionId: M, route: 'base', rows: rising(4) },
      ],
      targets,
    );
    expect(problems).toEqual([
      { path: 'tables.0.rows', key: 'score_tables.row_count' },
      { path: 'tables.1.rows.2', key: 'score_tables.decreasing' },
      { path: 'tables.1.rows.3', key: 'score_tables.inverted' },
      { path: 'tables.1.rows.5', key: 'score_tables.out_of_scale' },
      { path: 'tables.2.route', key: 'score_tables.unknown_route' },
      { path: 'tables.3.sectionId', key: 'score_tables.unknown_section' },
      { path: 'tables.4.route', key: 'score_tables.repeated' },
    ]);
  });

  it('refuses extra rows beyond the raw maximum and scores below the scale', () => {
    expect(checkTables([{ sectionId: M, route: 'base', rows: rising(5, 200, 50) }], targets)).toEqual([
      { path: 'tables.0.rows', key: 'score_tables.row_count' },
    ]);
    expect(checkTables([{ sectionId: M, route: 'base', rows: rising(4, 100) }], targets)).toEqual([
      { path: 'tables.0.rows.0', key: 'score_tables.out_of_scale' },
    ]);
  });
});
