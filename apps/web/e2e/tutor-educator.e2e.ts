import type { AiConversationView, QuestionView } from '@prepwell/contracts';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';
import { openAs, register, switchLanguage, textOf } from './classes-steps.ts';

/**
 * Issue 17: the AI tutor in the shell for educators, in 简体中文. A teacher opens a question of the question bank:
 * the shell offers the tutor on it (and the page's own button), the panel opens docked beside the page and never
 * covers the question's text (bounding boxes), the offline tutor answers in Chinese, closing returns the focus
 * to the shell's button. On a phone the panel is a bottom sheet with the question above it. Axe on each.
 */
const browser = useBrowser();
const tt = (key: string, values?: Record<string, string | number>) => textOf('cn', 'tutor', key, values);
const q = (key: string) => textOf('cn', 'questions', key);

type Rect = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Rect> => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not visible');
  return b;
};
/** Two boxes overlap (touching edges do not). */
const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the AI tutor for educators (issue 17)', () => {
  it(
    'a teacher asks the tutor about a question of the bank, in 简体中文; the panel never covers the question',
    {
      timeout: 180_000,
    },
    async () => {
      const teacher = await register('teacher', '林');
      const tag = Math.random().toString(36).slice(2, 7);
      const stem = `若 3x + 7 = 22，x 等于多少？（${tag}）`;
      const question = await teacher.api<QuestionView>('POST', '/api/questions', {
        kind: 'sat',
        section: 'math',
        type: 'multiple_choice',
        stem,
        choices: [
          { id: 'A', text: '5' },
          { id: 'B', text: '7' },
          { id: 'C', text: '15' },
          { id: 'D', text: '29' },
        ],
        answerKey: { kind: 'choice', correct: ['A'] },
        explanation: '两边同时减去 7，得 3x = 15。再除以 3，得 x = 5。',
      });

      const page = await browser.newPage();
      await page.setViewportSize({ width: 1280, height: 860 });
      await openAs(page, teacher, `/questions/${question.id}`);
      await page.getByRole('banner').waitFor({ timeout: 30_000 });
      await switchLanguage(page, 'en', 'cn');
      await page.getByRole('heading', { name: q('detail.title'), level: 1 }).waitFor();
      const text = page.getByTestId('question-preview').getByText(stem);
      await text.waitFor({ timeout: 20_000 });

      // The shell offers the tutor on the question in view; the page has its own button too.
      const shellLauncher = page.getByRole('button', { name: tt('launcher.shell') });
      await shellLauncher.waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: tt('launcher.ask') }).waitFor();
      await expectAccessible(page, 'a question of the bank with the tutor offered');

      // Opened from the shell: docked beside the page, which narrows; the question's text is beside it.
      await shellLauncher.click();
      const panel = page.getByRole('dialog', { name: tt('panel.title') });
      await panel.waitFor({ timeout: 20_000 });
      await expect.poll(() => panel.getAttribute('data-layout')).toBe('side');
      await expect.poll(() => panel.getByText(tt('chat.empty')).count(), { message: 'a new conversation' }).toBe(1);
      expect(await shellLauncher.count(), 'the shell button gives way to the panel').toBe(0);
      const side = await box(panel);
      expect(Math.round(side.x + side.width), 'docked at the right edge').toBe(1280);
      for (const part of [text, page.getByTestId('question-preview'), page.getByRole('heading', { level: 1 })])
        expect(intersects(await box(part), side), 'the question is beside the panel, not under it').toBe(false);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'nothing scrolls sideways',
      ).toBeLessThanOrEqual(1280);

      // The offline tutor answers in Chinese, a hint first (the teacher pays nothing and has no daily allowance).
      const asked = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes(`/api/ai/questions/${question.id}/ask`),
      );
      await panel.getByRole('button', { name: tt('prompts.hint') }).click();
      expect((await asked).status()).toBe(200);
      const answer = panel.locator('[data-testid="tutor-message"][data-role="assistant"]');
      await expect.poll(() => answer.count(), { timeout: 30_000, message: 'the tutor answered' }).toBe(1);
      const content = (await answer.textContent()) ?? '';
      expect(content, 'the offline tutor says so, in Chinese').toMatch(/离线导师/);
      expect(content, 'a hint, not the whole explanation').not.toContain('x = 5。');
      const stored = await teacher.api<AiConversationView>('GET', `/api/ai/questions/${question.id}/conversation`);
      expect(
        stored.messages.map((m) => m.role),
        "the teacher's own conversation is kept",
      ).toEqual(['user', 'assistant']);
      expect(intersects(await box(text), await box(panel)), 'still beside the question after answering').toBe(false);
      await expectAccessible(page, 'the tutor panel docked beside a question of the bank');

      // On a phone: a bottom sheet, and the question scrolls above it.
      await page.setViewportSize({ width: 375, height: 740 });
      await expect.poll(() => panel.getAttribute('data-layout')).toBe('sheet');
      const sheet = await box(panel);
      expect(Math.round(sheet.y + sheet.height), 'across the bottom').toBe(740);
      await text.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
      expect(intersects(await box(text), await box(panel)), 'the question text shows above the sheet').toBe(false);
      await expectAccessible(page, 'the tutor as a bottom sheet over the question bank');

      // Closing asks first and clears the conversation; the focus goes back to the shell's button.
      await page.setViewportSize({ width: 1280, height: 860 });
      await panel.getByRole('button', { name: tt('panel.close') }).click();
      const confirm = panel.getByRole('alertdialog', { name: tt('confirm.title') });
      await confirm.getByRole('button', { name: tt('confirm.yes') }).click();
      await expect.poll(() => panel.count(), { message: 'the panel closed' }).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), {
          message: 'focus back on the shell button',
        })
        .toBe('tutor-shell-launcher');
      expect(
        (await teacher.api<AiConversationView>('GET', `/api/ai/questions/${question.id}/conversation`)).messages,
      ).toEqual([]);

      // Away from any question the shell offers no tutor (it is about a question).
      await page.goto('/questions/list');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => page.getByRole('button', { name: tt('launcher.shell') }).count()).toBe(0);
    },
  );
});
