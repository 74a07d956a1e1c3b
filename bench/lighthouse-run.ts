// One Lighthouse run for `npm run lighthouse` (bench/lighthouse.ts): a fresh Chromium, Lighthouse's default
// (mobile) settings, the page's localStorage set before any of its scripts run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Requests of the page load and the bytes they transferred. */
  requests: number;
  transferKb: number;
  finalUrl: string;
  lighthouseVersion: string;
  benchmarkIndex: number;
  /** The whole report (JSON). */
  report: string;
  /** The page load's trace as the browser recorded it (unthrottled; Lighthouse simulates from it), JSON. */
  trace: string;
}

export const runLighthouse = async (options: {
  chromePath: string;
  url: string;
  storage?: Record<string, string> | undefined;
  /** The Cookie header of every request (Lighthouse clears the origin's cookies before it loads the page). */
  cookie?: string | undefined;
}): Promise<PageScores> => {
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      // Lighthouse clears the origin's storage before it loads the page; this runs after, on the new document.
      if (options.storage)
        await page.evaluateOnNewDocument((entries: Record<string, string>) => {
          const { localStorage } = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, options.storage);
      const result = await lighthouse(
        options.url,
        {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
        },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${options.url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: metric('largest-contentful-paint'),
        fcpMs: metric('first-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        requests: (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
        transferKb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
        finalUrl: lhr.finalDisplayedUrl,
        lighthouseVersion: lhr.lighthouseVersion,
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        report: typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
        trace: JSON.stringify(result.artifacts.Trace),
      };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
};
