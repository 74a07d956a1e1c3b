import { describe, expect, it } from 'vitest';
import { QuestionInput, serverMessage, type QuestionInputRaw } from '@prepwell/contracts';
import { checkQuestionRules } from './question-rules.ts';

/** A SAT Math grid-in with the given key, parsed as the routes parse it. */
const gridIn = (accept: string[]) =>
  QuestionInput.parse({
    kind: 'sat',
    section: 'math',
    type: 'grid_in',
    stem: 'What is $8/15$ as an answer?',
    choices: [],
    answerKey: { kind: 'grid', accept },
    explanation: '',
  } satisfies QuestionInputRaw);

const problemsOf = (accept: string[]) => checkQuestionRules(gridIn(accept));

describe('question rules: grid-in keys (exams.md §1.2, issue 15 point 2)', () => {
  it('takes exact values, full-width approximations, ranges and *', () => {
    expect(problemsOf(['8/15', '.5333', '0.533'])).toEqual([]);
    expect(problemsOf(['2/3', '.6666', '.6667', '0.666', '0.667'])).toEqual([]);
    expect(problemsOf(['-7/3', '-2.333'])).toEqual([]);
    expect(problemsOf(['100/3', '33.33'])).toEqual([]);
    expect(problemsOf(['1/2', '.5', '0.5'])).toEqual([]);
    expect(problemsOf(['2', '-3', '>=10&<12'])).toEqual([]);
    expect(problemsOf(['*'])).toEqual([]);
    expect(problemsOf(['.533'])).toEqual([]); // a decimal alone is the exact value the author gave
  });

  it('refuses each approximation that is not a full-width cut of the exact value', () => {
    expect(problemsOf(['8/15', '.533', '0.533', '0.53', '.5334', '.53333'])).toEqual([
      { field: 'answerKey.accept.1', code: 'grid_in_width' },
      { field: 'answerKey.accept.3', code: 'grid_in_width' },
      { field: 'answerKey.accept.4', code: 'grid_in_width' },
      { field: 'answerKey.accept.5', code: 'grid_in_width' },
    ]);
    expect(problemsOf(['-.33', '-1/3'])).toEqual([{ field: 'answerKey.accept.0', code: 'grid_in_width' }]);
  });

  it('refuses an entry that is not a number, range or *', () => {
    expect(problemsOf(['7/2', '=<5'])).toEqual([{ field: 'answerKey.accept.1', code: 'grid_in_entry' }]);
  });

  it('explains the refusal in every language', () => {
    for (const lang of ['en', 'cn', 'tw'] as const) {
      const text = serverMessage(lang, 'question_rules.grid_in_width');
      expect(text).not.toBe('question_rules.grid_in_width');
      expect(text).toContain('.5333');
      expect(text).toContain('0.533');
    }
  });
});

describe('question rules: rated types by exam', () => {
  const essay = (kind: 'act' | 'sat' | 'toefl', section: 'writing' | 'english' | 'reading') =>
    checkQuestionRules(
      QuestionInput.parse({
        kind,
        section,
        type: 'written_response',
        stem: 'Write an essay.',
        choices: [],
        answerKey: { kind: 'rated', max: 12 },
        explanation: '',
      } satisfies QuestionInputRaw),
    );

  it('takes the ACT Writing essay, and no rated item elsewhere outside TOEFL', () => {
    expect(essay('act', 'writing')).toEqual([]);
    expect(essay('toefl', 'writing')).toEqual([]);
    expect(essay('act', 'english')).toContainEqual({ field: 'type', code: 'type_kind' });
    expect(essay('sat', 'english')).toContainEqual({ field: 'type', code: 'type_kind' });
  });
});
