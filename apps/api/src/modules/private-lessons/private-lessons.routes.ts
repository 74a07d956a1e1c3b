import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AvailabilityInput,
  AvailabilityView,
  IdParams,
  PrivateLessonAcceptInput,
  PrivateLessonCounterAcceptInput,
  PrivateLessonCounterInput,
  PrivateLessonDeclineInput,
  PrivateLessonRequestInput,
  PrivateLessonRequestPage,
  PrivateLessonRequestQuery,
  PrivateLessonRequestView,
  PrivateTeacherList,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf } from '../../http/route-helpers.ts';
import type { SignedInRequest } from '../../http/access.ts';
import { originOf } from '../../http/request-context.ts';
import { findPrivateTeachers, getOwnAvailability, saveOwnAvailability } from './availability.service.ts';
import {
  acceptCounterTime,
  acceptPrivateLessonRequest,
  cancelPrivateLessonRequest,
  counterPrivateLessonRequest,
  declinePrivateLessonRequest,
} from './private-lesson-answers.service.ts';
import {
  createPrivateLessonRequest,
  findPrivateLessonRequests,
  getPrivateLessonRequest,
} from './private-lessons.service.ts';

const tags = ['private-lessons'];

/**
 * Private lessons (issue 19): teachers' own available hours (profile), the teachers a family may choose,
 * requests by students and parents, and the answers of teachers and admins (accept, counter, decline) and
 * of the family (accept another time, cancel).
 */
export const privateLessonRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const teachers = { access: 'teacher' } as const;
  const family = { access: ['student', 'parent'] } as const;
  // Teachers (company admins are teachers too) and the super admins of the tenant answer requests.
  const educators = { access: ['teacher', 'super_admin'] } as const;
  const ctxOf = (req: SignedInRequest) => ({ ...callerOf(req), origin: originOf(deps, req) });

  app.get(
    '/api/profile/availability',
    { config: teachers, schema: { tags, response: { 200: AvailabilityView } } },
    (req) => getOwnAvailability(deps, { tenant: req.tenant, userId: req.user.id }),
  );

  app.put(
    '/api/profile/availability',
    { config: teachers, schema: { tags, body: AvailabilityInput, response: { 200: AvailabilityView } } },
    (req) => saveOwnAvailability(deps, { tenant: req.tenant, userId: req.user.id, input: req.body }),
  );

  app.get(
    '/api/private-lessons/teachers',
    { config: { access: 'user' }, schema: { tags, response: { 200: PrivateTeacherList } } },
    (req) => findPrivateTeachers(deps, { tenant: req.tenant }),
  );

  app.get(
    '/api/private-lessons/requests',
    {
      config: { access: 'user' },
      schema: { tags, querystring: PrivateLessonRequestQuery, response: { 200: PrivateLessonRequestPage } },
    },
    (req) => findPrivateLessonRequests(deps, { ...callerOf(req), query: req.query }),
  );

  app.post(
    '/api/private-lessons/requests',
    {
      config: family,
      schema: { tags, body: PrivateLessonRequestInput, response: { 200: PrivateLessonRequestView } },
    },
    (req) => createPrivateLessonRequest(deps, { ...ctxOf(req), input: req.body }),
  );

  app.get(
    '/api/private-lessons/requests/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: PrivateLessonRequestView } } },
    (req) => getPrivateLessonRequest(deps, { ...callerOf(req), id: req.params.id }),
  );

  app.post(
    '/api/private-lessons/requests/:id/accept',
    {
      config: educators,
      schema: {
        tags,
        params: IdParams,
        body: PrivateLessonAcceptInput,
        response: { 200: PrivateLessonRequestView },
      },
    },
    (req) => acceptPrivateLessonRequest(deps, { ...ctxOf(req), id: req.params.id, input: req.body }),
  );

  app.post(
    '/api/private-lessons/requests/:id/counter',
    {
      config: educators,
      schema: {
        tags,
        params: IdParams,
        body: PrivateLessonCounterInput,
        response: { 200: PrivateLessonRequestView },
      },
    },
    (req) => counterPrivateLessonRequest(deps, { ...ctxOf(req), id: req.params.id, input: req.body }),
  );

  app.post(
    '/api/private-lessons/requests/:id/decline',
    {
      config: educators,
      schema: {
        tags,
        params: IdParams,
        body: PrivateLessonDeclineInput,
        response: { 200: PrivateLessonRequestView },
      },
    },
    (req) => declinePrivateLessonRequest(deps, { ...ctxOf(req), id: req.params.id, input: req.body }),
  );

  app.post(
    '/api/private-lessons/requests/:id/accept-counter',
    {
      config: family,
      schema: {
        tags,
        params: IdParams,
        body: PrivateLessonCounterAcceptInput,
        response: { 200: PrivateLessonRequestView },
      },
    },
    (req) => acceptCounterTime(deps, { ...ctxOf(req), id: req.params.id, input: req.body }),
  );

  app.post(
    '/api/private-lessons/requests/:id/cancel',
    { config: family, schema: { tags, params: IdParams, response: { 200: PrivateLessonRequestView } } },
    (req) => cancelPrivateLessonRequest(deps, { ...ctxOf(req), id: req.params.id }),
  );
};
