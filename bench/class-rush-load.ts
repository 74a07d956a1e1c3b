// Load generator of the class-test rush (bench/class-rush.ts), in its own process so that it does not
// share the server's event loop. Input: the path of a JSON RushPlan. Output: RushLoadResult as JSON on
// stdout. Student i begins at offset (i + 0.5) · window / N and does, in order, what the runner does:
// start the class test, start the first module with the epoch it got, read the attempt (question 1's page).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

export interface RushPlan {
  url: string;
  tenantSlug: string;
  classId: string;
  classTestId: string;
  /** Seconds over which the students' first requests are spread. */
  window: number;
  /** At most this many sockets to the server (keep-alive); the rest queue in the agent. */
  connections: number;
  tokens: string[];
}

export const RUSH_STEPS = ['start', 'startModule', 'firstQuestion'] as const;
export type RushStep = (typeof RUSH_STEPS)[number];

export interface StepSummary {
  count: number;
  errors: number;
  /** Replies by status (`network` for a failed request). */
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface RushLoadResult {
  steps: Record<RushStep, StepSummary>;
  /** Students who went through all three steps with 2xx replies. */
  completed: number;
  /** From the first request to the last reply (ms). */
  wallMs: number;
  /** Up to ten failed replies: step, status, the start of the body. */
  samples: { step: RushStep; status: string; body: string }[];
  cpuMs: number;
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as RushPlan;
const target = new URL(plan.url);
const agent = new Agent({ keepAlive: true, maxSockets: plan.connections });

/** Each student comes from their own address (X-Forwarded-For, trusted by the bench server). */
const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

interface Reply {
  status: string;
  body: string;
  ms: number;
}

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Reply> =>
  new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const req = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: String(res.statusCode),
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', (e) => resolve({ status: 'network', body: e.message, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout after 60 s')));
    req.on('error', (e) => resolve({ status: 'network', body: e.message, ms: performance.now() - started }));
    req.end(payload);
  });

const latencies: Record<RushStep, number[]> = { start: [], startModule: [], firstQuestion: [] };
const statuses: Record<RushStep, Record<string, number>> = { start: {}, startModule: {}, firstQuestion: {} };
const samples: RushLoadResult['samples'] = [];
let completed = 0;

/** Records a reply; true when it is a 2xx (and, for question 1's page, shows a question). */
const record = (step: RushStep, reply: Reply, ok = true) => {
  const good = ok && reply.status.startsWith('2');
  const key = good || !reply.status.startsWith('2') ? reply.status : `${reply.status} (no question)`;
  latencies[step].push(reply.ms);
  statuses[step][key] = (statuses[step][key] ?? 0) + 1;
  if (!good && samples.length < 10) samples.push({ step, status: key, body: reply.body.slice(0, 300) });
  return good;
};

const student = async (i: number) => {
  const headers = {
    'x-tenant': plan.tenantSlug,
    authorization: `Bearer ${plan.tokens[i]!}`,
    'x-forwarded-for': ipOf(i + 1),
  };
  const started = await call('POST', `/api/classes/${plan.classId}/tests/${plan.classTestId}/start`, headers, {});
  if (!record('start', started)) return;
  const { userExamId, epoch } = JSON.parse(started.body) as { userExamId: string; epoch: number };
  const begun = await call('POST', `/api/user-exams/${userExamId}/start-module`, headers, { epoch });
  if (!record('startModule', begun)) return;
  const page = await call('GET', `/api/user-exams/${userExamId}`, headers);
  let hasQuestion = false;
  if (page.status.startsWith('2'))
    try {
      const view = JSON.parse(page.body) as { current?: { questions?: unknown[] } | null };
      hasQuestion = (view.current?.questions?.length ?? 0) > 0;
    } catch {
      hasQuestion = false;
    }
  if (record('firstQuestion', page, hasQuestion)) completed++;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
const round = (n: number) => Math.round(n * 10) / 10;

const summary = (step: RushStep): StepSummary => {
  const sorted = [...latencies[step]].sort((a, b) => a - b);
  const errors = Object.entries(statuses[step])
    .filter(([status]) => !/^2\d\d$/.test(status))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    count: sorted.length,
    errors,
    statuses: statuses[step],
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
};

const cpuStart = process.cpuUsage();
const n = plan.tokens.length;
const t0 = performance.now();
await Promise.all(
  plan.tokens.map(
    (_, i) =>
      new Promise<void>((resolve) =>
        setTimeout(() => void student(i).finally(resolve), ((i + 0.5) * plan.window * 1000) / n),
      ),
  ),
);
const wallMs = performance.now() - t0;
agent.destroy();
const cpu = process.cpuUsage(cpuStart);
const output: RushLoadResult = {
  steps: { start: summary('start'), startModule: summary('startModule'), firstQuestion: summary('firstQuestion') },
  completed,
  wallMs: Math.round(wallMs),
  samples,
  cpuMs: Math.round((cpu.user + cpu.system) / 1000),
};
process.stdout.write(JSON.stringify(output));
