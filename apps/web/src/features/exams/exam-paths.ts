import type { ExamKind } from '@prepwell/contracts';

/**
 * Every path of the exam area in one place (spec §2: "/{kind}/list", history, result, explanations,
 * the educator copies and the runners), so links never drift from the route table.
 */

/** Kinds whose score report and explanations also live under /educator (spec §2 educator area). */
export const EDUCATOR_COPY_KINDS: readonly ExamKind[] = ['sat', 'act'];

const seg = (value: string) => encodeURIComponent(value);

export const listPath = (kind: ExamKind) => `/${kind}/list`;
export const historyPath = (kind: ExamKind) => `/${kind}/history`;
export const TEST_RESULTS_PATH = '/test-results';

/** The score report; an educator gets the /educator copy where one exists. */
export const resultPath = (kind: ExamKind, userExamId: string, educator = false) =>
  educator && EDUCATOR_COPY_KINDS.includes(kind)
    ? `/educator/${kind}/result/${seg(userExamId)}`
    : `/${kind}/result/${seg(userExamId)}`;

/** Explanations of an attempt, or of the test itself (no attempt: keys for educators, the latest attempt for students). */
export const explanationsPath = (kind: ExamKind, examId: string, userExamId?: string | null, educator = false) => {
  if (!userExamId) return `/${kind}/explanations/${seg(examId)}`;
  const base = educator && EDUCATOR_COPY_KINDS.includes(kind) ? `/educator/${kind}` : `/${kind}`;
  return `${base}/explanations/${seg(examId)}/${seg(userExamId)}`;
};

/** Educators: every student's attempt of one test. */
export const resultUsersPath = (kind: ExamKind, examId: string) => `/${kind}/result/users/${seg(examId)}`;

/** Where a started attempt opens (each runner's entry page): one rule with the API's class-test start. */
export { runnerEntryPath } from '@prepwell/contracts';
