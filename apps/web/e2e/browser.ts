import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFinished } from 'vitest';

let ownBaseUrl: string | undefined;
/** The app this test file talks to: the shared one, or (after `useOwnBaseUrl`) a server of the file's own. */
export const baseUrl = () => ownBaseUrl ?? inject('baseUrl');
/** From now on this test file (its own process) talks to `url` (own-server.ts). */
export const useOwnBaseUrl = (url: string | undefined) => {
  ownBaseUrl = url;
};
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO_PASSWORD = 'Prepwell-demo-1';
const artifacts = resolve(import.meta.dirname, 'artifacts');

/**
 * One browser per test file; a fresh context (storage, cookies) per journey. Screenshots on failure.
 * `args` adds Chromium switches (e.g. `--autoplay-policy=no-user-gesture-required` for exam audio).
 */
export const useBrowser = (options: { args?: readonly string[] } = {}) => {
  let browser: Browser | undefined;
  beforeAll(async () => {
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
        ...(options.args ?? []),
      ],
    });
  });
  afterAll(async () => browser?.close());

  return {
    /** A new page in a new context; `tenant` sets the X-Tenant the app sends via ?tenant=. */
    async newPage(options: { width?: number; height?: number } = {}): Promise<Page> {
      const context = await browser!.newContext({
        viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
        baseURL: baseUrl(),
      });
      const violations = watchContentSecurityPolicy(context);
      const page = await context.newPage();
      onTestFinished(async ({ task }) => {
        // Issue 11: the server's Content-Security-Policy holds on every page a journey opens.
        if (task.result?.state === 'pass' && violations.length) {
          await context.close().catch(() => undefined);
          throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
        }
        if (task.result?.state === 'fail') {
          mkdirSync(artifacts, { recursive: true });
          const file = join(artifacts, `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
          await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
          console.error(`screenshot of the failure: ${file}`);
        }
        await context.close().catch(() => undefined);
      });
      return page;
    },
  };
};

/**
 * Collects Content-Security-Policy violations of every page of a context: the browser's own console
 * report ("Refused to … because it violates the following Content Security Policy directive") and the
 * `securitypolicyviolation` event, which an init script (not subject to the policy) forwards.
 */
const watchContentSecurityPolicy = (context: BrowserContext) => {
  const violations: string[] = [];
  void context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(`${message.page()?.url() ?? ''}: ${text}`);
  });
  return violations;
};

/** axe-core: no serious or critical violation. */
export const expectAccessible = async (page: Page, label: string) => {
  // A dialog or a banner still fading in or out is read at part of its opacity: wait for the page's finite
  // animations and transitions to end (a spinner's endless one does not count), at most 1.5 s.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 1_500 },
    )
    .catch(() => undefined);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} [${n.failureSummary ?? ''}]`)
        .join(' | ')}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
};

interface Mail {
  to: string;
  raw: string;
  decoded: string;
}

/** Waits for an e-mail to `to` received by the test SMTP server and returns its first link matching `pattern`. */
export const waitForMailLink = async (to: string, pattern: RegExp, timeoutMs = 20_000): Promise<string> => {
  const dir = inject('mailDir');
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const mails = readdirSync(dir)
      .sort()
      .reverse()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Mail)
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    for (const mail of mails) {
      const match = mail.decoded.match(pattern);
      if (match) return match[0].replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to} with a link like ${pattern} within ${timeoutMs} ms`);
};
