import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
  }
}

/** Enough of quoted-printable to read links out of a message (soft breaks and =XX escapes). */
export const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });

/**
 * Starts a real SMTP server (each message saved as JSON in mailDir) and the built app, with demo data,
 * captcha off and SMTP pointing at it; on the PostgreSQL server when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '../../..');
  const work = mkdtempSync(join(tmpdir(), 'prepwell-e2e-'));
  const mailDir = join(work, 'mail');
  mkdirSync(mailDir);
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = _session.envelope.rcptTo.map((r) => r.address).join(', ');
        writeFileSync(
          join(mailDir, `${Date.now()}-${count++}.json`),
          JSON.stringify({ to, raw, decoded: decodeQuotedPrintable(raw) }),
        );
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((done) => smtp.listen(smtpPort, '127.0.0.1', done));

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    DEMO_DATA: 'true',
    CAPTCHA: 'off',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: 'warn',
    // Counters of its own in a shared Redis: another run on the same machine (a second checkout's CI) must
    // not spend this run's per-IP rate limits.
    REDIS_PREFIX: `e2e-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
  };
  const database = process.env.TEST_DATABASE_URL ? await ownDatabase(process.env.TEST_DATABASE_URL) : undefined;
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  // E2E_API_DIST: a bundle built with API_DIST (apps/api/build.mjs) instead of apps/api/dist.
  const main = join(root, 'apps/api', process.env.E2E_API_DIST ?? 'dist', 'main.js');
  const server: ChildProcess = spawn(process.execPath, [main], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/tenant`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 90_000) throw new Error('the app did not start within 90 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (server.exitCode === null) server.kill('SIGKILL');
    await new Promise<void>((done) => smtp.close(() => done()));
    await database?.drop();
  };
}

/**
 * A database of the journeys' own on the server of TEST_DATABASE_URL, dropped at the end. The API tests
 * leave their unsent mail (they run without SMTP) and their tenants in TEST_DATABASE_URL: the app's mail
 * sender, which serves the whole outbox, would first deliver that backlog and the journeys' own messages
 * would come late. Where the role may not create databases, the journeys share TEST_DATABASE_URL.
 */
async function ownDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `prepwell_e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } catch (error) {
    console.warn(
      `The browser journeys share TEST_DATABASE_URL: could not create a database of their own (${String(error)}).`,
    );
    await admin.end();
    return { url, drop: async () => undefined };
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      try {
        await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}
