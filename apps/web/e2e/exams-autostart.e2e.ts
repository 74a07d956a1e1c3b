import type {
  AttemptResult,
  QuestionView,
  StartAttemptResponse,
  TestWriteResult,
  UserExamView,
} from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';
import { demoLogin, openAs, register, type Person } from './classes-steps.ts';
import { digitTag, expectPosition, runnerText, timerSeconds, waitUntil } from './exams-helpers.ts';
import type { PlannedAnswer } from './exams-plan.ts';
import {
  answerOnScreen,
  expectModuleFollowedOn,
  goNext,
  startModuleFromDirections,
  submitFromReview,
  type LinearRunner,
} from './exams-runner-steps.ts';

/**
 * Issue 15, acceptance 4 (decision 0032): in exam mode the SAT's module 2 follows module 1 at once. The demo
 * centre's teacher publishes a small adaptive SAT Math section whose module 1 lasts one minute; a student
 * answers module 1 and lets its time run out. Module 2 (the harder one, routed by module 1's answers) is
 * then on screen with its clock already running from module 1's deadline: no directions, no Start.
 * Nothing here waits a fixed time: it waits for what the server did (module 1's one minute running out).
 */
const browser = useBrowser();
const t = runnerText('en');
const SECTION = 'Math';
const M1 = t('title.satModule', { section: 1, stage: 1, name: SECTION });
const M2 = t('title.satModule', { section: 1, stage: 2, name: SECTION });
const M2_MINUTES = 5;

/** Four multiple-choice questions of the teacher's bank, keyed B (the journey's own, by a tag in the stem). */
const bankQuestions = async (teacher: Person, tag: string) => {
  const ids: string[] = [];
  for (const [i, [a, b]] of [
    [2, 3],
    [4, 4],
    [1, 6],
    [5, 7],
  ].entries()) {
    const right = a! + b!;
    const view = await teacher.api<QuestionView>('POST', '/api/questions', {
      kind: 'sat',
      section: 'math',
      subject: 'Arithmetic',
      type: 'multiple_choice',
      stem: `FO${tag} ${i + 1}: ${a} + ${b} = ?`,
      choices: [right - 1, right, right + 1, right + 2].map((n, j) => ({ id: 'ABCD'[j]!, text: String(n) })),
      answerKey: { kind: 'choice', correct: ['B'] },
      explanation: `${a} + ${b} = ${right}.`,
      difficulty: 'medium',
    });
    ids.push(view.id);
  }
  return ids;
};

/** Choice `value` of a question keyed B. */
const planned = (number: number, value: string): PlannedAnswer => ({
  number,
  question: {
    type: 'multiple_choice',
    stem: '',
    choices: ['A', 'B', 'C', 'D'].map((id) => ({ id, text: id })),
    answerKey: { kind: 'choice', correct: ['B'] },
    explanation: '',
  },
  value,
  correct: value === 'B',
  operational: true,
});

/** The timer against the server's remaining seconds read just before and just after it. */
const expectServerClock = async (page: Page, student: Person, userExamId: string) => {
  const read = async () => (await student.api<UserExamView>('GET', `/api/user-exams/${userExamId}`)).current;
  const before = (await read())?.remainingSeconds ?? -1;
  const shown = await timerSeconds(page);
  const after = (await read())?.remainingSeconds ?? -1;
  expect(shown, `the timer (${shown} s) shows the server's ${after}–${before} s`).toBeGreaterThanOrEqual(after - 2);
  expect(shown, `the timer (${shown} s) shows the server's ${after}–${before} s`).toBeLessThanOrEqual(before + 2);
  return shown;
};

describe('exam mode: the next module starts when the one before it ends (issue 15)', () => {
  it(
    'SAT module 1 runs out of time and module 2’s clock is already running, routed by module 1',
    { timeout: 5 * 60_000 },
    async () => {
      const teacher = await demoLogin('teacher@demo.prepwell.test');
      const tag = digitTag();
      const [q1, q2, q3, q4] = await bankQuestions(teacher, tag);
      const created = await teacher.api<TestWriteResult>('POST', '/api/tests', {
        title: `Follow-on SAT ${tag}`,
        kind: 'sat',
        type: 'full_mock',
        version: 'sat_digital',
        sections: [
          {
            section: 'math',
            title: SECTION,
            adaptive: true,
            modules: [
              { title: 'Module 1', position: 1, minutes: 1, questionIds: [q1, q2] },
              { title: 'Module 2 (easier)', position: 2, route: 'easier', minutes: M2_MINUTES, questionIds: [q3] },
              { title: 'Module 2 (harder)', position: 2, route: 'harder', minutes: M2_MINUTES, questionIds: [q4] },
            ],
          },
        ],
      });
      const examId = created.id;
      await teacher.api('POST', `/api/tests/${examId}/publish`);

      // A student of the centre; a full mock is taken in exam mode.
      const student = await register('student', 'Fiona');
      const { userExamId } = await student.api<StartAttemptResponse>('POST', '/api/user-exams', { examId });
      const page = await browser.newPage();
      await openAs(page, student, `/sat/test/${examId}/${userExamId}`);

      // Module 1 starts from its directions (the first module still waits for Start); both answers right.
      const module1: LinearRunner = { page, lang: 'en', letters: 'plain', total: 2 };
      await startModuleFromDirections(module1, M1);
      const running = await student.api<UserExamView>('GET', `/api/user-exams/${userExamId}`);
      expect(running).toMatchObject({ mode: 'exam', phase: 'module', current: { stage: 1, timeLimitSeconds: 60 } });
      const deadline = running.current!.deadlineAt!;
      await answerOnScreen(module1, planned(1, 'B'), 1);
      await goNext(module1, 1);
      await answerOnScreen(module1, planned(2, 'B'), 2);
      await expectPosition(page, 2, 2);

      // The student does not submit: the minute runs out. The server ends module 1 at its deadline and
      // module 2 runs from that instant.
      let next: UserExamView | undefined;
      await waitUntil(
        async () => {
          next = await student.api<UserExamView>('GET', `/api/user-exams/${userExamId}`);
          return next.current?.stage === 2;
        },
        'module 1’s time to run out on the server',
        120_000,
      );
      expect(next).toMatchObject({
        phase: 'module',
        current: { stage: 2, route: 'harder', startedAt: deadline, timeLimitSeconds: M2_MINUTES * 60 },
      });
      expect(next!.plan.map((step) => [step.stage, step.route, step.status])).toEqual([
        [1, 'base', 'done'],
        [2, 'easier', 'skipped'],
        [2, 'harder', 'current'],
      ]);

      // On screen: module 2 with its questions and the server's running clock, a notice, and no Start.
      const module2: LinearRunner = { page, lang: 'en', letters: 'plain', total: 1 };
      await expectModuleFollowedOn(module2, M2, M1, async () => {
        await expectAccessible(page, 'SAT module 2 with the notice that it began');
      });
      const shown = await expectServerClock(page, student, userExamId);
      // The clock runs with no action of the student's: below its full time, then down by 2 s more. (Read at
      // once, it may still show the full time: the test can get here within a second of module 1's end.)
      await expect
        .poll(() => timerSeconds(page), { message: 'module 2’s clock runs before the student does anything' })
        .toBeLessThan(M2_MINUTES * 60);
      await expect.poll(() => timerSeconds(page), { timeout: 10_000 }).toBeLessThanOrEqual(shown - 2);
      await expect
        .poll(() => page.getByRole('main').getByText(`FO${tag} 4:`).count(), {
          message: 'the harder module’s question',
        })
        .toBe(1);

      // A reload reads the same running module from the server.
      await page.reload();
      await expectPosition(page, 1, 1);
      await expectServerClock(page, student, userExamId);

      // Module 2 submitted: the attempt completes (the report's module detail is a paid unlock; the API
      // tests check how each module ended).
      await answerOnScreen(module2, planned(1, 'B'), 1);
      await goNext(module2, 1);
      await submitFromReview(module2, null);
      await page.waitForURL(`**/sat/result/${userExamId}`, { timeout: 30_000 });
      const result = await student.api<AttemptResult>('GET', `/api/user-exams/${userExamId}/result`);
      expect(result.status).toBe('completed');
    },
  );
});
