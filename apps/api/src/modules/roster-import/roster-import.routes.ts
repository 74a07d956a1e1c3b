import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ROSTER_MAX_BYTES,
  RosterImportList,
  RosterImportParams,
  RosterImportView,
  RosterRunRequest,
  RosterTemplateQuery,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { sendNamedFile, tenantAdmins } from '../../http/route-helpers.ts';
import { originOf } from '../../http/request-context.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { createRosterImport, findRosterImports, getRosterImport, runRosterImport } from './roster-import.service.ts';
import { rosterTemplateFile } from './roster-template.ts';

const tags = ['roster-imports'];

/**
 * Roster import (issue 19): the tenant's admins (company admins, super admins for the tenant they are signed
 * in to — as "manage enrollments") upload a CSV or XLSX, read the dry run, and run it.
 */
export const rosterImportRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/roster-imports',
    { config: tenantAdmins, schema: { tags, consumes: ['multipart/form-data'], response: { 200: RosterImportView } } },
    async (req) => {
      const { file } = await readMultipart(req, { maxFileBytes: ROSTER_MAX_BYTES, file: 'required' });
      return createRosterImport(deps, {
        tenant: req.tenant,
        actorId: req.user.id,
        fileName: file.fileName,
        data: file.data,
      });
    },
  );

  app.get(
    '/api/roster-imports',
    { config: tenantAdmins, schema: { tags, response: { 200: RosterImportList } } },
    (req) => findRosterImports(deps, { tenant: req.tenant }),
  );

  app.get(
    '/api/roster-imports/template',
    { config: tenantAdmins, schema: { tags, querystring: RosterTemplateQuery } },
    async (req, reply) => sendNamedFile(reply, await rosterTemplateFile(req.query.format)),
  );

  app.get(
    '/api/roster-imports/:id',
    { config: tenantAdmins, schema: { tags, params: RosterImportParams, response: { 200: RosterImportView } } },
    (req) => getRosterImport(deps, { tenant: req.tenant, id: req.params.id }),
  );

  app.post(
    '/api/roster-imports/:id/run',
    {
      config: tenantAdmins,
      schema: { tags, params: RosterImportParams, body: RosterRunRequest, response: { 200: RosterImportView } },
    },
    (req) =>
      runRosterImport(deps, {
        tenant: req.tenant,
        actorId: req.user.id,
        id: req.params.id,
        origin: originOf(deps, req),
        invite: req.body.invite,
      }),
  );
};
