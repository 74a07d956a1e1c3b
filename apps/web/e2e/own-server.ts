import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { listenLocal } from './local-listen.ts';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';
import { decodeQuotedPrintable } from './global-setup.ts';

/** A free port on 127.0.0.1 (a server that listens and closes at once). */
const freePort = async () => {
  const server = createServer();
  const url = await listenLocal(server);
  await new Promise<void>((done) => server.close(() => done()));
  return Number(new URL(url).port);
};

export interface OwnServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The built app on a database of its own with fresh demo data (on the server of TEST_DATABASE_URL when set,
 * else embedded PGlite in a temporary folder): for a journey that must see the demo exactly as a newcomer
 * does, whatever the journeys before it created on the shared server. No SMTP.
 */
export const startOwnServer = async (name: string): Promise<OwnServer> => {
  const url = process.env.TEST_DATABASE_URL;
  let admin: postgres.Sql | undefined;
  const dbName = `prepwell_e2e_${name}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(mkdtempSync(join(tmpdir(), `prepwell-e2e-${name}-`)), 'data'),
    DEMO_DATA: 'true',
    CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: `e2e-${name}-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
  };
  // Its mail lands in the journeys' mail folder, as the shared server's does (browser.ts reads it there).
  const mailDir = inject('mailDir');
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
        writeFileSync(
          join(mailDir, `${Date.now()}-${name}-${count++}.json`),
          JSON.stringify({ to, raw, decoded: decodeQuotedPrintable(raw) }),
        );
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((done) => smtp.listen(smtpPort, '127.0.0.1', done));
  env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  delete env.APP_DATABASE_URL;
  delete env.DATABASE_URL;
  if (url) {
    admin = postgres(url, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`CREATE DATABASE "${dbName}"`);
    const own = new URL(url);
    own.pathname = `/${dbName}`;
    env.DATABASE_URL = own.toString();
  }
  const main = resolve(import.meta.dirname, '../../api', process.env.E2E_API_DIST ?? 'dist', 'main.js');
  const server: ChildProcess = spawn(process.execPath, [main], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    const up = await fetch(`${base}/api/tenant`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 150_000) throw new Error('the app did not start within 150 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url: base,
    close: async () => {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
      await new Promise<void>((done) => smtp.close(() => done()));
      if (admin) {
        await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
        await admin.end();
      }
    },
  };
};
