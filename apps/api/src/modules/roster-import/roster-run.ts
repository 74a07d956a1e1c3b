import type { RosterImportResult } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { placeStudentsInClass } from '../classes/enrollment-placement.service.ts';
import { linkParent, matchOrCreate } from '../enrollments/enrollment-convert.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import {
  lookupParentProfile,
  lookupStudentProfile,
  saveParentProfile,
  saveStudentProfile,
  type UserRow,
} from '../users/user-rows.service.ts';
import { insertCourseStudents } from './roster-import.repository.ts';
import type { RosterPlan } from './roster-plan.ts';

/** The activity logged on each account the import makes. */
const ACTIVITY = 'roster_import_account';

interface Done {
  counts: Omit<RosterImportResult, 'invited'>;
  /** The accounts made (they get the set-password invitation after the commit). */
  created: string[];
}

/**
 * Writes a plan without problems, on the caller's transaction (so a failure anywhere undoes all of it):
 * accounts made or found through the enrollments' `matchOrCreate` (the same rules as converting an
 * enrollment), a new student's school and graduation year (an existing one's only where empty), a parent's
 * phone, parent links through `linkParent` (accepted for students made here, asked otherwise), seats
 * through the classes' placement (lock, capacity → `class_full`), and a session's course enrolment.
 */
export const executeRoster = async (
  deps: Pick<Deps, 'limiters'>,
  tx: TenantTx,
  ctx: { tenant: TenantContext; origin: string; plan: RosterPlan },
): Promise<Done> => {
  const accounts = new Map<string, { user: UserRow; created: boolean }>();
  const created: string[] = [];
  let matched = 0;
  const account = async (
    person: { firstName: string; lastName: string; email: string },
    kind: 'student' | 'parent',
    lang: string,
  ) => {
    const known = accounts.get(person.email);
    if (known) return { ...known, first: false };
    const field = kind === 'student' ? 'student_email' : 'parent_email';
    const made = await matchOrCreate(tx, { ...person, field }, kind, lang, ACTIVITY);
    accounts.set(person.email, made);
    if (made.created) created.push(made.user.id);
    else matched++;
    return { ...made, first: true };
  };

  const links = new Set<string>();
  let linked = 0;
  const seatsByClass = new Map<string, Set<string>>();
  const courseOf = new Map<string, { courseId: string; userIds: Set<string> }>();
  let seated = 0;
  const seat = (classId: string, userId: string) => {
    const set = seatsByClass.get(classId) ?? new Set<string>();
    seatsByClass.set(classId, set);
    set.add(userId);
  };

  for (const row of ctx.plan.rows) {
    const s = row.student;
    const student = await account(
      { firstName: s.first_name, lastName: s.last_name, email: s.email },
      'student',
      row.language,
    );
    if (student.first) {
      const wanted = { school: s.school || null, graduationYear: s.graduation_year };
      if (student.created) {
        if (wanted.school !== null || wanted.graduationYear !== null)
          await saveStudentProfile(tx, student.user.id, wanted);
      } else {
        const profile = await lookupStudentProfile(tx, student.user.id);
        const fill = {
          ...(wanted.school && !profile?.school ? { school: wanted.school } : {}),
          ...(wanted.graduationYear && !profile?.graduationYear ? { graduationYear: wanted.graduationYear } : {}),
        };
        if (Object.keys(fill).length > 0) await saveStudentProfile(tx, student.user.id, fill);
      }
    }

    if (row.parent) {
      const p = row.parent;
      const parent = await account(
        { firstName: p.first_name, lastName: p.last_name, email: p.email },
        'parent',
        row.language,
      );
      if (p.phone && (parent.created || !(await lookupParentProfile(tx, parent.user.id))?.phone))
        await saveParentProfile(tx, parent.user.id, p.phone);
      const pair = `${parent.user.id}:${student.user.id}`;
      if (!links.has(pair)) {
        links.add(pair);
        const link = await linkParent(deps, tx, {
          tenant: ctx.tenant,
          parent: parent.user,
          student: student.user,
          vouched: student.created,
          field: 'student_email',
          origin: ctx.origin,
        });
        if (link !== 'none') linked++;
      }
    }

    if (row.class?.id && row.class.action === 'seat') seat(row.class.id, student.user.id);
    if (row.session?.id && row.session.action) {
      const session = ctx.plan.sessions.get(row.session.id);
      if (session) {
        if (row.session.action === 'seat') seat(session.classId, student.user.id);
        const course = courseOf.get(session.courseId) ?? { courseId: session.courseId, userIds: new Set<string>() };
        courseOf.set(session.courseId, course);
        course.userIds.add(student.user.id);
      }
    }
  }

  for (const [classId, userIds] of seatsByClass) {
    await placeStudentsInClass(tx, classId, [...userIds]);
    seated += userIds.size;
  }
  for (const { courseId, userIds } of courseOf.values()) await insertCourseStudents(tx, courseId, [...userIds]);

  return { counts: { created: created.length, matched, linked, seated }, created };
};
