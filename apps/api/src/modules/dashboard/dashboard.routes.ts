import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardView } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { getDashboard } from './dashboard.service.ts';
import { callerOf } from '../../http/route-helpers.ts';

export const dashboardRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dashboard',
    { config: { access: 'user' }, schema: { tags: ['dashboard'], response: { 200: DashboardView } } },
    (req) => getDashboard(deps, { ...callerOf(req) }),
  );
};
