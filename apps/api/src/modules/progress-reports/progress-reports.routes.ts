import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams,
  Ok,
  ProgressPreview,
  ProgressPreviewQuery,
  ProgressReportInput,
  ProgressReportPage,
  ProgressReportPdfQuery,
  ProgressReportQuery,
  ProgressReportUpdate,
  ProgressReportView,
  ProgressStudents,
  ProgressStudentsQuery,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf, sendPrivateFile } from '../../http/route-helpers.ts';
import { originOf } from '../../http/request-context.ts';
import { openProgressReportPdf, sendProgressReport } from './progress-report-send.service.ts';
import {
  createProgressReport,
  deleteProgressReport,
  findProgressReports,
  findProgressStudents,
  getProgressReport,
  previewProgress,
  updateProgressReport,
} from './progress-reports.service.ts';

const tags = ['progress-reports'];

/**
 * Progress reports (issue 20, decision 0046). Staff routes are for teachers and admins (the service then
 * asks whether the caller writes for that student: else 404); the list, a report and its PDF are for any
 * signed-in user, each seeing what the service's rule lets them (a family: sent reports only).
 */
export const progressReportRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = { access: 'teacher' } as const;
  const user = { access: 'user' } as const;

  app.get(
    '/api/progress-reports/students',
    { config: staff, schema: { tags, querystring: ProgressStudentsQuery, response: { 200: ProgressStudents } } },
    (req) => findProgressStudents(deps, { ...callerOf(req), query: req.query }),
  );

  app.get(
    '/api/progress-reports/preview',
    { config: staff, schema: { tags, querystring: ProgressPreviewQuery, response: { 200: ProgressPreview } } },
    (req) => previewProgress(deps, { ...callerOf(req), query: req.query }),
  );

  app.get(
    '/api/progress-reports',
    { config: user, schema: { tags, querystring: ProgressReportQuery, response: { 200: ProgressReportPage } } },
    (req) => findProgressReports(deps, { ...callerOf(req), query: req.query }),
  );

  app.post(
    '/api/progress-reports',
    { config: staff, schema: { tags, body: ProgressReportInput, response: { 200: ProgressReportView } } },
    (req) => createProgressReport(deps, { ...callerOf(req), input: req.body }),
  );

  app.get(
    '/api/progress-reports/:id',
    { config: user, schema: { tags, params: IdParams, response: { 200: ProgressReportView } } },
    (req) => getProgressReport(deps, { ...callerOf(req), reportId: req.params.id }),
  );

  app.patch(
    '/api/progress-reports/:id',
    {
      config: staff,
      schema: { tags, params: IdParams, body: ProgressReportUpdate, response: { 200: ProgressReportView } },
    },
    (req) => updateProgressReport(deps, { ...callerOf(req), reportId: req.params.id, input: req.body }),
  );

  app.delete(
    '/api/progress-reports/:id',
    { config: staff, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => deleteProgressReport(deps, { ...callerOf(req), reportId: req.params.id }),
  );

  app.post(
    '/api/progress-reports/:id/send',
    { config: staff, schema: { tags, params: IdParams, response: { 200: ProgressReportView } } },
    (req) =>
      sendProgressReport(deps, {
        ...callerOf(req),
        reportId: req.params.id,
        origin: originOf(deps, req),
      }),
  );

  app.get(
    '/api/progress-reports/:id/pdf',
    { config: user, schema: { tags, params: IdParams, querystring: ProgressReportPdfQuery } },
    async (req, reply) => {
      const file = await openProgressReportPdf(deps, {
        ...callerOf(req),
        reportId: req.params.id,
        lang: req.query.lang,
      });
      return sendPrivateFile(reply, { type: 'application/pdf', disposition: file.disposition, body: file.pdf });
    },
  );
};
