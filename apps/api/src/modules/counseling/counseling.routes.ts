import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CounselingReportCreate,
  CounselingReportList,
  CounselingReportPatch,
  CounselingReportQuery,
  CounselingReportView,
  IdParams,
  Ok,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf, sendPrivateFile } from '../../http/route-helpers.ts';
import type { SignedInRequest } from '../../http/access.ts';
import { originOf } from '../../http/request-context.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import {
  createCounselingReport,
  deleteCounselingReport,
  findCounselingReports,
  getCounselingReport,
  getCounselingReportPdf,
  sendCounselingReport,
  updateCounselingReport,
} from './counseling.service.ts';

const tags = ['counseling'];

/**
 * Counseling reports (issue 20, decision 0047). Counselors (teachers, company admins, super admins) write
 * and send them; the student and linked parents read sent ones (list, detail, PDF). Another tenant's report,
 * a draft for a family, or an unrelated student's is 404.
 */
export const counselingRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const everyone = { access: 'user' } as const;
  const counselors = { access: ['teacher', 'super_admin'] } as const;
  const ctxOf = (req: SignedInRequest) => ({ ...callerOf(req), origin: originOf(deps, req) });

  app.get(
    '/api/counseling-reports',
    { config: everyone, schema: { tags, querystring: CounselingReportQuery, response: { 200: CounselingReportList } } },
    (req) => findCounselingReports(deps, { ...ctxOf(req), query: req.query }),
  );

  app.post(
    '/api/counseling-reports',
    { config: counselors, schema: { tags, body: CounselingReportCreate, response: { 200: CounselingReportView } } },
    (req) => createCounselingReport(deps, { ...ctxOf(req), input: req.body }),
  );

  app.get(
    '/api/counseling-reports/:id',
    { config: everyone, schema: { tags, params: IdParams, response: { 200: CounselingReportView } } },
    (req) => getCounselingReport(deps, { ...ctxOf(req), id: req.params.id }),
  );

  app.patch(
    '/api/counseling-reports/:id',
    {
      config: counselors,
      schema: { tags, params: IdParams, body: CounselingReportPatch, response: { 200: CounselingReportView } },
    },
    (req) => updateCounselingReport(deps, { ...ctxOf(req), id: req.params.id, input: req.body }),
  );

  app.post(
    '/api/counseling-reports/:id/send',
    { config: counselors, schema: { tags, params: IdParams, response: { 200: CounselingReportView } } },
    (req) => sendCounselingReport(deps, { ...ctxOf(req), id: req.params.id }),
  );

  app.delete(
    '/api/counseling-reports/:id',
    { config: counselors, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => deleteCounselingReport(deps, { ...ctxOf(req), id: req.params.id }),
  );

  app.get(
    '/api/counseling-reports/:id/pdf',
    { config: everyone, schema: { tags, params: IdParams } },
    async (req, reply) => {
      const pdf = await getCounselingReportPdf(deps, { ...ctxOf(req), id: req.params.id, lang: req.lang });
      return sendPrivateFile(reply, {
        type: 'application/pdf',
        disposition: attachmentDisposition(pdf.fileName),
        body: pdf.body,
      });
    },
  );
};
