import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CardIdParams,
  CreateDeckRequest,
  DeckDetail,
  DeckSlugParams,
  DueList,
  DueQuery,
  FlashcardDeckList,
  FlashcardDeckView,
  FlashcardSettingsUpdate,
  FlashcardSettingsView,
  FlashcardStats,
  FlashcardStatsQuery,
  FromQuestionRequest,
  FromQuestionResult,
  Ok,
  QuestionIdParams,
  ReviewRequest,
  ReviewResult,
  UndoResult,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { SignedInRequest } from '../../http/access.ts';
import { reportLockRule } from '../unlocks/unlocks.service.ts';
import { reviewCard, undoLastReview } from './flashcard-reviews.service.ts';
import { getFlashcardStats } from './flashcard-stats.service.ts';
import {
  createDeckFromList,
  deleteDeck,
  findDecks,
  findDueCards,
  getDeck,
  getFlashcardSettings,
  updateFlashcardSettings,
} from './flashcards.service.ts';
import { addCardFromQuestion } from './mistake-cards.service.ts';
import { callerOf } from '../../http/route-helpers.ts';

const tags = ['flashcards'];

/**
 * Flashcards with FSRS (issue 18, decision 0037): every signed-in user studies their own decks; nobody
 * reads or rates another's card (404). Stats are also read by a linked parent and the student's teachers.
 */
export const flashcardRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: SignedInRequest) => ({ ...callerOf(req), lang: req.lang });

  app.get(
    '/api/flashcards/decks',
    { config: { access: 'user' }, schema: { tags, response: { 200: FlashcardDeckList } } },
    (req) => findDecks(deps, ctx(req)),
  );
  app.post(
    '/api/flashcards/decks',
    { config: { access: 'user' }, schema: { tags, body: CreateDeckRequest, response: { 200: FlashcardDeckView } } },
    (req) => createDeckFromList(deps, { ...ctx(req), input: req.body }),
  );
  app.get(
    '/api/flashcards/decks/:slug',
    { config: { access: 'user' }, schema: { tags, params: DeckSlugParams, response: { 200: DeckDetail } } },
    (req) => getDeck(deps, { ...ctx(req), slug: req.params.slug }),
  );
  app.delete(
    '/api/flashcards/decks/:slug',
    { config: { access: 'user' }, schema: { tags, params: DeckSlugParams, response: { 200: Ok } } },
    (req) => deleteDeck(deps, { ...ctx(req), slug: req.params.slug }),
  );
  app.get(
    '/api/flashcards/due',
    { config: { access: 'user' }, schema: { tags, querystring: DueQuery, response: { 200: DueList } } },
    (req) => findDueCards(deps, { ...ctx(req), query: req.query }),
  );
  app.post(
    '/api/flashcards/:cardId/review',
    {
      config: { access: 'user' },
      schema: { tags, params: CardIdParams, body: ReviewRequest, response: { 200: ReviewResult } },
    },
    (req) => reviewCard(deps, { ...ctx(req), cardId: req.params.cardId, input: req.body }),
  );
  app.post(
    '/api/flashcards/:cardId/undo',
    { config: { access: 'user' }, schema: { tags, params: CardIdParams, response: { 200: UndoResult } } },
    (req) => undoLastReview(deps, { ...ctx(req), cardId: req.params.cardId }),
  );
  app.post(
    '/api/flashcards/from-question/:questionId',
    {
      config: { access: 'user' },
      schema: { tags, params: QuestionIdParams, body: FromQuestionRequest, response: { 200: FromQuestionResult } },
    },
    (req) =>
      addCardFromQuestion(
        deps,
        { ...ctx(req), questionId: req.params.questionId, userExamId: req.body.userExamId },
        reportLockRule(req.tenant),
      ),
  );
  app.get(
    '/api/flashcards/stats',
    {
      config: { access: 'user' },
      schema: { tags, querystring: FlashcardStatsQuery, response: { 200: FlashcardStats } },
    },
    (req) => getFlashcardStats(deps, { ...ctx(req), userId: req.query.userId }),
  );
  app.get(
    '/api/profile/flashcard-settings',
    { config: { access: 'user' }, schema: { tags, response: { 200: FlashcardSettingsView } } },
    (req) => getFlashcardSettings(deps, ctx(req)),
  );
  app.patch(
    '/api/profile/flashcard-settings',
    {
      config: { access: 'user' },
      schema: { tags, body: FlashcardSettingsUpdate, response: { 200: FlashcardSettingsView } },
    },
    (req) => updateFlashcardSettings(deps, { ...ctx(req), input: req.body }),
  );
};
