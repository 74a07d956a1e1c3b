import {
  RegradeResult,
  ScoreTablePreview,
  ScoreTableSet,
  TestStructure,
  type ScoreTableInput,
  type ScoreTablesPut,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiGetBlob, apiPost, apiPut } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { tenantScope } from '../../lib/storage.ts';

const seg = (id: string) => encodeURIComponent(id);
const base = (testId: string) => `tests/${seg(testId)}`;

/** Score tables, regrade and the printable test (issue 14). Every key starts with the tenant. */
export const scoreTableQueries = {
  all: () => [tenantScope(), 'score-tables'] as const,
  test: (testId: string) => [...scoreTableQueries.all(), testId] as const,
  /** GET /api/tests/:id/score-tables: a table per section and route, with its maxRaw and scale. */
  tables: (testId: string) =>
    queryOptions({
      queryKey: [...scoreTableQueries.test(testId), 'tables'] as const,
      queryFn: ({ signal }) => apiGet(`${base(testId)}/score-tables`, ScoreTableSet, { signal }),
    }),
  /** GET /api/tests/:id/structure: the test's title, kind, sections and status. */
  structure: (testId: string) =>
    queryOptions({
      queryKey: [...scoreTableQueries.test(testId), 'structure'] as const,
      queryFn: ({ signal }) => apiGet(`${base(testId)}/structure`, TestStructure, { signal }),
    }),
  /**
   * POST /api/tests/:id/regrade {dryRun: true}: what a regrade would change. A read, so a query the
   * regrade dialog runs while open (never cached: the answer is only true now).
   */
  regradeDryRun: (testId: string) =>
    queryOptions({
      queryKey: [...scoreTableQueries.test(testId), 'regrade-dry-run'] as const,
      queryFn: ({ signal }) => apiPost(`${base(testId)}/regrade`, { dryRun: true }, RegradeResult, { signal }),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};

const own = { meta: { customErrorHandling: true } } as const;

export const scoreTableMutations = {
  /** PUT /api/tests/:id/score-tables: the tables given replace theirs (422 with `tables.{i}.rows.{raw}`). */
  save: (testId: string) =>
    mutationOptions({
      ...own,
      mutationFn: (body: ScoreTablesPut) => apiPut(`${base(testId)}/score-tables`, body, ScoreTableSet),
    }),
  /** POST /api/tests/:id/score-tables/preview with the unsaved tables. */
  preview: (testId: string) =>
    mutationOptions({
      ...own,
      mutationFn: (tables: ScoreTableInput[]) =>
        apiPost(`${base(testId)}/score-tables/preview`, { tables }, ScoreTablePreview, { background: true }),
    }),
  /** POST /api/tests/:id/regrade {dryRun: false}: every changed result recomputed. */
  regrade: (testId: string) =>
    mutationOptions({
      ...own,
      mutationFn: () => apiPost(`${base(testId)}/regrade`, { dryRun: false }, RegradeResult),
    }),
  /** GET /api/tests/:id/pdf: the booklet (with the answer key when `answers`), saved as a file. */
  pdf: (testId: string) =>
    mutationOptions({
      ...own,
      mutationFn: ({ title, answers }: { title: string; answers: boolean }) => downloadTestPdf(testId, title, answers),
    }),
};

/** After a save: the tables (and the structure's warnings) refetch; the saved set is put in place first. */
export const refreshTables = (client: QueryClient, testId: string, saved?: ScoreTableSet) => {
  if (saved) client.setQueryData(scoreTableQueries.tables(testId).queryKey, saved);
  return client.invalidateQueries({ queryKey: scoreTableQueries.test(testId) });
};

/** After a regrade: every result and history list of the tenant may show new scores. */
export const refreshResults = (client: QueryClient) => client.invalidateQueries({ queryKey: [tenantScope(), 'exams'] });

/** A file name from the test's title: letters, digits and dashes (any script), at most 80 characters. */
export const pdfFileName = (title: string, answers: boolean): string => {
  const stem =
    title
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'test';
  return answers ? `${stem}-answer-key.pdf` : `${stem}.pdf`;
};

/** GET /api/tests/:id/pdf?answers=…: the booklet through the API client (the bearer token), saved as a file. */
export const downloadTestPdf = async (testId: string, title: string, answers: boolean): Promise<void> =>
  saveBlob(
    await apiGetBlob(`${base(testId)}/pdf`, { query: { answers: answers ? 'true' : 'false' } }),
    pdfFileName(title, answers),
  );
