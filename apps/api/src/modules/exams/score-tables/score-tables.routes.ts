import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams,
  ScoreTablePreview,
  ScoreTablePreviewRequest,
  ScoreTableSet,
  ScoreTablesPut,
} from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { getScoreTables, previewScoreTables, putScoreTables } from './score-tables.service.ts';
import { callerOf } from '../../../http/route-helpers.ts';

/**
 * Issue 14: a test's score tables (decision 0028). Educators (teachers, organization admins) and super
 * admins; students and parents are 403. Who may write a shared test's tables is the question bank's rule
 * (questions.policy.ts).
 */
const access = ['teacher', 'super_admin'] as const;
const tags = ['tests'];

export const scoreTableRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/tests/:id/score-tables',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: ScoreTableSet } } },
    (req) => getScoreTables(deps, { ...callerOf(req), testId: req.params.id }),
  );
  app.put(
    '/api/tests/:id/score-tables',
    { config: { access }, schema: { tags, params: IdParams, body: ScoreTablesPut, response: { 200: ScoreTableSet } } },
    (req) => putScoreTables(deps, { ...callerOf(req), testId: req.params.id, input: req.body }),
  );
  app.post(
    '/api/tests/:id/score-tables/preview',
    {
      config: { access },
      schema: { tags, params: IdParams, body: ScoreTablePreviewRequest, response: { 200: ScoreTablePreview } },
    },
    (req) =>
      previewScoreTables(deps, {
        tenant: req.tenant,
        actor: req.user,
        testId: req.params.id,
        tables: req.body.tables,
        userExamId: req.body.userExamId,
      }),
  );
};
