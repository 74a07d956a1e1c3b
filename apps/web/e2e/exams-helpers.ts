import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AttemptResult, Lang, StartAttemptResponse, TestPage, UserExamView } from '@prepwell/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, waitForMailLink } from './browser.ts';

/**
 * Shared by the exam journeys (exams-*.e2e.ts): a fresh student per journey registered through the API, the
 * attempt API as the server answers it (to compare what the runner shows with what the server holds), and
 * small steps a student takes in the runners, found by role and label.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A tag for a journey's own bank questions: six digits, so it never reads as an English word on a page. */
export const digitTag = (): string => String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

export interface Student {
  token: string;
  email: string;
  /** The API with this student's token: JSON in, JSON out; throws on a status other than 200. */
  api<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown): Promise<T>;
}

/**
 * A new student on the main tenant (captcha is off in the e2e server), so the free tier's daily limits
 * start at zero, who confirmed the address through the link in the e-mail (as most students do; the shell
 * shows an unverified student a reminder on every page).
 */
export const registerStudent = async (lang: Lang = 'en'): Promise<Student> => {
  const id = unique();
  const email = `exam-${id}@example.test`;
  const res = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      register_type: 'student',
      first_name: 'Eve',
      last_name: 'Examinee',
      username: `eve_${id}`,
      email,
      password: 'Exam-journey-1',
      password_confirmation: 'Exam-journey-1',
      device_name: 'e2e',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { access_token: token } = (await res.json()) as { access_token: string };
  const api = async <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  const link = await waitForMailLink(email, /\/email\/verify\/[^/\s"'<>]+\/[^\s"'<>?]+/);
  const [, userId, hash] = /\/email\/verify\/([^/]+)\/(.+)$/.exec(link) ?? [];
  const verified = await fetch(`${baseUrl()}/api/auth/email/verify/${userId}/${hash}`, { method: 'POST' });
  expect(verified.status, 'the e-mail verification link works').toBe(200);
  // The saved language, as the language switcher stores it (the runner follows it).
  if (lang !== 'en') await api('PATCH', '/api/lang', { lang });
  return { token, email, api };
};

/** The student is signed in on every page of the context (before any script of the page runs). */
export const signIn = async (context: BrowserContext, student: Student): Promise<void> => {
  await context.addInitScript((token) => {
    if (!window.localStorage.getItem('id_token')) window.localStorage.setItem('id_token', token);
  }, student.token);
};

/** The id of a catalogue test by its exact title. */
export const findTest = async (student: Student, kind: string, title: string): Promise<string> => {
  const page = await student.api<TestPage>('GET', `/api/tests?kind=${kind}&per_page=100`);
  const test = page.data.find((t) => t.title === title);
  if (!test) throw new Error(`no ${kind} test titled “${title}” in ${page.data.map((t) => t.title).join(', ')}`);
  return test.id;
};

export const startAttempt = (student: Student, examId: string) =>
  student.api<StartAttemptResponse>('POST', '/api/user-exams', { examId });
export const readAttempt = (student: Student, userExamId: string) =>
  student.api<UserExamView>('GET', `/api/user-exams/${userExamId}`);
export const readResult = (student: Student, userExamId: string) =>
  student.api<AttemptResult>('GET', `/api/user-exams/${userExamId}/result`);

/**
 * The attempt once its current module has begun on the server. Clicking Start sends start-module; the
 * view read right after the click may still be the `ready` screen's, which carries no questions.
 */
export const readRunningAttempt = async (student: Student, userExamId: string): Promise<UserExamView> => {
  let view: UserExamView | undefined;
  await waitUntil(async () => {
    view = await readAttempt(student, userExamId);
    return view.phase === 'module' && (view.current?.questions.length ?? 0) > 0;
  }, 'the module to begin on the server');
  return view!;
};

/** Until `probe` holds (polling, no fixed sleep), or fails with what it last saw. */
export const waitUntil = async (
  probe: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<void> => {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
};

// ---------------------------------------------------------------------------------------------
// Locale strings: the journeys in Chinese look controls up by the label the student reads.

type Tree = { [key: string]: string | Tree };
const localeDir = resolve(import.meta.dirname, '../src/locales');

/** A string of the web app's locale files, `{{name}}` filled in; fails on a missing key. */
export const localeText = (
  lang: Lang,
  ns: string,
  key: string,
  values: Record<string, string | number> = {},
): string => {
  const tree = JSON.parse(readFileSync(resolve(localeDir, lang, `${ns}.json`), 'utf8')) as Tree;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no string ${lang}/${ns}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
};

/** The runner's strings in one language. */
export const runnerText = (lang: Lang) => (key: string, values?: Record<string, string | number>) =>
  localeText(lang, 'runner', key, values);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// Steps in the linear runners (SAT, ACT, SHSAT)

/** The letter a runner shows for the choice at `index` (ACT: odd questions A–D, even ones F–J). */
export const choiceLetterOf = (style: 'plain' | 'act', questionNumber: number, index: number): string =>
  (style === 'act' && questionNumber % 2 === 0 ? 'FGHJK' : 'ABCDE')[index] ?? '?';

/** A choice button of the question on screen, by its letter ("Choice B: …"). */
export const choice = (page: Page, letter: string, lang: Lang = 'en'): Locator =>
  page.getByRole('main').getByRole('radio', {
    name: new RegExp(`^${escapeRegExp(localeText(lang, 'runner', 'choice.letter', { letter }))}`),
  });

/** The timer's "m:ss" (or "h:mm:ss") as seconds. */
export const timerSeconds = async (page: Page): Promise<number> => {
  const text = (await page.getByRole('timer').first().textContent()) ?? '';
  const parts = text.trim().split(':').map(Number);
  if (parts.length < 2 || parts.some((n) => !Number.isFinite(n))) throw new Error(`the timer shows “${text}”`);
  return parts.reduce((sum, n) => sum * 60 + n, 0);
};

/** Waits until the footer says "Question n of total" (the runner moved there). */
export const expectPosition = async (page: Page, number: number, total: number, lang: Lang = 'en') => {
  const label = localeText(lang, 'runner', 'nav.questionOf', { number, total });
  await expect
    .poll(() => page.getByRole('contentinfo').getByRole('button', { name: label }).count(), { message: label })
    .toBe(1);
};

/** The save indicator's text ("All answers saved", "Offline: 3 answers waiting to be sent, kept on this device", …). */
export const saveStatus = (page: Page) => page.getByRole('banner').getByRole('status').first();
