// The baseline: the autosave's row write as one statement through the same driver (postgres.js), with
// no HTTP, no framework, no transaction block and no row-level security (the URL's own role). A process
// of its own, like the load generators: CONNECTIONS loops for DURATION seconds after a warm-up.
// Input: the path of a JSON RawUpsertPlan. Output: RawUpsertResult as JSON on stdout.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { percentile, saveSequence, type AutosaveTarget } from './autosave-plan.ts';
import { rawUpsert } from './raw-upsert.ts';

export interface RawUpsertPlan {
  databaseUrl: string;
  connections: number;
  duration: number;
  warmup: number;
  seqBase: number;
  targets: AutosaveTarget[];
}

export interface RawUpsertResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  applied: number;
  cpuMs: number;
}

const run = async (plan: RawUpsertPlan): Promise<RawUpsertResult> => {
  const sql = postgres(plan.databaseUrl, { max: plan.connections, onnotice: () => {} });
  const next = saveSequence(plan.targets, plan.seqBase);
  const latencies: number[] = [];
  let errors = 0;
  let applied = 0;
  const loop = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        if (await rawUpsert(sql, next())) applied++;
        if (record) latencies.push(performance.now() - started);
      } catch {
        errors++;
      }
    }
  };
  try {
    await Promise.all(
      Array.from({ length: plan.connections }, () => loop(performance.now() + plan.warmup * 1000, false)),
    );
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    await Promise.all(Array.from({ length: plan.connections }, () => loop(started + plan.duration * 1000, true)));
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      requestsPerSecond: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors,
      applied,
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
};

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as RawUpsertPlan;
process.stdout.write(JSON.stringify(await run(plan)));
