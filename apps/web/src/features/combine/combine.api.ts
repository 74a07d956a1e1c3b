import { CombinedReport, type CombineRequest } from '@prepwell/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client.ts';

/**
 * Combined reports (issue 14). The attempts to pick from come from the lists the app already reads:
 * the caller's history (`examQueries.attempts`) and, for a teacher, a student's attempts
 * (`learningQueries.studentSearch` and `learningQueries.userExams`).
 */
export const combineMutations = {
  /**
   * POST /api/user-exams/combine: 400 `exam_attempt` for an attempt not finished, 422 `validation_failed`
   * with field errors (`userExamIds.{i}`) for a repeated section or an incomplete selection.
   */
  combine: () =>
    mutationOptions({
      meta: { customErrorHandling: true },
      mutationFn: (request: CombineRequest) => apiPost('user-exams/combine', request, CombinedReport),
    }),
};
