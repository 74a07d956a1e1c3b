import type { CreateOrderRequest, PaymentMethod } from '@prepwell/contracts';
import { fieldError } from '../../lib/app-error.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { feeMinor, planPriceMinor, toMinor } from '../plans/pricing.ts';

/** What an order buys: a coin pack or a Pro plan of the tenant's own settings (pure). */
export interface OrderItem {
  kind: 'coins' | 'pro';
  coins: number | null;
  planMonths: number | null;
  /** The price now (a plan's running timed discount applied), minor units. */
  priceMinor: number;
  description: string;
}

type OrderTarget = Pick<CreateOrderRequest, 'kind'> & { coins?: number; plan_months?: number };

/** The tenant's pack or plan an order names (else 422 `unknown_plan` on `coins` / `plan_months`). */
export const orderItemOf = (tenant: TenantContext, input: OrderTarget, now: Date): OrderItem => {
  const { settings } = tenant;
  if (input.kind === 'coins') {
    const pack = settings.coinPacks.find((p) => p.coins === input.coins);
    if (!pack) throw fieldError('unknown_plan', 'coins');
    return {
      kind: 'coins',
      coins: pack.coins,
      planMonths: null,
      priceMinor: toMinor(pack.price, settings.currency),
      description: `${pack.coins} T-Coins`,
    };
  }
  const plan = settings.proPlans.find((p) => p.months === input.plan_months);
  if (!plan) throw fieldError('unknown_plan', 'plan_months');
  return {
    kind: 'pro',
    coins: null,
    planMonths: plan.months,
    priceMinor: planPriceMinor(plan, settings.currency, now),
    description: plan.months === 0 ? 'Pro lifetime' : `Pro ${plan.months} months`,
  };
};

/** The card fee on the price less a promotion's discount, and the total the buyer pays (minor units). */
export const orderTotals = (
  priceMinor: number,
  discountMinor: number,
  method: PaymentMethod,
  cardFeePercent: number,
) => {
  const payable = priceMinor - discountMinor;
  const fee = feeMinor(payable, method, cardFeePercent);
  return { feeMinor: fee, totalMinor: payable + fee };
};
