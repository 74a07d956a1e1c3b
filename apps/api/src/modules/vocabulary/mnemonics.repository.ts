import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { uploads, users, wordMnemonicLikes, wordMnemonics } from '../../db/schema/index.ts';

/**
 * Mnemonics, their likes and their uploaded media, on a TenantTx (all rows the tenant's own: a
 * mnemonic of main's shared word lives in the writer's tenant). `likeCount` moves with the likes in the
 * caller's transaction, under the mnemonic's row lock.
 */
export type MnemonicRow = typeof wordMnemonics.$inferSelect;
export type MnemonicInsert = Omit<typeof wordMnemonics.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>;

const likedBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${wordMnemonicLikes} where ${wordMnemonicLikes.mnemonicId} = ${wordMnemonics.id} and ${wordMnemonicLikes.userId} = ${userId})`;

const withAuthor = {
  mnemonic: wordMnemonics,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
};

/** What a reader sees of a word's mnemonics: everyone's shared ones and their own private ones, most-liked first. */
export const selectMnemonicsOfWord = (tx: TenantTx, wordId: string, readerId: string) =>
  tx
    .select({ ...withAuthor, likedByMe: likedBy(readerId) })
    .from(wordMnemonics)
    .innerJoin(users, eq(users.id, wordMnemonics.userId))
    .where(
      and(
        eq(wordMnemonics.wordId, wordId),
        or(inArray(wordMnemonics.visibility, ['public', 'anonymous']), eq(wordMnemonics.userId, readerId)),
      ),
    )
    .orderBy(desc(wordMnemonics.likeCount), asc(wordMnemonics.createdAt), asc(wordMnemonics.id));

/** One mnemonic with its author and the reader's like; the service decides whether the reader may see it. */
export const selectMnemonicView = async (tx: TenantTx, id: string, readerId: string) =>
  (
    await tx
      .select({ ...withAuthor, likedByMe: likedBy(readerId) })
      .from(wordMnemonics)
      .innerJoin(users, eq(users.id, wordMnemonics.userId))
      .where(eq(wordMnemonics.id, id))
      .limit(1)
  )[0];

/** The row locked for a like or an edit (a concurrent toggle waits, so the count stays exact). */
export const selectMnemonicForUpdate = async (tx: TenantTx, id: string): Promise<MnemonicRow | undefined> =>
  (await tx.select().from(wordMnemonics).where(eq(wordMnemonics.id, id)).for('update').limit(1))[0];

export const insertMnemonic = async (tx: TenantTx, values: MnemonicInsert): Promise<MnemonicRow> =>
  (await tx.insert(wordMnemonics).values(values).returning())[0]!;

export const updateMnemonicRow = (
  tx: TenantTx,
  id: string,
  values: Partial<Pick<MnemonicRow, 'technique' | 'body' | 'mediaUrl' | 'mediaKind' | 'visibility'>>,
) =>
  tx
    .update(wordMnemonics)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(wordMnemonics.id, id));

export const deleteMnemonicRow = (tx: TenantTx, id: string) => tx.delete(wordMnemonics).where(eq(wordMnemonics.id, id));

export const countMnemonicsOf = async (tx: TenantTx, userId: string): Promise<number> =>
  (await tx.select({ n: count() }).from(wordMnemonics).where(eq(wordMnemonics.userId, userId)))[0]!.n;

/**
 * Flips one person's like of a (locked) mnemonic and moves `like_count` by the change, in the caller's
 * transaction: the like row's primary key keeps it to one per person. Returns the new state and count.
 */
export const toggleLikeRow = async (
  tx: TenantTx,
  mnemonicId: string,
  userId: string,
): Promise<{ liked: boolean; likeCount: number }> => {
  const removed = await tx
    .delete(wordMnemonicLikes)
    .where(and(eq(wordMnemonicLikes.mnemonicId, mnemonicId), eq(wordMnemonicLikes.userId, userId)))
    .returning({ userId: wordMnemonicLikes.userId });
  const added = removed.length
    ? []
    : await tx
        .insert(wordMnemonicLikes)
        .values({ mnemonicId, userId })
        .onConflictDoNothing()
        .returning({ userId: wordMnemonicLikes.userId });
  const delta = added.length - removed.length;
  const [row] = await tx
    .update(wordMnemonics)
    .set({ likeCount: sql`${wordMnemonics.likeCount} + ${delta}` })
    .where(eq(wordMnemonics.id, mnemonicId))
    .returning({ likeCount: wordMnemonics.likeCount });
  return { liked: removed.length === 0, likeCount: row!.likeCount };
};

// ---------------------------------------------------------------- uploaded media

export const insertMnemonicUpload = async (
  tx: TenantTx,
  values: { id: string; ownerId: string; mime: string; size: number; path: string },
) =>
  (
    await tx
      .insert(uploads)
      .values({ ...values, kind: 'mnemonic' })
      .returning()
  )[0]!;

/** The caller's own mnemonic upload at this stored path, if any. */
export const selectOwnMnemonicUpload = async (tx: TenantTx, ownerId: string, path: string) =>
  (
    await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.ownerId, ownerId), eq(uploads.path, path), eq(uploads.kind, 'mnemonic')))
      .limit(1)
  )[0];
