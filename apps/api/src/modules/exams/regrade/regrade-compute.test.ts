import { describe, expect, it } from 'vitest';
import type { AnswerKey, AttemptScores } from '@prepwell/contracts';
import type { AttemptContent } from '../attempts/attempt-content.ts';
import { gradeModule, scoreGradedAttempt } from '../attempts/attempt-grading.ts';
import { rescoreAttempt, sameScores, versionGrading, type AttemptToRescore } from './regrade-compute.ts';

const SECTION = '00000000-0000-4000-8000-0000000000a1';
const MODULE = '00000000-0000-4000-8000-0000000000b1';
const CONTENT: AttemptContent = {
  test: {
    id: 't',
    title: 'T',
    kind: 'sat',
    type: 'single_section',
    version: 'sat_digital',
    clock: 'module',
    minutes: 10,
    revision: 1,
  },
  plan: {
    sections: [{ id: SECTION, section: 'math', title: 'Math', position: 1, adaptive: false }],
    modules: [
      {
        id: MODULE,
        sectionId: SECTION,
        title: 'M1',
        position: 1,
        route: 'base',
        timeLimitSeconds: 600,
        breakAfterSeconds: 0,
        questionCount: 3,
      },
    ],
  },
};
const choice = (c: string): AnswerKey => ({ kind: 'choice', correct: [c] });
const question = (id: string, key: AnswerKey, pretest = false) => ({
  moduleId: MODULE,
  id,
  type: 'multiple_choice' as const,
  answerKey: key,
  pretest,
});
const TABLE = [
  {
    sectionId: SECTION,
    route: 'base' as const,
    rows: [
      [200, 200],
      [400, 400],
      [600, 600],
    ] as [number, number][],
  },
];

/** An attempt completed with keys A, A (and a pretest item): answers A, B → raw 1 → 400. */
const completed = (): AttemptToRescore => {
  const version = versionGrading(CONTENT, TABLE, [
    question('q1', choice('A')),
    question('q2', choice('A')),
    question('q3', choice('C'), true),
  ]);
  const answers = new Map([
    ['q1', 'A'],
    ['q2', 'B'],
  ]);
  const grade = gradeModule(version.questions.get(MODULE)!, answers);
  const taken = [{ moduleId: MODULE, correct: grade.correct, operational: grade.operational }];
  return { routes: {}, taken, answers, scores: scoreGradedAttempt(CONTENT, taken, version.pending, {}, TABLE) };
};

describe('rescoreAttempt', () => {
  it('changes nothing while keys and tables are those of completion', () => {
    const attempt = completed();
    expect(attempt.scores!.sections[0]).toMatchObject({ raw: 1, maxRaw: 2, scaled: [400, 400] });
    const version = versionGrading(CONTENT, TABLE, [
      question('q1', choice('A')),
      question('q2', choice('A')),
      question('q3', choice('C'), true),
    ]);
    expect(rescoreAttempt(version, attempt)).toMatchObject({ changed: false, reason: null });
  });

  it('finds a corrected key (the module counts change), a new table, or both', () => {
    const attempt = completed();
    const fixed = versionGrading(CONTENT, TABLE, [
      question('q1', choice('A')),
      question('q2', choice('B')),
      question('q3', choice('C'), true),
    ]);
    const byKey = rescoreAttempt(fixed, attempt);
    expect(byKey).toMatchObject({
      changed: true,
      reason: 'key',
      modules: [{ moduleId: MODULE, correct: 2, operational: 2 }],
    });
    expect(byKey.after.sections[0]).toMatchObject({ raw: 2, scaled: [600, 600] });

    const table = [
      {
        ...TABLE[0]!,
        rows: [
          [200, 200],
          [450, 470],
          [800, 800],
        ] as [number, number][],
      },
    ];
    const same = versionGrading(CONTENT, table, [
      question('q1', choice('A')),
      question('q2', choice('A')),
      question('q3', choice('C'), true),
    ]);
    expect(rescoreAttempt(same, attempt)).toMatchObject({ changed: true, reason: 'score_table' });
    const both = versionGrading(CONTENT, table, [
      question('q1', choice('A')),
      question('q2', choice('B')),
      question('q3', choice('C'), true),
    ]);
    expect(rescoreAttempt(both, attempt).reason).toBe('key+score_table');
    // A preview's tables take the place of the version's.
    expect(rescoreAttempt(same, attempt, TABLE).changed).toBe(false);
  });
});

describe('sameScores', () => {
  it('ignores key order and absent optional members, as jsonb returns them', () => {
    const a: AttemptScores = { sections: [], total: null, scaled: false, overall: null };
    const b = JSON.parse('{"overall":null,"scaled":false,"total":null,"sections":[]}') as AttemptScores;
    expect(sameScores(a, b)).toBe(true);
    expect(sameScores({ ...a, overall: undefined }, { sections: [], total: null, scaled: false })).toBe(true);
    expect(sameScores(a, { ...a, total: [400, 400] })).toBe(false);
    expect(sameScores(null, a)).toBe(false);
  });
});
