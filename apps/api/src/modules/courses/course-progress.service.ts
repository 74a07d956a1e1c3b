import type { CourseProgressUpdate, CourseProgressView, MyCourses } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { withCourseAccess, type CourseCtx } from './course-access.ts';
import { effectiveStateOf, resourceIdsOf } from './course-rules.ts';
import { isCourseStudent } from './courses.policy.ts';
import { lockCourseStudent, selectCoursesOfStudent, updateCourseStudent } from './courses.repository.ts';
import { presentProgress } from './courses.presenter.ts';
import { summariesOf } from './courses.service.ts';

/**
 * `POST /api/courses/:id/progress` (the course's students, while it is open): the student opened a resource
 * (it becomes where Resume opens) and, with `done`, marks it done or not done. A resource the course does not
 * have → 422 on `resource_id`. The course is completed when every resource is done (`completed_at` set; a
 * resource marked undone again clears it).
 */
export const updateProgress = (
  deps: Pick<Deps, 'db'>,
  ctx: CourseCtx & { courseId: string; input: CourseProgressUpdate },
): Promise<CourseProgressView> =>
  withCourseAccess(deps, { ...ctx, action: 'read' }, async (tx, { course, role }) => {
    if (role !== 'student') throw new AppError('forbidden');
    const ids = resourceIdsOf(course.chapters);
    const { resource_id: resourceId, done } = ctx.input;
    if (!ids.includes(resourceId))
      throw new AppError('validation_failed', { fields: [{ path: 'resource_id', key: 'invalid_value' }] });
    const row = await lockCourseStudent(tx, course.id, ctx.actor.id);
    if (!row) throw new AppError('not_found');
    const now = new Date();
    const set = new Set(row.completedResourceIds.filter((id) => ids.includes(id)));
    if (done === true) set.add(resourceId);
    if (done === false) set.delete(resourceId);
    const completed = ids.every((id) => set.has(id));
    const next = {
      completedResourceIds: ids.filter((id) => set.has(id)),
      lastResourceId: resourceId,
      lastActiveAt: now,
      completedAt: completed ? (row.completedAt ?? now) : null,
    };
    await updateCourseStudent(tx, course.id, ctx.actor.id, next);
    return presentProgress(course, { ...row, ...next }, now);
  });

/**
 * `GET /api/my-courses` (students): the courses they are in with their progress, most recently active
 * first. Drafts and courses pending review are left out; expired and maintained ones stay listed with their
 * state (opening them gives the state's message).
 */
export const findMyCourses = (deps: Pick<Deps, 'db' | 'storage'>, ctx: CourseCtx): Promise<MyCourses> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    if (!isCourseStudent(ctx.actor)) return { data: [] };
    const now = new Date();
    const rows = (await selectCoursesOfStudent(tx, ctx.actor.id)).filter((r) =>
      ['published', 'expired', 'maintenance'].includes(effectiveStateOf(r.course, now)),
    );
    const summaries = await summariesOf(
      deps,
      tx,
      rows.map((r) => r.course),
    );
    return {
      data: rows.map((r, i) => ({ course: summaries[i]!, progress: presentProgress(r.course, r.row, now) })),
    };
  });
