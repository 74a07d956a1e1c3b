import { addMonths, type Lang } from '@prepwell/contracts';
import cn from '../../locales/cn/educatorAdmin.json';
import en from '../../locales/en/educatorAdmin.json';
import tw from '../../locales/tw/educatorAdmin.json';

/** Pure rules of /educator/plan-coins: the Pro lengths offered, the expiry a gift leads to, the ledger note. */

export const PRO_MONTHS = [1, 3, 6, 12] as const;
export const GIFT_REASONS = ['reward', 'contest', 'compensation', 'promotion', 'scholarship'] as const;
export type GiftReason = (typeof GIFT_REASONS)[number];
export const MAX_GIFT = 1_000_000;

export const isValidGift = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_GIFT;

export { addMonths };

/** The expiry after a gift of `months`: counted from the later of today and the current expiry (as a paid plan). */
export const giftedExpiry = (options: { current: string | null; months: number; today: string }): string => {
  const current = options.current?.slice(0, 10) ?? null;
  const from = current && current > options.today ? current : options.today;
  return addMonths(from, options.months);
};

/** Today's date (YYYY-MM-DD) in this browser's calendar. */
export const localToday = (now = new Date()) =>
  `${String(now.getFullYear()).padStart(4, '0')}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

const REASONS: Record<Lang, Record<GiftReason, string>> = { en: en.reasons, cn: cn.reasons, tw: tw.reasons };

/**
 * The note the ledger keeps for a gift: the reason in the receiver's language (they read it in their history),
 * then the admin's own words, if any. At most 500 characters (the ledger's limit).
 */
export const giftNote = (reason: GiftReason, receiverLang: Lang, note: string): string => {
  const words = note.trim();
  return (words ? `${REASONS[receiverLang][reason]} — ${words}` : REASONS[receiverLang][reason]).slice(0, 500);
};
