import { DEFAULT_GEO, type Geo } from '@prepwell/contracts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The time zone of a country that has several: where most of its people live. A country with one zone
 * gets it from ICU (`Intl.Locale`); these are the ones ICU lists more than one zone for.
 */
const MAIN_ZONE: Record<string, string> = {
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CY: 'Asia/Nicosia',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  FM: 'Pacific/Pohnpei',
  GL: 'America/Nuuk',
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  KZ: 'Asia/Almaty',
  MH: 'Pacific/Majuro',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Hebron',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  UM: 'Pacific/Midway',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
};

type LocaleWithZones = Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };

/** The IANA time zone of a country (ISO 3166-1 alpha-2), or null when ICU knows none for it. */
export const countryTimeZone = (isoCode: string): string | null => {
  if (MAIN_ZONE[isoCode]) return MAIN_ZONE[isoCode];
  try {
    const locale = new Intl.Locale(`und-${isoCode}`) as LocaleWithZones;
    return (locale.getTimeZones?.() ?? locale.timeZones ?? [])[0] ?? null;
  } catch {
    return null;
  }
};

// The country database (geoip-country, a few MB: countries only, no cities) is read on first use only.
let countries: Promise<typeof import('geoip-country')> | undefined;

/**
 * Country and time zone of an IP (IPv4 or IPv6) from an offline country database, for prefilling the
 * register form; the city is not known at this level (''). Salt Lake City (DEFAULT_GEO) when the address
 * is unknown or private.
 */
export const lookupGeo = async (ip: string): Promise<Geo> => {
  countries ??= import('geoip-country').then(
    (m) => (m as unknown as { default?: typeof import('geoip-country') }).default ?? m,
  );
  const hit = (await countries).lookup(ip.replace(/^::ffff:/, ''));
  if (!hit?.country) return DEFAULT_GEO;
  return {
    iso_code: hit.country,
    country: regionNames.of(hit.country) ?? hit.country,
    city: '',
    timezone: countryTimeZone(hit.country) ?? DEFAULT_GEO.timezone,
  };
};
