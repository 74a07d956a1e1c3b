import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TenantTx } from './with-tenant.ts';

/** A table whose rows have an `id` and an `updatedAt` that every change moves. */
type EditableTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * Changes the row with this id (the fields given; `updatedAt` becomes now) and returns it as it is now, or
 * undefined when the transaction's tenant has no such row (row-level security scopes it).
 */
export const updateRowById = async <T extends EditableTable>(
  tx: TenantTx,
  table: T,
  id: string,
  patch: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> => {
  // drizzle cannot name the returned row of a table it does not know yet: it is the table's select type.
  const rows = (await tx
    .update(table)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning()) as T['$inferSelect'][];
  return rows[0];
};
