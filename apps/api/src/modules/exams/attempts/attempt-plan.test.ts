import { describe, expect, it } from 'vitest';
import {
  decidesRoute,
  firstModule,
  nextModule,
  planSteps,
  testClockModules,
  testClockSeconds,
  type Plan,
  type PlanModule,
} from './attempt-plan.ts';
import { correctAnswerOf, isAnswerCorrect, isOperational, isPendingRating } from './grading.ts';
import { answerFitsQuestion } from './answer-shape.ts';

const mod = (id: string, sectionId: string, position: number, route: PlanModule['route'] = 'base'): PlanModule => ({
  id,
  sectionId,
  title: id,
  position,
  route,
  timeLimitSeconds: 60,
  breakAfterSeconds: 0,
  questionCount: 2,
});

/** The digital SAT shape: RW then Math, each module 1 → easier | harder module 2 (listed out of order on purpose). */
const sat: Plan = {
  sections: [
    { id: 'math', section: 'math', title: 'Math', position: 2, adaptive: true },
    { id: 'rw', section: 'english', title: 'RW', position: 1, adaptive: true },
  ],
  modules: [
    mod('m2h', 'math', 2, 'harder'),
    mod('m1', 'math', 1),
    mod('m2e', 'math', 2, 'easier'),
    mod('rw2e', 'rw', 2, 'easier'),
    mod('rw1', 'rw', 1),
    mod('rw2h', 'rw', 2, 'harder'),
  ],
};
const byId = (id: string) => sat.modules.find((m) => m.id === id)!;

describe('attempt plan', () => {
  it('takes sections and stages in order, choosing module 2 by the decided route', () => {
    expect(firstModule(sat)?.id).toBe('rw1');
    expect(nextModule(sat, byId('rw1'), { rw: 'harder' })?.id).toBe('rw2h');
    expect(nextModule(sat, byId('rw1'), { rw: 'easier' })?.id).toBe('rw2e');
    expect(nextModule(sat, byId('rw2h'), { rw: 'harder' })?.id).toBe('m1');
    expect(nextModule(sat, byId('m1'), { rw: 'harder', math: 'easier' })?.id).toBe('m2e');
    expect(nextModule(sat, byId('m2e'), { rw: 'harder', math: 'easier' })).toBeUndefined();
  });

  it('only an adaptive module 1 with routed modules after it decides a route', () => {
    expect(decidesRoute(sat, byId('rw1'))).toBe(true);
    expect(decidesRoute(sat, byId('rw2e'))).toBe(false);
    const linear: Plan = {
      sections: [{ id: 's', section: 'math', title: 'M', position: 1, adaptive: false }],
      modules: [mod('a', 's', 1), mod('b', 's', 2)],
    };
    expect(decidesRoute(linear, linear.modules[0]!)).toBe(false);
    expect(nextModule(linear, linear.modules[0]!, {})?.id).toBe('b');
    expect(firstModule({ sections: [], modules: [] })).toBeUndefined();
  });
});

describe('the plan the runner shows', () => {
  const progress = {
    status: 'in_progress' as const,
    clock: 'module' as const,
    currentModuleId: 'rw1',
    routes: {},
    ended: new Set<string>(),
  };
  const statuses = (p: Parameters<typeof planSteps>[1]) => planSteps(sat, p).map((s) => `${s.moduleId}:${s.status}`);

  it('lists modules in order, both module-2 routes upcoming until the route is decided', () => {
    expect(statuses(progress)).toEqual([
      'rw1:current',
      'rw2e:upcoming',
      'rw2h:upcoming',
      'm1:upcoming',
      'm2e:upcoming',
      'm2h:upcoming',
    ]);
    expect(planSteps(sat, progress)[0]).toMatchObject({
      section: 'english',
      sectionTitle: 'RW',
      stage: 1,
      route: 'base',
      minutes: 1,
      questionCount: 2,
      breakAfterMinutes: 0,
    });
  });

  it('marks what ended done and the route not taken skipped; a finished attempt skips what it never reached', () => {
    expect(
      statuses({ ...progress, currentModuleId: 'rw2h', routes: { rw: 'harder' }, ended: new Set(['rw1']) }),
    ).toEqual(['rw1:done', 'rw2e:skipped', 'rw2h:current', 'm1:upcoming', 'm2e:upcoming', 'm2h:upcoming']);
    expect(
      statuses({
        ...progress,
        status: 'completed',
        currentModuleId: null,
        routes: { rw: 'easier' },
        ended: new Set(['rw1', 'rw2e']),
      }),
    ).toEqual(['rw1:done', 'rw2e:done', 'rw2h:skipped', 'm1:skipped', 'm2e:skipped', 'm2h:skipped']);
  });

  it('a test clock opens every module of a linear test at once, for the sum of their times', () => {
    const shsat: Plan = {
      sections: [
        { id: 'ela', section: 'ela', title: 'ELA', position: 1, adaptive: false },
        { id: 'math', section: 'math', title: 'Math', position: 2, adaptive: false },
      ],
      modules: [
        { ...mod('m', 'math', 1), timeLimitSeconds: 5400 },
        { ...mod('e', 'ela', 1), timeLimitSeconds: 5400 },
      ],
    };
    expect(testClockModules(shsat).map((m) => m.id)).toEqual(['e', 'm']);
    expect(testClockSeconds(shsat, 0)).toBe(10800);
    expect(
      testClockSeconds({ ...shsat, modules: shsat.modules.map((m) => ({ ...m, timeLimitSeconds: 0 })) }, 180),
    ).toBe(10800);
    expect(planSteps(shsat, { ...progress, clock: 'test', currentModuleId: 'e' }).map((s) => s.status)).toEqual([
      'current',
      'current',
    ]);
  });
});

describe('grading with the scoring core', () => {
  const choice = {
    type: 'multiple_choice' as const,
    answerKey: { kind: 'choice' as const, correct: ['B'] },
    pretest: false,
  };
  const grid = {
    type: 'grid_in' as const,
    answerKey: { kind: 'grid' as const, accept: ['7/2', '3.5'] },
    pretest: false,
  };
  it('grades a choice by its key and a grid-in by the College Board rules; no answer is wrong', () => {
    expect(isAnswerCorrect(choice, 'B')).toBe(true);
    expect(isAnswerCorrect(choice, 'A')).toBe(false);
    expect(isAnswerCorrect(choice, null)).toBe(false);
    expect(isAnswerCorrect(grid, '3.5')).toBe(true);
    expect(isAnswerCorrect(grid, '7/2')).toBe(true);
    expect(isAnswerCorrect(grid, '3.4')).toBe(false);
    expect(isAnswerCorrect(grid, undefined)).toBe(false);
    expect(
      isAnswerCorrect({ type: 'multi_select', answerKey: { kind: 'choices', correct: ['A', 'C'] }, pretest: false }, [
        'C',
        'A',
      ]),
    ).toBe(true);
    expect(
      isAnswerCorrect({ type: 'multi_select', answerKey: { kind: 'choices', correct: ['A', 'C'] }, pretest: false }, [
        'A',
      ]),
    ).toBe(false);
  });
  it('shows the key as choice ids or accepted entries, and nothing for a rated item', () => {
    expect(correctAnswerOf({ kind: 'choice', correct: ['B'] })).toEqual(['B']);
    expect(correctAnswerOf({ kind: 'choices', correct: ['A', 'C'] })).toEqual(['A', 'C']);
    expect(correctAnswerOf({ kind: 'grid', accept: ['7/2', '3.5'] })).toEqual(['7/2', '3.5']);
    expect(correctAnswerOf({ kind: 'text', accept: ['colour'] })).toEqual(['colour']);
    expect(correctAnswerOf({ kind: 'rated', max: 5 })).toEqual([]);
  });
  it('pretest and rated items do not count', () => {
    expect(isOperational({ ...choice, pretest: true })).toBe(false);
    expect(isOperational({ type: 'written_response', answerKey: { kind: 'rated', max: 5 }, pretest: false })).toBe(
      false,
    );
    expect(isOperational(choice)).toBe(true);
    expect(isPendingRating({ type: 'spoken_response', answerKey: { kind: 'rated', max: 5 }, pretest: false })).toBe(
      true,
    );
    expect(isPendingRating({ type: 'spoken_response', answerKey: { kind: 'rated', max: 5 }, pretest: true })).toBe(
      false,
    );
    expect(isPendingRating(choice)).toBe(false);
  });
  it('checks an answer’s shape against its question type', () => {
    const choices = ['A', 'B'].map((id) => ({ id, text: id }));
    expect(answerFitsQuestion({ type: 'multiple_choice', choices }, 'A')).toBe(true);
    expect(answerFitsQuestion({ type: 'multiple_choice', choices }, 'Z')).toBe(false);
    expect(answerFitsQuestion({ type: 'multiple_choice', choices }, null)).toBe(true);
    expect(answerFitsQuestion({ type: 'multi_select', choices }, ['A', 'A'])).toBe(false);
    expect(answerFitsQuestion({ type: 'grid_in', choices: [] }, '3.5')).toBe(true);
    expect(answerFitsQuestion({ type: 'grid_in', choices: [] }, ['3.5'])).toBe(false);
  });
});
