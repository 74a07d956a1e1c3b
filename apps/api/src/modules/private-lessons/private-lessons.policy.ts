import { isCompanyAdmin, isParent, isSuperAdmin, isTeacher, type RoleSubject } from '@prepwell/contracts';

/**
 * Who does what with a private-lesson request (issue 19), pure. Admins (company admins, super admins) see
 * and answer every request of the tenant; a teacher sees and answers the requests addressed to them and
 * the "any" ones; a family (the student, or a parent with an accepted link to them) sees theirs, answers
 * other proposed times and cancels an open request. Anyone else does not see it (404).
 */
export type Actor = RoleSubject & { id: string };
export type ActorKind = 'admin' | 'teacher' | 'parent' | 'student';

export const actorKindOf = (actor: RoleSubject): ActorKind =>
  isSuperAdmin(actor) || isCompanyAdmin(actor)
    ? 'admin'
    : isTeacher(actor)
      ? 'teacher'
      : isParent(actor)
        ? 'parent'
        : 'student';

export interface RequestFacts {
  studentId: string;
  teacherId: string | null;
  status: string;
}

/** How the caller relates to a request; `linkedChildIds` are a parent's children (accepted links). */
export const relationTo = (
  actor: Actor,
  request: RequestFacts,
  linkedChildIds: ReadonlySet<string>,
): 'educator' | 'family' | null => {
  switch (actorKindOf(actor)) {
    case 'admin':
      return 'educator';
    case 'teacher':
      return request.teacherId === null || request.teacherId === actor.id ? 'educator' : null;
    case 'parent':
      return linkedChildIds.has(request.studentId) ? 'family' : null;
    case 'student':
      return request.studentId === actor.id ? 'family' : null;
  }
};

/** An educator answers a request that waits for them. */
export const canAnswer = (relation: ReturnType<typeof relationTo>, request: RequestFacts) =>
  relation === 'educator' && request.status === 'pending';

/** The family accepts one of the other times, or cancels, while the request is countered. */
export const canRespondToCounter = (relation: ReturnType<typeof relationTo>, request: RequestFacts) =>
  relation === 'family' && request.status === 'countered';

/** The family cancels a request still open (pending or countered). */
export const canCancel = (relation: ReturnType<typeof relationTo>, request: RequestFacts) =>
  relation === 'family' && (request.status === 'pending' || request.status === 'countered');
