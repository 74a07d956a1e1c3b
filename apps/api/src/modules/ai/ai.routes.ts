import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AI_MESSAGE_MAX_CHARS,
  AiConversationClosed,
  AiConversationSummaryList,
  AiConversationView,
  AiExplanation,
  AiExplanationQuery,
  AskInput,
  AskResponse,
  ERROR_STATUS,
  IdParams,
  serverMessage,
  type ErrorBody,
  type Lang,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { SignedInRequest } from '../../http/access.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  answerAsk,
  closeConversation,
  findStudentConversations,
  getConversation,
  prepareAsk,
  type AiContext,
} from './ai.service.ts';
import { explainQuestion } from './ai-explanation.service.ts';

const tags = ['ai'];

/** The ask body: the contract's, and its last message must be the student's, at most AI_MESSAGE_MAX_CHARS (422 otherwise). */
const AskBody = AskInput.superRefine((input, ctx) => {
  // Refinements may run on input that already failed elsewhere: look only at what has the right shape.
  if (!Array.isArray(input.messages)) return;
  const index = input.messages.length - 1;
  const last = input.messages[index] as Partial<AskInput['messages'][number]> | undefined;
  if (!last || typeof last.content !== 'string') return;
  if (last.role !== 'user')
    ctx.addIssue({ code: 'custom', message: 'invalid_value', path: ['messages', index, 'role'] });
  if (last.content.length > AI_MESSAGE_MAX_CHARS)
    ctx.addIssue({
      code: 'too_big',
      origin: 'string',
      maximum: AI_MESSAGE_MAX_CHARS,
      inclusive: true,
      input: last.content,
      path: ['messages', index, 'content'],
    });
});

const contextOf = (req: SignedInRequest): AiContext => ({
  tenant: req.tenant,
  actor: req.user,
  requestLang: req.headers['accept-language'] ? req.lang : null,
});

const wantsEventStream = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/event-stream');

/** An ErrorBody for a failure after the stream began (the error handler cannot answer once headers are out). */
const errorBodyOf = (error: unknown, lang: Lang, requestId: string): ErrorBody => {
  const code = error instanceof AppError ? error.code : 'internal_error';
  return {
    code,
    status: ERROR_STATUS[code],
    message: serverMessage(lang, `errors.${code}`, error instanceof AppError ? (error.options.vars ?? {}) : {}),
    ...(code === 'internal_error' ? { requestId } : {}),
  };
};

/**
 * Streams a prepared answer as server-sent events on the raw response (reply.hijack): the headers Fastify's
 * hooks already set (helmet's on the raw response, rate-limit's on the reply) are written with the stream's.
 * The client going away aborts the model call.
 */
const streamAnswer = async (
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  prepared: Awaited<ReturnType<typeof prepareAsk>>,
) => {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  const controller = new AbortController();
  raw.on('close', () => {
    if (!raw.writableEnded) controller.abort();
  });
  const send = (event: 'delta' | 'done' | 'error', data: unknown) => {
    if (!raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  try {
    const result = await answerAsk(deps, { tenant: req.tenant }, prepared, {
      onDelta: (content) => send('delta', { content }),
      signal: controller.signal,
    });
    send('done', result);
  } catch (e) {
    if (!controller.signal.aborted) {
      req.log.error({ err: e }, 'ai tutor stream failed');
      send('error', errorBodyOf(e, req.lang, req.id));
    }
  } finally {
    // A client that went away leaves no connection behind (a kept-alive socket would delay shutdown).
    if (controller.signal.aborted) raw.destroy();
    else raw.end();
  }
};

/**
 * Issue 6: the AI tutor (decision 0017). Asking, the explanation and the caller's own conversation are for any
 * signed-in user; a student's conversations for them, their teachers and company admins (ai.policy).
 */
export const aiRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/ai/questions/:id/ask',
    { config: { access: 'user' }, schema: { tags, params: IdParams, body: AskBody, response: { 200: AskResponse } } },
    async (req, reply) => {
      const prepared = await prepareAsk(deps, { ...contextOf(req), questionId: req.params.id, input: req.body });
      if (!wantsEventStream(req)) return answerAsk(deps, { tenant: req.tenant }, prepared);
      await streamAnswer(deps, req, reply, prepared);
      return reply;
    },
  );
  app.get(
    '/api/ai/questions/:id/exp',
    {
      config: { access: 'user' },
      schema: { tags, params: IdParams, querystring: AiExplanationQuery, response: { 200: AiExplanation } },
    },
    (req) =>
      explainQuestion(deps, { ...contextOf(req), questionId: req.params.id, userExamId: req.query.user_exam_id }),
  );
  app.get(
    '/api/ai/questions/:id/conversation',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: AiConversationView } } },
    (req) => getConversation(deps, { ...contextOf(req), questionId: req.params.id }),
  );
  app.delete(
    '/api/ai/questions/:id/conversation',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: AiConversationClosed } } },
    (req) => closeConversation(deps, { ...contextOf(req), questionId: req.params.id }),
  );
  app.get(
    '/api/ai/students/:id/conversations',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: AiConversationSummaryList } } },
    (req) => findStudentConversations(deps, { ...contextOf(req), studentId: req.params.id }),
  );
};
