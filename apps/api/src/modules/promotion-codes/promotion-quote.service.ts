import type { PromotionQuote, PromotionQuoteRequest } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { orderItemOf, orderTotals } from '../payments/order-pricing.ts';
import { currentProvider } from '../payments/providers/providers.ts';
import { toMajor } from '../plans/pricing.ts';
import type { Actor } from '../profile/profile.policy.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { previewPromotionCode } from './promotion-codes.service.ts';

/**
 * `POST /api/promotion-codes/quote`: what the order the buyer is about to place costs with the code — the
 * same checks and money as `POST /api/orders` with `promotion_code` — so the discount shows before paying.
 * Reserves nothing: the order re-checks under the code's lock.
 */
export const quotePromotionCode = (
  deps: Deps,
  ctx: { actor: Actor; tenant: TenantContext; input: PromotionQuoteRequest; now?: Date },
): Promise<PromotionQuote> => {
  const now = ctx.now ?? new Date();
  const { settings } = ctx.tenant;
  if (!currentProvider(deps.config).methods.includes(ctx.input.method))
    throw new AppError('validation_failed', { fields: [{ path: 'method', key: 'invalid_value' }] });
  const item = orderItemOf(ctx.tenant, ctx.input, now);
  return withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const applied = await previewPromotionCode(tx, {
      userId: ctx.actor.id,
      text: ctx.input.promotion_code,
      item,
      now,
    });
    const totals = orderTotals(item.priceMinor, applied.discountMinor, ctx.input.method, settings.cardFeePercent);
    const major = (minor: number) => toMajor(minor, settings.currency);
    return {
      code: applied.code,
      discount_kind: applied.discountKind,
      amount: applied.amount,
      currency: settings.currency,
      price: major(item.priceMinor),
      discount: major(applied.discountMinor),
      price_after: major(item.priceMinor - applied.discountMinor),
      fee: major(totals.feeMinor),
      total: major(totals.totalMinor),
      bonus_coins: applied.bonusCoins,
    };
  });
};
