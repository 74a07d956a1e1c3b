import {
  QuestionView,
  TestPage,
  TestStructure,
  TestWriteResult,
  type ExamKind,
  type TestInputRaw,
  type TestPatch,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost, type Parser } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';
import { examQueries } from '../exams/exams.api.ts';
import { listQuery, type TestListFilter } from './list-filter.ts';

const seg = (id: string) => encodeURIComponent(id);

/** DELETE answers 204 with no body. */
const NoBody: Parser<null> = { parse: () => null };

/** The test builder (issue 14). Every key starts with the tenant. */
export const testBuilderQueries = {
  all: () => [tenantScope(), 'test-builder'] as const,
  /** GET /api/tests?scope=authoring: the tenant's tests of one exam, drafts included. */
  list: (kind: ExamKind, filter: TestListFilter) =>
    queryOptions({
      queryKey: [...testBuilderQueries.all(), 'list', kind, filter] as const,
      queryFn: ({ signal }) => apiGet('tests', TestPage, { signal, background: true, query: listQuery(kind, filter) }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/tests/:id/structure: what the builder edits, with the structure check's warnings. */
  structure: (id: string) =>
    queryOptions({
      queryKey: [...testBuilderQueries.all(), 'structure', id] as const,
      queryFn: ({ signal }) => apiGet(`tests/${seg(id)}/structure`, TestStructure, { signal }),
    }),
  /**
   * A picked bank question's own view (GET /api/questions/:id): the list rows do not say which passage a
   * question belongs to. A question gone meanwhile is the picker's error, not a trip to the 404 page.
   */
  bankQuestion: (id: string) =>
    queryOptions({
      queryKey: [...testBuilderQueries.all(), 'bank-question', id] as const,
      queryFn: ({ signal }) =>
        apiGet(`questions/${seg(id)}`, QuestionView, { signal, background: true, notFound: 'caller' }),
      staleTime: 60_000,
    }),
};

/** After a write: the authoring lists, the catalogue and the written test refetch; the answer seeds its structure. */
export const refreshTests = async (client: QueryClient, saved?: TestWriteResult) => {
  if (saved) {
    const { newVersion: _newVersion, ...structure } = saved;
    client.setQueryData(testBuilderQueries.structure(saved.id).queryKey, structure);
  }
  await Promise.all([
    client.invalidateQueries({ queryKey: [...testBuilderQueries.all(), 'list'] }),
    client.invalidateQueries({ queryKey: examQueries.all() }),
  ]);
};

/** Every write shows its own error (a form's fields, the list's notification): no global notification. */
const own = { meta: { customErrorHandling: true } } as const;

export const testBuilderMutations = {
  /** POST /api/tests. */
  create: () =>
    mutationOptions({ ...own, mutationFn: (input: TestInputRaw) => apiPost('tests', input, TestWriteResult) }),
  /** PATCH /api/tests/:id: `newVersion` when students had started it and the edit made the next version. */
  update: (id: string) =>
    mutationOptions({
      ...own,
      mutationFn: (patch: TestPatch | TestInputRaw) => apiPatch(`tests/${seg(id)}`, patch, TestWriteResult),
    }),
  /** DELETE /api/tests/:id: 400 `practice_exam_has_taken` once attempts exist. */
  remove: () => mutationOptions({ ...own, mutationFn: (id: string) => apiDelete(`tests/${seg(id)}`, NoBody) }),
  publish: () =>
    mutationOptions({
      ...own,
      mutationFn: (id: string) => apiPost(`tests/${seg(id)}/publish`, {}, TestWriteResult),
    }),
  /** Back to drafts: 400 `exam_attempt` while students are taking it. */
  draft: () =>
    mutationOptions({ ...own, mutationFn: (id: string) => apiPost(`tests/${seg(id)}/draft`, {}, TestWriteResult) }),
  duplicate: () =>
    mutationOptions({
      ...own,
      mutationFn: (id: string) => apiPost(`tests/${seg(id)}/duplicate`, {}, TestWriteResult),
    }),
};
