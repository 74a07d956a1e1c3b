import { describe, expect, it } from 'vitest';
import { TestInput, type TestInputRaw } from '@prepwell/contracts';
import { checkStructureRules } from './structure-rules.ts';

const input = (over: Partial<TestInputRaw> = {}) =>
  TestInput.parse({
    title: 'A test',
    kind: 'sat',
    type: 'module',
    version: 'sat_digital',
    sections: [{ section: 'math', title: 'Math', modules: [{ title: 'M1', position: 1, minutes: 10 }] }],
    ...over,
  });

const adaptive = (modules: { position: number; route: 'base' | 'easier' | 'harder' }[]) =>
  input({
    sections: [
      {
        section: 'math',
        title: 'Math',
        adaptive: true,
        modules: modules.map((m) => ({ title: 'M', minutes: 10, ...m })),
      },
    ],
  });

describe('structure rules (422)', () => {
  it('a well-formed linear test passes', () => {
    expect(checkStructureRules(input())).toEqual([]);
  });

  it('type, version and sections must fit the kind', () => {
    expect(
      checkStructureRules(
        input({
          kind: 'act',
          type: 'adaptive_exam',
          version: 'sat_digital',
          sections: [{ section: 'listening', title: 'L', modules: [{ title: 'M', position: 1, minutes: 5 }] }],
        }),
      ),
    ).toEqual([
      { path: 'type', key: 'test_builder.type_kind' },
      { path: 'version', key: 'test_builder.version_kind' },
      { path: 'sections.0.section', key: 'question_rules.section_kind' },
    ]);
  });

  it('an adaptive section is module 1 (base) and module 2 easier + harder, nothing else', () => {
    expect(
      checkStructureRules(
        adaptive([
          { position: 1, route: 'base' },
          { position: 2, route: 'easier' },
          { position: 2, route: 'harder' },
        ]),
      ),
    ).toEqual([]);
    expect(
      checkStructureRules(
        adaptive([
          { position: 1, route: 'base' },
          { position: 2, route: 'easier' },
        ]),
      ),
    ).toEqual([{ path: 'sections.0.modules', key: 'test_builder.adaptive_modules' }]);
    expect(
      checkStructureRules(
        adaptive([
          { position: 1, route: 'base' },
          { position: 2, route: 'base' },
          { position: 2, route: 'harder' },
        ]),
      ),
    ).toEqual([{ path: 'sections.0.modules.1', key: 'test_builder.adaptive_modules' }]);
  });

  it('a linear section has base modules at distinct positions; a one-clock test has no adaptive section', () => {
    const modules = [
      { title: 'A', position: 1, minutes: 5 },
      { title: 'B', position: 1, minutes: 5 },
      { title: 'C', position: 2, route: 'harder' as const, minutes: 5 },
    ];
    expect(checkStructureRules(input({ sections: [{ section: 'math', title: 'Math', modules }] }))).toEqual([
      { path: 'sections.0.modules.1.position', key: 'test_builder.linear_modules' },
      { path: 'sections.0.modules.2.route', key: 'test_builder.linear_modules' },
    ]);
    const clock = adaptive([
      { position: 1, route: 'base' },
      { position: 2, route: 'easier' },
      { position: 2, route: 'harder' },
    ]);
    expect(checkStructureRules({ ...clock, clock: 'test' })).toEqual([
      { path: 'sections.0.adaptive', key: 'test_builder.test_clock_adaptive' },
    ]);
  });

  it('a question twice in one module', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const other = '00000000-0000-4000-8000-000000000002';
    const modules = [{ title: 'A', position: 1, minutes: 5, questionIds: [id, other, id] }];
    expect(checkStructureRules(input({ sections: [{ section: 'math', title: 'Math', modules }] }))).toEqual([
      { path: 'sections.0.modules.0.questionIds.2', key: 'test_builder.question_twice_in_module' },
    ]);
  });
});
