import { randomBytes } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import { hashPassword } from '../lib/password.ts';
import { getTenantById } from '../modules/tenants/tenants.service.ts';
import { ensureDemoClassmates, seedDemoResults } from './demo-results.ts';
import { createSeededClassTest } from '../modules/class-tests/class-test-seed.service.ts';
import { claimSeededClass, createSeededClass } from '../modules/classes/class-seed.service.ts';
import { findPublicSeededTestId } from '../modules/exams/catalogue/catalogue.service.ts';
import { getCompanyWallet, moveWallet, transferToClass } from '../modules/organization/wallets.service.ts';
import { lookupUserByEmail } from '../modules/users/user-rows.service.ts';

export const DEMO_CLASS_NAME = 'SAT Spring Cohort';
export const DEMO_COMPANY_POINTS = 500;
export const DEMO_CLASS_POINTS = 100;
const SAT_MOCK_SEED_KEY = 'demo-sat-digital-mock-1';
const SAT_DRILL_SEED_KEY = 'demo-sat-drill-words-in-context';
const TOEFL_MOCK_SEED_KEY = 'demo-toefl-2026-practice-1-full';

/**
 * The demo company's organisation side (issue 5), once: 500 points granted to the company, and the class
 * "SAT Spring Cohort" owned by the demo teacher with the demo student in it, one material link, the digital
 * SAT mock as a class test paid by the organisation and sent to the student, and 100 of the company's
 * points given to the class (so the company keeps 400). Everything is written in one transaction: it is
 * there entirely or not at all, and a later start finds the class and skips. Runs after the demo exams
 * (the class test needs main's digital SAT mock).
 *
 * Issue 17 (defect 10): the class also has three classmates of the demo student (`passwordHash`: the demo
 * password's, so they can sign in too); the mock was held two weeks ago and all four finished it, a Words in
 * Context drill is coming up in three days, and the demo student's TOEFL writing waits for and has had a
 * teacher's grading (seed/demo-results.ts): the teacher's dashboard, results and queue and the parent's
 * child page show data from the first minute.
 */
export const seedDemoClasses = async (deps: Pick<Deps, 'db'>, demoTenantId: string, passwordHash?: string) => {
  const tenant = await getTenantById(deps.db, demoTenantId);
  const hash = passwordHash ?? (await hashPassword(randomBytes(18).toString('base64url')));
  return withTenant(deps.db, demoTenantId, async (tx) => {
    // Two processes starting at once: the second waits here, then finds the class.
    if (await claimSeededClass(tx, 'prepwell:seed:demo-classes', DEMO_CLASS_NAME)) return;
    const [teacher, student, admin] = await Promise.all(
      ['teacher@demo.prepwell.test', 'student@demo.prepwell.test', 'admin@demo.prepwell.test'].map((email) =>
        lookupUserByEmail(tx, email),
      ),
    );
    const mockId = await findPublicSeededTestId(tx, SAT_MOCK_SEED_KEY);
    if (!teacher || !student || !admin || !mockId) return;
    const drillId = await findPublicSeededTestId(tx, SAT_DRILL_SEED_KEY);
    const toeflId = await findPublicSeededTestId(tx, TOEFL_MOCK_SEED_KEY);
    const classmates = await ensureDemoClassmates(tx, hash);
    const studentIds = [student.id, ...classmates];

    const today = new Date();
    const inMonths = (n: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + n, 1)).toISOString().slice(0, 10);
    const classId = await createSeededClass(tx, {
      values: {
        name: DEMO_CLASS_NAME,
        description: 'Evening preparation for the digital SAT: one full mock a month, skill drills in between.',
        method: 'online',
        startDate: inMonths(0),
        endDate: inMonths(4),
        startTime: '18:00',
        endTime: '20:00',
        capacity: 30,
        scoreMin: 1000,
        scoreMax: 1600,
        code: 'SPRING26',
        inviteToken: randomBytes(24).toString('base64url'),
        createdBy: teacher.id,
      },
      studentIds,
      materials: [
        {
          category: 'Links',
          title: 'About the digital SAT',
          description: 'What the test looks like and how the adaptive modules work.',
          link: 'https://satsuite.collegeboard.org/digital',
        },
      ],
    });
    const mockClassTestId = await createSeededClassTest(tx, {
      classId,
      testId: mockId,
      kind: 'test',
      scheduledAt: new Date(today.getTime() - 14 * 86_400_000),
      paidByOrganization: true,
      createdBy: teacher.id,
      studentIds,
    });
    if (drillId)
      await createSeededClassTest(tx, {
        classId,
        testId: drillId,
        kind: 'practice',
        scheduledAt: new Date(today.getTime() + 3 * 86_400_000),
        paidByOrganization: false,
        createdBy: teacher.id,
        studentIds,
      });
    await seedDemoResults(tx, {
      settings: tenant.settings,
      teacherId: teacher.id,
      studentIds,
      className: DEMO_CLASS_NAME,
      mock: { classTestId: mockClassTestId, testId: mockId },
      ...(toeflId ? { toeflTestId: toeflId } : {}),
    });

    const wallet = await getCompanyWallet(tx);
    await moveWallet(tx, {
      walletId: wallet.id,
      amount: DEMO_COMPANY_POINTS,
      type: 'admin_grant',
      // No notes: the move's type says what it is in the reader's language (issue 17); a note is a person's
      // words, shown as written, and the demo's would be English on a Chinese page.
      reference: { seed: 'demo-classes' },
    });
    await transferToClass(tx, { classId, amount: DEMO_CLASS_POINTS, actorId: admin.id });
  });
};
