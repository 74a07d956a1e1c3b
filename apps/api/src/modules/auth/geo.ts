import { DEFAULT_GEO, type Geo } from '@prepwell/contracts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
// geoip-lite reads its whole database into memory when loaded, so it is loaded on first use only.
let geoip: Promise<typeof import('geoip-lite')> | undefined;

/** Country, city and time zone of an IP (geoip-lite's bundled data); Salt Lake City when unknown or private. */
export const lookupGeo = async (ip: string): Promise<Geo> => {
  geoip ??= import('geoip-lite').then((m) => (m as unknown as { default?: typeof import('geoip-lite') }).default ?? m);
  const hit = (await geoip).lookup(ip.replace(/^::ffff:/, ''));
  if (!hit?.country) return DEFAULT_GEO;
  return {
    iso_code: hit.country,
    country: regionNames.of(hit.country) ?? hit.country,
    city: hit.city || '',
    timezone: hit.timezone || DEFAULT_GEO.timezone,
  };
};
