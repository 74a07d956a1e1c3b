import { getTableName } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenantFk, tenantKeys } from './columns.ts';
import { users } from './users.ts';

/**
 * The keys of a membership table, a user in a parent row of the same tenant (a class's teachers and students,
 * a course's, a lesson's attendance, a meeting's attendees): the primary key `(tenant_id, key, user_id)` with
 * `tenantKeys`, `<table>_user_idx` on `(tenant_id, user_id)` for a user's memberships, and both references
 * `ON DELETE CASCADE`, named as drizzle-kit names them (`<table>_<column>_<target>_id_fk`).
 * Spread it in the table's extra config: `(t) => [...membershipKeys(t, t.classId, classes)]`.
 */
export const membershipKeys = (
  t: { tenantId: AnyPgColumn; userId: AnyPgColumn },
  key: AnyPgColumn,
  parent: { tenantId: AnyPgColumn; id: AnyPgColumn },
) => {
  const table = getTableName(key.table);
  return [
    ...tenantKeys(t, key, t.userId),
    index(`${table}_user_idx`).on(t.tenantId, t.userId),
    tenantFk(`${table}_${key.name}_${getTableName(parent.id.table)}_id_fk`, t, key, parent).onDelete('cascade'),
    tenantFk(`${table}_user_id_users_id_fk`, t, t.userId, users).onDelete('cascade'),
  ];
};
