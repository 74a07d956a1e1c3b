import type { UserExamView } from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_SAT_MOCK } from '../../api/src/seed/demo-exams-sat.ts';
import { choice, findTest, startAttempt, type Student } from './exams-helpers.ts';

/**
 * What the runner journeys (runner-offline, runner-sessions, exams-time) share: the demo SAT's first module
 * running on the server with no live session, and the steps on its questions.
 */

/** Questions in the first module of the demo SAT. */
export const SAT_MODULE_QUESTIONS = 27;
export const LETTERS = ['A', 'B', 'C', 'D'] as const;
export type Letter = (typeof LETTERS)[number];

/**
 * A SAT attempt of the demo mock whose first module's clock already runs on the server (its deadline is
 * stored). The start was a sign of life; the API client then leaves, so the first page finds no live session
 * and holds the attempt (as the student's own tab would).
 */
export const runningSatAttempt = async (student: Student) => {
  const examId = await findTest(student, 'sat', DEMO_SAT_MOCK.title);
  const { userExamId } = await startAttempt(student, examId);
  await student.api('POST', `/api/user-exams/${userExamId}/start-module`, {});
  await student.api('POST', `/api/user-exams/${userExamId}/leave`, {});
  return { examId, userExamId, path: `/sat/test/${examId}/${userExamId}` };
};

/** A button of the runner's footer (Back, Next, …). */
export const footerButton = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('button', { name, exact: true });

/** Chooses the letter on the question shown and waits for the runner to show it chosen. */
export const answerWith = async (page: Page, letter: string) => {
  await choice(page, letter).click();
  await expect
    .poll(() => choice(page, letter).getAttribute('aria-checked'), { message: `${letter} chosen` })
    .toBe('true');
};

/** The choice id each letter stands for on question `number` of the module (the runner's order). */
export const choiceIdOf = (view: UserExamView, number: number, letter: Letter) => {
  const question = [...(view.current?.questions ?? [])].sort((a, b) => a.position - b.position)[number - 1];
  const id = question?.choices[LETTERS.indexOf(letter)]?.id;
  if (!question || !id) throw new Error(`no choice ${letter} on question ${number}`);
  return { questionId: question.id, choiceId: id };
};

/** Whether the server holds that choice as the answer to its question. */
export const storedAnswer = (view: UserExamView, planned: { questionId: string; choiceId: string }) =>
  view.answers.some((a) => a.questionId === planned.questionId && a.answer === planned.choiceId);
