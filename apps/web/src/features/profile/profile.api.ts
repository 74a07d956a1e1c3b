import {
  BasicProfileUpdate,
  BindParentRequest,
  BindStudentRequest,
  BindTeacherRequest,
  ChangePasswordRequest,
  ChildProfileUpdate,
  ChildSummaryList,
  FinishBindResponse,
  ImageUpload,
  Ok,
  ParentSearchResult,
  ProfileView,
  StudentProfileUpdate,
  TeacherProfileUpdate,
  UserSummaryList,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDelete, apiGet, apiPatch, apiPost, apiUpload } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';
import { sessionQueries } from '../session/session.api.ts';

export type BasicInput = z.input<typeof BasicProfileUpdate>;
export type StudentInput = z.input<typeof StudentProfileUpdate>;
export type TeacherInput = z.input<typeof TeacherProfileUpdate>;
export type ChildInput = z.input<typeof ChildProfileUpdate>;
export type PasswordInput = z.input<typeof ChangePasswordRequest>;

export const profileQueries = {
  all: () => [tenantScope(), 'profile'] as const,
  /** The caller's own profile. */
  mine: () =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'me'] as const,
      queryFn: ({ signal }) => apiGet('profile', ProfileView, { signal }),
    }),
  /** Someone else's profile (staff, parent, super admin). */
  user: (id: string) =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'user', id] as const,
      queryFn: ({ signal }) => apiGet(`users/${encodeURIComponent(id)}`, ProfileView, { signal }),
    }),
  child: (id: string) =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'child', id] as const,
      queryFn: ({ signal }) => apiGet(`child/profile/${encodeURIComponent(id)}`, ProfileView, { signal }),
    }),
  children: (parentId: string) =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'children', parentId] as const,
      queryFn: ({ signal }) => apiGet(`parent/${encodeURIComponent(parentId)}/children`, ChildSummaryList, { signal }),
    }),
  teachers: () =>
    queryOptions({
      queryKey: [tenantScope(), 'teachers'] as const,
      queryFn: ({ signal }) => apiGet('teachers', UserSummaryList, { signal }),
    }),
};

/** Every profile form shows its own errors on its fields. */
const own = { meta: { customErrorHandling: true } } as const;

/** After a change: the profile screens and the session user (header name, avatar, finish_bind). */
export const refreshProfile = async (client: QueryClient) => {
  await Promise.all([
    client.invalidateQueries({ queryKey: profileQueries.all() }),
    client.invalidateQueries({ queryKey: sessionQueries.me().queryKey }),
    client.invalidateQueries({ queryKey: [tenantScope(), 'dashboard'] }),
  ]);
};

/** `/:id` forms (an admin editing someone) or the caller's own. */
const target = (path: string, id?: string) => (id ? `${path}/${encodeURIComponent(id)}` : path);

export const profileMutations = {
  basic: (id?: string) =>
    mutationOptions({
      ...own,
      mutationFn: (input: BasicInput) =>
        apiPatch(target('basic/profile', id), BasicProfileUpdate.parse(input), ProfileView),
    }),
  student: (id?: string) =>
    mutationOptions({
      ...own,
      mutationFn: (input: StudentInput) =>
        apiPatch(target('student/profile', id), StudentProfileUpdate.parse(input), ProfileView),
    }),
  teacher: (id?: string) =>
    mutationOptions({
      ...own,
      mutationFn: (input: TeacherInput) =>
        apiPatch(target('teacher/profile', id), TeacherProfileUpdate.parse(input), ProfileView),
    }),
  child: (id: string) =>
    mutationOptions({
      ...own,
      mutationFn: (input: ChildInput) =>
        apiPatch(`child/profile/${encodeURIComponent(id)}`, ChildProfileUpdate.parse(input), ProfileView),
    }),
  bindStudent: () =>
    mutationOptions({
      ...own,
      mutationFn: (input: z.input<typeof BindStudentRequest>) =>
        apiPost('bind-student', BindStudentRequest.parse(input), FinishBindResponse),
    }),
  bindTeacher: () =>
    mutationOptions({
      ...own,
      mutationFn: (input: z.input<typeof BindTeacherRequest>) =>
        apiPost('bind-teacher', BindTeacherRequest.parse(input), FinishBindResponse),
    }),
  bindParent: () =>
    mutationOptions({
      ...own,
      mutationFn: (input: z.input<typeof BindParentRequest>) =>
        apiPost('bind-parent', BindParentRequest.parse(input), FinishBindResponse),
    }),
  /** Whether an e-mail can be linked, before asking (422 student_email_not_found / student_already_linked otherwise); never a name. */
  findStudent: () =>
    mutationOptions({
      ...own,
      mutationFn: (email: string) =>
        apiGet('parent/search', ParentSearchResult, { query: { email }, notFound: 'caller', background: true }),
    }),
  avatar: () =>
    mutationOptions({
      ...own,
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return apiUpload('image', form, ImageUpload);
      },
    }),
  deleteImage: () =>
    mutationOptions({ ...own, mutationFn: (id: string) => apiDelete(`image/${encodeURIComponent(id)}`, Ok) }),
  password: () =>
    mutationOptions({
      ...own,
      mutationFn: (input: PasswordInput) => apiPatch('password', ChangePasswordRequest.parse(input), Ok),
    }),
  deleteAccount: () =>
    mutationOptions({ mutationFn: (id: string) => apiDelete(`account/destroy/${encodeURIComponent(id)}`, Ok) }),
};
