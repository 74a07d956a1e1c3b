import { isCompanyAdmin, isSuperAdmin, isTeacher } from '@prepwell/contracts';
import type { Actor } from '../profile/profile.policy.ts';

/**
 * Who may see and act on a company (issue 5). Pure rules, deny by default; a refusal of an object is
 * answered as 404 `not_found` (another company's existence is never revealed).
 */

export interface CompanyFacts {
  /** The company's tenant id. */
  id: string;
  isCompany: boolean;
}

/** A company's info, classes, users and points: a super admin any company; a company admin their own. */
export const canSeeCompany = (actor: Actor, actorTenantId: string, company: CompanyFacts): boolean =>
  company.isCompany && (isSuperAdmin(actor) || (isCompanyAdmin(actor) && company.id === actorTenantId));

/** Giving the company's points to a class or teacher: the company's own admins only. */
export const canGiveCompanyPoints = (actor: Actor, actorTenantId: string, company: CompanyFacts): boolean =>
  company.isCompany && isCompanyAdmin(actor) && company.id === actorTenantId;

/** A teacher of the company may receive its points as T-Coins: a teacher or company admin, never a super admin. */
export const isCompanyTeacher = (roles: readonly string[]): boolean =>
  isTeacher({ roles: roles.map((name) => ({ name })) });

/** Which activity logs a caller reads: every tenant's (super admin), their company's (its admins), none. */
export const activityLogScope = (actor: Actor, tenant: { isCompany: boolean }): 'all' | 'tenant' | 'none' =>
  isSuperAdmin(actor) ? 'all' : isCompanyAdmin(actor) && tenant.isCompany ? 'tenant' : 'none';
