import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  flashcardDecks,
  flashcardReviews,
  flashcards,
  users,
  wordListCategories,
  wordListWords,
  wordLists,
  wordMnemonics,
  words,
  type CardBefore,
  type DeckSource,
  type MistakeSnapshot,
} from '../../db/schema/index.ts';
import type { TenantTx } from '../../db/with-tenant.ts';
import type { StoredSchedule } from './fsrs-scheduler.ts';

// Decks, cards and the review log of issue 18 (decision 0037). Row-level security scopes every query to the
// transaction's tenant; every query also names the student, so nobody reads another student's cards. Words
// and word lists may be main's shared catalogue (the `shared_catalogue` policy lets every tenant read them).

export type DeckRow = typeof flashcardDecks.$inferSelect;
export type CardRow = typeof flashcards.$inferSelect;
export type ReviewRow = typeof flashcardReviews.$inferSelect;

const scheduleColumns = {
  due: flashcards.due,
  stability: flashcards.stability,
  difficulty: flashcards.difficulty,
  elapsedDays: flashcards.elapsedDays,
  scheduledDays: flashcards.scheduledDays,
  learningSteps: flashcards.learningSteps,
  reps: flashcards.reps,
  lapses: flashcards.lapses,
  state: flashcards.state,
  lastReview: flashcards.lastReview,
};

/** Due now: a card seen before whose time has come (new cards are counted apart). */
const isDue = (now: Date) => and(ne(flashcards.state, 0), lte(flashcards.due, now));
/** Reviewable now: due, or new. */
const isReviewable = (now: Date) => or(eq(flashcards.state, 0), lte(flashcards.due, now));

/** The student's decks with their counts, newest first. */
export const selectDecksWithCounts = (tx: TenantTx, userId: string, now: Date, deckId?: string) =>
  tx
    .select({
      deck: flashcardDecks,
      total: sql<number>`count(${flashcards.id})::int`,
      due: sql<number>`(count(${flashcards.id}) filter (where ${isDue(now)}))::int`,
      new: sql<number>`(count(${flashcards.id}) filter (where ${flashcards.state} = 0))::int`,
    })
    .from(flashcardDecks)
    .leftJoin(flashcards, eq(flashcards.deckId, flashcardDecks.id))
    .where(and(eq(flashcardDecks.userId, userId), deckId ? eq(flashcardDecks.id, deckId) : undefined))
    .groupBy(flashcardDecks.tenantId, flashcardDecks.id)
    .orderBy(desc(flashcardDecks.createdAt), asc(flashcardDecks.slug));

export const selectDeckBySlug = async (tx: TenantTx, userId: string, slug: string) =>
  (
    await tx
      .select()
      .from(flashcardDecks)
      .where(and(eq(flashcardDecks.userId, userId), eq(flashcardDecks.slug, slug)))
      .limit(1)
  )[0];

export const selectDeckSlugs = async (tx: TenantTx, userId: string, prefix: string) =>
  (
    await tx
      .select({ slug: flashcardDecks.slug })
      .from(flashcardDecks)
      .where(and(eq(flashcardDecks.userId, userId), sql`${flashcardDecks.slug} like ${`${prefix}%`}`))
  ).map((r) => r.slug);

export const insertDeck = async (
  tx: TenantTx,
  values: {
    userId: string;
    title: string;
    slug: string;
    source: DeckSource;
    wordListId?: string | null;
    createdAt?: Date;
  },
) => (await tx.insert(flashcardDecks).values(values).returning())[0]!;

/** The deck with this slug, made when missing (two concurrent calls make one). */
export const ensureDeck = async (
  tx: TenantTx,
  values: { userId: string; title: string; slug: string; source: DeckSource },
) => {
  await tx.insert(flashcardDecks).values(values).onConflictDoNothing();
  return (await selectDeckBySlug(tx, values.userId, values.slug))!;
};

export const deleteDeckOfUser = async (tx: TenantTx, userId: string, deckId: string) =>
  (
    await tx
      .delete(flashcardDecks)
      .where(and(eq(flashcardDecks.id, deckId), eq(flashcardDecks.userId, userId)))
      .returning({ id: flashcardDecks.id })
  ).length > 0;

/** A word list the tenant can read (its own or main's shared one), with its words in order. */
export const selectWordListWithWords = async (tx: TenantTx, listId: string) => {
  const list = (
    await tx.select({ id: wordLists.id, title: wordLists.title }).from(wordLists).where(eq(wordLists.id, listId))
  )[0];
  if (!list) return undefined;
  const wordIds = (
    await tx
      .select({ wordId: wordListWords.wordId })
      .from(wordListWords)
      .where(eq(wordListWords.listId, listId))
      .orderBy(asc(wordListWords.position), asc(wordListWords.wordId))
  ).map((r) => r.wordId);
  return { ...list, wordIds };
};

/** Word cards, new (due at `at`); a word already in the deck is left as it is. Answers how many were added. */
export const insertWordCards = async (
  tx: TenantTx,
  userId: string,
  deckId: string,
  wordIds: readonly string[],
  at: Date,
) => {
  let added = 0;
  for (let i = 0; i < wordIds.length; i += 2000) {
    const rows = wordIds.slice(i, i + 2000).map((wordId) => ({ userId, deckId, wordId, due: at, createdAt: at }));
    added += (await tx.insert(flashcards).values(rows).onConflictDoNothing().returning({ id: flashcards.id })).length;
  }
  return added;
};

/** A mistake card; the question already in the deck → undefined (nothing written). */
export const insertMistakeCard = async (
  tx: TenantTx,
  values: {
    userId: string;
    deckId: string;
    questionId: string;
    userExamId: string;
    mistake: MistakeSnapshot;
    at: Date;
  },
) =>
  (
    await tx
      .insert(flashcards)
      .values({
        userId: values.userId,
        deckId: values.deckId,
        questionId: values.questionId,
        userExamId: values.userExamId,
        mistake: values.mistake,
        due: values.at,
      })
      .onConflictDoNothing()
      .returning({ id: flashcards.id })
  )[0];

export const selectCardOfDeckByQuestion = async (tx: TenantTx, deckId: string, questionId: string) =>
  (
    await tx
      .select({ id: flashcards.id })
      .from(flashcards)
      .where(and(eq(flashcards.deckId, deckId), eq(flashcards.questionId, questionId)))
      .limit(1)
  )[0];

/** The student's card, locked for a review or an undo. */
export const selectCardForUpdate = async (tx: TenantTx, userId: string, cardId: string) =>
  (
    await tx
      .select({ id: flashcards.id, ...scheduleColumns })
      .from(flashcards)
      .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)))
      .for('update')
      .limit(1)
  )[0];

export const updateCardSchedule = async (tx: TenantTx, cardId: string, s: StoredSchedule) => {
  await tx.update(flashcards).set(s).where(eq(flashcards.id, cardId));
};

export const selectReviewByClientId = async (tx: TenantTx, userId: string, clientId: string) =>
  (
    await tx
      .select()
      .from(flashcardReviews)
      .where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.clientId, clientId)))
      .limit(1)
  )[0];

export const insertReview = async (
  tx: TenantTx,
  values: {
    userId: string;
    cardId: string;
    clientId: string;
    rating: number;
    reviewedAt: Date;
    before: CardBefore;
    after: StoredSchedule;
  },
) =>
  (
    await tx
      .insert(flashcardReviews)
      .values({
        userId: values.userId,
        cardId: values.cardId,
        clientId: values.clientId,
        rating: values.rating,
        state: values.after.state,
        due: values.after.due,
        stability: values.after.stability,
        difficulty: values.after.difficulty,
        scheduledDays: values.after.scheduledDays,
        reviewedAt: values.reviewedAt,
        before: values.before,
      })
      .returning()
  )[0]!;

/** The card's latest review that was not taken back. */
export const selectLastLiveReview = async (tx: TenantTx, cardId: string) =>
  (
    await tx
      .select()
      .from(flashcardReviews)
      .where(and(eq(flashcardReviews.cardId, cardId), isNull(flashcardReviews.undoneAt)))
      .orderBy(desc(flashcardReviews.reviewedAt), desc(flashcardReviews.createdAt))
      .limit(1)
  )[0];

export const markReviewUndone = async (tx: TenantTx, reviewId: string, at: Date) => {
  await tx.update(flashcardReviews).set({ undoneAt: at }).where(eq(flashcardReviews.id, reviewId));
};

const cardColumns = {
  id: flashcards.id,
  deckId: flashcards.deckId,
  deckSlug: flashcardDecks.slug,
  ...scheduleColumns,
  mistake: flashcards.mistake,
  questionId: flashcards.questionId,
  userExamId: flashcards.userExamId,
  word: {
    id: words.id,
    word: words.word,
    senses: words.senses,
    pronunciation: words.pronunciation,
    audioUrl: words.audioUrl,
    translations: words.translations,
  },
};

/** Cards with what they show; `where` picks them, ordered by `order`. */
const selectCards = (tx: TenantTx, where: SQL | undefined, order: SQL[]) =>
  tx
    .select(cardColumns)
    .from(flashcards)
    .innerJoin(flashcardDecks, eq(flashcardDecks.id, flashcards.deckId))
    .leftJoin(words, eq(words.id, flashcards.wordId))
    .where(where)
    .orderBy(...order);

export type CardWithContentRow = Awaited<ReturnType<typeof selectCards>>[number];

/** Seen cards due first (earliest first), then new cards in the order they were made. */
const dueOrder = [
  sql`case when ${flashcards.state} = 0 then 1 else 0 end`,
  asc(flashcards.due),
  asc(flashcards.createdAt),
  asc(flashcards.id),
];

export interface ReviewableWhere {
  userId: string;
  deckId?: string;
  now: Date;
  /** Learning and relearning cards due before this time are reviewable too (Anki's learn-ahead). */
  aheadUntil?: Date;
}

/** Reviewable now (due or new), or a learning step due before `aheadUntil`. */
const reviewableWhere = (p: ReviewableWhere) =>
  and(
    eq(flashcards.userId, p.userId),
    p.deckId ? eq(flashcards.deckId, p.deckId) : undefined,
    p.aheadUntil && p.aheadUntil > p.now
      ? or(isReviewable(p.now), and(inArray(flashcards.state, [1, 3]), lte(flashcards.due, p.aheadUntil)))
      : isReviewable(p.now),
  );

/** Due order, with the cards learnt ahead (not due yet) after everything due now and new. */
const reviewOrder = (now: Date) => [
  sql`case when ${flashcards.state} <> 0 and ${flashcards.due} > ${now.toISOString()}::timestamptz then 2 when ${flashcards.state} = 0 then 1 else 0 end`,
  ...dueOrder.slice(1),
];

/**
 * The student's cards reviewable now (in one deck or all), at most `limit`: the ids are picked on the cards
 * alone (a top-N sort), then only those are joined with their words, so a student with 20,000 cards does
 * not join them all.
 */
export const selectReviewableCards = async (tx: TenantTx, p: ReviewableWhere & { limit: number }) => {
  const order = reviewOrder(p.now);
  const ids = (
    await tx
      .select({ id: flashcards.id })
      .from(flashcards)
      .where(reviewableWhere(p))
      .orderBy(...order)
      .limit(p.limit)
  ).map((r) => r.id);
  return ids.length ? selectCards(tx, inArray(flashcards.id, ids), order) : [];
};

export const countReviewableCards = async (tx: TenantTx, p: ReviewableWhere) =>
  (
    await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(flashcards)
      .where(reviewableWhere(p))
  )[0]?.n ?? 0;

/** When the next seen card falls due after `after` (in one deck or all); undefined when none. */
export const selectNextDue = async (tx: TenantTx, p: { userId: string; deckId?: string; after: Date }) =>
  (
    await tx
      .select({ due: sql<Date | null>`min(${flashcards.due})`.mapWith(flashcards.due) })
      .from(flashcards)
      .where(
        and(
          eq(flashcards.userId, p.userId),
          p.deckId ? eq(flashcards.deckId, p.deckId) : undefined,
          ne(flashcards.state, 0),
          gt(flashcards.due, p.after),
        ),
      )
  )[0]?.due ?? undefined;

/** Every card of a deck (browse), due order. */
export const selectDeckCards = (tx: TenantTx, userId: string, deckId: string) =>
  selectCards(tx, and(eq(flashcards.userId, userId), eq(flashcards.deckId, deckId)), dueOrder);

/**
 * The most-liked mnemonic of each word that the student may see: shared (publicly or anonymously) or
 * their own; ties to the oldest.
 */
export const selectTopMnemonics = async (tx: TenantTx, userId: string, wordIds: readonly string[]) =>
  wordIds.length
    ? tx
        .selectDistinctOn([wordMnemonics.wordId], {
          id: wordMnemonics.id,
          wordId: wordMnemonics.wordId,
          userId: wordMnemonics.userId,
          technique: wordMnemonics.technique,
          body: wordMnemonics.body,
          mediaUrl: wordMnemonics.mediaUrl,
          mediaKind: wordMnemonics.mediaKind,
          visibility: wordMnemonics.visibility,
          aiModel: wordMnemonics.aiModel,
          likeCount: wordMnemonics.likeCount,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
        })
        .from(wordMnemonics)
        .leftJoin(users, eq(users.id, wordMnemonics.userId))
        .where(
          and(
            inArray(wordMnemonics.wordId, [...wordIds]),
            or(ne(wordMnemonics.visibility, 'private'), eq(wordMnemonics.userId, userId)),
          ),
        )
        .orderBy(wordMnemonics.wordId, desc(wordMnemonics.likeCount), asc(wordMnemonics.createdAt))
    : [];

export type TopMnemonicRow = Awaited<ReturnType<typeof selectTopMnemonics>>[number];

// Settings --------------------------------------------------------------------------------------

export const selectAutoMistakes = async (tx: TenantTx, userId: string) =>
  (await tx.select({ autoMistakes: users.flashcardsAutoMistakes }).from(users).where(eq(users.id, userId)).limit(1))[0];

export const updateAutoMistakes = async (tx: TenantTx, userId: string, on: boolean) =>
  (
    await tx
      .update(users)
      .set({ flashcardsAutoMistakes: on })
      .where(eq(users.id, userId))
      .returning({ autoMistakes: users.flashcardsAutoMistakes })
  )[0];

// Stats -----------------------------------------------------------------------------------------

/** Reviews (not undone) per calendar day in `timeZone`, from `fromDay` (YYYY-MM-DD) on. */
export const selectReviewDays = (tx: TenantTx, userId: string, timeZone: string, fromDay: string) => {
  const day = sql<string>`to_char((${flashcardReviews.reviewedAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  return (
    tx
      .select({ day, count: sql<number>`count(*)::int` })
      .from(flashcardReviews)
      .where(
        and(
          eq(flashcardReviews.userId, userId),
          isNull(flashcardReviews.undoneAt),
          sql`${flashcardReviews.reviewedAt} >= (${fromDay}::date::timestamp at time zone ${timeZone})`,
        ),
      )
      // By position: the zone is a bound parameter, so the expression written again would not match.
      .groupBy(sql`1`)
  );
};

/** The days before `beforeDay` with a review, newest first (for a streak longer than the heat map). */
export const selectReviewDaysBefore = async (tx: TenantTx, userId: string, timeZone: string, beforeDay: string) => {
  const day = sql<string>`to_char((${flashcardReviews.reviewedAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  return (
    await tx
      .selectDistinct({ day })
      .from(flashcardReviews)
      .where(
        and(
          eq(flashcardReviews.userId, userId),
          isNull(flashcardReviews.undoneAt),
          sql`${flashcardReviews.reviewedAt} < (${beforeDay}::date::timestamp at time zone ${timeZone})`,
        ),
      )
      .orderBy(sql`1 desc`)
  ).map((r) => r.day);
};

export const selectCardCounts = async (tx: TenantTx, userId: string, now: Date) =>
  (
    await tx
      .select({
        cards: sql<number>`count(*)::int`,
        dueNow: sql<number>`(count(*) filter (where ${isDue(now)}))::int`,
      })
      .from(flashcards)
      .where(eq(flashcards.userId, userId))
  )[0] ?? { cards: 0, dueNow: 0 };

/**
 * Runs `fn` in a savepoint of the tenant's transaction (the binding holds inside it): a failure there
 * rolls back only what `fn` wrote, and the caller's transaction goes on.
 */
export const inSavepoint = <T>(tx: TenantTx, fn: (sp: TenantTx) => Promise<T>): Promise<T> =>
  tx.transaction((sp) => fn(sp as unknown as TenantTx));

// Demo seed -------------------------------------------------------------------------------------

/**
 * The first word list the tenant reads with at least `minWords` words: the tenant's own or main's shared
 * catalogue, SAT first (by category order), then by title.
 */
export const selectFirstWordList = async (tx: TenantTx, minWords: number) =>
  (
    await tx
      .select({ id: wordLists.id })
      .from(wordLists)
      .innerJoin(wordListCategories, eq(wordListCategories.id, wordLists.categoryId))
      .where(sql`(select count(*) from ${wordListWords} w where w.list_id = ${wordLists.id}) >= ${minWords}`)
      .orderBy(
        sql`case when ${wordListCategories.exam} = 'sat' then 0 else 1 end`,
        asc(wordListCategories.sort),
        asc(wordLists.title),
      )
      .limit(1)
  )[0];

/** Up to `limit` words the tenant reads (its own or main's shared ones), alphabetically. */
export const selectSomeWordIds = async (tx: TenantTx, limit: number) =>
  (
    await tx
      .select({ id: words.id })
      .from(words)
      .orderBy(asc(sql`lower(${words.word})`))
      .limit(limit)
  ).map((r) => r.id);

export const countDecksOfUser = async (tx: TenantTx, userId: string) =>
  (
    await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(flashcardDecks)
      .where(eq(flashcardDecks.userId, userId))
  )[0]?.n ?? 0;

/** The deck's card ids in the order they were placed. */
export const selectDeckCardIds = async (tx: TenantTx, deckId: string) =>
  (
    await tx
      .select({ id: flashcards.id })
      .from(flashcards)
      .where(eq(flashcards.deckId, deckId))
      .orderBy(asc(flashcards.createdAt), asc(flashcards.id))
  ).map((r) => r.id);
