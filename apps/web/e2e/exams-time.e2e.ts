import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import {
  choice,
  expectPosition,
  readAttempt,
  registerStudent,
  runnerText,
  saveStatus,
  signIn,
  timerSeconds,
  waitUntil,
  type Student,
} from './exams-helpers.ts';
import { runningSatAttempt } from './runner-journey.ts';

/**
 * Issue 3, acceptance 3 in the browser: the runner shows the server's remaining time whatever the device's
 * clock says, and a second tab on the same attempt opens read-only while the first one keeps writing.
 */
const browser = useBrowser();
const t = runnerText('en');

/** The device's wall clock is `offsetMs` off (Date and Date.now); the monotonic clock is untouched. */
const skewDeviceClock = async (context: BrowserContext, offsetMs: number) => {
  await context.addInitScript((offset) => {
    const RealDate = Date;
    class SkewedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as [string | number]));
      }
      static override now() {
        return RealDate.now() + offset;
      }
    }
    window.Date = SkewedDate as DateConstructor;
  }, offsetMs);
};

/** The timer against the server's remainingSeconds read just before and just after it. */
const expectServerTime = async (page: Page, student: Student, userExamId: string, label: string) => {
  const before = (await readAttempt(student, userExamId)).current?.remainingSeconds ?? -1;
  const shown = await timerSeconds(page);
  const after = (await readAttempt(student, userExamId)).current?.remainingSeconds ?? -1;
  expect(shown, `${label}: the timer (${shown} s) within the server's ${after}–${before} s`).toBeGreaterThanOrEqual(
    after - 2,
  );
  expect(shown, `${label}: the timer (${shown} s) within the server's ${after}–${before} s`).toBeLessThanOrEqual(
    before + 2,
  );
  return shown;
};

describe('time and sessions in the runner', () => {
  for (const minutes of [10, -10]) {
    it(`shows the server's remaining time with the device clock ${minutes > 0 ? '+' : '−'}${Math.abs(minutes)} minutes off`, async () => {
      const student = await registerStudent();
      const { userExamId, path } = await runningSatAttempt(student);
      // A few seconds of the module pass first, so a timer showing the full 32:00 would be wrong.
      await waitUntil(
        async () => ((await readAttempt(student, userExamId)).current?.remainingSeconds ?? 0) <= 32 * 60 - 4,
        'the module clock to run 4 s',
      );
      const page = await browser.newPage();
      await signIn(page.context(), student);
      await skewDeviceClock(page.context(), minutes * 60_000);
      await page.goto(path);
      await expectPosition(page, 1, 27);

      // The page's clock really is off by the skew.
      const skew = (await page.evaluate(() => Date.now())) - Date.now();
      expect(Math.abs(skew - minutes * 60_000), `the device clock is ${minutes} minutes off`).toBeLessThan(5_000);

      const first = await expectServerTime(page, student, userExamId, 'on opening');
      expect(first, 'the module began on the server before the page opened').toBeLessThan(32 * 60 - 2);
      // It counts down in real time, and a reload reads the server again.
      await expect.poll(() => timerSeconds(page), { timeout: 10_000 }).toBeLessThanOrEqual(first - 2);
      await expectServerTime(page, student, userExamId, 'a few seconds later');
      await page.reload();
      await expectPosition(page, 1, 27);
      await expectServerTime(page, student, userExamId, 'after a reload');
    });
  }

  it('leaves one tab able to write: the tab holding the attempt keeps it, a second one opens read-only until Continue here', async () => {
    const student = await registerStudent();
    const { userExamId, path } = await runningSatAttempt(student);
    const first = await browser.newPage();
    await signIn(first.context(), student);
    await first.goto(path);
    await expectPosition(first, 1, 27);
    await choice(first, 'A').click();
    await expect.poll(() => saveStatus(first).textContent()).toBe(t('save.saved'));
    // The read-only banner (decision 0036): its text says whether the page waits for the other tab to lapse.
    const banner = (page: Page) => page.getByRole('alert').and(page.getByTestId('session-banner'));
    const next = (page: Page) =>
      page
        .getByRole('contentinfo')
        .getByRole('button', { name: t('nav.next'), exact: true })
        .click();
    const answerOf = async (position: number) => {
      const view = await readAttempt(student, userExamId);
      const q = view.current?.questions.find((item) => item.position === position);
      return {
        answer: view.answers.find((a) => a.questionId === q?.id)?.answer,
        choices: q?.choices.map((c) => c.id) ?? [],
        epoch: view.epoch,
      };
    };
    const epochBefore = (await readAttempt(student, userExamId)).epoch;

    // A second tab on the same attempt (same browser, same student) opens read-only: it shows the saved answer and locks its choices.
    const second = await first.context().newPage();
    await second.goto(path);
    await expectPosition(second, 1, 27);
    await expect
      .poll(() => banner(second).count(), { message: 'the second tab is told another tab holds the test' })
      .toBe(1);
    await expect
      .poll(() => choice(second, 'A').getAttribute('aria-checked'), {
        message: 'the second tab shows the saved answer',
      })
      .toBe('true');
    await expect.poll(() => saveStatus(second).textContent()).toBe(t('save.readOnly'));
    expect(await choice(second, 'C').getAttribute('aria-disabled'), 'the second tab’s choices are locked').toBe('true');
    expect((await readAttempt(student, userExamId)).epoch, 'opening the second tab took nothing over').toBe(
      epochBefore,
    );

    // The first tab keeps working.
    expect(await banner(first).count(), 'the first tab is not read-only').toBe(0);
    await next(first);
    await expectPosition(first, 2, 27);
    await choice(first, 'C').click();
    await expect.poll(() => saveStatus(first).textContent()).toBe(t('save.saved'));
    const atQ2 = await answerOf(2);
    expect(atQ2.answer, 'the first tab’s answer is on the server').toBe(atQ2.choices[2]);
    expect(await banner(first).count(), 'the first tab is still not read-only').toBe(0);

    // "Continue here" in the second tab takes the attempt over: it writes, and the first one becomes read-only.
    await banner(second)
      .getByRole('button', { name: t('stale.continueHere') })
      .click();
    await expect.poll(() => banner(second).count()).toBe(0);
    await next(second);
    await expectPosition(second, 2, 27);
    await next(second);
    await expectPosition(second, 3, 27);
    await choice(second, 'D').click();
    await expect.poll(() => saveStatus(second).textContent()).toBe(t('save.saved'));
    await next(first);
    await expectPosition(first, 3, 27);
    // It may have seen the newer session already (a clock refresh or a heartbeat) and locked itself; if not, its change is refused.
    await choice(first, 'A').click({ force: true });
    await expect.poll(() => banner(first).count(), { message: 'the first tab is read-only now' }).toBe(1);
    await expect.poll(() => saveStatus(first).textContent()).toBe(t('save.readOnly'));

    const third = await answerOf(3);
    expect(third.answer, 'the second tab’s answer stands, the first tab’s later change was refused').toBe(
      third.choices[3],
    );
  });
});
