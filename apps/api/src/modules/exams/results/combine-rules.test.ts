import { describe, expect, it } from 'vitest';
import type { ScoreRange, Section, SectionRawScore } from '@prepwell/contracts';
import { combineAttempts, requiredSections, type CombineCandidate } from './combine-rules.ts';

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

const section = (
  name: Section,
  raw: number,
  scaled: ScoreRange | null,
  route: SectionRawScore['route'] = 'base',
): SectionRawScore => ({
  sectionId: uuid(),
  section: name,
  route,
  raw,
  maxRaw: 40,
  scaled,
  band: null,
  pending: 0,
});

const attempt = (sections: SectionRawScore[], over: Partial<CombineCandidate> = {}): CombineCandidate => ({
  id: uuid(),
  studentId: 'student-1',
  studentName: 'Ada Lovelace',
  status: 'completed',
  kind: 'sat',
  version: 'sat_digital',
  testTitle: `Test ${n}`,
  completedAt: new Date('2026-02-01T10:00:00Z'),
  scores: { sections, total: null, scaled: sections.every((s) => s.scaled), overall: null },
  ...over,
});

describe('combineAttempts', () => {
  it('adds SAT sections of two tests into a total, sections in the exam’s order', () => {
    const math = attempt([section('math', 30, [600, 620])]);
    const rw = attempt([section('english', 40, [650, 670], 'harder')]);
    const outcome = combineAttempts([math, rw]);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.report.sections.map((s) => [s.section, s.userExamId, s.testTitle])).toEqual([
      ['english', rw.id, rw.testTitle],
      ['math', math.id, math.testTitle],
    ]);
    expect(outcome.report.total).toEqual([1250, 1290]);
    // A routed (adaptive) digital section makes the total an estimate (exams.md §1.3).
    expect(outcome.report.overall).toEqual({ scale: 'sat_total', value: null, range: [1250, 1290], estimated: true });
    expect(outcome.report.sections[0]!.completedAt).toBe('2026-02-01T10:00:00.000Z');
    expect(outcome.report.studentName).toBe('Ada Lovelace');
  });

  it('makes the ACT composite the rounded mean of four sections from different attempts', () => {
    const act = { kind: 'act', version: 'act_classic' } as const;
    const outcome = combineAttempts([
      attempt([section('english', 60, [30, 30]), section('math', 45, [27, 27])], act),
      attempt([section('reading', 30, [28, 28])], act),
      attempt([section('science', 30, [26, 26])], act),
    ]);
    expect(outcome.ok && outcome.report.overall).toEqual({
      scale: 'act_composite',
      value: 28,
      range: null,
      estimated: false,
      stem: 27, // (27 + 26) / 2 = 26.5 → 27
    });
    expect(outcome.ok && outcome.report.total).toEqual([111, 111]);
  });

  it('gives raw scores without a total when a section has no scaled score', () => {
    const outcome = combineAttempts([
      attempt([section('math', 3, null)]),
      attempt([section('english', 4, [500, 500])]),
    ]);
    expect(outcome.ok && outcome.report.total).toBeNull();
    expect(outcome.ok && outcome.report.overall).toMatchObject({ scale: 'raw', value: 7 });
  });

  it('refuses an unfinished attempt with exam_attempt, naming it', () => {
    const outcome = combineAttempts([
      attempt([section('math', 3, null)]),
      attempt([], { status: 'in_progress', scores: null }),
    ]);
    expect(outcome).toMatchObject({
      ok: false,
      code: 'exam_attempt',
      problems: [{ path: 'userExamIds.1', key: 'combine.not_completed' }],
    });
  });

  it('refuses a repeated section, naming the attempt that repeats it and the section', () => {
    const outcome = combineAttempts([
      attempt([section('english', 1, [300, 300]), section('math', 2, [400, 400])]),
      attempt([section('math', 3, [500, 500])]),
    ]);
    expect(outcome).toEqual({
      ok: false,
      code: 'validation_failed',
      problems: [{ path: 'userExamIds.1', key: 'combine.repeated_section' }],
      details: { repeated: ['math'], missing: [] },
    });
  });

  it('refuses an incomplete selection, another student’s attempt and another exam', () => {
    expect(
      combineAttempts([attempt([section('english', 1, [300, 300])]), attempt([section('english', 2, [300, 300])])]),
    ).toMatchObject({
      code: 'validation_failed',
      problems: [
        { path: 'userExamIds.1', key: 'combine.repeated_section' },
        { path: 'userExamIds', key: 'combine.incomplete' },
      ],
      details: { repeated: ['english'], missing: ['math'] },
    });
    expect(
      combineAttempts([
        attempt([section('english', 1, [300, 300])]),
        attempt([section('math', 2, [300, 300])], { studentId: 'student-2' }),
      ]),
    ).toMatchObject({ problems: [{ path: 'userExamIds.1', key: 'combine.other_student' }] });
    expect(
      combineAttempts([
        attempt([section('english', 1, [300, 300])]),
        attempt([section('math', 2, [300, 300])], { version: 'sat_paper' }),
      ]),
    ).toMatchObject({ problems: [{ path: 'userExamIds.1', key: 'combine.other_exam' }] });
  });

  it('needs English, Math and Reading for the enhanced ACT (Science is optional) and all four for the classic one', () => {
    expect(requiredSections('act', 'act_enhanced')).toEqual(['english', 'math', 'reading']);
    expect(requiredSections('act', 'act_classic')).toEqual(['english', 'math', 'reading', 'science']);
    expect(requiredSections('toefl', 'toefl_2026')).toEqual(['reading', 'listening', 'speaking', 'writing']);
  });
});
