import { isCompanyAdmin, isSuperAdmin, isTeacher, type RoleSubject } from '@prepwell/contracts';
import type { Standing } from '../unlocks/unlocks.policy.ts';

/** Pure rules of the AI tutor (decision 0017), deny by default. */

/**
 * Tutor messages a member may send today: Free members the tenant's `aiFreeMessagesPerDay`; Pro members and
 * staff without limit (null).
 */
export const dailyAllowance = (standing: Standing, freePerDay: number): number | null =>
  standing === 'free' ? freePerDay : null;

/** Whether one more message fits today's allowance (`sentToday` counts the stored user messages of today). */
export const withinAllowance = (allowance: number | null, sentToday: number): boolean =>
  allowance === null || sentToday < allowance;

export interface ConversationReadFacts {
  studentId: string;
  /** The student is a user of the caller's tenant. */
  studentInTenant: boolean;
  /**
   * Whether the caller teaches the student in one of their classes, when the classes module can tell;
   * null when it cannot (then every teacher of the tenant counts as the student's teacher).
   */
  teachesStudent: boolean | null;
}

/**
 * Who reads a student's tutor conversations: the student themself, a company admin of the tenant, and a
 * teacher of the student (of their classes when that is known, else of the tenant). A super admin is not a
 * teacher here (isTeacher); anyone else, and any student of another tenant, is refused (the route answers 404).
 */
export const mayReadConversations = (actor: RoleSubject & { id: string }, facts: ConversationReadFacts): boolean => {
  if (!facts.studentInTenant) return false;
  if (actor.id === facts.studentId) return true;
  if (isSuperAdmin(actor)) return false;
  if (isCompanyAdmin(actor)) return true;
  if (isTeacher(actor)) return facts.teachesStudent !== false;
  return false;
};

/**
 * Issue 17: who may ask the tutor about a question they can see. A draft of the question bank is its authors'
 * work in progress (never in a test a student takes): only the educators of the question's own tenant
 * (teachers, company admins, the super admin for main's catalogue) discuss it; anyone else gets 404.
 * Active and retired questions are for every signed-in user (retired ones stay in old reviews).
 */
export const mayDiscussQuestion = (actor: RoleSubject, facts: { draft: boolean; ownTenant: boolean }): boolean =>
  !facts.draft || (facts.ownTenant && (isTeacher(actor) || isSuperAdmin(actor)));
