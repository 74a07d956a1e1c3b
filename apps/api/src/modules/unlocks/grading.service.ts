import {
  GRADING_QUEUE_PAGE_SIZE,
  type GradeInput,
  type GradingQueuePage,
  type GradingQueueQuery,
  type GradingRequestInput,
  type GradingRequestList,
  type GradingRequestView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { rescoreGradedAttempt } from '../exams/attempts/attempt-ratings.service.ts';
import { loadReadable } from '../exams/results/results.service.ts';
import type { Caller } from '../auth/caller.ts';
import { moveCoins } from '../ledger/ledger.service.ts';
import { runIdempotent } from '../ledger/idempotency.ts';
import { presentGradingRequest, presentQueueItem } from './grading.presenter.ts';
import {
  insertGradingRequest,
  selectAnsweredQuestion,
  selectQueuePage,
  selectRequestForUpdate,
  selectRequestsOfAttempt,
  updateGradingRequest,
} from './grading.repository.ts';
import {
  gradableAnswerOf,
  gradeRefusal,
  gradingPrice,
  ratedScaleOf,
  requestChange,
  upgradeDue,
} from './unlocks.policy.ts';
import { standingOfUser } from './unlocks.service.ts';

export type GradingContext = Caller;

const reread = async (tx: TenantTx, id: string): Promise<GradingRequestView> =>
  presentGradingRequest((await selectRequestForUpdate(tx, { id }))!);

/**
 * The student asks for grading of one rated answer (TOEFL speaking or writing) of their own completed
 * attempt at a level. The price is gradingPrices[level], for Pro less proGradingDiscountPercent (rounded
 * up), with priority in the queue; paid with a `purchase` transaction. One request per answer: a higher
 * level upgrades it for the difference (back to pending), the same or a lower level is 409
 * `grading_already_requested`. Not a rated answer with an answer given → 400 `grading_not_available`.
 */
export const requestGrading = (
  deps: Pick<Deps, 'db'>,
  ctx: GradingContext & { userExamId: string; input: GradingRequestInput; idempotencyKey: string },
): Promise<GradingRequestView> =>
  runIdempotent(
    deps,
    {
      tenantId: ctx.tenant.id,
      actorId: ctx.actor.id,
      key: ctx.idempotencyKey,
      scope: 'grading_request',
      request: { userExamId: ctx.userExamId, questionId: ctx.input.question_id, level: ctx.input.level },
    },
    async (tx) => {
      const { attempt, viewer } = await loadReadable(tx, ctx, ctx.userExamId);
      if (viewer !== 'student') throw new AppError('forbidden');
      const question = await selectAnsweredQuestion(tx, attempt.id, ctx.input.question_id);
      if (!question || ratedScaleOf(question) === null || gradableAnswerOf(question.answer?.value) === null)
        throw new AppError('grading_not_available');

      const pro = (await standingOfUser(tx, ctx.tenant, ctx.actor.id)) === 'pro';
      const { level } = ctx.input;
      const price = gradingPrice(ctx.tenant.settings, level, pro);
      const pay = async (amount: number, requestId: string) =>
        amount > 0
          ? (
              await moveCoins(tx, {
                userId: ctx.actor.id,
                type: 'purchase',
                amount: -amount,
                notes: attempt.test.title,
                reference: {
                  kind: 'grading',
                  grading_request_id: requestId,
                  level,
                  user_exam_id: attempt.id,
                  question_id: question.questionId,
                },
              })
            ).transactionId
          : null;

      const created = await insertGradingRequest(tx, {
        userExamId: attempt.id,
        questionId: question.questionId,
        userId: ctx.actor.id,
        level,
        price,
        priority: pro ? 1 : 0,
      });
      if (created) {
        const transactionId = await pay(price, created);
        if (transactionId) await updateGradingRequest(tx, created, { transactionId });
        return reread(tx, created);
      }

      // One exists (maybe written a moment ago by a concurrent request, which this one waited for).
      const existing = (await selectRequestForUpdate(tx, { userExamId: attempt.id, questionId: question.questionId }))!;
      if (existing.status === 'refunded') {
        // Its coins went back (an admin's refund): asked again, it is a new request at the full price.
        const transactionId = await pay(price, existing.id);
        await updateGradingRequest(tx, existing.id, {
          level,
          price,
          status: 'pending',
          priority: pro ? 1 : 0,
          transactionId,
          score: null,
          comment: null,
          gradedAt: null,
        });
        return reread(tx, existing.id);
      }
      if (requestChange(existing.level, level) === 'refuse')
        throw new AppError('grading_already_requested', {
          details: { level: existing.level, status: existing.status },
        });
      const due = upgradeDue(price, existing.price);
      const transactionId = (await pay(due, existing.id)) ?? existing.transactionId;
      await updateGradingRequest(tx, existing.id, {
        level,
        price: existing.price + due,
        status: 'pending',
        priority: Math.max(existing.priority, pro ? 1 : 0),
        transactionId,
        gradedAt: null,
      });
      return reread(tx, existing.id);
    },
  );

/** An attempt's grading requests, for whoever may read its result (the student, educators of the tenant, a linked parent). */
export const listGrading = (
  deps: Pick<Deps, 'db'>,
  ctx: GradingContext & { userExamId: string },
): Promise<GradingRequestList> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { attempt } = await loadReadable(tx, ctx, ctx.userExamId);
    return (await selectRequestsOfAttempt(tx, attempt.id)).map(presentGradingRequest);
  });

/** Teachers: the tenant's queue, 20 per page (pending: Pro first, then oldest). */
export const findGradingQueue = (
  deps: Pick<Deps, 'db'>,
  ctx: GradingContext & { query: GradingQueueQuery },
): Promise<GradingQueuePage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { page, status } = ctx.query;
    const { rows, total } = await selectQueuePage(tx, status, {
      limit: GRADING_QUEUE_PAGE_SIZE,
      offset: (page - 1) * GRADING_QUEUE_PAGE_SIZE,
    });
    return { data: rows.map(presentQueueItem), current_page: page, per_page: GRADING_QUEUE_PAGE_SIZE, total };
  });

/**
 * Teachers grade a request of their tenant: a score on the task's scale (0…max) and, for simple and VIP
 * levels, a comment (a score-only request keeps no comment). Grading again corrects the grade. The
 * attempt's stored scores are recomputed in the same transaction (TOEFL 2026 bands, decision 0030).
 */
export const gradeRequest = (
  deps: Pick<Deps, 'db'>,
  ctx: GradingContext & { requestId: string; input: GradeInput },
): Promise<GradingRequestView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const request = await selectRequestForUpdate(tx, { id: ctx.requestId });
    if (!request) throw new AppError('not_found');
    // Refunded before it was graded: the student has their coins back and no grade is owed.
    if (request.status === 'refunded') throw new AppError('grading_not_available');
    const max = request.answerKey.kind === 'rated' ? request.answerKey.max : 0;
    const refusal = gradeRefusal(request.level, max, ctx.input);
    if (refusal === 'score_out_of_range') throw fieldError('grade_out_of_range', 'score', { max });
    if (refusal === 'comment_required')
      throw new AppError('validation_failed', { fields: [{ path: 'comment', key: 'required' }] });
    await updateGradingRequest(tx, request.id, {
      status: 'graded',
      score: ctx.input.score,
      comment: request.level === 'score' ? null : ctx.input.comment!.trim(),
      graderId: ctx.actor.id,
      gradedAt: new Date(),
    });
    await rescoreGradedAttempt(tx, request.userExamId);
    return reread(tx, request.id);
  });
