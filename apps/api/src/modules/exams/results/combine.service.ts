import type { CombinedReport } from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { AppError } from '../../../lib/app-error.ts';
import { combineAttempts, type CombineCandidate } from './combine-rules.ts';
import { presentStudent } from './results.presenter.ts';
import { findReadableAttempt, type ResultContext } from './results.service.ts';

/**
 * POST /api/user-exams/combine (decision 0028): completed attempts of one student at different sections
 * of one exam, combined into one report. Every attempt must be readable by the caller (results.policy:
 * the student, an educator of the tenant, a linked parent; anyone else 404, never a hint that it
 * exists); the selection's rules are combine-rules.ts: an unfinished attempt is `exam_attempt`, a
 * repeated section, another student, another exam or a missing section a 422 naming the attempt.
 */
export const combineUserExams = (
  deps: Pick<Deps, 'db'>,
  ctx: ResultContext & { userExamIds: readonly string[] },
): Promise<CombinedReport> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const candidates: CombineCandidate[] = [];
    for (const id of ctx.userExamIds) {
      const { attempt } = await findReadableAttempt(tx, ctx, id);
      candidates.push({
        id: attempt.id,
        studentId: attempt.userId,
        studentName: presentStudent(attempt.student).name,
        status: attempt.status,
        kind: attempt.test.kind,
        version: attempt.test.version,
        testTitle: attempt.test.title,
        completedAt: attempt.completedAt,
        scores: attempt.scores,
      });
    }
    const outcome = combineAttempts(candidates);
    if (!outcome.ok)
      throw new AppError(outcome.code, { fieldMessages: outcome.problems, details: { ...outcome.details } });
    return outcome.report;
  });
