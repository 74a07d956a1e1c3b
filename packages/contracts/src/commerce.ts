import { z } from 'zod';

/**
 * Issue 4: the shared vocabulary of T-Coins, payments, unlocks, grading and referral. Each area's
 * requests and responses live in their own file (ledger.ts, payments.ts, unlocks.ts, referral.ts,
 * analytics.ts); this file holds only the enums the database and several areas share.
 */

/** The coin transaction types of spec §3, as stored and sent (the web app shows them translated). */
export const CoinTransactionType = z.enum([
  'purchase',
  'deposit',
  'email_verification',
  'reward',
  'refund',
  'admin_deposit',
  'admin_deduction',
  'test',
  'referral_bonus',
  /** A score report unlocked with T-Coins (issue 17: the ledger says so, not "Test"). */
  'report_unlock',
]);
export type CoinTransactionType = z.infer<typeof CoinTransactionType>;

/**
 * Ledger accounts: the user's own, or a system account the coins come from or go to
 * (`system:organization`: T-Coins a company gave a teacher from its points, issue 5).
 */
export const CoinAccount = z.enum([
  'user',
  'system:deposits',
  'system:rewards',
  'system:spending',
  'system:admin',
  'system:refunds',
  'system:organization',
]);
export type CoinAccount = z.infer<typeof CoinAccount>;

/** Transaction-log category (spec §3): income or expense, by the sign of the user's amount. */
export const CoinCategory = z.enum(['income', 'expense']);
export type CoinCategory = z.infer<typeof CoinCategory>;

/** `session` (issue 19): a need-pay-first course session's fee. */
export const OrderKind = z.enum(['coins', 'pro', 'session', 'tuition']);
export type OrderKind = z.infer<typeof OrderKind>;
export const OrderStatus = z.enum(['pending', 'paid', 'failed', 'cancelled']);
export type OrderStatus = z.infer<typeof OrderStatus>;
/** Card (with the tenant's fee), ATM transfer, convenience-store code (spec §9). */
export const PaymentMethod = z.enum(['card', 'atm', 'cvs']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentProviderName = z.enum(['sandbox', 'stripe']);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

export const SubscriptionSource = z.enum(['order', 'admin', 'admin_removal']);
export type SubscriptionSource = z.infer<typeof SubscriptionSource>;

/** What of a result can be unlocked: the score report (its detail, explanations and PDF). */
export const UnlockKind = z.enum(['report']);
export type UnlockKind = z.infer<typeof UnlockKind>;

/** Grading unlock levels (spec §4) and their states (Pending Scores, Pending Basic/VIP Comments, then graded). */
export const GradingLevel = z.enum(['score', 'simple', 'vip']);
export type GradingLevel = z.infer<typeof GradingLevel>;
/** Refunded: an admin gave the coins back before it was graded (issue 20); it leaves the graders' queue. */
export const GradingStatus = z.enum(['pending', 'graded', 'refunded']);
export type GradingStatus = z.infer<typeof GradingStatus>;
/** What the graders' queue lists. */
export const GradingQueueStatus = z.enum(['pending', 'graded']);
export type GradingQueueStatus = z.infer<typeof GradingQueueStatus>;

export const ReferralStatus = z.enum(['pending', 'completed', 'invalid']);
export type ReferralStatus = z.infer<typeof ReferralStatus>;

/** The value of the `Idempotency-Key` header (IDEMPOTENCY_HEADER) every coin-moving or Pro-granting call takes: 1–200 visible characters. */
export const IdempotencyKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/);
