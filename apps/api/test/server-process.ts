import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real API server as a child process (`node --import tsx src/main.ts`, so no build is needed), for
 * tests that must do to the process what `inject()` cannot: kill it with SIGKILL and start it again.
 */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr (and stdout), for failure messages. */
  output(): string;
  /** Resolves once the process has exited, with its code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops it gracefully (SIGTERM) and waits; a no-op when it has already exited. */
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A port that was free a moment ago (the OS picks it; we release it for the child to take). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server answers HTTP (any status: it listens only after migrations and seeding). */
const waitUntilListening = async (server: Omit<ServerProcess, 'stop'>, timeoutMs: number) => {
  let exited = false;
  void server.exited.then(() => (exited = true));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited) throw new Error(`the server exited before listening:\n${server.output()}`);
    try {
      await fetch(`${server.url}/api/me`, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`the server did not listen within ${timeoutMs} ms:\n${server.output()}`);
};

/**
 * Starts the API on `databaseUrl` with a free port on loopback and resolves once it answers. The
 * per-IP rate limit is lifted: a test's burst all comes from 127.0.0.1.
 */
export const startServerProcess = async (options: {
  databaseUrl: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'prepwell-server-')),
      CAPTCHA: 'off',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilListening(base, options.timeoutMs ?? 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  return { ...base, stop };
};
