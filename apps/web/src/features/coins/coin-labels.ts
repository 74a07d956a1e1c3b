import type { CoinTransactionType, GradingLevel, OrderView, PaymentMethod } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../exams/use-exam-labels.ts';
import { formatMoney } from './money.ts';

/** Lifetime Pro is stored as an expiry no one reaches (the API's LIFETIME_EXPIRY). */
export const LIFETIME_EXPIRY = '9999-12-31';
export const isLifetime = (proExpiredAt: string | null | undefined): boolean => !!proExpiredAt && proExpiredAt.slice(0, 10) >= LIFETIME_EXPIRY;

/** A calendar date (YYYY-MM-DD, e.g. the Pro expiry) shown as written, in the UI language. */
export const formatCalendarDate = (isoDate: string, lang: string): string => {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(localeOf(lang), { dateStyle: 'long', timeZone: 'UTC' });
};

/** Words and formats of the coins feature in the user's language. */
export const useCoinLabels = () => {
  const { t, i18n } = useTranslation('coins');
  const lang = i18n.language;
  const locale = localeOf(lang);
  const plan = (months: number) => (months === 0 ? t('plans.lifetime') : t('plans.months', { count: months }));
  return {
    lang,
    type: (type: CoinTransactionType) => t(`types.${type}`),
    method: (method: PaymentMethod) => t(`methods.${method}`),
    level: (level: GradingLevel) => t(`grading.levels.${level}`),
    plan,
    number: (n: number) => new Intl.NumberFormat(locale).format(n),
    money: (amount: number, currency: string) => formatMoney(amount, currency, lang),
    coins: (count: number) => t('coinsAmount', { count, formatted: new Intl.NumberFormat(locale).format(count) }),
    dateTime: (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    date: (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' }),
    calendarDate: (isoDate: string) => formatCalendarDate(isoDate, lang),
    /** "Pro until 23 December 2026", or "Pro for life". */
    proUntil: (isoDate: string) => (isLifetime(isoDate) ? t('plans.proForLife') : t('plans.proUntil', { date: formatCalendarDate(isoDate, lang) })),
    /** What an order buys: "60 T-Coins" or "Pro, 6 months". */
    orderItem: (order: Pick<OrderView, 'kind' | 'coins' | 'plan_months'>) =>
      order.kind === 'coins' ? t('coinsAmount', { count: order.coins ?? 0, formatted: new Intl.NumberFormat(locale).format(order.coins ?? 0) }) : t('orders.proItem', { plan: plan(order.plan_months ?? 0) }),
  };
};
