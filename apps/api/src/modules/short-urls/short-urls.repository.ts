import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { shortUrls, users } from '../../db/schema/index.ts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { containsLike } from '../../db/like.ts';

/** A new link; undefined when the code is already used in this tenant. */
export const insertShortUrl = async (
  tx: TenantTx,
  values: { code: string; path: string; title: string; createdBy: string },
) => {
  const [row] = await tx.insert(shortUrls).values(values).onConflictDoNothing().returning();
  return row;
};

/** The tenant's links, newest first, with the creator's name. */
export const selectShortUrlPage = async (
  tx: TenantTx,
  q: string | undefined,
  page: { offset: number; limit: number },
) => {
  const where: SQL | undefined = q
    ? or(
        ilike(shortUrls.code, containsLike(q)),
        ilike(shortUrls.path, containsLike(q)),
        ilike(shortUrls.title, containsLike(q)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        url: shortUrls,
        creatorFirst: users.firstName,
        creatorLast: users.lastName,
        creatorEmail: users.email,
      })
      .from(shortUrls)
      .leftJoin(users, eq(users.id, shortUrls.createdBy))
      .where(where)
      .orderBy(desc(shortUrls.createdAt), desc(shortUrls.id))
      .limit(page.limit)
      .offset(page.offset),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(shortUrls)
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
};

export type ShortUrlLine = Awaited<ReturnType<typeof selectShortUrlPage>>['rows'][number];

export const selectShortUrlLine = async (tx: TenantTx, id: string): Promise<ShortUrlLine | undefined> => {
  const [row] = await tx
    .select({ url: shortUrls, creatorFirst: users.firstName, creatorLast: users.lastName, creatorEmail: users.email })
    .from(shortUrls)
    .leftJoin(users, eq(users.id, shortUrls.createdBy))
    .where(eq(shortUrls.id, id));
  return row;
};

export const updateShortUrlDisabled = async (tx: TenantTx, id: string, disabled: boolean) => {
  const [row] = await tx
    .update(shortUrls)
    .set({ disabledAt: disabled ? sql`coalesce(${shortUrls.disabledAt}, now())` : null })
    .where(eq(shortUrls.id, id))
    .returning({ id: shortUrls.id });
  return row;
};

/** Counts one click of an enabled link and answers its path; undefined for an unknown or disabled code. */
export const countShortUrlClick = async (tx: TenantTx, code: string) => {
  const [row] = await tx
    .update(shortUrls)
    .set({ clickCount: sql`${shortUrls.clickCount} + 1`, lastClickedAt: sql`now()` })
    .where(and(eq(shortUrls.code, code), isNull(shortUrls.disabledAt)))
    .returning({ path: shortUrls.path });
  return row?.path;
};

/** A seeded link's history: its clicks (the last one now) and whether it is switched off. */
export const setShortUrlHistory = (tx: TenantTx, id: string, history: { clicks: number; disabled: boolean }) =>
  tx
    .update(shortUrls)
    .set({
      clickCount: history.clicks,
      lastClickedAt: history.clicks > 0 ? sql`now()` : null,
      disabledAt: history.disabled ? sql`now()` : null,
    })
    .where(eq(shortUrls.id, id));
