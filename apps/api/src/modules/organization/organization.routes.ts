import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ActivityLogPage,
  ActivityHistoryQuery,
  ActivityLogWindowQuery,
  AdjustCompanyPointsInput,
  CompanyClassPage,
  CompanyDetail,
  CompanyList,
  CompanyPoints,
  CompanyPointsBalance,
  CompanySettingsUpdate,
  CompanySettingsView,
  CompanyUserPage,
  CompanyUsersQuery,
  GiveCompanyPointsInput,
  IdParams,
  LOGO_MAX_BYTES,
  PageQuery,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { SignedInRequest } from '../../http/access.ts';
import { callerOf, tenantAdmins } from '../../http/route-helpers.ts';
import { idempotencyKeyOf } from '../ledger/idempotency.ts';
import { findActivityLogs, findOwnActivity } from './activity.service.ts';
import {
  findCompanies,
  findCompanyClasses,
  findCompanyUsers,
  getCompanyDetail,
  getCompanyPoints,
} from './company.service.ts';
import { adjustCompanyPoints, giveCompanyPoints } from './points.service.ts';
import { getCompanySettings, updateCompanySettings, uploadCompanyLogo } from './company-settings.service.ts';
import { readMultipart } from '../../lib/multipart.ts';

const tags = ['organization'];

/**
 * A move of a company's points (an admin's give, a super admin's adjustment): the company of the address,
 * the body, and the Idempotency-Key, read only when the service asks (after it has found the company).
 */
const pointsMoveOf = <Input>(req: SignedInRequest & { params: { id: string }; body: Input }) => ({
  ...callerOf(req),
  id: req.params.id,
  input: req.body,
  key: () => idempotencyKeyOf(req),
});

/** Issue 5: companies for their admins (info, classes, users, points), organisation wallets, activity logs. */
export const organizationRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/company', { config: tenantAdmins, schema: { tags, response: { 200: CompanyList } } }, (req) =>
    findCompanies(deps, { ...callerOf(req) }),
  );
  app.get(
    '/api/company/:id',
    { config: tenantAdmins, schema: { tags, params: IdParams, response: { 200: CompanyDetail } } },
    (req) => getCompanyDetail(deps, { ...callerOf(req), id: req.params.id }),
  );
  app.get(
    '/api/company/:id/classes',
    {
      config: tenantAdmins,
      schema: { tags, params: IdParams, querystring: PageQuery, response: { 200: CompanyClassPage } },
    },
    (req) => findCompanyClasses(deps, { ...callerOf(req), id: req.params.id, query: req.query }),
  );
  app.get(
    '/api/company/:id/users',
    {
      config: tenantAdmins,
      schema: { tags, params: IdParams, querystring: CompanyUsersQuery, response: { 200: CompanyUserPage } },
    },
    (req) => findCompanyUsers(deps, { ...callerOf(req), id: req.params.id, query: req.query }),
  );
  app.get(
    '/api/company/:id/points',
    {
      config: tenantAdmins,
      schema: { tags, params: IdParams, querystring: PageQuery, response: { 200: CompanyPoints } },
    },
    (req) => getCompanyPoints(deps, { ...callerOf(req), id: req.params.id, page: req.query.page }),
  );
  // Issue 17: the company's own brand and settings (company-settings.service.ts), never its host names.
  app.get(
    '/api/company/:id/settings',
    { config: tenantAdmins, schema: { tags, params: IdParams, response: { 200: CompanySettingsView } } },
    (req) => getCompanySettings(deps, { ...callerOf(req), id: req.params.id }),
  );
  app.patch(
    '/api/company/:id/settings',
    {
      config: tenantAdmins,
      schema: { tags, params: IdParams, body: CompanySettingsUpdate, response: { 200: CompanySettingsView } },
    },
    (req) => updateCompanySettings(deps, { ...callerOf(req), id: req.params.id, input: req.body }),
  );
  // Issue 17: the company's logo (multipart `file`, at most LOGO_MAX_BYTES: a 413 names the limit).
  app.post(
    '/api/company/:id/logo',
    {
      config: tenantAdmins,
      schema: { tags, params: IdParams, consumes: ['multipart/form-data'], response: { 200: CompanySettingsView } },
    },
    (req) =>
      uploadCompanyLogo(deps, {
        actor: req.user,
        tenant: req.tenant,
        id: req.params.id,
        read: async () => (await readMultipart(req, { maxFileBytes: LOGO_MAX_BYTES, file: 'required' })).file.data,
      }),
  );
  app.post(
    '/api/company/:id/points/give',
    {
      config: { access: 'company_admin' },
      schema: { tags, params: IdParams, body: GiveCompanyPointsInput, response: { 200: CompanyPointsBalance } },
    },
    (req) => giveCompanyPoints(deps, pointsMoveOf(req)),
  );
  app.post(
    '/api/admin/companies/:id/points',
    {
      config: { access: 'super_admin' },
      schema: { tags, params: IdParams, body: AdjustCompanyPointsInput, response: { 200: CompanyPointsBalance } },
    },
    (req) => adjustCompanyPoints(deps, pointsMoveOf(req)),
  );

  app.get(
    '/api/activity-logs',
    { config: tenantAdmins, schema: { tags, querystring: ActivityLogWindowQuery, response: { 200: ActivityLogPage } } },
    (req) => findActivityLogs(deps, { ...callerOf(req), query: req.query }),
  );
  app.get(
    '/api/activity-log/history',
    {
      config: { access: 'user' },
      schema: { tags, querystring: ActivityHistoryQuery, response: { 200: ActivityLogPage } },
    },
    (req) => findOwnActivity(deps, { ...callerOf(req), query: req.query }),
  );
};
