import {
  AiConversationSummaryList,
  ClassDetail,
  ClassInvitationPreview,
  ClassPage,
  ClassTestList,
  MaterialList,
  QuestionTagStats,
  StartClassTestResponse,
  TeacherStudentView,
  UserExamPage,
  UserSummaryList,
  type JoinClassInput,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiGetBlob, apiPost, isApiError } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

const seg = (id: string) => encodeURIComponent(id);

/**
 * The student's, parent's and teacher's views of classes and progress (issue 5). Keys carry the tenant;
 * class-scoped keys sit under `classes` so joining or starting a test refreshes them together.
 */
export const learningQueries = {
  all: () => [tenantScope(), 'learning'] as const,
  classes: () => [...learningQueries.all(), 'classes'] as const,
  /** GET /api/classes (scope mine): the classes the student joined, 20 per page. */
  myClasses: (page: number) =>
    queryOptions({
      queryKey: [...learningQueries.classes(), 'mine', page] as const,
      queryFn: ({ signal }) =>
        apiGet('classes', ClassPage, { signal, background: true, query: { scope: 'mine', page } }),
      placeholderData: keepPreviousData,
    }),
  classDetail: (id: string) =>
    queryOptions({
      queryKey: [...learningQueries.classes(), 'detail', id] as const,
      queryFn: ({ signal }) => apiGet(`classes/${seg(id)}`, ClassDetail, { signal }),
    }),
  materials: (id: string) =>
    queryOptions({
      queryKey: [...learningQueries.classes(), 'materials', id] as const,
      queryFn: ({ signal }) => apiGet(`classes/${seg(id)}/materials`, MaterialList, { signal, background: true }),
    }),
  /** The tests sent to the student, with their own latest attempt. */
  classTests: (id: string) =>
    queryOptions({
      queryKey: [...learningQueries.classes(), 'tests', id] as const,
      queryFn: ({ signal }) => apiGet(`classes/${seg(id)}/tests`, ClassTestList, { signal, background: true }),
    }),
  /** GET /api/classes/invitation/:token: what an invitation link joins (a reset link → 400, shown inline). */
  invitation: (token: string) =>
    queryOptions({
      queryKey: [...learningQueries.classes(), 'invitation', token] as const,
      queryFn: ({ signal }) =>
        apiGet(`classes/invitation/${seg(token)}`, ClassInvitationPreview, { signal, notFound: 'caller' }),
      retry: false,
    }),
  /** GET /api/auth/students?q=: a teacher's student search (at most 20). */
  studentSearch: (q: string) =>
    queryOptions({
      queryKey: [...learningQueries.all(), 'student-search', q] as const,
      queryFn: ({ signal }) => apiGet('auth/students', UserSummaryList, { signal, background: true, query: { q } }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/teacher/users/:id: a student's profile, classes, recent results and skills for a teacher. */
  teacherStudent: (id: string) =>
    queryOptions({
      queryKey: [...learningQueries.all(), 'teacher-student', id] as const,
      queryFn: ({ signal }) => apiGet(`teacher/users/${seg(id)}`, TeacherStudentView, { signal }),
    }),
  /** GET /api/users/:id/user-exams: a student's attempts (20 per page), for the student's parent or teachers. */
  userExams: (userId: string, page: number) =>
    queryOptions({
      queryKey: [...learningQueries.all(), 'user-exams', userId, page] as const,
      queryFn: ({ signal }) =>
        apiGet(`users/${seg(userId)}/user-exams`, UserExamPage, {
          signal,
          background: true,
          query: { page },
          notFound: 'caller',
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/users/:id/question-tag-stats: per-skill accuracy. */
  tagStats: (userId: string) =>
    queryOptions({
      queryKey: [...learningQueries.all(), 'tag-stats', userId] as const,
      queryFn: ({ signal }) =>
        apiGet(`users/${seg(userId)}/question-tag-stats`, QuestionTagStats, {
          signal,
          background: true,
          notFound: 'caller',
        }),
    }),
  /**
   * GET /api/ai/students/:id/conversations (issue 6). Null when the endpoint answers 404 (not deployed
   * yet, or nothing the caller may read): the section is then hidden instead of failing the page.
   */
  tutorConversations: (studentId: string) =>
    queryOptions({
      queryKey: [...learningQueries.all(), 'tutor-conversations', studentId] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiGet(`ai/students/${seg(studentId)}/conversations`, AiConversationSummaryList, {
            signal,
            background: true,
            notFound: 'caller',
          });
        } catch (error) {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        }
      },
      retry: false,
    }),
};

export const learningMutations = {
  /** POST /api/classes/join by code or invitation token: the class joined. */
  join: () =>
    mutationOptions({
      meta: { customErrorHandling: true }, // the form shows the error on the code field or in the invitation card
      mutationFn: (input: JoinClassInput) => apiPost('classes/join', input, ClassDetail),
    }),
  /** POST /api/classes/:id/tests/:classTestId/start: starts or resumes; `runner_url` is where to go. */
  startTest: () =>
    mutationOptions({
      meta: { customErrorHandling: true }, // useStartClassTest opens the dialog or message of each code
      mutationFn: ({ classId, classTestId }: { classId: string; classTestId: string }) =>
        apiPost(`classes/${seg(classId)}/tests/${seg(classTestId)}/start`, {}, StartClassTestResponse),
    }),
};

/** A material's file (members only, needs the bearer token): fetched as a Blob. */
export const fetchMaterialFile = (fileUrl: string): Promise<Blob> => apiGetBlob(fileUrl);

export const refreshClasses = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: learningQueries.classes() });
