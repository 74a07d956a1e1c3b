import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AiEstimateView, IdParams } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { getAiEstimate, requestAiEstimate } from './ai-grading.service.ts';
import { callerOf } from '../../http/route-helpers.ts';

/**
 * Issue 15, AI pre-grading (decision 0033): an attempt's AI estimate of its rated written answers. Any
 * signed-in user reaches the handler; the result's own rule (the student, an educator of the tenant, a
 * linked parent) decides, anyone else is 404, and only the student or an educator may ask for one.
 */
const tags = ['results'];

export const aiGradingRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/user-exams/:id/ai-estimate',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: AiEstimateView } } },
    (req) => getAiEstimate(deps, { ...callerOf(req), userExamId: req.params.id }),
  );
  app.post(
    '/api/user-exams/:id/ai-estimate',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: AiEstimateView } } },
    (req) =>
      requestAiEstimate(deps, {
        tenant: req.tenant,
        actor: req.user,
        userExamId: req.params.id,
        log: (fields, message) => req.log.warn(fields, message),
      }),
  );
};
