import { isCompanyAdmin, isParent, isStudent, isSuperAdmin, isTeacher, type RoleSubject } from '@prepwell/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { CourseState } from '@prepwell/contracts';

/**
 * Who may do what with a course (pure, deny by default; issue 19). Managers: the course's teachers (while
 * they are teachers), the tenant's company admins and super admins. Students: those in it (course_students).
 * Anyone else — a parent, a teacher of other courses, a student not in it — gets 404 `not_found`.
 */
export interface CourseActor extends RoleSubject {
  id: string;
}

export type CourseRole = 'manager' | 'student';

export const courseRoleOf = (actor: CourseActor, facts: { teachesIt: boolean; inIt: boolean }): CourseRole | null => {
  if (isSuperAdmin(actor) || isCompanyAdmin(actor)) return 'manager';
  if (isParent(actor)) return null;
  if (facts.teachesIt && isTeacher(actor)) return 'manager';
  if (facts.inIt && isStudent(actor)) return 'student';
  return null;
};

/** Teachers and company admins create courses (the creator teacher becomes one of its teachers). */
export const canCreateCourse = (actor: RoleSubject): boolean => isTeacher(actor) || isSuperAdmin(actor);
/** Every course of the tenant is listed to company admins and super admins; a teacher lists those they teach. */
export const listsAllCourses = (actor: RoleSubject): boolean => isCompanyAdmin(actor) || isSuperAdmin(actor);
/** Who lists and manages every session of the tenant's courses (`GET /api/session-class/list`). */
export const isEducator = (actor: RoleSubject): boolean => isTeacher(actor) || isSuperAdmin(actor);
export const isCourseStudent = (actor: RoleSubject): boolean => isStudent(actor);

/**
 * A student meets a course only while it is published: an expired one (state or date) → 403
 * `course_expired`, one under maintenance → 403 `course_maintenance`, a draft or one pending review → 404.
 */
export const assertOpenToStudent = (state: CourseState): void => {
  if (state === 'expired') throw new AppError('course_expired');
  if (state === 'maintenance') throw new AppError('course_maintenance');
  if (state !== 'published') throw new AppError('not_found');
};
