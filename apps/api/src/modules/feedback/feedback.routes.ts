import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminFeedbackList, FeedbackCreated, FeedbackRequest } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { createFeedback, unsafeFindRecentFeedback } from './feedback.service.ts';

const tags = ['feedback'];

export const feedbackRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Public (the floating bug button works signed out too), so it gets its own, tighter rate limit.
  app.post(
    '/api/feedback',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: { tags, body: FeedbackRequest, response: { 200: FeedbackCreated } },
    },
    (req) => createFeedback(deps, { tenant: req.tenant, userId: req.user?.id ?? null, input: req.body }),
  );

  app.get(
    '/api/admin/feedback',
    { config: { access: 'super_admin' }, schema: { tags, response: { 200: AdminFeedbackList } } },
    () => unsafeFindRecentFeedback(deps),
  );
};
