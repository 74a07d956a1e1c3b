import type { z } from 'zod';
import {
  isSuperAdmin,
  type CompanyDetail,
  type CompanyPoints,
  type CompanySummary,
  type CompanyUsersQuery,
  type PageQuery,
} from '@prepwell/contracts';
import type { CompanyClassPage, CompanyUserPage } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../profile/profile.policy.ts';
import { findAllTenants, findTenantHosts, getTenantById, type TenantContext } from '../tenants/tenants.service.ts';
import {
  presentClassRow,
  presentCompanyDetail,
  presentCompanySummary,
  presentUserRow,
  presentWalletMove,
} from './company.presenter.ts';
import { canSeeCompany } from './company.policy.ts';
import {
  selectClassPage,
  selectCompanyFigures,
  selectRolesOfUsers,
  selectTeachersOfClasses,
  selectTeachingRoles,
  selectUserPage,
  unsafeSelectFiguresPerTenant,
} from './company.repository.ts';
import { selectClassBalances, selectCompanyWalletRow, selectWalletMovePage } from './wallets.repository.ts';

/** A company's pages for its admins and the super admins (issue 5): list, detail, classes, users, points. */

export const COMPANY_PAGE_SIZE = 20;

export interface Ctx {
  actor: Actor;
  tenant: TenantContext;
}

const pageOf = (page: number) => ({ offset: (page - 1) * COMPANY_PAGE_SIZE, limit: COMPANY_PAGE_SIZE });

/** The company the caller addresses by id, when they may see it; another company, a tenant that is not one, or no tenant → 404. */
export const resolveCompany = async (deps: Deps, ctx: Ctx, id: string): Promise<TenantContext> => {
  const company = await getTenantById(deps.db, id);
  if (!canSeeCompany(ctx.actor, ctx.tenant.id, company)) throw new AppError('not_found');
  return company;
};

/**
 * `GET /api/company`: a company admin's own company; a super admin every tenant that is a company, with its
 * figures (crosses tenants on purpose: it is the platform's company list), by name.
 */
export const findCompanies = async (deps: Deps, ctx: Ctx): Promise<CompanySummary[]> => {
  if (isSuperAdmin(ctx.actor)) {
    const [all, figures] = await Promise.all([
      findAllTenants(deps.db),
      unsafeAcrossTenants(deps.db, (tx) => unsafeSelectFiguresPerTenant(tx)),
    ]);
    return all
      .filter(({ tenant }) => tenant.isCompany)
      .sort((a, b) => a.tenant.name.localeCompare(b.tenant.name))
      .map(({ tenant }) =>
        presentCompanySummary(tenant, {
          users: figures.users.get(tenant.id) ?? 0,
          classes: figures.classes.get(tenant.id) ?? 0,
          points: figures.points.get(tenant.id) ?? 0,
        }),
      );
  }
  if (!canSeeCompany(ctx.actor, ctx.tenant.id, ctx.tenant)) return [];
  const figures = await withTenant(deps.db, ctx.tenant.id, (tx) => selectCompanyFigures(tx));
  return [presentCompanySummary(ctx.tenant, figures)];
};

/** `GET /api/company/:id`. */
export const getCompanyDetail = async (deps: Deps, ctx: Ctx & { id: string }): Promise<CompanyDetail> => {
  const company = await resolveCompany(deps, ctx, ctx.id);
  const [hosts, figures] = await Promise.all([
    findTenantHosts(deps.db, company.id),
    withTenant(deps.db, company.id, (tx) => selectCompanyFigures(tx)),
  ]);
  return presentCompanyDetail(company, figures, hosts);
};

/** `GET /api/company/:id/classes`: newest first, 20 a page, `q` on the name; each with its teachers and coins. */
export const findCompanyClasses = async (
  deps: Deps,
  ctx: Ctx & { id: string; query: z.output<typeof PageQuery> },
): Promise<z.infer<typeof CompanyClassPage>> => {
  const company = await resolveCompany(deps, ctx, ctx.id);
  return withTenant(deps.db, company.id, async (tx) => {
    const { rows, total } = await selectClassPage(tx, { q: ctx.query.q || undefined }, pageOf(ctx.query.page));
    const ids = rows.map((r) => r.id);
    const [teachers, coins, mine] = await Promise.all([
      selectTeachersOfClasses(tx, ids),
      selectClassBalances(tx, ids),
      selectTeachingRoles(tx, ctx.actor.id, ids),
    ]);
    return {
      data: rows.map((row) =>
        presentClassRow(row, {
          teachers: teachers.filter((t) => t.classId === row.id),
          myRole: mine.get(row.id) ?? 'admin',
          coins: coins.get(row.id) ?? 0,
        }),
      ),
      current_page: ctx.query.page,
      per_page: COMPANY_PAGE_SIZE,
      total,
    };
  });
};

/** `GET /api/company/:id/users`: newest first, 20 a page, `q` and `role`; each with their T-Coin balance. */
export const findCompanyUsers = async (
  deps: Deps,
  ctx: Ctx & { id: string; query: z.output<typeof CompanyUsersQuery> },
): Promise<z.infer<typeof CompanyUserPage>> => {
  const company = await resolveCompany(deps, ctx, ctx.id);
  return withTenant(deps.db, company.id, async (tx) => {
    const { rows, total } = await selectUserPage(
      tx,
      { q: ctx.query.q || undefined, role: ctx.query.role },
      pageOf(ctx.query.page),
    );
    const roles = await selectRolesOfUsers(
      tx,
      rows.map((r) => r.id),
    );
    return {
      data: rows.map((row) => presentUserRow(row, roles.get(row.id) ?? [])),
      current_page: ctx.query.page,
      per_page: COMPANY_PAGE_SIZE,
      total,
    };
  });
};

/** `GET /api/company/:id/points`: the company wallet's balance and its moves, newest first, 20 a page. */
export const getCompanyPoints = async (deps: Deps, ctx: Ctx & { id: string; page: number }): Promise<CompanyPoints> => {
  const company = await resolveCompany(deps, ctx, ctx.id);
  return withTenant(deps.db, company.id, async (tx) => {
    const wallet = await selectCompanyWalletRow(tx);
    const { rows, total } = wallet
      ? await selectWalletMovePage(tx, wallet.id, pageOf(ctx.page))
      : { rows: [], total: 0 };
    return {
      balance: wallet?.balance ?? 0,
      moves: { data: rows.map(presentWalletMove), current_page: ctx.page, per_page: COMPANY_PAGE_SIZE, total },
    };
  });
};
