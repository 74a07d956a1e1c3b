import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '@prepwell/contracts';
import {
  isAnswered,
  outcomeCorrect,
  placeQuestions,
  routesTaken,
  skillBreakdown,
  type ReportAnswer,
  type ReportModule,
  type ReportQuestion,
} from './result-report.ts';

const rw1: ReportModule = { moduleId: 'rw1', sectionId: 'rw', section: 'english', stage: 1, route: 'base' };
const rw2: ReportModule = { moduleId: 'rw2h', sectionId: 'rw', section: 'english', stage: 2, route: 'harder' };
const m1: ReportModule = { moduleId: 'm1', sectionId: 'm', section: 'math', stage: 1, route: 'base' };

const choice = (
  id: string,
  moduleId: string,
  position: number,
  over: Partial<ReportQuestion> = {},
): ReportQuestion => ({
  id,
  moduleId,
  position,
  type: 'multiple_choice',
  answerKey: { kind: 'choice', correct: ['B'] },
  pretest: false,
  domain: 'Algebra',
  skill: 'Linear functions',
  difficulty: 'easy',
  ...over,
});
const saved = (value: AnswerValue, over: Partial<ReportAnswer> = {}): ReportAnswer => ({
  answer: { value },
  flagged: false,
  timeSpentMs: 0,
  ...over,
});

describe('placeQuestions', () => {
  it('orders questions module by module, by position, numbered over the attempt, leaving out modules not taken', () => {
    const questions = [
      choice('m1-q2', 'm1', 2),
      choice('rw1-q2', 'rw1', 2),
      choice('rw2-q1', 'rw2h', 1),
      choice('easier-q1', 'rw2e', 1),
      choice('rw1-q1', 'rw1', 1),
      choice('m1-q1', 'm1', 1),
    ];
    const placed = placeQuestions([rw1, rw2, m1], questions, new Map());
    expect(placed.map((p) => [p.question.id, p.number, p.module.moduleId])).toEqual([
      ['rw1-q1', 1, 'rw1'],
      ['rw1-q2', 2, 'rw1'],
      ['rw2-q1', 3, 'rw2h'],
      ['m1-q1', 4, 'm1'],
      ['m1-q2', 5, 'm1'],
    ]);
  });

  it('places each answer with its outcome, mark and time in whole seconds', () => {
    const questions = [
      choice('right', 'm1', 1),
      choice('wrong', 'm1', 2),
      choice('blank', 'm1', 3),
      choice('unseen', 'm1', 4),
      choice('pretest', 'm1', 5, { pretest: true }),
      choice('essay', 'm1', 6, { type: 'written_response', answerKey: { kind: 'rated', max: 5 } }),
      choice('grid', 'm1', 7, { type: 'grid_in', answerKey: { kind: 'grid', accept: ['7/2'] } }),
    ];
    const answers = new Map([
      ['right', saved('B', { timeSpentMs: 41_600, flagged: true })],
      ['wrong', saved('A', { timeSpentMs: 1_400 })],
      ['blank', saved(null, { flagged: true })],
      ['pretest', saved('B')],
      ['essay', saved('An essay.')],
      ['grid', saved('3.5')],
    ]);
    const placed = placeQuestions([m1], questions, answers);
    expect(
      placed.map((p) => ({
        id: p.question.id,
        answered: p.answered,
        correct: p.correct,
        flagged: p.flagged,
        time: p.timeSpentSeconds,
      })),
    ).toEqual([
      { id: 'right', answered: true, correct: true, flagged: true, time: 42 },
      { id: 'wrong', answered: true, correct: false, flagged: false, time: 1 },
      { id: 'blank', answered: false, correct: false, flagged: true, time: 0 },
      { id: 'unseen', answered: false, correct: false, flagged: false, time: 0 },
      { id: 'pretest', answered: true, correct: null, flagged: false, time: 0 },
      { id: 'essay', answered: true, correct: null, flagged: false, time: 0 },
      { id: 'grid', answered: true, correct: true, flagged: false, time: 0 },
    ]);
    expect(placed[0]!.answer).toBe('B');
    expect(placed[3]!.answer).toBeNull();
  });
});

describe('answers and keys', () => {
  it('counts only an answer that says something', () => {
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered('')).toBe(false);
    expect(isAnswered('   ')).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered('0')).toBe(true);
    expect(isAnswered(['A'])).toBe(true);
  });

  it('grades operational items with the engine’s rules and leaves pretest and rated items null', () => {
    expect(
      outcomeCorrect(choice('q', 'm1', 1, { type: 'grid_in', answerKey: { kind: 'grid', accept: ['2/3'] } }), '.6667'),
    ).toBe(true);
    expect(
      outcomeCorrect(choice('q', 'm1', 1, { type: 'grid_in', answerKey: { kind: 'grid', accept: ['2/3'] } }), '0.66'),
    ).toBe(false);
    expect(outcomeCorrect(choice('q', 'm1', 1, { pretest: true }), 'A')).toBeNull();
    expect(
      outcomeCorrect(choice('q', 'm1', 1, { type: 'spoken_response', answerKey: { kind: 'rated', max: 4 } }), 'x'),
    ).toBeNull();
  });
});

describe('skillBreakdown', () => {
  it('counts operational questions per section, domain and skill, in first-seen order', () => {
    const questions = [
      choice('a1', 'rw1', 1, { domain: 'Craft and Structure', skill: 'Words in Context' }),
      choice('a2', 'rw1', 2, { domain: 'Craft and Structure', skill: 'Words in Context' }),
      choice('a3', 'rw1', 3, { domain: 'Craft and Structure', skill: 'Words in Context', pretest: true }),
      choice('b1', 'm1', 1, { domain: 'Algebra', skill: 'Linear functions' }),
      choice('b2', 'm1', 2, { domain: null, skill: null }),
      choice('b3', 'm1', 3, { domain: 'Advanced Math', skill: 'Equivalent expressions' }),
    ];
    const answers = new Map([
      ['a1', saved('B')],
      ['a2', saved('C')],
      ['a3', saved('B')],
      ['b1', saved('B')],
      ['b2', saved('B')],
    ]);
    expect(skillBreakdown(placeQuestions([rw1, m1], questions, answers))).toEqual([
      { section: 'english', domain: 'Craft and Structure', skill: 'Words in Context', correct: 1, total: 2 },
      { section: 'math', domain: 'Algebra', skill: 'Linear functions', correct: 1, total: 1 },
      { section: 'math', domain: 'Advanced Math', skill: 'Equivalent expressions', correct: 0, total: 1 },
    ]);
  });
});

describe('routesTaken', () => {
  it('names the routed module taken, else the decided route, else base, per section in order entered', () => {
    expect(routesTaken([rw1, rw2, m1], {})).toEqual([
      { sectionId: 'rw', section: 'english', route: 'harder' },
      { sectionId: 'm', section: 'math', route: 'base' },
    ]);
    // A section whose route was decided but whose module 2 was never reached still reports the decision.
    expect(routesTaken([rw1], { rw: 'easier' })).toEqual([{ sectionId: 'rw', section: 'english', route: 'easier' }]);
    expect(routesTaken([], { rw: 'easier' })).toEqual([]);
  });
});
