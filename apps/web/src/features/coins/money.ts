import type { PaymentMethod, PlanOffer } from '@prepwell/contracts';
import { minorDigits } from '../../lib/format.ts';

/** Rounds to the currency's minor unit, half up, without float noise (1.005 → 1.01). */
export const roundMoney = (amount: number, currency = 'USD'): number => {
  const scale = 10 ** minorDigits(currency);
  return Math.round((amount + Number.EPSILON) * scale) / scale;
};

/** The card fee (spec §9: card payments carry the tenant's fee, 5 % by default); other methods pay none. */
export const feeFor = (price: number, method: PaymentMethod, feePercent: number, currency = 'USD'): number =>
  method === 'card' ? roundMoney((price * feePercent) / 100, currency) : 0;

export interface PriceLines {
  price: number;
  fee: number;
  total: number;
}

/** Price, fee and total as the order summary lists them (the server's OrderView says the same once placed). */
export const priceLines = (price: number, method: PaymentMethod, feePercent: number, currency = 'USD'): PriceLines => {
  const fee = feeFor(price, method, feePercent, currency);
  return { price: roundMoney(price, currency), fee, total: roundMoney(price + fee, currency) };
};

export interface PlanPriceView {
  /** A discount runs now: the list price is struck through and `final` is what the plan costs. */
  onSale: boolean;
  list: number;
  final: number;
  percent: number;
  /** When the running discount ends (ISO), or null when it has no end or none runs. */
  endsAt: string | null;
}

/**
 * How a Pro plan's price shows (spec §9 timed percent-discount offers). The server's `final_price` is
 * what the order charges; as on the server, a discount runs only until its end (one without an end does
 * not run), and one whose end has passed since the page loaded no longer shows.
 */
export const planPriceView = (plan: PlanOffer, now: Date): PlanPriceView => {
  const running =
    plan.discount_percent > 0 &&
    plan.final_price < plan.price &&
    plan.discount_ends_at !== null &&
    new Date(plan.discount_ends_at).getTime() > now.getTime();
  return {
    onSale: running,
    list: plan.price,
    final: running ? plan.final_price : plan.price,
    percent: running ? plan.discount_percent : 0,
    endsAt: running ? plan.discount_ends_at : null,
  };
};

/** The pack to preselect for `?t-coins=N`: the smallest pack of at least N coins, else the largest. */
export const packForCoins = <P extends { coins: number }>(packs: readonly P[], wanted: number | null): P | null => {
  if (packs.length === 0) return null;
  const sorted = [...packs].sort((a, b) => a.coins - b.coins);
  if (wanted === null || !Number.isFinite(wanted) || wanted <= 0) return null;
  return sorted.find((p) => p.coins >= wanted) ?? sorted[sorted.length - 1] ?? null;
};

/** `?t-coins=N` (spec "ToeflProfileBalance"): a positive whole number, else null. */
export const parseWantedCoins = (value: string | null): number | null => {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n > 0 ? n : null;
};

/** A grading price after the Pro discount (spec §9: Pro grading 20 % off), in whole T-Coins. */
export const gradingPriceFor = (price: number, pro: boolean, proDiscountPercent: number): number =>
  pro ? Math.round((price * (100 - proDiscountPercent)) / 100) : price;
