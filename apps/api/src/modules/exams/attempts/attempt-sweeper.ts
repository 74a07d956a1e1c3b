import { ANSWER_GRACE_SECONDS } from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { startPoller } from '../../../lib/poller.ts';
import {
  unsafeAcrossTenants,
  unsafeLeaveCrossTenantScope,
  withTenantSavepoint,
  type TenantTx,
} from '../../../db/with-tenant.ts';
import { settleAttempt } from './attempt-clock.ts';
import { selectAttemptContent } from './attempt-content.repository.ts';
import { selectAttemptForUpdate, unsafeSelectExpiredAttempts } from './attempts.repository.ts';

/**
 * The timeout sweeper (decision 0008): a durable background job in PostgreSQL that ends modules whose
 * time ran out while nobody was connected, so results, reports and teachers see finished attempts
 * without a visit. Requests still settle lazily too; both lock the attempt row, so a module ends once.
 */
export const SWEEP_INTERVAL_MS = 5_000;
export const SWEEP_BATCH = 20;
/** Batches per sweep at most, so an attempt that keeps failing cannot hold a sweep forever. */
const MAX_BATCHES = 50;

interface SweepLog {
  error: (o: object, m: string) => void;
}

export interface SweepOptions {
  batch?: number;
  log?: SweepLog;
  /** Sweep one tenant only (tests on a shared database, tools); the background sweeper serves all. */
  onlyTenant?: string;
  /** Called with each attempt this sweep settled. */
  onSettled?: (attemptId: string) => void;
}

/** Settles one locked attempt in its own tenant's scope; true when a module ended. */
const settleExpired = async (tx: TenantTx, id: string, now: Date) => {
  const row = await selectAttemptForUpdate(tx, id);
  const content = row && (await selectAttemptContent(tx, row.testId));
  if (!row || !content) return false;
  return (await settleAttempt(tx, row, content, now)).changed;
};

/**
 * One batch across tenants (the sweeper serves every tenant, hence `unsafe`): the expired attempts are
 * locked with SKIP LOCKED by this transaction, which then drops its cross-tenant visibility and settles
 * each in withTenantSavepoint (a savepoint bound to the attempt's tenant, so row-level security applies
 * and one failure does not undo the others). The locks hold until the batch commits.
 */
const unsafeSweepBatch = (deps: Pick<Deps, 'db'>, now: Date, size: number, options: SweepOptions) =>
  unsafeAcrossTenants(deps.db, async (tx) => {
    const due = await unsafeSelectExpiredAttempts(tx, {
      cutoff: new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000),
      limit: size,
      tenantId: options.onlyTenant,
    });
    await unsafeLeaveCrossTenantScope(tx);
    let settled = 0;
    for (const attempt of due) {
      try {
        // A savepoint of this transaction, inside its locks.
        if (await withTenantSavepoint(tx, attempt.tenantId, (scoped) => settleExpired(scoped, attempt.id, now))) {
          settled++;
          options.onSettled?.(attempt.id);
        }
      } catch (err) {
        options.log?.error({ err, attemptId: attempt.id }, 'attempt sweep failed');
      }
    }
    return { found: due.length, settled };
  });

/**
 * Ends every running module past its deadline plus the grace, at its deadline (completing and scoring
 * an attempt whose last module it was). Several processes may run it at once. Returns how many
 * attempts it settled.
 */
export const sweepExpiredAttempts = async (
  deps: Pick<Deps, 'db'>,
  now: Date = new Date(),
  options: SweepOptions = {},
): Promise<number> => {
  const size = options.batch ?? SWEEP_BATCH;
  let settled = 0;
  for (let round = 0; round < MAX_BATCHES; round++) {
    const batch = await unsafeSweepBatch(deps, now, size, options);
    settled += batch.settled;
    // A short batch was the last; one where nothing settled (failures only) would just repeat itself.
    if (batch.found < size || batch.settled === 0) break;
  }
  return settled;
};

/** Runs the sweep every `intervalMs` (off when `enabled` is false, as in tests, which call the sweep directly). */
export const startAttemptSweeper = (
  deps: Pick<Deps, 'db'>,
  log: SweepLog,
  options: { enabled?: boolean; intervalMs?: number; onlyTenant?: string } = {},
) => {
  const poller = startPoller(
    () =>
      sweepExpiredAttempts(deps, new Date(), {
        log,
        ...(options.onlyTenant ? { onlyTenant: options.onlyTenant } : {}),
      }),
    {
      intervalMs: options.enabled === false ? undefined : (options.intervalMs ?? SWEEP_INTERVAL_MS),
      log,
      failure: 'attempt sweeper failed',
    },
  );
  return { stop: poller.stop };
};
export type AttemptSweeper = ReturnType<typeof startAttemptSweeper>;
