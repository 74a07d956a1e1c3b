import { sql, type SQL } from 'drizzle-orm';
import { CROSS_TENANT_REFERENCES } from '../../db/schema/cross-tenant.ts';
import { userMerges, users } from '../../db/schema/index.ts';
import { desc, eq } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import type { MergeRule, UniqueKey } from './merge-map.ts';
import { containsLike } from '../../db/like.ts';

/**
 * The merge's statements (decision 0043), built from MERGE_MAP's static table and column names (never
 * from input). Every statement runs on the caller's tenant transaction, so row-level security keeps it to
 * the tenant.
 */

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result)
    ? (result as Record<string, unknown>[])
    : ((result as { rows?: Record<string, unknown>[] }).rows ?? []);

const countOf = async (tx: TenantTx, query: SQL): Promise<number> => Number(rowsOf(await tx.execute(query))[0]?.n ?? 0);

const id = (name: string) => sql.identifier(name);

/** `x` (the target's row) has the same key as `r` (the duplicate's row). */
const sameKey = (table: string, column: string, key: UniqueKey, target: string): SQL => {
  const parts: SQL[] = [sql`x.${id(column)} = ${target}`];
  for (const other of key.with) parts.push(sql`x.${id(other)} = r.${id(other)}`);
  if (key.where) {
    parts.push(sql.raw(`(${key.where.replaceAll('{r}', 'x')})`));
    parts.push(sql.raw(`(${key.where.replaceAll('{r}', 'r')})`));
  }
  return sql`exists (select 1 from ${id(table)} as x where ${sql.join(parts, sql` and `)})`;
};

export interface MergeCounts {
  rows: number;
  moved: number;
  dropped: number;
  kept: number;
}

/** Applies one rule to `table.column` (source → target) and says what it did. */
export const mergeColumn = async (
  tx: TenantTx,
  table: string,
  column: string,
  rule: MergeRule,
  source: string,
  target: string,
): Promise<MergeCounts> => {
  const t = id(table);
  const c = id(column);
  const rows = await countOf(tx, sql`select count(*)::int as n from ${t} where ${c} = ${source}`);
  if (rows === 0 || rule.how === 'keep' || rule.how === 'ledger') return { rows, moved: 0, dropped: 0, kept: rows };
  if (rule.how === 'delete') {
    const dropped = await countOf(
      tx,
      sql`with d as (delete from ${t} where ${c} = ${source} returning 1) select count(*)::int as n from d`,
    );
    return { rows, moved: 0, dropped, kept: rows - dropped };
  }
  let dropped = 0;
  const conditions: SQL[] = [sql`r.${c} = ${source}`];
  if (rule.self) {
    const selfRow = sql`r.${id(rule.self.column)} = ${target}`;
    if (rule.self.onSelf === 'drop')
      dropped += await countOf(
        tx,
        sql`with d as (delete from ${t} as r where r.${c} = ${source} and ${selfRow} returning 1) select count(*)::int as n from d`,
      );
    else conditions.push(sql`(r.${id(rule.self.column)} is null or not ${selfRow})`);
  }
  const mine = sql.join(conditions, sql` and `);
  for (const key of rule.unique ?? []) {
    const clash = sameKey(table, column, key, target);
    if (key.onConflict === 'drop')
      dropped += await countOf(
        tx,
        sql`with d as (delete from ${t} as r where ${mine} and ${clash} returning 1) select count(*)::int as n from d`,
      );
    else if (key.onConflict === 'rename' && key.renameColumn) {
      const rc = id(key.renameColumn);
      await tx.execute(
        sql`update ${t} as r set ${rc} = left(r.${rc}, 80) || '~' || substr(md5(random()::text), 1, 6) where ${mine} and ${clash}`,
      );
    }
  }
  const kept = (rule.unique ?? []).filter((k) => k.onConflict === 'keep').map((k) => sameKey(table, column, k, target));
  const movable = kept.length ? sql`${mine} and not (${sql.join(kept, sql` or `)})` : mine;
  const moved = await countOf(
    tx,
    sql`with m as (update ${t} as r set ${c} = ${target} where ${movable} returning 1) select count(*)::int as n from m`,
  );
  return { rows, moved, dropped, kept: rows - moved - dropped };
};

/** Takes the advisory lock of one person's merges (both accounts of a merge are locked in id order). */
export const lockMergeUser = (tx: TenantTx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user-merge:${userId}`}))`);

export const insertUserMerge = async (tx: TenantTx, values: typeof userMerges.$inferInsert) => {
  const [row] = await tx.insert(userMerges).values(values).returning();
  return row!;
};

/** A merge whose duplicate or target is this user (a closed duplicate is never merged again). */
export const selectMergeOfSource = async (tx: TenantTx, userId: string) => {
  const [row] = await tx.select().from(userMerges).where(eq(userMerges.sourceId, userId));
  return row;
};

export const selectMergePage = async (tx: TenantTx, page: { offset: number; limit: number }) => {
  const actor = sql`(select coalesce(nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), ''), a.email) from ${users} as a where a.id = ${userMerges.actorId})`;
  const [rows, [total]] = await Promise.all([
    tx
      .select({ merge: userMerges, actorName: sql<string | null>`${actor}` })
      .from(userMerges)
      .orderBy(desc(userMerges.createdAt), desc(userMerges.id))
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ n: sql<number>`count(*)::int` }).from(userMerges),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
};

const selectUserForeignKeysInCatalogue = async (tx: TenantTx): Promise<string[]> =>
  rowsOf(
    await tx.execute(sql`select c.conrelid::regclass::text || '.' || a.attname as kind
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'public.users'::regclass and a.attname <> 'tenant_id'
      order by 1`),
  ).map((r) => String(r.kind));

/**
 * Every reference to `users`, as `table.column`: the user column of each foreign key in the database catalogue
 * (`(tenant_id, column) → users(tenant_id, id)`), and the columns that may name main's super admin and so
 * carry no key (db/schema/cross-tenant.ts, decision 0050).
 */
export const selectUserForeignKeys = async (tx: TenantTx): Promise<string[]> =>
  [
    ...Object.entries(CROSS_TENANT_REFERENCES)
      .filter(([, ref]) => ref.target === 'users')
      .map(([kind]) => kind),
    ...(await selectUserForeignKeysInCatalogue(tx)),
  ].sort();

/** Up to 20 accounts matching `q` (name, e-mail, username, phone), never a closed duplicate. */
export const selectMergeCandidates = async (tx: TenantTx, q: string | undefined) => {
  const like = q ? containsLike(q) : null;
  const match = like
    ? sql`(${users.email} ilike ${like} or ${users.username} ilike ${like} or ${users.phone} ilike ${like}
        or (coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${like})`
    : sql`true`;
  return tx
    .select()
    .from(users)
    .where(sql`${match} and not exists (select 1 from ${userMerges} m where m.source_id = ${users.id})`)
    .orderBy(desc(users.createdAt))
    .limit(20);
};
