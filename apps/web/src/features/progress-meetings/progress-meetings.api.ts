import {
  FollowUpList,
  FollowUpView,
  MeetingPage,
  MeetingPeople,
  MeetingView,
  Ok,
  ProgressPreview,
  ProgressReportPage,
  ProgressReportView,
  ProgressStudents,
  type FollowUpUpdate,
  type Lang,
  type MeetingInput,
  type MeetingUpdate,
  type ProgressReportInput,
  type ProgressReportStatus,
  type ProgressReportUpdate,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiGetBlob, apiPatch, apiPost } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

const reportPath = (id: string, action = '') =>
  `progress-reports/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** Progress reports, meeting logs and follow-ups (issue 20): the only place their screens call the API. */
export const progressQueries = {
  all: () => [tenantScope(), 'progress-reports'] as const,
  list: (filters: { page: number; status?: ProgressReportStatus | '' }) =>
    queryOptions({
      queryKey: [...progressQueries.all(), 'list', filters] as const,
      queryFn: ({ signal }) =>
        apiGet('progress-reports', ProgressReportPage, {
          signal,
          query: { page: filters.page, status: filters.status || undefined },
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...progressQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiGet(reportPath(id), ProgressReportView, { signal }),
    }),
  students: (q: string) =>
    queryOptions({
      queryKey: [...progressQueries.all(), 'students', q] as const,
      queryFn: ({ signal }) =>
        apiGet('progress-reports/students', ProgressStudents, { signal, query: { q: q || undefined } }),
      placeholderData: keepPreviousData,
    }),
  preview: (studentId: string, periodStart: string, periodEnd: string) =>
    queryOptions({
      queryKey: [...progressQueries.all(), 'preview', studentId, periodStart, periodEnd] as const,
      queryFn: ({ signal }) =>
        apiGet('progress-reports/preview', ProgressPreview, {
          signal,
          query: { student_id: studentId, period_start: periodStart, period_end: periodEnd },
          background: true,
          notFound: 'caller',
        }),
      enabled: !!studentId && !!periodStart && !!periodEnd && periodStart <= periodEnd,
      retry: false,
    }),
};

export const meetingQueries = {
  all: () => [tenantScope(), 'meetings'] as const,
  list: (filters: { page: number; q: string }) =>
    queryOptions({
      queryKey: [...meetingQueries.all(), 'list', filters] as const,
      queryFn: ({ signal }) =>
        apiGet('meetings', MeetingPage, { signal, query: { page: filters.page, q: filters.q || undefined } }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...meetingQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiGet(`meetings/${encodeURIComponent(id)}`, MeetingView, { signal }),
    }),
  people: (q: string) =>
    queryOptions({
      queryKey: [...meetingQueries.all(), 'people', q] as const,
      queryFn: ({ signal }) => apiGet('meetings/people', MeetingPeople, { signal, query: { q: q || undefined } }),
      placeholderData: keepPreviousData,
    }),
  mine: (includeDone: boolean) =>
    queryOptions({
      queryKey: [...meetingQueries.all(), 'mine', includeDone] as const,
      queryFn: ({ signal }) =>
        apiGet('follow-ups/mine', FollowUpList, { signal, query: { include_done: String(includeDone) } }),
    }),
};

const custom = { meta: { customErrorHandling: true } } as const;

export const progressMutations = {
  create: () =>
    mutationOptions({
      mutationFn: (input: ProgressReportInput) => apiPost('progress-reports', input, ProgressReportView),
      ...custom,
    }),
  update: (id: string) =>
    mutationOptions({
      mutationFn: (input: ProgressReportUpdate) => apiPatch(reportPath(id), input, ProgressReportView),
      ...custom,
    }),
  send: (id: string) => mutationOptions({ mutationFn: () => apiPost(reportPath(id, 'send'), {}, ProgressReportView) }),
  remove: (id: string) => mutationOptions({ mutationFn: () => apiDelete(reportPath(id), Ok) }),
  pdf: (id: string) =>
    mutationOptions({ mutationFn: (lang: Lang) => apiGetBlob(reportPath(id, 'pdf'), { query: { lang } }) }),
};

export const meetingMutations = {
  create: () =>
    mutationOptions({ mutationFn: (input: MeetingInput) => apiPost('meetings', input, MeetingView), ...custom }),
  update: (id: string) =>
    mutationOptions({
      mutationFn: (input: MeetingUpdate) => apiPatch(`meetings/${encodeURIComponent(id)}`, input, MeetingView),
      ...custom,
    }),
  remove: (id: string) => mutationOptions({ mutationFn: () => apiDelete(`meetings/${encodeURIComponent(id)}`, Ok) }),
  tick: () =>
    mutationOptions({
      mutationFn: ({ id, ...input }: FollowUpUpdate & { id: string }) =>
        apiPatch(`follow-ups/${encodeURIComponent(id)}`, input, FollowUpView),
    }),
};
