import type { TenantTx } from '../../db/with-tenant.ts';
import { insertMissingInvitationsOfSentTests } from './class-tests.repository.ts';

/**
 * Issue 17, defect 3: students who join a class (by code or link, or added by a teacher) after its tests
 * were sent receive those tests too, in the join's transaction, so their class page and dashboard list
 * them at once. A class test nobody was sent yet stays the teacher's to send. No e-mail: the student
 * joined just now and sees the tests on their dashboard. Returns how many invitations were made.
 */
export const inviteNewStudentsToClassTests = (
  tx: TenantTx,
  classId: string,
  studentIds: string[],
  now: Date = new Date(),
): Promise<number> => insertMissingInvitationsOfSentTests(tx, classId, studentIds, now);
