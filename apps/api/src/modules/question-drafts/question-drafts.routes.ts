import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GenerateRequest, GenerateResponse, IdParams, QuestionView } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { approveDraft, generateDrafts } from './question-drafts.service.ts';
import { callerOf } from '../../http/route-helpers.ts';

/**
 * Issue 13, AI drafts (decision 0026): generating drafts and approving one. Educators (teachers and
 * organization admins) and super admins, as the rest of the question bank; students and parents are 403.
 */
const access = ['teacher', 'super_admin'] as const;
const tags = ['questions'];

export const questionDraftRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/questions/generate',
    { config: { access }, schema: { tags, body: GenerateRequest, response: { 200: GenerateResponse } } },
    (req) =>
      generateDrafts(deps, {
        tenant: req.tenant,
        actor: req.user,
        request: req.body,
        log: (fields, message) => req.log.warn(fields, message),
      }),
  );
  app.post(
    '/api/questions/:id/approve',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: QuestionView } } },
    (req) => approveDraft(deps, { ...callerOf(req), id: req.params.id }),
  );
};
