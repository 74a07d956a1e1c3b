import type { Lang } from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_SAT_DRILL } from '../../api/src/seed/demo-exams-sat-drills-math.ts';
import { DEMO_INSTRUCTOR_CODE } from '../../api/src/seed/demo.ts';
import { DEMO_PASSWORD, baseUrl, waitForMailLink } from './browser.ts';
import { expectPosition, localeText, runnerText } from './exams-helpers.ts';
import { blueprintModule, planModule, type PlannedAnswer } from './exams-plan.ts';
import { answerRange, goNext, submitFromReview, type LinearRunner } from './exams-runner-steps.ts';

/**
 * Steps of the classes journey (issue 5): people of the demo tenant made through the API as the register
 * form makes them (a teacher with the instructor code, students who confirmed their address, a parent
 * linked to a student by e-mail), pages opened with their session, and a short SAT drill taken in the runner.
 */

export const TENANT = 'demo';
export const DRILL = DEMO_SAT_DRILL;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Person {
  token: string;
  email: string;
  /** "First Last", as the screens name them. */
  name: string;
  id: string;
  api: <T>(method: Method, path: string, body?: unknown, headers?: Record<string, string>) => Promise<T>;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const personOf = async (token: string, email: string, name: string): Promise<Person> => {
  const api = async <T>(
    method: Method,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> => {
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-tenant': TENANT,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  const me = await api<{ id: string }>('GET', '/api/me');
  return { token, email, name, id: me.id, api };
};

/** A new account of the demo tenant; students confirm their address through the e-mailed link. */
export const register = async (
  type: 'student' | 'teacher' | 'parent',
  first: string,
  options: { studentEmails?: string[] } = {},
): Promise<Person> => {
  const id = unique();
  const last = `${type === 'student' ? 'Learner' : type === 'teacher' ? 'Tutor' : 'Guardian'}${id}`;
  const email = `classes-${type}-${id}@example.test`;
  const res = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': TENANT },
    body: JSON.stringify({
      register_type: type,
      first_name: first,
      last_name: last,
      username: `${type}_${id}`,
      email,
      password: 'Classes-journey-1',
      password_confirmation: 'Classes-journey-1',
      device_name: 'e2e',
      ...(type === 'teacher' ? { instructor_code: DEMO_INSTRUCTOR_CODE } : {}),
      ...(options.studentEmails ? { student_emails: options.studentEmails } : {}),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { access_token: token } = (await res.json()) as { access_token: string };
  if (type === 'student') {
    const link = await waitForMailLink(email, /\/email\/verify\/[^/\s"'<>]+\/[^\s"'<>?]+/);
    const [, userId, hash] = /\/email\/verify\/([^/]+)\/(.+)$/.exec(link) ?? [];
    const verified = await fetch(`${baseUrl()}/api/auth/email/verify/${userId}/${hash}`, {
      method: 'POST',
      headers: { 'x-tenant': TENANT },
    });
    expect(verified.status, 'the e-mail verification link works').toBe(200);
  }
  return personOf(token, email, `${first} ${last}`);
};

/** A demo account (shared with the other journeys: the journey changes nothing it depends on). */
export const demoLogin = async (email: string, tenant = TENANT): Promise<Person> => {
  const res = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': tenant },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, device_name: `e2e-${Math.random()}` }),
  });
  expect(res.status, `${email} signs in`).toBe(200);
  const { access_token: token } = (await res.json()) as { access_token: string };
  const api = async <T>(
    method: Method,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> => {
    const r = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-tenant': tenant,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await r.text();
    if (r.status !== 200) throw new Error(`${method} ${path} → ${r.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  const me = await api<{ id: string; first_name?: string | null; last_name?: string | null }>('GET', '/api/me');
  return { token, email, name: [me.first_name, me.last_name].filter(Boolean).join(' '), id: me.id, api };
};

/**
 * Opens `path` on the demo tenant with `person` signed in. The app stores the tenant from ?tenant= when it
 * boots: wait for it, or the token would be sent to the main tenant and refused.
 */
export const openAs = async (page: Page, person: Person, path: string, tenant = TENANT): Promise<void> => {
  await page.goto(`/404?tenant=${tenant}`);
  await page.waitForFunction((slug) => localStorage.getItem('tenant') === slug, tenant);
  await page.evaluate((t) => localStorage.setItem('id_token', t), person.token);
  await page.goto(path);
};

/** A string of the app's locales; with a `count`, the plural form i18next picks (`_one`/`_other`; Chinese has only `_other`). */
export const textOf = (lang: Lang, ns: string, key: string, values: Record<string, string | number> = {}): string => {
  if (typeof values.count !== 'number') return localeText(lang, ns, key, values);
  const form = lang === 'en' && values.count === 1 ? 'one' : 'other';
  try {
    return localeText(lang, ns, `${key}_${form}`, values);
  } catch {
    return localeText(lang, ns, key, values);
  }
};
export const classesText = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  textOf(lang, 'classes', key, values);
export const learningText = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  textOf(lang, 'learning', key, values);
export const companyText = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  textOf(lang, 'company', key, values);

/** Chooses a language with the header's language switcher (as a person does). */
export const switchLanguage = async (page: Page, from: Lang, to: Lang) => {
  const names = { en: 'English', cn: '简体中文', tw: '繁體中文' } as const;
  await page
    .getByRole('banner')
    .getByRole('button', { name: localeText(from, 'shell', 'language.label', { current: names[from] }) })
    .click();
  await page.getByRole('menuitem', { name: names[to] }).click();
  await page.waitForFunction(
    (lang) => document.documentElement.lang === lang,
    { en: 'en', cn: 'zh-Hans', tw: 'zh-Hant-TW' }[to],
  );
};

/** The drill's answers: all right but `wrong` (1-based). */
export const drillPlan = (wrong: readonly number[]): PlannedAnswer[] =>
  planModule(blueprintModule(DRILL, 'math', 1).questions, wrong);

/**
 * In the runner (after Start on the class's test): the start page's Start when it shows, the module's
 * directions, every question as planned, Check Your Work, Submit; ends on the score report.
 */
export const takeDrill = async (page: Page, plan: readonly PlannedAnswer[]): Promise<string> => {
  const t = runnerText('en');
  await page.waitForURL(/\/sat\/(start|test)\/[^/]+\/[^/]+/, { timeout: 30_000 });
  const [, userExamId] = /\/sat\/(?:start|test)\/[^/]+\/([^/?]+)/.exec(new URL(page.url()).pathname) ?? [];
  if (!userExamId) throw new Error(`unexpected runner address ${page.url()}`);
  const runner: LinearRunner = { page, lang: 'en', letters: 'plain', total: plan.length };
  // The start page (settings) when the runner opens there, then the module's directions; each has a Start.
  const start = page.getByRole('main').getByRole('button', { name: t('start.start'), exact: true });
  if (new URL(page.url()).pathname.includes('/sat/start/')) {
    await start.click({ timeout: 30_000 });
    await page.waitForURL(/\/sat\/test\//, { timeout: 30_000 });
  }
  await page
    .getByRole('main')
    .getByRole('button', { name: t('ready.start'), exact: true })
    .click({ timeout: 30_000 });
  await expectPosition(page, 1, plan.length);
  await answerRange(runner, plan, 1, plan.length);
  await goNext(runner, plan.length);
  await submitFromReview(runner, null);
  await page.waitForURL(`**/sat/result/${userExamId}`, { timeout: 30_000 });
  return userExamId;
};
