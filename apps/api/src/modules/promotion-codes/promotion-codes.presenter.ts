import type { PromotionCodeUseView, PromotionCodeView } from '@prepwell/contracts';
import { PromotionAppliesTo, PromotionAudience, PromotionDiscountKind, PromotionUseStatus } from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import { toMajor } from '../plans/pricing.ts';
import type { PromotionCodeRow, selectUsePage } from './promotion-codes.repository.ts';

export const presentCode = (row: PromotionCodeRow, uses: number): PromotionCodeView => ({
  id: row.id,
  code: row.code,
  description: row.description,
  discount_kind: PromotionDiscountKind.parse(row.discountKind),
  amount: row.amount,
  applies_to: PromotionAppliesTo.parse(row.appliesTo),
  audience: PromotionAudience.parse(row.audience),
  valid_from: iso(row.validFrom),
  valid_to: iso(row.validTo),
  per_user_limit: row.perUserLimit,
  total_limit: row.totalLimit,
  active: row.active,
  uses: Number(uses),
  created_at: iso(row.createdAt)!,
});

type UseRow = Awaited<ReturnType<typeof selectUsePage>>['rows'][number];

const nameOf = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || null;

export const presentUse = ({ use, user, order }: UseRow): PromotionCodeUseView => ({
  id: use.id,
  user: { id: user.id, name: nameOf(user), email: user.email },
  order_id: use.orderId,
  order_kind: order?.kind ?? null,
  currency: order?.currency ?? null,
  discount: order ? toMajor(use.discountMinor, order.currency) : 0,
  bonus_coins: use.bonusCoins,
  status: PromotionUseStatus.parse(use.status),
  created_at: iso(use.createdAt)!,
});
