import type { ReviewRequest, ReviewResult, UndoResult } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import {
  insertReview,
  markReviewUndone,
  selectCardForUpdate,
  selectLastLiveReview,
  selectReviewByClientId,
  updateCardSchedule,
} from './flashcards.repository.ts';
import { presentReview } from './flashcards.presenter.ts';
import { applyRating, beforeOf, clampReviewTime, presentSchedule, scheduleOfBefore } from './fsrs-scheduler.ts';

/**
 * Reviews and undo (decision 0037). A review names itself with the device's `clientId`: the card row is
 * locked first, then the id looked up, so a replay (an offline queue sending again, two tabs) finds the
 * review already there and answers the same result without counting it twice. The card's state before
 * each review is kept with it, so undo puts it back exactly.
 */
export interface ReviewContext {
  tenant: TenantContext;
  actor: { id: string };
  cardId: string;
  now?: Date;
}

/**
 * `POST /api/flashcards/:cardId/review {rating, reviewedAt?, clientId}`: rates the caller's card. The time
 * is the device's (an offline review), kept between the card's last review and now. A `clientId` seen
 * before answers that review's result again (the scheduler is deterministic: no fuzz), for this card only
 * (another card → 422 `idempotency_key_reused`). Not the caller's card → 404.
 */
export const reviewCard = (
  deps: Pick<Deps, 'db'>,
  ctx: ReviewContext & { input: ReviewRequest },
): Promise<ReviewResult> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const card = await selectCardForUpdate(tx, ctx.actor.id, ctx.cardId);
    if (!card) throw new AppError('not_found');
    const seen = await selectReviewByClientId(tx, ctx.actor.id, ctx.input.clientId);
    if (seen) {
      if (seen.cardId !== card.id)
        throw new AppError('idempotency_key_reused', {
          fieldMessages: [{ path: 'clientId', key: 'flashcards.review_other_card' }],
        });
      const rating = seen.rating as ReviewRequest['rating'];
      return presentReview(seen, applyRating(scheduleOfBefore(seen.before), rating, seen.reviewedAt));
    }
    const now = ctx.now ?? new Date();
    const requested = ctx.input.reviewedAt ? new Date(ctx.input.reviewedAt) : undefined;
    const reviewedAt = clampReviewTime(requested, card.lastReview, now);
    const after = applyRating(card, ctx.input.rating, reviewedAt);
    await updateCardSchedule(tx, card.id, after);
    const review = await insertReview(tx, {
      userId: ctx.actor.id,
      cardId: card.id,
      clientId: ctx.input.clientId,
      rating: ctx.input.rating,
      reviewedAt,
      before: beforeOf(card),
      after,
    });
    return presentReview(review, after);
  });

/**
 * `POST /api/flashcards/:cardId/undo`: takes back the card's latest review not yet undone and puts the card
 * back as it was before it; the review stays in the log, marked undone (stats leave it out). No review to
 * take back → 409 `conflict`.
 */
export const undoLastReview = (deps: Pick<Deps, 'db'>, ctx: ReviewContext): Promise<UndoResult> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const card = await selectCardForUpdate(tx, ctx.actor.id, ctx.cardId);
    if (!card) throw new AppError('not_found');
    const last = await selectLastLiveReview(tx, card.id);
    if (!last)
      throw new AppError('conflict', { fieldMessages: [{ path: 'cardId', key: 'flashcards.nothing_to_undo' }] });
    const before = scheduleOfBefore(last.before);
    await markReviewUndone(tx, last.id, ctx.now ?? new Date());
    await updateCardSchedule(tx, card.id, before);
    return {
      cardId: card.id,
      reviewId: last.id,
      rating: last.rating as UndoResult['rating'],
      schedule: presentSchedule(before),
    };
  });
