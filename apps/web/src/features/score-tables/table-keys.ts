import { EXAM_KINDS, Id, MODULE_ROUTES, type ExamKind, type FieldError, type ModuleRoute } from '@prepwell/contracts';

/**
 * Score tables are addressed by section and route: the `tableId` of the paths is `<sectionId>~<route>`
 * (spec §2 `/tests/{type}/{examId}/score-table/edit/{tableId}`; `{type}` is the exam kind). Pure.
 */

export interface TableKey {
  sectionId: string;
  route: ModuleRoute;
}

export const tableIdOf = (key: TableKey): string => `${key.sectionId}~${key.route}`;

/** The same key as a DOM id part (tabs, row messages): `~` would need escaping in CSS selectors. */
export const domIdOf = (key: TableKey): string => `${key.sectionId}-${key.route}`;

export const parseTableId = (tableId: string | undefined): TableKey | null => {
  if (!tableId) return null;
  const [sectionId, route, ...rest] = tableId.split('~');
  if (rest.length > 0 || !Id.safeParse(sectionId).success) return null;
  if (!(MODULE_ROUTES as readonly string[]).includes(route ?? '')) return null;
  return { sectionId: sectionId!, route: route as ModuleRoute };
};

export const sameTable = (a: TableKey, b: TableKey) => a.sectionId === b.sectionId && a.route === b.route;

export const examKindOf = (value: string | undefined): ExamKind | null =>
  (EXAM_KINDS as readonly string[]).includes(value ?? '') ? (value as ExamKind) : null;

const seg = (value: string) => encodeURIComponent(value);

export const scoreTableEditPath = (kind: ExamKind, testId: string, key?: TableKey) =>
  key
    ? `/tests/${kind}/${seg(testId)}/score-table/edit/${seg(tableIdOf(key))}`
    : `/tests/${kind}/${seg(testId)}/score-table/add`;
export const scoreTableViewPath = (kind: ExamKind, testId: string, key: TableKey) =>
  `/tests/${kind}/${seg(testId)}/score-table/${seg(tableIdOf(key))}`;
export const testEditPath = (kind: ExamKind, testId: string) => `/tests/${kind}/edit/${seg(testId)}`;
export const testPdfPath = (kind: ExamKind, testId: string) => `/tests/${kind}/pdf/${seg(testId)}`;
export const COMBINE_PATH = '/exams/combine';

/**
 * A 422 from PUT score-tables names rows as `tables.{i}.rows.{raw}` (i: the table's place in the body
 * sent). Splits the field errors into messages per table and raw score, and per table without a row.
 */
export const mapTableErrors = (
  fieldErrors: readonly FieldError[],
  sent: readonly TableKey[],
): { rows: Map<string, Map<number, string>>; tables: Map<string, string[]>; other: string[] } => {
  const rows = new Map<string, Map<number, string>>();
  const tables = new Map<string, string[]>();
  const other: string[] = [];
  for (const { path, message } of fieldErrors) {
    const match = /^tables\.(\d+)(?:\.rows(?:\.(\d+))?)?(?:\.|$)/.exec(path);
    const key = match ? sent[Number(match[1])] : undefined;
    if (!match || !key) {
      other.push(message);
      continue;
    }
    const id = tableIdOf(key);
    if (match[2] !== undefined) {
      const byRaw = rows.get(id) ?? new Map<number, string>();
      if (!byRaw.has(Number(match[2]))) byRaw.set(Number(match[2]), message);
      rows.set(id, byRaw);
    } else tables.set(id, [...(tables.get(id) ?? []), message]);
  }
  return { rows, tables, other };
};
