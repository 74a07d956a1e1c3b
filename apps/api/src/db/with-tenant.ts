import { sql } from 'drizzle-orm';
import type { PgTransaction, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { Db } from './client.ts';
import { compileStatement } from './compiled-statement.ts';
import { pipelineOf, type Opening } from './pipelined-transaction.ts';

type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
declare const tenantBrand: unique symbol;
declare const crossBrand: unique symbol;

/** A transaction bound to one tenant: `app.tenant_id` is set, so RLS and column defaults scope it. */
export type TenantTx = Tx & { readonly [tenantBrand]: true };
/** A transaction that may see every tenant; only code named `unsafe…` gets one. */
export type CrossTenantTx = Tx & { readonly [crossBrand]: true };

/** Every request binds its transaction with this one statement: compiled once, prepared on the server. */
const bindTenant = compileStatement<{ tenantId: string }, unknown>(
  'bind_tenant',
  sql`select set_config('app.tenant_id', ${sql.placeholder('tenantId')}, true)`,
  () => null,
);
const CROSS_TENANT_TEXT = "select set_config('app.cross_tenant', 'on', true)";

/** What to run once a transaction has committed, by transaction (see afterCommit). */
const commitHooks = new WeakMap<object, (() => void)[]>();

/** How a transaction is bound: one statement, as text for the pipeline and as a runner for the rest. */
interface Binding {
  opening: Opening;
  bind: (tx: Tx) => Promise<unknown>;
}

const tenantBinding = (tenantId: string): Binding => ({
  opening: { text: bindTenant.text, params: [tenantId] },
  bind: (tx) => bindTenant(tx, { tenantId }),
});
const crossTenantBinding: Binding = {
  opening: { text: CROSS_TENANT_TEXT, params: [] },
  bind: (tx) => tx.execute(sql.raw(CROSS_TENANT_TEXT)),
};

const inTransaction = async <T>(db: Db | Tx, binding: Binding, fn: (tx: Tx) => Promise<T>): Promise<T> => {
  // Called on an open transaction (withTenantSavepoint), drizzle nests a savepoint: its hooks wait for the outer commit.
  const outer = commitHooks.get(db);
  const hooks = outer ?? [];
  const pipeline = pipelineOf(db);
  // On the PostgreSQL server, BEGIN and the binding travel with the first statement (db/pipelined-transaction.ts).
  const result = pipeline
    ? await pipeline.run([binding.opening], (tx) => {
        commitHooks.set(tx, hooks);
        return fn(tx as unknown as Tx);
      })
    : await db.transaction(async (tx) => {
        commitHooks.set(tx, hooks);
        await binding.bind(tx);
        return fn(tx);
      });
  if (!outer) for (const hook of hooks) hook();
  return result;
};

/** The only way to get a TenantTx: runs `fn` in a transaction bound to `tenantId`. */
export const withTenant = <T>(db: Db, tenantId: string, fn: (tx: TenantTx) => Promise<T>): Promise<T> =>
  inTransaction(db, tenantBinding(tenantId), (tx) => fn(tx as TenantTx));

/**
 * Runs `fn` in a savepoint of the open cross-tenant transaction `tx`, bound to `tenantId`: row-level
 * security and the column defaults scope it as in withTenant, the rows `tx` locked stay locked, and a
 * failure rolls back this savepoint only (the sweeper settles each attempt so). `afterCommit` hooks wait
 * for the outer commit. The binding stays on `tx` after the savepoint: the caller has given up its
 * cross-tenant visibility first (or binds the next savepoint before querying again).
 */
export const withTenantSavepoint = <T>(
  tx: CrossTenantTx,
  tenantId: string,
  fn: (scoped: TenantTx) => Promise<T>,
): Promise<T> => inTransaction(tx, tenantBinding(tenantId), (sp) => fn(sp as TenantTx));

/**
 * Runs `fn` across every tenant. Callers must be named `unsafe…` and say in a comment why the
 * operation has to cross tenants (platform administration, the mail sender).
 */
export const unsafeAcrossTenants = <T>(db: Db, fn: (tx: CrossTenantTx) => Promise<T>): Promise<T> =>
  inTransaction(db, crossTenantBinding, (tx) => fn(tx as CrossTenantTx));

/**
 * Ends the cross-tenant visibility of a transaction opened by unsafeAcrossTenants: what follows runs in
 * savepoints bound to one tenant each (withTenantSavepoint), as the timeout sweeper and a test's
 * cross-tenant checks do.
 */
export const unsafeLeaveCrossTenantScope = (tx: CrossTenantTx) =>
  tx.execute(sql`select set_config('app.cross_tenant', '', true)`);

/**
 * Runs `hook` once the transaction `tx` belongs to has committed (never when it rolls back), so that an
 * in-process cache dropped there cannot be refilled from rows the commit is about to change (the session
 * cache, modules/auth/session-cache.ts). Inside a withTenant nested in another (a savepoint), the outer
 * commit counts. A transaction not opened here runs the hook at once.
 */
export const afterCommit = (tx: TenantTx | CrossTenantTx, hook: () => void) => {
  const hooks = commitHooks.get(tx);
  if (hooks) hooks.push(hook);
  else hook();
};

/** Platform tables (tenants, hosts, captchas) have no tenant; they take the plain database. */
export type PlatformDb = Db | Tx;
