import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GradeInput,
  GradingQueuePage,
  GradingQueueQuery,
  GradingRequestInput,
  GradingRequestList,
  GradingRequestView,
  IdParams,
  UnlockResult,
  UserExamParams,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { idempotencyKeyOf } from '../ledger/idempotency.ts';
import { findGradingQueue, gradeRequest, listGrading, requestGrading } from './grading.service.ts';
import { unlockReport } from './unlocks.service.ts';
import { callerOf } from '../../http/route-helpers.ts';

const tags = ['unlocks'];

/**
 * Score-report unlocks and grading (issue 4, decision 0014). The PDF permission and the locks themselves
 * are served with the results (results.routes.ts, with this module's lock rule).
 */
export const unlockRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/user-exams/:userExamId/unlock',
    { config: { access: 'user' }, schema: { tags, params: UserExamParams, response: { 200: UnlockResult } } },
    (req) =>
      unlockReport(deps, {
        tenant: req.tenant,
        actor: req.user,
        userExamId: req.params.userExamId,
        idempotencyKey: idempotencyKeyOf(req),
      }),
  );
  app.post(
    '/api/user-exams/:userExamId/grading',
    {
      config: { access: 'user' },
      schema: { tags, params: UserExamParams, body: GradingRequestInput, response: { 200: GradingRequestView } },
    },
    (req) =>
      requestGrading(deps, {
        tenant: req.tenant,
        actor: req.user,
        userExamId: req.params.userExamId,
        input: req.body,
        idempotencyKey: idempotencyKeyOf(req),
      }),
  );
  app.get(
    '/api/user-exams/:userExamId/grading',
    { config: { access: 'user' }, schema: { tags, params: UserExamParams, response: { 200: GradingRequestList } } },
    (req) => listGrading(deps, { ...callerOf(req), userExamId: req.params.userExamId }),
  );
  app.get(
    '/api/grading/queue',
    {
      config: { access: 'teacher' },
      schema: { tags, querystring: GradingQueueQuery, response: { 200: GradingQueuePage } },
    },
    (req) => findGradingQueue(deps, { ...callerOf(req), query: req.query }),
  );
  app.post(
    '/api/grading/:id',
    {
      config: { access: 'teacher' },
      schema: { tags, params: IdParams, body: GradeInput, response: { 200: GradingRequestView } },
    },
    (req) => gradeRequest(deps, { ...callerOf(req), requestId: req.params.id, input: req.body }),
  );
};
