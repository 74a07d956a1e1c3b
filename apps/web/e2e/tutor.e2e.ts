import type { AiConversationView, UserExamView } from '@prepwell/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SAT_DRILL } from '../../api/src/seed/demo-exams-sat-drills-math.ts';
import { expectAccessible, useBrowser } from './browser.ts';
import {
  findTest,
  localeText,
  readRunningAttempt,
  registerStudent,
  signIn,
  startAttempt,
  waitUntil,
  type Student,
} from './exams-helpers.ts';
import { blueprintModule, planModule } from './exams-plan.ts';

/**
 * Issue 6, acceptance 4: the AI tutor panel. From a wrong answer on the explanations page of a finished SAT
 * drill the student opens the floating panel, drags it, resizes it, minimizes and restores it (also with
 * Escape), cannot send an empty message, asks "Why is my answer wrong?" and sees the answer stream in (the
 * offline tutor in tests), asks again with Enter, closes it with the confirmation and reopens it empty.
 * Then the panel opens in the runner's practice mode. Axe runs on both.
 */
const browser = useBrowser();
const tt = (key: string, values?: Record<string, string | number>) => localeText('en', 'tutor', key, values);

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('the panel is not visible');
  return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
};

/** Two boxes overlap (touching edges do not). */
const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Rect = { x: number; y: number; width: number; height: number };

/** A pointer drag from the middle of `handle` by (dx, dy), in steps like a hand. */
const dragBy = async (page: Page, handle: Locator, dx: number, dy: number, at: 'middle' | 'start' = 'middle') => {
  const b = await box(handle);
  const x = at === 'middle' ? b.x + b.width / 2 : b.x + 24;
  const y = b.y + b.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
};

/** A finished SAT drill whose first question was answered wrong (the others left blank). */
const finishedDrill = async (student: Student) => {
  const examId = await findTest(student, 'sat', DEMO_SAT_DRILL.title);
  const { userExamId } = await startAttempt(student, examId);
  await student.api('POST', `/api/user-exams/${userExamId}/start-module`, {});
  const view = await readRunningAttempt(student, userExamId);
  const first = [...(view.current?.questions ?? [])].sort((a, b) => a.position - b.position)[0];
  const planned = planModule(blueprintModule(DEMO_SAT_DRILL, 'math', 1).questions, [1])[0];
  if (!first || !planned) throw new Error('the drill has no first question');
  expect(first.stem).toBe(planned.question.stem);
  await student.api('PUT', `/api/user-exams/${userExamId}/answers/${first.id}`, { answer: planned.value, seq: 1 });
  await student.api('POST', `/api/user-exams/${userExamId}/submit-module`, {});
  await waitUntil(
    async () => (await student.api<UserExamView>('GET', `/api/user-exams/${userExamId}`)).status === 'completed',
    'the drill to complete',
  );
  return { examId, userExamId, questionId: first.id };
};

describe('the AI tutor panel', () => {
  it('from a wrong answer in review: drag, resize, minimize, restore, ask and see the answer stream, close with the confirmation, reopen empty', async () => {
    const student = await registerStudent();
    const { examId, userExamId, questionId } = await finishedDrill(student);
    const page = await browser.newPage();
    await signIn(page.context(), student);
    const asks: { accept: string }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(`/api/ai/questions/${questionId}/ask`))
        asks.push({ accept: request.headers().accept ?? '' });
    });
    await page.goto(`/sat/explanations/${examId}/${userExamId}?n=1`);

    // A wrong answer: the tutor is offered prominently, with the reason to ask.
    const launcher = page.getByRole('button', { name: tt('launcher.ask') });
    await launcher.waitFor({ timeout: 20_000 });
    await page.getByText(tt('launcher.wrongHint')).waitFor();
    await launcher.click();
    const panel = page.getByRole('dialog', { name: tt('panel.title') });
    await panel.waitFor();
    await expect.poll(() => panel.getByText(tt('chat.empty')).count(), { message: 'a new conversation' }).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), {
        message: 'focus moves into the panel',
      })
      .toBe(tt('input.label'));

    // Issue 17: on a wide screen the panel docks beside the page, which narrows: it never covers the question.
    const stem = page.getByText('what is the value of', { exact: false }).first();
    await expect.poll(() => panel.getAttribute('data-layout')).toBe('side');
    const side = await box(panel);
    expect(side.x + side.width, 'docked at the right edge').toBe(1280);
    expect(side.height, 'the full height').toBe(860);
    expect(intersects(await box(stem), side), 'the question text is beside the panel, not under it').toBe(false);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'the page narrowed: nothing scrolls sideways',
    ).toBeLessThanOrEqual(1280);
    await expectAccessible(page, 'the docked tutor panel');
    // Floated, it moves and resizes as before (the choice is kept for the session).
    await panel.getByRole('button', { name: tt('panel.float') }).click();
    await expect.poll(() => panel.getAttribute('data-layout')).toBe('float');

    // Drag by the header: the panel moves, and stays inside the viewport when pulled far away.
    const header = page.getByTestId('tutor-drag');
    const opened = await box(panel);
    await dragBy(page, header, -240, -160, 'start');
    const moved = await box(panel);
    expect(moved.x, 'dragged left').toBeLessThan(opened.x - 200);
    expect(moved.y, 'dragged up').toBeLessThan(opened.y - 120);
    expect({ width: moved.width, height: moved.height }).toEqual({ width: opened.width, height: opened.height });
    await dragBy(page, header, -3000, -3000, 'start');
    const corner = await box(panel);
    expect(corner.x, 'kept inside on the left').toBeGreaterThanOrEqual(0);
    expect(corner.y, 'kept inside at the top').toBeGreaterThanOrEqual(0);
    await dragBy(page, header, 300, 150, 'start');
    // The same without a pointer: arrow keys on the move grip and on the resize handle (Shift: bigger steps).
    const dropped = await box(panel);
    await panel.getByRole('button', { name: tt('panel.move') }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    const nudged = await box(panel);
    expect({ x: nudged.x, y: nudged.y }, 'moved by the arrow keys').toEqual({ x: dropped.x - 16, y: dropped.y - 16 });
    await panel.getByRole('button', { name: tt('panel.resize') }).focus();
    await page.keyboard.press('Shift+ArrowRight');
    const placed = await box(panel);
    expect(placed.width, 'wider by Shift+ArrowRight').toBe(nudged.width + 64);

    // Resize by the corner handle.
    await dragBy(page, page.getByTestId('tutor-resize'), 90, 70);
    const resized = await box(panel);
    expect(resized.width, 'wider').toBeGreaterThan(placed.width + 60);
    expect(resized.height, 'taller').toBeGreaterThan(placed.height + 40);
    expect({ x: resized.x, y: resized.y }, 'the top-left corner stays').toEqual({ x: placed.x, y: placed.y });

    // Minimize to the bubble and restore, in the same place; Escape minimizes too.
    await panel.getByRole('button', { name: tt('panel.minimize') }).click();
    const bubble = page.getByRole('button', { name: tt('panel.restore') });
    await bubble.waitFor();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await bubble.click();
    await panel.waitFor();
    expect(await box(panel), 'restored where it was').toEqual(resized);
    await page.keyboard.press('Escape');
    await bubble.waitFor();
    await bubble.click();
    await panel.waitFor();

    // An empty message is not sent.
    const input = panel.getByRole('textbox', { name: tt('input.label') });
    const send = panel.getByRole('button', { name: tt('input.send') });
    expect(await send.isDisabled(), 'Send is off with nothing typed').toBe(true);
    await input.fill('   ');
    expect(await send.isDisabled(), 'Send is off with only spaces').toBe(true);
    await input.press('Enter');
    expect(asks, 'nothing was requested').toHaveLength(0);
    await input.fill('');

    // "Why is my answer wrong?": the answer streams (SSE) and types out into the conversation.
    const streamed = page.waitForResponse((r) => r.url().includes(`/api/ai/questions/${questionId}/ask`));
    await panel.getByRole('button', { name: tt('prompts.why_wrong') }).click();
    const typing = panel.getByTestId('tutor-typing');
    const lengths = new Set<number>();
    const response = await streamed;
    expect(response.headers()['content-type'], 'the answer comes as server-sent events').toContain('text/event-stream');
    const answer = panel.getByTestId('tutor-message').and(panel.locator('[data-role="assistant"]'));
    await waitUntil(async () => {
      const text = (await typing.count()) ? ((await typing.textContent().catch(() => '')) ?? '') : '';
      if (text) lengths.add(text.length);
      return (await answer.count()) === 1;
    }, 'the answer to finish typing');
    expect(lengths.size, `the answer appeared in steps (${[...lengths].join(', ')})`).toBeGreaterThan(1);
    expect(asks[0]?.accept).toContain('text/event-stream');
    const first = (await answer.textContent()) ?? '';
    expect(first.length, 'the tutor answered').toBeGreaterThan(20);
    await expect
      .poll(() =>
        panel
          .getByTestId('tutor-message')
          .filter({ hasText: tt('prompts.why_wrong') })
          .count(),
      )
      .toBe(1);
    const stored = await student.api<AiConversationView>('GET', `/api/ai/questions/${questionId}/conversation`);
    expect(
      stored.messages.map((m) => m.role),
      'the server keeps the conversation',
    ).toEqual(['user', 'assistant']);
    expect(Number(await panel.getByTestId('tutor-usage').getAttribute('aria-valuenow'))).toBe(
      Math.max(0, Math.min(100, Math.round(stored.usage_loaded * 100))),
    );

    // While an IME composes (Chinese), Enter picks the characters and the count waits for compositionend.
    await input.fill('');
    await input.evaluate((el: HTMLTextAreaElement) => {
      el.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setter?.call(el, 'wei shen me');
      el.dispatchEvent(new InputEvent('input', { bubbles: true, isComposing: true, data: 'wei shen me' }));
      el.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, isComposing: true }),
      );
    });
    await expect
      .poll(() => panel.getByText(tt('input.count', { count: 0, max: 4000 })).count(), {
        message: 'not counted while composing',
      })
      .toBe(1);
    await input.evaluate((el: HTMLTextAreaElement) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setter?.call(el, '为什么');
      el.dispatchEvent(new InputEvent('input', { bubbles: true, data: '为什么' }));
      el.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '为什么' }));
    });
    await expect
      .poll(() => panel.getByText(tt('input.count', { count: 3, max: 4000 })).count(), {
        message: 'counted on compositionend',
      })
      .toBe(1);
    expect(asks, 'Enter while composing did not send').toHaveLength(1);
    await input.fill('');

    // Shift+Enter adds a line; Enter sends.
    await input.click();
    await input.pressSequentially('Can you give me a hint');
    await input.press('Shift+Enter');
    await input.pressSequentially('for the first step?');
    expect(await input.inputValue()).toBe('Can you give me a hint\nfor the first step?');
    expect(asks).toHaveLength(1);
    await input.press('Enter');
    await expect.poll(() => panel.getByTestId('tutor-message').count(), { timeout: 30_000 }).toBe(4);
    expect(await input.inputValue(), 'the input is cleared').toBe('');
    await expectAccessible(page, 'the tutor panel on the explanations page');

    // Close: asks first; keeping it changes nothing, confirming clears the conversation.
    await panel.getByRole('button', { name: tt('panel.close') }).click();
    const confirm = panel.getByRole('alertdialog', { name: tt('confirm.title') });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: tt('confirm.no') }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await panel.getByTestId('tutor-message').count()).toBe(4);
    await panel.getByRole('button', { name: tt('panel.close') }).click();
    await confirm.getByRole('button', { name: tt('confirm.yes') }).click();
    await expect.poll(() => panel.count(), { message: 'the panel closed' }).toBe(0);
    await expect
      .poll(
        async () =>
          (await student.api<AiConversationView>('GET', `/api/ai/questions/${questionId}/conversation`)).messages
            .length,
      )
      .toBe(0);

    // Reopened after a reload: an empty conversation, where the student left the panel (remembered for the session).
    await page.reload();
    await launcher.click();
    await panel.waitFor();
    await expect.poll(() => panel.getByText(tt('chat.empty')).count()).toBe(1);
    expect(await panel.getByTestId('tutor-message').count()).toBe(0);
    expect(await box(panel), 'the same place and size').toEqual(resized);

    // Issue 17: on a phone the panel is a bottom sheet, and the question scrolls above it.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => panel.getAttribute('data-layout')).toBe('sheet');
    const sheet = await box(panel);
    expect({ x: sheet.x, width: sheet.width, bottom: sheet.y + sheet.height }, 'across the bottom').toEqual({
      x: 0,
      width: 375,
      bottom: 740,
    });
    await stem.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    expect(intersects(await box(stem), await box(panel)), 'the question text shows above the sheet').toBe(false);
    await expectAccessible(page, 'the tutor as a bottom sheet');
  });

  it('shows failures in the panel and keeps the conversation: a provider error, a limit (429), the 0.8 refusal', async () => {
    const student = await registerStudent();
    const { examId, userExamId, questionId } = await finishedDrill(student);
    const page = await browser.newPage();
    await signIn(page.context(), student);
    // The server's answers are replaced in the browser for these three cases (the API tests cover the server's side).
    const replies: (() => { status: number; contentType: string; body: string })[] = [
      () => ({
        status: 200,
        contentType: 'text/event-stream',
        body: `event: done\ndata: ${JSON.stringify({ content: 'The AI service did not answer in time. Your conversation is kept.', usage_loaded: 0.3, source: 'error', conversation_id: questionId })}\n\n`,
      }),
      () => ({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'ai_daily_limit_reached',
          status: 429,
          message: 'You have used today’s free tutor messages.',
        }),
      }),
      () => ({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'ai_conversation_over_limit', status: 400, message: 'over' }),
      }),
    ];
    await page.route(`**/api/ai/questions/${questionId}/ask`, async (route) => {
      const reply = replies.shift();
      if (!reply) return route.continue();
      const { status, contentType, body } = reply();
      return route.fulfill({ status, contentType, body });
    });
    await page.goto(`/sat/explanations/${examId}/${userExamId}?n=1`);
    await page.getByRole('button', { name: tt('launcher.ask') }).click();
    const panel = page.getByRole('dialog', { name: tt('panel.title') });
    await panel.waitFor({ timeout: 20_000 });
    const input = panel.getByRole('textbox', { name: tt('input.label') });
    const send = panel.getByRole('button', { name: tt('input.send') });

    // A provider timeout: its message, the student's question stays in the conversation.
    await input.fill('What does 3x mean?');
    await send.click();
    await expect
      .poll(() => panel.getByTestId('tutor-error').textContent())
      .toBe('The AI service did not answer in time. Your conversation is kept.');
    expect(await panel.getByTestId('tutor-message').filter({ hasText: 'What does 3x mean?' }).count()).toBe(1);
    await expect.poll(() => panel.getByTestId('tutor-usage').getAttribute('aria-valuenow')).toBe('30');

    // A limit: the server's message; the unsent text goes back into the input.
    await input.fill('And the next step?');
    await send.click();
    await expect
      .poll(() => panel.getByTestId('tutor-error').textContent())
      .toBe('You have used today’s free tutor messages.');
    expect(await input.inputValue()).toBe('And the next step?');
    expect(await panel.getByTestId('tutor-message').filter({ hasText: 'And the next step?' }).count()).toBe(0);

    // Over 0.8: the spec's text, nothing more can be sent, the conversation is still shown.
    await send.click();
    await expect.poll(() => panel.getByTestId('tutor-over-limit').textContent()).toBe(tt('overLimit'));
    expect(await input.isDisabled()).toBe(true);
    expect(await send.isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: tt('prompts.why_wrong') }).count(), 'no quick prompts either').toBe(
      0,
    );
    expect(await panel.getByTestId('tutor-message').filter({ hasText: 'What does 3x mean?' }).count()).toBe(1);
    await expectAccessible(page, 'the tutor panel with an error');
  });

  it('opens in the runner’s practice mode (a drill), loaded on the first click', async () => {
    const student = await registerStudent();
    const examId = await findTest(student, 'sat', DEMO_SAT_DRILL.title);
    const { userExamId } = await startAttempt(student, examId);
    await student.api('POST', `/api/user-exams/${userExamId}/start-module`, {});
    await student.api('POST', `/api/user-exams/${userExamId}/leave`, {});
    const page = await browser.newPage();
    await signIn(page.context(), student);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/')) chunks.push(request.url());
    });
    await page.goto(`/sat/test/${examId}/${userExamId}`);
    const launcher = page.getByRole('main').getByRole('button', { name: tt('launcher.ask') });
    await launcher.waitFor({ timeout: 20_000 });
    expect(
      chunks.some((url) => /tutor-panel-/.test(url)),
      'the panel is not loaded before it is asked for',
    ).toBe(false);
    await launcher.click();
    const panel = page.getByRole('dialog', { name: tt('panel.title') });
    await panel.waitFor({ timeout: 20_000 });
    expect(
      chunks.some((url) => /tutor-panel-/.test(url)),
      'the panel chunk loaded on the click',
    ).toBe(true);
    await expect.poll(() => panel.getByText(tt('chat.empty')).count()).toBe(1);
    await expect.poll(() => panel.getByText(tt('panel.question', { number: 1 })).count()).toBe(1);
    await expectAccessible(page, 'the tutor panel in the runner');
    // Practice mode may ask (only a running exam-mode attempt is refused): a hint, with the runner's token.
    await panel.getByRole('button', { name: tt('prompts.hint') }).click();
    await expect
      .poll(() => panel.locator('[data-testid="tutor-message"][data-role="assistant"]').count(), { timeout: 30_000 })
      .toBe(1);
    expect(await panel.getByTestId('tutor-error').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: tt('panel.restore') }).waitFor();
  });
});
