import { describe, expect, it } from 'vitest';
import { placeOf, valueOf, warningsUnder } from './warnings.ts';

const sections = [
  { title: 'Reading and Writing', modules: [{ title: 'Module 1' }, { title: 'Module 2 (easier)' }] },
  { title: 'Math', modules: [{ title: 'Module 1' }] },
];

describe('where a warning points', () => {
  it('reads section, module and question paths against the saved structure', () => {
    expect(placeOf('', sections)).toEqual({ at: 'test' });
    expect(placeOf('sections.1', sections)).toEqual({ at: 'section', section: 'Math' });
    expect(placeOf('sections.1.adaptive', sections)).toEqual({ at: 'section', section: 'Math' });
    expect(placeOf('sections', sections)).toEqual({ at: 'test' });
    expect(placeOf('sections.0.modules.1', sections)).toEqual({
      at: 'module',
      section: 'Reading and Writing',
      module: 'Module 2 (easier)',
    });
    expect(placeOf('sections.0.modules.0.questionIds.3', sections)).toEqual({
      at: 'question',
      section: 'Reading and Writing',
      module: 'Module 1',
      number: 4,
    });
  });

  it('falls back to the test or the section when the path names nothing it has', () => {
    expect(placeOf('sections.5.modules.0', sections)).toEqual({ at: 'test' });
    expect(placeOf('sections.1.modules.4', sections)).toEqual({ at: 'section', section: 'Math' });
  });
});

describe('warning values', () => {
  it('tells numbers, sections and exams from other text', () => {
    expect(valueOf(27)).toEqual({ as: 'number', value: 27 });
    expect(valueOf('27')).toEqual({ as: 'number', value: 27 });
    expect(valueOf('math')).toEqual({ as: 'section', value: 'math' });
    expect(valueOf('act')).toEqual({ as: 'kind', value: 'act' });
    expect(valueOf('adaptive')).toEqual({ as: 'routing', value: 'adaptive' });
    expect(valueOf('25–27')).toEqual({ as: 'text', value: '25–27' });
    expect(valueOf('base, easier, harder')).toEqual({ as: 'text', value: 'base, easier, harder' });
    expect(valueOf(null)).toEqual({ as: 'none' });
  });

  it('picks the warnings of one module and its questions', () => {
    const w = (path: string) => ({ code: 'module_empty' as const, path, expected: null, actual: null });
    const all = [
      w('sections.0.modules.1'),
      w('sections.0.modules.1.questionIds.2'),
      w('sections.0.modules.10'),
      w('sections.0'),
    ];
    expect(warningsUnder(all, 0, 1).map((x) => x.path)).toEqual([
      'sections.0.modules.1',
      'sections.0.modules.1.questionIds.2',
    ]);
  });
});
