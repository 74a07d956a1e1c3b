import { isCompanyAdmin, isSuperAdmin, isTeacher } from '@prepwell/contracts';
import type { Actor } from '../profile/profile.policy.ts';

/** Pure rules for Pro grants and their history; deny by default, a refusal is answered as 404. */
export interface ProTarget {
  id: string;
  roles: readonly string[];
  /** The target lives in the actor's own tenant. */
  sameTenant: boolean;
}

const isSuper = (roles: readonly string[]) => roles.includes('super_admin') || roles.includes('super-admin');

/** Set or remove a user's Pro: a super admin for anyone; an organization admin for their own tenant's users. */
export const canGrantPro = (actor: Actor, target: ProTarget): boolean =>
  isSuperAdmin(actor) || (isCompanyAdmin(actor) && target.sameTenant && !isSuper(target.roles));

/** Read a user's subscriptions: the user, a super admin, the tenant's teachers and organization admins. */
export const canSeeSubscriptions = (actor: Actor, target: ProTarget): boolean =>
  actor.id === target.id ||
  isSuperAdmin(actor) ||
  (target.sameTenant && !isSuper(target.roles) && (isTeacher(actor) || isCompanyAdmin(actor)));
