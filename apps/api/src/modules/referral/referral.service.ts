import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { moveCoins } from '../ledger/ledger.service.ts';
import { runIdempotent } from '../ledger/idempotency.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { generateReferralCode, normalizeReferralCode, referralEarnings } from './referral-code.ts';
import { presentCheck, presentReferralCode, presentUse } from './referral.presenter.ts';
import {
  countReferralsOf,
  insertCode,
  insertReferral,
  selectCodeOfUser,
  selectCodeOwner,
  selectReferralsOf,
  updateExchangedCoins,
} from './referral.repository.ts';

/** The user's code, made on first use; a clash with another user's code (1 in 6·10⁹ per pair) draws again. */
const ensureCode = async (tx: TenantTx, userId: string) => {
  for (let i = 0; i < 8; i++) {
    const existing = await selectCodeOfUser(tx, userId);
    if (existing) return existing;
    const made = await insertCode(tx, { userId, code: generateReferralCode() });
    if (made) return made;
  }
  throw new Error('could not draw a free referral code');
};

/** `GET /api/referral-code`: the caller's code with their invitees' counts and referral coins. */
export const getReferralCode = (deps: Pick<Deps, 'db'>, options: { tenant: TenantContext; userId: string }) =>
  withTenant(deps.db, options.tenant.id, async (tx) => {
    const code = await ensureCode(tx, options.userId);
    const counts = await countReferralsOf(tx, options.userId);
    return presentReferralCode({
      code: code.code,
      exchanged: code.exchangedCoins,
      counts,
      settings: options.tenant.settings,
    });
  });

/** `POST /api/referral-code/check` (public): a code of this tenant, and not the signed-in caller's own. */
export const checkReferralCode = (
  deps: Pick<Deps, 'db'>,
  options: { tenant: TenantContext; code: string; userId: string | null },
) =>
  withTenant(deps.db, options.tenant.id, async (tx) => {
    const owner = await selectCodeOwner(tx, normalizeReferralCode(options.code));
    return presentCheck(owner && owner.userId !== options.userId ? owner : undefined);
  });

/** The owner of a referral code of this tenant (on the caller's transaction), or undefined (enrollments, spec §9). */
export const findReferralCodeOwner = (tx: TenantTx, code: string) => selectCodeOwner(tx, normalizeReferralCode(code));

/** `GET /api/referral-code/used`: the caller's invitees, newest first. */
export const findReferralUses = (deps: Pick<Deps, 'db'>, options: { tenant: TenantContext; userId: string }) =>
  withTenant(deps.db, options.tenant.id, async (tx) => (await selectReferralsOf(tx, options.userId)).map(presentUse));

/**
 * Registration with a referral code (inside the registration's transaction, after the invitee's row is
 * written): a pending referral. A code that is not one of this tenant's, or the invitee's own, is a
 * field error, so the whole registration is refused and nothing is kept.
 */
export const recordReferral = async (tx: TenantTx, options: { code: string; inviteeId: string }) => {
  const code = normalizeReferralCode(options.code);
  if (!code) return null;
  const owner = await selectCodeOwner(tx, code);
  if (!owner || owner.userId === options.inviteeId)
    throw new AppError('referral_code_invalid', { details: { field: 'referral_code' } });
  return insertReferral(tx, { inviterId: owner.userId, inviteeId: options.inviteeId });
};

/**
 * `POST /api/referral-code/exchange-point`: credits the inviter's exchangeable referral coins as a
 * `referral_bonus`, once per idempotency key; the code row is locked while `exchanged_coins` moves, so
 * two exchanges with different keys cannot both pay the same coins.
 */
export const exchangeReferralCoins = (
  deps: Pick<Deps, 'db'>,
  options: { tenant: TenantContext; userId: string; key: string },
) =>
  runIdempotent(
    deps,
    { tenantId: options.tenant.id, actorId: options.userId, key: options.key, scope: 'referral.exchange', request: {} },
    async (tx) => {
      const code = await selectCodeOfUser(tx, options.userId, { forUpdate: true });
      if (!code) throw new AppError('referral_nothing_to_exchange');
      const { completed } = await countReferralsOf(tx, options.userId);
      const { settings } = options.tenant;
      const { exchangeable } = referralEarnings({
        completed,
        perReward: settings.referralInviteesPerReward,
        reward: settings.referralInviterReward,
        exchanged: code.exchangedCoins,
      });
      if (exchangeable <= 0) throw new AppError('referral_nothing_to_exchange');
      await updateExchangedCoins(tx, options.userId, code.exchangedCoins + exchangeable);
      const moved = await moveCoins(tx, {
        userId: options.userId,
        type: 'referral_bonus',
        amount: exchangeable,
        reference: { kind: 'referral_exchange', completed: String(completed) },
        actorId: options.userId,
      });
      return { exchanged: exchangeable, balance: moved.balance };
    },
  );
