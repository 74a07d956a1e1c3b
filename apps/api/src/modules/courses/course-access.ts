import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { effectiveStateOf } from './course-rules.ts';
import { assertOpenToStudent, courseRoleOf, type CourseActor, type CourseRole } from './courses.policy.ts';
import {
  isCourseTeacher,
  lockCourse,
  selectCourseById,
  selectCourseStudent,
  type CourseRow,
} from './courses.repository.ts';

export interface CourseCtx {
  tenant: TenantContext;
  actor: CourseActor;
}

/** What the caller may do: `read` (managers; students of an open course), `manage` (managers only). */
export type CourseAction = 'read' | 'manage';

/**
 * The caller's role in the course on this transaction, or an error: none → 404; a student asking to manage
 * → 404 as well (nothing to learn); a student reading a course that is not open → its state's error.
 */
export const courseAccessOn = async (
  tx: TenantTx,
  ctx: CourseCtx & { courseId: string; action: CourseAction; lock?: boolean },
): Promise<{ course: CourseRow; role: CourseRole }> => {
  const course = ctx.lock ? await lockCourse(tx, ctx.courseId) : await selectCourseById(tx, ctx.courseId);
  if (!course) throw new AppError('not_found');
  const role = courseRoleOf(ctx.actor, {
    teachesIt: await isCourseTeacher(tx, course.id, ctx.actor.id),
    inIt: !!(await selectCourseStudent(tx, course.id, ctx.actor.id)),
  });
  if (!role || (role === 'student' && ctx.action === 'manage')) throw new AppError('not_found');
  if (role === 'student') assertOpenToStudent(effectiveStateOf(course, new Date()));
  return { course, role };
};

/** Runs `fn` in the tenant's transaction once the caller may do `action` with the course. */
export const withCourseAccess = <T>(
  deps: Pick<Deps, 'db'>,
  ctx: CourseCtx & { courseId: string; action: CourseAction; lock?: boolean },
  fn: (tx: TenantTx, access: { course: CourseRow; role: CourseRole }) => Promise<T>,
): Promise<T> => withTenant(deps.db, ctx.tenant.id, async (tx) => fn(tx, await courseAccessOn(tx, ctx)));
