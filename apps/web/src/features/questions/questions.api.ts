import {
  GenerateResponse,
  ImageUpload,
  ImportJobView,
  ImportStarted,
  LabelList,
  LabelView,
  PassagePage,
  PassageView,
  QuestionPage,
  QuestionPreview,
  QuestionStats,
  QuestionView,
  type ExportRequest,
  type GenerateRequest,
  type LabelPatch,
  type PassageInput,
  type QuestionInputRaw,
  type QuestionListQuery,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  apiDelete,
  apiGet,
  apiGetBlob,
  apiPatch,
  apiPost,
  apiPostBlob,
  apiUpload,
  type Parser,
} from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { tenantScope } from '../../lib/storage.ts';

const seg = (id: string) => encodeURIComponent(id);

/** Mutations whose answer the screens do not read (they refetch instead). */
const Ignored: Parser<null> = { parse: () => null };

/** What DELETE /api/questions/:id answers: whether the question was retired (attempts saw it) rather than deleted. */
export interface DeleteOutcome {
  retired: boolean;
}
const DeleteAnswer: Parser<DeleteOutcome> = {
  parse: (data) => {
    const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    return { retired: body.retired === true || body.status === 'retired' };
  },
};

/** The list's filters, as the URL and the query key hold them (every field optional but the page). */
export type QuestionFilter = Omit<Partial<QuestionListQuery>, 'page' | 'per_page'> & { page: number };

/** The question bank (issue 13). Every key starts with the tenant. */
export const questionQueries = {
  all: () => [tenantScope(), 'questions'] as const,
  one: (id: string) => [...questionQueries.all(), 'question', id] as const,
  /** GET /api/questions: a page of the bank with the filters. */
  list: (filter: QuestionFilter) =>
    queryOptions({
      queryKey: [...questionQueries.all(), 'list', filter] as const,
      queryFn: ({ signal }) =>
        apiGet('questions', QuestionPage, {
          signal,
          background: true,
          query: { ...filter, search: filter.search?.trim() || undefined },
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...questionQueries.one(id), 'detail'] as const,
      queryFn: ({ signal }) => apiGet(`questions/${seg(id)}`, QuestionView, { signal }),
    }),
  stats: (id: string) =>
    queryOptions({
      queryKey: [...questionQueries.one(id), 'stats'] as const,
      queryFn: ({ signal }) =>
        apiGet(`questions/${seg(id)}/stats`, QuestionStats, { signal, background: true, notFound: 'caller' }),
    }),
  /** GET /api/labels: the tenant's labels (and the shared catalogue's) with their question counts. */
  labels: () =>
    queryOptions({
      queryKey: [...questionQueries.all(), 'labels'] as const,
      queryFn: ({ signal }) => apiGet('labels', LabelList, { signal, background: true }),
    }),
  passages: (search: string, page = 1) =>
    queryOptions({
      queryKey: [...questionQueries.all(), 'passages', search, page] as const,
      queryFn: ({ signal }) =>
        apiGet('passages', PassagePage, {
          signal,
          background: true,
          query: { page, search: search.trim() || undefined },
        }),
      placeholderData: keepPreviousData,
    }),
  /** A saved question's preview (POST /api/questions/preview of its stored texts), kept per version. */
  preview: (id: string, updatedAt: string, input: QuestionInputRaw) =>
    queryOptions({
      queryKey: [...questionQueries.one(id), 'preview', updatedAt] as const,
      queryFn: ({ signal }) => apiPost('questions/preview', input, QuestionPreview, { signal, background: true }),
    }),
  /** GET /api/imports/:jobId, polled every second while the job is importing. */
  importJob: (jobId: string) =>
    queryOptions({
      queryKey: [...questionQueries.all(), 'import', jobId] as const,
      queryFn: ({ signal }) => apiGet(`imports/${seg(jobId)}`, ImportJobView, { signal, background: true }),
      refetchInterval: (query) => (query.state.data?.status === 'importing' || !query.state.data ? 1000 : false),
    }),
};

/** After a change to questions: every list and the changed question refetch. */
export const refreshQuestions = (client: QueryClient, id?: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [...questionQueries.all(), 'list'] }),
    client.invalidateQueries({ queryKey: [...questionQueries.all(), 'labels'] }),
    ...(id ? [client.invalidateQueries({ queryKey: questionQueries.one(id) })] : []),
  ]);

const formError = { customErrorHandling: true } as const;

export const questionMutations = {
  /** POST /api/questions. */
  create: () =>
    mutationOptions({
      meta: formError,
      mutationFn: (input: QuestionInputRaw) => apiPost('questions', input, QuestionView),
    }),
  /** PATCH /api/questions/:id (every field given): a seen question answers with its new version. */
  update: (id: string) =>
    mutationOptions({
      meta: formError,
      mutationFn: (input: QuestionInputRaw) => apiPatch(`questions/${seg(id)}`, input, QuestionView),
    }),
  remove: () => mutationOptions({ mutationFn: (id: string) => apiDelete(`questions/${seg(id)}`, DeleteAnswer) }),
  duplicate: () =>
    mutationOptions({ mutationFn: (id: string) => apiPost(`questions/${seg(id)}/duplicate`, {}, QuestionView) }),
  approve: () =>
    mutationOptions({
      meta: formError,
      mutationFn: (id: string) => apiPost(`questions/${seg(id)}/approve`, {}, QuestionView),
    }),
  /** POST /api/questions/preview: the question's HTML as the runner receives it. */
  preview: () =>
    mutationOptions({
      meta: formError,
      mutationFn: (input: QuestionInputRaw) =>
        apiPost('questions/preview', input, QuestionPreview, { background: true }),
    }),
  createLabel: () =>
    mutationOptions({ meta: formError, mutationFn: (name: string) => apiPost('labels', { name }, LabelView) }),
  patchLabel: () =>
    mutationOptions({
      meta: formError,
      mutationFn: ({ id, patch }: { id: string; patch: LabelPatch }) => apiPatch(`labels/${seg(id)}`, patch, Ignored),
    }),
  deleteLabel: () => mutationOptions({ mutationFn: (id: string) => apiDelete(`labels/${seg(id)}`, Ignored) }),
  createPassage: () =>
    mutationOptions({
      meta: formError,
      mutationFn: (input: Partial<PassageInput> & { body: string }) => apiPost('passages', input, PassageView),
    }),
  /** POST /api/questions/import: multipart `file` and `dryRun`; the job is then polled. */
  startImport: () =>
    mutationOptions({
      meta: formError,
      mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
        const form = new FormData();
        form.set('dryRun', String(dryRun));
        form.set('file', file, file.name); // last: the fields are read before the file streams
        return apiUpload('questions/import', form, ImportStarted);
      },
    }),
  generate: () =>
    mutationOptions({
      meta: formError,
      mutationFn: (input: GenerateRequest) => apiPost('questions/generate', input, GenerateResponse),
    }),
};

/** POST /api/images: an image for rich text (checked by content on the server); answers its URL. */
export const uploadImage = (file: File): Promise<string> => {
  const form = new FormData();
  form.set('file', file, file.name);
  return apiUpload('images', form, ImageUpload, { background: true }).then((image) => image.url);
};

/** POST /api/questions/export: the selected questions (or a label's) as a QTI 3.0 content package. */
export const exportQuestions = async (request: ExportRequest): Promise<void> =>
  saveBlob(await apiPostBlob('questions/export', request), 'questions-qti.zip');

/** GET /api/questions/import/template?format=csv|xlsx. */
export const downloadTemplate = async (format: 'csv' | 'xlsx'): Promise<void> =>
  saveBlob(await apiGetBlob('questions/import/template', { query: { format } }), `questions-template.${format}`);

export const questionPath = (id: string) => `/questions/${seg(id)}`;
export const questionEditPath = (id: string) => `/questions/${seg(id)}/edit`;
