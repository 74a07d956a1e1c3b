// Autosave load generator for bench/autosave.ts, in its own process (like bench/load.ts) so that it does
// not share the server's event loop. Input: the path of a JSON AutosaveLoadPlan. Output: AutosaveLoadResult
// as JSON on stdout. Every request is a different save (bench/autosave-plan.ts).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { saveBody, saveSequence, type AutosaveTarget } from './autosave-plan.ts';

export interface AutosaveLoadPlan {
  url: string;
  connections: number;
  duration: number;
  /** Seconds of warm-up with the same saves, left out of the figures. */
  warmup: number;
  seqBase: number;
  targets: AutosaveTarget[];
  /** Saves per second across all connections (autocannon's overallRate); absent: as fast as replies come. */
  rate?: number;
}

export interface AutosaveLoadResult {
  result: autocannon.Result;
  /** 2xx replies by `applied` (warm-up included); a save not applied means a seq arrived out of order. */
  applied: number;
  notApplied: number;
  /** 2xx replies without `applied`. */
  unparsed: number;
  /** CPU the load generator itself used (ms), to see how much of the machine it took. */
  cpuMs: number;
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as AutosaveLoadPlan;
const next = saveSequence(plan.targets, plan.seqBase);
const tally = { applied: 0, notApplied: 0, unparsed: 0 };

/** Each student's saves come from their own address (X-Forwarded-For, trusted by the bench server). */
const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

const options: autocannon.Options = {
  url: plan.url,
  connections: plan.connections,
  duration: plan.duration,
  timeout: 10,
  ...(plan.rate ? { overallRate: plan.rate } : {}),
  requests: [
    {
      setupRequest: (req) => {
        const save = next();
        return {
          ...req,
          method: 'PUT',
          path: `/api/user-exams/${save.target.userExamId}/answers/${save.questionId}`,
          headers: {
            ...save.target.headers,
            'content-type': 'application/json',
            'x-forwarded-for': ipOf(save.targetIndex + 1),
          },
          body: JSON.stringify(saveBody(save)),
        };
      },
      onResponse: (status, body) => {
        if (status < 200 || status >= 300) return;
        let applied: unknown;
        try {
          applied = (JSON.parse(body) as { applied?: unknown }).applied;
        } catch {
          applied = undefined;
        }
        if (applied === true) tally.applied++;
        else if (applied === false) tally.notApplied++;
        else tally.unparsed++;
      },
    },
  ],
};

const cpuStart = process.cpuUsage();
// autocannon's warm-up (missing from its type definitions) runs first with the same kind of requests and
// is left out of the result; it works only in the promise form, not with a callback.
const withWarmup = {
  ...options,
  warmup: { connections: plan.connections, duration: plan.warmup },
} as autocannon.Options;
const result = await autocannon(plan.warmup > 0 ? withWarmup : options);
const cpu = process.cpuUsage(cpuStart);
const output: AutosaveLoadResult = { result, ...tally, cpuMs: (cpu.user + cpu.system) / 1000 };
process.stdout.write(JSON.stringify(output));
