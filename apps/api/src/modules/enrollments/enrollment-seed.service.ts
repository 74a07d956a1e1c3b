import type { TenantTx } from '../../db/with-tenant.ts';
import { sha256 } from '../../lib/tokens.ts';
import { hasAnyEnrollment } from './enrollment-seed.repository.ts';
import { insertEnrollment } from './enrollments.repository.ts';

const DAY = 86_400_000;

/**
 * Issue 19, acceptance 5: three enrollments in different states, so a centre owner opening the list sees
 * how it works — a parent's form for two children, new and unread; a student's private-lesson form, read
 * and paid; and an older one archived after the family cancelled. Added only to an empty list (a centre
 * that deleted them does not find them back after a restart). Families' addresses are example.com ones.
 */
export const seedDemoEnrollments = async (tx: TenantTx, now = new Date()) => {
  if (await hasAnyEnrollment(tx)) return 0;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const year = now.getUTCFullYear();
  const ipHash = sha256('enrollment:demo-seed');
  const common = { paymentWay: 'card', currency: 'USD', ipHash, lang: 'en' } as const;
  await insertEnrollment(tx, {
    ...common,
    role: 'parent',
    firstName: 'Grace',
    lastName: 'Lin',
    email: 'grace.lin@example.com',
    phone: '+1 415 555 0143',
    type: 'group',
    courseText: 'SAT preparation, weekend group',
    students: [
      {
        firstName: 'Ethan',
        lastName: 'Lin',
        email: 'ethan.lin@example.com',
        school: 'Lowell High School',
        graduationYear: year + 2,
        testScores: [{ exam: 'PSAT', score: '1210' }],
      },
      {
        firstName: 'Chloe',
        lastName: 'Lin',
        email: 'chloe.lin@example.com',
        school: 'Lowell High School',
        graduationYear: year + 1,
        testScores: [{ exam: 'SAT', score: '1340' }],
      },
    ],
    togetherWith: 'Ethan and Chloe together, please',
    message: 'Can both children be in the same Saturday group?',
    createdAt: at(0.1),
    updatedAt: at(0.1),
  });
  await insertEnrollment(tx, {
    ...common,
    role: 'student',
    firstName: 'Marcus',
    lastName: 'Reed',
    email: 'marcus.reed@example.com',
    phone: '+1 212 555 0187',
    type: 'private',
    courseText: 'TOEFL speaking and writing',
    students: [
      {
        firstName: 'Marcus',
        lastName: 'Reed',
        email: 'marcus.reed@example.com',
        school: 'Hunter College High School',
        graduationYear: year + 1,
        testScores: [{ exam: 'TOEFL', score: '92' }],
      },
    ],
    paymentStatus: 'paid',
    readAt: at(2),
    notes: 'Paid by card on the phone. Prefers weekday evenings.',
    createdAt: at(3),
    updatedAt: at(2),
  });
  await insertEnrollment(tx, {
    ...common,
    role: 'other',
    firstName: 'Helen',
    lastName: 'Park',
    email: 'helen.park@example.com',
    phone: '+1 646 555 0112',
    type: 'counseling',
    courseText: 'College counseling',
    students: [
      {
        firstName: 'Daniel',
        lastName: 'Park',
        email: 'daniel.park@example.com',
        school: 'Stuyvesant High School',
        graduationYear: year + 1,
        testScores: [],
      },
    ],
    parent: { firstName: 'June', lastName: 'Park', email: 'june.park@example.com', phone: '+1 646 555 0113' },
    paymentStatus: 'cancelled',
    status: 'archived',
    readAt: at(20),
    notes: 'The family chose another counselor.',
    createdAt: at(24),
    updatedAt: at(20),
  });
  return 3;
};
