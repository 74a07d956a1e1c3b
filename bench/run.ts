// `npm run bench`: login and /api/me throughput and latency against a listening server on loopback,
// on the embedded database (PGlite, in memory) and on the PostgreSQL server. Figures only — no
// assertion anywhere depends on them.
//
//   BENCH_DATABASE_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_DURATION       seconds per case (default 10)
//   BENCH_CONNECTIONS    concurrent connections (default 10)
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type autocannon from 'autocannon';
import postgres from 'postgres';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { withTenant } from '../apps/api/src/db/with-tenant.ts';
import { hashPassword } from '../apps/api/src/lib/password.ts';
import { createTenant } from '../apps/api/src/modules/tenants/tenants.service.ts';
import { insertUser } from '../apps/api/src/modules/users/users.repository.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'Bench-password-1';

interface Row {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  note: string;
}

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
    execFile(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'load.ts'), input], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`load generator failed: ${error.message}\n${stderr}`));
      resolvePromise(JSON.parse(stdout) as autocannon.Result);
    });
  });

const benchDatabase = async (label: string, databaseUrl: string | undefined): Promise<Row[]> => {
  console.log(`\n▶ ${label}: starting the server …`);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA: 'off',
    DEMO_DATA: 'false',
    TRUST_PROXY: 'true',
    DATA_DIR: databaseUrl ? mkdtempSync(join(tmpdir(), 'prepwell-bench-')) : 'memory://',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, { logger: false });
  try {
    const tenant = await createTenant(app.deps, {
      slug: `bench-${Date.now().toString(36)}`,
      name: `Bench ${Date.now()}`,
      contact_email: null,
      exam_name: 'SAT',
      theme_color: '#224488',
      tab_name: 'Bench',
      isCompany: true,
      host_names: [],
      settings: {},
    });
    const email = `bench-${Date.now()}@example.test`;
    const passwordHash = await hashPassword(PASSWORD);
    await withTenant(app.deps.db, tenant.id, (tx) => insertUser(tx, { email, passwordHash, firstName: 'Bench', lastName: 'User', emailVerifiedAt: new Date() }));

    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const json = { 'content-type': 'application/json', 'x-tenant': tenant.slug };

    const rows: Row[] = [];
    const record = (endpoint: string, note: string, r: autocannon.Result) => {
      const row = {
        database: label,
        endpoint,
        requestsPerSecond: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        requests: r.requests.total,
        errors: r.errors + r.timeouts + r.non2xx,
        note,
      };
      rows.push(row);
      console.log(`  ${endpoint}: ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors`);
    };

    console.log(`  POST /api/login for ${DURATION} s with ${CONNECTIONS} connections …`);
    record(
      'POST /api/login',
      'argon2id-bound by design',
      await runCase(url, { method: 'POST', path: '/api/login', headers: json, body: JSON.stringify({ email, password: PASSWORD, device_name: 'bench' }) }),
    );
    // A token of its own device: every login above replaces the token of device 'bench'.
    const session = await fetch(`${url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: PASSWORD, device_name: 'bench-me' }) });
    if (!session.ok) throw new Error(`login failed: ${session.status} ${await session.text()}`);
    const { access_token: token } = (await session.json()) as { access_token: string };

    console.log(`  GET /api/me for ${DURATION} s with ${CONNECTIONS} connections …`);
    record('GET /api/me', 'token lookup + session user', await runCase(url, { method: 'GET', path: '/api/me', headers: { 'x-tenant': tenant.slug, authorization: `Bearer ${token}` } }));
    return rows;
  } finally {
    await app.close();
  }
};

const main = async () => {
  console.log(`Prepwell API benchmark — ${DURATION} s per case, ${CONNECTIONS} connections, loopback only (autocannon in its own process → 127.0.0.1).`);
  const rows: Row[] = [];
  rows.push(...(await benchDatabase('PGlite (embedded, in memory)', undefined)));
  if (await serverReachable(SERVER_URL)) rows.push(...(await benchDatabase(`PostgreSQL server (${new URL(SERVER_URL).host})`, SERVER_URL)));

  const header = ['database', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'note'];
  const table = rows.map((r) => [r.database, r.endpoint, r.requestsPerSecond.toFixed(0), String(r.p50), String(r.p99), String(r.requests), String(r.errors), r.note]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i >= 2 && i <= 6 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of table) console.log(line(row));
  console.log(
    '\nLogin is bound by argon2id (19 MiB, 2 passes) on purpose: each attempt costs real CPU and memory,\n' +
      'which is what makes guessing passwords expensive. /api/me shows the per-request cost of the stack.',
  );

  const dir = resolve(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ duration: DURATION, connections: CONNECTIONS, node: process.version, rows }, null, 2));
  console.log(`Saved ${file}`);
};

await main();
