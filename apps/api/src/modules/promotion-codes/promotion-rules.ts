import type { ErrorCode } from '@prepwell/contracts';

/**
 * Whether a promotion code applies to an order, and what it gives (pure; issue 17).
 * - `percent`: `amount` % off the price (rounded to the minor unit); the card fee is charged on the lower price.
 * - `coins`: the price stays; `amount` extra T-Coins are credited with the pack once the order is paid.
 *   Coins codes are for coin packs only (a Pro plan buys no coins).
 * - "New user" (`audience: new`): no paid order yet in this tenant.
 * - Limits count uses holding a place: reserved (order pending) and used (order paid); a failed order's
 *   use is released and counts no more.
 */
export interface CodeFacts {
  discountKind: string;
  amount: number;
  appliesTo: string;
  audience: string;
  validFrom: Date | null;
  validTo: Date | null;
  perUserLimit: number;
  totalLimit: number | null;
  active: boolean;
}

export interface UseFacts {
  now: Date;
  item: { kind: 'coins' | 'pro'; priceMinor: number };
  usesTotal: number;
  usesMine: number;
  hasPaidOrder: boolean;
}

export type Applied = { discountMinor: number; bonusCoins: number };

/** Why the code does not apply (an error code of the catalogue), or null when it does. */
export const refusalOf = (code: CodeFacts, facts: UseFacts): ErrorCode | null => {
  if (!code.active) return 'promotion_code_expired';
  if (code.validFrom && facts.now.getTime() < code.validFrom.getTime()) return 'promotion_code_not_yet_valid';
  if (code.validTo && facts.now.getTime() >= code.validTo.getTime()) return 'promotion_code_expired';
  const product = facts.item.kind === 'coins' ? 'coin_pack' : 'plan';
  if (code.appliesTo !== 'any' && code.appliesTo !== product) return 'promotion_code_not_applicable';
  if (code.discountKind === 'coins' && product !== 'coin_pack') return 'promotion_code_not_applicable';
  if (code.audience === 'new' && facts.hasPaidOrder) return 'promotion_code_new_users_only';
  if (code.totalLimit !== null && facts.usesTotal >= code.totalLimit) return 'promotion_code_used_up';
  if (facts.usesMine >= code.perUserLimit) return 'promotion_code_user_limit';
  return null;
};

/** What the code gives on a price (minor units). A percent never takes the whole price (at most 99 %). */
export const appliedOf = (code: Pick<CodeFacts, 'discountKind' | 'amount'>, priceMinor: number): Applied =>
  code.discountKind === 'percent'
    ? { discountMinor: Math.min(priceMinor, Math.round((priceMinor * Math.min(code.amount, 99)) / 100)), bonusCoins: 0 }
    : { discountMinor: 0, bonusCoins: code.amount };
