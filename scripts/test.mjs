#!/usr/bin/env node
// `npm test`: typecheck, lint, every Vitest project, then the browser tests (scripts/e2e.mjs).
// Every step runs even when an earlier one failed, so one run shows everything that is wrong.
// The last line is always `N passed, N failed[, N skipped]` (Vitest totals plus the browser tests').
// With TEST_DATABASE_URL set (CI, the PostgreSQL server) a skipped test fails the run: it is counted as failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'test-results');
const vitestJson = join(resultsDir, 'vitest.json');
const e2eSummary = join(resultsDir, 'e2e-summary.json');
const e2eScript = join(root, 'scripts', 'e2e.mjs');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Each failed test of the Vitest JSON reports: `file > test: the first line of its error`. */
const failures = [];
/** @param {any} report a Vitest JSON report */
const failuresOf = (report) =>
  (report.testResults ?? []).flatMap((file) => {
    const where = relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (!failedTests.length && file.status === 'failed')
      return [
        `${where}: ${String(file.message ?? 'failed to load')
          .split('\n')[0]
          .slice(0, 240)}`,
      ];
    return failedTests.map((t) => {
      const first =
        String((t.failureMessages ?? [])[0] ?? '')
          .replace(/\x1b\[[0-9;]*m/g, '')
          .split('\n')
          .find((line) => line.trim()) ?? '';
      return `${where} > ${t.fullName ?? t.title}: ${first.trim().slice(0, 240)}`;
    });
  });

/** @type {{ name: string; status: 'passed' | 'failed' | 'skipped'; note?: string; seconds: number }[]} */
const steps = [];
const totals = { passed: 0, failed: 0, skipped: 0 };

const banner = (text) => console.log(`\n\u2500\u2500\u2500 ${text} ${'\u2500'.repeat(Math.max(0, 70 - text.length))}`);

/** Runs a command with inherited output; returns its exit status (null/signal → 1). */
const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.error) {
    console.error(`could not start ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
};

const step = (name, fn) => {
  banner(name);
  const started = Date.now();
  let outcome;
  try {
    outcome = fn();
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    outcome = { status: 'failed', note: 'crashed' };
  }
  const seconds = (Date.now() - started) / 1000;
  steps.push({ name, seconds, ...outcome });
};

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

const npmBin = process.platform === 'win32' ? 'npm.cmd' : 'npm';

step('typecheck (npm run typecheck)', () => ({
  status: run(npmBin, ['run', '--silent', 'typecheck']) === 0 ? 'passed' : 'failed',
}));

step('lint (npm run lint)', () => ({ status: run(npmBin, ['run', '--silent', 'lint']) === 0 ? 'passed' : 'failed' }));

/**
 * poppler-utils' pdftotext and pdfinfo read the printed test booklet back in apps/api/test/test-pdf.test.ts,
 * and fonts-noto-cjk is the font it embeds for Chinese: installed with apt when missing and we may (root on
 * Debian), else explained. The test itself fails without the tools (a skip would count as a failure on the server).
 */
const ensurePdfTools = () => {
  const found = (tool) => spawnSync(tool, ['-v'], { stdio: 'ignore' }).error === undefined;
  if (found('pdftotext') && found('pdfinfo')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('pdftotext is missing; installing poppler-utils and the CJK fonts:');
    console.log('  apt-get update && apt-get install -y poppler-utils fonts-noto-cjk');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () => run('apt-get', ['install', '-y', 'poppler-utils', 'fonts-noto-cjk'], { env });
    if (install() !== 0 && run('apt-get', ['update'], { env }) === 0) install();
    if (found('pdftotext')) return;
  }
  console.error('pdftotext is missing, so the PDF tests will fail. Install poppler-utils, e.g.:');
  console.error('  sudo apt-get update && sudo apt-get install -y poppler-utils fonts-noto-cjk');
};

step('unit and API tests (vitest run)', () => {
  ensurePdfTools();
  mkdirSync(resultsDir, { recursive: true });
  rmSync(vitestJson, { force: true });
  const vitest = join(root, 'node_modules', '.bin', 'vitest');
  const code = run(vitest, ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`]);
  const report = readJson(vitestJson);
  if (!report) {
    totals.failed += 1;
    return { status: 'failed', note: 'no JSON report was written' };
  }
  const failedFilesWithoutFailedTests = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  failures.push(...failuresOf(report));
  const passed = report.numPassedTests ?? 0;
  const failed = (report.numFailedTests ?? 0) + failedFilesWithoutFailedTests;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  const where = process.env.TEST_DATABASE_URL ? 'PostgreSQL server (TEST_DATABASE_URL)' : 'embedded PGlite';
  // On the server (CI) every test must run: the server-only ones skip only on PGlite, so a skip here means
  // a test that was meant to check something (concurrency, row-level security) checked nothing.
  const skippedTests = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => ['pending', 'skipped', 'todo', 'disabled'].includes(t.status))
      .map((t) => `${relative(root, file.name ?? '')}: ${t.fullName ?? t.title}`),
  );
  const skipFails = Boolean(process.env.TEST_DATABASE_URL) && skippedTests.length > 0;
  if (skipFails) {
    console.error(`\n${skippedTests.length} test(s) skipped on the PostgreSQL server, where every test must run:`);
    for (const name of skippedTests) console.error(`  - ${name}`);
    totals.failed += skippedTests.length;
    totals.skipped -= Math.min(totals.skipped, skippedTests.length);
  }
  return {
    status: code === 0 && failed === 0 && !skipFails ? 'passed' : 'failed',
    note: `${passed} passed, ${failed} failed, ${skipped} skipped on ${where}${failedFilesWithoutFailedTests ? ` (${failedFilesWithoutFailedTests} file(s) failed to load)` : ''}${skipFails ? ' — skips are failures on the server' : ''}`,
  };
});

/** Debian's Chromium for playwright-core; installed with apt when we may, else explained. */
const ensureChromium = () => {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version') && CHROMIUM === '/usr/bin/chromium') {
    console.log(`${CHROMIUM} is missing; installing Debian's chromium and CJK fonts:`);
    console.log('  apt-get update && apt-get install -y chromium fonts-noto-cjk');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], { env }) !== 0) return false;
    if (run('apt-get', ['install', '-y', 'chromium', 'fonts-noto-cjk'], { env }) !== 0) return false;
    return existsSync(CHROMIUM);
  }
  console.error(`${CHROMIUM} is missing. Install Debian's Chromium, e.g.:`);
  console.error('  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk');
  return false;
};

step('browser tests (node scripts/e2e.mjs)', () => {
  if (!existsSync(e2eScript)) {
    console.log('Browser tests are not present (scripts/e2e.mjs does not exist); skipping this step.');
    return { status: 'skipped', note: 'scripts/e2e.mjs not present' };
  }
  if (!ensureChromium()) {
    totals.failed += 1; // no browser test could run: count the step itself, so the last line does not read as a pass
    return { status: 'failed', note: `Chromium not available at ${CHROMIUM}` };
  }
  rmSync(e2eSummary, { force: true });
  const code = run(process.execPath, [e2eScript]);
  const summary = readJson(e2eSummary);
  const e2eReport = readJson(join(resultsDir, 'e2e.json'));
  if (e2eReport) failures.push(...failuresOf(e2eReport));
  if (!summary && code !== 0) totals.failed += 1;
  if (summary) {
    totals.passed += Number(summary.passed) || 0;
    totals.failed += Number(summary.failed) || 0;
    totals.skipped += Number(summary.skipped) || 0;
  }
  const note = summary
    ? `${summary.passed} passed, ${summary.failed} failed, ${summary.skipped ?? 0} skipped`
    : 'no test-results/e2e-summary.json';
  return { status: code === 0 ? 'passed' : 'failed', note };
});

banner('summary');
// What failed, by name, where the end of the output (often all a CI page shows) can be read.
if (failures.length) {
  console.log(`Failed tests (${failures.length}):`);
  for (const line of failures.slice(0, 15)) console.log(`  - ${line}`);
  if (failures.length > 15) console.log(`  … and ${failures.length - 15} more`);
  console.log('');
}
const width = Math.max(...steps.map((s) => s.name.length));
for (const s of steps) {
  const mark = s.status === 'passed' ? 'PASS' : s.status === 'failed' ? 'FAIL' : 'SKIP';
  console.log(`${mark}  ${s.name.padEnd(width)}  ${s.seconds.toFixed(1).padStart(6)} s${s.note ? `  ${s.note}` : ''}`);
}
const failedSteps = steps.filter((s) => s.status === 'failed');
console.log(
  failedSteps.length
    ? `\n${failedSteps.length} step(s) failed: ${failedSteps.map((s) => s.name).join('; ')}`
    : '\nAll steps passed.',
);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
