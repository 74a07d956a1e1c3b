import type { ClassMethod } from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { newInviteToken } from './class-codes.ts';
import {
  countStudentsOf,
  insertClass,
  insertTeacher,
  selectClassById,
  selectStudentsOf,
  selectUsersWithRoles,
  updateClassRow,
} from './classes.repository.ts';
import { seatStudents } from './roster.service.ts';

export { studentsNamed } from './roster.service.ts';

/**
 * What course sessions (modules/courses, issue 19) ask of classes, on the caller's transaction bound to the
 * tenant: each session has a class of its own, made with it, so its roster, materials, class tests and
 * lessons are that class's. Access is the courses module's (the course's managers); no class role is
 * checked here. A session's class has no class code: students get in by placement (and, for a
 * need-pay-first session, by paying), never by typing a code.
 */

export interface SessionClassFields {
  name: string;
  method: ClassMethod;
  startDate: string | null;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  capacity: number | null;
  scoreMin: number | null;
  scoreMax: number | null;
}

/** Creates the session's class: the creator is its owner, the course's teachers its co-teachers. Its id. */
export const createSessionClass = async (
  tx: TenantTx,
  input: { fields: SessionClassFields; ownerId: string; teacherIds: string[]; description: string | null },
): Promise<string> => {
  const row = await insertClass(tx, {
    ...input.fields,
    description: input.description,
    code: null,
    inviteToken: newInviteToken(),
    createdBy: input.ownerId,
  });
  await insertTeacher(tx, row.id, input.ownerId, 'owner');
  for (const id of input.teacherIds) if (id !== input.ownerId) await insertTeacher(tx, row.id, id, 'teacher');
  return row.id;
};

/** Keeps the session's class in step with the session (name, schedule, capacity, score range). */
export const updateSessionClass = async (tx: TenantTx, classId: string, fields: Partial<SessionClassFields>) => {
  await updateClassRow(tx, classId, fields);
};

/** Adds the course's teachers to the session's class as co-teachers (those already in it stay). */
export const addSessionClassTeachers = async (tx: TenantTx, classId: string, teacherIds: string[]) => {
  for (const id of teacherIds) await insertTeacher(tx, classId, id, 'teacher');
};

/**
 * Seats students in the session's class through the roster's one seating step (class lock, those already
 * in it stay, capacity → 409 `class_full` with nobody added, the class tests already sent).
 */
export const seatInSessionClass = async (tx: TenantTx, classId: string, userIds: string[]): Promise<void> => {
  const row = await selectClassById(tx, classId);
  if (!row) return;
  await seatStudents(tx, row, userIds);
};

/** The students of the session's class. */
export const sessionClassStudentIds = async (tx: TenantTx, classId: string): Promise<string[]> =>
  (await selectStudentsOf(tx, classId)).map((s) => s.id);

/** How many students each session class has. */
export const countSessionClassStudents = (tx: TenantTx, classIds: string[]): Promise<Map<string, number>> =>
  countStudentsOf(tx, classIds);

/** The capacity and score range of the session's class (null when it is gone). */
export const sessionClassFacts = async (tx: TenantTx, classId: string) => {
  const row = await selectClassById(tx, classId);
  return row ? { capacity: row.capacity, scoreMin: row.scoreMin, scoreMax: row.scoreMax } : null;
};

/** Users of the tenant with their roles, by id or e-mail (the roster's own lookup, for placing in sessions). */
export const findUsersWithRoles = (tx: TenantTx, by: { ids?: string[]; emails?: string[] }) =>
  selectUsersWithRoles(tx, by);
