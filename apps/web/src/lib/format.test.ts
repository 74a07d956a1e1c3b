import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatClock,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
  formatShortDay,
  formatSigned,
  formatTime,
  formatTimeZone,
  HTML_LANG,
  localeOf,
  minorDigits,
  splitDuration,
} from './format.ts';

// 2026-03-05 14:30:15 in the machine's time zone (instants are shown in the browser's zone).
const instant = new Date(2026, 2, 5, 14, 30, 15);

describe('the locale of a language', () => {
  it('maps every UI language, and anything else to English', () => {
    expect(['en', 'cn', 'tw'].map(localeOf)).toEqual(['en-US', 'zh-CN', 'zh-TW']);
    expect(localeOf('fr')).toBe('en-US');
    expect(HTML_LANG).toEqual({ en: 'en', cn: 'zh-Hans', tw: 'zh-Hant-TW' });
  });
});

describe('numbers and money', () => {
  it('groups digits in the language, with options', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234.567, 'tw', { maximumFractionDigits: 2 })).toBe('1,234.57');
    expect(formatNumber(5, 'en', { signDisplay: 'exceptZero' })).toBe('+5');
  });

  it('signs ledger amounts with a true minus sign', () => {
    expect(formatSigned(10, 'en')).toBe('+10');
    expect(formatSigned(-1200, 'en')).toBe('\u22121,200');
    expect(formatSigned(0, 'en')).toBe('0');
  });

  it('writes byte sizes', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(20 * 1024 * 1024, 'en')).toBe('20 MB');
  });

  it('formats money in the currency, and stays readable with an unknown code', () => {
    expect(formatMoney(4.2, 'USD', 'en')).toBe('$4.20');
    expect(formatMoney(120, 'TWD', 'tw')).toMatch(/120/);
    expect(formatMoney(3, 'EUR', 'en')).toBe('€3.00');
    expect(formatMoney(3, 'NOPE!', 'en')).toBe('3.00 NOPE!');
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('NOPE!')).toBe(2);
  });
});

describe('dates and times', () => {
  it('writes an instant as the browser did with toLocale…String', () => {
    expect(formatDate(instant, 'en')).toBe(instant.toLocaleDateString('en-US', { dateStyle: 'medium' }));
    expect(formatDate(instant.toISOString(), 'cn')).toBe(instant.toLocaleDateString('zh-CN', { dateStyle: 'medium' }));
    expect(formatDate(instant, 'tw', 'numeric')).toBe(instant.toLocaleDateString('zh-TW'));
    expect(formatDateTime(instant, 'en')).toBe(
      instant.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(formatDateTime(instant, 'en', 'numeric')).toBe(instant.toLocaleString('en-US'));
    expect(formatTime(instant, 'en')).toBe(instant.toLocaleTimeString('en-US', { timeStyle: 'short' }));
    expect(formatDate(instant, 'en')).toBe('Mar 5, 2026');
  });

  it('writes a calendar day as that day in every time zone, and leaves anything else as written', () => {
    expect(formatDay('2026-12-23', 'en', 'long')).toBe('December 23, 2026');
    expect(formatDay('2026-12-23T00:00:00Z', 'en')).toBe('Dec 23, 2026');
    expect(formatDay('2026-12-01', 'tw')).toBe(
      new Date(Date.UTC(2026, 11, 1)).toLocaleDateString('zh-TW', { dateStyle: 'medium', timeZone: 'UTC' }),
    );
    expect(formatDay('soon', 'en')).toBe('soon');
    expect(formatShortDay('2026-03-05T00:00:00Z', 'en')).toBe('Mar 5');
  });
});

describe('durations', () => {
  it('formats a clock in minutes, and hours when there are some', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(1920)).toBe('32:00');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(10_800)).toBe('3:00:00');
    expect(formatClock(74.6)).toBe('1:15');
    expect(formatClock(-5)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it('splits a duration into whole parts', () => {
    expect(splitDuration(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
  });
});

describe('formatTimeZone (issue 17: no IANA name on a Chinese page)', () => {
  it('names a time zone in the reader’s language', () => {
    // The exact words are the ICU data's ("台北标准时间" today): no Latin letter, the city in Chinese.
    for (const lang of ['cn', 'tw']) {
      expect(formatTimeZone('Asia/Taipei', lang)).not.toMatch(/[A-Za-z]/);
      expect(formatTimeZone('Asia/Taipei', lang)).toContain('台北');
    }
    expect(formatTimeZone('Asia/Taipei', 'en')).toMatch(/Standard Time$/);
  });
  it('gives the IANA name back when the browser does not know the zone', () => {
    expect(formatTimeZone('Mars/Olympus_Mons', 'cn')).toBe('Mars/Olympus_Mons');
  });
});
