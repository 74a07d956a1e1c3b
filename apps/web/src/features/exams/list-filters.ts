import {
  ATTEMPT_STATUSES,
  EXAM_KINDS,
  SECTIONS_BY_KIND,
  TEST_TYPES_BY_KIND,
  type AttemptStatus,
  type ExamKind,
  type ExamVersion,
  type Section,
  type TestType,
} from '@prepwell/contracts';

/**
 * The filters of the catalogue and history pages, kept in the address (so Back and a shared link keep
 * them) and turned into the API's query. Values that do not fit the kind are dropped, never sent.
 */

export interface CatalogueFilter {
  type: TestType | null;
  section: Section | null;
  q: string;
  page: number;
  /** The test settings' version (features/test-settings), for a kind that has a digital and a paper form. */
  version?: ExamVersion | undefined;
}

export interface HistoryFilter {
  /** Fixed on /{kind}/history; chosen on /test-results. */
  kind: ExamKind | null;
  status: AttemptStatus | null;
  page: number;
}

/** A page number from the address: a whole number from 1, else the first page. */
export const pageOf = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100000 ? n : 1;
};
/** A value from the address when it is one of the allowed ones, else none. */
export const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

export const catalogueFilterFrom = (kind: ExamKind, params: URLSearchParams): CatalogueFilter => ({
  type: oneOf(TEST_TYPES_BY_KIND[kind], params.get('type')),
  section: oneOf(SECTIONS_BY_KIND[kind], params.get('section')),
  q: (params.get('q') ?? '').slice(0, 100),
  page: pageOf(params.get('page')),
});

/** Only what differs from the defaults, so a plain list has a plain address. */
export const catalogueFilterToParams = (filter: CatalogueFilter): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.section) params.set('section', filter.section);
  if (filter.q.trim()) params.set('q', filter.q);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
};

/** GET /api/tests query (contracts TestListQuery). */
export const catalogueQuery = (kind: ExamKind, filter: CatalogueFilter) => ({
  kind,
  type: filter.type ?? undefined,
  section: filter.section ?? undefined,
  q: filter.q.trim() || undefined,
  version: filter.version,
  page: filter.page,
});

export const historyFilterFrom = (fixedKind: ExamKind | null, params: URLSearchParams): HistoryFilter => ({
  kind: fixedKind ?? oneOf(EXAM_KINDS, params.get('kind')),
  status: oneOf(ATTEMPT_STATUSES, params.get('status')),
  page: pageOf(params.get('page')),
});

export const historyFilterToParams = (filter: HistoryFilter, fixedKind: ExamKind | null): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter.kind && !fixedKind) params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
};

/** GET /api/user-exams query (contracts AttemptListQuery). */
export const historyQuery = (filter: HistoryFilter) => ({
  kind: filter.kind ?? undefined,
  status: filter.status ?? undefined,
  page: filter.page,
});
