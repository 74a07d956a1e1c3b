import { sql } from 'drizzle-orm';
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './platform.ts';

/** Filled from the transaction's tenant (set by withTenant); row-level security checks it. */
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .default(sql`nullif(current_setting('app.tenant_id', true), '')::uuid`)
    .references(() => tenants.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A table's own id: a random UUID. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** Set when the row is written; the repositories set it again on every update. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A required reference that goes with the row it points to: `uuid NOT NULL REFERENCES … ON DELETE CASCADE`. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });
