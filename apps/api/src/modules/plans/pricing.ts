import type { PaymentMethod, PlanOffer, TenantSettings } from '@prepwell/contracts';

/**
 * Money of coin packs and Pro plans (pure). Tenant settings hold prices in major units of the tenant's
 * currency; orders keep minor units (cents) so sums never drift; the API answers in major units again.
 */

const digitsCache = new Map<string, number>();
/** Decimal places of a currency (USD 2, JPY 0), as Intl knows them. */
export const minorDigits = (currency: string): number => {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
};

export const toMinor = (major: number, currency: string): number => Math.round(major * 10 ** minorDigits(currency));
export const toMajor = (minor: number, currency: string): number => minor / 10 ** minorDigits(currency);

type ProPlan = TenantSettings['proPlans'][number];

/** A plan's discount runs while its end lies in the future (a discount without an end is not running). */
export const discountRuns = (plan: ProPlan, now: Date): boolean =>
  plan.discountPercent > 0 && plan.discountEndsAt !== null && new Date(plan.discountEndsAt).getTime() > now.getTime();

/** A plan's price now, in minor units: the list price less a running discount, rounded to the minor unit. */
export const planPriceMinor = (plan: ProPlan, currency: string, now: Date): number => {
  const list = toMinor(plan.price, currency);
  return discountRuns(plan, now) ? Math.round((list * (100 - plan.discountPercent)) / 100) : list;
};

export const presentPlanOffer = (plan: ProPlan, currency: string, now: Date): PlanOffer => {
  const runs = discountRuns(plan, now);
  return {
    months: plan.months,
    price: plan.price,
    discount_percent: runs ? plan.discountPercent : 0,
    discount_ends_at: runs ? new Date(plan.discountEndsAt!).toISOString() : null,
    final_price: toMajor(planPriceMinor(plan, currency, now), currency),
  };
};

/** The card fee (the tenant's percent of the price, rounded to the minor unit); ATM and CVS pay none. */
export const feeMinor = (priceMinor: number, method: PaymentMethod, cardFeePercent: number): number =>
  method === 'card' ? Math.round((priceMinor * cardFeePercent) / 100) : 0;
