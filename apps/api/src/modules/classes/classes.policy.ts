import { isCompanyAdmin, isParent, isStudent, isSuperAdmin, isTeacher, type RoleSubject } from '@prepwell/contracts';

/**
 * Who may do what with a class (pure rules, deny by default; docs/decisions/0016). A caller relates to a
 * class as one of its managers (a teacher of the class — owner or co-teacher —, a company admin of the
 * tenant, a super admin) or as one of its students; anyone else gets 404 `not_found`, so nobody learns
 * that the class exists.
 */
export interface ClassActor extends RoleSubject {
  id: string;
}

/** What the caller is in the class: `owner`/`teacher` (class_teachers), `admin` (company or super admin), `student` (roster). */
export type ClassRole = 'owner' | 'teacher' | 'admin' | 'student';
export type ClassRelation = 'manager' | 'student';

export interface ClassMembershipFacts {
  /** The caller's row in class_teachers, if any. */
  teacherRole: 'owner' | 'teacher' | null;
  /** The caller is in the class's roster. */
  inRoster: boolean;
}

/**
 * The caller's role in the class, or null (→ 404). A teacher row counts only while the user is still a
 * teacher (isTeacher); a roster row only while the user is a student (a parent or teacher never reads a
 * class as its student). The class's own teachers come before `admin`, so `my_role` shows "owner" to a
 * company admin who created the class.
 */
export const classRoleOf = (actor: ClassActor, facts: ClassMembershipFacts): ClassRole | null => {
  if (isSuperAdmin(actor)) return 'admin';
  if (isParent(actor)) return null;
  if (facts.teacherRole && isTeacher(actor)) return facts.teacherRole;
  if (isCompanyAdmin(actor)) return 'admin';
  if (facts.inRoster && isStudent(actor)) return 'student';
  return null;
};

export const relationOf = (role: ClassRole): ClassRelation => (role === 'student' ? 'student' : 'manager');

/**
 * What may be done in a class:
 * - `read` (its info), `read_materials`, `download` (a material's file): managers and students;
 * - `manage` (edit, code and link, roster, co-teachers, materials, tests): managers;
 * - `delete` (the class) and `remove_owner`: the owner, company admins and super admins — not a co-teacher.
 */
export type ClassAction = 'read' | 'read_materials' | 'download' | 'manage' | 'delete' | 'remove_owner';

export const classPermits = (role: ClassRole, action: ClassAction): boolean => {
  switch (action) {
    case 'read':
    case 'read_materials':
    case 'download':
      return true;
    case 'manage':
      return role !== 'student';
    case 'delete':
    case 'remove_owner':
      return role === 'owner' || role === 'admin';
  }
};

/** Any teacher (or company admin) may create a class; super admins have no tenant of their own to teach in. */
export const canCreateClass = (actor: RoleSubject): boolean => isTeacher(actor);
/** `scope=all` lists every class of the tenant: company admins and super admins. */
export const canListAllClasses = (actor: RoleSubject): boolean => isCompanyAdmin(actor) || isSuperAdmin(actor);
/** A student joins a class's roster (and lists the classes they are enrolled in). */
export const joinsAsStudent = (actor: RoleSubject): boolean => isStudent(actor);
/**
 * A teacher joins a class by its code as a co-teacher (spec §6, issue 17). A company admin manages every
 * class of the tenant already, so has nothing to join.
 */
export const joinsAsTeacher = (actor: RoleSubject): boolean => isTeacher(actor) && !isCompanyAdmin(actor);
/** Students and teachers join classes by code or link; anyone else (a parent, a company admin) gets 403 `forbidden`. */
export const canJoinClass = (actor: RoleSubject): boolean => joinsAsStudent(actor) || joinsAsTeacher(actor);
