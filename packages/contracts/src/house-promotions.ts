import { z } from 'zod';
import type { Lang } from './common.ts';

/**
 * The tenant's own promotions (issue 17, "house ads"): notices a tenant writes about its Pro plan, a course,
 * an event. Free members see the active ones; Pro members see none ("no ads", spec §4 plans).
 */

export const HOUSE_PROMOTION_KINDS = ['pro', 'course', 'event', 'other'] as const;
export const HousePromotionKind = z.enum(HOUSE_PROMOTION_KINDS);
export type HousePromotionKind = z.infer<typeof HousePromotionKind>;

export const PROMOTION_TITLE_MAX = 120;
export const PROMOTION_BODY_MAX = 500;
export const PROMOTION_LINK_MAX = 500;

/**
 * Where a promotion may lead: an https address, or a path of this site (`/student/plans`), never
 * `//host` (another site), `javascript:` or plain http. Used by the server's rules and the admin form.
 */
const HTTPS_LINK =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;
export const isPromotionLink = (value: string): boolean => {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\') && !/\s/.test(value);
  return HTTPS_LINK.test(value);
};

/** `{en, cn?, tw?}`: English is required, the Chinese texts fall back to it when empty. */
const LocalizedText = (max: number) =>
  z.object({
    en: z.string().trim().min(1).max(max),
    cn: z.string().trim().max(max).optional(),
    tw: z.string().trim().max(max).optional(),
  });
export const PromotionTitle = LocalizedText(PROMOTION_TITLE_MAX);
export const PromotionBody = LocalizedText(PROMOTION_BODY_MAX);
export type PromotionText = z.infer<typeof PromotionTitle>;

/** The text in the reader's language, English when that language has none. */
export const promotionTextIn = (text: { en: string; cn?: string | undefined; tw?: string | undefined }, lang: Lang) =>
  (lang === 'en' ? text.en : text[lang]?.trim()) || text.en;

const Instant = z.iso.datetime({ offset: true });

export const HousePromotionInput = z.object({
  kind: HousePromotionKind.default('other'),
  title: PromotionTitle,
  body: PromotionBody,
  /** An https address or a path of the app; null for none. Checked by `isPromotionLink` (422 field error). */
  link_url: z.string().trim().max(PROMOTION_LINK_MAX).nullable().default(null),
  active: z.boolean().default(true),
  /** When set, shown from/until these instants; `ends_at` must come after `starts_at` (422 field error). */
  starts_at: Instant.nullable().default(null),
  ends_at: Instant.nullable().default(null),
  sort: z.number().int().min(0).max(1000).default(0),
});
export type HousePromotionInput = z.input<typeof HousePromotionInput>;

/** A partial edit: only the fields given change. */
export const HousePromotionPatch = z.object({
  kind: HousePromotionKind.optional(),
  title: PromotionTitle.optional(),
  body: PromotionBody.optional(),
  link_url: z.string().trim().max(PROMOTION_LINK_MAX).nullable().optional(),
  active: z.boolean().optional(),
  starts_at: Instant.nullable().optional(),
  ends_at: Instant.nullable().optional(),
  sort: z.number().int().min(0).max(1000).optional(),
});
export type HousePromotionPatch = z.input<typeof HousePromotionPatch>;

/** A promotion as its admins manage it: every language. */
export const HousePromotionView = z.object({
  id: z.uuid(),
  kind: HousePromotionKind,
  title: PromotionTitle,
  body: PromotionBody,
  link_url: z.string().nullable(),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  sort: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HousePromotionView = z.infer<typeof HousePromotionView>;
export const HousePromotionList = z.object({ data: z.array(HousePromotionView) });
export type HousePromotionList = z.infer<typeof HousePromotionList>;

/** A promotion as a Free member sees it; the client shows it in the reader's language (`promotionTextIn`). */
export const ActivePromotion = HousePromotionView.pick({
  id: true,
  kind: true,
  title: true,
  body: true,
  link_url: true,
});
export type ActivePromotion = z.infer<typeof ActivePromotion>;
export const ActivePromotionList = z.object({ data: z.array(ActivePromotion) });
export type ActivePromotionList = z.infer<typeof ActivePromotionList>;
