// Spend load generator for bench/spend.ts, in its own process (like bench/load.ts) so that it does not
// share the server's event loop. Input: the path of a JSON SpendLoadPlan. Output: SpendLoadResult as JSON on
// stdout. Every request is a different spend: POST /api/admin/user/:id/deduct-point {point} with an
// Idempotency-Key of its own, round-robin over the plan's students.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface SpendLoadPlan {
  url: string;
  connections: number;
  duration: number;
  warmup: number;
  /** The admin's headers (tenant, bearer token). */
  headers: Record<string, string>;
  studentIds: string[];
  point: number;
}

export interface SpendLoadResult {
  result: autocannon.Result;
  /** Replies by status (warm-up included): 200 spent, 400 insufficient_balance, anything else an error. */
  byStatus: Record<string, number>;
  cpuMs: number;
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as SpendLoadPlan;
const byStatus: Record<string, number> = {};
let n = 0;
const body = JSON.stringify({ point: plan.point });

const options: autocannon.Options = {
  url: plan.url,
  connections: plan.connections,
  duration: plan.duration,
  timeout: 10,
  requests: [
    {
      setupRequest: (req) => {
        const studentId = plan.studentIds[n++ % plan.studentIds.length]!;
        return {
          ...req,
          method: 'POST',
          path: `/api/admin/user/${studentId}/deduct-point`,
          headers: { ...plan.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body,
        };
      },
      onResponse: (status) => {
        byStatus[status] = (byStatus[status] ?? 0) + 1;
      },
    },
  ],
};

const cpuStart = process.cpuUsage();
// autocannon's warm-up (missing from its type definitions) works only in the promise form.
const withWarmup = {
  ...options,
  warmup: { connections: plan.connections, duration: plan.warmup },
} as autocannon.Options;
const result = await autocannon(plan.warmup > 0 ? withWarmup : options);
const cpu = process.cpuUsage(cpuStart);
process.stdout.write(
  JSON.stringify({ result, byStatus, cpuMs: (cpu.user + cpu.system) / 1000 } satisfies SpendLoadResult),
);
