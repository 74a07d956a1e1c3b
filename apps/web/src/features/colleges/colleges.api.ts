import {
  BestScores,
  CollegeListView,
  CollegePage,
  CollegeTargetView,
  CollegeView,
  CounselingReportList,
  CounselingReportView,
  CounselingStudentList,
  Ok,
  type CollegeCategory,
  type CollegeInput,
  type CollegePatch,
  type CollegeTargetInput,
  type CollegeTargetPatch,
  type CounselingReportCreate,
  type CounselingReportPatch,
  type OfficialScoresInput,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiGetBlob, apiPatch, apiPost, apiPut } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

const seg = encodeURIComponent;

export interface CollegeFilters {
  page: number;
  q: string;
  state: string;
  rateMin: string;
  rateMax: string;
  studentId?: string | undefined;
  category?: CollegeCategory | '' | undefined;
}

/** Colleges, target lists and counseling reports (issue 20): the only place their screens call the API. */
export const collegeQueries = {
  all: () => [tenantScope(), 'colleges'] as const,
  directory: (f: CollegeFilters) =>
    queryOptions({
      queryKey: [...collegeQueries.all(), 'directory', f] as const,
      queryFn: ({ signal }) =>
        apiGet('colleges', CollegePage, {
          signal,
          query: {
            page: f.page,
            q: f.q || undefined,
            state: f.state || undefined,
            rate_min: f.rateMin || undefined,
            rate_max: f.rateMax || undefined,
            student_id: f.studentId || undefined,
            category: f.category || undefined,
          },
        }),
      placeholderData: keepPreviousData,
    }),
  students: (q: string) =>
    queryOptions({
      queryKey: [...collegeQueries.all(), 'students', q] as const,
      queryFn: ({ signal }) =>
        apiGet('college-list/students', CounselingStudentList, { signal, query: { q: q || undefined } }),
    }),
  list: (studentId: string) =>
    queryOptions({
      queryKey: [...collegeQueries.all(), 'list', studentId] as const,
      queryFn: ({ signal }) => apiGet(`students/${seg(studentId)}/college-list`, CollegeListView, { signal }),
      enabled: !!studentId,
    }),
  reports: (studentId?: string) =>
    queryOptions({
      queryKey: [...collegeQueries.all(), 'reports', studentId ?? ''] as const,
      queryFn: ({ signal }) =>
        apiGet('counseling-reports', CounselingReportList, { signal, query: { student_id: studentId || undefined } }),
    }),
  report: (id: string) =>
    queryOptions({
      queryKey: [...collegeQueries.all(), 'report', id] as const,
      queryFn: ({ signal }) => apiGet(`counseling-reports/${seg(id)}`, CounselingReportView, { signal }),
    }),
};

export const refreshColleges = (client: QueryClient) => client.invalidateQueries({ queryKey: collegeQueries.all() });

const custom = { meta: { customErrorHandling: true } } as const;

export const collegeMutations = {
  create: () =>
    mutationOptions({ mutationFn: (input: CollegeInput) => apiPost('colleges', input, CollegeView), ...custom }),
  update: (id: string) =>
    mutationOptions({
      mutationFn: (input: CollegePatch) => apiPatch(`colleges/${seg(id)}`, input, CollegeView),
      ...custom,
    }),
  remove: () => mutationOptions({ mutationFn: (id: string) => apiDelete(`colleges/${seg(id)}`, Ok) }),
  addTarget: (studentId: string) =>
    mutationOptions({
      mutationFn: (input: Partial<CollegeTargetInput> & { college_id: string }) =>
        apiPost(`students/${seg(studentId)}/college-list`, input, CollegeTargetView),
      ...custom,
    }),
  updateTarget: () =>
    mutationOptions({
      mutationFn: ({ id, input }: { id: string; input: CollegeTargetPatch }) =>
        apiPatch(`college-targets/${seg(id)}`, input, CollegeTargetView),
      ...custom,
    }),
  removeTarget: () => mutationOptions({ mutationFn: (id: string) => apiDelete(`college-targets/${seg(id)}`, Ok) }),
  scores: (studentId: string) =>
    mutationOptions({
      mutationFn: (input: OfficialScoresInput) =>
        apiPut(`students/${seg(studentId)}/college-scores`, input, BestScores),
      ...custom,
    }),
  createReport: () =>
    mutationOptions({
      mutationFn: (input: CounselingReportCreate) => apiPost('counseling-reports', input, CounselingReportView),
      ...custom,
    }),
  updateReport: (id: string) =>
    mutationOptions({
      mutationFn: (input: CounselingReportPatch) =>
        apiPatch(`counseling-reports/${seg(id)}`, input, CounselingReportView),
      ...custom,
    }),
  sendReport: (id: string) =>
    mutationOptions({
      mutationFn: () => apiPost(`counseling-reports/${seg(id)}/send`, {}, CounselingReportView),
      ...custom,
    }),
  deleteReport: () => mutationOptions({ mutationFn: (id: string) => apiDelete(`counseling-reports/${seg(id)}`, Ok) }),
  pdf: (id: string) => mutationOptions({ mutationFn: () => apiGetBlob(`counseling-reports/${seg(id)}/pdf`) }),
};
