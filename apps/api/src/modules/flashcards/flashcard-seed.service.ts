import type { FlashcardRating } from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import {
  countDecksOfUser,
  insertDeck,
  insertReview,
  insertWordCards,
  selectCardForUpdate,
  selectDeckCardIds,
  selectFirstWordList,
  selectSomeWordIds,
  selectWordListWithWords,
  updateCardSchedule,
} from './flashcards.repository.ts';
import { applyRating, beforeOf } from './fsrs-scheduler.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** How many words the demo deck takes from its list at most. */
export const DEMO_DECK_WORDS = 40;

/**
 * The review history of the demo deck, by group of cards: when the group was first studied (days before
 * now) and the ratings it got, each at the card's due time (learning steps are minutes apart). Begun four
 * days ago, so on a fresh start some cards are due today, some later, and the rest are new; the student has
 * a four-day streak alive until tonight.
 */
const DEMO_PLAN: { cards: number; daysAgo: number; ratings: FlashcardRating[] }[] = [
  // Learnt four days ago (Good, Good: due in 2 days), reviewed two days ago: due later.
  { cards: 6, daysAgo: 4, ratings: [3, 3, 3] },
  // Learnt three days ago, due yesterday: due now.
  { cards: 6, daysAgo: 3, ratings: [3, 3] },
  // One hard to learn (Again first), due now too.
  { cards: 2, daysAgo: 3, ratings: [1, 3, 3] },
  // Learnt yesterday: due tomorrow.
  { cards: 4, daysAgo: 1, ratings: [3, 3] },
];

/**
 * Issue 18 demo: the student's first deck, begun a few days ago, made of the first word list the tenant
 * reads (main's shared SAT list when the vocabulary seed has run; else whatever words exist). Reviews are
 * written as the review API writes them (scheduler, log with the state before). Made once: a student who
 * already has a deck is left alone. Answers the deck's id, or null when nothing was made.
 */
export const seedDemoDeck = async (tx: TenantTx, input: { userId: string; now?: Date }): Promise<string | null> => {
  if ((await countDecksOfUser(tx, input.userId)) > 0) return null;
  const now = input.now ?? new Date();
  const listId = (await selectFirstWordList(tx, 10))?.id;
  const list = listId ? await selectWordListWithWords(tx, listId) : undefined;
  const wordIds = (list?.wordIds ?? (await selectSomeWordIds(tx, DEMO_DECK_WORDS))).slice(0, DEMO_DECK_WORDS);
  if (!wordIds.length) return null;
  const begun = new Date(now.getTime() - 4 * DAY - 60 * MINUTE);
  const deck = await insertDeck(tx, {
    userId: input.userId,
    title: list?.title ?? 'Vocabulary',
    slug: 'my-first-deck',
    source: list ? 'word_list' : 'custom',
    wordListId: list?.id ?? null,
    createdAt: begun,
  });
  await insertWordCards(tx, input.userId, deck.id, wordIds, begun);
  const cardIds = await selectDeckCardIds(tx, deck.id);
  let next = 0;
  for (const group of DEMO_PLAN) {
    for (let i = 0; i < group.cards && next < cardIds.length; i++) {
      const cardId = cardIds[next++]!;
      let card = (await selectCardForUpdate(tx, input.userId, cardId))!;
      let at = new Date(now.getTime() - group.daysAgo * DAY + i * 2 * MINUTE);
      for (const [n, rating] of group.ratings.entries()) {
        if (at.getTime() > now.getTime()) break;
        const after = applyRating(card, rating, at);
        await insertReview(tx, {
          userId: input.userId,
          cardId,
          clientId: `demo-${cardId}-${n}`,
          rating,
          reviewedAt: at,
          before: beforeOf(card),
          after,
        });
        await updateCardSchedule(tx, cardId, after);
        card = { ...card, ...after };
        at = after.due;
      }
    }
  }
  return deck.id;
};
