import { isCompanyAdmin, isParent, isTeacher, type RoleSubject } from '@prepwell/contracts';
import type { MeetingPersonKind } from '@prepwell/contracts';

/**
 * Meeting logs (issue 20, decision 0046) are staff records. Admins read and write every meeting; a
 * teacher reads the meetings they logged, attended or own a follow-up of, and writes those they logged.
 * A follow-up is ticked done by its owner, the meeting's writer or an admin.
 */
export const mayReadMeeting = (actor: RoleSubject, facts: { involved: boolean }) =>
  isCompanyAdmin(actor) || (isTeacher(actor) && facts.involved);

export const mayWriteMeeting = (actor: RoleSubject & { id: string }, meeting: { createdBy: string | null }) =>
  isCompanyAdmin(actor) || (isTeacher(actor) && meeting.createdBy === actor.id);

export const mayTickFollowUp = (
  actor: RoleSubject & { id: string },
  followUp: { ownerId: string },
  meeting: { createdBy: string | null },
) => followUp.ownerId === actor.id || mayWriteMeeting(actor, meeting);

/** How a meeting names a person's place: staff (teachers, admins), parent or student. */
export const personKindOf = (roles: readonly string[]): MeetingPersonKind => {
  const subject = { roles: roles.map((name) => ({ name })) };
  if (isTeacher(subject)) return 'staff';
  if (isParent(subject)) return 'parent';
  return 'student';
};
