import {
  CompanySettingsView,
  UserSummaryList,
  type CompanySettingsUpdate,
  type CompanySummary,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, apiUpload } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';
import { sessionQueries } from '../session/session.api.ts';

/** Issue 17: the educator/admin screens' own calls (company settings, a teacher's student search). */

const settingsPath = (companyId: string) => `company/${encodeURIComponent(companyId)}/settings`;

export const educatorAdminQueries = {
  all: () => [tenantScope(), 'educator-admin'] as const,
  /** GET /api/company/:id/settings: the company's brand and settings (the AI key masked). */
  settings: (companyId: string) =>
    queryOptions({
      queryKey: [...educatorAdminQueries.all(), 'settings', companyId] as const,
      queryFn: ({ signal }) => apiGet(settingsPath(companyId), CompanySettingsView, { signal }),
    }),
  /** GET /api/auth/students?q=: a teacher's search of the tenant's students. */
  students: (q: string) =>
    queryOptions({
      queryKey: [...educatorAdminQueries.all(), 'students', q] as const,
      queryFn: ({ signal }) =>
        apiGet('auth/students', UserSummaryList, { signal, background: true, query: { q: q.trim() } }),
    }),
};

/** The company a company admin administers (their own tenant), from GET /api/company. */
export const ownCompanyOf = (list: readonly CompanySummary[] | undefined) => list?.[0] ?? null;

/** Forms show their own errors on their fields. */
const own = { meta: { customErrorHandling: true } } as const;

export const educatorAdminMutations = {
  /** PATCH /api/company/:id/settings. */
  saveSettings: (companyId: string) =>
    mutationOptions({
      ...own,
      mutationFn: (input: CompanySettingsUpdate) => apiPatch(settingsPath(companyId), input, CompanySettingsView),
    }),
  /** POST /api/company/:id/logo (issue 17): the brand's logo; the server's refusal (type, size) is notified. */
  uploadLogo: (companyId: string) =>
    mutationOptions({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return apiUpload(`company/${encodeURIComponent(companyId)}/logo`, form, CompanySettingsView);
      },
    }),
};

/** After the brand changes: the settings, and the brand every page shows (colour, tab name, blog link). */
export const refreshBrand = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: educatorAdminQueries.all() }),
    client.invalidateQueries({ queryKey: sessionQueries.tenant().queryKey }),
  ]);
