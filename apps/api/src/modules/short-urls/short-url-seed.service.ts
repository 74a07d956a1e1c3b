import type { TenantTx } from '../../db/with-tenant.ts';
import { insertShortUrl, setShortUrlHistory } from './short-urls.repository.ts';
import { checkShortUrlPath } from './short-urls.service.ts';

export interface DemoShortUrl {
  code: string;
  path: string;
  title: string;
  /** Clicks so far, and whether the admin has switched the link off. */
  clicks: number;
  disabled: boolean;
}

/**
 * The demo's short links with a history (issue 20), made once: a link that exists already (made before, or
 * changed by the admin since) is left as it is. Returns how many it made (0: the demo was seeded before).
 */
export const seedDemoShortUrls = async (tx: TenantTx, createdBy: string, links: readonly DemoShortUrl[]) => {
  let made = 0;
  for (const link of links) {
    const row = await insertShortUrl(tx, {
      code: link.code,
      path: checkShortUrlPath(link.path),
      title: link.title,
      createdBy,
    });
    if (!row) continue;
    await setShortUrlHistory(tx, row.id, { clicks: link.clicks, disabled: link.disabled });
    made++;
  }
  return made;
};
