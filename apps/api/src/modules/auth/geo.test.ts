import { describe, expect, it } from 'vitest';
import { countryTimeZone } from './geo.ts';

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

describe('countryTimeZone', () => {
  it('gives a country with one zone that zone, and one with several the zone where most people live', () => {
    expect(countryTimeZone('TW')).toBe('Asia/Taipei');
    expect(countryTimeZone('FR')).toBe('Europe/Paris');
    expect(countryTimeZone('CN')).toBe('Asia/Shanghai');
    expect(countryTimeZone('AU')).toBe('Australia/Sydney');
    expect(countryTimeZone('ZZ')).toBeNull();
  });

  it('every ISO country ICU knows gets a zone the runtime accepts, one of its own', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters)
      for (const b of letters) {
        const code = a + b;
        const own = new Intl.Locale(`und-${code}`) as Intl.Locale & {
          timeZones?: string[];
          getTimeZones?: () => string[];
        };
        const zones = own.getTimeZones?.() ?? own.timeZones ?? [];
        if (zones.length === 0) continue;
        const zone = countryTimeZone(code);
        expect(zone !== null && isZone(zone), code).toBe(true);
        // The main zone of a country with several is one of them (ICU may list it under an older name).
        const canonical = (z: string) => new Intl.DateTimeFormat('en', { timeZone: z }).resolvedOptions().timeZone;
        expect(zones.map(canonical), code).toContain(canonical(zone!));
      }
  });
});
