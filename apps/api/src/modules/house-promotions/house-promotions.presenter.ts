import type { ActivePromotion, HousePromotionKind, HousePromotionView, PromotionText } from '@prepwell/contracts';
import { HOUSE_PROMOTION_KINDS } from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import type { HousePromotionRow } from './house-promotions.repository.ts';

const kindOf = (kind: string): HousePromotionKind =>
  (HOUSE_PROMOTION_KINDS as readonly string[]).includes(kind) ? (kind as HousePromotionKind) : 'other';

/** Only the languages written: an empty Chinese text is left out (the reader falls back to English). */
const textOf = (text: PromotionText): PromotionText => ({
  en: text.en,
  ...(text.cn ? { cn: text.cn } : {}),
  ...(text.tw ? { tw: text.tw } : {}),
});

/** A promotion as a Free member sees it: no dates, switches or authors. */
export const presentActivePromotion = (row: HousePromotionRow): ActivePromotion => ({
  id: row.id,
  kind: kindOf(row.kind),
  title: textOf(row.title),
  body: textOf(row.body),
  link_url: row.linkUrl,
});

/** A promotion as its admins manage it: what a member sees, and its dates and switches. */
export const presentPromotion = (row: HousePromotionRow): HousePromotionView => ({
  ...presentActivePromotion(row),
  active: row.active,
  starts_at: iso(row.startsAt),
  ends_at: iso(row.endsAt),
  sort: row.sort,
  created_at: iso(row.createdAt)!,
  updated_at: iso(row.updatedAt)!,
});
