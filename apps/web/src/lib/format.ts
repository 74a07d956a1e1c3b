import { localeOf } from '@prepwell/contracts/light';

/**
 * The one formatter of the web app and the runner: the locale of a UI language, dates, numbers, money
 * and durations. Pure functions of a language (no i18next, no React, no zod), so both roots import it;
 * components pass `i18n.language`. A language the app does not know is formatted as English.
 */

// The maps live in the contracts' light entry, shared with the API's mails and PDFs.
export { HTML_LANG, INTL_LOCALE, localeOf } from '@prepwell/contracts/light';

/** An instant given as ISO text, a timestamp or a Date. */
export type Instant = string | number | Date;
const dateOf = (value: Instant): Date => (value instanceof Date ? value : new Date(value));

/** Intl's formatters cost a little to build: one per language and options. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormat = (lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat => {
  const key = `${localeOf(lang)}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(localeOf(lang), options)));
  return format;
};
const dateFormat = (lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${localeOf(lang)}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(localeOf(lang), options)));
  return format;
};

// ---- numbers ----

/** 12345 → "12,345" in the language's grouping. */
export const formatNumber = (value: number, lang: string, options: Intl.NumberFormatOptions = {}): string =>
  numberFormat(lang, options).format(value);

/** Signed amounts as the ledger tables show them: "+10", "−10" (a true minus sign), "0". */
/** "SAT, ACT, TOEFL and SHSAT" in the UI language (Intl.ListFormat: "、" and "和" in Chinese). */
export const formatList = (items: readonly string[], lang: string): string =>
  new Intl.ListFormat(localeOf(lang), { style: 'long', type: 'conjunction' }).format(items);

export const formatSigned = (amount: number, lang: string): string => {
  const n = formatNumber(Math.abs(amount), lang);
  return amount > 0 ? `+${n}` : amount < 0 ? `\u2212${n}` : n;
};

/** 1536 → "1.5 KB", in the language's number format. */
export const formatBytes = (bytes: number, lang: string): string => {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${formatNumber(value, lang, { maximumFractionDigits: digits })} ${units[unit]}`;
};

// ---- money ----

/** Decimal places of a currency (USD 2, JPY 0), as Intl knows them: the server rounds orders to the same unit. */
export const minorDigits = (currency: string): number => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

/** An amount in a currency, in the UI language ("$1,234.50", "US$1,234.50"). */
export const formatMoney = (amount: number, currency: string, lang: string): string => {
  try {
    return formatNumber(amount, lang, { style: 'currency', currency });
  } catch {
    return `${amount.toFixed(2)} ${currency}`; // an unknown currency code: still readable
  }
};

// ---- dates and times ----

/** `numeric` is the browser's plain form ("3/5/2026"); the others are Intl's `dateStyle`. */
export type DateStyle = 'numeric' | NonNullable<Intl.DateTimeFormatOptions['dateStyle']>;

/** An instant's date: "Mar 5, 2026" (medium), "3/5/2026" (numeric), "March 5, 2026" (long). */
export const formatDate = (value: Instant, lang: string, style: DateStyle = 'medium'): string =>
  dateFormat(lang, style === 'numeric' ? {} : { dateStyle: style }).format(dateOf(value));

const NUMERIC_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** An instant's date and time: "Mar 5, 2026, 2:30 PM" (medium), or "3/5/2026, 2:30:15 PM" (numeric). */
export const formatDateTime = (value: Instant, lang: string, style: 'medium' | 'numeric' = 'medium'): string =>
  dateFormat(lang, style === 'numeric' ? NUMERIC_DATE_TIME : { dateStyle: 'medium', timeStyle: 'short' }).format(
    dateOf(value),
  );

/** An instant's time of day: "2:30 PM". */
export const formatTime = (value: Instant, lang: string): string =>
  dateFormat(lang, { timeStyle: 'short' }).format(dateOf(value));

/**
 * A calendar day written as `YYYY-MM-DD` (a Pro expiry, a class's first day) shown as that very day,
 * whatever the browser's time zone: "Dec 23, 2026" (or `long`: "December 23, 2026"). Not a date: as written.
 */
export const formatDay = (isoDate: string, lang: string, style: DateStyle = 'medium'): string => {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return dateFormat(lang, style === 'numeric' ? { timeZone: 'UTC' } : { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
};

/** A day of a UTC-dated series (the analytics charts): "Mar 5". */
export const formatShortDay = (value: Instant, lang: string): string =>
  dateFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(dateOf(value));

/** A date with the fields given ("Mon", "November 2026"), where no named style fits. */
export const formatDateWith = (value: Instant, lang: string, options: Intl.DateTimeFormatOptions): string =>
  dateFormat(lang, options).format(dateOf(value));

/** The browser's time zone (a sign-up's default). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every IANA time zone the browser knows (the time zone pickers), or `fallback` where it cannot list them. */
export const timeZoneNames = (fallback: readonly string[] = []): string[] =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [...fallback];

/** A time zone's name in the reader's language at an instant (summer or winter time), or undefined when unknown. */
export const timeZoneNameOf = (
  zone: string,
  lang: string,
  style: 'long' | 'longGeneric',
  at: Instant = new Date(),
): string | undefined => {
  try {
    return dateFormat(lang, { timeZone: zone, timeZoneName: style })
      .formatToParts(dateOf(at))
      .find((p) => p.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
};

/** Issue 17: a time zone's name in the reader's language ("台北时间" for Asia/Taipei); the IANA name when unknown. */
export const formatTimeZone = (zone: string, lang: string): string => timeZoneNameOf(zone, lang, 'longGeneric') ?? zone;

/** Issue 17: a currency's name in the reader's language ("人民币" for CNY); the ISO code when unknown. */
export const formatCurrencyName = (code: string, lang: string): string => {
  try {
    return new Intl.DisplayNames([localeOf(lang)], { type: 'currency', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
};

// ---- durations ----

/** Whole hours, minutes and seconds of a duration (rounded to the second; never negative). */
export const splitDuration = (totalSeconds: number): { hours: number; minutes: number; seconds: number } => {
  const s = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
};

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A clock: 75 → "1:15", 3725 → "1:02:05". Fractions are rounded to the second; a countdown that must
 * not show a second it has not reached gives whole seconds (runner/sync/clock.ts `displaySeconds`).
 */
export const formatClock = (totalSeconds: number): string => {
  const { hours, minutes, seconds } = splitDuration(totalSeconds);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
};

/** Issue 17: a country's name in the reader's language from its ISO 3166 code (Intl.DisplayNames); `fallback` when unknown. */
export const formatCountry = (isoCode: string | null | undefined, lang: string, fallback = ''): string => {
  if (!isoCode) return fallback;
  try {
    return new Intl.DisplayNames([localeOf(lang)], { type: 'region', fallback: 'none' }).of(isoCode) ?? fallback;
  } catch {
    return fallback;
  }
};
