import { TEST_TYPES_BY_KIND, type ExamKind, type TestType } from '@prepwell/contracts';
import { oneOf, pageOf } from '../exams/list-filters.ts';

/**
 * The authoring list's filters, kept in the address (`?status=draft&type=drill&q=…&page=2`) so Back from
 * the builder returns to the same list, and turned into GET /api/tests?scope=authoring. Values that do
 * not fit the kind are dropped, never sent.
 */

/** The authoring scope lists drafts and published tests (archived versions stay with their attempts). */
export const LIST_STATUSES = ['draft', 'published'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export interface TestListFilter {
  status: ListStatus | null;
  type: TestType | null;
  q: string;
  page: number;
}

export const listFilterFrom = (kind: ExamKind, params: URLSearchParams): TestListFilter => ({
  status: oneOf(LIST_STATUSES, params.get('status')),
  type: oneOf(TEST_TYPES_BY_KIND[kind], params.get('type')),
  q: (params.get('q') ?? '').slice(0, 100),
  page: pageOf(params.get('page')),
});

/** Only what differs from the defaults, so a plain list has a plain address. */
export const listFilterToParams = (filter: TestListFilter): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.type) params.set('type', filter.type);
  if (filter.q.trim()) params.set('q', filter.q);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
};

/** GET /api/tests query (contracts TestListQuery, the authoring scope). */
export const listQuery = (kind: ExamKind, filter: TestListFilter) => ({
  scope: 'authoring',
  kind,
  status: filter.status ?? undefined,
  type: filter.type ?? undefined,
  q: filter.q.trim() || undefined,
  page: filter.page,
});
