import {
  CreateDeckRequest,
  DeckDetail,
  DueList,
  FlashcardDeckList,
  FlashcardDeckView,
  FlashcardSettingsView,
  FlashcardStats,
  FromQuestionResult,
  LEARN_AHEAD_SECONDS,
  ReviewResult,
  UndoResult,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error.ts';
import { API_BASE, apiGet, apiPatch, apiPost } from '../../lib/api-client.ts';
import { httpRequest, QUICK_TIMEOUT_MS, readJson } from '../../lib/http.ts';
import { tenantScope } from '../../lib/storage.ts';
import type { QueuedReview, SendOutcome } from './review-queue.ts';

/** Flashcards (issue 18): decks, due cards, reviews, mistakes as cards, the student's figures. */

const enc = encodeURIComponent;

export const flashcardQueries = {
  all: () => [tenantScope(), 'flashcards'] as const,
  decks: () =>
    queryOptions({
      queryKey: [...flashcardQueries.all(), 'decks'] as const,
      queryFn: ({ signal }) => apiGet('flashcards/decks', FlashcardDeckList, { signal }),
    }),
  deck: (slug: string) =>
    queryOptions({
      queryKey: [...flashcardQueries.all(), 'deck', slug] as const,
      queryFn: ({ signal }) => apiGet(`flashcards/decks/${enc(slug)}`, DeckDetail, { signal }),
    }),
  /** The cards to review now: read once per session (a review never refetches it under the student). */
  due: (slug: string) =>
    queryOptions({
      queryKey: [...flashcardQueries.all(), 'due', slug] as const,
      queryFn: ({ signal }) => apiGet('flashcards/due', DueList, { signal, query: { deck: slug, limit: 200 } }),
      staleTime: Infinity,
      gcTime: 0,
    }),
  /**
   * Asked when a session's cards ran out: what is due now plus the learning cards due within Anki's
   * learn-ahead limit (they come back in the same session), and when the next card falls due after that.
   */
  dueAhead: (slug: string) =>
    queryOptions({
      queryKey: [...flashcardQueries.all(), 'due-ahead', slug] as const,
      queryFn: ({ signal }) =>
        apiGet('flashcards/due', DueList, {
          signal,
          query: { deck: slug, limit: 200, learnAhead: LEARN_AHEAD_SECONDS },
        }),
      staleTime: 0,
      gcTime: 0,
    }),
  /** The caller's figures, or a child's / a class student's (`userId`). */
  stats: (userId?: string) =>
    queryOptions({
      queryKey: [...flashcardQueries.all(), 'stats', userId ?? 'me'] as const,
      queryFn: ({ signal }) =>
        apiGet('flashcards/stats', FlashcardStats, { signal, query: { userId }, notFound: 'caller' }),
    }),
  settings: () =>
    queryOptions({
      queryKey: [...flashcardQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => apiGet('profile/flashcard-settings', FlashcardSettingsView, { signal }),
    }),
};

export const flashcardMutations = {
  createDeck: () =>
    mutationOptions({
      mutationFn: (input: CreateDeckRequest) =>
        apiPost('flashcards/decks', CreateDeckRequest.parse(input), FlashcardDeckView),
    }),
  undo: () =>
    mutationOptions({
      meta: { customErrorHandling: true },
      mutationFn: (cardId: string) => apiPost(`flashcards/${enc(cardId)}/undo`, {}, UndoResult, { background: true }),
    }),
  fromQuestion: () =>
    mutationOptions({
      mutationFn: ({ questionId, userExamId }: { questionId: string; userExamId: string }) =>
        apiPost(`flashcards/from-question/${enc(questionId)}`, { userExamId }, FromQuestionResult),
    }),
  settings: () =>
    mutationOptions({
      mutationFn: (autoMistakes: boolean) =>
        apiPatch('profile/flashcard-settings', { autoMistakes }, FlashcardSettingsView, { background: true }),
    }),
};

/**
 * Sends one queued review. Network trouble and server faults keep it queued (sent again later with the
 * same clientId); a refusal (the card was deleted, the review is invalid) drops it.
 */
export const sendReview = async (review: QueuedReview): Promise<SendOutcome> => {
  try {
    // The HTTP core itself: a review sent in the background raises none of the app's global notices.
    await httpRequest(
      {
        method: 'POST',
        url: `${API_BASE}flashcards/${enc(review.cardId)}/review`,
        json: { rating: review.rating, reviewedAt: review.reviewedAt, clientId: review.clientId },
        timeoutMs: QUICK_TIMEOUT_MS,
      },
      async (response) => ReviewResult.parse(await readJson(response)),
    );
    return 'sent';
  } catch (error) {
    if (isApiError(error) && error.status > 0 && error.status < 500 && error.status !== 429) return 'refused';
    return 'offline';
  }
};

export const refreshFlashcards = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: flashcardQueries.all() });

/** After a session: the deck list, the deck's counts and the figures (not the session's own due list). */
export const refreshDeckCounts = (client: QueryClient, slug: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: flashcardQueries.decks().queryKey }),
    client.invalidateQueries({ queryKey: flashcardQueries.deck(slug).queryKey }),
    client.invalidateQueries({ queryKey: [...flashcardQueries.all(), 'stats'] }),
  ]);
