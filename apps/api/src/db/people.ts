import { inArray, sql, type SQL } from 'drizzle-orm';
import { users } from './schema/index.ts';
import { personColumns } from './schema/person-columns.ts';
import type { TenantTx } from './with-tenant.ts';

/** The transaction's tenant's users with these ids (those that exist), shown by `personColumns`. */
export const selectPeopleByIds = (tx: TenantTx, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : tx.select(personColumns).from(users).where(inArray(users.id, ids));

/** A user whose e-mail, username or full name ("first last") matches `like`, a pattern (`containsLike`). */
export const personMatchesSql = (like: string): SQL =>
  sql`(${users.email} ilike ${like} or ${users.username} ilike ${like} or (coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${like})`;
