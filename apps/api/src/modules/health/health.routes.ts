import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Ok } from '@prepwell/contracts';

/**
 * `GET /api/health` (issue 16, decision 0036): whether the API answers. Public, no statement of its own
 * (the request context's tenant lookup is cached), never rate-limited: a runner with answers waiting
 * probes it about once a second, so the answers leave as soon as the server is back instead of after
 * the long backoff. It says nothing about anyone's data.
 */
export const healthRoutes = () => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['health'], response: { 200: Ok } },
    },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  );
};
