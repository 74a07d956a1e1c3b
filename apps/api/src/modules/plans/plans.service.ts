import type { PricingView } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { currentProvider } from '../payments/providers/providers.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { presentPlanOffer } from './pricing.ts';

/** `GET /plans`: the tenant's coin packs and Pro plans with the discounts running now, the card fee and the provider. */
export const getPricing = (deps: Pick<Deps, 'config'>, tenant: TenantContext, now = new Date()): PricingView => {
  const { settings } = tenant;
  const provider = currentProvider(deps.config);
  return {
    currency: settings.currency,
    card_fee_percent: settings.cardFeePercent,
    coin_packs: settings.coinPacks.map((p) => ({ coins: p.coins, price: p.price })),
    pro_plans: settings.proPlans.map((plan) => presentPlanOffer(plan, settings.currency, now)),
    methods: [...provider.methods],
    provider: provider.name,
    score_report_unlock_price: settings.scoreReportUnlockPrice,
    grading_prices: { ...settings.gradingPrices },
    pro_grading_discount_percent: settings.proGradingDiscountPercent,
    free_full_tests_per_day: settings.freeFullTestsPerDay,
    free_section_practices_per_day: settings.freeSectionPracticesPerDay,
  };
};
