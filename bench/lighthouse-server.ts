// The built server and the demo student for `npm run lighthouse` (bench/lighthouse.ts).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StartAttemptResponse, TestPage } from '@prepwell/contracts';
import { DEMO_SAT_MOCK } from '../apps/api/src/seed/demo-exams-sat.ts';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo.ts';
import { freePort, npmStartFlags, waitUntilAnswering } from './built-server.ts';

export interface Server {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `main` as `npm start` runs it: embedded PGlite in `dataDir`, the demo data, no Redis, loopback only. */
export const startServer = async (options: { main: string; webDist: string; dataDir: string }): Promise<Server> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DEMO_DATA: 'true',
    WEB_DIST: options.webDist,
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'APP_DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'TEST_DATABASE_URL'])
    delete env[name];
  const child = spawn(process.execPath, [...npmStartFlags(), options.main], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  try {
    await waitUntilAnswering(child, baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
};

/** The demo tenant's student (seed/demo.ts), signed in through the API as the login page does. */
export const signInDemoStudent = async (baseUrl: string) => {
  const headers = { 'content-type': 'application/json', 'x-tenant': 'demo' };
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'student@demo.prepwell.test', password: DEMO_PASSWORD, device_name: 'lighthouse' }),
  });
  if (!login.ok) throw new Error(`the demo student's login → ${login.status}: ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const api = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  return {
    token,
    /**
     * The runner on the first question of a demo SAT attempt whose first module runs on the server (as
     * e2e/runner-journey.ts starts one): started, its module begun, then left, so the page holds it.
     */
    async satRunnerPath(): Promise<string> {
      const tests = await api<TestPage>('GET', '/api/tests?kind=sat&per_page=100');
      const examId = tests.data.find((t) => t.title === DEMO_SAT_MOCK.title)?.id;
      if (!examId) throw new Error(`no SAT test titled “${DEMO_SAT_MOCK.title}” in the demo tenant`);
      const { userExamId } = await api<StartAttemptResponse>('POST', '/api/user-exams', { examId });
      await api('POST', `/api/user-exams/${userExamId}/start-module`, {});
      await api('POST', `/api/user-exams/${userExamId}/leave`, {});
      return `/sat/test/${examId}/${userExamId}`;
    },
  };
};
