import {
  ActivityLogPage,
  CompanyClassPage,
  CompanyDetail,
  CompanyList,
  CompanyPoints,
  CompanyPointsBalance,
  CompanyUserPage,
  IDEMPOTENCY_HEADER,
  type CompanyUsersQuery,
  type GiveCompanyPointsInput,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, type Parser } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

/** Issue 5, the company (organisation) admin screens and the activity logs. */

export type CompanyUserRole = NonNullable<CompanyUsersQuery['role']>;

export interface CompanyUserFilter {
  page: number;
  q: string;
  role: CompanyUserRole | null;
}

export interface ActivityFilter {
  page: number;
  /** Super admins: one tenant (its id), or null for all. Company admins: ignored by the server. */
  tenant_id: string | null;
  user_id: string | null;
  action: string;
}

const companyPath = (id: string) => `company/${encodeURIComponent(id)}`;
const withKey = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });
/** DELETE answers `{ ok: true }` or nothing (204); either is a success. */
const anyBody: Parser<null> = { parse: () => null };

export const companyQueries = {
  all: () => [tenantScope(), 'company'] as const,
  /** GET /api/company: the companies the caller administers. */
  list: () =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiGet('company', CompanyList, { signal }),
    }),
  /** GET /api/company/:id. `quiet`: a missing company is the caller's to show (no jump to /404, no loader). */
  detail: (id: string, quiet = false) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'detail', id, quiet] as const,
      queryFn: ({ signal }) =>
        apiGet(companyPath(id), CompanyDetail, quiet ? { signal, background: true, notFound: 'caller' } : { signal }),
    }),
  classes: (id: string, page: number, q = '') =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'classes', id, page, q] as const,
      queryFn: ({ signal }) =>
        apiGet(`${companyPath(id)}/classes`, CompanyClassPage, {
          signal,
          background: true,
          query: { page, q: q.trim() },
        }),
      placeholderData: keepPreviousData,
    }),
  users: (id: string, filter: CompanyUserFilter) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'users', id, filter] as const,
      queryFn: ({ signal }) =>
        apiGet(`${companyPath(id)}/users`, CompanyUserPage, {
          signal,
          background: true,
          query: { page: filter.page, q: filter.q.trim(), role: filter.role },
        }),
      placeholderData: keepPreviousData,
    }),
  points: (id: string, page: number) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'points', id, page] as const,
      queryFn: ({ signal }) =>
        apiGet(`${companyPath(id)}/points`, CompanyPoints, { signal, background: true, query: { page } }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/activity-logs (super admins: any tenant's; company admins: their company's). */
  activities: (filter: ActivityFilter) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'activities', filter] as const,
      queryFn: ({ signal }) =>
        apiGet('activity-logs', ActivityLogPage, {
          signal,
          background: true,
          query: {
            page: filter.page,
            tenant_id: filter.tenant_id,
            user_id: filter.user_id,
            action: filter.action.trim(),
          },
        }),
      placeholderData: keepPreviousData,
    }),
};

/** After a change: every company figure (counts, balances, lists) is read again. */
export const refreshCompany = (client: QueryClient) => client.invalidateQueries({ queryKey: companyQueries.all() });

/** The dialogs show their own errors (insufficient_balance, not_a_teacher, field errors). */
const own = { meta: { customErrorHandling: true } } as const;

export const companyMutations = {
  /** DELETE /api/company/users/:id: a company admin removes one of the company's users. */
  removeUser: () =>
    mutationOptions({
      ...own,
      mutationFn: (userId: string) => apiDelete(`company/users/${encodeURIComponent(userId)}`, anyBody),
    }),
  /** POST /api/company/:id/points/give with the action's Idempotency-Key. */
  givePoints: (companyId: string) =>
    mutationOptions({
      ...own,
      mutationFn: ({ key, input }: { key: string; input: GiveCompanyPointsInput }) =>
        apiPost(`${companyPath(companyId)}/points/give`, input, CompanyPointsBalance, withKey(key)),
    }),
  /** POST /api/admin/companies/:id/points (super admins): a positive amount adds, a negative one deducts. */
  adjustPoints: (companyId: string) =>
    mutationOptions({
      ...own,
      mutationFn: ({ key, points, notes }: { key: string; points: number; notes?: string }) =>
        apiPost(
          `admin/companies/${encodeURIComponent(companyId)}/points`,
          { points, ...(notes ? { notes } : {}) },
          CompanyPointsBalance,
          withKey(key),
        ),
    }),
};
