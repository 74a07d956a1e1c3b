import {
  MISTAKES_DECK_SLUG,
  type AttemptMode,
  type ExamKind,
  type FromQuestionResult,
  type MistakeCardContent,
  type ReviewQuestion,
  type TestType,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { MistakeSnapshot } from '../../db/schema/index.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { reviewRefusal, type LockRule } from '../exams/results/results.policy.ts';
import { findReadableAttempt, locksFor, reviewQuestionsOf } from '../exams/results/results.service.ts';
import type { Caller } from '../auth/caller.ts';
import { getTenantById } from '../tenants/tenants.service.ts';
import { reportLockRule } from '../unlocks/unlocks.service.ts';
import {
  ensureDeck,
  inSavepoint,
  insertMistakeCard,
  selectAutoMistakes,
  selectCardOfDeckByQuestion,
} from './flashcards.repository.ts';

/**
 * Wrong answers as flashcards (issue 18): one click on the explanations page, or every wrong answer of an
 * attempt when it completes and the student has turned that on. A card keeps the question as the review
 * showed it (the runner's rendering, the student's answer, the key, the explanation), so it reads the same
 * however the question is edited later. The review's lock rule applies (decision 0014): a card is made
 * only from an attempt whose explanations the student can open.
 */

/** What a mistake card stores: the review's question with the answer and key, and the test it came from. */
export interface MistakeCardSnapshot extends MistakeSnapshot {
  question: ReviewQuestion;
  test: MistakeCardContent['test'];
}

/** Answered, and wrong (a blank or a rated answer is not a mistake to drill). */
export const isMistake = (q: ReviewQuestion): boolean => q.correct === false && q.answer != null;

const mistakesDeck = (tx: TenantTx, userId: string) =>
  ensureDeck(tx, { userId, slug: MISTAKES_DECK_SLUG, title: 'Mistakes', source: 'mistakes' });

const snapshotOf = (q: ReviewQuestion, test: MistakeCardContent['test']): MistakeCardSnapshot => ({
  answer: q.answer,
  key: q.correctAnswer,
  question: q,
  test,
});

interface AttemptFacts {
  id: string;
  userId: string;
  mode: AttemptMode;
  test: { id: string; title: string; kind: ExamKind; type: TestType };
}

/** The cards of these questions of the attempt in the student's mistakes deck; answers the card ids (made or found). */
const addCards = async (tx: TenantTx, attempt: AttemptFacts, picked: ReviewQuestion[], at: Date) => {
  const deck = await mistakesDeck(tx, attempt.userId);
  const test = { id: attempt.test.id, title: attempt.test.title, kind: attempt.test.kind };
  const out: { cardId: string; created: boolean }[] = [];
  for (const q of picked) {
    const made = await insertMistakeCard(tx, {
      userId: attempt.userId,
      deckId: deck.id,
      questionId: q.id,
      userExamId: attempt.id,
      mistake: snapshotOf(q, test),
      at,
    });
    const cardId = made?.id ?? (await selectCardOfDeckByQuestion(tx, deck.id, q.id))!.id;
    out.push({ cardId, created: !!made });
  }
  return { deck, cards: out };
};

export interface FromQuestionContext extends Caller {
  questionId: string;
  userExamId: string;
  now?: Date;
}

/**
 * `POST /api/flashcards/from-question/:questionId {userExamId}`: the question, answered wrong in a finished
 * attempt of the caller's own, into their mistakes deck (made on demand). Idempotent: the card made before
 * is answered with `created: false`. Someone else's attempt or a question not in it → 404; an attempt still
 * open → 409; a locked review → its 402; a question answered right (or left blank) → 422.
 */
export const addCardFromQuestion = (
  deps: Pick<Deps, 'db'>,
  ctx: FromQuestionContext,
  lockRule: LockRule,
): Promise<FromQuestionResult> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { attempt, viewer } = await findReadableAttempt(tx, ctx, ctx.userExamId);
    if (viewer !== 'student' || attempt.userId !== ctx.actor.id) throw new AppError('not_found');
    if (attempt.status !== 'completed') throw new AppError('conflict', { details: { status: attempt.status } });
    const refusal = reviewRefusal(await locksFor(tx, lockRule, viewer, attempt));
    if (refusal) throw new AppError(refusal);
    const question = (await reviewQuestionsOf(tx, attempt.id)).find((q) => q.id === ctx.questionId);
    if (!question) throw new AppError('not_found');
    if (!isMistake(question))
      throw new AppError('validation_failed', {
        fieldMessages: [{ path: 'questionId', key: 'flashcards.not_a_mistake' }],
      });
    const { deck, cards } = await addCards(tx, attempt, [question], ctx.now ?? new Date());
    return { cardId: cards[0]!.cardId, deckId: deck.id, deckSlug: deck.slug, created: cards[0]!.created };
  });

export interface CompletedAttempt extends AttemptFacts {
  tenantId: string;
  completedAt: Date;
}

/**
 * Called by the attempt engine in the transaction that completes an attempt (submit, time over, the
 * sweeper): when the student has turned on automatic mistake cards, every wrong answer becomes a card.
 * It runs in a savepoint and swallows its own failure, so it can never fail the completion; a locked
 * review makes no cards (the student adds them from the explanations page once it is unlocked).
 * Answers how many cards were made (0 when off, locked or failed).
 */
export const addMistakeCardsOnCompletion = async (
  tx: TenantTx,
  attempt: CompletedAttempt,
  log: (error: unknown) => void = () => {},
): Promise<number> => {
  try {
    return await inSavepoint(tx, async (sp) => {
      if (!(await selectAutoMistakes(sp, attempt.userId))?.autoMistakes) return 0;
      const tenant = await getTenantById(sp, attempt.tenantId);
      const refusal = reviewRefusal(await locksFor(sp, reportLockRule(tenant), 'student', attempt));
      if (refusal) return 0;
      const wrong = (await reviewQuestionsOf(sp, attempt.id)).filter(isMistake);
      if (!wrong.length) return 0;
      const { cards } = await addCards(sp, attempt, wrong, attempt.completedAt);
      return cards.filter((c) => c.created).length;
    });
  } catch (error) {
    log(error);
    return 0;
  }
};
