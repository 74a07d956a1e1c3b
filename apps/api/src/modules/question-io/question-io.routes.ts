import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExportRequest, Id, ImportJobView, ImportStarted } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { sendNamedFile, sendPrivateFile } from '../../http/route-helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { exportQuestions } from './export.service.ts';
import { startImportRunner } from './import-runner.ts';
import { getImportJob, IMPORT_MAX_BYTES, startImport } from './import.service.ts';
import { templateFile } from './template.ts';

const tags = ['questions'];
/** Teachers and organisation admins author for their tenant; a super admin (of main: the shared catalogue). */
const educators = ['teacher', 'company_admin', 'super_admin'] as const;

const JobParams = z.object({ jobId: Id });
const TemplateQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

/**
 * Import and export of the question bank (decision 0025). The import runner starts with these routes
 * (so with the app) and stops when the app closes; a queued job nudges it.
 */
export const questionIoRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const runner = startImportRunner(
    deps,
    { error: (o, m) => app.log.error(o, m) },
    { enabled: deps.config.env !== 'test' },
  );
  app.addHook('onClose', async () => runner.stop());

  app.post(
    '/api/questions/import',
    {
      config: { access: educators },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ImportStarted } },
    },
    async (req) => {
      const { file, fields } = await readMultipart(req, {
        maxFileBytes: IMPORT_MAX_BYTES,
        file: 'required',
        fields: ['dryRun'],
      });
      const dryRun = (fields.dryRun ?? 'false').trim().toLowerCase();
      if (dryRun !== 'true' && dryRun !== 'false')
        throw new AppError('validation_failed', { fields: [{ path: 'dryRun', key: 'invalid_value' }] });
      const started = await startImport(deps, {
        tenant: req.tenant,
        user: req.user,
        lang: req.lang,
        file: { data: file.data, fileName: file.fileName },
        dryRun: dryRun === 'true',
      });
      runner.nudge();
      return started;
    },
  );

  app.get(
    '/api/imports/:jobId',
    { config: { access: educators }, schema: { tags, params: JobParams, response: { 200: ImportJobView } } },
    async (req) => getImportJob(deps, { tenant: req.tenant, user: req.user, id: req.params.jobId }),
  );

  app.get(
    '/api/questions/import/template',
    { config: { access: educators }, schema: { tags, querystring: TemplateQuery } },
    async (req, reply) => sendNamedFile(reply, await templateFile(req.query.format)),
  );

  app.post(
    '/api/questions/export',
    { config: { access: educators }, schema: { tags, body: ExportRequest } },
    async (req, reply) => {
      const zip = await exportQuestions(deps, { tenant: req.tenant, request: req.body });
      return sendPrivateFile(reply, {
        type: 'application/zip',
        disposition: 'attachment; filename="questions-qti3.zip"',
        body: zip,
      });
    },
  );
};
