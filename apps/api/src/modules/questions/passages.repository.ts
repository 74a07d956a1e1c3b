import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import { passages, questions } from '../../db/schema/index.ts';
import { containsLike } from '../../db/like.ts';

/** Passages of the question bank, on a TenantTx (own rows and main's public ones). */
export type PassageRow = typeof passages.$inferSelect;
export type PassageInsert = Omit<typeof passages.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;

// The outer row named in full: drizzle leaves columns unqualified in a single-table select.
const questionCount = sql<number>`(select count(*)::int from ${questions} q where q.passage_id = "passages"."id" and q.status <> 'retired')`;

export const selectPassageById = async (tx: TenantTx, id: string): Promise<PassageRow | undefined> =>
  (await tx.select().from(passages).where(eq(passages.id, id)).limit(1))[0];

export const selectPassagesByIds = (tx: TenantTx, ids: string[]): Promise<PassageRow[]> =>
  ids.length ? tx.select().from(passages).where(inArray(passages.id, ids)) : Promise.resolve([]);

/** A visible passage with the same normalized text (the tenant's own first), except `exceptId`. */
export const selectPassageByHash = async (tx: TenantTx, tenantId: string, hash: string, exceptId?: string) =>
  (
    await tx
      .select()
      .from(passages)
      .where(and(eq(passages.textHash, hash), exceptId ? ne(passages.id, exceptId) : undefined))
      .orderBy(sql`(${passages.tenantId} = ${tenantId}) desc`)
      .limit(1)
  )[0];

export const selectPassagePage = async (tx: TenantTx, search: string | undefined, page: number, perPage: number) => {
  const where = search
    ? or(ilike(passages.title, containsLike(search)), ilike(passages.body, containsLike(search)))
    : undefined;
  const [rows, totals] = await Promise.all([
    tx
      .select({ passage: passages, questionCount })
      .from(passages)
      .where(where)
      .orderBy(sql`${passages.createdAt} desc`, asc(passages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    tx.select({ n: count() }).from(passages).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
};

/** Questions (any status: retired versions keep what attempts saw) that use the passage. */
export const countPassageQuestions = async (tx: TenantTx, id: string, live = false): Promise<number> =>
  Number(
    (
      await tx
        .select({ n: count() })
        .from(questions)
        .where(and(eq(questions.passageId, id), live ? ne(questions.status, 'retired') : undefined))
    )[0]?.n ?? 0,
  );

/**
 * Questions of EVERY tenant on a passage: main's shared passage may serve any tenant's questions, which no
 * foreign key reaches (decision 0050), so its deletion counts them all.
 */
export const unsafeCountPassageUses = async (tx: CrossTenantTx, id: string): Promise<number> =>
  Number((await tx.select({ n: count() }).from(questions).where(eq(questions.passageId, id)))[0]?.n ?? 0);

export const insertPassageRow = async (tx: TenantTx, values: PassageInsert) =>
  (await tx.insert(passages).values(values).returning())[0]!;

export const updatePassageRow = async (tx: TenantTx, id: string, values: Partial<PassageInsert>) =>
  (await tx.update(passages).set(values).where(eq(passages.id, id)).returning())[0];

export const deletePassageRow = (tx: TenantTx, id: string) => tx.delete(passages).where(eq(passages.id, id));
