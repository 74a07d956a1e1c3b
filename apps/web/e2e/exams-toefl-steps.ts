import type { Lang } from '@prepwell/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { localeText } from './exams-helpers.ts';
import type { PlannedAnswer } from './exams-plan.ts';

/**
 * What a student does in the TOEFL runner (engineer B's module view): one screen at a time, Complete the
 * Words as letter boxes, choices as radios named by their text, clips that play once before their
 * questions, a review step and a confirmed "End this module".
 */
export interface ToeflRunner {
  page: Page;
  lang: Lang;
}

const tools = (runner: ToeflRunner, key: string, values?: Record<string, string | number>) =>
  localeText(runner.lang, 'tools', key, values);

/**
 * Exam clips play at 4× speed in these journeys, so the listening module takes seconds, not minutes.
 * Nothing else changes: a clip still plays through to its end, once, before its questions show.
 */
export const fastAudio = async (context: BrowserContext) => {
  await context.addInitScript(() => {
    document.addEventListener(
      'play',
      (event) => {
        if (event.target instanceof HTMLMediaElement) event.target.playbackRate = 4;
      },
      true,
    );
  });
};

export const toeflNext = (runner: ToeflRunner) =>
  runner.page
    .getByRole('navigation', { name: tools(runner, 'toefl.navigation') })
    .getByRole('button', { name: tools(runner, 'toefl.next'), exact: true });

/** The screen's heading (the task) and its progress line. */
export const expectScreen = async (runner: ToeflRunner, task: string, progress: string) => {
  const main = runner.page.getByRole('main');
  await expect
    .poll(() => main.getByRole('heading', { level: 2 }).first().textContent(), {
      message: `screen ${progress}`,
      timeout: 20_000,
    })
    .toBe(tools(runner, `toefl.task.${task}`));
  await expect.poll(() => main.getByText(progress, { exact: true }).count(), { message: progress }).toBe(1);
};

/** Complete the Words: types each planned word ending in its letter boxes. */
export const fillWords = async (runner: ToeflRunner, plan: readonly PlannedAnswer[]) => {
  for (const [i, planned] of plan.entries()) {
    const stem = planned.question.stem;
    const visible = stem.replace(/_+\s*$/, '');
    const missing = stem.length - visible.length;
    const box = runner.page.getByRole('textbox', {
      name: tools(runner, 'words.blank', { n: i + 1, visible, missing }),
    });
    await box.fill(planned.value);
    await expect.poll(() => box.inputValue()).toBe(planned.value);
  }
};

/** A multiple-choice screen: the planned choice, found by its text. */
export const chooseOnScreen = async (runner: ToeflRunner, planned: PlannedAnswer) => {
  const text = planned.question.choices?.find((c) => c.id === planned.value)?.text;
  if (!text) throw new Error(`no choice ${planned.value}`);
  const radio = runner.page.getByRole('main').getByRole('radio', { name: text, exact: true });
  await radio.check({ timeout: 30_000 });
  await expect.poll(() => radio.isChecked()).toBe(true);
};

/** The clip of this screen has played to its end and cannot be played again. */
export const expectClipPlayedOnce = async (runner: ToeflRunner) => {
  const main = runner.page.getByRole('main');
  await expect
    .poll(
      () =>
        main
          .getByRole('status')
          .filter({ hasText: tools(runner, 'audio.done') })
          .count(),
      { message: 'the clip played to its end', timeout: 60_000 },
    )
    .toBe(1);
  expect(await main.getByRole('button', { name: tools(runner, 'audio.play') }).count(), 'no Play button').toBe(0);
  expect(
    await main.getByRole('button', { name: tools(runner, 'audio.playAgain') }).count(),
    'no Play again button',
  ).toBe(0);
};

/** From the last screen: the review, then "End this module" and its confirmation. */
export const endToeflModule = async (runner: ToeflRunner, allAnswered: boolean) => {
  const { page } = runner;
  await page
    .getByRole('navigation', { name: tools(runner, 'toefl.navigation') })
    .getByRole('button', { name: tools(runner, 'toefl.toReview') })
    .click();
  const main = page.getByRole('main');
  await expect
    .poll(() => main.getByRole('heading', { level: 2 }).first().textContent())
    .toBe(tools(runner, 'toefl.review.title'));
  if (allAnswered) await expect.poll(() => main.getByText(tools(runner, 'toefl.review.allAnswered')).count()).toBe(1);
  await main.getByRole('button', { name: tools(runner, 'toefl.review.end') }).click();
  await main
    .getByRole('alertdialog')
    .getByRole('button', { name: tools(runner, 'toefl.review.confirmYes') })
    .click();
};
