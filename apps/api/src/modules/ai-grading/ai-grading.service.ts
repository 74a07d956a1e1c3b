import { isLang, toeflTaskOf, type AiEstimateUnavailable, type AiEstimateView, type Lang } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeUpTo } from '../../lib/limiters.ts';
import { providerFor } from '../ai/ai.service.ts';
import { AiProviderError, type AiProvider } from '../ai/ai-provider.ts';
import { chatText } from '../ai/chat-text.ts';
import { scoresWithRatings, type ExtraRating } from '../exams/attempts/attempt-ratings.service.ts';
import { isRecordingOf } from '../exams/attempts/recordings.service.ts';
import { loadReadable, type ResultContext } from '../exams/results/results.service.ts';
import type { ResultViewer } from '../exams/results/results.policy.ts';
import {
  insertEstimates,
  selectEstimates,
  selectRatedAnswers,
  type EstimateRow,
  type RatedAnswerRow,
} from './ai-grading.repository.ts';
import { buildRubricSystemPrompt, buildRubricUserMessage, readRubricReply } from './rubric-prompt.ts';

type AiGradingDeps = Pick<Deps, 'db' | 'config' | 'limiters' | 'storage'>;
type Log = (fields: Record<string, unknown>, message: string) => void;
type AttemptRef = Awaited<ReturnType<typeof loadReadable>>['attempt'];

/** The longest answer sent to the model (characters): an essay is far shorter; a paste of a book is cut. */
const RESPONSE_MAX = 12_000;
const CONTEXT_MAX = 6_000;

/** The answer the AI can rate: an essay's text, or a spoken answer's recording URL; null when blank. */
const answerOf = (row: RatedAnswerRow): string | null => {
  if (row.type !== 'written_response' && row.type !== 'spoken_response') return null;
  const value = row.answer?.value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

const maxOf = (row: RatedAnswerRow) => (row.answerKey.kind === 'rated' ? row.answerKey.max : 0);

/** The answers an estimate covers now: written, answered, not graded by a grader, not estimated yet. */
const estimable = (rows: readonly RatedAnswerRow[], done: ReadonlySet<string>) =>
  rows.filter((r) => answerOf(r) !== null && r.gradedScore === null && !done.has(r.questionId) && maxOf(r) > 0);

const unavailableFor = (
  provider: AiProvider | null,
  viewer: ResultViewer,
  rows: readonly RatedAnswerRow[],
  estimates: readonly EstimateRow[],
): AiEstimateUnavailable | null => {
  if (viewer === 'parent') return 'not_allowed';
  if (estimates.length) return 'done';
  if (!provider) return 'offline';
  if (!estimable(rows, new Set()).length) return 'nothing_to_estimate';
  return null;
};

/** Estimates in the shape scoring reads grades. */
const asRatings = (rows: readonly RatedAnswerRow[], estimates: readonly EstimateRow[]): ExtraRating[] => {
  const byQuestion = new Map(rows.map((r) => [r.questionId, r]));
  return estimates.flatMap((e) => {
    const row = byQuestion.get(e.questionId);
    return row
      ? [
          {
            userExamId: e.userExamId,
            moduleId: row.moduleId,
            questionId: e.questionId,
            type: row.type,
            task: row.task,
            answerKey: row.answerKey,
            pretest: row.pretest,
            score: e.score,
          },
        ]
      : [];
  });
};

const presentView = async (
  tx: TenantTx,
  attempt: AttemptRef,
  unavailable: AiEstimateUnavailable | null,
  rows: readonly RatedAnswerRow[],
  estimates: readonly EstimateRow[],
): Promise<AiEstimateView> => {
  const byQuestion = new Map(rows.map((r) => [r.questionId, r]));
  const items = estimates.flatMap((e) => {
    const row = byQuestion.get(e.questionId);
    if (!row) return [];
    return [
      {
        questionId: e.questionId,
        section: row.section,
        task: toeflTaskOf({ task: row.task, type: row.type }),
        score: e.score,
        max: e.max,
        rationale: e.rationale,
        transcript: e.transcript,
        replaced: row.gradedScore !== null,
        gradedScore: row.gradedScore,
      },
    ];
  });
  const live = items.some((i) => !i.replaced);
  const scores = live ? await scoresWithRatings(tx, attempt, asRatings(rows, estimates)) : null;
  const latest = estimates.at(-1);
  return {
    canRequest: unavailable === null,
    unavailable,
    model: latest?.model ?? null,
    estimatedAt: latest ? latest.createdAt.toISOString() : null,
    items,
    scores,
  };
};

/**
 * `GET /api/user-exams/:id/ai-estimate`: the attempt's AI pre-grade, if any, and whether the viewer may ask
 * for one. Readable by whoever may read the result (the student, an educator, a linked parent); else 404.
 */
export const getAiEstimate = (deps: AiGradingDeps, ctx: ResultContext & { userExamId: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { attempt, viewer } = await loadReadable(tx, ctx, ctx.userExamId);
    const [rows, estimates] = [await selectRatedAnswers(tx, attempt.id), await selectEstimates(tx, attempt.id)];
    const unavailable = unavailableFor(providerFor(deps, ctx.tenant), viewer, rows, estimates);
    return presentView(tx, attempt, unavailable, rows, estimates);
  });

/**
 * The text to rate: the essay, or the transcript of the recording (only one of this attempt's own
 * recordings is read). A recording that is gone or not ours cannot be rated: null.
 */
const responseOf = async (
  deps: AiGradingDeps,
  provider: AiProvider,
  ctx: { tenantId: string },
  row: RatedAnswerRow,
): Promise<{ text: string; transcript: string | null } | null> => {
  const answer = answerOf(row)!;
  if (row.type === 'written_response') return { text: answer.slice(0, RESPONSE_MAX), transcript: null };
  if (
    !provider.transcribe ||
    !isRecordingOf(deps, { tenant: { id: ctx.tenantId }, userExamId: row.userExamId }, answer)
  )
    return null;
  const audio = await deps.storage.readByUrl(answer);
  if (!audio) return null;
  const transcript = (await provider.transcribe(audio)).slice(0, RESPONSE_MAX);
  return { text: transcript, transcript };
};

/** Rates one answer; a reply that is not a usable rating is a `reason` (the answer is left unrated). */
const rateOne = async (provider: AiProvider, row: RatedAnswerRow, response: string, lang: Lang) => {
  const task = {
    kind: row.kind,
    task: toeflTaskOf({ task: row.task, type: row.type }),
    max: maxOf(row),
    prompt: chatText(row.stem),
    context: chatText(row.context).slice(0, CONTEXT_MAX),
    reference: chatText(row.explanation).slice(0, CONTEXT_MAX),
    spoken: row.type === 'spoken_response',
  };
  const reply = await provider.complete({
    system: buildRubricSystemPrompt(task, lang),
    messages: [{ role: 'user', content: buildRubricUserMessage(task, response) }],
    maxTokens: 400,
  });
  return readRubricReply(reply, task.max);
};

/**
 * `POST /api/user-exams/:id/ai-estimate`: the tenant's AI provider rates every written rated answer of the
 * completed attempt that no grader has graded, with the task's rubric; the ratings are stored and the
 * attempt's scores recomputed with them as an ESTIMATE (the stored scores do not change; a grader's grade
 * replaces an estimate answer by answer). Free: no coins move, and it is not a grading request. The student
 * or an educator may ask, once per attempt (a second call answers the stored estimate); a parent may not
 * (409 `ai_estimate_unavailable`, as offline or with nothing to rate). The per-minute AI limit applies. No
 * transaction stays open while the model writes. A provider failure (or no usable rating at all) is 502
 * `ai_provider_error`; ratings that did arrive are kept.
 */
export const requestAiEstimate = async (
  deps: AiGradingDeps,
  ctx: ResultContext & { userExamId: string; log?: Log },
) => {
  const log: Log = ctx.log ?? (() => undefined);
  const provider = providerFor(deps, ctx.tenant);
  const before = await withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { attempt, viewer } = await loadReadable(tx, ctx, ctx.userExamId);
    const [rows, estimates] = [await selectRatedAnswers(tx, attempt.id), await selectEstimates(tx, attempt.id)];
    const unavailable = unavailableFor(provider, viewer, rows, estimates);
    if (unavailable === 'done') return { view: await presentView(tx, attempt, unavailable, rows, estimates) };
    if (unavailable) throw new AppError('ai_estimate_unavailable', { details: { reason: unavailable } });
    return { attempt, todo: estimable(rows, new Set(estimates.map((e) => e.questionId))) };
  });
  if ('view' in before) return before.view;
  await consumeUpTo(
    deps.limiters.aiMessages,
    `${ctx.tenant.id}:${ctx.actor.id}`,
    ctx.tenant.settings.aiMessagesPerMinute,
  );
  const lang: Lang = isLang(ctx.actor.lang) ? ctx.actor.lang : 'en';
  const rated: Parameters<typeof insertEstimates>[1][number][] = [];
  let failure: string | null = null;
  for (const row of before.todo) {
    try {
      const response = await responseOf(deps, provider!, { tenantId: ctx.tenant.id }, row);
      if (!response) {
        log({ questionId: row.questionId }, 'ai estimate: recording not readable');
        continue;
      }
      const reading = await rateOne(provider!, row, response.text, lang);
      if (!reading.ok) {
        failure = reading.reason;
        log({ reason: reading.reason, questionId: row.questionId }, 'ai estimate: unusable reply');
        continue;
      }
      rated.push({
        userExamId: row.userExamId,
        questionId: row.questionId,
        score: reading.score,
        max: maxOf(row),
        rationale: reading.rationale,
        transcript: response.transcript,
        model: provider!.model.slice(0, 200),
      });
    } catch (e) {
      if (!(e instanceof AiProviderError)) throw e;
      failure = e.failure;
      log({ failure: e.failure, status: e.status, error: e.message }, 'ai estimate: provider failed');
      break;
    }
  }
  return withTenant(deps.db, ctx.tenant.id, async (tx) => {
    await insertEstimates(tx, rated);
    if (!rated.length) throw new AppError('ai_provider_error', { details: { reason: failure ?? 'no_rating' } });
    const { attempt, viewer } = await loadReadable(tx, ctx, ctx.userExamId);
    const [rows, estimates] = [await selectRatedAnswers(tx, attempt.id), await selectEstimates(tx, attempt.id)];
    return presentView(tx, attempt, unavailableFor(provider, viewer, rows, estimates), rows, estimates);
  });
};
