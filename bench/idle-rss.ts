// `npm run bench:rss`: the memory of `npm start` (issue 12, acceptance 3). Starts the built server
// (apps/api/dist/main.js, as `npm start` runs it: embedded PGlite, default settings) on loopback with a fresh
// DATA_DIR, loads the first page like a browser (`/`, the files it links, `/api/tenant`), lets it idle, and
// prints its resident set size (ps -o rss) at each step; then the same for a restart on that DATA_DIR (the
// database exists). Figures only: nothing is asserted.
//
//   BENCH_RSS_MAIN    the server to start (default apps/api/dist/main.js; run `npm run build` first)
//   BENCH_RSS_IDLE    seconds of idling before the last figure (default 10)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, npmStartFlags, waitUntilAnswering } from './built-server.ts';

const START_FLAGS = npmStartFlags();

const MAIN = resolve(process.env.BENCH_RSS_MAIN ?? resolve(import.meta.dirname, '../apps/api/dist/main.js'));
const IDLE_SECONDS = Number(process.env.BENCH_RSS_IDLE ?? 10);
/** Resident set size of a process in MB, as `ps -o rss` reports it (KiB). */
const rssMb = (pid: number) =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;

/** One start of the server on `dataDir`: RSS when ready, after the first page load, and after idling. */
const measure = async (dataDir: string): Promise<{ rows: [string, number][]; readySeconds: number }> => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // As `npm start` on this machine: no database server, no Redis, default settings.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'TEST_DATABASE_URL']) delete env[name];
  const started = performance.now();
  const server = spawn(process.execPath, [...START_FLAGS, MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolveExit) => server.once('exit', () => resolveExit()));
  const rows: [string, number][] = [];
  try {
    await waitUntilAnswering(server, base);
    const readySeconds = (performance.now() - started) / 1000;
    rows.push(['ready (answers /api/tenant)', rssMb(server.pid!)]);

    // The first page load: the page, every file it links (as a browser asks for them), the brand.
    const page = await (await fetch(`${base}/`)).text();
    const linked = [...page.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!);
    await Promise.all(
      [...linked, '/api/tenant'].map((path) =>
        fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((r) => r.arrayBuffer()),
      ),
    );
    rows.push(['after the first page load', rssMb(server.pid!)]);
    await sleep(IDLE_SECONDS * 1000);
    rows.push([`idle ${IDLE_SECONDS} s later`, rssMb(server.pid!)]);
    return { rows, readySeconds };
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
      'Goal of issue 12: under 300 MB after the first page load (565 MB measured when it was filed; 535 MB first start, 391–400 MB restart on this machine before the fix).',
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
