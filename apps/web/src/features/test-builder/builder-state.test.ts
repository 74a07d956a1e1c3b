import { TestInput, type PlacedQuestion, type TestStructure } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { builderReducer, setField } from './builder-reducer.ts';
import { draftOf, draftProblems, emptyDraft, toTestInput, type BuilderNames } from './builder-state.ts';

const names: BuilderNames = {
  section: (kind, section) => `${kind}:${section}`,
  module: (position, route) => `M${position}${route === 'base' ? '' : `-${route}`}`,
};
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const q = (n: number, passageId: string | null = null): PlacedQuestion => ({
  id: uuid(n),
  type: 'multiple_choice',
  preview: `Question ${n}`,
  difficulty: null,
  domain: null,
  skill: null,
  passageId,
  section: 'english',
});

describe('a new test', () => {
  it('starts as a full mock of the exam with every section, the digital SAT adaptive with its break', () => {
    const draft = emptyDraft('sat', names);
    expect(draft).toMatchObject({
      kind: 'sat',
      type: 'full_mock',
      version: 'sat_digital',
      clock: 'module',
      mode: null,
    });
    expect(
      draft.sections.map((s) => [
        s.section,
        s.adaptive,
        s.modules.map((m) => `${m.title}/${m.minutes}/${m.breakAfterMinutes}`),
      ]),
    ).toEqual([
      ['english', true, ['M1/32/0', 'M2-easier/32/10', 'M2-harder/32/10']],
      ['math', true, ['M1/35/0', 'M2-easier/35/0', 'M2-harder/35/0']],
    ]);
  });

  it('is one clock for the SHSAT, linear sections for the ACT', () => {
    expect(emptyDraft('shsat', names).clock).toBe('test');
    const act = emptyDraft('act', names);
    expect(act.sections.map((s) => s.section)).toEqual(['english', 'math', 'reading', 'science']);
    expect(act.sections.every((s) => !s.adaptive && s.modules.length === 1)).toBe(true);
  });
});

describe('the body sent to the server', () => {
  it('passes the contract, with positions, routes, question ids in order and empty directions', () => {
    let draft = emptyDraft('sat', names);
    draft = builderReducer(draft, setField('title', '  Mock A  '));
    draft = builderReducer(draft, { type: 'addQuestions', s: 0, m: 0, questions: [q(1), q(2)] });
    draft = builderReducer(draft, { type: 'section', s: 0, patch: { harderAtOrAbove: 0.55, directions: '<p></p>' } });
    const input = TestInput.parse(toTestInput(draft));
    expect(input.title).toBe('Mock A');
    const [rw] = input.sections;
    expect(rw?.harderAtOrAbove).toBe(0.55);
    expect(rw?.directions).toBe('');
    expect(rw?.modules.map((m) => [m.position, m.route, m.questionIds])).toEqual([
      [1, 'base', [uuid(1), uuid(2)]],
      [2, 'easier', []],
      [2, 'harder', []],
    ]);
  });

  it('round-trips a saved structure, ids kept and modules in route order', () => {
    const saved = {
      id: uuid(100),
      rootId: uuid(100),
      revision: 2,
      status: 'draft',
      owner: 'own',
      readOnly: false,
      title: 'T',
      description: '',
      kind: 'sat',
      type: 'adaptive_exam',
      version: 'sat_digital',
      mode: 'exam',
      directions: 'Read $x$.',
      clock: 'module',
      questionCount: 1,
      minutes: 64,
      attemptCount: 0,
      versions: [],
      warnings: [],
      updatedAt: '2026-01-01T00:00:00.000Z',
      sections: [
        {
          id: uuid(200),
          section: 'english',
          title: 'RW',
          adaptive: true,
          harderAtOrAbove: null,
          directions: '',
          modules: [
            {
              id: uuid(303),
              title: 'H',
              position: 2,
              route: 'harder',
              minutes: 32,
              breakAfterMinutes: 10,
              directions: '',
              questionIds: [],
              questions: [],
            },
            {
              id: uuid(301),
              title: 'B',
              position: 1,
              route: 'base',
              minutes: 32,
              breakAfterMinutes: 0,
              directions: '',
              questionIds: [uuid(1)],
              questions: [q(1)],
            },
            {
              id: uuid(302),
              title: 'E',
              position: 2,
              route: 'easier',
              minutes: 32,
              breakAfterMinutes: 10,
              directions: '',
              questionIds: [],
              questions: [],
            },
          ],
        },
      ],
    } satisfies TestStructure;
    const input = TestInput.parse(toTestInput(draftOf(saved)));
    expect(input.directions).toContain('<span data-math="inline">x</span>');
    expect(input.sections[0]?.id).toBe(uuid(200));
    expect(input.sections[0]?.modules.map((m) => [m.id, m.position, m.route])).toEqual([
      [uuid(301), 1, 'base'],
      [uuid(302), 2, 'easier'],
      [uuid(303), 2, 'harder'],
    ]);
    expect(input.mode).toBe('exam');
  });
});

describe('the reducer', () => {
  it('turns routing off and on without losing a module', () => {
    let draft = emptyDraft('sat', names);
    draft = builderReducer(draft, { type: 'addQuestions', s: 1, m: 2, questions: [q(7)] });
    draft = builderReducer(draft, { type: 'adaptive', s: 1, adaptive: false, names });
    expect(draft.sections[1]?.modules.map((m) => m.route)).toEqual(['base', 'base', 'base']);
    expect(toTestInput(draft).sections[1]?.modules.map((m) => m.position)).toEqual([1, 2, 3]);
    draft = builderReducer(draft, { type: 'removeModule', s: 1, m: 1 });
    draft = builderReducer(draft, { type: 'adaptive', s: 1, adaptive: true, names });
    expect(draft.sections[1]?.modules.map((m) => [m.route, m.questions.length])).toEqual([
      ['base', 0],
      ['easier', 1],
      ['harder', 0],
    ]);
  });

  it('keeps the untouched sections as they were (no re-render)', () => {
    const draft = emptyDraft('sat', names);
    const next = builderReducer(draft, { type: 'module', s: 1, m: 0, patch: { minutes: 40 } });
    expect(next.sections[0]).toBe(draft.sections[0]);
    expect(next.sections[1]?.modules[1]).toBe(draft.sections[1]?.modules[1]);
    expect(next.sections[1]?.modules[0]?.minutes).toBe(40);
  });

  it('moves, steps and removes questions, passages together', () => {
    let draft = emptyDraft('act', names);
    draft = builderReducer(draft, { type: 'addQuestions', s: 0, m: 0, questions: [q(1), q(2, 'P'), q(3), q(4, 'P')] });
    const order = () => draft.sections[0]?.modules[0]?.questions.map((x) => x.id.slice(-1)).join('');
    expect(order()).toBe('1243');
    draft = builderReducer(draft, { type: 'stepQuestion', s: 0, m: 0, index: 3, delta: -1 });
    expect(order()).toBe('1324');
    draft = builderReducer(draft, { type: 'moveQuestion', s: 0, m: 0, from: 2, to: 0 });
    expect(order()).toBe('2413');
    draft = builderReducer(draft, { type: 'removeQuestion', s: 0, m: 0, index: 0 });
    expect(order()).toBe('413');
  });

  it('adds, moves and removes sections, one always staying', () => {
    let draft = emptyDraft('sat', names);
    draft = builderReducer(draft, { type: 'addSection', section: 'math', names });
    expect(draft.sections.map((s) => s.section)).toEqual(['english', 'math', 'math']);
    draft = builderReducer(draft, { type: 'moveSection', s: 0, delta: 1 });
    expect(draft.sections.map((s) => s.section)).toEqual(['math', 'english', 'math']);
    draft = builderReducer(draft, { type: 'removeSection', s: 0 });
    draft = builderReducer(draft, { type: 'removeSection', s: 0 });
    draft = builderReducer(draft, { type: 'removeSection', s: 0 });
    expect(draft.sections).toHaveLength(1);
  });

  it('changes the exam: a type and version that fit, and its sections', () => {
    const draft = builderReducer(emptyDraft('sat', names), { type: 'kind', kind: 'toefl', names });
    expect(draft).toMatchObject({ kind: 'toefl', type: 'full_mock', version: 'toefl_2019' });
    expect(draft.sections.map((s) => s.section)).toEqual(['reading', 'listening', 'speaking', 'writing']);
  });
});

describe('the checks before sending', () => {
  it('names every problem by the server path', () => {
    let draft = emptyDraft('sat', names);
    draft = builderReducer(draft, { type: 'module', s: 0, m: 1, patch: { title: ' ', minutes: Number.NaN } });
    draft = builderReducer(draft, { type: 'module', s: 1, m: 0, patch: { breakAfterMinutes: 121 } });
    draft = builderReducer(draft, { type: 'section', s: 1, patch: { harderAtOrAbove: Number.NaN } });
    expect(draftProblems(draft)).toEqual({
      title: 'required',
      'sections.0.modules.1.title': 'required',
      'sections.0.modules.1.minutes': 'minutes',
      'sections.1.harderAtOrAbove': 'routing',
      'sections.1.modules.0.breakAfterMinutes': 'breakMinutes',
    });
  });
});
