// Browser journeys: builds the app, then runs apps/web/e2e with Vitest (Playwright driving Debian's Chromium).
// Writes test-results/e2e-summary.json {passed, failed, skipped} for scripts/test.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
mkdirSync('test-results', { recursive: true });
const summaryFile = 'test-results/e2e-summary.json';
const report = resolve('test-results/e2e.json');

if (!existsSync(chromium)) {
  console.error(
    `Browser tests need Chromium at ${chromium} (apt-get install -y chromium fonts-noto-cjk, or set CHROMIUM_PATH).`,
  );
  writeFileSync(summaryFile, JSON.stringify({ passed: 0, failed: 1, skipped: 0 }));
  process.exit(1);
}

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
if (process.env.E2E_SKIP_BUILD !== '1') {
  const built = run('npm', ['run', 'build']);
  if (built.status !== 0) {
    writeFileSync(summaryFile, JSON.stringify({ passed: 0, failed: 1, skipped: 0 }));
    process.exit(built.status ?? 1);
  }
}
const result = run('npx', [
  'vitest',
  'run',
  '--config',
  'apps/web/e2e/vitest.e2e.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${report}`,
]);
let summary = { passed: 0, failed: result.status === 0 ? 0 : 1, skipped: 0 };
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  summary = {
    passed: json.numPassedTests ?? 0,
    failed: json.numFailedTests ?? 0,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  };
  if (result.status !== 0 && summary.failed === 0) summary.failed = 1;
}
writeFileSync(summaryFile, JSON.stringify(summary));
process.exit(result.status ?? 1);
