import type { TenantTx } from '../../db/with-tenant.ts';
import { moveCoins } from '../ledger/ledger.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { completePendingReferralOf, hasTransactionOfType, lockUser } from './referral.repository.ts';

/**
 * Everything an e-mail verification earns, in the verification's own transaction. Call it from every
 * path that sets `email_verified_at` (the verification link, a password reset or set link), right after
 * setting it:
 * - the tenant's e-mail verification reward, once per user ever (an address changed and verified again
 *   earns nothing more): the user's row is locked first, so two verifications at the same moment
 *   serialise and the second sees the first's `email_verification` transaction;
 * - a pending referral of this invitee becomes completed (the UPDATE locks its row and only a pending one
 *   changes), and the invitee gets the tenant's invitee reward. The inviter's share is counted from
 *   completed referrals and exchanged by the inviter (exchange-point), so nothing is paid to them here.
 */
export const rewardEmailVerification = async (tx: TenantTx, options: { tenant: TenantContext; userId: string }) => {
  const { settings } = options.tenant;
  await lockUser(tx, options.userId);
  if (settings.emailVerificationReward > 0 && !(await hasTransactionOfType(tx, options.userId, 'email_verification')))
    await moveCoins(tx, {
      userId: options.userId,
      type: 'email_verification',
      amount: settings.emailVerificationReward,
    });
  const referral = await completePendingReferralOf(tx, options.userId);
  if (referral && settings.referralInviteeReward > 0)
    await moveCoins(tx, {
      userId: options.userId,
      type: 'referral_bonus',
      amount: settings.referralInviteeReward,
      reference: { kind: 'referral_invitee', referral_id: referral.id },
    });
};
