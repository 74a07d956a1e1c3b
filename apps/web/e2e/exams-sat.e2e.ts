import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SAT_MOCK } from '../../api/src/seed/demo-exams-sat.ts';
import { expectAccessible, useBrowser } from './browser.ts';
import {
  choice,
  expectPosition,
  localeText,
  readAttempt,
  readRunningAttempt,
  readResult,
  registerStudent,
  runnerText,
  saveStatus,
  signIn,
  timerSeconds,
} from './exams-helpers.ts';
import {
  blueprintModule,
  maxRawOf,
  passageOf,
  planModule,
  rangeText,
  rawOf,
  scaledOf,
  type PlannedAnswer,
} from './exams-plan.ts';
import {
  answerOnScreen,
  answerRange,
  expectModuleFollowedOn,
  expectModuleIs,
  expectModuleRunning,
  goNext,
  markOnScreen,
  startModuleFromDirections,
  submitFromReview,
  type LinearRunner,
} from './exams-runner-steps.ts';

/**
 * Issue 3, acceptance 2: a student takes the whole demo SAT mock in Chromium. Module 1 of each section is
 * answered mostly right, so the default 60 % rule routes to the harder module 2; the score report must
 * match the test's own score tables for the raw scores this journey produced.
 */
const browser = useBrowser();
const t = runnerText('en');
const tools = (key: string, values?: Record<string, string | number>) => localeText('en', 'tools', key, values);

// The answers, decided up front (numbers are 1-based positions in each module).
const RW1 = planModule(blueprintModule(DEMO_SAT_MOCK, 'english', 1).questions, [6, 17, 24]);
const RW2 = planModule(blueprintModule(DEMO_SAT_MOCK, 'english', 2, 'harder').questions, [4, 9, 15, 22, 26]);
// Grid-ins in different accepted forms: fractions in module 1; leading-dot and rounded decimals, negatives in module 2.
const MATH1 = planModule(
  blueprintModule(DEMO_SAT_MOCK, 'math', 1).questions,
  [7, 20],
  (accept) => accept.find((a) => a.includes('/')) ?? accept[0] ?? '',
);
const MATH2 = planModule(
  blueprintModule(DEMO_SAT_MOCK, 'math', 2, 'harder').questions,
  [3, 8, 15, 21],
  (accept) => accept.find((a) => a.startsWith('.')) ?? accept.find((a) => a.includes('.')) ?? accept[0] ?? '',
);
const MARKED = [3, 10];
const OFFLINE_FROM = 14;
const OFFLINE_TO = 20;

const state = (answered: boolean, marked: boolean, current: boolean) =>
  [
    answered ? t('nav.answered') : t('nav.unanswered'),
    marked ? t('nav.forReview') : null,
    current ? t('nav.current') : null,
  ]
    .filter(Boolean)
    .join(', ');
const cell = (page: Page, number: number, answered: boolean, marked: boolean, current = false) =>
  page.getByRole('button', {
    name: t('nav.cellLabel', { number, state: state(answered, marked, current) }),
    exact: true,
  });

/** Selects `phrase` in the passage with the mouse (press, drag, release) and highlights it in yellow. */
const highlightWithMouse = async (page: Page, phrase: string) => {
  await page.getByRole('button', { name: t('tools.highlights') }).click();
  const text = page.getByRole('region', { name: tools('highlighter.region') });
  const box = await text.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const rects = [...range.getClientRects()];
      const first = rects[0]!;
      const last = rects[rects.length - 1]!;
      return {
        x1: first.left + 1,
        y1: first.top + first.height / 2,
        x2: last.right - 1,
        y2: last.top + last.height / 2,
      };
    }
    return null;
  }, phrase);
  if (!box) throw new Error(`“${phrase}” is not in the passage`);
  await page.mouse.move(box.x1, box.y1);
  await page.mouse.down();
  await page.mouse.move(box.x2, box.y2, { steps: 8 });
  await page.mouse.up();
  const toolbar = page.getByRole('toolbar', { name: tools('highlighter.toolbar') });
  await toolbar.getByRole('button', { name: tools('highlighter.color.yellow') }).click();
  await expect.poll(async () => (await text.locator('mark').allTextContents()).join('')).toBe(phrase);
  await toolbar.getByRole('button', { name: tools('highlighter.closeToolbar') }).click();
  await page.getByRole('button', { name: t('tools.highlights') }).click();
};

const passageRegion = (page: Page) => page.getByRole('region', { name: t('split.passage') });

/** The planned answer's choice id or entry, as the server should hold it. */
const expectedAnswers = (plan: readonly PlannedAnswer[], from: number, to: number) =>
  plan
    .filter((a) => a.number >= from && a.number <= to)
    .map((a) => ({ answer: a.value, flagged: MARKED.includes(a.number) }));

describe('the digital SAT mock in the browser', () => {
  it(
    'takes the whole test: marks, eliminates, highlights, reloads, a minute offline, harder routes, and a score from the tables',
    { timeout: 15 * 60_000 },
    async () => {
      const student = await registerStudent();
      const page = await browser.newPage();
      await signIn(page.context(), student);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.type());
        void dialog.accept();
      });

      // The catalogue: Start on the mock's card opens the runner's start page.
      await page.goto('/sat/list');
      const card = page.getByRole('article', { name: DEMO_SAT_MOCK.title });
      await card.getByRole('button', { name: localeText('en', 'exams', 'list.start') }).click();
      await page.waitForURL(/\/sat\/start\/[^/]+\/[^/]+$/, { timeout: 20_000 });
      const [, examId, userExamId] = /\/sat\/start\/([^/]+)\/([^/]+)$/.exec(new URL(page.url()).pathname) ?? [];
      if (!examId || !userExamId) throw new Error(`unexpected start page ${page.url()}`);

      // The start page: the test's settings, a layout to choose, then Start.
      await page.getByRole('heading', { level: 1, name: DEMO_SAT_MOCK.title }).waitFor();
      await expect.poll(() => page.getByText(t('start.version.sat_digital')).count()).toBe(1);
      await expect.poll(() => page.getByText(t('start.modeExam')).count()).toBe(1);
      const strict = page.getByRole('radio', { name: new RegExp(`^${t('start.layouts.strict.name')}`) });
      await strict.check();
      await expect.poll(() => strict.isChecked()).toBe(true);
      await page.getByRole('button', { name: t('start.start'), exact: true }).click();
      await page.waitForURL(`**/sat/test/${examId}/${userExamId}`);

      // Reading and Writing, module 1.
      const rw: LinearRunner = { page, lang: 'en', letters: 'plain', total: 27 };
      await startModuleFromDirections(rw, t('title.satModule', { section: 1, stage: 1, name: 'Reading and Writing' }));
      expectModuleIs(
        await readRunningAttempt(student, userExamId),
        blueprintModule(DEMO_SAT_MOCK, 'english', 1).questions,
        'RW module 1',
      );
      await expect.poll(() => saveStatus(page).textContent()).toBe(t('save.saved'));

      // Q1: the passage shows; highlight a phrase of it with the mouse, then answer.
      const firstPassage = passageOf(DEMO_SAT_MOCK, RW1[0]!.question);
      await expect.poll(() => passageRegion(page).textContent()).toContain(firstPassage.slice(0, 60));
      const phrase = firstPassage.split(' ').slice(1, 4).join(' ');
      await highlightWithMouse(page, phrase);
      await answerOnScreen(rw, RW1[0]!, 1);
      await expectAccessible(page, 'SAT runner: a Reading and Writing question with a highlight');
      await goNext(rw, 1);

      // Q2: the option eliminator crosses out a wrong choice, then the right one is picked.
      const q2 = RW1[1]!;
      const q2Wrong = (q2.question.choices ?? []).findIndex((c) => c.id !== q2.value);
      const q2WrongLetter = 'ABCD'[q2Wrong]!;
      await page.getByRole('button', { name: t('question.eliminator') }).click();
      await page.getByRole('button', { name: t('eliminator.crossOut', { letter: q2WrongLetter }) }).click();
      await expect
        .poll(() => page.getByRole('main').getByText(t('eliminator.crossedOut'), { exact: true }).count())
        .toBe(1);
      await answerOnScreen(rw, q2, 2);
      await page.getByRole('button', { name: t('question.eliminator') }).click();
      await goNext(rw, 2);

      // Q3–Q13, marking two of them for review.
      await answerRange(rw, RW1, 3, 13, async (n) => {
        if (MARKED.includes(n)) await markOnScreen(rw, 'review');
      });
      await goNext(rw, 13);

      // A reload in the middle of the module: answers, marks, the crossed-out choice, the highlight, the
      // position and the clock all survive (the runner warns before leaving a running module).
      const before = await timerSeconds(page);
      const reloadedAt = Date.now();
      await page.reload();
      await expectPosition(page, 14, 27);
      expect(dialogs, 'the runner asks before the page is left').toContain('beforeunload');
      const after = await timerSeconds(page);
      const elapsed = Math.ceil((Date.now() - reloadedAt) / 1000);
      expect(after, 'the clock did not restart').toBeLessThanOrEqual(before + 1);
      expect(after, 'the clock lost no more than the time the reload took').toBeGreaterThanOrEqual(
        before - elapsed - 3,
      );
      const serverView = await readAttempt(student, userExamId);
      expect(
        Math.abs((serverView.current?.remainingSeconds ?? -99) - (await timerSeconds(page))),
        'the timer shows the server’s time',
      ).toBeLessThanOrEqual(3);

      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: t('nav.questionOf', { number: 14, total: 27 }) })
        .click();
      const navigator = page.getByRole('dialog', {
        name: t('nav.title', { title: t('title.satModule', { section: 1, stage: 1, name: 'Reading and Writing' }) }),
      });
      await navigator.waitFor();
      for (let n = 1; n <= 13; n += 1)
        await expect
          .poll(() => cell(page, n, true, MARKED.includes(n)).count(), { message: `navigator cell ${n}` })
          .toBe(1);
      await expect.poll(() => cell(page, 14, false, false, true).count()).toBe(1);
      await cell(page, 1, true, false).click();
      await expectPosition(page, 1, 27);
      await expect
        .poll(() =>
          choice(page, 'ABCD'[(RW1[0]!.question.choices ?? []).findIndex((c) => c.id === RW1[0]!.value)]!).getAttribute(
            'aria-checked',
          ),
        )
        .toBe('true');
      await expect
        .poll(async () => (await passageRegion(page).locator('mark').allTextContents()).join(''), {
          message: 'the highlight survived the reload',
        })
        .toBe(phrase);
      await goNext(rw, 1);
      await expect
        .poll(() => page.getByRole('main').getByText(t('eliminator.crossedOut'), { exact: true }).count(), {
          message: 'the crossed-out choice survived',
        })
        .toBe(1);
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: t('nav.questionOf', { number: 2, total: 27 }) })
        .click();
      await cell(page, 14, false, false).click();
      await expectPosition(page, 14, 27);

      // A minute offline: answers keep being taken, the save state says they are kept on this device, and
      // none reaches the server until the connection is back.
      const offlineAt = Date.now();
      await page.context().setOffline(true);
      await answerRange(rw, RW1, OFFLINE_FROM, 17);
      await goNext(rw, 17);
      await expect
        .poll(() => saveStatus(page).textContent(), { timeout: 15_000 })
        .toMatch(/^Offline: \d+ answers? waiting to be sent, kept on this device$/);
      await page.waitForTimeout(Math.max(0, 45_000 - (Date.now() - offlineAt)));
      await answerRange(rw, RW1, 18, OFFLINE_TO);
      const kept = t('save.offline_other', { count: OFFLINE_TO - OFFLINE_FROM + 1 });
      await expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toBe(kept);
      const whileOffline = await readAttempt(student, userExamId);
      const offlineIds = new Set(
        whileOffline.current?.questions
          .filter((q) => q.position >= OFFLINE_FROM && q.position <= OFFLINE_TO)
          .map((q) => q.id),
      );
      // Answers only: the time already spent on the question shown when the connection went (a row with no
      // answer) may have left just before; what is answered offline must not.
      expect(
        whileOffline.answers.filter((a) => offlineIds.has(a.questionId) && a.answer !== null),
        'nothing answered offline has reached the server',
      ).toEqual([]);
      await page.waitForTimeout(Math.max(0, 60_000 - (Date.now() - offlineAt)));
      await page.context().setOffline(false);
      await expect.poll(() => saveStatus(page).textContent(), { timeout: 40_000 }).toBe(t('save.saved'));

      // Every answer so far is on the server, with its mark and the crossed-out choice.
      const synced = await readAttempt(student, userExamId);
      const byPosition = new Map(synced.current?.questions.map((q) => [q.position, q.id]));
      const saved = new Map(synced.answers.map((a) => [a.questionId, a]));
      const onServer = RW1.slice(0, OFFLINE_TO).map((a) => {
        const s = saved.get(byPosition.get(a.number) ?? '');
        return { answer: s?.answer, flagged: s?.flagged };
      });
      expect(onServer, 'answers 1–20 on the server').toEqual(expectedAnswers(RW1, 1, OFFLINE_TO));
      expect(saved.get(byPosition.get(2) ?? '')?.eliminated, 'the crossed-out choice on the server').toEqual([
        q2.question.choices?.[q2Wrong]?.id,
      ]);
      await goNext(rw, OFFLINE_TO);

      // The rest of the module, then Check Your Work: back to a marked question, and on to submit.
      await answerRange(rw, RW1, OFFLINE_TO + 1, 27);
      await goNext(rw, 27);
      await page.getByRole('heading', { name: t('review.title') }).waitFor();
      await expectAccessible(page, 'SAT runner: Check Your Work');
      await cell(page, 3, true, true).click();
      await expectPosition(page, 3, 27);
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: t('nav.questionOf', { number: 3, total: 27 }) })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('nav.goToReview') })
        .click();
      await submitFromReview(rw, 'Reading and Writing');

      // Module 2 of Reading and Writing is the harder one (22 of 25 right in module 1), and it follows straight
      // on in exam mode: its clock runs from module 1's end (decision 0032).
      await expectModuleFollowedOn(
        rw,
        t('title.satModule', { section: 1, stage: 2, name: 'Reading and Writing' }),
        t('title.satModule', { section: 1, stage: 1, name: 'Reading and Writing' }),
      );
      const routed = await readAttempt(student, userExamId);
      expect(routed.phase).toBe('module');
      expect(routed.current?.stage).toBe(2);
      expect(routed.current?.route, 'module 2 of Reading and Writing').toBe('harder');
      expectModuleIs(
        await readRunningAttempt(student, userExamId),
        blueprintModule(DEMO_SAT_MOCK, 'english', 2, 'harder').questions,
        'RW module 2 (harder)',
      );
      await expect
        .poll(() => passageRegion(page).textContent())
        .toContain(passageOf(DEMO_SAT_MOCK, RW2[0]!.question).slice(0, 60));
      await answerRange(rw, RW2, 1, 27);
      await goNext(rw, 27);
      await submitFromReview(rw, 'Reading and Writing');

      // The break (10 minutes on the server's clock): Resume Testing ends it early and starts Math.
      await page.getByRole('heading', { level: 1, name: t('break.title') }).waitFor({ timeout: 20_000 });
      const onBreak = await readAttempt(student, userExamId);
      expect(onBreak.phase).toBe('break');
      expect(
        Math.abs((onBreak.breakRemainingSeconds ?? -99) - (await timerSeconds(page))),
        'the break clock is the server’s',
      ).toBeLessThanOrEqual(3);
      await expectAccessible(page, 'SAT break');
      await page.getByRole('button', { name: t('break.resume') }).click();

      // Math, module 1: grid-ins typed as fractions, with the answer preview.
      const math: LinearRunner = { page, lang: 'en', letters: 'plain', total: 22 };
      await expectModuleRunning(math, t('title.satModule', { section: 2, stage: 1, name: 'Math' }));
      expectModuleIs(
        await readRunningAttempt(student, userExamId),
        blueprintModule(DEMO_SAT_MOCK, 'math', 1).questions,
        'Math module 1',
      );
      let checkedGrid = false;
      await answerRange(math, MATH1, 1, 22, async (n) => {
        const planned = MATH1[n - 1]!;
        const fraction = /^(-?)(\d+)\/(\d+)$/.exec(planned.value);
        if (planned.question.answerKey.kind === 'grid' && !checkedGrid) {
          checkedGrid = true;
          await expectAccessible(page, 'SAT runner: a Math grid-in question');
        }
        if (fraction)
          await expect
            .poll(() =>
              page
                .getByRole('main')
                .getByText(tools('gridIn.fractionSpoken', { numerator: fraction[2]!, denominator: fraction[3]! }))
                .count(),
            )
            .toBe(1);
      });
      expect(
        MATH1.some((a) => a.value.includes('/')),
        'module 1 types a fraction',
      ).toBe(true);
      await goNext(math, 22);
      await submitFromReview(math, 'Math');

      // Math, module 2 is the harder one too (decimals and a negative number), following straight on.
      await expectModuleFollowedOn(
        math,
        t('title.satModule', { section: 2, stage: 2, name: 'Math' }),
        t('title.satModule', { section: 2, stage: 1, name: 'Math' }),
      );
      expect((await readAttempt(student, userExamId)).current?.route, 'module 2 of Math').toBe('harder');
      expectModuleIs(
        await readRunningAttempt(student, userExamId),
        blueprintModule(DEMO_SAT_MOCK, 'math', 2, 'harder').questions,
        'Math module 2 (harder)',
      );
      expect(MATH2.filter((a) => a.question.answerKey.kind === 'grid').map((a) => a.value)).toEqual(
        expect.arrayContaining(['.5', '-4']),
      );
      await answerRange(math, MATH2, 1, 22);
      await goNext(math, 22);
      await submitFromReview(math, 'Math');

      // The score report: total and section scores from the tables, for the raw scores produced here.
      await page.waitForURL(`**/sat/result/${userExamId}`, { timeout: 30_000 });
      const rwRaw = rawOf(RW1) + rawOf(RW2);
      const mathRaw = rawOf(MATH1) + rawOf(MATH2);
      const rwScaled = scaledOf(DEMO_SAT_MOCK, 'english', 'harder', rwRaw);
      const mathScaled = scaledOf(DEMO_SAT_MOCK, 'math', 'harder', mathRaw);
      const total: [number, number] = [rwScaled[0] + mathScaled[0], rwScaled[1] + mathScaled[1]];
      await page.getByRole('heading', { level: 1, name: DEMO_SAT_MOCK.title }).waitFor({ timeout: 20_000 });
      const exams = (key: string, values?: Record<string, string | number>) => localeText('en', 'exams', key, values);
      // One score (the table range's middle on the 10-point step) with its precision as a range (decision 0038).
      const headline = Math.floor((total[0] + total[1]) / 2 / 10 + 0.5) * 10;
      const precision = rangeText([Math.max(400, headline - 40), Math.min(1600, headline + 40)]);
      await expect
        .poll(() => page.getByText(String(headline), { exact: true }).count(), { message: `total ${headline}` })
        .toBeGreaterThan(0);
      await expect
        .poll(() => page.getByText(exams('report.rangeLabel', { range: precision }), { exact: true }).count(), {
          message: `total's range ${precision}`,
        })
        .toBe(1);
      for (const [label, scaled, raw, max] of [
        [exams('sections.readingWriting'), rwScaled, rwRaw, maxRawOf(RW1) + maxRawOf(RW2)],
        [exams('sections.math'), mathScaled, mathRaw, maxRawOf(MATH1) + maxRawOf(MATH2)],
      ] as const) {
        const card = page
          .getByRole('listitem')
          .filter({ hasText: label })
          .filter({ hasText: exams('score.rawOf', { raw, max }) });
        await expect.poll(() => card.count(), { message: `${label}: ${raw} of ${max} correct` }).toBe(1);
        await expect.poll(() => card.textContent()).toContain(rangeText(scaled));
      }
      // A Free student's full-test report opens its detail once unlocked: the e-mail verification reward
      // (10 T-Coins) pays for it.
      await page.getByRole('button', { name: exams('unlock.button') }).click();
      await page
        .getByRole('dialog', { name: exams('unlock.confirmTitle') })
        .getByRole('button', { name: exams('unlock.confirm') })
        .click();
      await expect
        .poll(() => page.getByRole('button', { name: exams('unlock.button') }).count(), {
          message: 'the report unlocked',
        })
        .toBe(0);
      const result = await readResult(student, userExamId);
      expect(result.locks.report, 'the report is unlocked').toBe(false);
      expect(
        result.scores?.sections.map((s) => ({ section: s.section, route: s.route, raw: s.raw, scaled: s.scaled })),
      ).toEqual([
        { section: 'english', route: 'harder', raw: rwRaw, scaled: rwScaled },
        { section: 'math', route: 'harder', raw: mathRaw, scaled: mathScaled },
      ]);
      expect(result.scores?.total).toEqual(total);
      expect(result.questions.filter((q) => q.answered).length, 'all 98 answers reached the server').toBe(98);
      expect(
        result.questions.filter((q) => q.flagged).map((q) => q.number),
        'the marks reached the report',
      ).toEqual(MARKED);
      for (const section of [exams('sections.readingWriting'), exams('sections.math')])
        await expect
          .poll(() =>
            page
              .getByText(exams('result.routeLine', { section, route: exams('routes.harder') }), { exact: true })
              .count(),
          )
          .toBe(1);
      await expectAccessible(page, 'SAT score report');
    },
  );
});
