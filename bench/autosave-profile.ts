// Where an autosave's time goes: the statements one save sends (counted by the driver's debug hook on a
// second, instrumented instance of the app), the CPU one save costs in Node and in PostgreSQL's backends,
// and one save's latency without concurrency beside one bare database round trip and one raw upsert.
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { buildApp } from '../apps/api/src/app.ts';
import type { Config } from '../apps/api/src/config.ts';
import { APP_ROLE, postgresDatabase } from '../apps/api/src/db/client.ts';
import { ownCpuMs, processCpuMs } from './cpu.ts';
import { percentile, saveBody, saveSequence, type AutosaveTarget } from './autosave-plan.ts';
import { rawUpsert } from './raw-upsert.ts';

const APP_NAME = 'prepwell-bench-profile';

/** The parts of one save, split by hooks on its route: before the handler, the handler, the reply. */
export const PHASES = [
  'before the handler (tenant, token, access, validation)',
  'the handler (service: the save)',
  'the reply (serialise, send)',
] as const;

export interface PhaseProfile {
  phase: (typeof PHASES)[number];
  meanMs: number;
  statementsPerSave: number;
  /** Statement kinds sent per save (kinds below 0.05 per save, such as a token touch, are left out). */
  statements: { label: string; perSave: number }[];
}

export interface AutosaveProfile {
  saves: number;
  statementsPerSave: number;
  phases: PhaseProfile[];
  nodeCpuMsPerSave: number;
  /** Undefined when PostgreSQL is not on this machine (no /proc of its backends). */
  postgresCpuMsPerSave: number | undefined;
  /** One client, one save at a time (inject: no socket), p50 and p99. */
  sequentialSave: { p50: number; p99: number };
  /** One client, one statement at a time through postgres.js as the owner: `select 1` and the raw upsert. */
  roundTripP50: number;
  rawUpsertP50: number;
}

/** A readable kind for a statement: verb, tables, and the clauses that matter (for update, on conflict). */
export const statementLabel = (query: string) => {
  const q = query.replace(/\s+/g, ' ').trim().toLowerCase();
  if (/^(begin|commit|rollback|savepoint|release)/.test(q)) return q.split(' ')[0]!;
  if (q.includes('set_config(')) return `select set_config(${/set_config\('([^']+)'/.exec(q)?.[1] ?? '…'})`;
  const verb = /^(select|insert into|update|delete from|with)/.exec(q)?.[1] ?? q.slice(0, 20);
  const first = (
    verb === 'insert into'
      ? /^insert into "?([\w.]+)"?/
      : verb === 'update'
        ? /^update "?([\w.]+)"?/
        : / from "?([\w.]+)"?/
  ).exec(q)?.[1];
  const joins = [...q.matchAll(/ join "?([\w.]+)"?/g)].map((m) => m[1]);
  const clauses = [
    q.includes(' for update') ? 'for update' : '',
    q.includes(' on conflict') ? 'on conflict' : '',
    q.includes(' returning ') ? 'returning' : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${verb} ${[first ?? '?', ...joins].join(' ⋈ ')}${clauses ? ` (${clauses})` : ''}`;
};

const sequential = async (count: number, fn: () => Promise<unknown>) => {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await fn();
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
};

type Hook = (...args: never[]) => unknown;
const hooksOf = (value: unknown): Hook[] => (Array.isArray(value) ? (value as Hook[]) : value ? [value as Hook] : []);

export const profileAutosave = async (
  config: Config,
  databaseUrl: string,
  targets: AutosaveTarget[],
  saves = 400,
): Promise<AutosaveProfile> => {
  const statements: { phase: number; query: string }[] = [];
  let recording = false;
  /** Index in PHASES of the part the one save in flight is in; saves run one at a time. */
  let phase = 0;
  const marks = { handler: 0, reply: 0 };
  const spent = PHASES.map(() => 0);
  const client = postgres(databaseUrl, {
    max: config.poolSize,
    onnotice: () => {},
    // The same startup as the app's own client (db/client.ts), plus a name to find its backends by.
    connection: { options: `-c role=${APP_ROLE}`, application_name: APP_NAME } as Record<string, string>,
    debug: (_connection, query) => {
      if (recording) statements.push({ phase, query });
    },
  });
  // The app's own database on this client (db/client.ts: every statement prepared), so the profile measures what the app runs.
  const database = postgresDatabase(client);
  const app = await buildApp(config, {
    database,
    logger: false,
    // Marks on the save's own route: its last preHandler (after access and validation) and its first onSend.
    onRoute: (route) => {
      if (route.method !== 'PUT' || !route.url.endsWith('/answers/:questionId')) return;
      const atHandler = async () => {
        marks.handler = performance.now();
        phase = 1;
      };
      const atReply = async (_req: unknown, _reply: unknown, payload: unknown) => {
        marks.reply = performance.now();
        phase = 2;
        return payload;
      };
      route.preHandler = [...hooksOf(route.preHandler), atHandler] as typeof route.preHandler;
      route.onSend = [atReply, ...hooksOf(route.onSend)] as typeof route.onSend;
    },
  });
  const owner = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const next = saveSequence(targets, 300_000_000);
    const save = async () => {
      const s = next();
      phase = 0;
      const started = performance.now();
      const res = await app.inject({
        method: 'PUT',
        url: `/api/user-exams/${s.target.userExamId}/answers/${s.questionId}`,
        headers: { ...s.target.headers, 'x-forwarded-for': `10.9.${s.targetIndex >> 8}.${s.targetIndex & 255}` },
        payload: saveBody(s),
      });
      if (res.statusCode !== 200) throw new Error(`profile save failed: ${res.statusCode} ${res.body}`);
      if (recording) {
        spent[0]! += marks.handler - started;
        spent[1]! += marks.reply - marks.handler;
        spent[2]! += performance.now() - marks.reply;
      }
    };
    await sequential(100, save); // warm-up: JIT, caches, every pooled connection open

    const backends = async () =>
      (await owner<{ pid: number }[]>`select pid from pg_stat_activity where application_name = ${APP_NAME}`).map(
        (r) => r.pid,
      );
    const pids = await backends();
    /** CPU of the instrumented app's backends; undefined when they cannot be read (PostgreSQL elsewhere). */
    const pgCpu = () => {
      let total = 0;
      for (const pid of pids) {
        const cpu = processCpuMs(pid);
        if (cpu === undefined) return undefined;
        total += cpu;
      }
      return pids.length ? total : undefined;
    };
    const pgBefore = pgCpu();
    const nodeBefore = ownCpuMs();
    recording = true;
    const latencies = await sequential(saves, save);
    recording = false;
    const nodeCpuMsPerSave = (ownCpuMs() - nodeBefore) / saves;
    const pgAfter = pgCpu();
    const postgresCpuMsPerSave =
      pgBefore === undefined || pgAfter === undefined ? undefined : (pgAfter - pgBefore) / saves;

    const phases = PHASES.map((name, index): PhaseProfile => {
      const counts = new Map<string, number>();
      const own = statements.filter((st) => st.phase === index);
      for (const { query } of own) counts.set(statementLabel(query), (counts.get(statementLabel(query)) ?? 0) + 1);
      return {
        phase: name,
        meanMs: spent[index]! / saves,
        statementsPerSave: own.length / saves,
        statements: [...counts].map(([label, n]) => ({ label, perSave: n / saves })).filter((k) => k.perSave >= 0.05),
      };
    });

    const rawNext = saveSequence(targets, 400_000_000);
    const roundTrips = await sequential(300, () => owner`select 1`);
    const upserts = await sequential(300, () => rawUpsert(owner, rawNext()));
    return {
      saves,
      statementsPerSave: statements.length / saves,
      phases,
      nodeCpuMsPerSave,
      postgresCpuMsPerSave,
      sequentialSave: { p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
      roundTripP50: percentile(roundTrips, 50),
      rawUpsertP50: percentile(upserts, 50),
    };
  } finally {
    await owner.end({ timeout: 5 });
    await app.close();
    await database.close();
  }
};
