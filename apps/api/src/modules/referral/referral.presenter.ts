import type { ReferralCheckResult, ReferralCodeView, ReferralUseView } from '@prepwell/contracts';
import type { TenantSettings } from '@prepwell/contracts';
import { fullName } from '../users/users.presenter.ts';
import { referralEarnings } from './referral-code.ts';

export const presentReferralCode = (options: {
  code: string;
  exchanged: number;
  counts: { invited: number; completed: number; invalid: number };
  settings: TenantSettings;
}): ReferralCodeView => {
  const { settings, counts } = options;
  const money = referralEarnings({
    completed: counts.completed,
    perReward: settings.referralInviteesPerReward,
    reward: settings.referralInviterReward,
    exchanged: options.exchanged,
  });
  return {
    code: options.code,
    invited: counts.invited,
    completed: counts.completed,
    invalid: counts.invalid,
    earned: money.earned,
    exchanged: options.exchanged,
    exchangeable: money.exchangeable,
    invitees_per_reward: settings.referralInviteesPerReward,
    inviter_reward: settings.referralInviterReward,
    invitee_reward: settings.referralInviteeReward,
  };
};

export const presentCheck = (
  owner: { firstName: string | null; lastName: string | null; username: string | null } | undefined,
): ReferralCheckResult =>
  owner ? { valid: true, inviter: fullName(owner) ?? owner.username } : { valid: false, inviter: null };

export const presentUse = (row: {
  id: string;
  status: 'pending' | 'completed' | 'invalid';
  createdAt: Date;
  completedAt: Date | null;
  firstName: string | null;
  lastName: string | null;
}): ReferralUseView => ({
  id: row.id,
  name: fullName(row),
  status: row.status,
  created_at: row.createdAt.toISOString(),
  completed_at: row.completedAt?.toISOString() ?? null,
});
