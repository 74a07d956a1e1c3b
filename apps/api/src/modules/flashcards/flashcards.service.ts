import type {
  CreateDeckRequest,
  DeckDetail,
  DueList,
  DueQuery,
  FlashcardDeckList,
  FlashcardDeckView,
  FlashcardSettingsView,
  Lang,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import {
  countReviewableCards,
  deleteDeckOfUser,
  insertDeck,
  insertWordCards,
  selectAutoMistakes,
  selectDeckBySlug,
  selectDeckCards,
  selectDeckSlugs,
  selectDecksWithCounts,
  selectNextDue,
  selectReviewableCards,
  selectTopMnemonics,
  selectWordListWithWords,
  updateAutoMistakes,
  type CardWithContentRow,
} from './flashcards.repository.ts';
import { presentCard, presentDeck } from './flashcards.presenter.ts';

/** A student's own decks and cards (decision 0037). Every use case is on the caller's own cards only. */
export interface FlashcardContext {
  tenant: TenantContext;
  actor: { id: string };
  lang: Lang;
  now?: Date;
}

const nowOf = (ctx: { now?: Date | undefined }) => ctx.now ?? new Date();

/** The cards with their content and interval previews, mnemonics read in one query. */
const presentCards = async (tx: TenantTx, ctx: FlashcardContext, rows: CardWithContentRow[], now: Date) => {
  const wordIds = [...new Set(rows.flatMap((r) => (r.word ? [r.word.id] : [])))];
  const mnemonics = new Map((await selectTopMnemonics(tx, ctx.actor.id, wordIds)).map((m) => [m.wordId, m]));
  return rows.map((r) => presentCard(r, mnemonics, ctx.lang, now));
};

const deckOf = async (tx: TenantTx, ctx: FlashcardContext, slug: string) => {
  const deck = await selectDeckBySlug(tx, ctx.actor.id, slug);
  if (!deck) throw new AppError('not_found');
  return deck;
};

/** `GET /api/flashcards/decks`: the caller's decks with total, due-now and new counts. */
export const findDecks = (deps: Pick<Deps, 'db'>, ctx: FlashcardContext): Promise<FlashcardDeckList> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => ({
    data: (await selectDecksWithCounts(tx, ctx.actor.id, nowOf(ctx))).map(presentDeck),
  }));

/** `GET /api/flashcards/decks/:slug`: one deck and every card of it (browse). */
export const getDeck = (deps: Pick<Deps, 'db'>, ctx: FlashcardContext & { slug: string }): Promise<DeckDetail> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = nowOf(ctx);
    const deck = await deckOf(tx, ctx, ctx.slug);
    const counted = (await selectDecksWithCounts(tx, ctx.actor.id, now, deck.id))[0]!;
    const rows = await selectDeckCards(tx, ctx.actor.id, deck.id);
    return { deck: presentDeck(counted), cards: await presentCards(tx, ctx, rows, now) };
  });

/** `GET /api/flashcards/due`: the cards reviewable now (due, then new), in one deck or all, at most `limit`. */
export const findDueCards = (deps: Pick<Deps, 'db'>, ctx: FlashcardContext & { query: DueQuery }): Promise<DueList> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = nowOf(ctx);
    const deckId = ctx.query.deck ? (await deckOf(tx, ctx, ctx.query.deck)).id : undefined;
    const aheadUntil = new Date(now.getTime() + ctx.query.learnAhead * 1000);
    const where = { userId: ctx.actor.id, now, aheadUntil, ...(deckId ? { deckId } : {}) };
    const rows = await selectReviewableCards(tx, { ...where, limit: ctx.query.limit });
    const nextDue = await selectNextDue(tx, { userId: ctx.actor.id, after: aheadUntil, ...(deckId ? { deckId } : {}) });
    return {
      data: await presentCards(tx, ctx, rows, now),
      total: rows.length < ctx.query.limit ? rows.length : await countReviewableCards(tx, where),
      now: now.toISOString(),
      nextDue: nextDue ? nextDue.toISOString() : null,
    };
  });

/** A slug for a title, unique among the student's decks (`-2`, `-3` … when taken). */
const slugFor = async (tx: TenantTx, userId: string, title: string) => {
  const base =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/g, '') || 'deck';
  const taken = new Set(await selectDeckSlugs(tx, userId, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
};

/**
 * `POST /api/flashcards/decks {wordListId, title?}`: a deck of every word of a list the tenant can read (its
 * own or main's shared catalogue), each a new card due now. An unknown list → 404, an empty one → 422.
 */
export const createDeckFromList = (
  deps: Pick<Deps, 'db'>,
  ctx: FlashcardContext & { input: CreateDeckRequest },
): Promise<FlashcardDeckView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = nowOf(ctx);
    const list = await selectWordListWithWords(tx, ctx.input.wordListId);
    if (!list) throw new AppError('not_found');
    if (!list.wordIds.length)
      throw new AppError('validation_failed', {
        fieldMessages: [{ path: 'wordListId', key: 'flashcards.word_list_empty' }],
      });
    const title = ctx.input.title ?? list.title;
    const deck = await insertDeck(tx, {
      userId: ctx.actor.id,
      title,
      slug: await slugFor(tx, ctx.actor.id, title),
      source: 'word_list',
      wordListId: list.id,
    });
    await insertWordCards(tx, ctx.actor.id, deck.id, list.wordIds, now);
    return presentDeck((await selectDecksWithCounts(tx, ctx.actor.id, now, deck.id))[0]!);
  });

/** `DELETE /api/flashcards/decks/:slug`: the deck, its cards and their reviews. Not the caller's → 404. */
export const deleteDeck = (deps: Pick<Deps, 'db'>, ctx: FlashcardContext & { slug: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const deck = await deckOf(tx, ctx, ctx.slug);
    if (!(await deleteDeckOfUser(tx, ctx.actor.id, deck.id))) throw new AppError('not_found');
    return { ok: true as const };
  });

type SettingsContext = Pick<FlashcardContext, 'tenant' | 'actor'>;

/** `GET /api/profile/flashcard-settings`. */
export const getFlashcardSettings = (deps: Pick<Deps, 'db'>, ctx: SettingsContext): Promise<FlashcardSettingsView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await selectAutoMistakes(tx, ctx.actor.id);
    if (!row) throw new AppError('not_found');
    return { autoMistakes: row.autoMistakes };
  });

/** `PATCH /api/profile/flashcard-settings {autoMistakes}`. */
export const updateFlashcardSettings = (
  deps: Pick<Deps, 'db'>,
  ctx: SettingsContext & { input: FlashcardSettingsView },
): Promise<FlashcardSettingsView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await updateAutoMistakes(tx, ctx.actor.id, ctx.input.autoMistakes);
    if (!row) throw new AppError('not_found');
    return { autoMistakes: row.autoMistakes };
  });
