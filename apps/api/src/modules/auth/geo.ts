import geoip from 'geoip-lite';
import { DEFAULT_GEO, type Geo } from '@prepwell/contracts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Country, city and time zone of an IP (geoip-lite's bundled data); Salt Lake City when unknown or private. */
export const lookupGeo = (ip: string): Geo => {
  const hit = geoip.lookup(ip.replace(/^::ffff:/, ''));
  if (!hit?.country) return DEFAULT_GEO;
  return {
    iso_code: hit.country,
    country: regionNames.of(hit.country) ?? hit.country,
    city: hit.city || '',
    timezone: hit.timezone || DEFAULT_GEO.timezone,
  };
};
