import {
  isStudent,
  isTeacher,
  type AddClassStudentsInput,
  type AddClassTeacherInput,
  type ClassStudentView,
  type ClassTeacherView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { inviteNewStudentsToClassTests } from '../class-tests/class-test-join.service.ts';
import { withClassAccess } from './class-access.service.ts';
import { classPermits, type ClassActor } from './classes.policy.ts';
import { presentStudent, presentTeacher } from './classes.presenter.ts';
import {
  countStudents,
  deleteStudent,
  deleteTeacher,
  insertStudents,
  insertTeacher,
  lockClass,
  selectRosterIds,
  selectStudentsOf,
  selectTeacherRole,
  selectTeachersOf,
  selectUsersWithRoles,
} from './classes.repository.ts';

interface Ctx {
  tenant: TenantContext;
  actor: ClassActor;
  classId: string;
}

const studentsOf = async (tx: TenantTx, classId: string) => (await selectStudentsOf(tx, classId)).map(presentStudent);
const teachersOf = async (tx: TenantTx, classId: string) => (await selectTeachersOf(tx, [classId])).map(presentTeacher);

/** The roster (managers): students with how and when they joined. */
export const findClassStudents = (deps: Pick<Deps, 'db'>, ctx: Ctx): Promise<ClassStudentView[]> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, (tx, access) => studentsOf(tx, access.class.id));

/**
 * Managers add students of the tenant by id or e-mail (`joined_via` teacher). An e-mail that is not a
 * student's of the tenant → 422 `student_email_not_found` on that entry (`emails.N`); an id that is not
 * → 422 on `user_ids.N`; neither given → 422. Those already in the roster stay; more than the class
 * takes → 409 `class_full` (nobody is added then).
 */
export const addClassStudents = (
  deps: Pick<Deps, 'db'>,
  ctx: Ctx & { input: AddClassStudentsInput },
): Promise<ClassStudentView[]> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx, access) => {
    await seatStudents(tx, access.class, await studentsNamed(tx, ctx.input, 'emails'));
    return studentsOf(tx, access.class.id);
  });

/**
 * The tenant's students of these ids and e-mails (the class roster's and a course's "add students"), or
 * the field's error: none chosen → `choose_at_least_one` on `blankPath`, an id that is not a student →
 * `invalid_value`, an e-mail of no student → `student_email_not_found`.
 */
export const studentsNamed = async (
  tx: TenantTx,
  input: { user_ids: string[]; emails: string[] },
  blankPath: 'user_ids' | 'emails',
) => {
  const { user_ids: ids, emails } = input;
  if (ids.length === 0 && emails.length === 0)
    throw new AppError('validation_failed', { fields: [{ path: blankPath, key: 'choose_at_least_one' }] });
  const found = (await selectUsersWithRoles(tx, { ids, emails })).filter((u) => isStudent(u));
  const badId = ids.findIndex((id) => !found.some((u) => u.id === id));
  if (badId >= 0)
    throw new AppError('validation_failed', { fields: [{ path: `user_ids.${badId}`, key: 'invalid_value' }] });
  const badEmail = emails.findIndex((e) => !found.some((u) => u.email.toLowerCase() === e.toLowerCase()));
  if (badEmail >= 0)
    throw new AppError('student_email_not_found', {
      details: { field: `emails.${badEmail}`, email: emails[badEmail] },
    });
  return found.map((u) => u.id);
};

/**
 * Seats students a manager or the centre placed (the class locked; those already in it left alone; the
 * capacity counts students only): new ones get the class tests already sent, as on any join.
 */
export const seatStudents = async (
  tx: TenantTx,
  cls: { id: string; capacity: number | null },
  userIds: string[],
): Promise<void> => {
  await lockClass(tx, cls.id);
  const wanted = [...new Set(userIds)];
  const already = await selectRosterIds(tx, cls.id, wanted);
  const fresh = wanted.filter((id) => !already.has(id));
  if (cls.capacity !== null && fresh.length > 0 && (await countStudents(tx, cls.id)) + fresh.length > cls.capacity)
    throw new AppError('class_full');
  await insertStudents(tx, cls.id, fresh, 'teacher');
  await inviteNewStudentsToClassTests(tx, cls.id, fresh);
};

/** Managers remove a student from the roster (not in it → 404). */
export const removeClassStudent = (deps: Pick<Deps, 'db'>, ctx: Ctx & { userId: string }): Promise<void> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx, access) => {
    if (!(await deleteStudent(tx, access.class.id, ctx.userId))) throw new AppError('not_found');
  });

/** The class's teachers, owner first (managers). */
export const findClassTeachers = (deps: Pick<Deps, 'db'>, ctx: Ctx): Promise<ClassTeacherView[]> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, (tx, access) => teachersOf(tx, access.class.id));

/** Managers add a teacher of the tenant as co-teacher (anyone else → 422 `not_a_teacher`); adding one twice changes nothing. */
export const addClassTeacher = (
  deps: Pick<Deps, 'db'>,
  ctx: Ctx & { input: AddClassTeacherInput },
): Promise<ClassTeacherView[]> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx, access) => {
    const [user] = await selectUsersWithRoles(tx, { ids: [ctx.input.user_id] });
    if (!user || !isTeacher(user)) throw new AppError('not_a_teacher', { details: { field: 'user_id' } });
    await insertTeacher(tx, access.class.id, user.id, 'teacher');
    return teachersOf(tx, access.class.id);
  });

/**
 * Managers remove a co-teacher (themselves included); removing the owner takes the owner, a company admin
 * or a super admin (a co-teacher → 403). Not a teacher of the class → 404.
 */
export const removeClassTeacher = (deps: Pick<Deps, 'db'>, ctx: Ctx & { userId: string }): Promise<void> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx, access) => {
    const role = await selectTeacherRole(tx, access.class.id, ctx.userId);
    if (!role) throw new AppError('not_found');
    if (role === 'owner' && !classPermits(access.role, 'remove_owner')) throw new AppError('forbidden');
    await deleteTeacher(tx, access.class.id, ctx.userId);
  });
