import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EnrollmentClassOptions,
  EnrollmentConvertRequest,
  EnrollmentCreated,
  EnrollmentDetailQuery,
  EnrollmentPage,
  EnrollmentParams,
  EnrollmentQuery,
  EnrollmentRequest,
  EnrollmentUpdate,
  EnrollmentView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { tenantAdmins } from '../../http/route-helpers.ts';
import { originOf } from '../../http/request-context.ts';
import { convertEnrollment } from './enrollment-convert.service.ts';
import {
  createEnrollment,
  findEnrollmentClasses,
  findEnrollments,
  getEnrollment,
  updateEnrollment,
} from './enrollments.service.ts';

const tags = ['enrollments'];

/**
 * The centre's enrollments (issue 19): the public 3-step form and the classes it offers; the tenant's admins
 * (company admins, super admins — spec §6 "manage enrollments") list, read, edit and convert them.
 */
export const enrollmentRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/enrollment-classes',
    { config: { access: 'public' }, schema: { tags, response: { 200: EnrollmentClassOptions } } },
    (req) => findEnrollmentClasses(deps, { tenant: req.tenant }),
  );

  // Public, signed in or not; the captcha and the per-address limit are in the service.
  app.post(
    '/api/enrollments',
    { config: { access: 'public' }, schema: { tags, body: EnrollmentRequest, response: { 200: EnrollmentCreated } } },
    (req) =>
      createEnrollment(deps, {
        tenant: req.tenant,
        ip: req.ip,
        lang: req.lang,
        origin: originOf(deps, req),
        input: req.body,
      }),
  );

  app.get(
    '/api/enrollments',
    { config: tenantAdmins, schema: { tags, querystring: EnrollmentQuery, response: { 200: EnrollmentPage } } },
    (req) => findEnrollments(deps, { tenant: req.tenant, query: req.query }),
  );

  app.get(
    '/api/enrollments/:id',
    {
      config: tenantAdmins,
      schema: { tags, params: EnrollmentParams, querystring: EnrollmentDetailQuery, response: { 200: EnrollmentView } },
    },
    (req) => getEnrollment(deps, { tenant: req.tenant, id: req.params.id, markRead: req.query.mark_read === 'true' }),
  );

  app.patch(
    '/api/enrollments/:id',
    {
      config: tenantAdmins,
      schema: { tags, params: EnrollmentParams, body: EnrollmentUpdate, response: { 200: EnrollmentView } },
    },
    (req) => updateEnrollment(deps, { tenant: req.tenant, id: req.params.id, input: req.body }),
  );

  app.post(
    '/api/enrollments/:id/convert',
    {
      config: tenantAdmins,
      schema: { tags, params: EnrollmentParams, body: EnrollmentConvertRequest, response: { 200: EnrollmentView } },
    },
    (req) =>
      convertEnrollment(deps, {
        tenant: req.tenant,
        actorId: req.user.id,
        id: req.params.id,
        origin: originOf(deps, req),
        input: req.body,
      }),
  );
};
