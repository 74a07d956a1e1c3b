import type { Lang, UserExamView } from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { QuestionBlueprint } from '../../api/src/modules/exams/catalogue/authoring.service.ts';
import { choice, choiceLetterOf, expectPosition, runnerText } from './exams-helpers.ts';
import type { PlannedAnswer } from './exams-plan.ts';

/**
 * What a student does in the linear runners (SAT, ACT, SHSAT: one question at a time, footer Back/Next,
 * navigator, Check Your Work), by role and label in the runner's language.
 */
export interface LinearRunner {
  page: Page;
  lang: Lang;
  letters: 'plain' | 'act';
  /** The footer's total ("Question n of total"). */
  total: number;
  /** Questions on this screen, when fewer than `total` (an SHSAT section). */
  count?: number;
  /** Number shown for the first question (SHSAT numbers run on across sections). */
  firstNumber?: number;
}

/** The server sends the module the blueprint describes, in its order (stems and choices). */
export const expectModuleIs = (view: UserExamView, questions: readonly QuestionBlueprint[], label: string) => {
  const current = view.current;
  expect(current, `${label}: a current module`).not.toBeNull();
  const sent = [...(current?.questions ?? [])].sort((a, b) => a.position - b.position);
  expect(
    sent.map((q) => q.stem),
    `${label}: the questions of the blueprint, in order`,
  ).toEqual(questions.map((q) => q.stem));
  for (const [i, q] of questions.entries()) {
    if (q.choices)
      expect(
        sent[i]?.choices.map((c) => c.id),
        `${label} question ${i + 1} choices`,
      ).toEqual(q.choices.map((c) => c.id));
  }
  return sent;
};

/** Answers the question on screen as planned and waits until the runner shows it answered. */
export const answerOnScreen = async (runner: LinearRunner, planned: PlannedAnswer, shownNumber: number) => {
  const { page, lang } = runner;
  const q = planned.question;
  if (q.answerKey.kind === 'choice') {
    const index = (q.choices ?? []).findIndex((c) => c.id === planned.value);
    const button = choice(page, choiceLetterOf(runner.letters, shownNumber, index), lang);
    await button.click();
    await expect
      .poll(() => button.getAttribute('aria-checked'), { message: `question ${shownNumber} chosen` })
      .toBe('true');
    return;
  }
  const box = page.getByRole('main').getByRole('textbox');
  await box.fill(planned.value);
  await expect.poll(() => box.inputValue(), { message: `question ${shownNumber} typed` }).toBe(planned.value);
};

export const nextButton = (runner: LinearRunner) =>
  runner.page.getByRole('contentinfo').getByRole('button', { name: runnerText(runner.lang)('nav.next'), exact: true });

/** Next, and the footer follows to the next question. */
export const goNext = async (runner: LinearRunner, fromShown: number) => {
  await nextButton(runner).click();
  if (fromShown - (runner.firstNumber ?? 1) + 1 < (runner.count ?? runner.total))
    await expectPosition(runner.page, fromShown + 1, runner.total, runner.lang);
};

/**
 * Answers questions `from`..`to` (1-based in the screen) as planned, moving on with Next after each one
 * except the last; `during` runs on each question after it is answered (mark, check, …).
 */
export const answerRange = async (
  runner: LinearRunner,
  plan: readonly PlannedAnswer[],
  from: number,
  to: number,
  during?: (n: number) => Promise<void>,
) => {
  const first = runner.firstNumber ?? 1;
  for (let n = from; n <= to; n += 1) {
    const planned = plan[n - 1];
    if (!planned) throw new Error(`no planned answer ${n}`);
    const shown = first + n - 1;
    await expectPosition(runner.page, shown, runner.total, runner.lang);
    await answerOnScreen(runner, planned, shown);
    if (during) await during(n);
    if (n < to) await goNext(runner, shown);
  }
};

/** The question header's Mark for Review (SAT) or Flag (ACT, SHSAT) button. */
export const markButton = (runner: LinearRunner, word: 'review' | 'flag') =>
  runner.page.getByRole('main').getByRole('button', {
    name: runnerText(runner.lang)(word === 'flag' ? 'question.flag' : 'question.markForReview'),
    exact: true,
  });

/** Marks the question on screen and waits for the button to say so. */
export const markOnScreen = async (runner: LinearRunner, word: 'review' | 'flag') => {
  const button = markButton(runner, word);
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
};

/** From the Check Your Work page: Next, then the confirmation's Submit module. */
export const submitFromReview = async (runner: LinearRunner, expectAllAnswered: string | null) => {
  const t = runnerText(runner.lang);
  const { page } = runner;
  await expect.poll(() => page.getByRole('heading', { name: t('review.title') }).count()).toBe(1);
  await nextButton(runner).click();
  const dialog = page.getByRole('alertdialog', { name: t('submit.titleModule') });
  await dialog.waitFor();
  if (expectAllAnswered)
    await expect.poll(() => dialog.getByText(t('submit.allAnswered', { section: expectAllAnswered })).count()).toBe(1);
  await dialog.getByRole('button', { name: t('submit.confirmModule') }).click();
};

/** A module's directions (phase `ready`): its title, then Start, and the first question shows. */
export const startModuleFromDirections = async (runner: LinearRunner, title: string) => {
  const t = runnerText(runner.lang);
  const { page } = runner;
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
  await page
    .getByRole('main')
    .getByRole('button', { name: t('ready.start'), exact: true })
    .click();
  await expectModuleRunning(runner, title);
};

/** The module's clock runs: its title in the header, the timer, and its first question. */
export const expectModuleRunning = async (runner: LinearRunner, title: string) => {
  const { page } = runner;
  await page.getByRole('banner').getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
  await page.getByRole('timer').waitFor({ timeout: 20_000 });
  await expectPosition(page, runner.firstNumber ?? 1, runner.total, runner.lang);
};

/**
 * Exam mode (decision 0032): the module after the one just ended follows straight on. No directions and
 * no Start hold its clock: the new module runs, with a notice naming the module that ended, which the
 * student dismisses (after `whileShown`, when given).
 */
export const expectModuleFollowedOn = async (
  runner: LinearRunner,
  title: string,
  ended: string,
  whileShown?: () => Promise<void>,
) => {
  const t = runnerText(runner.lang);
  const { page } = runner;
  await expectModuleRunning(runner, title);
  const notice = page.getByRole('status').filter({ hasText: t('followOn.title', { name: title }) });
  await expect.poll(() => notice.count(), { message: `the notice that ${title} has begun` }).toBe(1);
  expect(await notice.textContent(), 'the notice names the module that ended').toContain(t('followOn.body', { ended }));
  expect(
    await page.getByRole('button', { name: t('ready.start'), exact: true }).count(),
    'no Start button holds the clock',
  ).toBe(0);
  await whileShown?.();
  await notice.getByRole('button', { name: t('followOn.ok'), exact: true }).click();
  await notice.waitFor({ state: 'detached' });
};
