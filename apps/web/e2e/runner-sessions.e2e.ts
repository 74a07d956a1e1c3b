import type { UserExamView } from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './browser.ts';
import {
  choice,
  escapeRegExp,
  expectPosition,
  readAttempt,
  readRunningAttempt,
  registerStudent,
  runnerText,
  saveStatus,
  signIn,
  waitUntil,
  type Student,
} from './exams-helpers.ts';
import { startOutageProxy, type OutageProxy } from './outage-proxy.ts';
import {
  answerWith,
  choiceIdOf,
  footerButton,
  LETTERS,
  runningSatAttempt,
  SAT_MODULE_QUESTIONS,
  storedAnswer,
} from './runner-journey.ts';

/**
 * Issue 16, acceptance 2–4 (decision 0036): who holds the attempt, what counts as an absence, and what
 * the status line says. (a) A browser that dies without its leave reaching the server: a new one (another
 * context, as after a restart) waits read-only for the server's lapse and continues by itself within
 * 35 s. (b) Ten reloads of the holding tab are not sittings: the leave count stays. (c) A 15-second API
 * outage behind a gateway (502s, network up) reads "server unreachable", and once the server is back every
 * waiting answer is stored within 2 s. The server's state is read through the API, never the page.
 */
const browser = useBrowser();
const t = runnerText('en');
const TOTAL = SAT_MODULE_QUESTIONS;
/** The server's LIVE_SESSION_SECONDS (30) plus the margin the issue allows. */
const TAKEOVER_WITHIN_MS = 35_000;

let proxy: OutageProxy;
beforeAll(async () => {
  proxy = await startOutageProxy(baseUrl());
});
afterAll(async () => proxy?.close());

const goNext = async (page: Page, to: number) => {
  await footerButton(page, t('nav.next')).click();
  await expectPosition(page, to, TOTAL);
};

/** A student with the SAT demo's first module running; the first page holds it. */
const runningAttempt = async () => {
  const student = await registerStudent();
  const { examId, userExamId } = await runningSatAttempt(student);
  const view = await readRunningAttempt(student, userExamId);
  return { student, examId, userExamId, view };
};

/** A page of a new context (a browser of its own) signed in as the student, on the runner. */
const openRunner = async (student: Student, path: string, origin = '') => {
  const page = await browser.newPage();
  await signIn(page.context(), student);
  // The runner asks before a page with a running module is left; a reload here is meant.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${origin}${path}`);
  return page;
};

/**
 * A browser that will die without its leave reaching the server (as after a crash or a killed browser): it
 * reaches the server through a way of its own, cut (every API request refused) and then closed just before
 * its context closes. (A route on the closing context is not enough: the leave is a keepalive request,
 * which can outlive the page and its routes.)
 */
const openDoomedRunner = async (student: Student, path: string) => {
  const way = await startOutageProxy(baseUrl());
  const page = await openRunner(student, path, way.url);
  const die = async () => {
    way.down();
    await page.context().close();
    await way.close();
  };
  return { page, die };
};

/** Until the server says this page's open went through: a live session with an epoch newer than `after`. */
const openedAfter = async (student: Student, userExamId: string, after: number, what: string) => {
  let view: UserExamView | undefined;
  await waitUntil(async () => {
    view = await readAttempt(student, userExamId);
    return view.sessionLive && view.epoch > after;
  }, what);
  return view!;
};

/**
 * The dead browser's last signs of life: heartbeats under its epoch until `stop()` (the moment it dies),
 * so that what follows does not depend on how long a busy machine took to open the next browser.
 */
const heartbeatsOf = (student: Student, userExamId: string, epoch: number) => {
  let failed: unknown = null;
  const beat = () =>
    student.api('POST', `/api/user-exams/${userExamId}/heartbeat`, { epoch }).catch((error: unknown) => {
      failed ??= error;
    });
  let last = beat();
  const timer = setInterval(() => {
    last = beat();
  }, 2_000);
  return {
    stop: async () => {
      clearInterval(timer);
      await last;
      if (failed) throw new Error(`a heartbeat of the old session failed: ${String(failed)}`);
    },
  };
};

const noNotifications = (page: Page) => expect.poll(() => page.locator('.mantine-Notification-root').count()).toBe(0);

describe('runner sessions (issue 16)', () => {
  it('a browser that died without its leave: a new one waits read-only for the lapse, then continues by itself and saves', async () => {
    const { student, examId, userExamId, view } = await runningAttempt();
    const path = `/sat/test/${examId}/${userExamId}`;
    const first = choiceIdOf(view, 1, 'A');
    const second = choiceIdOf(view, 2, 'B');

    // The first browser holds the attempt and saves an answer.
    const { page: old, die } = await openDoomedRunner(student, path);
    await expectPosition(old, 1, TOTAL);
    const held = await openedAfter(student, userExamId, view.epoch, 'the first browser to open the attempt');
    await answerWith(old, 'A');
    await waitUntil(async () => storedAnswer(await readAttempt(student, userExamId), first), 'the first answer stored');

    // It dies: its leave never reaches the server (as after a crash or a killed browser).
    const dying = heartbeatsOf(student, userExamId, held.epoch);
    await die();
    const afterCrash = await readAttempt(student, userExamId);
    expect(afterCrash.sessionLive, 'the server still takes the dead browser for live').toBe(true);
    expect(afterCrash.epoch).toBe(held.epoch);
    expect(afterCrash.sessionLapseSeconds ?? -1).toBeGreaterThan(0);
    expect(afterCrash.sessionLapseSeconds ?? 99).toBeLessThanOrEqual(30);

    // A new browser: read-only, says when it continues by itself, and offers "Continue here".
    const page = await openRunner(student, path);
    const banner = page.getByTestId('session-banner');
    const waiting = new RegExp(
      escapeRegExp(t('stale.waiting_other', { count: 999 })).replace('999', '\\d+') +
        '|' +
        escapeRegExp(t('stale.waiting_one', { count: 999 })).replace('999', '\\d+'),
    );
    await expect.poll(() => banner.textContent(), { message: 'the countdown to the lapse' }).toMatch(waiting);
    // Now the dead browser falls silent for good.
    await dying.stop();
    const closedAt = Date.now();
    expect(await banner.getByRole('button', { name: t('stale.continueHere'), exact: true }).count()).toBe(1);
    // While read-only it shows the server's answer on question 1.
    await expectPosition(page, 1, TOTAL);
    await expect.poll(() => choice(page, 'A').getAttribute('aria-checked')).toBe('true');
    await noNotifications(page);
    await expectAccessible(page, 'the session banner counting down to the lapse');

    // No click: it continues by itself once the server lets the old session lapse, and says so.
    const continued = page.getByRole('status').filter({ hasText: t('stale.continued') });
    await continued.waitFor({ timeout: TAKEOVER_WITHIN_MS });
    const tookOverAfter = Date.now() - closedAt;
    expect(tookOverAfter, `continued ${tookOverAfter} ms after the crash`).toBeLessThanOrEqual(TAKEOVER_WITHIN_MS);
    const taken = await openedAfter(student, userExamId, held.epoch, 'the new browser to open the attempt');
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: t('stale.continueHere') })
        .count(),
    ).toBe(0);
    await noNotifications(page);
    await expectAccessible(page, 'the notice that the test continues here');
    await continued.getByRole('button', { name: t('stale.dismiss'), exact: true }).click();
    await continued.waitFor({ state: 'detached' });

    // Interactive: an answer saves, under the new session.
    await goNext(page, 2);
    await answerWith(page, 'B');
    await waitUntil(
      async () => storedAnswer(await readAttempt(student, userExamId), second),
      'the answer after taking over',
    );
    await expect.poll(() => saveStatus(page).textContent()).toBe(t('save.saved'));
    const after = await readAttempt(student, userExamId);
    expect(after.epoch, 'no other open since the takeover').toBe(taken.epoch);
    expect(storedAnswer(after, first), 'the answer of the dead browser is kept').toBe(true);
  });

  it('after a crash, "Continue here" continues at once; a click while read-only is refused and never shown as chosen', async () => {
    const { student, examId, userExamId, view } = await runningAttempt();
    const path = `/sat/test/${examId}/${userExamId}`;
    const first = choiceIdOf(view, 1, 'A');
    const changed = choiceIdOf(view, 1, 'C');

    const { page: old, die } = await openDoomedRunner(student, path);
    await expectPosition(old, 1, TOTAL);
    const held = await openedAfter(student, userExamId, view.epoch, 'the first browser to open the attempt');
    await answerWith(old, 'A');
    await waitUntil(async () => storedAnswer(await readAttempt(student, userExamId), first), 'the first answer stored');
    // Its last heartbeats keep the old session live until just before "Continue here", however slow this machine.
    const dying = heartbeatsOf(student, userExamId, held.epoch);
    await die();

    const page = await openRunner(student, path);
    const banner = page.getByTestId('session-banner');
    const continueHere = banner.getByRole('button', { name: t('stale.continueHere'), exact: true });
    await continueHere.waitFor();
    await expectPosition(page, 1, TOTAL);
    await expect.poll(() => choice(page, 'A').getAttribute('aria-checked')).toBe('true');

    // A click on the read-only page: refused, said so, and the server's answer stays the one shown.
    // (The choice says it is unavailable, aria-disabled, so Playwright's wait for an enabled target is skipped.)
    await choice(page, 'B').click({ force: true });
    await expect.poll(() => banner.textContent(), { message: 'the refusal' }).toContain(t('stale.refused'));
    expect(await choice(page, 'B').getAttribute('aria-checked')).not.toBe('true');
    expect(await choice(page, 'A').getAttribute('aria-checked')).toBe('true');
    await noNotifications(page);
    await expectAccessible(page, 'the session banner after a refused click');

    // The old session has not lapsed yet: "Continue here" takes the attempt over at once.
    await dying.stop();
    expect((await readAttempt(student, userExamId)).sessionLive, 'the old session still live').toBe(true);
    await continueHere.click();
    await banner.waitFor({ state: 'detached', timeout: 5_000 });
    const taken = await openedAfter(student, userExamId, held.epoch, 'the open of "Continue here"');
    await answerWith(page, 'C');
    await waitUntil(
      async () => storedAnswer(await readAttempt(student, userExamId), changed),
      'the answer after continuing',
    );
    await expect.poll(() => saveStatus(page).textContent()).toBe(t('save.saved'));
    expect((await readAttempt(student, userExamId)).epoch).toBe(taken.epoch);
  });

  it('ten reloads of the holding tab are not sittings; a 15-second API outage reads "server unreachable" and the waiting answers are stored within 2 s of recovery', async () => {
    const { student, examId, userExamId, view } = await runningAttempt();
    const path = `/sat/test/${examId}/${userExamId}`;
    const planned = ([1, 2, 3] as const).map((n) => choiceIdOf(view, n, LETTERS[n - 1]!));

    const page = await openRunner(student, path, proxy.url);
    await expectPosition(page, 1, TOTAL);
    let epoch = (await openedAfter(student, userExamId, view.epoch, 'the tab to open the attempt')).epoch;
    await answerWith(page, 'A');
    await waitUntil(
      async () => storedAnswer(await readAttempt(student, userExamId), planned[0]!),
      'the first answer stored',
    );
    const before = await readAttempt(student, userExamId);

    // (b) Ten reloads: each one opens again (a newer epoch); none is counted as leaving the test.
    for (let i = 1; i <= 10; i += 1) {
      await page.reload();
      await expectPosition(page, 1, TOTAL);
      epoch = (await openedAfter(student, userExamId, epoch, `the open after reload ${i}`)).epoch;
    }
    await expect.poll(() => choice(page, 'A').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('session-banner').count(), 'the reloaded tab still holds the attempt').toBe(0);
    const reloaded = await readAttempt(student, userExamId);
    expect(reloaded.leaveCount, 'ten reloads, no sitting').toBe(before.leaveCount);
    expect(reloaded.timeAwaySeconds).toBe(before.timeAwaySeconds);

    // (c) The API goes down behind the gateway (502) for 15 s while two questions are answered.
    proxy.down();
    const downAt = Date.now();
    await goNext(page, 2);
    await answerWith(page, 'B');
    await goNext(page, 3);
    await answerWith(page, 'C');
    await expect
      .poll(() => saveStatus(page).textContent(), { message: 'the status line during the outage' })
      .toBe(t('save.unreachable_other', { count: 2 }));
    expect(proxy.refused(), 'the runner met the outage').toBeGreaterThan(0);
    const during = await readAttempt(student, userExamId);
    expect(
      storedAnswer(during, planned[1]!) || storedAnswer(during, planned[2]!),
      'nothing got through the outage',
    ).toBe(false);
    await noNotifications(page);
    await expectAccessible(page, 'the runner while the server is unreachable');
    // The outage itself is the one fixed wait: the server stays down for at least its 15 s (longer when this
    // machine was slow to do the steps above — still an outage the runner must ride out).
    const outageLeft = Math.max(0, 15_000 - (Date.now() - downAt));
    await new Promise((r) => setTimeout(r, outageLeft));

    // The server is back: every waiting answer is stored within 2 s.
    proxy.up();
    const upAt = Date.now();
    await waitUntil(
      async () => {
        const now = await readAttempt(student, userExamId);
        return planned.every((p) => storedAnswer(now, p));
      },
      'every waiting answer stored within 2 s of recovery',
      2_000,
    );
    const recovered = Date.now() - upAt;
    expect(recovered, `stored ${recovered} ms after the server came back`).toBeLessThanOrEqual(2_000);
    await expect.poll(() => saveStatus(page).textContent()).toBe(t('save.saved'));
    const end = await readAttempt(student, userExamId);
    expect(end.leaveCount, 'the outage is not a sitting either').toBe(before.leaveCount);
    expect(end.epoch, 'the tab kept the attempt through the outage').toBe(epoch);
  });
});
