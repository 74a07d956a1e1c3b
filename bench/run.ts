// `npm run bench`: login and /api/me throughput and latency against a listening server on loopback,
// on the embedded database (PGlite, in memory) and on the PostgreSQL server; on the PostgreSQL server
// also the autosave (issue 3, acceptance 5: bench/autosave.ts) beside a bare Fastify endpoint and a raw
// upsert, with the ratios and a profile of one save. Figures only — no assertion anywhere depends on them.
//
//   BENCH_DATABASE_URL        PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_DURATION            seconds per case (default 10)
//   BENCH_CONNECTIONS         concurrent connections (default 10)
//   BENCH_AUTOSAVE_DURATION   seconds of sustained autosave (default 20)
//   BENCH_WARMUP              seconds of warm-up before each autosave case (default 3)
//   BENCH_ATTEMPTS            students, each with a running attempt, the autosave writes for (default 100)
//   BENCH_AUTOSAVE_RATE       saves per second of the autosave's fixed-rate phase (default 3000, issue 21)
//   BENCH_SPEND_STUDENTS      students the coin-spend case spends from (default 100; bench/spend.ts, issue 4)
//   BENCH_IMPORT_ROWS         CSV rows of the question import case (default 5000; bench/question-import.ts, issue 13)
//   BENCH_REGRADE_ATTEMPTS    finished attempts the regrade case recomputes (default 1000; bench/regrade.ts, issue 14)
//   BENCH_FLASHCARDS          cards of the flashcards case's student (default 20000; bench/flashcards.ts, issue 18)
//   BENCH_RUSH_STUDENTS       students of one class who start the same class test (default 2000; bench/class-rush.ts, issue 21)
//   BENCH_RUSH_WINDOW         seconds within which they all start (default 10)
// The class-test rush runs alone with `node --import tsx bench/class-rush.ts` (on BENCH_DATABASE_URL).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type autocannon from 'autocannon';
import postgres from 'postgres';
import { buildApp } from '../apps/api/src/app.ts';
import { withTenant } from '../apps/api/src/db/with-tenant.ts';
import { hashPassword } from '../apps/api/src/lib/password.ts';
import { insertUser } from '../apps/api/src/modules/users/users.repository.ts';
import {
  benchAutosave,
  FIXED_RATE_TARGET,
  printAutosaveSummary,
  TARGET,
  type AutosaveBenchResult,
} from './autosave.ts';
import { logRow, printTable, rowOf, type Row } from './report.ts';
import { benchSpend, printSpendSummary } from './spend.ts';
import { benchQuestionImport, IMPORT_ROWS, printImportResult } from './question-import.ts';
import { benchRegrade, printRegradeResult, REGRADE_ATTEMPTS } from './regrade.ts';
import { benchFlashcards, FLASHCARDS, printFlashcardsResult } from './flashcards.ts';
import {
  benchClassRush,
  printClassRushResult,
  RUSH_STUDENTS,
  RUSH_WINDOW,
  type ClassRushResult,
} from './class-rush.ts';
import { benchConfig, createBenchTenant } from './bench-app.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const AUTOSAVE_DURATION = Number(process.env.BENCH_AUTOSAVE_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 100);
const SPEND_STUDENTS = Number(process.env.BENCH_SPEND_STUDENTS ?? 100);
const PASSWORD = 'Bench-password-1';

const serverReachable = async (url: string) => {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch (error) {
    console.log(`PostgreSQL server at ${url} is not reachable (${(error as Error).message}); skipping it.`);
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
};

/** Runs autocannon in a child process (bench/load.ts) and returns its result. */
const runCase = (
  url: string,
  options: { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string },
): Promise<autocannon.Result> =>
  new Promise((resolvePromise, reject) => {
    const input = JSON.stringify({ url, connections: CONNECTIONS, duration: DURATION, ...options });
    execFile(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, 'load.ts'), input],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`load generator failed: ${error.message}\n${stderr}`));
        resolvePromise(JSON.parse(stdout) as autocannon.Result);
      },
    );
  });

const benchDatabase = async (
  label: string,
  databaseUrl: string | undefined,
): Promise<{
  rows: Row[];
  autosave?: AutosaveBenchResult;
  spend?: Awaited<ReturnType<typeof benchSpend>>;
  classRush?: ClassRushResult;
}> => {
  console.log(`\n▶ ${label}: starting the server …`);
  const config = benchConfig({
    databaseUrl,
    dataDir: databaseUrl ? mkdtempSync(join(tmpdir(), 'prepwell-bench-')) : 'memory://',
  });
  const app = await buildApp(config, { logger: false });
  try {
    const tenant = await createBenchTenant(app.deps, {
      slug: `bench-${Date.now().toString(36)}`,
      name: `Bench ${Date.now()}`,
    });
    const email = `bench-${Date.now()}@example.test`;
    const passwordHash = await hashPassword(PASSWORD);
    await withTenant(app.deps.db, tenant.id, (tx) =>
      insertUser(tx, { email, passwordHash, firstName: 'Bench', lastName: 'User', emailVerifiedAt: new Date() }),
    );

    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const json = { 'content-type': 'application/json', 'x-tenant': tenant.slug };

    const rows: Row[] = [];
    const record = (endpoint: string, note: string, r: autocannon.Result) => {
      const row = rowOf(label, endpoint, note, r);
      rows.push(row);
      logRow(row);
    };

    console.log(`  POST /api/login for ${DURATION} s with ${CONNECTIONS} connections …`);
    record(
      'POST /api/login',
      'argon2id-bound by design',
      await runCase(url, {
        method: 'POST',
        path: '/api/login',
        headers: json,
        body: JSON.stringify({ email, password: PASSWORD, device_name: 'bench' }),
      }),
    );
    // A token of its own device: every login above replaces the token of device 'bench'.
    const session = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: PASSWORD, device_name: 'bench-me' }),
    });
    if (!session.ok) throw new Error(`login failed: ${session.status} ${await session.text()}`);
    const { access_token: token } = (await session.json()) as { access_token: string };

    console.log(`  GET /api/me for ${DURATION} s with ${CONNECTIONS} connections …`);
    record(
      'GET /api/me',
      'token lookup + session user',
      await runCase(url, {
        method: 'GET',
        path: '/api/me',
        headers: { 'x-tenant': tenant.slug, authorization: `Bearer ${token}` },
      }),
    );
    // Issue 13, acceptance 6: a 5,000-row CSV through the import job (bench/question-import.ts).
    console.log(`  question import of ${IMPORT_ROWS} CSV rows …`);
    printImportResult(await benchQuestionImport(app, label));
    // Issue 18, acceptance 5: review throughput and due-list latency for a student with 20,000 cards (bench/flashcards.ts).
    console.log(`  flashcards: a student with ${FLASHCARDS} cards …`);
    printFlashcardsResult(await benchFlashcards(app, url, label));
    if (!databaseUrl) {
      console.log('  autosave: measured on the PostgreSQL server only (acceptance 5).');
      return { rows };
    }
    // Issue 14, acceptance 6: regrade of 1,000 finished attempts (bench/regrade.ts).
    console.log(`  regrade of ${REGRADE_ATTEMPTS} finished attempts …`);
    printRegradeResult(await benchRegrade(app, label));
    const autosave = await benchAutosave({
      app,
      url,
      config,
      databaseUrl,
      label,
      connections: CONNECTIONS,
      duration: AUTOSAVE_DURATION,
      baselineDuration: DURATION,
      warmup: WARMUP,
      attempts: ATTEMPTS,
      rate: FIXED_RATE_TARGET.savesPerSecond,
    });
    // Issue 21, acceptance 1: a class's students start the same class test at once (bench/class-rush.ts).
    console.log(`  class-test rush: ${RUSH_STUDENTS} students within ${RUSH_WINDOW} s …`);
    const classRush = await benchClassRush(app, url, label); // printed after the table
    // Issue 4, acceptance 5: T-Coin spends through the API (bench/spend.ts).
    const spend = await benchSpend({
      app,
      url,
      label,
      connections: CONNECTIONS,
      duration: DURATION,
      warmup: WARMUP,
      students: SPEND_STUDENTS,
    });
    return { rows: [...rows, ...autosave.rows, ...spend.rows], autosave, spend, classRush };
  } finally {
    await app.close();
  }
};

const main = async () => {
  console.log(
    `Prepwell API benchmark — ${DURATION} s per case, ${CONNECTIONS} connections, loopback only (autocannon in its own process → 127.0.0.1).`,
  );
  const rows: Row[] = [];
  rows.push(...(await benchDatabase('PGlite (embedded, in memory)', undefined)).rows);
  let autosave: AutosaveBenchResult | undefined;
  let spend: Awaited<ReturnType<typeof benchSpend>> | undefined;
  let classRush: ClassRushResult | undefined;
  if (await serverReachable(SERVER_URL)) {
    const server = await benchDatabase(`PostgreSQL server (${new URL(SERVER_URL).host})`, SERVER_URL);
    rows.push(...server.rows);
    autosave = server.autosave;
    spend = server.spend;
    classRush = server.classRush;
  }

  printTable(rows);
  console.log(
    '\nLogin is bound by argon2id (19 MiB, 2 passes) on purpose: each attempt costs real CPU and memory,\n' +
      'which is what makes guessing passwords expensive. /api/me shows the per-request cost of the stack.',
  );
  if (autosave) printAutosaveSummary(autosave);
  if (spend) printSpendSummary(spend);
  if (classRush) printClassRushResult(classRush);

  const dir = resolve(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const extra = autosave
    ? { autosave: { target: TARGET, cpu: autosave.cpu, written: autosave.written, profile: autosave.profile } }
    : {};
  writeFileSync(
    file,
    JSON.stringify(
      {
        duration: DURATION,
        autosaveDuration: AUTOSAVE_DURATION,
        connections: CONNECTIONS,
        attempts: ATTEMPTS,
        node: process.version,
        rows,
        ...extra,
        ...(classRush ? { classRush } : {}),
      },
      null,
      2,
    ),
  );
  console.log(`Saved ${file}`);
};

await main();
