// `npm run bench:rss`: the memory of `npm start` (issue 12, acceptance 3). Starts the built server
// (apps/api/dist/main.js, as `npm start` runs it: embedded PGlite, default settings) on loopback with a fresh
// DATA_DIR, loads the first page like a browser (`/`, the files it links, `/api/tenant`), lets it idle, and
// prints its resident set size (ps -o rss) at each step; then the same for a restart on that DATA_DIR (the
// database exists). Figures only: nothing is asserted.
//
//   BENCH_RSS_MAIN    the server to start (default apps/api/dist/main.js; run `npm run build` first)
//   BENCH_RSS_IDLE    seconds of idling before the last figure (default 10)
//   BENCH_RSS_FLAGS   Node flags instead of `npm start`'s (to compare; '' for none)
//   WEB_DIST          the built web app the server serves (the server's own variable; default apps/web/dist)
//
// Beside each figure, the server's process.memoryUsage() (bench/rss-probe.mjs, loaded with --import, answers
// SIGWINCH, which close-with-grace leaves alone): the JavaScript heap and `external` (Buffers, ArrayBuffers and
// PGlite's WebAssembly memory, counted at its full size although only the pages it touched are resident).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, npmStartFlags, waitUntilAnswering } from './built-server.ts';

const START_FLAGS = process.env.BENCH_RSS_FLAGS?.split(/\s+/).filter(Boolean) ?? npmStartFlags();

const MAIN = resolve(process.env.BENCH_RSS_MAIN ?? resolve(import.meta.dirname, '../apps/api/dist/main.js'));
const IDLE_SECONDS = Number(process.env.BENCH_RSS_IDLE ?? 10);
/** Resident set size of a process in MB, as `ps -o rss` reports it (KiB). */
const rssMb = (pid: number) =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
const PROBE = resolve(import.meta.dirname, 'rss-probe.mjs');

interface Usage {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}
/** The server's process.memoryUsage() in MB, asked for by SIGWINCH (bench/rss-probe.mjs writes it to `file`). */
const usageOf = async (pid: number, file: string): Promise<Usage | undefined> => {
  const before = existsSync(file) ? readFileSync(file, 'utf8').length : 0;
  process.kill(pid, 'SIGWINCH');
  for (let i = 0; i < 20; i++) {
    await sleep(50);
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (text.length > before) return JSON.parse(text.slice(before).trim()) as Usage;
  }
  return undefined;
};
const breakdown = (u: Usage | undefined) =>
  u
    ? `heap used ${u.heapUsed} of ${u.heapTotal}, external ${u.external} (of which arrayBuffers ${u.arrayBuffers})`
    : '';

/** One start of the server on `dataDir`: RSS when ready, after the first page load, and after idling. */
const measure = async (
  dataDir: string,
): Promise<{ rows: [string, number, string][]; readySeconds: number; pageSeconds: number }> => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // As `npm start` on this machine: no database server, no Redis, default settings.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    BENCH_RSS_PROBE_FILE: join(dataDir, `rss-probe-${port}.jsonl`),
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'TEST_DATABASE_URL']) delete env[name];
  const started = performance.now();
  const server = spawn(process.execPath, [...START_FLAGS, '--import', PROBE, MAIN], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolveExit) => server.once('exit', () => resolveExit()));
  const rows: [string, number, string][] = [];
  const row = async (label: string) =>
    rows.push([label, rssMb(server.pid!), breakdown(await usageOf(server.pid!, env.BENCH_RSS_PROBE_FILE!))]);
  try {
    await waitUntilAnswering(server, base);
    const readySeconds = (performance.now() - started) / 1000;
    await row('ready (answers /api/tenant)');

    // The first page load: the page, every file it links (as a browser asks for them), the brand.
    const pageStarted = performance.now();
    const page = await (await fetch(`${base}/`)).text();
    const linked = [...page.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!);
    await Promise.all(
      [...linked, '/api/tenant'].map((path) =>
        fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((r) => r.arrayBuffer()),
      ),
    );
    const pageSeconds = (performance.now() - pageStarted) / 1000;
    await row('after the first page load');
    await sleep(IDLE_SECONDS * 1000);
    await row(`idle ${IDLE_SECONDS} s later`);
    return { rows, readySeconds, pageSeconds };
  } finally {
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
};

const main = async () => {
  if (!existsSync(MAIN)) {
    console.log(`${MAIN} does not exist: run \`npm run build\` first.`);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwell-rss-'));
  try {
    // The first start creates the embedded database (PGlite's initdb); later starts open it.
    const first = await measure(dataDir);
    const again = await measure(dataDir);
    console.log(
      `\nRSS of the built server (node ${[...START_FLAGS, MAIN].join(' ')}, embedded PGlite, Node ${process.version}), ps -o rss:`,
    );
    const width = Math.max(...first.rows.map(([label]) => label.length));
    console.log(`  ${''.padEnd(width)}  first start   restart`);
    first.rows.forEach(([label, mb], i) =>
      console.log(
        `  ${label.padEnd(width)}  ${`${mb.toFixed(0)} MB`.padStart(11)}  ${`${again.rows[i]![1].toFixed(0)} MB`.padStart(8)}`,
      ),
    );
    console.log(
      `  ${'ready in'.padEnd(width)}  ${`${first.readySeconds.toFixed(1)} s`.padStart(11)}  ${`${again.readySeconds.toFixed(1)} s`.padStart(8)}`,
    );
    console.log(
      `  ${'first page loaded in'.padEnd(width)}  ${`${first.pageSeconds.toFixed(2)} s`.padStart(11)}  ${`${again.pageSeconds.toFixed(2)} s`.padStart(8)}`,
    );
    console.log(
      "process.memoryUsage() in MB (external counts PGlite's WebAssembly memory at its full 128 MB, of which only the pages it touched are resident):",
    );
    for (const [name, run] of [
      ['first start', first],
      ['restart', again],
    ] as const)
      run.rows.forEach(([label, , usage]) => console.log(`  ${name}, ${label}: ${usage}`));
    console.log(
      'Goal of issue 12: under 300 MB after the first page load (565 MB measured when it was filed; 535 MB first start, 391–400 MB restart on this machine before the first fix; 373 MB and 300 MB before the embedded database was seeded in a child process and PGlite ran on the baseline compiler).',
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
