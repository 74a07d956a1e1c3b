import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';
import { demoLogin, openAs, switchLanguage, textOf } from './classes-steps.ts';
import { waitUntil } from './exams-helpers.ts';

/**
 * Issue 13, acceptance 1, in 简体中文: a teacher of the demo centre creates two labels and a passage,
 * writes a multiple-choice question with an uploaded image and a display formula, and a grid-in with two
 * answers and a range, previews both in the SAT skin, and finds each by its label. Every screen passes axe.
 */
const browser = useBrowser();
const q = (key: string, values?: Record<string, string | number>) => textOf('cn', 'questions', key, values);

/** A 1×1 PNG (a real image: the server checks uploads by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks `option` in the Mantine select labelled `label`. */
const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Types into a rich-text field (the Tiptap editor named by its label). */
const typeRich = async (page: Page, label: string, text: string) => {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await page.keyboard.type(text);
};

/** Saves the form and waits for the question's page; returns its id. */
const save = async (page: Page): Promise<string> => {
  await page.getByRole('button', { name: q('form.create') }).click();
  await page.waitForURL(/\/questions\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await page.getByRole('heading', { name: q('detail.title'), level: 1 }).waitFor();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
};

/** Shows the preview and checks it is the SAT runner's view with the server's HTML. */
const previewInSat = async (page: Page) => {
  await page.getByRole('button', { name: q('preview.show'), exact: true }).click();
  const preview = page.getByTestId('question-preview');
  await preview.waitFor();
  await page.getByRole('radio', { name: 'SAT', exact: true }).check({ force: true });
  await expect.poll(() => preview.getAttribute('data-skin')).toBe('sat');
  return preview;
};

describe('the question bank in the browser (issue 13)', () => {
  it(
    'a teacher writes two questions with labels, a passage, an image and math, previews and finds them',
    { timeout: 240_000 },
    async () => {
      const teacher = await demoLogin('teacher@demo.prepwell.test');
      const page = await browser.newPage();
      const tag = Math.random().toString(36).slice(2, 7);
      const algebra = `代数-${tag}`;
      const geometry = `几何-${tag}`;

      // Labels, in Chinese.
      await openAs(page, teacher, '/labels');
      await page.getByRole('heading', { name: 'Labels', level: 1 }).waitFor();
      await switchLanguage(page, 'en', 'cn');
      await page.getByRole('heading', { name: q('labels.title'), level: 1 }).waitFor();
      for (const name of [algebra, geometry]) {
        await page.getByRole('textbox', { name: q('labels.newName') }).fill(name);
        await page.getByRole('button', { name: q('labels.create'), exact: true }).click();
        await page.getByRole('cell', { name, exact: true }).waitFor();
      }
      await expectAccessible(page, 'labels');

      // A multiple-choice question with a new passage, an image and a display formula.
      await page.goto('/questions/add');
      await page.getByRole('heading', { name: q('form.addTitle') }).waitFor();
      await expectAccessible(page, 'question form');
      await page.getByRole('button', { name: q('passage.new') }).click();
      const passageDialog = page.getByRole('dialog', { name: q('passage.new') });
      await passageDialog.getByRole('textbox', { name: q('passage.title') }).fill(`文章-${tag}`);
      await typeRich(
        page,
        q('passage.body'),
        `一家书店在周一卖出了 ${tag.length + 20} 本书，周二卖出的数量是周一的两倍。`,
      );
      await expectAccessible(page, 'new passage dialog');
      await passageDialog.getByRole('button', { name: q('passage.create') }).click();
      await passageDialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.getByRole('combobox', { name: q('fields.passage') }).inputValue())
        .toBe(`文章-${tag}`);

      await typeRich(page, q('fields.stem'), `如图所示，求下列式子的值（${tag}）：`);
      const chooser = page.waitForEvent('filechooser');
      await page
        .getByRole('button', { name: q('editor.image') })
        .first()
        .click();
      await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
      await page.getByTestId('stem-editor').locator('img[src*="/"]').waitFor({ timeout: 20_000 });
      await page
        .getByRole('button', { name: q('editor.math') })
        .first()
        .click();
      const mathDialog = page.getByRole('dialog', { name: q('math.title') });
      await mathDialog.getByRole('textbox', { name: q('math.latex') }).fill('\\frac{1}{2}+\\frac{1}{3}');
      await mathDialog.getByTestId('math-preview').locator('.katex').waitFor();
      await mathDialog.getByRole('switch', { name: q('math.display') }).check({ force: true });
      await expectAccessible(page, 'formula dialog');
      await mathDialog.getByRole('button', { name: q('math.insert') }).click();
      await page.getByTestId('stem-editor').locator('[data-display="true"] .katex').waitFor();

      for (const [i, text] of ['1/6', '5/6', '2/5', '1'].entries())
        await typeRich(page, q('form.choiceNamed', { letter: 'ABCD'[i]! }), text);
      await page.getByRole('checkbox', { name: q('form.correctNamed', { letter: 'B' }) }).check({ force: true });
      await choose(page, q('fields.labels'), algebra);
      await page.keyboard.press('Escape');
      const preview = await previewInSat(page);
      await preview.locator('img').waitFor();
      await preview.locator('.katex-display').waitFor();
      await expect.poll(() => preview.getByRole('radio').count()).toBe(4);
      await expectAccessible(page, 'question form with preview');
      const first = await save(page);
      await expectAccessible(page, 'question page');

      // A grid-in with two answers and a range.
      await page.goto('/questions/add');
      await page.getByRole('heading', { name: q('form.addTitle') }).waitFor();
      await choose(page, q('fields.type'), q('type.grid_in'));
      await typeRich(page, q('fields.stem'), `若 2x = 7，x 等于多少？（${tag}）`);
      await page.getByRole('textbox', { name: q('form.answerNamed', { n: 1 }) }).fill('7/2');
      await page.getByRole('button', { name: q('form.addAnswer') }).click();
      await page.getByRole('textbox', { name: q('form.answerNamed', { n: 2 }) }).fill('3.5');
      await page.getByRole('button', { name: q('form.addAnswer') }).click();
      await page.getByRole('textbox', { name: q('form.answerNamed', { n: 3 }) }).fill('=>3');
      await page.getByRole('button', { name: q('form.create') }).click();
      await page.getByText(q('form.problems.gridEntry')).waitFor();
      await page.getByRole('textbox', { name: q('form.answerNamed', { n: 3 }) }).fill('>=100');
      await choose(page, q('fields.labels'), geometry);
      await page.keyboard.press('Escape');
      const gridPreview = await previewInSat(page);
      await gridPreview.getByRole('textbox').first().waitFor();
      await expectAccessible(page, 'grid-in form with preview');
      const second = await save(page);
      await page.getByText('7/2; 3.5; >=100').waitFor();

      // Found by their labels.
      await page.goto('/questions/list');
      await page.getByRole('heading', { name: q('list.title'), level: 1 }).waitFor();
      await choose(page, q('fields.label'), algebra);
      const rows = page.getByTestId('question-row');
      await waitUntil(async () => (await rows.count()) === 1, 'one question labelled algebra');
      await expect.poll(() => rows.first().getByRole('link').getAttribute('href')).toBe(`/questions/${first}`);
      await expectAccessible(page, 'question list by label');
      await choose(page, q('fields.label'), geometry);
      await waitUntil(
        async () =>
          (await rows.count()) === 1 &&
          (await rows.first().getByRole('link').getAttribute('href')) === `/questions/${second}`,
        'one question labelled geometry',
      );
    },
  );
});
