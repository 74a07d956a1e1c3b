import {
  EnrollmentClassOptions,
  EnrollmentCreated,
  EnrollmentPage,
  EnrollmentView,
  type EnrollmentConvertRequest,
  type EnrollmentRequest,
  type EnrollmentUpdate,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

/** The list's filters as the screen keeps them (empty = not filtered). */
export interface EnrollmentFilters {
  page: number;
  q: string;
  payment_status: string;
  status: string;
  read: string;
  type: string;
  class_id: string;
  course_id: string;
  from: string;
  to: string;
}

const queryOf = (f: EnrollmentFilters): Record<string, string | number> => {
  const out: Record<string, string | number> = { page: f.page };
  for (const key of ['q', 'payment_status', 'status', 'read', 'type', 'class_id', 'course_id', 'from', 'to'] as const)
    if (f[key]) out[key] = f[key];
  return out;
};

/** The enrollment form and the admins' screens (issue 19): the only place they call the API. */
export const enrollmentQueries = {
  all: () => [tenantScope(), 'enrollments'] as const,
  classes: () =>
    queryOptions({
      queryKey: [tenantScope(), 'enrollment-classes'] as const,
      queryFn: ({ signal }) => apiGet('enrollment-classes', EnrollmentClassOptions, { signal }),
    }),
  list: (filters: EnrollmentFilters) =>
    queryOptions({
      queryKey: [...enrollmentQueries.all(), 'list', filters] as const,
      queryFn: ({ signal }) => apiGet('enrollments', EnrollmentPage, { signal, query: queryOf(filters) }),
    }),
  /** Opening the detail marks the enrollment read (the server does it). */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...enrollmentQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiGet(`enrollments/${encodeURIComponent(id)}`, EnrollmentView, { signal }),
    }),
};

export const enrollmentMutations = {
  submit: () =>
    mutationOptions({
      mutationFn: (input: EnrollmentRequest) => apiPost('enrollments', input, EnrollmentCreated),
      meta: { customErrorHandling: true },
    }),
  update: (id: string) =>
    mutationOptions({
      mutationFn: (input: EnrollmentUpdate) => apiPatch(`enrollments/${encodeURIComponent(id)}`, input, EnrollmentView),
      meta: { customErrorHandling: true },
    }),
  convert: (id: string) =>
    mutationOptions({
      mutationFn: (input: EnrollmentConvertRequest) =>
        apiPost(`enrollments/${encodeURIComponent(id)}/convert`, input, EnrollmentView),
      meta: { customErrorHandling: true },
    }),
};
