import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompanyUpdate,
  IdParams,
  Ok,
  ProfileView,
  RolesUpdate,
  TenantAdminList,
  TenantAdminView,
  TenantInput,
  UserListQuery,
  UserPage,
  UserSummary,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { readImageFile } from '../profile/read-image.ts';
import { getProfile } from '../profile/profile.service.ts';
import { deleteCompanyUser, deleteUserAsSuperAdmin, setUserRoles, unsafeFindUserPage } from './admin-users.service.ts';
import { createCompany, getCompany, setCompanyImage, unsafeFindCompanies, updateCompany } from './companies.service.ts';
import { callerOf } from '../../http/route-helpers.ts';

const tags = ['admin'];
const ok = { ok: true as const };

/** Platform administration (super admins, who live on `main`) and a company admin's user removal. */
export const adminRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const superAdmin = { access: 'super_admin' } as const;

  app.get('/api/admin/companies', { config: superAdmin, schema: { tags, response: { 200: TenantAdminList } } }, () =>
    unsafeFindCompanies(deps),
  );
  app.post(
    '/api/admin/companies',
    { config: superAdmin, schema: { tags, body: TenantInput, response: { 200: TenantAdminView } } },
    (req) => createCompany(deps, req.body),
  );
  app.get(
    '/api/admin/companies/:id',
    { config: superAdmin, schema: { tags, params: IdParams, response: { 200: TenantAdminView } } },
    (req) => getCompany(deps, req.params.id),
  );
  app.patch(
    '/api/admin/companies/:id',
    { config: superAdmin, schema: { tags, params: IdParams, body: CompanyUpdate, response: { 200: TenantAdminView } } },
    (req) => updateCompany(deps, req.params.id, req.body),
  );
  for (const field of ['logo', 'icon'] as const)
    app.post(
      `/api/admin/companies/:id/${field}`,
      {
        config: superAdmin,
        schema: { tags, params: IdParams, consumes: ['multipart/form-data'], response: { 200: TenantAdminView } },
      },
      async (req) => setCompanyImage(deps, { id: req.params.id, field, data: await readImageFile(req) }),
    );

  app.get(
    '/api/admin/user',
    { config: superAdmin, schema: { tags, querystring: UserListQuery, response: { 200: UserPage } } },
    (req) => unsafeFindUserPage(deps, req.query),
  );
  app.get(
    '/api/users/:id',
    {
      config: { access: ['super_admin', 'teacher'] },
      schema: { tags, params: IdParams, response: { 200: ProfileView } },
    },
    (req) => getProfile(deps, { ...callerOf(req), userId: req.params.id }),
  );
  app.patch(
    '/api/admin/users/:id/roles',
    { config: superAdmin, schema: { tags, params: IdParams, body: RolesUpdate, response: { 200: UserSummary } } },
    (req) => setUserRoles(deps, { ...callerOf(req), userId: req.params.id, input: req.body }),
  );
  app.delete(
    '/api/admin/users/:id',
    { config: superAdmin, schema: { tags, params: IdParams, response: { 200: Ok } } },
    async (req) => {
      await deleteUserAsSuperAdmin(deps, { ...callerOf(req), userId: req.params.id });
      return ok;
    },
  );
  app.delete(
    '/api/company/users/:id',
    { config: { access: 'company_admin' }, schema: { tags, params: IdParams, response: { 200: Ok } } },
    async (req) => {
      await deleteCompanyUser(deps, { ...callerOf(req), userId: req.params.id });
      return ok;
    },
  );
};
