import type { TenantSettings } from '@prepwell/contracts';

/**
 * The rules of class tests (pure): when a student may start one, and what a start costs the class.
 */

/** A class test opens for its students at `scheduled_at`. */
export const isClassTestAvailable = (scheduledAt: Date, now: Date): boolean => scheduledAt.getTime() <= now.getTime();

/** What one new attempt costs the class: the tenant's `classTestCost` when the class pays, else nothing. */
export const classTestCharge = (
  settings: Pick<TenantSettings, 'classTestCost'>,
  paidByOrganization: boolean,
): number => (paidByOrganization ? settings.classTestCost : 0);

/**
 * Whether the class can pay `cost` for a start: nothing to pay always can; otherwise it needs a wallet
 * with at least `cost` coins (a class never given coins has none).
 */
export const classCanPay = (wallet: { balance: number } | undefined, cost: number): boolean =>
  cost === 0 || (!!wallet && wallet.balance >= cost);
