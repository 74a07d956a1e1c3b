import type { PlanStep, UserExamView } from '@prepwell/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { moduleTitle, planMinutes, sectionName } from './titles.ts';

const step = (over: Partial<PlanStep>): PlanStep =>
  ({
    moduleId: 'm',
    sectionId: 's1',
    section: 'english',
    sectionTitle: 'Reading and Writing',
    title: 'M',
    stage: 1,
    route: 'base',
    minutes: 32,
    questionCount: 27,
    breakAfterMinutes: 0,
    status: 'upcoming',
    ...over,
  }) as PlanStep;

describe('planMinutes', () => {
  it('counts one module 2 per adaptive section and leaves skipped routes out', () => {
    const plan = [
      step({ moduleId: 'rw1', status: 'done' }),
      step({ moduleId: 'rw2e', stage: 2, route: 'easier', status: 'skipped' }),
      step({ moduleId: 'rw2h', stage: 2, route: 'harder', status: 'current' }),
      step({ moduleId: 'm1', sectionId: 's2', section: 'math', minutes: 35 }),
      step({ moduleId: 'm2e', sectionId: 's2', section: 'math', stage: 2, route: 'easier', minutes: 35 }),
      step({ moduleId: 'm2h', sectionId: 's2', section: 'math', stage: 2, route: 'harder', minutes: 35 }),
    ];
    expect(planMinutes(plan)).toBe(134);
  });
});

describe('moduleTitle', () => {
  const t = ((key: string, values: Record<string, unknown>) =>
    `${key}:${JSON.stringify(values)}`) as unknown as TFunction<'runner'>;
  it('names an SAT module by its section and stage', () => {
    const view = {
      clock: 'module',
      test: { kind: 'sat', title: 'Mock' },
      current: { sectionId: 's2', stage: 2, sectionTitle: 'Math' },
      plan: [
        step({ sectionId: 's1' }),
        step({ sectionId: 's1', stage: 2 }),
        step({ sectionId: 's2' }),
        step({ sectionId: 's2', stage: 2 }),
      ],
    } as unknown as UserExamView;
    expect(moduleTitle(t, view)).toBe('title.satModule:{"section":2,"stage":2,"name":"Math"}');
  });
  it('uses the section name for a one-module section and the test title on a test clock', () => {
    const act = {
      clock: 'module',
      test: { kind: 'act', title: 'ACT' },
      current: { sectionId: 'e', stage: 1, sectionTitle: 'English' },
      plan: [step({ sectionId: 'e' })],
    } as unknown as UserExamView;
    expect(moduleTitle(t, act)).toBe('English');
    expect(moduleTitle(t, { ...act, clock: 'test' } as UserExamView)).toBe('ACT');
  });
});

describe('sectionName (issue 17)', () => {
  const t = ((key: string) => `«${key}»`) as unknown as TFunction<'runner'>;
  it('names an official section by its code in the reader’s language, and keeps an educator’s own title', () => {
    expect(sectionName(t, 'sat', { section: 'english', sectionTitle: 'Reading and Writing' })).toBe(
      '«sections.readingWriting»',
    );
    expect(sectionName(t, 'sat', { section: 'math', sectionTitle: 'Math' })).toBe('«sections.math»');
    expect(sectionName(t, 'act', { section: 'english', sectionTitle: 'English' })).toBe('«sections.english»');
    expect(sectionName(t, 'sat', { section: 'math', sectionTitle: 'Calculator warm-up' })).toBe('Calculator warm-up');
  });
});
