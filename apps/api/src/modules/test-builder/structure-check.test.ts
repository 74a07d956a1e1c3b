import { describe, expect, it } from 'vitest';
import type { ModuleRoute, Section } from '@prepwell/contracts';
import { checkStructure, type CheckedModule, type CheckedQuestion, type CheckedTest } from './structure-check.ts';

let serial = 0;
const questions = (n: number, section: Section, extra: Partial<CheckedQuestion> = {}): CheckedQuestion[] =>
  Array.from({ length: n }, () => ({ id: `q${serial++}`, section, kind: 'sat', passageId: null, ...extra }));

const mod = (
  position: number,
  route: ModuleRoute,
  minutes: number,
  qs: CheckedQuestion[],
  breakAfterMinutes = 0,
): CheckedModule => ({ position, route, minutes, breakAfterMinutes, questions: qs });

/** The digital SAT as exams.md §1.1 has it: RW 27/32 ×2 with a 10-minute break after, Math 22/35 ×2, both adaptive. */
const digitalSat = (): CheckedTest => ({
  kind: 'sat',
  type: 'adaptive_exam',
  version: 'sat_digital',
  sections: [
    {
      section: 'english',
      adaptive: true,
      modules: [
        mod(1, 'base', 32, questions(27, 'english')),
        mod(2, 'easier', 32, questions(27, 'english'), 10),
        mod(2, 'harder', 32, questions(27, 'english'), 10),
      ],
    },
    {
      section: 'math',
      adaptive: true,
      modules: [
        mod(1, 'base', 35, questions(22, 'math')),
        mod(2, 'easier', 35, questions(22, 'math')),
        mod(2, 'harder', 35, questions(22, 'math')),
      ],
    },
  ],
});

const codes = (t: CheckedTest) => checkStructure(t).map((w) => `${w.code} ${w.path}`);

describe('structure check against the real exam (exams.md)', () => {
  it('a digital SAT built like the real one has no warning', () => {
    expect(checkStructure(digitalSat())).toEqual([]);
  });

  it('a SAT module with 25 questions is a question-count warning on that module (27 expected)', () => {
    const t = digitalSat();
    const [rw, math] = t.sections;
    const short = { ...rw!, modules: [mod(1, 'base', 32, questions(25, 'english')), ...rw!.modules.slice(1)] };
    expect(checkStructure({ ...t, sections: [short, math!] })).toEqual([
      { code: 'module_question_count', path: 'sections.0.modules.0', expected: 27, actual: 25 },
    ]);
  });

  it('Math module minutes, a missing break after RW, a linear section', () => {
    const t = digitalSat();
    const [rw, math] = t.sections as [CheckedTest['sections'][number], CheckedTest['sections'][number]];
    const rwModules = rw.modules.map((m) => ({ ...m, breakAfterMinutes: 0 }));
    const mathModules = math.modules.map((m, j) => (j === 2 ? { ...m, minutes: 30 } : m));
    const warned = checkStructure({
      ...t,
      sections: [
        { ...rw, modules: rwModules },
        { ...math, adaptive: false, modules: mathModules },
      ],
    });
    expect(warned).toEqual(
      expect.arrayContaining([
        { code: 'break_missing', path: 'sections.0.modules.1', expected: 10, actual: 0 },
        { code: 'break_missing', path: 'sections.0.modules.2', expected: 10, actual: 0 },
        { code: 'adaptive_routes', path: 'sections.1.adaptive', expected: 'adaptive', actual: 'linear' },
        { code: 'module_minutes', path: 'sections.1.modules.2', expected: 35, actual: 30 },
      ]),
    );
    expect(warned).toHaveLength(4);
  });

  it('sections out of order, missing and repeated', () => {
    const t = digitalSat();
    expect(codes({ ...t, sections: [t.sections[1]!, t.sections[0]!] })).toContain('section_order sections.0');
    expect(checkStructure({ ...t, sections: [t.sections[0]!] })).toContainEqual({
      code: 'section_missing',
      path: 'sections',
      expected: 'math',
      actual: null,
    });
    expect(codes({ ...t, sections: [...t.sections, t.sections[1]!] })).toContain('section_unexpected sections.2');
  });

  it('drills, modules and sections get only the generic checks', () => {
    const drill: CheckedTest = {
      kind: 'sat',
      type: 'drill',
      version: 'sat_digital',
      sections: [{ section: 'math', adaptive: false, modules: [mod(1, 'base', 10, questions(5, 'math'))] }],
    };
    expect(checkStructure(drill)).toEqual([]);
    const empty = { ...drill, sections: [{ ...drill.sections[0]!, modules: [mod(1, 'base', 10, [])] }] };
    expect(checkStructure(empty)).toEqual([
      { code: 'module_empty', path: 'sections.0.modules.0', expected: null, actual: 0 },
    ]);
  });

  it('ACT: the enhanced Science is optional, the classic one is not; the enhanced break follows Math', () => {
    const section = (s: Section, n: number, minutes: number, breakAfter = 0) => ({
      section: s,
      adaptive: false,
      modules: [mod(1, 'base', minutes, questions(n, s, { kind: 'act' }), breakAfter)],
    });
    const enhanced: CheckedTest = {
      kind: 'act',
      type: 'full_mock',
      version: 'act_enhanced',
      sections: [section('english', 50, 35), section('math', 45, 50, 10), section('reading', 36, 40)],
    };
    expect(checkStructure(enhanced)).toEqual([]);
    expect(
      codes({ ...enhanced, sections: [enhanced.sections[0]!, section('math', 45, 50), enhanced.sections[2]!] }),
    ).toEqual(['break_missing sections.1.modules.0']);
    const classic: CheckedTest = {
      ...enhanced,
      version: 'act_classic',
      sections: [section('english', 75, 45), section('math', 60, 60), section('reading', 40, 30)],
    };
    expect(checkStructure(classic)).toEqual([
      { code: 'section_missing', path: 'sections', expected: 'science', actual: null },
      { code: 'module_minutes', path: 'sections.2.modules.0', expected: 35, actual: 30 },
    ]);
  });

  it('TOEFL 2026 figures are "about" (±10%); SHSAT sections share 180 minutes', () => {
    const toefl = (reading: number): CheckedTest => ({
      kind: 'toefl',
      type: 'full_mock',
      version: 'toefl_2026',
      sections: [
        {
          section: 'reading',
          adaptive: true,
          modules: [
            mod(1, 'base', 15, questions(reading, 'reading', { kind: 'toefl' })),
            mod(2, 'easier', 15, questions(25, 'reading', { kind: 'toefl' })),
            mod(2, 'harder', 15, questions(25, 'reading', { kind: 'toefl' })),
          ],
        },
        {
          section: 'listening',
          adaptive: true,
          modules: [
            mod(1, 'base', 15, questions(23, 'listening', { kind: 'toefl' })),
            mod(2, 'easier', 14, questions(24, 'listening', { kind: 'toefl' })),
            mod(2, 'harder', 14, questions(24, 'listening', { kind: 'toefl' })),
          ],
        },
        {
          section: 'writing',
          adaptive: false,
          modules: [mod(1, 'base', 23, questions(12, 'writing', { kind: 'toefl' }))],
        },
        {
          section: 'speaking',
          adaptive: false,
          modules: [mod(1, 'base', 8, questions(11, 'speaking', { kind: 'toefl' }))],
        },
      ],
    });
    expect(checkStructure(toefl(27))).toEqual([]);
    expect(checkStructure(toefl(14))).toEqual([
      { code: 'module_question_count', path: 'sections.0', expected: '45–55', actual: 39 },
    ]);
    const shsat: CheckedTest = {
      kind: 'shsat',
      type: 'full_mock',
      version: 'shsat',
      sections: [
        { section: 'math', adaptive: false, modules: [mod(1, 'base', 90, questions(57, 'math', { kind: 'shsat' }))] },
        { section: 'ela', adaptive: false, modules: [mod(1, 'base', 90, questions(57, 'ela', { kind: 'shsat' }))] },
      ],
    };
    expect(checkStructure(shsat)).toEqual([]);
    const short = {
      ...shsat,
      sections: [
        shsat.sections[0]!,
        { ...shsat.sections[1]!, modules: [mod(1, 'base', 33, questions(21, 'ela', { kind: 'shsat' }))] },
      ],
    };
    expect(checkStructure(short)).toEqual([
      { code: 'module_question_count', path: 'sections.1.modules.0', expected: 57, actual: 21 },
      { code: 'module_minutes', path: 'sections', expected: 180, actual: 123 },
    ]);
  });
});

describe('generic checks', () => {
  const drillOf = (modules: CheckedModule[], adaptive = false): CheckedTest => ({
    kind: 'sat',
    type: 'module',
    version: 'sat_digital',
    sections: [{ section: 'english', adaptive, modules }],
  });

  it('a question of another section or exam', () => {
    const qs = [...questions(1, 'english'), ...questions(1, 'math'), ...questions(1, 'english', { kind: 'act' })];
    expect(checkStructure(drillOf([mod(1, 'base', 10, qs)]))).toEqual([
      {
        code: 'question_section_mismatch',
        path: 'sections.0.modules.0.questionIds.1',
        expected: 'english',
        actual: 'math',
      },
      { code: 'question_kind_mismatch', path: 'sections.0.modules.0.questionIds.2', expected: 'sat', actual: 'act' },
    ]);
  });

  it('a question met twice is repeated; the same one in the easier and the harder module 2 is not', () => {
    const [a, b, c] = questions(3, 'english') as [CheckedQuestion, CheckedQuestion, CheckedQuestion];
    const adaptive = drillOf(
      [mod(1, 'base', 10, [a]), mod(2, 'easier', 10, [b, c]), mod(2, 'harder', 10, [b, a])],
      true,
    );
    expect(checkStructure(adaptive)).toEqual([
      { code: 'question_repeated', path: 'sections.0.modules.2.questionIds.1', expected: 1, actual: 2 },
    ]);
  });

  it('a passage whose questions are not together in one module is split', () => {
    const p = (passageId: string) => questions(1, 'english', { passageId })[0]!;
    const [x] = questions(1, 'english');
    expect(codes(drillOf([mod(1, 'base', 10, [p('P'), p('P'), x!, p('P')])]))).toEqual([
      'passage_split sections.0.modules.0.questionIds.3',
    ]);
    expect(codes(drillOf([mod(1, 'base', 10, [p('P'), p('P')]), mod(2, 'base', 10, [p('P')])]))).toEqual([
      'passage_split sections.0.modules.1.questionIds.0',
    ]);
    // The easier and the harder module 2 may both use a passage: a student meets one of them.
    const routes = drillOf(
      [mod(1, 'base', 10, [x!]), mod(2, 'easier', 10, [p('Q')]), mod(2, 'harder', 10, [p('Q'), p('Q')])],
      true,
    );
    expect(checkStructure(routes)).toEqual([]);
  });
});
