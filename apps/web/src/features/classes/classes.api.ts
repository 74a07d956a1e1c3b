import {
  ClassDashboard,
  ClassDetail,
  ClassPage,
  ClassStudentList,
  ClassTeacherList,
  ClassTestInvitationList,
  ClassTestList,
  MaterialList,
  TestPage,
  UserSummaryList,
  type AddClassStudentsInput,
  type ClassCodeAction,
  type CreateClassInput,
  type CreateClassTestInput,
  type JoinClassInput,
  type ExamKind,
  type MaterialFields,
  type UpdateClassInput,
  type UpdateClassTestInput,
  type UpdateMaterialInput,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  apiDelete,
  apiGet,
  apiGetBlob,
  apiPatch,
  apiPost,
  apiPut,
  apiUpload,
  type Parser,
} from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { tenantScope } from '../../lib/storage.ts';

const seg = (id: string) => encodeURIComponent(id);
const base = (classId: string) => `classes/${seg(classId)}`;

/** Mutations whose answer the screens do not read (they refetch the lists instead). */
const Ignored: Parser<null> = { parse: () => null };
/** What a create answers: only the new id is needed (to go to the class). */
const Created: Parser<{ id: string }> = {
  parse: (data) => {
    const id = typeof data === 'object' && data !== null && 'id' in data ? (data as { id: unknown }).id : null;
    if (typeof id !== 'string' || !id) throw new Error('no id in the response');
    return { id };
  },
};

export type ClassScope = 'mine' | 'created' | 'all';
export interface ClassListFilter {
  scope: ClassScope;
  q: string;
  page: number;
}

/** The teachers' class screens (issue 5). Every key starts with the tenant; everything of one class sits under `class, id`. */
export const classQueries = {
  all: () => [tenantScope(), 'classes'] as const,
  one: (id: string) => [...classQueries.all(), 'class', id] as const,
  /** GET /api/classes: my / created / all (company admins) classes, with search and pages. */
  list: (filter: ClassListFilter) =>
    queryOptions({
      queryKey: [...classQueries.all(), 'list', filter] as const,
      queryFn: ({ signal }) =>
        apiGet('classes', ClassPage, {
          signal,
          background: true,
          query: { scope: filter.scope, page: filter.page, q: filter.q.trim() || undefined },
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...classQueries.one(id), 'detail'] as const,
      queryFn: ({ signal }) => apiGet(base(id), ClassDetail, { signal }),
    }),
  students: (id: string) =>
    queryOptions({
      queryKey: [...classQueries.one(id), 'students'] as const,
      queryFn: ({ signal }) => apiGet(`${base(id)}/students`, ClassStudentList, { signal, background: true }),
    }),
  teachers: (id: string) =>
    queryOptions({
      queryKey: [...classQueries.one(id), 'teachers'] as const,
      queryFn: ({ signal }) => apiGet(`${base(id)}/teachers`, ClassTeacherList, { signal, background: true }),
    }),
  materials: (id: string) =>
    queryOptions({
      queryKey: [...classQueries.one(id), 'materials'] as const,
      queryFn: ({ signal }) => apiGet(`${base(id)}/materials`, MaterialList, { signal, background: true }),
    }),
  tests: (id: string) =>
    queryOptions({
      queryKey: [...classQueries.one(id), 'tests'] as const,
      queryFn: ({ signal }) => apiGet(`${base(id)}/tests`, ClassTestList, { signal, background: true }),
    }),
  invitations: (id: string, classTestId: string) =>
    queryOptions({
      queryKey: [...classQueries.one(id), 'tests', classTestId, 'invitations'] as const,
      queryFn: ({ signal }) =>
        apiGet(`${base(id)}/tests/${seg(classTestId)}/invitations`, ClassTestInvitationList, {
          signal,
          background: true,
        }),
    }),
  dashboard: (id: string) =>
    queryOptions({
      queryKey: [...classQueries.one(id), 'dashboard'] as const,
      queryFn: ({ signal }) => apiGet(`${base(id)}/dashboard`, ClassDashboard, { signal, background: true }),
    }),
  /** GET /api/auth/students?q=: the tenant's students matching a name, username or e-mail. */
  studentSearch: (q: string) =>
    queryOptions({
      queryKey: [...classQueries.all(), 'student-search', q] as const,
      queryFn: ({ signal }) =>
        apiGet('auth/students', UserSummaryList, { signal, background: true, query: { q: q.trim() || undefined } }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/teachers: the tenant's teachers (co-teacher candidates). */
  tenantTeachers: () =>
    queryOptions({
      queryKey: [...classQueries.all(), 'tenant-teachers'] as const,
      queryFn: ({ signal }) => apiGet('teachers', UserSummaryList, { signal, background: true }),
    }),
  /** GET /api/tests: the catalogue the tenant sees, for "Add test". */
  catalogue: (kind: ExamKind, q: string, page: number) =>
    queryOptions({
      queryKey: [...classQueries.all(), 'catalogue', kind, q, page] as const,
      queryFn: ({ signal }) =>
        apiGet('tests', TestPage, { signal, background: true, query: { kind, page, q: q.trim() || undefined } }),
      placeholderData: keepPreviousData,
    }),
};

/** After a change to one class: its views and every list (counts, names) refetch. */
export const refreshClass = (client: QueryClient, id: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: classQueries.one(id) }),
    client.invalidateQueries({ queryKey: [...classQueries.all(), 'list'] }),
  ]);

const formError = { customErrorHandling: true } as const;

export const classMutations = {
  /** POST /api/classes/join by code: a teacher joins as a co-teacher (spec §6); the class as its teachers see it. */
  join: () =>
    mutationOptions({
      meta: formError,
      mutationFn: (input: JoinClassInput) => apiPost('classes/join', input, ClassDetail),
    }),
  /** POST /api/classes: the caller becomes the owner. */
  create: () =>
    mutationOptions({ meta: formError, mutationFn: (input: CreateClassInput) => apiPost('classes', input, Created) }),
  /** PATCH /api/classes/:id. */
  update: (id: string) =>
    mutationOptions({
      meta: formError,
      mutationFn: (input: UpdateClassInput) => apiPatch(base(id), input, ClassDetail),
    }),
  /** DELETE /api/classes/:id (owner, company admins): the class with its roster, materials and tests. */
  remove: (id: string) => mutationOptions({ mutationFn: () => apiDelete(base(id), Ignored) }),
  /** POST /api/classes/:id/code: reset, disable or enable the class code. */
  code: (id: string) =>
    mutationOptions({
      mutationFn: (action: ClassCodeAction['action']) => apiPost(`${base(id)}/code`, { action }, Ignored),
    }),
  /** POST /api/classes/:id/invite-link/reset: a new invitation link (the old one stops working). */
  resetInvite: (id: string) =>
    mutationOptions({ mutationFn: () => apiPost(`${base(id)}/invite-link/reset`, {}, Ignored) }),
  addStudents: (id: string) =>
    mutationOptions({
      meta: formError,
      mutationFn: (input: AddClassStudentsInput) => apiPost(`${base(id)}/students`, input, Ignored),
    }),
  removeStudent: (id: string) =>
    mutationOptions({ mutationFn: (userId: string) => apiDelete(`${base(id)}/students/${seg(userId)}`, Ignored) }),
  addTeacher: (id: string) =>
    mutationOptions({ mutationFn: (userId: string) => apiPost(`${base(id)}/teachers`, { user_id: userId }, Ignored) }),
  removeTeacher: (id: string) =>
    mutationOptions({ mutationFn: (userId: string) => apiDelete(`${base(id)}/teachers/${seg(userId)}`, Ignored) }),
  /** POST /api/classes/:id/materials: a link as JSON, or a file as multipart (server: 413 / 415). */
  addMaterial: (id: string) =>
    mutationOptions({
      meta: formError,
      mutationFn: ({ fields, file }: { fields: MaterialFields; file: File | null }) => {
        if (!file) return apiPost(`${base(id)}/materials`, fields, Ignored);
        const form = new FormData();
        form.set('category', fields.category);
        form.set('title', fields.title);
        if (fields.description) form.set('description', fields.description);
        form.set('file', file, file.name); // last: the fields are read before the file streams
        return apiUpload(`${base(id)}/materials`, form, Ignored);
      },
    }),
  updateMaterial: (id: string) =>
    mutationOptions({
      meta: formError,
      mutationFn: ({ materialId, input }: { materialId: string; input: UpdateMaterialInput }) =>
        apiPatch(`${base(id)}/materials/${seg(materialId)}`, input, Ignored),
    }),
  deleteMaterial: (id: string) =>
    mutationOptions({
      mutationFn: (materialId: string) => apiDelete(`${base(id)}/materials/${seg(materialId)}`, Ignored),
    }),
  /** PUT /api/classes/:id/materials/order: every id in the new order. */
  reorderMaterials: (id: string) =>
    mutationOptions({ mutationFn: (ids: string[]) => apiPut(`${base(id)}/materials/order`, { ids }, Ignored) }),
  addTest: (id: string) =>
    mutationOptions({
      meta: formError,
      mutationFn: (input: CreateClassTestInput) => apiPost(`${base(id)}/tests`, input, Ignored),
    }),
  /** PATCH /api/classes/:id/tests/:classTestId: when it opens, test or practice, default practice, who pays. */
  updateTest: (id: string) =>
    mutationOptions({
      meta: formError,
      mutationFn: ({ classTestId, input }: { classTestId: string; input: UpdateClassTestInput }) =>
        apiPatch(`${base(id)}/tests/${seg(classTestId)}`, input, Ignored),
    }),
  deleteTest: (id: string) =>
    mutationOptions({
      mutationFn: (classTestId: string) => apiDelete(`${base(id)}/tests/${seg(classTestId)}`, Ignored),
    }),
  /** POST /api/classes/:id/tests/:classTestId/send: e-mails the link to the chosen students (again for those already invited). */
  sendTest: (id: string) =>
    mutationOptions({
      meta: formError,
      mutationFn: ({ classTestId, studentIds }: { classTestId: string; studentIds: string[] }) =>
        apiPost(`${base(id)}/tests/${seg(classTestId)}/send`, { student_ids: studentIds }, Ignored),
    }),
};

/** Downloads a material through the members-only endpoint (`file_url` needs the session's token). */
export const downloadMaterial = async (fileUrl: string, fileName: string): Promise<void> => {
  saveBlob(await apiGetBlob(fileUrl.replace(/^\/?api\//, '')), fileName);
};
