import { EXAM_KINDS, type ExamKind } from '@prepwell/contracts';

/**
 * Every path of the test builder (spec §2 `/tests/{type}/…`, where `{type}` is the exam kind), so links
 * never drift from the route table. The PDF and score-table pages belong to their own features.
 */
const seg = (value: string) => encodeURIComponent(value);

export const isExamKind = (value: string | undefined): value is ExamKind =>
  (EXAM_KINDS as readonly string[]).includes(value ?? '');

export const testListPath = (kind: ExamKind) => `/tests/${kind}/list`;
export const testAddPath = (kind: ExamKind) => `/tests/${kind}/add`;
export const testEditPath = (kind: ExamKind, id: string) => `/tests/${kind}/edit/${seg(id)}`;
export const testBrowsePath = (kind: ExamKind, id: string) => `/tests/${kind}/browse/${seg(id)}`;
export const testPdfPath = (kind: ExamKind, id: string) => `/tests/${kind}/pdf/${seg(id)}`;
/** The test's score tables (the score-table pages treat `add` as "this test's tables"). */
export const testScoreTablesPath = (kind: ExamKind, id: string) => `/tests/${kind}/${seg(id)}/score-table/add`;
