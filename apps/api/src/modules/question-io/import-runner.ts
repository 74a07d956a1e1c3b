import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant } from '../../db/with-tenant.ts';
import { removeImportFile } from './import-files.ts';
import { localizeProblem } from './import-problems.ts';
import { unsafeClaimImportJob, updateImportJob, type ImportJobRow } from './import-jobs.repository.ts';
import { runImport } from './import-run.ts';
import { isLang } from '@prepwell/contracts';

/**
 * The import jobs' runner: a durable background job in PostgreSQL like the attempt sweeper and the mail
 * sender. A job is a row of `import_jobs` in state `importing`; the runner claims the oldest one with
 * FOR UPDATE SKIP LOCKED and marks it held (`locked_at`, `attempts` + 1), then runs it without keeping
 * that transaction open. While it runs it refreshes `locked_at` with its progress; a job whose holder
 * stopped (a crash, a restart) is claimed again once its lock is older than STALE_MS, up to MAX_ATTEMPTS
 * times, then it fails with `interrupted`. Started with the app (question-io.routes.ts), nudged when a
 * job is queued, stopped when the app closes.
 */
export const POLL_INTERVAL_MS = 2_000;
export const STALE_MS = 2 * 60_000;
export const MAX_ATTEMPTS = 3;

interface RunnerLog {
  error: (o: object, m: string) => void;
}

/** Progress writes are short transactions of their own; on PGlite (one connection) none is written while the import's transaction is open. */
const progressOf = (deps: Deps, job: ImportJobRow) => {
  const write = (values: Parameters<typeof updateImportJob>[2]) =>
    withTenant(deps.db, job.tenantId, (tx) => updateImportJob(tx, job.id, { ...values, lockedAt: new Date() }));
  return {
    total: async (total: number) => {
      await write({ total });
    },
    imported: async (imported: number) => {
      if (deps.database.concurrent) await write({ imported });
    },
  };
};

const finish = async (deps: Deps, job: ImportJobRow, values: Parameters<typeof updateImportJob>[2]) => {
  await withTenant(deps.db, job.tenantId, (tx) =>
    updateImportJob(tx, job.id, { ...values, lockedAt: null, finishedAt: new Date(), filePath: null }),
  );
  if (job.filePath) await removeImportFile(deps.config.dataDir, job.filePath);
};

/** Runs one claimed job; a failure of ours (not of the file) leaves it importing for a later attempt. */
const runClaimed = async (deps: Deps, job: ImportJobRow, log: RunnerLog) => {
  if (job.attempts > MAX_ATTEMPTS) {
    const lang = isLang(job.lang) ? job.lang : 'en';
    await finish(deps, job, {
      status: 'failed',
      errors: [localizeProblem(lang, { row: null, item: null, field: 'file', code: 'interrupted' })],
    });
    return;
  }
  try {
    const outcome = await runImport(deps, job, progressOf(deps, job));
    await finish(deps, job, outcome);
  } catch (err) {
    log.error({ err, importJobId: job.id }, 'import job failed');
    // Released for another attempt (counted by `attempts`).
    await withTenant(deps.db, job.tenantId, (tx) => updateImportJob(tx, job.id, { lockedAt: null })).catch(
      () => undefined,
    );
  }
};

/** Claims and runs jobs until none is due. Returns how many it ran. */
export const runPendingImports = async (deps: Deps, log: RunnerLog, options: { onlyTenant?: string } = {}) => {
  let ran = 0;
  for (;;) {
    const job = await unsafeAcrossTenants(deps.db, (tx) =>
      unsafeClaimImportJob(tx, new Date(Date.now() - STALE_MS), options.onlyTenant),
    );
    if (!job) return ran;
    await runClaimed(deps, job, log);
    ran++;
  }
};

/** Polls every `intervalMs` (off when `enabled` is false; a nudge still runs the queue at once). */
export const startImportRunner = (
  deps: Deps,
  log: RunnerLog,
  options: { enabled?: boolean; intervalMs?: number } = {},
) => {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await runPendingImports(deps, log);
        } while (again && !stopped);
      } catch (err) {
        log.error({ err }, 'import runner failed');
      } finally {
        running = null;
      }
    })();
  };
  const timer = options.enabled === false ? undefined : setInterval(tick, options.intervalMs ?? POLL_INTERVAL_MS);
  timer?.unref();
  return {
    nudge: tick,
    /** Resolves when the queue is idle (tests, the bench). */
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running;
    },
  };
};
export type ImportRunner = ReturnType<typeof startImportRunner>;
