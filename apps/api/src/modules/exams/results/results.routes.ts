import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AttemptListQuery,
  AttemptPage,
  AttemptResult,
  AttemptReview,
  CombinedReport,
  CombineRequest,
  Ok,
  TestAttemptsParams,
  UserExamParams,
} from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { reportLockRule } from '../../unlocks/unlocks.service.ts';
import {
  assertPdfAllowed,
  findOwnAttempts,
  findTestAttempts,
  getAttemptResult,
  getAttemptReview,
  getTestReview,
} from './results.service.ts';
import { combineUserExams } from './combine.service.ts';
import { callerOf } from '../../../http/route-helpers.ts';

const tags = ['exams'];

/**
 * History, results and review (issue 3). Who may read an attempt is decided by results.policy (the
 * student, educators of the tenant, a linked parent; anyone else 404); a test's attempts and its keyed
 * review are for educators (teachers and organization admins). What a reader still has to unlock is the
 * unlocks module's rule (decision 0014): results keep the headline, the review and the PDF are 402.
 */
export const resultRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/user-exams',
    { config: { access: 'user' }, schema: { tags, querystring: AttemptListQuery, response: { 200: AttemptPage } } },
    (req) => findOwnAttempts(deps, { ...callerOf(req), query: req.query }),
  );
  // Issue 14: completed attempts of different sections combined into one report (combine.service.ts).
  app.post(
    '/api/user-exams/combine',
    { config: { access: 'user' }, schema: { tags, body: CombineRequest, response: { 200: CombinedReport } } },
    (req) => combineUserExams(deps, { ...callerOf(req), userExamIds: req.body.userExamIds }),
  );
  app.get(
    '/api/user-exams/:userExamId/result',
    { config: { access: 'user' }, schema: { tags, params: UserExamParams, response: { 200: AttemptResult } } },
    (req) =>
      getAttemptResult(deps, { ...callerOf(req), userExamId: req.params.userExamId }, reportLockRule(req.tenant)),
  );
  app.get(
    '/api/user-exams/:userExamId/review',
    { config: { access: 'user' }, schema: { tags, params: UserExamParams, response: { 200: AttemptReview } } },
    (req) =>
      getAttemptReview(deps, { ...callerOf(req), userExamId: req.params.userExamId }, reportLockRule(req.tenant)),
  );
  app.get(
    '/api/user-exams/:userExamId/pdf',
    { config: { access: 'user' }, schema: { tags, params: UserExamParams, response: { 200: Ok } } },
    async (req) => {
      await assertPdfAllowed(deps, { ...callerOf(req), userExamId: req.params.userExamId }, reportLockRule(req.tenant));
      return { ok: true as const };
    },
  );
  app.get(
    '/api/tests/:id/attempts',
    {
      config: { access: 'teacher' },
      schema: { tags, params: TestAttemptsParams, querystring: AttemptListQuery, response: { 200: AttemptPage } },
    },
    (req) => findTestAttempts(deps, { ...callerOf(req), testId: req.params.id, query: req.query }),
  );
  app.get(
    '/api/tests/:id/review',
    { config: { access: 'teacher' }, schema: { tags, params: TestAttemptsParams, response: { 200: AttemptReview } } },
    (req) => getTestReview(deps, { ...callerOf(req), testId: req.params.id }, reportLockRule(req.tenant)),
  );
};
