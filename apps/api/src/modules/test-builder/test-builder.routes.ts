import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, TestInput, TestPatch, TestStructure, TestWriteResult } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf } from '../../http/route-helpers.ts';
import {
  createTest,
  deleteTest,
  duplicateTest,
  getTestStructure,
  moveTestToDrafts,
  publishTest,
  updateTest,
} from './test-builder.service.ts';

/**
 * Issue 14: the test builder (decision 0027). Educators (teachers and organization admins) and super
 * admins; students and parents are 403. The authoring list is the catalogue's `GET /api/tests?scope=authoring`.
 */
const access = ['teacher', 'super_admin'] as const;
const tags = ['test-builder'];

export const testBuilderRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/tests',
    { config: { access }, schema: { tags, body: TestInput, response: { 200: TestWriteResult } } },
    (req) => createTest(deps, { ...callerOf(req), input: req.body }),
  );
  app.get(
    '/api/tests/:id/structure',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: TestStructure } } },
    (req) => getTestStructure(deps, { ...callerOf(req), id: req.params.id }),
  );
  app.patch(
    '/api/tests/:id',
    { config: { access }, schema: { tags, params: IdParams, body: TestPatch, response: { 200: TestWriteResult } } },
    (req) => updateTest(deps, { ...callerOf(req), id: req.params.id, patch: req.body }),
  );
  app.delete('/api/tests/:id', { config: { access }, schema: { tags, params: IdParams } }, async (req, reply) => {
    await deleteTest(deps, { ...callerOf(req), id: req.params.id });
    return reply.code(204).send();
  });
  app.post(
    '/api/tests/:id/publish',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: TestWriteResult } } },
    (req) => publishTest(deps, { ...callerOf(req), id: req.params.id }),
  );
  app.post(
    '/api/tests/:id/draft',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: TestWriteResult } } },
    (req) => moveTestToDrafts(deps, { ...callerOf(req), id: req.params.id }),
  );
  app.post(
    '/api/tests/:id/duplicate',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: TestWriteResult } } },
    (req) => duplicateTest(deps, { ...callerOf(req), id: req.params.id }),
  );
};
