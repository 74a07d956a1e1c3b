import { isCompanyAdmin, isParent, isTeacher, type RoleSubject } from '@prepwell/contracts';

/**
 * Who stands where towards a student's progress reports (issue 20, decision 0046): a `writer` (the
 * centre's admins, the teachers of one of the student's classes or sessions, and a report's own author)
 * writes, sends and reads every report; the `family` (the student, their linked parents) reads sent
 * ones only; anyone else is told "not found".
 */
export type ProgressRelation = 'writer' | 'family';

export interface ProgressFacts {
  isStudent: boolean;
  teachesStudent: boolean;
  isAuthor: boolean;
  isLinkedParent: boolean;
}

export const progressRelationOf = (
  actor: RoleSubject & { id: string },
  studentId: string,
  facts: ProgressFacts,
): ProgressRelation | null => {
  if (!facts.isStudent) return null;
  if (isCompanyAdmin(actor)) return 'writer';
  if (isTeacher(actor) && (facts.teachesStudent || facts.isAuthor)) return 'writer';
  if (actor.id === studentId) return 'family';
  if (isParent(actor) && facts.isLinkedParent) return 'family';
  return null;
};

/** Whether a relation may read a report in this state. */
export const mayReadReport = (relation: ProgressRelation | null, status: string): boolean =>
  relation === 'writer' || (relation === 'family' && status === 'sent');
