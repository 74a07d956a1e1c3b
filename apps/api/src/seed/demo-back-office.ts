import { randomBytes } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import { hashPassword } from '../lib/password.ts';
import { moveCoins } from '../modules/ledger/ledger.service.ts';
import { seedDemoShortUrls, type DemoShortUrl } from '../modules/short-urls/short-url-seed.service.ts';
import { createUser, lookupUserByEmail, saveStudentProfile } from '../modules/users/user-rows.service.ts';

/** The demo's short links (dated campaign codes): the spring flyer's, the centre's page, and last year's open day, switched off since. */
export const DEMO_SHORT_URLS: readonly DemoShortUrl[] = [
  { code: 'spring26', path: '/enroll', title: 'Spring enrollment flyer', clicks: 37, disabled: false },
  { code: 'visit26', path: '/about', title: 'About Demo Academy', clicks: 12, disabled: false },
  { code: 'openday25', path: '/contact', title: 'Open day sign-up (over)', clicks: 5, disabled: true },
];

/**
 * The second account of a demo classmate, for the merge screen (issue 20): Leo Park's family filled in the
 * enrollment form with another e-mail address, so the front desk made a second "Leo Park" — with his phone
 * and the 20 T-Coins the centre gave him at sign-up. The admin merges it into leo@demo.prepwell.test.
 * Nobody signs in as it (a random password).
 */
export const DEMO_DUPLICATE_EMAIL = 'leo.park@family.example';

/** Issue 20: short links with clicks, and a duplicate account to merge, made once. */
export const seedDemoBackOffice = async (deps: Pick<Deps, 'db'>, tenantId: string) => {
  const lockedPassword = await hashPassword(randomBytes(24).toString('base64url'));
  await withTenant(deps.db, tenantId, async (tx) => {
    const admin = await lookupUserByEmail(tx, 'admin@demo.prepwell.test');
    if (!admin) return;
    // Made with the links, on the demo's first start only: once merged, the duplicate is not made again.
    const first = (await seedDemoShortUrls(tx, admin.id, DEMO_SHORT_URLS)) > 0;
    if (!first || (await lookupUserByEmail(tx, DEMO_DUPLICATE_EMAIL))) return;
    const duplicate = await createUser(tx, {
      email: DEMO_DUPLICATE_EMAIL,
      username: null,
      passwordHash: lockedPassword,
      firstName: 'Leo',
      lastName: 'Park',
      phone: '555 0100 231',
      country: 'United States',
    });
    await saveStudentProfile(tx, duplicate.id, {
      school: 'Lincoln High School',
      phone: '555 0100 231',
      gradeLevel: 11,
    });
    await moveCoins(tx, { userId: duplicate.id, type: 'admin_deposit', amount: 20, actorId: admin.id });
  });
};
