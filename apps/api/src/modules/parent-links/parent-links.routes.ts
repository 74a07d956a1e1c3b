import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams,
  Ok,
  ParentLinkCodeRequest,
  ParentLinkCodeView,
  ParentLinkList,
  ParentLinkView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf } from '../../http/route-helpers.ts';
import {
  acceptParentLink,
  createConsentCode,
  enterConsentCode,
  findMyParentLinks,
  findStudentParentLinks,
  getParentLink,
  removeParentLink,
} from './parent-links.service.ts';

const tags = ['parent-links'];
const educators = ['teacher', 'company_admin', 'super_admin'] as const;

/**
 * Parent links with the student's consent (issue 11, decision 0018). The spec's requests stay where they were
 * (`bind-parent`, `parent/search`, `parent/{id}/children`, `child/profile/{id}`); these manage the links.
 */
export const parentLinkRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here declares a signed-in access, so req.user is an AuthUser (http/access.ts).

  app.get(
    '/api/parent-links',
    { config: { access: ['student', 'parent'] }, schema: { tags, response: { 200: ParentLinkList } } },
    (req) => findMyParentLinks(deps, callerOf(req)),
  );
  app.post(
    '/api/parent-links/consent-code',
    { config: { access: 'student' }, schema: { tags, response: { 200: ParentLinkCodeView } } },
    (req) => createConsentCode(deps, callerOf(req)),
  );
  app.get(
    '/api/parent-links/students/:id',
    { config: { access: educators }, schema: { tags, params: IdParams, response: { 200: ParentLinkList } } },
    (req) => findStudentParentLinks(deps, { ...callerOf(req), studentId: req.params.id }),
  );
  app.get(
    '/api/parent-links/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: ParentLinkView } } },
    (req) => getParentLink(deps, { ...callerOf(req), linkId: req.params.id }),
  );
  app.post(
    '/api/parent-links/:id/accept',
    { config: { access: 'student' }, schema: { tags, params: IdParams, response: { 200: ParentLinkView } } },
    (req) => acceptParentLink(deps, { ...callerOf(req), linkId: req.params.id }),
  );
  app.post(
    '/api/parent-links/:id/code',
    {
      config: { access: 'parent' },
      schema: { tags, params: IdParams, body: ParentLinkCodeRequest, response: { 200: ParentLinkView } },
    },
    (req) => enterConsentCode(deps, { ...callerOf(req), linkId: req.params.id, code: req.body.code }),
  );
  app.delete(
    '/api/parent-links/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => removeParentLink(deps, { ...callerOf(req), linkId: req.params.id }),
  );
};
