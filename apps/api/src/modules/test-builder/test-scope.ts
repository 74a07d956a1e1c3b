import type { Deps } from '../../deps.ts';
import {
  unsafeAcrossTenants,
  unsafeLeaveCrossTenantScope,
  withTenant,
  withTenantSavepoint,
  type TenantTx,
} from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../auth/caller.ts';
import { canEditRow, questionActorOf, type QuestionActor } from '../questions/questions.policy.ts';
import {
  selectAttemptCounts,
  selectTestById,
  unsafeCountAttemptsAcrossTenants,
  unsafeLockTestOfTenant,
  type AttemptCounts,
  type TestRow,
} from './test-builder.repository.ts';

/**
 * Who acts on a test and in which transaction (decision 0027). The access rule is the question bank's
 * (questions.policy.ts): educators write their tenant's tests; a super admin acting on `main` writes the
 * shared catalogue; a shared test is read-only to everyone else; another tenant's test is a 404 (RLS).
 */
export type Who = Caller;

export interface TestScope {
  tx: TenantTx;
  actor: QuestionActor;
  /** Attempts at the test in scope (every tenant's for the shared catalogue), counted under its lock. */
  attempts: () => Promise<AttemptCounts>;
}

export const actorOf = (who: Who): QuestionActor => questionActorOf(who.tenant, who.actor);

/**
 * Runs `fn` on the test `testId` in the caller's tenant. A super admin on main writes the shared
 * catalogue, whose tests are attempted in every tenant: the test row is locked and its attempts counted
 * across tenants first (`unsafe…`, that count only), then the transaction drops its cross-tenant
 * visibility and `fn` runs in a savepoint bound to main, under row-level security again.
 */
export const inTestScope = <T>(
  deps: Pick<Deps, 'db'>,
  who: Who,
  testId: string,
  options: { lock: boolean },
  fn: (scope: TestScope) => Promise<T>,
): Promise<T> => {
  const actor = actorOf(who);
  if (!actor.writesShared)
    return withTenant(deps.db, actor.tenantId, (tx) =>
      fn({ tx, actor, attempts: () => selectAttemptCounts(tx, testId) }),
    );
  return unsafeAcrossTenants(deps.db, async (cross) => {
    if (options.lock) await unsafeLockTestOfTenant(cross, testId, actor.tenantId);
    const counts = await unsafeCountAttemptsAcrossTenants(cross, testId);
    await unsafeLeaveCrossTenantScope(cross);
    return withTenantSavepoint(cross, actor.tenantId, (tx) =>
      fn({ tx, actor, attempts: () => Promise.resolve(counts) }),
    );
  });
};

/** A test the caller sees: its tenant's, or main's public one. A draft is its own tenant's only; anything else 404. */
export const visibleTest = async (tx: TenantTx, actor: QuestionActor, id: string): Promise<TestRow> => {
  const row = await selectTestById(tx, id);
  if (!row || (row.status === 'draft' && row.tenantId !== actor.tenantId)) throw new AppError('not_found');
  return row;
};

/** A visible test the caller may change (403 for a shared one); an archived version is kept as it is (409). */
export const editableTest = async (tx: TenantTx, actor: QuestionActor, id: string): Promise<TestRow> => {
  const row = await visibleTest(tx, actor, id);
  if (!canEditRow(actor, row)) throw new AppError('forbidden');
  if (row.status === 'archived') throw new AppError('conflict');
  return row;
};

/** Whether the caller reads the test without changing it: a shared test, or an archived version. */
export const isReadOnly = (actor: QuestionActor, row: TestRow) => !canEditRow(actor, row) || row.status === 'archived';
