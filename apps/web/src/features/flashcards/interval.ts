import { formatNumber } from '../../lib/format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The next interval on a rating button, as Anki writes it ("10 min", "2 d", "1.5 mo"), in the reader's
 * language by Intl's short units: from now to the due time the API says the rating would give.
 */
export const formatInterval = (fromIso: string | number, dueIso: string, lang: string): string => {
  const ms = Math.max(0, new Date(dueIso).getTime() - new Date(fromIso).getTime());
  const unit = (value: number, name: 'minute' | 'hour' | 'day' | 'month' | 'year') =>
    formatNumber(value, lang, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: value < 10 && (name === 'month' || name === 'year') ? 1 : 0,
    });
  if (ms < HOUR) return unit(Math.max(1, Math.round(ms / MINUTE)), 'minute');
  if (ms < DAY) return unit(Math.round(ms / HOUR), 'hour');
  const days = ms / DAY;
  if (days < 30) return unit(Math.round(days), 'day');
  if (days < 365) return unit(days / 30, 'month');
  return unit(days / 365, 'year');
};
