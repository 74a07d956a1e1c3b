import { getTableName, sql } from 'drizzle-orm';
import { foreignKey, index, primaryKey, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './platform.ts';

/** Filled from the transaction's tenant (set by withTenant); row-level security checks it. */
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .default(sql`nullif(current_setting('app.tenant_id', true), '')::uuid`)
    .references(() => tenants.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A table's own id: a random UUID. The primary key is the table's `(tenant_id, id)`, declared beside the
 * table with `...tenantKeys(t, t.id)`, so it leads with the distribution column (decision 0050).
 */
export const primaryId = () => uuid('id').notNull().defaultRandom();

/**
 * The keys of a tenant table (decision 0050): its primary key `(tenant_id, …key)`, which leads with the
 * distribution column, and `<table>_<key columns>_idx` on the key alone, the former key's index that keeps a
 * lookup by it planning as before (row-level security's OR hides the leading `tenant_id` from the planner;
 * migration 0032). Spread it in the table's extra config: `(t) => [...tenantKeys(t, t.id), index(…), …]`, or
 * `tenantKeys(t, t.classId, t.userId)` for a membership.
 */
export const tenantKeys = (t: { tenantId: AnyPgColumn }, ...key: [AnyPgColumn, ...AnyPgColumn[]]) => [
  index(`${getTableName(key[0].table)}_${key.map((c) => c.name).join('_')}_idx`).on(...key),
  primaryKey({ columns: [t.tenantId, ...key] }),
];

/** Set when the row is written; the repositories set it again on every update. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A reference to a row of the same tenant: `(tenant_id, column) REFERENCES target(tenant_id, id)`, the form a
 * table distributed by `tenant_id` can enforce (decision 0050). A nullable column's `ON DELETE SET NULL` is
 * written `SET NULL (column)` in the migration, so the delete leaves `tenant_id` alone (drizzle-kit cannot say it).
 */
export const tenantFk = (
  name: string,
  t: { tenantId: AnyPgColumn },
  column: AnyPgColumn,
  target: { tenantId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ name, columns: [t.tenantId, column], foreignColumns: [target.tenantId, target.id] });
