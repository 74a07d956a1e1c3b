import {
  CalendarFeedView,
  CalendarView,
  ClassLessonsView,
  LessonDetail,
  LessonSeriesView,
  NextLessonView,
  SeriesCreated,
  UserSummaryList,
  type AttendanceInput,
  type LessonSeriesInput,
  type LessonSeriesUpdate,
  type LessonUpdate,
  type OneOffLessonInput,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost, apiPut } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

/** Lessons, attendance, the calendar and its feed (issue 19): the only place they call the API. */
export const lessonQueries = {
  all: () => [tenantScope(), 'lessons'] as const,
  /** The caller's calendar, or (admins) one user's (`userId`). */
  calendar: (from: string, to: string, userId?: string | null) =>
    queryOptions({
      queryKey: [...lessonQueries.all(), 'calendar', from, to, userId ?? null] as const,
      queryFn: ({ signal }) =>
        apiGet('calendar', CalendarView, { signal, query: { from, to, user_id: userId || undefined } }),
    }),
  /** Whose calendar an admin may open: the tenant's teachers (`GET /api/teachers`) … */
  teachers: () =>
    queryOptions({
      queryKey: [...lessonQueries.all(), 'people', 'teachers'] as const,
      queryFn: ({ signal }) => apiGet('teachers', UserSummaryList, { signal, background: true }),
    }),
  /** … and students matching a name or e-mail (`GET /api/auth/students?q=`). */
  students: (q: string) =>
    queryOptions({
      queryKey: [...lessonQueries.all(), 'people', 'students', q] as const,
      queryFn: ({ signal }) =>
        apiGet('auth/students', UserSummaryList, { signal, background: true, query: { q: q.trim() || undefined } }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...lessonQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiGet(`lessons/${encodeURIComponent(id)}`, LessonDetail, { signal }),
    }),
  ofClass: (classId: string, from: string, to: string) =>
    queryOptions({
      queryKey: [...lessonQueries.all(), 'class', classId, from, to] as const,
      queryFn: ({ signal }) =>
        apiGet(`classes/${encodeURIComponent(classId)}/lessons`, ClassLessonsView, { signal, query: { from, to } }),
    }),
  next: () =>
    queryOptions({
      queryKey: [...lessonQueries.all(), 'next'] as const,
      // A card of the dashboard: a failure hides the card, never sends the page to /404.
      queryFn: ({ signal }) => apiGet('lessons/next', NextLessonView, { signal, notFound: 'caller', background: true }),
    }),
};

export const lessonMutations = {
  createSeries: (classId: string) =>
    mutationOptions({
      mutationFn: (input: LessonSeriesInput) =>
        apiPost(`classes/${encodeURIComponent(classId)}/lesson-series`, input, SeriesCreated),
      meta: { customErrorHandling: true },
    }),
  updateSeries: (seriesId: string) =>
    mutationOptions({
      mutationFn: (input: LessonSeriesUpdate) =>
        apiPatch(`lesson-series/${encodeURIComponent(seriesId)}`, input, LessonSeriesView),
      meta: { customErrorHandling: true },
    }),
  createLesson: (classId: string) =>
    mutationOptions({
      mutationFn: (input: OneOffLessonInput) =>
        apiPost(`classes/${encodeURIComponent(classId)}/lessons`, input, LessonDetail),
      meta: { customErrorHandling: true },
    }),
  update: (id: string) =>
    mutationOptions({
      mutationFn: (input: LessonUpdate) => apiPatch(`lessons/${encodeURIComponent(id)}`, input, LessonDetail),
      meta: { customErrorHandling: true },
    }),
  attendance: (id: string) =>
    mutationOptions({
      mutationFn: (input: AttendanceInput) =>
        apiPut(`lessons/${encodeURIComponent(id)}/attendance`, input, LessonDetail),
      meta: { customErrorHandling: true },
    }),
  resetFeed: () =>
    mutationOptions({
      mutationFn: () => apiPost('calendar/feed', {}, CalendarFeedView),
    }),
};
