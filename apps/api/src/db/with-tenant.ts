import { sql } from 'drizzle-orm';
import type { PgTransaction, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { Db, Schema } from './client.ts';

type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
declare const tenantBrand: unique symbol;
declare const crossBrand: unique symbol;

/** A transaction bound to one tenant: `app.tenant_id` is set, so RLS and column defaults scope it. */
export type TenantTx = Tx & { readonly [tenantBrand]: true };
/** A transaction that may see every tenant; only code named `unsafe…` gets one. */
export type CrossTenantTx = Tx & { readonly [crossBrand]: true };

/** The only way to get a TenantTx: runs `fn` in a transaction bound to `tenantId`. */
export const withTenant = <T>(db: Db, tenantId: string, fn: (tx: TenantTx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
    return fn(tx as TenantTx);
  });

/**
 * Runs `fn` across every tenant. Callers must be named `unsafe…` and say in a comment why the
 * operation has to cross tenants (platform administration, the mail sender).
 */
export const unsafeAcrossTenants = <T>(db: Db, fn: (tx: CrossTenantTx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.cross_tenant', 'on', true)`);
    return fn(tx as CrossTenantTx);
  });

/** Platform tables (tenants, hosts, captchas) have no tenant; they take the plain database. */
export type PlatformDb = Db | Tx;
