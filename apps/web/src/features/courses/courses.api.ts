import {
  CourseDetail,
  CourseFileView,
  CoursePage,
  CourseProgressView,
  CourseSessionView,
  CourseStudents,
  ImageUpload,
  MyCourses,
  OrderView,
  PlacementProposal,
  SessionClassList,
  SessionPlacementResult,
  SessionStudents,
  UserSummaryList,
  type CourseInput,
  type CourseProgressUpdate,
  type CourseSessionInput,
  type CourseUpdate,
  type PlaceSessionStudents,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiGetBlob, apiPatch, apiPost, apiUpload } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

const enc = encodeURIComponent;

/** Courses and course sessions (issue 19): the only place the courses screens call the API. */
export const courseQueries = {
  all: () => [tenantScope(), 'courses'] as const,
  list: () =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiGet('courses', CoursePage, { signal }),
    }),
  /** A course's page: its 403s (expired, maintenance) and 404 stay with the screen, which says why. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiGet(`courses/${enc(id)}`, CourseDetail, { signal, notFound: 'caller' }),
      retry: false,
    }),
  students: (id: string) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'students', id] as const,
      queryFn: ({ signal }) => apiGet(`courses/${enc(id)}/students`, CourseStudents, { signal }),
    }),
  mine: () =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => apiGet('my-courses', MyCourses, { signal }),
    }),
  sessions: (courseId: string) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'sessions', courseId] as const,
      queryFn: ({ signal }) =>
        apiGet('session-class/list', SessionClassList, { signal, query: { course_id: courseId } }),
    }),
  /** A student's sessions: those open to them (to join, or pay for first) and those they have a seat in. */
  mySessions: () =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'my-sessions'] as const,
      queryFn: ({ signal }) => apiGet('session-class/list', SessionClassList, { signal }),
    }),
  sessionStudents: (sessionId: string) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'session-students', sessionId] as const,
      queryFn: ({ signal }) => apiGet(`course-sessions/${enc(sessionId)}/students`, SessionStudents, { signal }),
    }),
  /** `GET /api/teachers`: the tenant's teachers, to pick a course's teachers. */
  teachers: () =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'tenant-teachers'] as const,
      queryFn: ({ signal }) => apiGet('teachers', UserSummaryList, { signal }),
    }),
  /** `GET /api/auth/students?q=`: students of the tenant matching a name or e-mail (placement). */
  studentSearch: (q: string) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'student-search', q] as const,
      queryFn: ({ signal }) =>
        apiGet('auth/students', UserSummaryList, { signal, background: true, query: { q: q.trim() || undefined } }),
      placeholderData: keepPreviousData,
    }),
  /** `GET /api/course-placement?user_id=`: a student's placement results and the sessions they propose. */
  placement: (userId: string) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'placement', userId] as const,
      queryFn: ({ signal }) => apiGet('course-placement', PlacementProposal, { signal, query: { user_id: userId } }),
    }),
  /** A course file (video, subtitles) as an object URL: the file needs the bearer token. */
  file: (courseId: string, uploadId: string) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'file', courseId, uploadId] as const,
      queryFn: async ({ signal }) =>
        URL.createObjectURL(await apiGetBlob(`courses/${enc(courseId)}/files/${enc(uploadId)}`, { signal })),
      staleTime: Infinity,
    }),
};

export const courseMutations = {
  create: () =>
    mutationOptions({
      mutationFn: (input: CourseInput) => apiPost('courses', input, CourseDetail),
      meta: { customErrorHandling: true },
    }),
  update: (id: string) =>
    mutationOptions({
      mutationFn: (input: CourseUpdate) => apiPatch(`courses/${enc(id)}`, input, CourseDetail),
      meta: { customErrorHandling: true },
    }),
  upload: (id: string) =>
    mutationOptions({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return apiUpload(`courses/${enc(id)}/files`, form, CourseFileView);
      },
      meta: { customErrorHandling: true },
    }),
  /** `POST /api/images`: a cover image (checked by content on the server); its id goes in `cover_upload_id`. */
  uploadCover: () =>
    mutationOptions({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.set('file', file, file.name);
        return apiUpload('images', form, ImageUpload);
      },
      meta: { customErrorHandling: true },
    }),
  progress: (id: string) =>
    mutationOptions({
      mutationFn: (input: CourseProgressUpdate) => apiPost(`courses/${enc(id)}/progress`, input, CourseProgressView),
      meta: { customErrorHandling: true },
    }),
  createSession: (courseId: string) =>
    mutationOptions({
      mutationFn: (input: CourseSessionInput) => apiPost(`courses/${enc(courseId)}/sessions`, input, CourseSessionView),
      meta: { customErrorHandling: true },
    }),
  place: (sessionId: string) =>
    mutationOptions({
      mutationFn: (input: PlaceSessionStudents) =>
        apiPost(`course-sessions/${enc(sessionId)}/students`, input, SessionPlacementResult),
      meta: { customErrorHandling: true },
    }),
  /** `POST /api/course-sessions/:id/join`: a student joins a free session (errors: the app's notification). */
  join: () =>
    mutationOptions({
      mutationFn: (sessionId: string) => apiPost(`course-sessions/${enc(sessionId)}/join`, {}, CourseSessionView),
    }),
  /** An order of kind `session` for a need-pay-first session's fee (one Idempotency-Key per click). */
  payForSession: () =>
    mutationOptions({
      mutationFn: (sessionId: string) =>
        apiPost('orders', { kind: 'session', course_session_id: sessionId, method: 'card' }, OrderView, {
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        }),
    }),
  /** The sandbox provider's outcome for an order (it answers once the server settled it). */
  sandbox: () =>
    mutationOptions({
      mutationFn: ({ orderId, outcome }: { orderId: string; outcome: 'paid' | 'failed' }) =>
        apiPost(`payments/sandbox/${enc(orderId)}`, { outcome }, OrderView),
    }),
};
