import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Lang } from '@prepwell/contracts';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { CHROMIUM, baseUrl, useOwnBaseUrl } from './browser.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { localeText } from './exams-helpers.ts';
import { anonymousAccount, ownStudent, readSweepData, signInAccount, type Account } from './i18n-sweep-data.ts';
import { collectText, englishFinder, waitForRendered, type EnglishFinding } from './i18n-sweep-english.ts';
import { fillPath, loadAppRoutes, sweepVisits, type SweepRole } from './i18n-sweep-routes.ts';

/**
 * Issue 17, acceptance 1: a 简体中文 and a 繁體中文 sweep over every route of the app's route table, as
 * every demo role that may open it (i18n-sweep-routes.ts), with the `:params` filled from the demo data.
 * Each page is read once it shows what the server sent (i18n-sweep-english.ts waits for it), then each of
 * its tabs; the test fails on any English word outside the allow-list of proper nouns, naming the route,
 * the role, the word and where it stood. One browser, one context per role reused across routes; no axe
 * here (the journeys of each screen run it).
 */

const LANGS: readonly Exclude<Lang, 'en'>[] = ['cn', 'tw'];
const MAX_TABS = 8;
const artifacts = resolve(import.meta.dirname, 'artifacts');

let browser: Browser;
const accounts = new Map<SweepRole, Account>();
let data: Awaited<ReturnType<typeof readSweepData>>;
let ownName = '';

let server: OwnServer | undefined;

beforeAll(async () => {
  // The demo exactly as a newcomer finds it: the journeys before this one write English names and content of
  // their own (users, classes, questions) into the shared server's demo tenant.
  server = await startOwnServer('sweep');
  useOwnBaseUrl(server.url);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  accounts.set('anonymous', anonymousAccount());
  for (const role of ['student', 'parent', 'teacher', 'company_admin', 'super_admin'] as const)
    accounts.set(role, await signInAccount(role));
  const own = await ownStudent();
  accounts.set('own_student', own.account);
  ownName = own.name;
  data = await readSweepData(accounts);
}, 300_000);

afterAll(async () => {
  // The demo accounts read the language they read before the sweep.
  for (const account of accounts.values())
    if (account.token && account.lang && account.role !== 'own_student')
      await account.tryApi('PATCH', '/api/lang', { lang: account.lang });
  await browser?.close();
  await server?.close();
});

/** A context for one role: tenant, session and language in storage before any script of the app runs. */
const contextFor = async (
  account: Account,
  lang: Lang,
): Promise<{ context: BrowserContext; page: Page; inFlight: () => number }> => {
  if (account.token) await account.api('PATCH', '/api/lang', { lang });
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, baseURL: baseUrl() });
  // The language cookie the app writes beside localStorage (decision 0055): the server paints in it.
  await context.addCookies([{ name: 'pw_lang', value: lang, url: baseUrl() }]);
  await context.addInitScript(
    ({ tenant, token, lang }) => {
      localStorage.setItem('tenant', tenant);
      localStorage.setItem('lang', lang);
      if (token && !localStorage.getItem('id_token')) localStorage.setItem('id_token', token);
    },
    { tenant: account.tenant, token: account.token, lang },
  );
  const open = new Set<unknown>();
  // The app's calls and the page modules it loads (a route's chunk, its locale file).
  const counted = new Set(['fetch', 'xhr', 'script', 'stylesheet', 'document']);
  context.on('request', (r) => {
    if (counted.has(r.resourceType())) open.add(r);
  });
  context.on('requestfinished', (r) => open.delete(r));
  context.on('requestfailed', (r) => open.delete(r));
  const page = await context.newPage();
  return { context, page, inFlight: () => open.size };
};

/**
 * Opens a path: a full load the first time (the app boots), then as a person following a link does, through
 * the app's router (history + popstate), so each page costs its own data, not another boot. The runner's
 * pages boot their own root on a full load: always loaded.
 */
const openPath = async (page: Page, path: string, fullLoad: boolean) => {
  if (fullLoad) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    return;
  }
  const before = await page.evaluate(() => document.body.innerText);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  // The router commits once the page's module is loaded: until then the last page is on screen. Wait for
  // the screen to change (a page that looks exactly like the last one is taken after 1.5 s).
  await page
    .waitForFunction((text) => document.body.innerText !== text, before, { timeout: 1_500, polling: 50 })
    .catch(() => undefined);
};

const LANGUAGE_NAMES = { en: 'English', cn: '简体中文', tw: '繁體中文' } as const;

/** Opens each menu of the header but the language switcher, reads it, closes it (Esc). */
const readHeaderMenus = async (page: Page, lang: Exclude<Lang, 'en'>, inFlight: () => number) => {
  const language = localeText(lang, 'shell', 'language.label', { current: LANGUAGE_NAMES[lang] });
  const targets = page.getByRole('banner').locator('[aria-haspopup="menu"]:visible');
  const read: Awaited<ReturnType<typeof collectText>>[] = [];
  for (let i = 0; i < (await targets.count()); i++) {
    const target = targets.nth(i);
    if ((await target.getAttribute('aria-label')) === language) continue;
    await target.click({ timeout: 5_000 });
    await page.getByRole('menu').first().waitFor({ state: 'visible', timeout: 5_000 });
    await waitForRendered(page, inFlight, 5_000);
    read.push((await collectText(page)).map((p) => ({ ...p, source: `${p.source}, header menu` })));
    await page.keyboard.press('Escape');
    await page.getByRole('menu').first().waitFor({ state: 'hidden', timeout: 5_000 });
  }
  return read;
};

interface Outcome {
  route: string;
  role: SweepRole;
  path: string;
  landed: string;
  note: string | null;
  findings: EnglishFinding[];
  ms: number;
}

const sweep = async (lang: Exclude<Lang, 'en'>) => {
  const started = Date.now();
  const find = englishFinder([...data.names, ownName, ...ownName.split(' ')]);
  const visits = sweepVisits(await loadAppRoutes());
  const outcomes: Outcome[] = [];
  const skipped: string[] = [];
  const menusRead = new Set<SweepRole>();
  const booted = new Set<SweepRole>();
  const byRole = new Map<SweepRole, typeof visits>();
  for (const v of visits) byRole.set(v.role, [...(byRole.get(v.role) ?? []), v]);

  for (const [role, list] of byRole) {
    const account = accounts.get(role)!;
    const { context, page, inFlight } = await contextFor(account, lang);
    try {
      for (const visit of list) {
        const filled = fillPath(visit.route, data.paramsFor(role));
        if ('missing' in filled) {
          skipped.push(`${visit.route} as ${role} (no :${filled.missing} in the demo data)`);
          continue;
        }
        const visitStarted = Date.now();
        await openPath(page, filled.path, role === 'own_student' || !booted.has(role));
        booted.add(role);
        const note = await waitForRendered(page, inFlight);
        const landed = new URL(page.url()).pathname;
        const findings = find(await collectText(page));
        // The header's menus (the account menu), once per role: the same on every page. Not the language
        // switcher, which names each language in its own words by design.
        if (!menusRead.has(role)) {
          menusRead.add(role);
          findings.push(...(await readHeaderMenus(page, lang, inFlight)).flatMap((pieces) => find(pieces)));
        }
        // The tabs of the page, one click away.
        if (role !== 'own_student') {
          const tabs = page.locator('[role="tab"]:not([aria-selected="true"]):visible');
          const count = Math.min(await tabs.count(), MAX_TABS);
          for (let i = 0; i < count; i++) {
            const tab = page.locator('[role="tab"]:visible').nth(i);
            if ((await tab.getAttribute('aria-selected')) === 'true' || (await tab.isDisabled())) continue;
            await tab.click({ timeout: 5_000 }).catch(() => undefined);
            await waitForRendered(page, inFlight, 8_000);
            findings.push(...find(await collectText(page)).map((f) => ({ ...f, source: `${f.source}, tab ${i + 1}` })));
          }
        }
        outcomes.push({
          route: visit.route,
          role,
          path: filled.path,
          landed,
          note,
          findings,
          ms: Date.now() - visitStarted,
        });
      }
    } finally {
      await context.close();
    }
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const failing = outcomes.filter((o) => o.findings.length > 0);
  const redirected = outcomes.filter((o) => o.landed !== o.path.split('?')[0]);
  const words = new Map<string, number>();
  for (const o of failing) for (const f of o.findings) words.set(f.word, (words.get(f.word) ?? 0) + 1);
  console.log(
    [
      `i18n sweep (${lang}): ${outcomes.length} pages read as ${byRole.size} roles in ${seconds} s; ` +
        `${failing.length} with English (${[...words.values()].reduce((a, b) => a + b, 0)} words, ${words.size} distinct); ` +
        `${skipped.length} skipped; ${redirected.length} landed elsewhere.`,
      ...skipped.map((s) => `  skipped: ${s}`),
      ...redirected.map((o) => `  ${o.path} as ${o.role} landed on ${o.landed}`),
      ...outcomes.filter((o) => o.note).map((o) => `  ${o.path} as ${o.role}: read with ${o.note}`),
    ].join('\n'),
  );
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(`  slowest: ${slowest.map((o) => `${o.path} as ${o.role} ${(o.ms / 1000).toFixed(1)} s`).join('; ')}`);

  // Per page: each distinct word once, with the first place it stood.
  const report = failing.map((o) => {
    const first = new Map<string, EnglishFinding>();
    for (const f of o.findings) if (!first.has(f.word)) first.set(f.word, f);
    const lines = [...first.values()].map((f) => `    “${f.word}” (${f.source}): …${f.context}…`);
    return `  ${o.route} as ${o.role} (${o.path}):\n${lines.join('\n')}`;
  });
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(join(artifacts, `i18n-sweep-${lang}.txt`), report.join('\n'));
  if (report.length)
    throw new Error(
      // The words in the first line: a CI summary keeps only that line.
      `English on ${failing.length} pages in ${lang} (${words.size} distinct words: ` +
        `${[...words.keys()].slice(0, 12).join(', ')}; pages and places in e2e/artifacts/i18n-sweep-${lang}.txt):\n` +
        report.slice(0, 40).join('\n'),
    );
};

describe('no English on any screen in 简体中文 or 繁體中文 (issue 17, acceptance 1)', () => {
  for (const lang of LANGS) it(`the ${lang} sweep over every route and role`, async () => sweep(lang), 480_000);
});
