import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type {
  AttemptResult,
  GradingQueuePage,
  GradingRequestList,
  GradingRequestView,
  Lang,
  StartAttemptResponse,
  TestPage,
  UserExamView,
} from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_TOEFL_2026 } from '../../api/src/seed/demo-exams-toefl.ts';
import { DEMO_PASSWORD, baseUrl, expectAccessible, useBrowser } from './browser.ts';
import { escapeRegExp, localeText } from './exams-helpers.ts';

/**
 * Issue 4: a teacher grades a student's essay. Set up through the API on the demo tenant: a new student
 * writes the TOEFL 2026 mock's first writing task (the other modules end unanswered), is given T-Coins by the
 * super admin and asks for Basic Comments on the essay. In the browser the demo teacher, in 简体中文, finds the
 * request on /educator/grading, is told the comment is required, then grades it 4 with a comment; the request
 * leaves Pending and the student's result shows the score and the comment.
 */
const browser = useBrowser();
const TENANT = 'demo';
const ESSAY =
  'Dear Professor Lin, I am writing to ask whether I could hand in my report two days late, because my laptop broke last week.';
/** The server's "required" message in 简体中文 (contracts locale). */
const REQUIRED_CN = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../packages/contracts/src/locales/cn.json'), 'utf8')) as {
    validation: { required: string };
  }
).validation.required;
const COMMENT = 'Clear purpose and polite tone. Add one more detail about your plan.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
interface Client {
  token: string;
  call: (
    method: Method,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: unknown }>;
  api: <T>(method: Method, path: string, body?: unknown, headers?: Record<string, string>) => Promise<T>;
}

const clientOf = (token: string, tenant: string): Client => {
  const call = async (method: Method, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-tenant': tenant,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  return {
    token,
    call,
    api: async <T>(method: Method, path: string, body?: unknown, headers?: Record<string, string>) => {
      const res = await call(method, path, body, headers);
      if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body as T;
    },
  };
};

const login = async (email: string, tenant: string): Promise<Client> => {
  const res = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': tenant },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, device_name: `e2e-${Math.random()}` }),
  });
  expect(res.status, `${email} signs in`).toBe(200);
  return clientOf(((await res.json()) as { access_token: string }).access_token, tenant);
};

/** A page of the demo tenant with `client` signed in (the app stores the tenant from ?tenant= first). */
const pageAs = async (client: Client, path: string): Promise<Page> => {
  const page = await browser.newPage();
  await page.goto(`/404?tenant=${TENANT}`);
  await page.waitForFunction((slug) => localStorage.getItem('tenant') === slug, TENANT);
  await page.evaluate((t) => localStorage.setItem('id_token', t), client.token);
  await page.goto(path);
  return page;
};

const text = (lang: Lang, ns: string, key: string, values?: Record<string, string | number>) =>
  localeText(lang, ns, key, values);

let student: Client;
let studentName: string;
let teacher: Client;
let attemptId: string;
let request: GradingRequestView;

describe('Teachers grade speaking and writing answers (/educator/grading)', () => {
  beforeAll(async () => {
    // A new student of the demo tenant (the demo teacher's tenant).
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    studentName = `Gina Grade${id}`;
    const reg = await fetch(`${baseUrl()}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': TENANT },
      body: JSON.stringify({
        register_type: 'student',
        first_name: 'Gina',
        last_name: `Grade${id}`,
        username: `gina_${id}`,
        email: `grading-${id}@example.test`,
        password: 'Grading-journey-1',
        password_confirmation: 'Grading-journey-1',
        device_name: 'e2e',
      }),
    });
    expect(reg.status, await reg.clone().text()).toBe(200);
    student = clientOf(((await reg.json()) as { access_token: string }).access_token, TENANT);
    const me = await student.api<{ id: string }>('GET', '/api/me');

    // The TOEFL 2026 mock: the first writing task answered, every module ended.
    const tests = await student.api<TestPage>('GET', '/api/tests?kind=toefl&per_page=100');
    const examId = tests.data.find((t) => t.title === DEMO_TOEFL_2026.title)?.id;
    expect(examId, 'the demo TOEFL 2026 mock is in the catalogue').toBeTruthy();
    attemptId = (await student.api<StartAttemptResponse>('POST', '/api/user-exams', { examId })).userExamId;
    let essayQuestion: string | null = null;
    for (let i = 0; i < 20; i += 1) {
      let view = await student.api<UserExamView>('GET', `/api/user-exams/${attemptId}`);
      if (view.status !== 'in_progress') break;
      if (view.phase !== 'module') {
        await student.api('POST', `/api/user-exams/${attemptId}/start-module`, {});
        view = await student.api<UserExamView>('GET', `/api/user-exams/${attemptId}`);
      }
      const written = view.current?.questions.find((q) => q.type === 'written_response');
      if (written && !essayQuestion) {
        await student.api('PUT', `/api/user-exams/${attemptId}/answers/${written.id}`, { answer: ESSAY, seq: 1 });
        essayQuestion = written.id;
      }
      await student.api('POST', `/api/user-exams/${attemptId}/submit-module`, {});
    }
    expect(
      (await student.api<UserExamView>('GET', `/api/user-exams/${attemptId}`)).status,
      'the attempt completed',
    ).toBe('completed');
    expect(essayQuestion, 'the mock has a written task').not.toBeNull();

    // T-Coins from the super admin, then Basic Comments on the essay (30 T-Coins by default).
    const admin = await login('super@prepwell.test', 'main');
    await admin.api(
      'POST',
      `/api/admin/user/${me.id}/give-point`,
      { point: 100, notes: 'grading journey' },
      { 'Idempotency-Key': randomUUID() },
    );
    request = await student.api<GradingRequestView>(
      'POST',
      `/api/user-exams/${attemptId}/grading`,
      { question_id: essayQuestion, level: 'simple' },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(request).toMatchObject({ level: 'simple', status: 'pending', max_score: 5, score: null });

    teacher = await login('teacher@demo.prepwell.test', TENANT);
    const queue = await teacher.api<GradingQueuePage>('GET', '/api/grading/queue?status=pending');
    expect(
      queue.data.find((r) => r.id === request.id),
      'the request is in the teacher’s queue',
    ).toMatchObject({ answer: ESSAY, student: { name: studentName } });
  }, 180_000);

  it('a teacher grades the essay in 简体中文: the comment is required, then score 4 with a comment; it leaves Pending', async () => {
    const lang: Lang = 'cn';
    await teacher.api('PATCH', '/api/lang', { lang });
    onTestFinished(async () => {
      await teacher.api('PATCH', '/api/lang', { lang: 'en' });
    });
    const page = await pageAs(teacher, '/educator/grading');
    await page.getByRole('heading', { level: 1, name: text(lang, 'grading', 'title') }).waitFor({ timeout: 20_000 });
    const row = page.getByTestId('grading-row').filter({ hasText: studentName });
    await row.waitFor({ timeout: 20_000 });
    // The row: test, task name (tools locale), level badge worded as the student's side, requested date.
    await expect
      .poll(() => row.getByText(text(lang, 'exams', 'grading.pending.simple'), { exact: true }).count())
      .toBe(1);
    await expect.poll(() => row.getByText(new RegExp(escapeRegExp(DEMO_TOEFL_2026.title))).count()).toBe(1);
    await expect
      .poll(() =>
        row.getByText(new RegExp(`^${escapeRegExp(text(lang, 'grading', 'requested', { date: '' }).trim())}`)).count(),
      )
      .toBe(1);
    expect(await row.getByText(text(lang, 'grading', 'priority')).count(), 'a Free student has no priority').toBe(0);
    await expectAccessible(page, 'grading queue (cn)');

    // The AI tutor on the row's task (issue 17): asked from the row, the grading dialog being modal.
    const tutor = (key: string) => text(lang, 'tutor', key);
    await row.getByRole('button', { name: tutor('launcher.ask') }).click();
    const panel = page.getByRole('dialog', { name: tutor('panel.title') });
    await panel.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => panel.getByText(tutor('chat.empty')).count(), { message: 'a conversation on the task' })
      .toBe(1);
    await panel.getByRole('button', { name: tutor('panel.close') }).click();
    await panel
      .getByRole('alertdialog', { name: tutor('confirm.title') })
      .getByRole('button', { name: tutor('confirm.yes') })
      .click();
    await expect.poll(() => panel.count(), { message: 'the tutor closed' }).toBe(0);

    // The row's last button opens the grading dialog (the tutor's comes first).
    await row.getByRole('button').last().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Axe reads colours: wait until the dialog's opening transition is over.
    await page.waitForFunction(() => {
      const content = document.querySelector('[role="dialog"]');
      return (
        content !== null &&
        getComputedStyle(content).opacity === '1' &&
        content.getAnimations({ subtree: true }).length === 0
      );
    });
    await expect.poll(() => dialog.getByTestId('grading-essay').textContent()).toBe(ESSAY);
    await expect
      .poll(() =>
        dialog.getByText(text(lang, 'grading', 'form.words_other', { count: ESSAY.split(/\s+/).length })).count(),
      )
      .toBe(1);
    await expect.poll(() => dialog.getByText(text(lang, 'grading', 'levels.simple.explain')).count()).toBe(1);
    await expectAccessible(page, 'grading form (cn)');

    // Without a comment: the server's required error, in Chinese, on the comment field.
    const score = dialog.getByRole('textbox', {
      name: new RegExp(escapeRegExp(text(lang, 'grading', 'form.score', { max: 5 }))),
    });
    await score.fill('4');
    await dialog.getByRole('button', { name: text(lang, 'grading', 'form.submit') }).click();
    const comment = dialog.getByRole('textbox', {
      name: new RegExp(escapeRegExp(text(lang, 'grading', 'form.comment'))),
    });
    await expect.poll(() => comment.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    const describedBy = (await comment.getAttribute('aria-describedby')) ?? '';
    const errorText = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(errorText, 'the required-comment error in 简体中文').toContain(REQUIRED_CN);
    expect(
      (await teacher.api<GradingQueuePage>('GET', '/api/grading/queue?status=pending')).data.some(
        (r) => r.id === request.id,
      ),
      'still pending',
    ).toBe(true);

    // With a comment: saved, the dialog closes, the request leaves Pending and shows under Graded.
    await comment.fill(COMMENT);
    await dialog.getByRole('button', { name: text(lang, 'grading', 'form.submit') }).click();
    await page.getByText(text(lang, 'grading', 'saved')).waitFor({ timeout: 15_000 });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
    await page.getByText(text(lang, 'grading', 'status.graded'), { exact: true }).click();
    const graded = page.getByTestId('grading-row').filter({ hasText: studentName });
    await graded.waitFor({ timeout: 15_000 });
    await expect.poll(() => graded.getByText(text(lang, 'grading', 'score', { score: 4, max: 5 })).count()).toBe(1);
    await expectAccessible(page, 'graded list (cn)');
  });

  it('the student sees "Score: 4 / 5" and the comment (API and result page)', async () => {
    const list = await student.api<GradingRequestList>('GET', `/api/user-exams/${attemptId}/grading`);
    expect(list.find((r) => r.id === request.id)).toMatchObject({
      status: 'graded',
      score: 4,
      max_score: 5,
      comment: COMMENT,
    });
    const result = await student.api<AttemptResult>('GET', `/api/user-exams/${attemptId}/result`);
    expect(result.id).toBe(attemptId);
    // The result page lists the graded answers with the report's detail: the student unlocks it (10 T-Coins of the 70 left).
    await student.api('POST', `/api/user-exams/${attemptId}/unlock`, {}, { 'Idempotency-Key': randomUUID() });
    const page = await pageAs(student, `/toefl/result/${attemptId}`);
    await page.getByText(text('en', 'exams', 'grading.score', { score: 4, max: 5 })).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByText(COMMENT).count()).toBe(1);
  });
});
