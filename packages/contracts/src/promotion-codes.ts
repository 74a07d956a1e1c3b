import { z } from 'zod';
import { Page, PageQuery } from './common.ts';
import { PaymentMethod } from './commerce.ts';

/**
 * Issue 17: promotion codes (spec §3 "promotion code record"). Owned by apps/api/src/modules/promotion-codes.
 * A `percent` code takes `amount` % off the price of what it applies to (before the card fee, which is
 * then charged on the lower price); a `coins` code leaves the price alone and credits `amount` extra
 * T-Coins with the order once it is paid. Money is in major units of the tenant's currency.
 */
export const PromotionDiscountKind = z.enum(['percent', 'coins']);
export type PromotionDiscountKind = z.infer<typeof PromotionDiscountKind>;
export const PromotionAppliesTo = z.enum(['any', 'coin_pack', 'plan']);
export type PromotionAppliesTo = z.infer<typeof PromotionAppliesTo>;
/** `new`: only a user without a paid order yet in this tenant. */
export const PromotionAudience = z.enum(['all', 'new']);
export type PromotionAudience = z.infer<typeof PromotionAudience>;
export const PromotionUseStatus = z.enum(['reserved', 'used', 'released']);
export type PromotionUseStatus = z.infer<typeof PromotionUseStatus>;

/** What a buyer types: letters, digits, `-` and `_`, compared without case (stored upper-case). */
export const PromotionCodeText = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/)
  .transform((v) => v.toUpperCase());

/** `POST /api/admin/promotion-codes`. A percent is 1–99 (nothing is free through a provider); coins 1–100000. */
export const PromotionCodeInput = z.object({
  code: PromotionCodeText,
  description: z.string().trim().max(200).default(''),
  discount_kind: PromotionDiscountKind,
  amount: z.number().int().min(1).max(100_000),
  applies_to: PromotionAppliesTo.default('any'),
  audience: PromotionAudience.default('all'),
  valid_from: z.iso.datetime({ offset: true }).nullable().default(null),
  valid_to: z.iso.datetime({ offset: true }).nullable().default(null),
  per_user_limit: z.number().int().min(1).max(1000).default(1),
  total_limit: z.number().int().min(1).max(1_000_000).nullable().default(null),
});
export type PromotionCodeInput = z.input<typeof PromotionCodeInput>;

/** `PATCH /api/admin/promotion-codes/:id`: what may change once a code exists (its text and kind do not). */
export const PromotionCodeUpdate = z.object({
  description: z.string().trim().max(200).optional(),
  active: z.boolean().optional(),
  valid_from: z.iso.datetime({ offset: true }).nullable().optional(),
  valid_to: z.iso.datetime({ offset: true }).nullable().optional(),
  per_user_limit: z.number().int().min(1).max(1000).optional(),
  total_limit: z.number().int().min(1).max(1_000_000).nullable().optional(),
});
export type PromotionCodeUpdate = z.infer<typeof PromotionCodeUpdate>;

export const PromotionCodeView = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  discount_kind: PromotionDiscountKind,
  amount: z.number().int(),
  applies_to: PromotionAppliesTo,
  audience: PromotionAudience,
  valid_from: z.iso.datetime().nullable(),
  valid_to: z.iso.datetime().nullable(),
  per_user_limit: z.number().int(),
  total_limit: z.number().int().nullable(),
  active: z.boolean(),
  /** Uses that hold or took a place (reserved + used); released ones are not counted. */
  uses: z.number().int(),
  created_at: z.iso.datetime(),
});
export type PromotionCodeView = z.infer<typeof PromotionCodeView>;

export const PromotionCodeQuery = PageQuery;
export const PromotionCodePage = Page(PromotionCodeView);
export type PromotionCodePage = z.infer<typeof PromotionCodePage>;

/** One use of a code: who, which order, what it gave, and where it stands. */
export const PromotionCodeUseView = z.object({
  id: z.uuid(),
  user: z.object({ id: z.uuid(), name: z.string().nullable(), email: z.string() }),
  order_id: z.uuid().nullable(),
  order_kind: z.enum(['coins', 'pro', 'session', 'tuition']).nullable(),
  currency: z.string().nullable(),
  /** Major units taken off the price, and T-Coins added. */
  discount: z.number(),
  bonus_coins: z.number().int(),
  status: PromotionUseStatus,
  created_at: z.iso.datetime(),
});
export type PromotionCodeUseView = z.infer<typeof PromotionCodeUseView>;
export const PromotionCodeUsePage = Page(PromotionCodeUseView);
export type PromotionCodeUsePage = z.infer<typeof PromotionCodeUsePage>;

/** `POST /api/promotion-codes/quote`: the order the buyer is about to place, with the code typed. */
export const PromotionQuoteRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('coins'),
    coins: z.number().int().min(1),
    method: PaymentMethod,
    promotion_code: z.string().trim().min(1).max(64),
  }),
  z.object({
    kind: z.literal('pro'),
    plan_months: z.number().int().min(0),
    method: PaymentMethod,
    promotion_code: z.string().trim().min(1).max(64),
  }),
]);
export type PromotionQuoteRequest = z.infer<typeof PromotionQuoteRequest>;

/** The price before and after the code, the card fee on the lower price, the total, and any bonus T-Coins. */
export const PromotionQuote = z.object({
  code: z.string(),
  discount_kind: PromotionDiscountKind,
  amount: z.number().int(),
  currency: z.string(),
  price: z.number(),
  discount: z.number(),
  price_after: z.number(),
  fee: z.number(),
  total: z.number(),
  bonus_coins: z.number().int(),
});
export type PromotionQuote = z.infer<typeof PromotionQuote>;
