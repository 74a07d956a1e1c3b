import {
  LIFETIME_EXPIRY,
  type CoinTransactionType,
  type GradingLevel,
  type OrderView,
  type PaymentMethod,
} from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { parseTransactionNote } from './transaction-notes.ts';
import { formatDate, formatDateTime, formatDay, formatMoney, formatNumber } from '../../lib/format.ts';

export { LIFETIME_EXPIRY };
export const isLifetime = (proExpiredAt: string | null | undefined): boolean =>
  !!proExpiredAt && proExpiredAt.slice(0, 10) >= LIFETIME_EXPIRY;

/** A calendar date (YYYY-MM-DD, e.g. the Pro expiry) shown as written, in the UI language: "December 23, 2026". */
export const formatCalendarDate = (isoDate: string, lang: string): string => formatDay(isoDate, lang, 'long');

/** Words and formats of the coins feature in the user's language. */
export const useCoinLabels = () => {
  const { t, i18n } = useTranslation('coins');
  const lang = i18n.language;
  const plan = (months: number) => (months === 0 ? t('plans.lifetime') : t('plans.months', { count: months }));
  return {
    lang,
    type: (type: CoinTransactionType) => t(`types.${type}`),
    method: (method: PaymentMethod) => t(`methods.${method}`),
    level: (level: GradingLevel) => t(`grading.levels.${level}`),
    plan,
    number: (n: number) => formatNumber(n, lang),
    money: (amount: number, currency: string) => formatMoney(amount, currency, lang),
    coins: (count: number) => t('coinsAmount', { count, formatted: formatNumber(count, lang) }),
    dateTime: (iso: string) => formatDateTime(iso, lang),
    date: (iso: string) => formatDate(iso, lang),
    calendarDate: (isoDate: string) => formatCalendarDate(isoDate, lang),
    /** A ledger line's notes in the reader's language (a purchase the server noted), or as a person wrote them. */
    notes: (notes: string) => {
      const note = parseTransactionNote(notes);
      return note.code === 'coin_purchase'
        ? t('notes.coinPurchase', {
            coins: t('coinsAmount', { count: note.coins, formatted: formatNumber(note.coins, lang) }),
            method: t(`methods.${note.method}`),
          })
        : note.text;
    },
    /** "Pro until 23 December 2026", or "Pro for life". */
    proUntil: (isoDate: string) =>
      isLifetime(isoDate) ? t('plans.proForLife') : t('plans.proUntil', { date: formatCalendarDate(isoDate, lang) }),
    /** What an order buys: "60 T-Coins" or "Pro, 6 months". */
    orderItem: (order: Pick<OrderView, 'kind' | 'coins' | 'plan_months'>) =>
      order.kind === 'coins'
        ? t('coinsAmount', { count: order.coins ?? 0, formatted: formatNumber(order.coins ?? 0, lang) })
        : order.kind === 'session'
          ? t('orders.sessionItem')
          : order.kind === 'tuition'
            ? t('orders.tuitionItem')
            : t('orders.proItem', { plan: plan(order.plan_months ?? 0) }),
  };
};
