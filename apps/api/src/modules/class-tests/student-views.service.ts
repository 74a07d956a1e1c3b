import { USER_PAGE_SIZE, type QuestionTagStat, type TeacherStudentView, type UserExamPage } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { attemptSkills } from '../exams/results/results.service.ts';
import type { Caller } from '../auth/caller.ts';
import { isLinkedParentOf } from '../parent-links/parent-access.service.ts';
import { presentPerson, presentUserExamRow, sumSkills } from './class-tests.presenter.ts';
import { mayReadProgress, mayReadTeacherView, studentReaderOf, type StudentReader } from './student-access.policy.ts';
import {
  selectClassesOfStudent,
  selectCompletedAttemptIds,
  selectStudentAttemptPage,
  selectStudentUser,
} from './student-views.repository.ts';

export interface StudentViewContext extends Caller {
  studentId: string;
}

/** Progress is read over the student's latest completed attempts, at most this many. */
export const PROGRESS_ATTEMPTS = 100;
/** The teachers' view shows the latest attempts, at most this many. */
export const RECENT_ATTEMPTS = 10;

/** Whether `teacherId` teaches `studentId` in one of their classes (for other modules' reader rules, e.g. the tutor's). */
export const teachesStudent = async (tx: TenantTx, teacherId: string, studentId: string): Promise<boolean> =>
  (await selectClassesOfStudent(tx, studentId, teacherId)).length > 0;

/** The student (a user of the request's tenant) and how the caller relates to them; 404 when the rule says no. */
const loadStudent = async (tx: TenantTx, ctx: StudentViewContext, may: (reader: StudentReader | null) => boolean) => {
  const student = await selectStudentUser(tx, ctx.studentId);
  if (!student) throw new AppError('not_found');
  const facts = {
    studentId: student.id,
    isParentOfStudent: await isLinkedParentOf(tx, ctx.actor.id, student.id),
    teachesStudent: await teachesStudent(tx, ctx.actor.id, student.id),
  };
  const reader = studentReaderOf(ctx.actor, facts);
  if (!may(reader)) throw new AppError('not_found');
  return { student, reader: reader! };
};

const progressOf = async (tx: TenantTx, studentId: string): Promise<QuestionTagStat[]> => {
  const breakdowns = [];
  for (const id of await selectCompletedAttemptIds(tx, studentId, PROGRESS_ATTEMPTS))
    breakdowns.push(await attemptSkills(tx, id));
  return sumSkills(breakdowns);
};

/** A student's attempts, newest first, 20 per page (the student, their parent, their class teachers, admins). */
export const findStudentAttempts = (
  deps: Pick<Deps, 'db'>,
  ctx: StudentViewContext & { page: number },
): Promise<UserExamPage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { student } = await loadStudent(tx, ctx, mayReadProgress);
    const { rows, total } = await selectStudentAttemptPage(tx, student.id, {
      limit: USER_PAGE_SIZE,
      offset: (ctx.page - 1) * USER_PAGE_SIZE,
    });
    return { data: rows.map(presentUserExamRow), current_page: ctx.page, per_page: USER_PAGE_SIZE, total };
  });

/** A student's accuracy per skill over their latest completed attempts (the same readers). */
export const findStudentSkillStats = (deps: Pick<Deps, 'db'>, ctx: StudentViewContext): Promise<QuestionTagStat[]> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) =>
    progressOf(tx, (await loadStudent(tx, ctx, mayReadProgress)).student.id),
  );

/**
 * The teachers' view of a student: their profile, their classes (a teacher sees the classes they teach
 * the student in; admins every class), latest attempts and per-skill progress.
 */
export const getTeacherStudentView = (deps: Pick<Deps, 'db'>, ctx: StudentViewContext): Promise<TeacherStudentView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { student, reader } = await loadStudent(tx, ctx, mayReadTeacherView);
    const classes = await selectClassesOfStudent(tx, student.id, reader === 'class_teacher' ? ctx.actor.id : undefined);
    const recent = await selectStudentAttemptPage(tx, student.id, { limit: RECENT_ATTEMPTS, offset: 0 });
    return {
      user: {
        ...presentPerson(student),
        created_at: student.createdAt.toISOString(),
        school: student.school ?? null,
        grade_level: student.gradeLevel ?? null,
        phone: student.profilePhone ?? student.phone ?? null,
      },
      classes,
      recent: recent.rows.map(presentUserExamRow),
      skills: await progressOf(tx, student.id),
    };
  });
