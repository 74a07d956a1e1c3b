import { isCompanyAdmin, isParent, isSuperAdmin, isTeacher, type RoleSubject } from '@prepwell/contracts';

/**
 * Who may read a student's attempts, progress and profile (pure rules, deny by default; spec §3 Teacher,
 * Parent). A refusal is answered 404, so nobody learns the student exists.
 */
export interface StudentReaderActor extends RoleSubject {
  id: string;
}

export interface StudentReadFacts {
  /** The student whose data is asked for (a user of the request's tenant). */
  studentId: string;
  /** The actor is linked to the student as their parent. */
  isParentOfStudent: boolean;
  /** The actor teaches (owner or co-teacher) a class the student is in. */
  teachesStudent: boolean;
}

/** How the reader relates to the student: themself, their parent, a teacher of one of their classes, an admin. */
export type StudentReader = 'self' | 'parent' | 'class_teacher' | 'admin';

/**
 * The tenant's company admins and super admins read every student; the student reads themself; a teacher
 * reads the students of the classes they teach (not every student of the tenant); a parent reads their
 * linked children. Anyone else: null.
 */
export const studentReaderOf = (actor: StudentReaderActor, facts: StudentReadFacts): StudentReader | null => {
  if (isSuperAdmin(actor) || isCompanyAdmin(actor)) return 'admin';
  if (actor.id === facts.studentId) return 'self';
  if (isTeacher(actor) && facts.teachesStudent) return 'class_teacher';
  if (isParent(actor) && facts.isParentOfStudent) return 'parent';
  return null;
};

/** The student's attempts and per-skill progress (`/api/users/:id/user-exams`, `/question-tag-stats`): every reader. */
export const mayReadProgress = (reader: StudentReader | null): reader is StudentReader => reader !== null;

/** The teachers' view of a student (`/api/teacher/users/:id`): teachers of one of their classes and admins. */
export const mayReadTeacherView = (reader: StudentReader | null): boolean =>
  reader === 'class_teacher' || reader === 'admin';
