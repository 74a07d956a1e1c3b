import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MergeCandidateQuery,
  MergeCandidates,
  PageQuery,
  UserMergeInput,
  UserMergePage,
  UserMergePlan,
  UserMergeResult,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { SignedInRequest } from '../../http/access.ts';
import { callerOf, tenantAdmins } from '../../http/route-helpers.ts';
import { findMergeCandidates, findUserMerges, mergeUsers, planUserMerge } from './user-merge.service.ts';

const tags = ['user-merge'];

/** The dry run's and the merge's options: the caller and the two users of the body. */
const mergeOf = (req: SignedInRequest & { body: UserMergeInput }) => ({
  ...callerOf(req),
  sourceId: req.body.source_id,
  targetId: req.body.target_id,
});

/** Merging users (issue 20, decision 0043): dry run, merge, and the list of merges. Admins of the tenant. */
export const userMergeRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/user-merges',
    { config: tenantAdmins, schema: { tags, querystring: PageQuery, response: { 200: UserMergePage } } },
    (req) => findUserMerges(deps, { ...callerOf(req), page: req.query.page }),
  );
  app.get(
    '/api/admin/user-merges/candidates',
    { config: tenantAdmins, schema: { tags, querystring: MergeCandidateQuery, response: { 200: MergeCandidates } } },
    (req) => findMergeCandidates(deps, { ...callerOf(req), q: req.query.q }),
  );
  app.post(
    '/api/admin/user-merges/dry-run',
    { config: tenantAdmins, schema: { tags, body: UserMergeInput, response: { 200: UserMergePlan } } },
    (req) => planUserMerge(deps, mergeOf(req)),
  );
  app.post(
    '/api/admin/user-merges',
    { config: tenantAdmins, schema: { tags, body: UserMergeInput, response: { 200: UserMergeResult } } },
    (req) => mergeUsers(deps, mergeOf(req)),
  );
};
