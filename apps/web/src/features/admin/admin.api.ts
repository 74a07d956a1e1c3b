import {
  type CompanyUpdate,
  Ok,
  ProfileView,
  RolesUpdate,
  TenantAdminList,
  TenantAdminView,
  type TenantInput,
  UrlResponse,
  UserPage,
  UserSummary,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDelete, apiGet, apiPatch, apiPost, apiUpload } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

export type CompanyInput = z.input<typeof TenantInput>;
export type CompanyPatch = z.input<typeof CompanyUpdate>;
export type AssignableRole = z.infer<typeof RolesUpdate>['roles'][number];

export interface UserFilter {
  page: number;
  q: string;
  tenant: string | null;
  role: AssignableRole | null;
}

export const adminQueries = {
  all: () => [tenantScope(), 'admin'] as const,
  companies: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'companies'] as const,
      queryFn: ({ signal }) => apiGet('admin/companies', TenantAdminList, { signal }),
    }),
  users: (filter: UserFilter) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'users', filter] as const,
      queryFn: ({ signal }) =>
        apiGet('admin/user', UserPage, {
          signal,
          background: true,
          query: { page: filter.page, q: filter.q.trim(), tenant: filter.tenant, role: filter.role },
        }),
      placeholderData: keepPreviousData,
    }),
  user: (id: string) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'user', id] as const,
      queryFn: ({ signal }) => apiGet(`users/${encodeURIComponent(id)}`, ProfileView, { signal }),
    }),
};

/**
 * Forms show their own errors (fields, alerts). Company bodies are checked by the server, whose field
 * errors (`settings.coinPacks.0.price` …) land on the drawer's fields.
 */
const own = { meta: { customErrorHandling: true } } as const;
const companyPath = (id: string) => `admin/companies/${encodeURIComponent(id)}`;

export const refreshAdmin = (client: QueryClient) => client.invalidateQueries({ queryKey: adminQueries.all() });

export const adminMutations = {
  createCompany: () =>
    mutationOptions({
      ...own,
      mutationFn: (input: CompanyInput) => apiPost('admin/companies', input, TenantAdminView),
    }),
  updateCompany: (id: string) =>
    mutationOptions({ ...own, mutationFn: (input: CompanyPatch) => apiPatch(companyPath(id), input, TenantAdminView) }),
  companyImage: (id: string, field: 'logo' | 'icon') =>
    mutationOptions({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return apiUpload(`${companyPath(id)}/${field}`, form, TenantAdminView);
      },
    }),
  setRoles: (id: string) =>
    mutationOptions({
      ...own,
      mutationFn: (roles: AssignableRole[]) =>
        apiPatch(`admin/users/${encodeURIComponent(id)}/roles`, RolesUpdate.parse({ roles }), UserSummary),
    }),
  deleteUser: () =>
    mutationOptions({ mutationFn: (id: string) => apiDelete(`admin/users/${encodeURIComponent(id)}`, Ok) }),
  /** A one-time login link for the user (POST /set-url). */
  loginLink: () =>
    mutationOptions({ mutationFn: (userId: string) => apiPost('set-url', { user_id: userId }, UrlResponse) }),
  /** E-mails the user a set-password link (POST /reset-url). */
  setPasswordMail: () =>
    mutationOptions({ mutationFn: (userId: string) => apiPost('reset-url', { user_id: userId }, UrlResponse) }),
};
