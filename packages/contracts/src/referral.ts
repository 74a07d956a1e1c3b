import { z } from 'zod';
import { ReferralStatus } from './commerce.ts';

/** Issue 4: referral codes (spec §7 Referral). Owned by apps/api/src/modules/referral. */

/** `GET /api/referral-code`. */
export const ReferralCodeView = z.object({
  code: z.string(),
  invited: z.number().int(),
  completed: z.number().int(),
  /** Invitees whose account was deleted before they verified their e-mail. */
  invalid: z.number().int(),
  /** Coins earned by completed invitees (every N completed earn the inviter's reward), exchanged or not. */
  earned: z.number().int(),
  /** Of `earned`, what the inviter already exchanged for T-Coins; `exchangeable` is the rest. */
  exchanged: z.number().int(),
  exchangeable: z.number().int(),
  invitees_per_reward: z.number().int(),
  inviter_reward: z.number().int(),
  invitee_reward: z.number().int(),
});
export type ReferralCodeView = z.infer<typeof ReferralCodeView>;

/** `POST /api/referral-code/check` {code}: whether it is a code of this tenant, and whose. */
export const ReferralCheckRequest = z.object({ code: z.string().trim().min(1).max(32) });
export type ReferralCheckRequest = z.input<typeof ReferralCheckRequest>;
export const ReferralCheckResult = z.object({ valid: z.boolean(), inviter: z.string().nullable() });
export type ReferralCheckResult = z.infer<typeof ReferralCheckResult>;

/** `GET /api/referral-code/used`: who signed up with the caller's code, newest first (name null: an unfinished registration). */
export const ReferralUseView = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  status: ReferralStatus,
  created_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
});
export const ReferralUseList = z.array(ReferralUseView);
export type ReferralUseView = z.infer<typeof ReferralUseView>;

/** `POST /api/referral-code/exchange-point` (Idempotency-Key): exchanged coins and the new balance. */
export const ReferralExchangeResult = z.object({ exchanged: z.number().int(), balance: z.number().int() });
export type ReferralExchangeResult = z.infer<typeof ReferralExchangeResult>;
