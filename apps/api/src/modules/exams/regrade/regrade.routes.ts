import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, RegradeRequest, RegradeResult } from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { regradeTest } from './regrade.service.ts';
import { callerOf } from '../../../http/route-helpers.ts';

/**
 * Issue 14: regrade all finished attempts of a test (decision 0028). Educators (teachers, organization
 * admins) and super admins; students and parents are 403. The attempts are the caller tenant's own.
 */
const access = ['teacher', 'super_admin'] as const;
const tags = ['tests'];

export const regradeRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/tests/:id/regrade',
    { config: { access }, schema: { tags, params: IdParams, body: RegradeRequest, response: { 200: RegradeResult } } },
    (req) => regradeTest(deps, { ...callerOf(req), testId: req.params.id, dryRun: req.body.dryRun }),
  );
};
