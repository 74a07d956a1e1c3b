import { isCompanyAdmin, isFreeMember, isPromotionLink, isSuperAdmin, type RoleSubject } from '@prepwell/contracts';
import type { ServerMessageKey } from '@prepwell/contracts';

/**
 * Who manages a tenant's promotions: its company admins (organization_admin) on a company's tenant, and
 * super admins on their own (main). An organisation admin on main does not speak for the platform.
 */
export const canManagePromotions = (actor: RoleSubject, tenant: { isCompany: boolean }): boolean =>
  isSuperAdmin(actor) || (tenant.isCompany && isCompanyAdmin(actor));

/** Who sees promotions: Free members only. Pro members see none ("no ads"), nor do super admins. */
export const seesPromotions = (member: RoleSubject, today: string): boolean => isFreeMember(member, today);

export interface PromotionFields {
  link_url: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
}

/** The rules a stored promotion keeps, as field errors: a safe link, and dates in order. */
export const promotionProblems = (fields: PromotionFields): { path: string; key: ServerMessageKey }[] => {
  const problems: { path: string; key: ServerMessageKey }[] = [];
  if (fields.link_url !== null && !isPromotionLink(fields.link_url))
    problems.push({ path: 'link_url', key: 'house_promotions.invalid_link' });
  if (fields.starts_at && fields.ends_at && fields.ends_at.getTime() <= fields.starts_at.getTime())
    problems.push({ path: 'ends_at', key: 'house_promotions.ends_before_starts' });
  return problems;
};
