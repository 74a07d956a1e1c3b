import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, SubjectList, SubjectQuery, TestDetail, TestListQuery, TestPage } from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { findSubjects, findTests, getTest } from './catalogue.service.ts';
import { callerOf } from '../../../http/route-helpers.ts';

const tags = ['exams'];

/**
 * The test catalogue (issue 3): lists, subjects and a test's structure, for every signed-in user. Issue 14:
 * published tests only; `scope=authoring` lists an educator's tenant's drafts too (test-builder module).
 */
export const catalogueRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/tests',
    { config: { access: 'user' }, schema: { tags, querystring: TestListQuery, response: { 200: TestPage } } },
    (req) => findTests(deps, { ...callerOf(req), query: req.query }),
  );
  app.get(
    '/api/subjects',
    { config: { access: 'user' }, schema: { tags, querystring: SubjectQuery, response: { 200: SubjectList } } },
    (req) => findSubjects(deps, { tenant: req.tenant, kind: req.query.kind }),
  );
  app.get(
    '/api/tests/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: TestDetail } } },
    (req) => getTest(deps, { ...callerOf(req), testId: req.params.id }),
  );
};
