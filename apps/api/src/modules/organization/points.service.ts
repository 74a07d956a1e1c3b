import type { z } from 'zod';
import type { AdjustCompanyPointsInput, CompanyPointsBalance, GiveCompanyPointsInput } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { runIdempotent } from '../ledger/idempotency.ts';
import { moveCoins } from '../ledger/ledger.service.ts';
import { getTenantById, type TenantContext } from '../tenants/tenants.service.ts';
import { logActivity } from '../users/users.service.ts';
import type { Ctx } from './company.service.ts';
import { canGiveCompanyPoints, isCompanyTeacher } from './company.policy.ts';
import { selectClassName, selectUserWithRoles } from './company.repository.ts';
import { presentPerson } from './company.presenter.ts';
import { getCompanyWallet, moveWallet, transferToClass } from './wallets.service.ts';

/** Moving a company's points (issue 5): its admins give them to a class or a teacher; super admins add or deduct. */

type Balance = z.infer<typeof CompanyPointsBalance>;

const giveToClass = async (tx: TenantTx, ctx: Ctx, input: GiveCompanyPointsInput) => {
  const name = await selectClassName(tx, input.target_id);
  if (name === undefined) throw new AppError('not_found');
  const { companyBalance } = await transferToClass(tx, {
    classId: input.target_id,
    amount: input.points,
    actorId: ctx.actor.id,
    notes: input.notes || null,
  });
  await logActivity(tx, ctx.actor.id, 'company_points_given', `${input.points} → ${name}`);
  return companyBalance;
};

const giveToTeacher = async (tx: TenantTx, ctx: Ctx, input: GiveCompanyPointsInput) => {
  const user = await selectUserWithRoles(tx, input.target_id);
  if (!user) throw new AppError('not_found');
  if (!isCompanyTeacher(user.roles)) throw new AppError('not_a_teacher');
  const notes = input.notes || null;
  const wallet = await getCompanyWallet(tx);
  const moved = await moveWallet(tx, {
    walletId: wallet.id,
    amount: -input.points,
    type: 'to_teacher',
    userId: user.id,
    actorId: ctx.actor.id,
    notes,
  });
  // The teacher's T-Coins: a "Deposit from Admin" whose other side is the organisation, in the same transaction.
  await moveCoins(tx, {
    userId: user.id,
    type: 'admin_deposit',
    amount: input.points,
    notes,
    actorId: ctx.actor.id,
    account: 'system:organization',
    reference: { org_wallet_move_id: moved.moveId },
  });
  await logActivity(
    tx,
    ctx.actor.id,
    'company_points_given',
    `${input.points} → ${presentPerson({ ...user, username: null }).name}`,
  );
  return moved.balance;
};

const reachableForGiving = async (deps: Deps, ctx: Ctx & { id: string }): Promise<TenantContext> => {
  const company = await getTenantById(deps.db, ctx.id);
  if (!canGiveCompanyPoints(ctx.actor, ctx.tenant.id, company)) throw new AppError('not_found');
  return company;
};

/**
 * `POST /api/company/:id/points/give`: the company's admin gives points to a class of the company (a wallet
 * transfer) or to a teacher of the company (the company wallet −n `to_teacher`, the teacher's T-Coins +n),
 * both sides in one transaction, once per Idempotency-Key. Another company, an unknown class or user → 404;
 * a user who is not a teacher → 422 `not_a_teacher`; not enough points → 400 `insufficient_balance`.
 */
export const giveCompanyPoints = async (
  deps: Deps,
  ctx: Ctx & { id: string; input: GiveCompanyPointsInput; key: () => string },
): Promise<Balance> => {
  // The company is checked before the Idempotency-Key: another company is 404 first, never 400.
  const company = await reachableForGiving(deps, ctx);
  const key = ctx.key();
  return runIdempotent(
    deps,
    {
      tenantId: company.id,
      actorId: ctx.actor.id,
      key,
      scope: 'company.give-points',
      request: { companyId: company.id, ...ctx.input, notes: ctx.input.notes || null },
    },
    async (tx) => ({
      balance:
        ctx.input.target === 'class' ? await giveToClass(tx, ctx, ctx.input) : await giveToTeacher(tx, ctx, ctx.input),
    }),
  );
};

/**
 * `POST /api/admin/companies/:id/points` (super admins): adds (`admin_grant`) or deducts (`admin_deduct`)
 * company points, once per Idempotency-Key. A deduction beyond the balance → 400 `insufficient_balance`.
 * The company's log records it without naming the super admin (they live on `main`); once it has
 * committed, the super admin's own tenant logs it under their name with the company's slug (their history
 * and the platform log), in a second transaction: a replay logs nothing.
 */
export const adjustCompanyPoints = async (
  deps: Deps,
  ctx: Ctx & { id: string; input: AdjustCompanyPointsInput; key: () => string },
): Promise<Balance> => {
  const company = await getTenantById(deps.db, ctx.id);
  if (!company.isCompany) throw new AppError('not_found');
  const key = ctx.key();
  const notes = ctx.input.notes || null;
  const { points } = ctx.input;
  const action = points > 0 ? 'company_points_added' : 'company_points_deducted';
  const detail = notes ? `${Math.abs(points)} — ${notes}` : String(Math.abs(points));
  let moved = false;
  const result = await runIdempotent(
    deps,
    {
      tenantId: company.id,
      actorId: ctx.actor.id,
      key,
      scope: 'admin.company-points',
      request: { companyId: company.id, points, notes },
    },
    async (tx) => {
      const wallet = await getCompanyWallet(tx);
      const after = await moveWallet(tx, {
        walletId: wallet.id,
        amount: points,
        type: points > 0 ? 'admin_grant' : 'admin_deduct',
        actorId: ctx.actor.id,
        notes,
      });
      await logActivity(tx, null, action, detail);
      moved = true;
      return { balance: after.balance };
    },
  );
  if (moved && company.id !== ctx.tenant.id)
    await withTenant(deps.db, ctx.tenant.id, (tx) =>
      logActivity(tx, ctx.actor.id, action, `${company.slug}: ${detail}`),
    );
  return result;
};
