import { isCompanyAdmin, isSuperAdmin, isTeacher } from '@prepwell/contracts';

/** Who acts: the signed-in user (roles as stored). Pure rules, deny by default; a refusal is answered as 404. */
export interface Actor {
  id: string;
  roles: readonly { name: string }[];
}

export interface TargetFacts {
  id: string;
  roles: readonly string[];
  /** The target lives in the actor's own tenant. */
  sameTenant: boolean;
  /** The actor's tenant is a company (isCompany), where company admins manage their users. */
  tenantIsCompany: boolean;
}

const targetIsSuperAdmin = (t: TargetFacts) => t.roles.includes('super_admin') || t.roles.includes('super-admin');

/** Edit another user's profile, roles or account: a super admin anywhere; a company admin inside their company. */
export const canManageUser = (actor: Actor, target: TargetFacts): boolean =>
  isSuperAdmin(actor) ||
  (isCompanyAdmin(actor) && target.tenantIsCompany && target.sameTenant && !targetIsSuperAdmin(target));

/** See a profile: oneself, a super admin, a teacher or company admin of the same tenant, the parent of the child. */
export const canViewProfile = (actor: Actor, target: TargetFacts & { isParentOfTarget: boolean }): boolean =>
  actor.id === target.id ||
  isSuperAdmin(actor) ||
  (target.sameTenant &&
    !targetIsSuperAdmin(target) &&
    (isTeacher(actor) || isCompanyAdmin(actor) || target.isParentOfTarget));

/** A parent's children list: the parent, a super admin, or the company admin of the parent's company. */
export const canSeeChildrenOf = (actor: Actor, target: TargetFacts): boolean =>
  actor.id === target.id || canManageUser(actor, target);
