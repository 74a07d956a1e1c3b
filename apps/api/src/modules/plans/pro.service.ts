import type { ProExpiryUpdate, ProStatus, SubscriptionList } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/clock.ts';
import { runIdempotent } from '../ledger/idempotency.ts';
import type { Actor } from '../profile/profile.policy.ts';
import { resolveUserTenant } from '../profile/user-target.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { updateUserFields } from '../users/user-rows.service.ts';
import { getUserWithRoles } from '../users/users.service.ts';
import { canGrantPro, canSeeSubscriptions } from './pro.policy.ts';
import { presentSubscription } from './pro.presenter.ts';
import { extendedExpiry } from './pro-expiry.ts';
import { insertSubscription, lockProExpiry, selectSubscriptions, type SubscriptionInsert } from './pro.repository.ts';

interface Ctx {
  actor: Actor;
  tenant: TenantContext;
}

/** Writes the new expiry (dropping the user's cached sessions, so the crown follows at once) and its history row. */
const writeExpiry = async (
  tx: TenantTx,
  userId: string,
  previous: string | null,
  next: string | null,
  row: Omit<SubscriptionInsert, 'userId' | 'previousExpiry' | 'newExpiry'>,
) => {
  await updateUserFields(tx, userId, { proExpiredAt: next });
  await insertSubscription(tx, { ...row, userId, previousExpiry: previous, newExpiry: next });
};

/**
 * A paid Pro order: `months` more (0 = lifetime) from the later of today and the current expiry, both in
 * the tenant's business time zone. Called by the settlement inside its transaction.
 */
export const grantProForOrder = async (
  tx: TenantTx,
  options: { tenant: TenantContext; userId: string; months: number; orderId: string; now: Date },
) => {
  const locked = await lockProExpiry(tx, options.userId);
  if (!locked) throw new AppError('not_found');
  const today = todayIn(options.tenant.settings.businessTimeZone, options.now);
  const next = extendedExpiry({ current: locked.proExpiredAt, months: options.months, today });
  await writeExpiry(tx, options.userId, locked.proExpiredAt, next, {
    source: 'order',
    months: options.months,
    orderId: options.orderId,
    actorId: null,
  });
  return next;
};

/** The target user inside the tenant the actor may reach, checked by `allowed`; anyone else is not found. */
const targetOf = async (tx: TenantTx, ctx: Ctx, target: TenantContext, userId: string, allowed: typeof canGrantPro) => {
  const user = await getUserWithRoles(tx, userId);
  if (!allowed(ctx.actor, { id: user.id, roles: user.roles, sameTenant: target.id === ctx.tenant.id }))
    throw new AppError('not_found');
  return user;
};

/**
 * Where an admin's Pro change runs: the target's tenant, once the actor may manage the user (else 404
 * before the Idempotency-Key is even read, so another tenant's user stays unseen).
 */
const grantTarget = async (deps: Deps, ctx: Ctx & { userId: string }) => {
  const target = await resolveUserTenant(deps, ctx);
  await withTenant(deps.db, target.id, (tx) => targetOf(tx, ctx, target, ctx.userId, canGrantPro));
  return target;
};

/** The Idempotency-Key, read once the target is known (`idempotencyKeyOf` of the request). */
type KeyOf = () => string;

/** An admin sets a user's Pro expiry to a date (`PATCH /admin/user/:id/pro`, idempotent). */
export const setProExpiry = async (
  deps: Deps,
  ctx: Ctx & { userId: string; key: KeyOf; input: ProExpiryUpdate },
): Promise<ProStatus> => {
  const target = await grantTarget(deps, ctx);
  return runIdempotent(
    deps,
    {
      tenantId: target.id,
      actorId: ctx.actor.id,
      key: ctx.key(),
      scope: 'pro.set',
      request: { user: ctx.userId, ...ctx.input },
    },
    async (tx) => {
      await targetOf(tx, ctx, target, ctx.userId, canGrantPro);
      const locked = await lockProExpiry(tx, ctx.userId);
      const next = ctx.input.taken_unlimited_expire_at;
      await writeExpiry(tx, ctx.userId, locked?.proExpiredAt ?? null, next, {
        source: 'admin',
        months: null,
        orderId: null,
        actorId: target.id === ctx.tenant.id ? ctx.actor.id : null,
      });
      return { pro_expired_at: next };
    },
  );
};

/** An admin removes a user's Pro (`DELETE /admin/user/:id/pro`, idempotent): the user is Free from now. */
export const removePro = async (deps: Deps, ctx: Ctx & { userId: string; key: KeyOf }): Promise<ProStatus> => {
  const target = await grantTarget(deps, ctx);
  return runIdempotent(
    deps,
    { tenantId: target.id, actorId: ctx.actor.id, key: ctx.key(), scope: 'pro.remove', request: { user: ctx.userId } },
    async (tx) => {
      await targetOf(tx, ctx, target, ctx.userId, canGrantPro);
      const locked = await lockProExpiry(tx, ctx.userId);
      await writeExpiry(tx, ctx.userId, locked?.proExpiredAt ?? null, null, {
        source: 'admin_removal',
        months: null,
        orderId: null,
        actorId: target.id === ctx.tenant.id ? ctx.actor.id : null,
      });
      return { pro_expired_at: null };
    },
  );
};

const SUBSCRIPTIONS_LIMIT = 200;

/** `GET /users/:id/subscriptions`: the Pro periods granted to a user, newest first. */
export const findSubscriptions = async (deps: Deps, ctx: Ctx & { userId: string }): Promise<SubscriptionList> => {
  const target = await resolveUserTenant(deps, ctx);
  return withTenant(deps.db, target.id, async (tx) => {
    await targetOf(tx, ctx, target, ctx.userId, canSeeSubscriptions);
    const rows = await selectSubscriptions(tx, ctx.userId, SUBSCRIPTIONS_LIMIT);
    return rows.map(presentSubscription);
  });
};
