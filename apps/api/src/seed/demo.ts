import { MAIN_TENANT } from '@prepwell/contracts';
import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import { todayIn } from '../lib/clock.ts';
import { hashPassword } from '../lib/password.ts';
import { seedDemoBackOffice } from './demo-back-office.ts';
import { seedDemoClasses } from './demo-classes.ts';
import { seedDemoCourses } from './demo-courses.ts';
import { seedDemoExams } from './demo-exams.ts';
import { seedDemoFlashcards } from './demo-flashcards.ts';
import { seedDemoLessonData } from './demo-lessons.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoSalary } from './demo-salary.ts';
import { seedDemoProgressMeetings } from './demo-progress-meetings.ts';
import { seedDemoTuition } from './demo-tuition.ts';
import { seedDemoVocabulary } from './demo-vocabulary.ts';
import { createAcceptedLink } from '../modules/parent-links/parent-access.service.ts';
import { seedDemoEnrollments } from '../modules/enrollments/enrollment-seed.service.ts';
import { seedDemoPrivateLessonData } from './demo-private-lessons.ts';
import { seedDemoColleges } from './demo-colleges.ts';
import {
  createTenant,
  findTenantBySlug,
  setTenantImages,
  type TenantContext,
} from '../modules/tenants/tenants.service.ts';
import {
  addUserRole,
  createUser,
  lookupUserByEmail,
  saveParentProfile,
  saveStudentProfile,
  saveTeacherProfile,
} from '../modules/users/user-rows.service.ts';

export const DEMO_PASSWORD = 'Prepwell-demo-1';
export const DEMO_INSTRUCTOR_CODE = 'DEMO-TEACH-2026';

const svgLogo = (letter: string, color: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="44" font-family="Arial,Helvetica,sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  ).toString('base64')}`;

/** The platform's own brand must exist: every request without another tenant lands on it. */
export const ensureMainTenant = async (deps: Pick<Deps, 'db'>) => {
  const existing = await findTenantBySlug(deps.db, MAIN_TENANT);
  if (existing) return existing.id;
  const main = await createTenant(deps, {
    slug: MAIN_TENANT,
    name: 'Prepwell',
    contact_email: 'hello@prepwell.test',
    exam_name: 'SAT · ACT · TOEFL · SHSAT',
    theme_color: '#1c6fd1',
    tab_name: 'Prepwell — exam preparation',
    isCompany: false,
    host_names: [],
    settings: {},
  }).catch(async (error: unknown) => {
    // Another process created it at the same moment.
    const row = await findTenantBySlug(deps.db, MAIN_TENANT);
    if (!row) throw error;
    return row;
  });
  return main.id;
};

/** A tenant without a logo gets a lettered one, as logo and icon; one that has a logo keeps it. */
const brandOnce = async (deps: Pick<Deps, 'db'>, tenant: TenantContext | undefined, letter: string, color: string) => {
  if (!tenant || tenant.logo) return;
  const image = svgLogo(letter, color);
  await setTenantImages(deps, tenant.id, { logo: image, icon: image });
};

interface DemoUser {
  email: string;
  username?: string;
  first: string;
  last: string;
  roles: string[];
  pro?: boolean;
}

/** Demo tenant and accounts for every role (README lists them). Runs once: it skips what exists. */
export const seedDemoData = async (deps: Pick<Deps, 'db'>) => {
  const mainId = await ensureMainTenant(deps);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let demo = await findTenantBySlug(deps.db, 'demo');
  if (!demo)
    demo = await createTenant(deps, {
      slug: 'demo',
      name: 'Demo Academy',
      contact_email: 'contact@demo.prepwell.test',
      exam_name: 'SAT & TOEFL',
      theme_color: '#0f7b5f',
      tab_name: 'Demo Academy',
      isCompany: true,
      host_names: ['demo.localhost'],
      settings: { instructorCode: DEMO_INSTRUCTOR_CODE, currency: 'USD' },
    });
  await brandOnce(deps, demo, 'D', '#0f7b5f');
  await brandOnce(deps, await findTenantBySlug(deps.db, MAIN_TENANT), 'P', '#1c6fd1');

  await withTenant(deps.db, mainId, async (tx) => {
    if (await lookupUserByEmail(tx, 'super@prepwell.test')) return;
    const user = await createUser(tx, {
      email: 'super@prepwell.test',
      username: 'super',
      passwordHash,
      firstName: 'Sam',
      lastName: 'Super',
      emailVerifiedAt: new Date(),
    });
    await addUserRole(tx, user.id, 'super_admin');
  });

  const proUntil = new Date();
  proUntil.setFullYear(proUntil.getFullYear() + 1);
  const people: DemoUser[] = [
    {
      email: 'admin@demo.prepwell.test',
      username: 'admin',
      first: 'Ada',
      last: 'Admin',
      roles: ['organization_admin'],
    },
    { email: 'teacher@demo.prepwell.test', username: 'teacher', first: 'Tina', last: 'Teacher', roles: ['teacher'] },
    { email: 'student@demo.prepwell.test', username: 'student', first: 'Stella', last: 'Student', roles: [] },
    { email: 'pro@demo.prepwell.test', username: 'pro', first: 'Percy', last: 'Pro', roles: [], pro: true },
    { email: 'parent@demo.prepwell.test', username: 'parent', first: 'Paula', last: 'Parent', roles: ['parent'] },
  ];
  await withTenant(deps.db, demo.id, async (tx) => {
    const ids: Record<string, string> = {};
    const created = new Set<string>();
    for (const p of people) {
      const existing = await lookupUserByEmail(tx, p.email);
      if (existing) {
        ids[p.username!] = existing.id;
        continue;
      }
      const user = await createUser(tx, {
        email: p.email,
        username: p.username ?? null,
        passwordHash,
        firstName: p.first,
        lastName: p.last,
        emailVerifiedAt: new Date(),
        proExpiredAt: p.pro ? todayIn('Asia/Taipei', proUntil) : null,
        country: 'United States',
      });
      ids[p.username!] = user.id;
      created.add(p.username!);
      for (const role of p.roles) await addUserRole(tx, user.id, role);
      if (p.roles.length === 0)
        await saveStudentProfile(tx, user.id, {
          school: 'Lincoln High School',
          phone: '555 0100 200',
          gradeLevel: 11,
          graduationYear: new Date().getFullYear() + 1,
        });
      if (p.roles.includes('teacher') || p.roles.includes('organization_admin'))
        await saveTeacherProfile(tx, user.id, {
          college: 'State University',
          major: 'Mathematics',
          phone: '555 0100 300',
          subjects: ['SAT Math', 'ACT Science'],
        });
      if (p.roles.includes('parent')) await saveParentProfile(tx, user.id, '555 0100 400');
    }
    // The demo parent follows the demo student from the start (an accepted link, as links made before consent
    // are); made once with the accounts, so a student who removed it does not find it back after a restart.
    if (ids.parent && ids.student && (created.has('parent') || created.has('student')))
      await createAcceptedLink(tx, ids.parent, ids.student);
  });
  await seedDemoExams(deps, mainId);
  await seedDemoClasses(deps, demo.id, passwordHash);
  // Issue 18: main's shared word lists (vocabulary's seed).
  await seedDemoVocabulary(deps, mainId);
  // Issue 18: after the word lists (vocabulary's seed), the demo student's deck with cards due today.
  await seedDemoFlashcards(deps, demo.id);
  // Issue 19: three enrollments in different states (the centre's list is not empty on a fresh start).
  await withTenant(deps.db, demo.id, (tx) => seedDemoEnrollments(tx));
  // Issue 19: the demo teacher's available hours and one pending private-lesson request.
  await seedDemoPrivateLessonData(deps, demo);
  // Issue 19: two published courses with a session each (one need-pay-first), the demo student in one.
  await seedDemoCourses(deps, demo.id);
  // Issue 19: a week of the demo class's lessons (last week through next week), attendance on those held.
  await seedDemoLessonData(deps, demo);
  // Issue 20: the demo teacher's hourly salary (the month's salary bill counts the attended lessons above).
  await seedDemoSalary(deps, demo.id);
  // Issue 17: two house promotions and two promotion codes (20 % off Pro, bonus T-Coins with a pack).
  await seedDemoPromotions(deps, demo.id);
  // Issue 20: main's shared college directory and the demo student's target list.
  await seedDemoColleges(deps, mainId, demo.id);
  // Issue 20: the demo student's sent progress report and the teacher's meeting with the family, with follow-ups.
  await seedDemoProgressMeetings(deps, demo);
  // Issue 20: the demo parent's tuition bills, one paid and one issued.
  await seedDemoTuition(deps, demo);
  // Issue 20: short links with their clicks, and a duplicate account for the merge screen.
  await seedDemoBackOffice(deps, demo.id);
};
