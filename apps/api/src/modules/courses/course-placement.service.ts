import { isStudent, type AttemptScores, type PlacementProposal } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CourseCtx } from './course-access.ts';
import { isEducator } from './courses.policy.ts';
import { selectFinishedAttempts } from './courses.repository.ts';
import { findUsersWithRoles } from '../classes/session-class.service.ts';
import { presentPerson } from './courses.presenter.ts';
import { findActiveSessionsOn, sessionViewsOn } from './course-sessions.service.ts';
import { visibleTestTitles } from './courses.service.ts';

/**
 * One number for an attempt's result (pure): the exam's headline (overall value, else the middle of its
 * range), else the middle of the scaled total, else the raw correct answers. Null when nothing is scored.
 */
export const placementScoreOf = (scores: AttemptScores | null): number | null => {
  if (!scores) return null;
  const overall = scores.overall;
  if (overall?.value != null) return overall.value;
  if (overall?.range) return (overall.range[0] + overall.range[1]) / 2;
  if (scores.total) return (scores.total[0] + scores.total[1]) / 2;
  return scores.sections.length ? scores.sections.reduce((sum, s) => sum + s.raw, 0) : null;
};

/** A score fits a session when it lies in the session class's range (an open bound holds every score). */
export const fitsRange = (score: number, range: { min: number | null; max: number | null }) =>
  (range.min === null || score >= range.min) && (range.max === null || score <= range.max);

/**
 * `GET /api/course-placement?user_id=` (educators; arrangement and placement, spec §2): the student's
 * placement results — the newest finished attempt of each test that is a test template of an active session
 * — and the sessions they propose: an active session is proposed when the student's score on one of its
 * templates lies in its score range. The admin confirms by placing the student (`POST
 * /api/course-sessions/:id/students`).
 */
export const getPlacementProposal = (
  deps: Pick<Deps, 'db'>,
  ctx: CourseCtx & { userId: string },
): Promise<PlacementProposal> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    if (!isEducator(ctx.actor)) throw new AppError('forbidden');
    const [student] = await findUsersWithRoles(tx, { ids: [ctx.userId] });
    if (!student || !isStudent(student)) throw new AppError('not_found');
    const all = (await sessionViewsOn(tx, await findActiveSessionsOn(tx), { id: ctx.actor.id, student: false })).filter(
      (s) => s.active,
    );
    const templateIds = [...new Set(all.flatMap((s) => s.tests.map((t) => t.id)))];
    const attempts = await selectFinishedAttempts(tx, student.id, templateIds);
    const titles = await visibleTestTitles(tx, templateIds);
    const newest = new Map<string, PlacementProposal['scores'][number]>();
    for (const a of attempts) {
      const score = placementScoreOf(a.scores);
      if (newest.has(a.testId) || score === null || !a.completedAt) continue;
      newest.set(a.testId, {
        test_id: a.testId,
        test_title: titles.get(a.testId) ?? '',
        user_exam_id: a.id,
        score,
        completed_at: a.completedAt.toISOString(),
      });
    }
    const proposed = all.filter((s) =>
      s.tests.some((t) => {
        const result = newest.get(t.id);
        return result !== undefined && fitsRange(result.score, { min: s.score_min, max: s.score_max });
      }),
    );
    return {
      student: presentPerson(student),
      scores: [...newest.values()],
      proposed_session_ids: proposed.map((s) => s.id),
      sessions: all,
    };
  });
