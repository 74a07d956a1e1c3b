import type { AttemptResult, QuestionView, ScoreTableSet, TestStructure } from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_CLASS_NAME } from '../../api/src/seed/demo-classes.ts';
import { expectAccessible, useBrowser } from './browser.ts';
import { demoLogin, openAs, switchLanguage, textOf, type Person } from './classes-steps.ts';
import { digitTag, escapeRegExp, expectPosition, runnerText, waitUntil } from './exams-helpers.ts';
import { answerOnScreen, goNext, submitFromReview, type LinearRunner } from './exams-runner-steps.ts';
import type { PlannedAnswer } from './exams-plan.ts';

/**
 * Issue 14, acceptance 1, in 繁體中文: the demo centre's teacher builds an adaptive Math test (module 1, a
 * break, an easier and a harder module 2) from bank questions, gives it a score table per route, publishes it
 * and adds it to the demo class; the demo student takes it in the SAT runner and sees the scaled score of the
 * teacher's table; the teacher corrects a key and regrades; the student sees the new score and the note.
 */
const browser = useBrowser();
const tb = (key: string, values?: Record<string, string | number>) => textOf('tw', 'testBuilder', key, values);
const st = (key: string, values?: Record<string, string | number>) => textOf('tw', 'scoreTables', key, values);
const c = (key: string, values?: Record<string, string | number>) => textOf('tw', 'classes', key, values);
const l = (key: string, values?: Record<string, string | number>) => textOf('tw', 'learning', key, values);
const q = (key: string, values?: Record<string, string | number>) => textOf('tw', 'questions', key, values);
const t = runnerText('tw');
const MATH = textOf('tw', 'exams', 'sections.math');
const READING_WRITING = textOf('tw', 'exams', 'sections.readingWriting');

/** Four multiple-choice Math questions of the teacher's bank (the journey's own, found by its tag). */
const bankQuestions = async (teacher: Person, tag: string) => {
  const sums = [
    [2, 3],
    [4, 4],
    [1, 6],
    [5, 7],
  ] as const;
  const ids: string[] = [];
  for (const [i, [a, b]] of sums.entries()) {
    const right = a + b;
    const view = await teacher.api<QuestionView>('POST', '/api/questions', {
      kind: 'sat',
      section: 'math',
      subject: 'Arithmetic',
      type: 'multiple_choice',
      stem: `TB${tag} ${i + 1}: ${a} + ${b} = ?`,
      // B is right in each.
      choices: [
        { id: 'A', text: String(right - 1) },
        { id: 'B', text: String(right) },
        { id: 'C', text: String(right + 1) },
        { id: 'D', text: String(right + 2) },
      ],
      answerKey: { kind: 'choice', correct: ['B'] },
      explanation: `${a} + ${b} = ${right}.`,
      difficulty: i < 2 ? 'medium' : i === 2 ? 'easy' : 'hard',
    });
    ids.push(view.id);
  }
  return ids;
};

/** Picks the bank questions numbered `numbers` (by their tagged stems) into the module named `module`. */
const addQuestions = async (page: Page, tag: string, module: string, numbers: number[]) => {
  await page.getByRole('button', { name: tb('builder.addQuestionsTo', { module }) }).click();
  const picker = page.getByRole('dialog', { name: tb('picker.title', { module }) });
  await picker.getByRole('searchbox', { name: tb('picker.search') }).fill(`TB${tag}`);
  for (const n of numbers)
    await picker.getByRole('checkbox', { name: new RegExp(`TB${tag} ${n}:`) }).check({ timeout: 20_000 });
  await picker.getByRole('button', { name: tb('picker.add', { count: numbers.length }), exact: true }).click();
  await picker.waitFor({ state: 'detached', timeout: 20_000 });
  // The drawer's overlay fades out after the drawer: axe would measure contrast through it.
  await page.locator('.mantine-Drawer-overlay').waitFor({ state: 'detached' });
  await page
    .getByRole('region', { name: tb('builder.moduleLabel', { module, section: MATH }) })
    .getByText(tb('builder.questionCount', { count: numbers.length }), { exact: true })
    .waitFor();
};

/**
 * Waits until no notification is fading in or out: axe measures the contrast of a notification's text
 * mid-transition (at opacity 0.1 it is #f4f4f4 on white).
 */
/**
 * Axe reads a toast's text colour blended with its opacity, so a toast fading in or out fails contrast:
 * wait until every toast has closed (they close by themselves within a few seconds).
 */
const notificationsSettled = (page: Page) =>
  expect
    .poll(() => page.locator('.mantine-Notification-root').count(), {
      message: 'the notifications to close',
      timeout: 20_000,
    })
    .toBe(0);

/** Pastes `rows` (raw, lowest, highest) into the score table on screen. */
const pasteTable = async (page: Page, table: string, rows: [number, number, number][]) => {
  await page.getByRole('button', { name: st('paste.open') }).click();
  const dialog = page.getByRole('dialog', { name: st('paste.title', { table }) });
  await dialog.getByRole('textbox', { name: st('paste.label') }).fill(rows.map((r) => r.join('\t')).join('\r\n'));
  await dialog.getByRole('button', { name: st('paste.apply', { count: rows.length }), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
};

/** One planned answer: choice `value` of a question keyed B. */
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

const todayIn = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

describe('the test builder in the browser (issue 14)', () => {
  it(
    'a teacher builds, scores, publishes and assigns an adaptive test; the student takes it; a corrected key is regraded',
    { timeout: 10 * 60_000 },
    async () => {
      const teacher = await demoLogin('teacher@demo.prepwell.test');
      const student = await demoLogin('student@demo.prepwell.test');
      // The demo student switches to 繁體中文 below, which saves it: other files read her as found.
      const { lang: studentLang } = await student.api<{ lang: string }>('GET', '/api/me');
      onTestFinished(() => student.api('PATCH', '/api/lang', { lang: studentLang }).then(() => undefined));
      const tag = digitTag();
      const title = `自訂數學測驗 ${tag}`;
      const [q1, q2, q3, q4] = await bankQuestions(teacher, tag);
      if (!q4 || !q1 || !q2 || !q3) throw new Error('the bank questions were not made');

      // The builder, in 繁體中文: a new SAT test starts with both sections; this one keeps Math only.
      const page = await browser.newPage();
      await openAs(page, teacher, '/tests/sat/list');
      await page
        .getByRole('heading', { name: textOf('en', 'testBuilder', 'list.title', { exam: 'SAT' }), level: 1 })
        .waitFor();
      await switchLanguage(page, 'en', 'tw');
      await expectAccessible(page, 'the authoring list');
      await page
        .getByRole('link', { name: tb('list.add') })
        .first()
        .click();
      await page.getByRole('heading', { name: tb('builder.addTitle'), level: 1 }).waitFor();
      await page.getByRole('textbox', { name: tb('builder.title'), exact: true }).fill(title);
      await page.getByRole('button', { name: tb('builder.removeSection', { section: READING_WRITING }) }).click();
      const m1 = tb('builder.moduleName', { position: 1 });
      const easier = tb('builder.moduleRouteName.easier');
      const harder = tb('builder.moduleRouteName.harder');
      // A one-minute break after module 1.
      await page
        .getByRole('region', { name: tb('builder.moduleLabel', { module: m1, section: MATH }) })
        .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(tb('builder.breakAfter'))}`) })
        .fill('1');
      await addQuestions(page, tag, m1, [1, 2]);
      await addQuestions(page, tag, easier, [3]);
      await addQuestions(page, tag, harder, [4]);
      await notificationsSettled(page);
      await expectAccessible(page, 'the builder with an adaptive section');
      await page.getByRole('button', { name: tb('builder.create'), exact: true }).click();
      await page.waitForURL(/\/tests\/sat\/edit\/[0-9a-f-]{36}$/, { timeout: 30_000 });
      const testId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const saved = await teacher.api<TestStructure>('GET', `/api/tests/${testId}/structure`);
      expect(saved.status).toBe('draft');
      const math = saved.sections[0];
      expect(math?.adaptive, 'the Math section routes module 2').toBe(true);
      expect(
        math?.modules.map((m) => [m.route, m.breakAfterMinutes, m.questions.map((x) => x.id)]),
        'the modules hold the picked questions, with the break after module 1',
      ).toEqual([
        ['base', 1, [q1, q2]],
        ['easier', 0, [q3]],
        ['harder', 0, [q4]],
      ]);
      // A one-section test of five questions is far from a digital SAT: the structure check says so.
      expect(saved.warnings.length).toBeGreaterThan(0);
      await page.getByText(tb('warnings.title', { count: saved.warnings.length }), { exact: true }).waitFor();
      await notificationsSettled(page);
      await expectAccessible(page, 'the saved draft with its structure warnings');

      // Score tables: a table per route, pasted from a spreadsheet; a decreasing row is caught and fixed.
      await page.getByRole('link', { name: tb('actions.scoreTables') }).click();
      await page.getByRole('heading', { name: st('editor.title'), level: 1 }).waitFor({ timeout: 20_000 });
      const tabs = page.getByRole('tab');
      await expect.poll(() => tabs.count(), { message: 'a tab per route of Math' }).toBe(2);
      const tables = await teacher.api<ScoreTableSet>('GET', `/api/tests/${testId}/score-tables`);
      const tableName = (route: 'easier' | 'harder') => {
        const view = tables.tables.find((x) => x.route === route);
        if (!view) throw new Error(`no ${route} table`);
        expect(view.maxRaw, `raw scores of the ${route} route`).toBe(3);
        return view;
      };
      for (const route of ['easier', 'harder'] as const) {
        const view = tableName(route);
        const name = st('tableTitle', { section: view.title, route: textOf('tw', 'exams', `routes.${route}`) });
        await page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(name)}`) }).click();
        await pasteTable(
          page,
          name,
          route === 'easier'
            ? [
                [0, 300, 300],
                [1, 350, 350],
                [2, 400, 400],
                [3, 450, 450],
              ]
            : [
                [0, 400, 400],
                [1, 500, 500],
                [2, 450, 450],
                [3, 700, 700],
              ],
        );
      }
      // Raw 2 of the harder table goes down: the grid says so before anything is sent.
      await page
        .getByText(st('checks.decreasing', { raw: 1 }))
        .first()
        .waitFor();
      for (const field of ['grid.lowerOf', 'grid.upperOf'])
        await page.getByRole('textbox', { name: st(field, { raw: 2 }), exact: true }).fill('600');
      await expect.poll(() => page.getByText(st('checks.decreasing', { raw: 1 })).count()).toBe(0);
      await notificationsSettled(page);
      await expectAccessible(page, 'the score table editor');
      await page.getByRole('button', { name: st('editor.save'), exact: true }).click();
      await waitUntil(async () => {
        const now = await teacher.api<ScoreTableSet>('GET', `/api/tests/${testId}/score-tables`);
        return now.tables.every((x) => x.origin === 'own' && x.rows.length === 4);
      }, 'both tables saved as the centre’s own');
      const harderRows = (await teacher.api<ScoreTableSet>('GET', `/api/tests/${testId}/score-tables`)).tables.find(
        (x) => x.route === 'harder',
      )?.rows;
      expect(harderRows).toEqual([
        [400, 400],
        [500, 500],
        [600, 600],
        [700, 700],
      ]);

      // Publish from the builder.
      await page.goto(`/tests/sat/edit/${testId}`);
      await page.getByRole('button', { name: tb('actions.publish'), exact: true }).click();
      await waitUntil(
        async () => (await teacher.api<TestStructure>('GET', `/api/tests/${testId}/structure`)).status === 'published',
        'the test to be published',
      );

      // The demo class gets the test, open from today.
      const classes = await teacher.api<{ id: string; name: string }[] | { data: { id: string; name: string }[] }>(
        'GET',
        '/api/classes',
      );
      const demoClass = (Array.isArray(classes) ? classes : classes.data).find((x) => x.name === DEMO_CLASS_NAME);
      if (!demoClass) throw new Error('the demo teacher has no demo class');
      await page.goto(`/classes/${demoClass.id}/tests`);
      await page.getByRole('button', { name: c('tests.addButton'), exact: true }).click();
      const addDialog = page.getByRole('dialog', { name: c('tests.add.title') });
      await addDialog.getByRole('searchbox', { name: c('tests.add.search') }).fill(tag);
      await addDialog.getByRole('radio', { name: title }).check({ timeout: 20_000 });
      await addDialog
        .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(c('tests.add.date'))}`) })
        .fill(await todayIn(page));
      await addDialog.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(c('tests.add.time'))}`) }).fill('00:00');
      await addDialog.getByRole('button', { name: c('tests.add.submit'), exact: true }).click();
      await addDialog.waitFor({ state: 'detached', timeout: 20_000 });
      // …and sends its link to the class (the student's list shows the tests sent to them).
      await page.getByRole('button', { name: c('tests.sendNamed', { title }) }).click();
      const sendDialog = page.getByRole('dialog', { name: c('send.title', { title }) });
      // The demo class's roster (the demo student and the seeded classmates): one checkbox each, and Select all.
      await sendDialog.getByRole('checkbox').first().waitFor();
      const roster = (await sendDialog.getByRole('checkbox').count()) - 1;
      await sendDialog.getByRole('checkbox', { name: c('send.selectAll', { count: roster }) }).check();
      await sendDialog.getByRole('button', { name: c('send.submit', { count: roster }), exact: true }).click();
      await expect
        .poll(() => page.getByText(c('send.done', { count: roster })).count(), {
          message: 'the teacher is told the link went to the student',
        })
        .toBeGreaterThan(0);

      // The student takes it in the SAT runner: module 1 all right routes to the harder module 2, where the
      // one answer given is A (wrong by the key B).
      const studentPage = await browser.newPage();
      await openAs(studentPage, student, `/student/classes/${demoClass.id}/tests`);
      // The pages of one browser share the language the teacher chose; a student on their own switches to it.
      await studentPage.getByRole('banner').waitFor();
      if ((await studentPage.evaluate(() => document.documentElement.lang)) !== 'zh-Hant-TW')
        await switchLanguage(studentPage, 'en', 'tw');
      await studentPage.getByRole('button', { name: l('tests.startNamed', { title }) }).click({ timeout: 30_000 });
      await studentPage.waitForURL(/\/sat\/(start|test)\/[^/]+\/[^/]+/, { timeout: 30_000 });
      const [, userExamId] = /\/sat\/(?:start|test)\/[^/]+\/([^/?]+)/.exec(new URL(studentPage.url()).pathname) ?? [];
      if (!userExamId) throw new Error(`unexpected runner address ${studentPage.url()}`);
      if (new URL(studentPage.url()).pathname.includes('/sat/start/')) {
        await studentPage
          .getByRole('main')
          .getByRole('button', { name: t('start.start'), exact: true })
          .click({ timeout: 30_000 });
        await studentPage.waitForURL(/\/sat\/test\//, { timeout: 30_000 });
      }
      const module1: LinearRunner = { page: studentPage, lang: 'tw', letters: 'plain', total: 2 };
      await studentPage
        .getByRole('main')
        .getByRole('button', { name: t('ready.start'), exact: true })
        .click({ timeout: 30_000 });
      await expectPosition(studentPage, 1, 2, 'tw');
      await answerOnScreen(module1, planned(1, 'B'), 1);
      await goNext(module1, 1);
      await answerOnScreen(module1, planned(2, 'B'), 2);
      await goNext(module1, 2);
      await submitFromReview(module1, null);
      await studentPage.getByRole('heading', { level: 1, name: t('break.title') }).waitFor({ timeout: 20_000 });
      await expectAccessible(studentPage, 'the break of the teacher’s test');
      await studentPage.getByRole('button', { name: t('break.resume') }).click();
      const module2: LinearRunner = { page: studentPage, lang: 'tw', letters: 'plain', total: 1 };
      const ready = studentPage.getByRole('main').getByRole('button', { name: t('ready.start'), exact: true });
      await expect
        .poll(async () => (await ready.count()) + (await studentPage.getByRole('timer').count()), {
          message: 'module 2 is ready or running',
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      if (await ready.count()) await ready.click();
      await expectPosition(studentPage, 1, 1, 'tw');
      await answerOnScreen(module2, planned(1, 'A'), 1);
      await goNext(module2, 1);
      await submitFromReview(module2, null);
      await studentPage.waitForURL(`**/sat/result/${userExamId}`, { timeout: 30_000 });
      const first = await student.api<AttemptResult>('GET', `/api/user-exams/${userExamId}/result`);
      expect(first.scores?.sections.map((s) => [s.route, s.raw, s.scaled])).toEqual([['harder', 2, [600, 600]]]);
      await studentPage.getByText('600', { exact: true }).first().waitFor({ timeout: 20_000 });
      await expectAccessible(studentPage, 'the score report of the teacher’s test');

      // The teacher finds the harder question's key was wrong (A is right), corrects it and regrades.
      await page.goto(`/questions/${q4}/edit`);
      await page.getByRole('checkbox', { name: q('form.correctNamed', { letter: 'A' }) }).check({ timeout: 20_000 });
      await page.getByRole('checkbox', { name: q('form.correctNamed', { letter: 'B' }) }).uncheck();
      await page.getByRole('button', { name: q('form.save'), exact: true }).click();
      await waitUntil(async () => {
        const view = await teacher.api<QuestionView>('GET', `/api/questions/${q4}`);
        return view.answerKey.kind === 'choice' && view.answerKey.correct.join() === 'A';
      }, 'the corrected key to be saved on the version the student saw');
      await page.goto(`/tests/sat/${testId}/score-table/add`);
      await page.getByRole('button', { name: st('regrade.open') }).click();
      const regrade = page.getByRole('dialog', { name: st('regrade.title') });
      await regrade
        .getByText(
          st('regrade.dryRunSummary', {
            attempts: st('regrade.attempts', { count: 1 }),
            changes: st('regrade.wouldChange', { count: 1 }),
          }),
        )
        .waitFor({ timeout: 30_000 });
      await expectAccessible(page, 'the regrade dialog');
      await regrade.getByRole('button', { name: st('regrade.confirm', { count: 1 }), exact: true }).click();
      await regrade.getByText(st('regrade.applied', { count: 1 })).waitFor({ timeout: 30_000 });

      // The student's report shows the new score and says it was regraded.
      const after = await student.api<AttemptResult>('GET', `/api/user-exams/${userExamId}/result`);
      expect(after.scores?.sections.map((s) => [s.raw, s.scaled])).toEqual([[3, [700, 700]]]);
      expect(after.regradedAt).not.toBeNull();
      await studentPage.reload();
      await studentPage.getByText('700', { exact: true }).first().waitFor({ timeout: 20_000 });
      const note = st('regradeNote.self', { date: '§' }).split('§');
      await studentPage
        .getByText(new RegExp(`^${escapeRegExp(note[0] ?? '')}.*${escapeRegExp(note[1] ?? '')}$`))
        .waitFor();
      await expectAccessible(studentPage, 'the regraded score report');
    },
  );
});
