import { isCompanyAdmin, isSuperAdmin, isTeacher, type RoleSubject } from '@prepwell/contracts';

/**
 * Who does what with colleges and target lists (issue 20, decision 0047), pure.
 * - The directory: everyone signed in reads it; a company admin (or a super admin, on main: the shared
 *   catalogue) adds, edits and deletes the tenant's own colleges. Main's shared ones are read-only elsewhere.
 * - A student's target list: counselors (teachers, company admins, super admins) and the student read and
 *   change it; a parent with an accepted link reads it; anyone else does not see it (404).
 */
export type Actor = RoleSubject & { id: string };

export const isCounselor = (actor: RoleSubject) => isTeacher(actor) || isSuperAdmin(actor);

export const canManageDirectory = (actor: RoleSubject) => isCompanyAdmin(actor) || isSuperAdmin(actor);

export type ListRelation = 'counselor' | 'student' | 'parent' | null;

export const listRelationOf = (actor: Actor, studentId: string, linkedParent: boolean): ListRelation =>
  isCounselor(actor) ? 'counselor' : actor.id === studentId ? 'student' : linkedParent ? 'parent' : null;

export const canEditList = (relation: ListRelation) => relation === 'counselor' || relation === 'student';
