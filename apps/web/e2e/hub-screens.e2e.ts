import type { UserExamView } from '@prepwell/contracts';
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
 * Issue 17 in 简体中文: the student's activity history (their actions named in Chinese, filtered by kind),
 * the feedback dialog with a screenshot (a GIF refused by content, a PNG attached, previewed and sent), the
 * AI explanation on the explanations page (the offline tutor, which says so), and the TOEFL hub (the 2026
 * format, the band scale with CEFR levels, no results yet and the first next step). Axe on each.
 */
const browser = useBrowser();
const lang = 'cn';
const hub = (key: string, values?: Record<string, string | number>) => localeText(lang, 'hub', key, values);
const dash = (key: string) => localeText(lang, 'dashboard', key);
const shell = (key: string) => localeText(lang, 'shell', key);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A finished SAT drill with its first question answered (the others blank). */
const finishedDrill = async (student: Student) => {
  const examId = await findTest(student, 'sat', DEMO_SAT_DRILL.title);
  const { userExamId } = await startAttempt(student, examId);
  await student.api('POST', `/api/user-exams/${userExamId}/start-module`, {});
  const view = await readRunningAttempt(student, userExamId);
  const first = [...(view.current?.questions ?? [])].sort((a, b) => a.position - b.position)[0];
  const planned = planModule(blueprintModule(DEMO_SAT_DRILL, 'math', 1).questions, [1])[0];
  if (!first || !planned) throw new Error('the drill has no first question');
  await student.api('PUT', `/api/user-exams/${userExamId}/answers/${first.id}`, { answer: planned.value, seq: 1 });
  await student.api('POST', `/api/user-exams/${userExamId}/submit-module`, {});
  await waitUntil(
    async () => (await student.api<UserExamView>('GET', `/api/user-exams/${userExamId}`)).status === 'completed',
    'the drill to complete',
  );
  return { examId, userExamId, questionId: first.id };
};

describe('issue 17 screens (简体中文)', () => {
  it('activity history, feedback with a screenshot, the AI explanation and the TOEFL hub', async () => {
    const student = await registerStudent(lang);
    const drill = await finishedDrill(student);
    const page = await browser.newPage();
    await signIn(page.context(), student);

    // The activity history: the student's own actions, in Chinese.
    await page.goto('/activity-history');
    await page.getByRole('heading', { level: 1, name: hub('history.title') }).waitFor({ timeout: 20_000 });
    const table = page.getByRole('table', { name: hub('history.title') });
    await table.getByText(dash('activity.register'), { exact: true }).waitFor({ timeout: 20_000 });
    await table.getByText(dash('activity.email_verified'), { exact: true }).waitFor();
    await table.getByText(dash('activityDetail.student'), { exact: true }).waitFor();
    expect(await table.getByText(/register|email_verified/).count(), 'no action code shown as written').toBe(0);
    await expectAccessible(page, 'activity history (简体中文)');
    // Filtered by kind: only the e-mail confirmation is left.
    // Mantine's Select is an input with the combobox role, labelled by its label.
    await page.getByRole('combobox', { name: hub('history.kind'), exact: true }).click();
    const [filtered] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/api/activity-log/history') && r.url().includes('action=email_verified'),
      ),
      page.getByRole('option', { name: dash('activity.email_verified'), exact: true }).click(),
    ]);
    expect(filtered.status()).toBe(200);
    await expect.poll(() => table.getByText(dash('activity.register'), { exact: true }).count()).toBe(0);
    expect(await table.getByText(dash('activity.email_verified'), { exact: true }).count()).toBe(1);

    // Feedback with a screenshot: a GIF is refused by content, a PNG is attached and sent.
    await page.getByRole('button', { name: shell('feedback.open') }).click();
    const dialog = page.getByRole('dialog', { name: shell('feedback.title') });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: shell('feedback.details') }).fill('筛选后表格的分页位置不对');
    const attach = async (name: string, mimeType: string, buffer: Buffer) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByRole('button', { name: hub('shot.attach') }).click(),
      ]);
      await chooser.setFiles({ name, mimeType, buffer });
    };
    await attach('picture.png', 'image/png', GIF);
    await dialog.getByRole('alert').getByText(hub('shot.wrongType')).waitFor();
    await attach('screen.png', 'image/png', PNG);
    await dialog.getByRole('img', { name: hub('shot.preview') }).waitFor();
    await expectAccessible(page, 'feedback dialog with a screenshot (简体中文)');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/feedback')),
      dialog.getByRole('button', { name: shell('feedback.send') }).click(),
    ]);
    expect(response.status()).toBe(200);
    const body = response.request().postDataJSON() as { screenshot?: string; page: string };
    expect(body.screenshot).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(body.page).toBe('/activity-history');
    await expect.poll(() => dialog.count()).toBe(0);

    // The AI explanation on the explanations page: the offline tutor, which says it is offline.
    await page.goto(`/sat/explanations/${drill.examId}/${drill.userExamId}?n=1`);
    const explain = page.getByRole('button', { name: hub('explain.open') });
    await explain.waitFor({ timeout: 20_000 });
    const [explained] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/api/ai/questions/${drill.questionId}/exp`)),
      explain.click(),
    ]);
    expect(explained.status()).toBe(200);
    const panel = page.getByRole('region', { name: hub('explain.title', { number: 1 }) });
    await panel.getByText(hub('explain.offline'), { exact: true }).waitFor();
    await expect.poll(() => panel.getByTestId('ai-explanation-text').textContent()).toMatch(/^（离线导师/);
    await expectAccessible(page, 'AI explanation (简体中文)');
    await page.getByRole('button', { name: hub('explain.hide') }).click();
    await expect.poll(() => panel.count()).toBe(0);

    // The TOEFL hub: the 2026 format, the band scale, no results yet, and where to start.
    await page.goto('/toefl');
    await page.getByRole('heading', { level: 1, name: hub('toefl.title') }).waitFor({ timeout: 20_000 });
    const format = page.getByRole('table', { name: hub('toefl.formatCaption') });
    const reading = format.getByRole('row', { name: new RegExp(hub('toefl.sections.reading')) });
    await reading.getByText(hub('toefl.items', { count: 50 })).waitFor();
    await reading.getByText(hub('toefl.minutes', { count: 30 })).waitFor();
    const scale = page.getByRole('table', { name: hub('toefl.scaleCaption') });
    await scale.getByRole('row', { name: /5\.0\s+C1\s+95–106/ }).waitFor();
    await scale.getByRole('row', { name: /6\.0\s+C2\s+114–120/ }).waitFor();
    await page.getByText(hub('toefl.historyEmpty')).waitFor({ timeout: 20_000 });
    await page.getByText(hub('toefl.nextNone')).waitFor();
    await expectAccessible(page, 'TOEFL hub (简体中文)');
    await page.getByRole('link', { name: hub('toefl.browse') }).click();
    await page.waitForURL(/\/toefl\/list/);
  });
});
