import { describe, expect, it } from 'vitest';
import { decidesRoute, firstModule, nextModule, type Plan, type PlanModule } from './attempt-plan.ts';
import { isAnswerCorrect, isOperational } from './grading.ts';
import { answerFitsQuestion } from './answer-shape.ts';

const mod = (id: string, sectionId: string, position: number, route: PlanModule['route'] = 'base'): PlanModule => ({ id, sectionId, title: id, position, route, timeLimitSeconds: 60 });

/** The digital SAT shape: RW then Math, each module 1 → easier | harder module 2 (listed out of order on purpose). */
const sat: Plan = {
  sections: [
    { id: 'math', section: 'math', title: 'Math', position: 2, adaptive: true },
    { id: 'rw', section: 'english', title: 'RW', position: 1, adaptive: true },
  ],
  modules: [mod('m2h', 'math', 2, 'harder'), mod('m1', 'math', 1), mod('m2e', 'math', 2, 'easier'), mod('rw2e', 'rw', 2, 'easier'), mod('rw1', 'rw', 1), mod('rw2h', 'rw', 2, 'harder')],
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
    const linear: Plan = { sections: [{ id: 's', section: 'math', title: 'M', position: 1, adaptive: false }], modules: [mod('a', 's', 1), mod('b', 's', 2)] };
    expect(decidesRoute(linear, linear.modules[0]!)).toBe(false);
    expect(nextModule(linear, linear.modules[0]!, {})?.id).toBe('b');
    expect(firstModule({ sections: [], modules: [] })).toBeUndefined();
  });
});

describe('grading with the scoring core', () => {
  const choice = { type: 'multiple_choice' as const, answerKey: { kind: 'choice' as const, correct: ['B'] }, pretest: false };
  const grid = { type: 'grid_in' as const, answerKey: { kind: 'grid' as const, accept: ['7/2', '3.5'] }, pretest: false };
  it('grades a choice by its key and a grid-in by the College Board rules; no answer is wrong', () => {
    expect(isAnswerCorrect(choice, 'B')).toBe(true);
    expect(isAnswerCorrect(choice, 'A')).toBe(false);
    expect(isAnswerCorrect(choice, null)).toBe(false);
    expect(isAnswerCorrect(grid, '3.5')).toBe(true);
    expect(isAnswerCorrect(grid, '7/2')).toBe(true);
    expect(isAnswerCorrect(grid, '3.4')).toBe(false);
    expect(isAnswerCorrect(grid, undefined)).toBe(false);
    expect(isAnswerCorrect({ type: 'multi_select', answerKey: { kind: 'choices', correct: ['A', 'C'] }, pretest: false }, ['C', 'A'])).toBe(true);
    expect(isAnswerCorrect({ type: 'multi_select', answerKey: { kind: 'choices', correct: ['A', 'C'] }, pretest: false }, ['A'])).toBe(false);
  });
  it('pretest and rated items do not count', () => {
    expect(isOperational({ ...choice, pretest: true })).toBe(false);
    expect(isOperational({ type: 'written_response', answerKey: { kind: 'rated', max: 5 }, pretest: false })).toBe(false);
    expect(isOperational(choice)).toBe(true);
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
