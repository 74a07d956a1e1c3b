import { and, asc, count, countDistinct, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import {
  flashcardDecks,
  vocabUsage,
  wordFavorites,
  wordListCategories,
  wordLists,
  wordListWords,
  words,
} from '../../db/schema/index.ts';
import { containsLike } from '../../db/like.ts';
import { updateRowById } from '../../db/rows.ts';

/**
 * Queries of word-list categories, lists and words on a TenantTx: row-level security shows the tenant's
 * rows and main's public catalogue (shared_catalogue, SELECT only) and lets the transaction write its own
 * tenant's rows. Favourites and study events are the tenant's own rows.
 */
export type CategoryRow = typeof wordListCategories.$inferSelect;
export type ListRow = typeof wordLists.$inferSelect;
export type WordRow = typeof words.$inferSelect;

// ---------------------------------------------------------------- categories

export const selectCategoriesWithCounts = (tx: TenantTx) =>
  tx
    .select({ category: wordListCategories, listCount: count(wordLists.id) })
    .from(wordListCategories)
    .leftJoin(wordLists, eq(wordLists.categoryId, wordListCategories.id))
    .groupBy(wordListCategories.tenantId, wordListCategories.id)
    .orderBy(asc(wordListCategories.sort), asc(wordListCategories.name));

export const selectCategoryById = async (tx: TenantTx, id: string): Promise<CategoryRow | undefined> =>
  (await tx.select().from(wordListCategories).where(eq(wordListCategories.id, id)).limit(1))[0];

export const insertCategory = async (
  tx: TenantTx,
  values: Omit<typeof wordListCategories.$inferInsert, 'id' | 'tenantId' | 'createdAt'>,
): Promise<CategoryRow> => (await tx.insert(wordListCategories).values(values).returning())[0]!;

export const updateCategoryRow = async (
  tx: TenantTx,
  id: string,
  values: Partial<Omit<CategoryRow, 'id' | 'tenantId' | 'createdAt'>>,
): Promise<CategoryRow> =>
  (await tx.update(wordListCategories).set(values).where(eq(wordListCategories.id, id)).returning())[0]!;

export const deleteCategoryRow = (tx: TenantTx, id: string) =>
  tx.delete(wordListCategories).where(eq(wordListCategories.id, id));

/** A category by the tenant's own name (case-insensitive), for the seed's idempotence and the 409 of a duplicate. */
export const selectOwnCategoryByName = async (tx: TenantTx, tenantId: string, name: string) =>
  (
    await tx
      .select()
      .from(wordListCategories)
      .where(and(eq(wordListCategories.tenantId, tenantId), sql`lower(${wordListCategories.name}) = lower(${name})`))
      .limit(1)
  )[0];

// ---------------------------------------------------------------- lists

const wordCount = sql<number>`(select count(*)::int from ${wordListWords} where ${wordListWords.listId} = ${wordLists.id})`;

export const selectListsOfCategory = (tx: TenantTx, categoryId: string) =>
  tx
    .select({ list: wordLists, wordCount })
    .from(wordLists)
    .where(eq(wordLists.categoryId, categoryId))
    .orderBy(asc(wordLists.createdAt), asc(wordLists.title));

export const selectListById = async (tx: TenantTx, id: string) =>
  (await tx.select({ list: wordLists, wordCount }).from(wordLists).where(eq(wordLists.id, id)).limit(1))[0];

export const selectListBySeedKey = async (tx: TenantTx, tenantId: string, seedKey: string) =>
  (
    await tx
      .select()
      .from(wordLists)
      .where(and(eq(wordLists.tenantId, tenantId), eq(wordLists.seedKey, seedKey)))
      .limit(1)
  )[0];

export const insertList = async (
  tx: TenantTx,
  values: Omit<typeof wordLists.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>,
): Promise<ListRow> => (await tx.insert(wordLists).values(values).returning())[0]!;

export const updateListRow = async (
  tx: TenantTx,
  id: string,
  values: Partial<Pick<ListRow, 'title' | 'titleI18n' | 'description' | 'categoryId'>>,
): Promise<ListRow> => (await updateRowById(tx, wordLists, id, values))!;

export const deleteListRow = (tx: TenantTx, id: string) => tx.delete(wordLists).where(eq(wordLists.id, id));

/**
 * Decks made from a list, in EVERY tenant, lose it (`word_list_id` null, the deck and its cards stay): main's
 * shared list may have decks in any tenant, which no foreign key reaches (decision 0050).
 */
export const unsafeClearDecksOfList = (tx: CrossTenantTx, listId: string) =>
  tx.update(flashcardDecks).set({ wordListId: null }).where(eq(flashcardDecks.wordListId, listId));

/** Every visible list with its category, word count, and the student's studied and starred words in it. */
export const selectListsProgress = (tx: TenantTx, userId: string) =>
  tx
    .select({
      list: wordLists,
      category: wordListCategories,
      wordCount,
      studiedCount: sql<number>`(select count(distinct ${vocabUsage.wordId})::int from ${vocabUsage}
        join ${wordListWords} on ${wordListWords.wordId} = ${vocabUsage.wordId}
        where ${wordListWords.listId} = ${wordLists.id} and ${vocabUsage.userId} = ${userId})`,
      favoriteCount: sql<number>`(select count(*)::int from ${wordFavorites}
        join ${wordListWords} on ${wordListWords.wordId} = ${wordFavorites.wordId}
        where ${wordListWords.listId} = ${wordLists.id} and ${wordFavorites.userId} = ${userId})`,
    })
    .from(wordLists)
    .innerJoin(wordListCategories, eq(wordListCategories.id, wordLists.categoryId))
    .orderBy(
      asc(wordListCategories.sort),
      asc(wordListCategories.name),
      asc(wordLists.createdAt),
      asc(wordLists.title),
    );

// ---------------------------------------------------------------- words

const isFavorite = (userId: string) =>
  sql<boolean>`exists (select 1 from ${wordFavorites} where ${wordFavorites.wordId} = ${words.id} and ${wordFavorites.userId} = ${userId})`;

const wordSearch = (q: string | undefined): SQL | undefined =>
  q ? or(ilike(words.word, containsLike(q)), sql`${words.senses}::text ilike ${containsLike(q)}`) : undefined;

/** A page of words: of one list (in its order) or of every visible word (alphabetical), with the reader's star. */
export const selectWordPage = async (
  tx: TenantTx,
  options: { listId?: string | undefined; q?: string | undefined; userId: string; page: number; perPage: number },
) => {
  const where = wordSearch(options.q);
  const offset = (options.page - 1) * options.perPage;
  if (options.listId) {
    const inList = and(eq(wordListWords.listId, options.listId), where);
    const [rows, [total]] = await Promise.all([
      tx
        .select({ word: words, isFavorite: isFavorite(options.userId) })
        .from(wordListWords)
        .innerJoin(words, eq(words.id, wordListWords.wordId))
        .where(inList)
        .orderBy(asc(wordListWords.position), asc(words.word))
        .limit(options.perPage)
        .offset(offset),
      tx.select({ n: count() }).from(wordListWords).innerJoin(words, eq(words.id, wordListWords.wordId)).where(inList),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
  const [rows, [total]] = await Promise.all([
    tx
      .select({ word: words, isFavorite: isFavorite(options.userId) })
      .from(words)
      .where(where)
      .orderBy(sql`lower(${words.word})`, asc(words.id))
      .limit(options.perPage)
      .offset(offset),
    tx.select({ n: count() }).from(words).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const selectFavoritePage = async (
  tx: TenantTx,
  options: { q?: string | undefined; userId: string; page: number; perPage: number },
) => {
  const where = and(eq(wordFavorites.userId, options.userId), wordSearch(options.q));
  const [rows, [total]] = await Promise.all([
    tx
      .select({ word: words })
      .from(wordFavorites)
      .innerJoin(words, eq(words.id, wordFavorites.wordId))
      .where(where)
      .orderBy(sql`${wordFavorites.createdAt} desc`, asc(words.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    tx.select({ n: count() }).from(wordFavorites).innerJoin(words, eq(words.id, wordFavorites.wordId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const selectWordById = async (tx: TenantTx, id: string): Promise<WordRow | undefined> =>
  (await tx.select().from(words).where(eq(words.id, id)).limit(1))[0];

export const selectIsFavorite = async (tx: TenantTx, userId: string, wordId: string): Promise<boolean> =>
  (
    await tx
      .select({ n: count() })
      .from(wordFavorites)
      .where(and(eq(wordFavorites.userId, userId), eq(wordFavorites.wordId, wordId)))
  )[0]!.n > 0;

/** The tenant's own words by their text (case-insensitive), for placing a word that exists already. */
export const selectOwnWordsByText = (tx: TenantTx, tenantId: string, texts: string[]): Promise<WordRow[]> =>
  texts.length
    ? tx
        .select()
        .from(words)
        .where(
          and(
            eq(words.tenantId, tenantId),
            inArray(
              sql`lower(${words.word})`,
              texts.map((t) => t.toLowerCase()),
            ),
          ),
        )
    : Promise.resolve([]);

export type WordInsert = Omit<typeof words.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>;

/**
 * Inserts words, or updates the tenant's word of the same text (case-insensitive): the seed's and the
 * import's upsert. Returns the rows in the order given.
 */
export const upsertWords = async (tx: TenantTx, tenantId: string, values: WordInsert[]): Promise<WordRow[]> => {
  const byText = new Map(
    (
      await selectOwnWordsByText(
        tx,
        tenantId,
        values.map((v) => v.word),
      )
    ).map((w) => [w.word.toLowerCase(), w]),
  );
  const fresh = new Map<string, WordInsert>();
  for (const v of values) if (!byText.has(v.word.toLowerCase())) fresh.set(v.word.toLowerCase(), v);
  const inserted = new Set<string>();
  const freshValues = [...fresh.values()];
  for (let i = 0; i < freshValues.length; i += 500) {
    for (const row of await tx
      .insert(words)
      .values(freshValues.slice(i, i + 500))
      .returning()) {
      byText.set(row.word.toLowerCase(), row);
      inserted.add(row.id);
    }
  }
  const rows: WordRow[] = [];
  for (const v of values) {
    const row = byText.get(v.word.toLowerCase())!;
    const same =
      JSON.stringify(row.senses) === JSON.stringify(v.senses) &&
      row.pronunciation === (v.pronunciation ?? '') &&
      (v.audioUrl === undefined || row.audioUrl === v.audioUrl) &&
      JSON.stringify(row.translations) === JSON.stringify(v.translations ?? {});
    // A word just inserted, or one already as given (a re-seed), is left alone.
    if (inserted.has(row.id) || same) {
      rows.push(row);
      continue;
    }
    const updated = (
      await tx
        .update(words)
        .set({
          senses: v.senses,
          pronunciation: v.pronunciation,
          audioUrl: v.audioUrl,
          translations: v.translations,
          updatedAt: new Date(),
        })
        .where(eq(words.id, row.id))
        .returning()
    )[0]!;
    byText.set(updated.word.toLowerCase(), updated);
    rows.push(updated);
  }
  return rows;
};

export const insertWordRow = async (tx: TenantTx, values: WordInsert): Promise<WordRow> =>
  (await tx.insert(words).values(values).returning())[0]!;

export const updateWordRow = async (
  tx: TenantTx,
  id: string,
  values: Partial<Pick<WordRow, 'word' | 'senses' | 'pronunciation' | 'translations'>>,
): Promise<WordRow> => (await updateRowById(tx, words, id, values))!;

/** The lists (visible to the reader) a word sits in. */
export const selectListsOfWord = (tx: TenantTx, wordId: string) =>
  tx
    .select({ id: wordLists.id, title: wordLists.title, titleI18n: wordLists.titleI18n })
    .from(wordListWords)
    .innerJoin(wordLists, eq(wordLists.id, wordListWords.listId))
    .where(eq(wordListWords.wordId, wordId))
    .orderBy(asc(wordLists.title));

export const selectNextPosition = async (tx: TenantTx, listId: string): Promise<number> =>
  (
    await tx
      .select({ n: sql<number>`coalesce(max(${wordListWords.position}) + 1, 0)::int` })
      .from(wordListWords)
      .where(eq(wordListWords.listId, listId))
  )[0]!.n;

/** Places words in a list (a word already there keeps its place). */
export const placeWords = async (
  tx: TenantTx,
  values: { listId: string; wordId: string; position: number; isPublic: boolean }[],
): Promise<number> => {
  let placed = 0;
  for (let i = 0; i < values.length; i += 500) {
    const rows = await tx
      .insert(wordListWords)
      .values(values.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ wordId: wordListWords.wordId });
    placed += rows.length;
  }
  return placed;
};

export const removeWordFromList = async (tx: TenantTx, listId: string, wordId: string): Promise<boolean> =>
  (
    await tx
      .delete(wordListWords)
      .where(and(eq(wordListWords.listId, listId), eq(wordListWords.wordId, wordId)))
      .returning({ wordId: wordListWords.wordId })
  ).length > 0;

// ---------------------------------------------------------------- favourites and study events

/** Flips the star: deletes it if there, else adds it. Returns the new state. */
export const toggleFavoriteRow = async (tx: TenantTx, userId: string, wordId: string): Promise<boolean> => {
  const removed = await tx
    .delete(wordFavorites)
    .where(and(eq(wordFavorites.userId, userId), eq(wordFavorites.wordId, wordId)))
    .returning({ wordId: wordFavorites.wordId });
  if (removed.length) return false;
  await tx.insert(wordFavorites).values({ userId, wordId }).onConflictDoNothing();
  return true;
};

export const countFavorites = async (tx: TenantTx, userId: string): Promise<number> =>
  (await tx.select({ n: count() }).from(wordFavorites).where(eq(wordFavorites.userId, userId)))[0]!.n;

export const countStudiedWords = async (tx: TenantTx, userId: string): Promise<number> =>
  (
    await tx
      .select({ n: countDistinct(vocabUsage.wordId) })
      .from(vocabUsage)
      .where(eq(vocabUsage.userId, userId))
  )[0]!.n;

export const insertUsage = (tx: TenantTx, values: { userId: string; wordId: string; action: string }) =>
  tx.insert(vocabUsage).values(values);
