import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_SAT_MOCK } from '../../api/src/seed/demo-exams-sat.ts';
import { baseUrl, useBrowser } from './browser.ts';
import { choice, findTest, registerStudent, signIn, startAttempt } from './exams-helpers.ts';

/**
 * Issue 3, acceptance 6: the SAT runner route loads at most 170 KB of gzipped JavaScript before the first
 * question shows. A size budget, not a timing: every script the page asks for until the first question is
 * on screen, and the runner's service worker (issue 16), each gzipped at level 9 as the build's .gz files are.
 */
const BUDGET_BYTES = 170 * 1024;
const browser = useBrowser();

describe('the SAT runner’s JavaScript budget', () => {
  it('opens /sat/test/{examId}/{userExamId} cold with at most 170 KB of gzipped JavaScript before the first question', async () => {
    const student = await registerStudent();
    const examId = await findTest(student, 'sat', DEMO_SAT_MOCK.title);
    const { userExamId } = await startAttempt(student, examId);
    // The module's clock runs already, so the test page's first screen is the first question.
    await student.api('POST', `/api/user-exams/${userExamId}/start-module`, {});
    // The API client leaves, so the page opens as the session holder (as a student's own tab would).
    await student.api('POST', `/api/user-exams/${userExamId}/leave`, {});

    const page = await browser.newPage();
    await signIn(page.context(), student);
    let recording = true;
    const scripts = new Map<string, Promise<number>>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!recording || (request.resourceType() !== 'script' && !/\.m?js$/.test(url.pathname))) return;
      scripts.set(
        url.pathname,
        request.response().then(async (response) => {
          if (!response || response.status() !== 200)
            throw new Error(`${url.pathname}: ${response?.status() ?? 'no response'}`);
          return gzipSync(await response.body(), { level: 9 }).length;
        }),
      );
    });

    await page.goto(`/sat/test/${examId}/${userExamId}`);
    await choice(page, 'A').waitFor({ timeout: 30_000 });
    recording = false;

    // Issue 16, acceptance 5: the runner's service worker is part of the budget (the page registers it once
    // loaded; the browser fetches it outside the page's requests, so it is read here).
    const worker = await fetch(`${baseUrl()}/runner-sw.js`);
    expect(worker.status, 'the runner’s service worker is served').toBe(200);
    const workerGzip = gzipSync(Buffer.from(await worker.arrayBuffer()), { level: 9 }).length;
    if (!scripts.has('/runner-sw.js')) scripts.set('/runner-sw.js', Promise.resolve(workerGzip));

    const sizes = await Promise.all([...scripts].map(async ([path, size]) => ({ path, gzip: await size })));
    sizes.sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      [
        `SAT runner, JavaScript before the first question (gzip -9), ${sizes.length} files:`,
        ...sizes.map((s) => `  ${kb(s.gzip).padStart(9)}  ${s.path}`),
        `  ${kb(total).padStart(9)}  total; budget ${kb(BUDGET_BYTES)}`,
      ].join('\n'),
    );
    expect(sizes.length, 'the runner loaded its scripts').toBeGreaterThan(0);
    expect(total, `gzipped JavaScript before the first question: ${kb(total)}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
