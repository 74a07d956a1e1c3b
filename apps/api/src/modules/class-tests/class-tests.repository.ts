import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import {
  classes,
  classStudents,
  classTestInvitations,
  classTests,
  orgWalletMoves,
  orgWallets,
  tests,
  userExams,
  users,
} from '../../db/schema/index.ts';
import { personColumns } from '../../db/schema/person-columns.ts';

// Row-level security scopes every query to the transaction's tenant (the class's); tests may be main's
// public ones, which the tenant sees read-only. Who may call what is checked before (class access).

export type ClassTestRow = typeof classTests.$inferSelect;

const classTestColumns = {
  id: classTests.id,
  classId: classTests.classId,
  testId: classTests.testId,
  kind: classTests.kind,
  scheduledAt: classTests.scheduledAt,
  isDefault: classTests.isDefault,
  paidByOrganization: classTests.paidByOrganization,
  createdAt: classTests.createdAt,
  title: tests.title,
  examKind: tests.kind,
  testType: tests.type,
};

const invitedCount = sql<number>`(select count(*)::int from ${classTestInvitations} where ${classTestInvitations.classTestId} = ${classTests.id})`;
const completedCount = sql<number>`(select count(distinct ${userExams.userId})::int from ${userExams}
  where ${userExams.classTestId} = ${classTests.id} and ${userExams.status} = 'completed')`;

/** The class's tests, soonest first, with how many students each was sent to and how many completed it. */
export const selectClassTests = (tx: TenantTx, classId: string) =>
  tx
    .select({ ...classTestColumns, invitedCount, completedCount })
    .from(classTests)
    .innerJoin(tests, eq(tests.id, classTests.testId))
    .where(eq(classTests.classId, classId))
    .orderBy(asc(classTests.scheduledAt), asc(classTests.createdAt), asc(classTests.id));

export type ClassTestListRow = Awaited<ReturnType<typeof selectClassTests>>[number];

/** One class test of the class (with its test and counts), or undefined. */
export const selectClassTest = async (tx: TenantTx, classId: string, classTestId: string) =>
  (
    await tx
      .select({ ...classTestColumns, invitedCount, completedCount })
      .from(classTests)
      .innerJoin(tests, eq(tests.id, classTests.testId))
      .where(and(eq(classTests.classId, classId), eq(classTests.id, classTestId)))
      .limit(1)
  )[0];

/** The class's tests sent to one student. */
export const selectClassTestsSentTo = (tx: TenantTx, classId: string, studentId: string) =>
  tx
    .select({ ...classTestColumns, invitedCount, completedCount })
    .from(classTests)
    .innerJoin(tests, eq(tests.id, classTests.testId))
    .innerJoin(
      classTestInvitations,
      and(eq(classTestInvitations.classTestId, classTests.id), eq(classTestInvitations.studentId, studentId)),
    )
    .where(eq(classTests.classId, classId))
    .orderBy(asc(classTests.scheduledAt), asc(classTests.createdAt), asc(classTests.id));

/** Serialises changes of the class's default test (the partial unique index would refuse the second). */
export const lockClassRow = (tx: TenantTx, classId: string) =>
  tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');

/** The class's default test stops being one. */
export const clearDefaultClassTest = (tx: TenantTx, classId: string) =>
  tx
    .update(classTests)
    .set({ isDefault: false })
    .where(and(eq(classTests.classId, classId), eq(classTests.isDefault, true)));

export const insertClassTest = async (
  tx: TenantTx,
  values: Omit<typeof classTests.$inferInsert, 'id' | 'tenantId' | 'createdAt'>,
) => (await tx.insert(classTests).values(values).returning({ id: classTests.id }))[0]!;

export const updateClassTestRow = (
  tx: TenantTx,
  classTestId: string,
  values: Partial<Pick<ClassTestRow, 'kind' | 'scheduledAt' | 'isDefault' | 'paidByOrganization'>>,
) => tx.update(classTests).set(values).where(eq(classTests.id, classTestId));

/** Issue 14: the transaction's tenant's class tests of one test version move to another (its new version). */
export const updateClassTestsTestId = (tx: TenantTx, fromTestId: string, toTestId: string) =>
  tx
    .update(classTests)
    .set({ testId: toTestId })
    .where(eq(classTests.testId, fromTestId))
    .returning({ id: classTests.id });

export const deleteClassTestRow = (tx: TenantTx, classTestId: string) =>
  tx.delete(classTests).where(eq(classTests.id, classTestId));

/** Of `ids`, those on the class's roster, with what a mail to them needs. */
export const selectRosterStudentsIn = (tx: TenantTx, classId: string, ids: string[]) =>
  ids.length
    ? tx
        .select({ ...personColumns, lang: users.lang, timezone: users.timezone })
        .from(classStudents)
        .innerJoin(users, eq(users.id, classStudents.userId))
        .where(and(eq(classStudents.classId, classId), inArray(classStudents.userId, ids)))
    : Promise.resolve([]);

/** The class's roster, by name. */
export const selectRoster = (tx: TenantTx, classId: string) =>
  tx
    .select(personColumns)
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.username), asc(users.id));

export type PersonRow = Awaited<ReturnType<typeof selectRoster>>[number];

/** Sends (or sends again) a class test: a new invitation, or one more count and a new time. */
export const upsertInvitations = async (tx: TenantTx, classTestId: string, studentIds: string[], now: Date) => {
  if (!studentIds.length) return;
  await tx
    .insert(classTestInvitations)
    .values(studentIds.map((studentId) => ({ classTestId, studentId, firstInvitedAt: now, lastInvitedAt: now })))
    .onConflictDoUpdate({
      target: [classTestInvitations.tenantId, classTestInvitations.classTestId, classTestInvitations.studentId],
      set: { inviteCount: sql`${classTestInvitations.inviteCount} + 1`, lastInvitedAt: now },
    });
};

/** Who a class test was sent to, by name. */
export const selectInvitations = (tx: TenantTx, classTestId: string) =>
  tx
    .select({
      ...personColumns,
      inviteCount: classTestInvitations.inviteCount,
      lastInvitedAt: classTestInvitations.lastInvitedAt,
    })
    .from(classTestInvitations)
    .innerJoin(users, eq(users.id, classTestInvitations.studentId))
    .where(eq(classTestInvitations.classTestId, classTestId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.username), asc(users.id));

/** Every invitation of some class tests (the dashboard). */
export const selectInvitationsOf = (tx: TenantTx, classTestIds: string[]) =>
  classTestIds.length
    ? tx
        .select({ classTestId: classTestInvitations.classTestId, studentId: classTestInvitations.studentId })
        .from(classTestInvitations)
        .where(inArray(classTestInvitations.classTestId, classTestIds))
    : Promise.resolve([]);

export const selectIsInvited = async (tx: TenantTx, classTestId: string, studentId: string) =>
  (
    await tx
      .select({ one: sql`1` })
      .from(classTestInvitations)
      .where(and(eq(classTestInvitations.classTestId, classTestId), eq(classTestInvitations.studentId, studentId)))
      .limit(1)
  ).length > 0;

const attemptColumns = {
  id: userExams.id,
  userId: userExams.userId,
  classTestId: userExams.classTestId,
  status: userExams.status,
  startedAt: userExams.startedAt,
  completedAt: userExams.completedAt,
  scores: userExams.scores,
};

/** Each student's latest attempt at each of some class tests (optionally of some students only). */
export const selectLatestClassTestAttempts = (tx: TenantTx, classTestIds: string[], studentIds?: string[]) =>
  classTestIds.length && (!studentIds || studentIds.length)
    ? tx
        .selectDistinctOn([userExams.classTestId, userExams.userId], attemptColumns)
        .from(userExams)
        .where(
          and(
            inArray(userExams.classTestId, classTestIds),
            studentIds ? inArray(userExams.userId, studentIds) : undefined,
          ),
        )
        .orderBy(userExams.classTestId, userExams.userId, desc(userExams.startedAt), desc(userExams.id))
    : Promise.resolve([]);

export type ClassAttemptRow = Awaited<ReturnType<typeof selectLatestClassTestAttempts>>[number];

/** Completed attempts at some class tests by some students (the dashboard's heat map). */
export const selectCompletedClassAttempts = (tx: TenantTx, classTestIds: string[], studentIds: string[]) =>
  classTestIds.length && studentIds.length
    ? tx
        .select({ id: userExams.id, userId: userExams.userId })
        .from(userExams)
        .where(
          and(
            inArray(userExams.classTestId, classTestIds),
            inArray(userExams.userId, studentIds),
            eq(userExams.status, 'completed'),
          ),
        )
        .orderBy(asc(userExams.completedAt), asc(userExams.id))
    : Promise.resolve([]);

/** The class's wallet, its row locked for the rest of the transaction (concurrent starts queue here); undefined when it has none. */
export const lockClassWallet = async (tx: TenantTx, classId: string) =>
  (
    await tx
      .select({ id: orgWallets.id, balance: orgWallets.balance })
      .from(orgWallets)
      .where(eq(orgWallets.classId, classId))
      .for('update')
  )[0];

/** A class-paid start: the class wallet's `class_test` move (the trigger moves the balance; its CHECK keeps it ≥ 0). */
export const insertClassTestCharge = (
  tx: TenantTx,
  values: { walletId: string; amount: number; studentId: string; notes: string; reference: Record<string, string> },
) =>
  tx.insert(orgWalletMoves).values({
    walletId: values.walletId,
    amount: values.amount,
    type: 'class_test',
    userId: values.studentId,
    actorId: values.studentId,
    notes: values.notes,
    reference: values.reference,
  });

/**
 * Issue 17: a student who joins later receives the class tests already sent to others: an invitation
 * per class test of the class that has at least one, for each of `studentIds` not invited yet (an
 * existing invitation keeps its count). Returns how many were made.
 */
export const insertMissingInvitationsOfSentTests = async (
  tx: TenantTx,
  classId: string,
  studentIds: string[],
  now: Date,
) => {
  if (!studentIds.length) return 0;
  const sent = await tx
    .selectDistinct({ id: classTests.id })
    .from(classTests)
    .innerJoin(classTestInvitations, eq(classTestInvitations.classTestId, classTests.id))
    .where(eq(classTests.classId, classId));
  if (!sent.length) return 0;
  const made = await tx
    .insert(classTestInvitations)
    .values(
      sent.flatMap(({ id }) =>
        studentIds.map((studentId) => ({ classTestId: id, studentId, firstInvitedAt: now, lastInvitedAt: now })),
      ),
    )
    .onConflictDoNothing({
      target: [classTestInvitations.tenantId, classTestInvitations.classTestId, classTestInvitations.studentId],
    })
    .returning({ id: classTestInvitations.classTestId });
  return made.length;
};

/** Issue 17: every class test sent to one student, in every class they are on the roster of, soonest first, with the class's name. */
export const selectClassTestsOfStudent = (tx: TenantTx, studentId: string) =>
  tx
    .select({ ...classTestColumns, invitedCount, completedCount, className: classes.name })
    .from(classTests)
    .innerJoin(tests, eq(tests.id, classTests.testId))
    .innerJoin(classes, eq(classes.id, classTests.classId))
    .innerJoin(
      classTestInvitations,
      and(eq(classTestInvitations.classTestId, classTests.id), eq(classTestInvitations.studentId, studentId)),
    )
    .innerJoin(classStudents, and(eq(classStudents.classId, classTests.classId), eq(classStudents.userId, studentId)))
    .orderBy(asc(classTests.scheduledAt), asc(classTests.createdAt), asc(classTests.id));
