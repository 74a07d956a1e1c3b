import {
  Lang,
  type AiConversationSummary,
  type AiConversationView,
  type AskInput,
  type AskResponse,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeUpTo } from '../../lib/limiters.ts';
import type { Caller } from '../auth/caller.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { teachesStudent } from '../class-tests/student-views.service.ts';
import { standingOfUser } from '../unlocks/unlocks.service.ts';
import {
  AiProviderError,
  openAiCompatibleProvider,
  providerSettingsFor,
  type AiProvider,
  type ChatMessage,
} from './ai-provider.ts';
import { chatTokens, overLimit, usageLoaded } from './ai-usage.ts';
import { dailyAllowance, mayDiscussQuestion, mayReadConversations, withinAllowance } from './ai.policy.ts';
import { presentConversationSummary, presentConversationView, presentTutorQuestion } from './ai.presenter.ts';
import {
  closeOpenConversation,
  countUserMessagesToday,
  insertMessage,
  insertOpenConversation,
  lockUserTutor,
  selectAttemptWork,
  selectMessages,
  selectMessagesOf,
  selectOpenConversation,
  selectRunningExamHolds,
  selectStudentConversations,
  selectTutorQuestion,
  selectTutorUser,
  updateConversation,
} from './ai.repository.ts';
import { offlineAnswer, providerFailureMessage } from './offline-tutor.ts';
import { buildModelMessages, buildSystemPrompt, type StudentWork, type TutorQuestion } from './tutor-prompt.ts';

/** The AI tutor's use cases (issue 6, decision 0017). */

export interface AiContext extends Caller {
  /** The language the client asked for (Accept-Language), or null to use the user's own. */
  requestLang: Lang | null;
}

export type AiDeps = Pick<Deps, 'db' | 'config' | 'limiters'>;

/** The student's language: the one the client shows now, else the one saved on their account. */
export const langOf = (ctx: AiContext): Lang => ctx.requestLang ?? Lang.catch('en').parse(ctx.actor.lang);

/** The model for the tenant (its own endpoint, else the server's), or null for the offline tutor. */
export const providerFor = (deps: Pick<Deps, 'config'>, tenant: TenantContext): AiProvider | null => {
  const settings = providerSettingsFor(deps.config.ai, tenant.settings);
  return settings ? openAiCompatibleProvider(settings) : null;
};

export const rateLimit = (deps: AiDeps, ctx: AiContext) =>
  consumeUpTo(deps.limiters.aiMessages, `${ctx.tenant.id}:${ctx.actor.id}`, ctx.tenant.settings.aiMessagesPerMinute);

/**
 * A visible question (the tenant's or the shared catalogue's) the caller may discuss (a bank's draft: its
 * educators only, ai.policy); any other is 404.
 */
export const loadQuestion = async (
  tx: TenantTx,
  ctx: Pick<AiContext, 'tenant' | 'actor'>,
  questionId: string,
): Promise<TutorQuestion> => {
  const row = await selectTutorQuestion(tx, questionId);
  if (
    !row ||
    !mayDiscussQuestion(ctx.actor, { draft: row.status === 'draft', ownTenant: row.tenantId === ctx.tenant.id })
  )
    throw new AppError('not_found');
  return presentTutorQuestion(row);
};

/** The caller's answer and crossed-out choices in an attempt of theirs; null for anyone else's attempt or none. */
export const loadWork = async (
  tx: TenantTx,
  actorId: string,
  userExamId: string | null | undefined,
  questionId: string,
): Promise<StudentWork | null> => {
  if (!userExamId) return null;
  const row = await selectAttemptWork(tx, userExamId, questionId);
  if (!row || row.userId !== actorId) return null;
  return { answer: row.answer?.value ?? null, eliminated: row.eliminated ?? [] };
};

/** The tutor does not help on a question of the caller's own exam that is still running (409 `conflict`). */
export const refuseDuringExam = async (tx: TenantTx, actorId: string, questionId: string) => {
  if (await selectRunningExamHolds(tx, actorId, questionId))
    throw new AppError('conflict', { details: { reason: 'exam_in_progress' } });
};

/** An ask accepted and stored (the student's message), ready to be answered. */
export interface PreparedAsk {
  conversationId: string;
  system: string;
  turns: ChatMessage[];
  promptTokens: number;
  lang: Lang;
  /** The model, or null: then `offline` is the answer. */
  provider: AiProvider | null;
  offline: string;
}

/**
 * Checks and stores the student's new message: a visible question (404), no running exam on it (409), the
 * per-minute limit (429 `too_many_requests`), the Free daily allowance (429 `ai_daily_limit_reached`), and
 * the conversation's size: when the system prompt, the stored conversation and the new message already take
 * more than 0.8 of the context budget, 400 `ai_conversation_over_limit` and nothing is stored.
 * Only the request's last message is read; the stored conversation is the source of truth.
 */
export const prepareAsk = async (
  deps: AiDeps,
  ctx: AiContext & { questionId: string; input: AskInput },
): Promise<PreparedAsk> => {
  // The route's schema (AskBody) has checked that the last message is the student's, within AI_MESSAGE_MAX_CHARS.
  const last = ctx.input.messages.at(-1)!;
  const lang = langOf(ctx);
  const message = last.content;
  const provider = providerFor(deps, ctx.tenant);
  const budget = deps.config.ai.contextTokens;
  return withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const question = await loadQuestion(tx, ctx, ctx.questionId);
    await refuseDuringExam(tx, ctx.actor.id, question.id);
    // Counted once the question is known to be the caller's to ask about: a wrong id is a 404, never a 429.
    await rateLimit(deps, ctx);
    await lockUserTutor(tx, ctx.actor.id);
    const allowance = dailyAllowance(
      await standingOfUser(tx, ctx.tenant, ctx.actor.id),
      ctx.tenant.settings.aiFreeMessagesPerDay,
    );
    if (
      allowance !== null &&
      !withinAllowance(allowance, await countUserMessagesToday(tx, ctx.actor.id, ctx.tenant.settings.businessTimeZone))
    )
      throw new AppError('ai_daily_limit_reached', { vars: { limit: allowance }, details: { limit: allowance } });

    const open = await selectOpenConversation(tx, ctx.actor.id, question.id, { lock: true });
    const history = open ? await selectMessages(tx, open.id) : [];
    const requested = await loadWork(tx, ctx.actor.id, ctx.input.user_exam_id, question.id);
    const userExamId = requested ? ctx.input.user_exam_id! : (open?.userExamId ?? null);
    const work = requested ?? (await loadWork(tx, ctx.actor.id, userExamId, question.id));
    const system = buildSystemPrompt({ question, work, lang, intent: ctx.input.intent });
    const turns = buildModelMessages({ history, message });
    const promptTokens = chatTokens([{ content: system }, ...turns]);
    if (overLimit(promptTokens, budget))
      throw new AppError('ai_conversation_over_limit', {
        details: { usage_loaded: usageLoaded(promptTokens, budget) },
      });

    const conversation =
      open ?? (await insertOpenConversation(tx, { userId: ctx.actor.id, questionId: question.id, userExamId }));
    await insertMessage(tx, { conversationId: conversation.id, role: 'user', content: message, source: null });
    await updateConversation(tx, conversation.id, { tokens: promptTokens, ...(requested ? { userExamId } : {}) });
    const offline = provider
      ? ''
      : offlineAnswer({
          question,
          work,
          lang,
          message,
          intent: ctx.input.intent,
          priorUserTurns: history.filter((m) => m.role === 'user').length,
        });
    return { conversationId: conversation.id, system, turns, promptTokens, lang, provider, offline };
  });
};

/** The offline answer in pieces (paragraphs), so a streaming client sees it arrive like a model's. */
const pieces = (text: string) => text.split(/(?<=\n\n)/);

/**
 * Answers a prepared ask: the model (streamed through `onDelta` when given) or the offline tutor, then stores
 * the reply. A provider failure or timeout is answered 200 with `source: 'error'` and a clear message in the
 * student's language, stored with source `error` (shown in the conversation, never sent to the model again);
 * the student's message stays. When the client went away (`signal`), nothing more is stored.
 */
export const answerAsk = async (
  deps: Pick<Deps, 'db' | 'config'>,
  ctx: { tenant: TenantContext },
  prepared: PreparedAsk,
  options: { onDelta?: (text: string) => void; signal?: AbortSignal } = {},
): Promise<AskResponse> => {
  const budget = deps.config.ai.contextTokens;
  let content: string;
  let source: AskResponse['source'];
  let stored: string;
  if (!prepared.provider) {
    content = prepared.offline;
    source = 'offline';
    stored = 'offline';
    for (const piece of pieces(content)) options.onDelta?.(piece);
  } else {
    const request = {
      system: prepared.system,
      messages: prepared.turns,
      maxTokens: Math.max(64, Math.min(1024, budget - prepared.promptTokens)),
      ...(options.signal ? { signal: options.signal } : {}),
    };
    try {
      if (options.onDelta) {
        content = '';
        for await (const delta of prepared.provider.stream(request)) {
          content += delta;
          options.onDelta(delta);
        }
        if (!content.trim()) throw new AiProviderError('format', 'the streamed answer is empty');
      } else content = await prepared.provider.complete(request);
      source = 'model';
      stored = prepared.provider.model;
    } catch (e) {
      if (!(e instanceof AiProviderError) || e.failure === 'aborted') throw e;
      content = providerFailureMessage(prepared.lang, e.failure === 'timeout' ? 'timeout' : 'error');
      source = 'error';
      stored = 'error';
    }
  }
  // A failed reply is not part of what the model reads, so it does not count towards the budget.
  const tokens =
    source === 'error'
      ? prepared.promptTokens
      : chatTokens([{ content: prepared.system }, ...prepared.turns, { content }]);
  await withTenant(deps.db, ctx.tenant.id, async (tx) => {
    await insertMessage(tx, { conversationId: prepared.conversationId, role: 'assistant', content, source: stored });
    await updateConversation(tx, prepared.conversationId, { tokens });
  });
  return { content, usage_loaded: usageLoaded(tokens, budget), source, conversation_id: prepared.conversationId };
};

/** The caller's open conversation on a visible question (empty, id null, after close or before the first message). */
export const getConversation = (
  deps: Pick<Deps, 'db' | 'config'>,
  ctx: AiContext & { questionId: string },
): Promise<AiConversationView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const question = await loadQuestion(tx, ctx, ctx.questionId);
    const open = await selectOpenConversation(tx, ctx.actor.id, question.id);
    const messages = open ? await selectMessages(tx, open.id) : [];
    return presentConversationView({
      questionId: question.id,
      conversation: open ?? null,
      messages,
      budget: deps.config.ai.contextTokens,
    });
  });

/** Closes the caller's open conversation on a visible question (the panel's close); the next ask starts a new one. */
export const closeConversation = (
  deps: Pick<Deps, 'db'>,
  ctx: AiContext & { questionId: string },
): Promise<{ closed: boolean }> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const question = await loadQuestion(tx, ctx, ctx.questionId);
    return { closed: await closeOpenConversation(tx, ctx.actor.id, question.id) };
  });

/** How many of a student's conversations their teachers read at most (newest first). */
const STUDENT_CONVERSATIONS_LIMIT = 100;

/**
 * A student's tutor conversations, open and closed, newest first, with their messages: for the student,
 * their teachers and company admins (ai.policy); anyone else, or a student of another tenant, 404.
 */
export const findStudentConversations = (
  deps: Pick<Deps, 'db'>,
  ctx: AiContext & { studentId: string },
): Promise<AiConversationSummary[]> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const student = await selectTutorUser(tx, ctx.studentId);
    // A teacher reads the conversations of the students of their classes (company admins: every student's).
    const teaches = student ? await teachesStudent(tx, ctx.actor.id, ctx.studentId) : false;
    if (
      !mayReadConversations(ctx.actor, {
        studentId: ctx.studentId,
        studentInTenant: !!student,
        teachesStudent: teaches,
      })
    )
      throw new AppError('not_found');
    const rows = await selectStudentConversations(tx, ctx.studentId, STUDENT_CONVERSATIONS_LIMIT);
    const messages = await selectMessagesOf(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((row) =>
      presentConversationSummary(
        row,
        messages.filter((m) => m.conversationId === row.id),
      ),
    );
  });
