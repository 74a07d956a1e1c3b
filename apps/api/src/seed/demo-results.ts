import type { AnswerValue, TenantSettings } from '@prepwell/contracts';
import type { TenantTx } from '../db/with-tenant.ts';
import { seedCompletedAttempt, type SeedQuestion } from '../modules/exams/attempts/attempt-seed.service.ts';
import { moveCoins } from '../modules/ledger/ledger.service.ts';
import { createSeededGradingRequest, seededGradingPrice } from '../modules/unlocks/grading-seed.service.ts';
import { unlockReportPaidByClass } from '../modules/unlocks/unlocks.service.ts';
import { createUser, lookupUserByEmail, saveStudentProfile } from '../modules/users/user-rows.service.ts';
import { logActivity } from '../modules/users/users.service.ts';

/**
 * Issue 17 (defect 10): what the demo's teacher, parent and grader see on a fresh start. The demo class
 * gets three classmates of the demo student; each of the four has finished the class's SAT mock (on
 * different days, with different strengths, so the heat map and the results by test have something to
 * say), and the demo student has finished the TOEFL 2026 mock with two written tasks sent for grading:
 * one graded by the demo teacher, one waiting in the queue. Everything goes through the services, in the
 * demo classes' one transaction.
 */

export interface DemoClassmate {
  email: string;
  username: string;
  first: string;
  last: string;
}

export const DEMO_CLASSMATES: DemoClassmate[] = [
  { email: 'leo@demo.prepwell.test', username: 'leo', first: 'Leo', last: 'Park' },
  { email: 'mia@demo.prepwell.test', username: 'mia', first: 'Mia', last: 'Chen' },
  { email: 'noah@demo.prepwell.test', username: 'noah', first: 'Noah', last: 'Rivera' },
];

/** The demo's classmates (made once; found again afterwards), with the demo password's hash. */
export const ensureDemoClassmates = async (tx: TenantTx, passwordHash: string): Promise<string[]> => {
  const ids: string[] = [];
  for (const [i, p] of DEMO_CLASSMATES.entries()) {
    const existing = await lookupUserByEmail(tx, p.email);
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const user = await createUser(tx, {
      email: p.email,
      username: p.username,
      passwordHash,
      firstName: p.first,
      lastName: p.last,
      emailVerifiedAt: new Date(),
    });
    await saveStudentProfile(tx, user.id, {
      school: 'Lincoln High School',
      phone: `555 0100 2${10 + i}`,
      gradeLevel: 11,
      graduationYear: new Date().getFullYear() + 1,
    });
    ids.push(user.id);
  }
  return ids;
};

/** A small deterministic generator (mulberry32), so every fresh demo shows the same results. */
const randomOf = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const PLAIN_NUMBER = /^-?(\d+|\d*\.\d+|\d+\/\d+)$/;

const ESSAY =
  'I agree that students learn more when they explain ideas to each other. When I taught my friend how to ' +
  'solve systems of equations, I had to understand every step myself. Explaining also shows where our ' +
  'understanding is weak, so we know what to review before the test.';

/**
 * A student who gets a question right with probability `accuracy` (a little better on the first half of
 * each module's skills than the second, so skills differ), answers wrong otherwise, and writes a short
 * response to a written task; spoken tasks are left blank (no recording in a seed).
 */
export const demoAnswerer = (accuracy: number, seed: number) => {
  const random = randomOf(seed);
  return (q: SeedQuestion, index: number): AnswerValue | null => {
    const right = random() < accuracy + (index % 7 < 3 ? 0.1 : -0.1);
    const key = q.answerKey;
    switch (key.kind) {
      case 'choice': {
        if (right) return key.correct[0]!;
        return q.choiceIds.find((id) => !key.correct.includes(id)) ?? null;
      }
      case 'choices':
        return right ? [...key.correct] : key.correct.length > 1 ? [...key.correct].reverse() : null;
      case 'grid': {
        const exact = key.accept.find((a) => PLAIN_NUMBER.test(a));
        if (right && exact) return exact;
        return ['0', '1', '2'].find((a) => !key.accept.includes(a)) ?? null;
      }
      case 'text':
        return right ? key.accept[0]! : null;
      case 'rated':
        return q.type === 'written_response' ? ESSAY : null;
    }
  };
};

const DAY_MS = 86_400_000;
const daysAgo = (days: number, hour = 17) => {
  const d = new Date(Date.now() - days * DAY_MS);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

export interface DemoResultsInput {
  settings: Pick<TenantSettings, 'gradingPrices' | 'proGradingDiscountPercent'>;
  teacherId: string;
  /** The demo student first, then the classmates. */
  studentIds: string[];
  className: string;
  mock: { classTestId: string; testId: string };
  toeflTestId?: string;
}

/** Accuracy and the day of each student's mock (the demo student first). */
const MOCK_RUNS = [
  { accuracy: 0.7, days: 9 },
  { accuracy: 0.85, days: 11 },
  { accuracy: 0.55, days: 10 },
  { accuracy: 0.45, days: 8 },
];

export const seedDemoResults = async (tx: TenantTx, input: DemoResultsInput) => {
  for (const [i, studentId] of input.studentIds.entries()) {
    const run = MOCK_RUNS[i % MOCK_RUNS.length]!;
    await logActivity(tx, studentId, 'class_joined', input.className);
    const { id: attemptId, test } = await seedCompletedAttempt(tx, {
      userId: studentId,
      testId: input.mock.testId,
      classTestId: input.mock.classTestId,
      paidByClass: true,
      startedAt: daysAgo(run.days),
      answer: demoAnswerer(run.accuracy, 1_000 + i),
    });
    // The class paid, so the report is open (as a class-paid start unlocks it).
    await unlockReportPaidByClass(tx, { userExamId: attemptId, userId: studentId, testType: test.type });
  }

  const [studentId] = input.studentIds;
  if (!input.toeflTestId || !studentId) return;
  const toefl = await seedCompletedAttempt(tx, {
    userId: studentId,
    testId: input.toeflTestId,
    startedAt: daysAgo(5, 15),
    answer: demoAnswerer(0.7, 77),
  });
  const toeflAttempt = toefl.id;
  const written = toefl.answered.filter((a) => a.type === 'written_response').map((a) => a.questionId);
  // Coins for the two requests (simple comments, at the tenant's price): a deposit, as an admin's gift would be.
  await moveCoins(tx, {
    userId: studentId,
    type: 'admin_deposit',
    amount: 2 * seededGradingPrice(input.settings, 'simple'),
    actorId: input.teacherId,
  });
  const [first, second] = written;
  if (first)
    await createSeededGradingRequest(tx, {
      settings: input.settings,
      userExamId: toeflAttempt,
      questionId: first,
      userId: studentId,
      level: 'simple',
      testTitle: toefl.test.title,
      graded: {
        graderId: input.teacherId,
        score: 4,
        comment:
          'Clear position and a good personal example. Add one more reason and link your sentences with transitions.',
        gradedAt: daysAgo(3, 10),
      },
    });
  if (second)
    await createSeededGradingRequest(tx, {
      settings: input.settings,
      userExamId: toeflAttempt,
      questionId: second,
      userId: studentId,
      level: 'simple',
      testTitle: toefl.test.title,
    });
};
