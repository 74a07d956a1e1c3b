import { expect } from 'vitest';
import type { QuestionBlueprint } from '../src/modules/exams/catalogue/authoring.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { makeTest, mcq, tinyWav, type AttemptApi } from './attempts-fixtures.ts';
import type { TestApp, TestUser } from './helpers.ts';

/**
 * A demo-like TOEFL 2026 test with rated Writing and Speaking items, and an attempt taken to completion
 * through the API (toefl-bands.test.ts, ai-grading.test.ts).
 */

export const rated = (type: 'spoken_response' | 'written_response', task: string, stem: string): QuestionBlueprint => ({
  type,
  task,
  stem,
  answerKey: { kind: 'rated', max: 5 },
  explanation: 'Rated 0–5 by a grader.',
  ...(type === 'spoken_response' ? { media: { prepSeconds: 0, responseSeconds: 45 } } : {}),
});

/** Build a Sentence: tiles shown shuffled, the key is the ids in the right order ("I went to the library"). */
export const sentence = (n: number): QuestionBlueprint => ({
  type: 'build_sentence',
  task: 'build_a_sentence',
  stem: `Sentence ${n}: put the words in order.`,
  choices: [
    { id: 'A', text: 'the library' },
    { id: 'B', text: 'I' },
    { id: 'C', text: 'to' },
    { id: 'D', text: 'went' },
  ],
  answerKey: { kind: 'choices', correct: ['B', 'D', 'C', 'A'] },
  explanation: 'I went to the library.',
});

/** Half-band tables (decision 0008): raw 0, 1, 2 → bands 1, 3, 5. */
export const HALF_BANDS: [number, number][] = [
  [2, 2],
  [6, 6],
  [10, 10],
];

/** A demo-like TOEFL 2026 test in the real order: Reading, Listening, Writing (3 modules), Speaking. */
export const toeflTest = (app: TestApp, tenant: TenantContext) =>
  makeTest(app, tenant, {
    kind: 'toefl',
    version: 'toefl_2026',
    sections: [
      { section: 'reading', modules: [{ questions: [mcq(1), mcq(2)] }], scoreTables: { base: HALF_BANDS } },
      { section: 'listening', modules: [{ questions: [mcq(3), mcq(4)] }], scoreTables: { base: HALF_BANDS } },
      {
        section: 'writing',
        modules: [
          { questions: [sentence(1), sentence(2)] },
          { questions: [rated('written_response', 'write_an_email', 'Write an email to your professor.')] },
          { questions: [rated('written_response', 'academic_discussion', 'Join the class discussion.')] },
        ],
      },
      {
        section: 'speaking',
        modules: [
          {
            questions: [
              rated('spoken_response', 'listen_and_repeat', 'Repeat 1.'),
              rated('spoken_response', 'listen_and_repeat', 'Repeat 2.'),
              rated('spoken_response', 'take_an_interview', 'Interview 1.'),
              rated('spoken_response', 'take_an_interview', 'Interview 2.'),
            ],
          },
        ],
      },
    ],
  });

/** Takes the attempt module by module through the API, answering every question right (rated: an essay or a recording). */
export const takeToCompletion = async (api: AttemptApi, student: TestUser, testId: string) => {
  const started = await api.start(student, testId);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const id = started.body.userExamId;
  const stems = new Map<string, string>();
  for (let guard = 0; guard < 10; guard += 1) {
    const view = (await api.startModule(student, id)).body;
    expect(view.current, JSON.stringify(view)).toBeTruthy();
    let seq = 1;
    for (const q of view.current!.questions) {
      stems.set(q.stem, q.id);
      let answer: string | string[];
      if (q.type === 'multiple_choice') answer = 'A';
      else if (q.type === 'build_sentence') answer = ['B', 'D', 'C', 'A'];
      else if (q.type === 'written_response') answer = 'Dear Professor, I would like to ask about the deadline.';
      else {
        const uploaded = await api.record(student, id, q.id, tinyWav(), { epoch: view.epoch });
        expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
        answer = uploaded.body.url;
      }
      const saved = await api.save(student, id, q.id, { answer, seq: seq++ });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const submitted = await api.submit(student, id);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    if (submitted.body.status === 'completed') return { id, stems };
  }
  throw new Error('the attempt did not complete');
};
