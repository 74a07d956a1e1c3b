import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import {
  classes,
  lessonAttendance,
  lessons,
  salaryBillAdjustments,
  salaryBillLessons,
  salaryBills,
  teacherBilling,
  teacherBillingReveals,
  teacherProfiles,
  users,
} from '../../db/schema/index.ts';
import { updateRowById } from '../../db/rows.ts';

export type SalaryBillRow = typeof salaryBills.$inferSelect;
export type SalaryBillInsert = typeof salaryBills.$inferInsert;
export type SalaryBillLessonRow = typeof salaryBillLessons.$inferSelect;

const personName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/** Names of these users (missing ones are left out). */
export const selectPeople = async (tx: TenantTx, ids: string[]) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, string | null>();
  const rows = await tx.select({ id: users.id, name: personName }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
};

// ---- counted lessons ----

const attendedCount = sql<number>`(select count(*)::int from ${lessonAttendance} a where a.lesson_id = ${lessons.id} and a.status in ('present', 'late'))`;

/**
 * The teacher's lessons starting in [from, to) that a salary bill counts: scheduled, attendance taken, and at
 * least one student present or late (the rule of sumTaughtMinutes, narrowed to lessons someone attended).
 */
export const selectCountedLessons = async (tx: TenantTx, teacherId: string, from: Date, to: Date) =>
  (
    await tx
      .select({
        id: lessons.id,
        title: sql<string>`coalesce(nullif(${lessons.title}, ''), ${classes.name}, '')`,
        startsAt: lessons.startsAt,
        endsAt: lessons.endsAt,
        minutes: sql<number>`round(extract(epoch from (${lessons.endsAt} - ${lessons.startsAt})) / 60)::int`,
        attended: attendedCount,
      })
      .from(lessons)
      .leftJoin(classes, eq(classes.id, lessons.classId))
      .where(
        and(
          eq(lessons.teacherId, teacherId),
          eq(lessons.status, 'scheduled'),
          isNotNull(lessons.attendanceTakenAt),
          gte(lessons.startsAt, from),
          lt(lessons.startsAt, to),
        ),
      )
      .orderBy(asc(lessons.startsAt))
  )
    .map((r) => ({ ...r, minutes: Number(r.minutes), attended: Number(r.attended) }))
    .filter((r) => r.attended > 0);

/** Teachers with a lesson in [from, to) whose attendance was taken (candidates of the month's bills). */
export const selectTeachersWithTaughtLessons = async (tx: TenantTx, from: Date, to: Date) =>
  (
    await tx
      .selectDistinct({ teacherId: lessons.teacherId })
      .from(lessons)
      .where(
        and(
          isNotNull(lessons.teacherId),
          eq(lessons.status, 'scheduled'),
          isNotNull(lessons.attendanceTakenAt),
          gte(lessons.startsAt, from),
          lt(lessons.startsAt, to),
        ),
      )
  ).flatMap((r) => (r.teacherId ? [r.teacherId] : []));

/** Hourly salaries of these users' profiles that have one, as exact decimal text ("45.00"). */
export const selectHourlySalaries = async (tx: TenantTx, userIds: string[]) => {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ userId: teacherProfiles.userId, salary: sql<string>`${teacherProfiles.hourlySalary}::text` })
    .from(teacherProfiles)
    .where(and(isNotNull(teacherProfiles.hourlySalary), inArray(teacherProfiles.userId, userIds)));
  return new Map(rows.map((r) => [r.userId, r.salary]));
};

// ---- bills ----

export const selectBillById = async (tx: TenantTx, id: string, lock = false) => {
  const q = tx.select().from(salaryBills).where(eq(salaryBills.id, id));
  return (lock ? await q.for('update') : await q)[0];
};

export const selectBillOfTeacher = async (tx: TenantTx, teacherId: string, period: string) =>
  (
    await tx
      .select()
      .from(salaryBills)
      .where(and(eq(salaryBills.teacherId, teacherId), eq(salaryBills.period, period)))
      .for('update')
  )[0];

/** A new draft for the teacher and month, unless one is there (two generations at once write one). */
export const insertBillIfAbsent = async (tx: TenantTx, values: SalaryBillInsert) =>
  (
    await tx
      .insert(salaryBills)
      .values(values)
      .onConflictDoNothing({ target: [salaryBills.tenantId, salaryBills.teacherId, salaryBills.period] })
      .returning()
  )[0];

export const updateBill = async (tx: TenantTx, id: string, values: Partial<SalaryBillInsert>) =>
  (await updateRowById(tx, salaryBills, id, values))!;

export const selectBills = (tx: TenantTx, filter: { period?: string; teacherId?: string; status?: string }) =>
  tx
    .select({ bill: salaryBills, teacherName: personName })
    .from(salaryBills)
    .innerJoin(users, eq(users.id, salaryBills.teacherId))
    .where(
      and(
        filter.period ? eq(salaryBills.period, filter.period) : undefined,
        filter.teacherId ? eq(salaryBills.teacherId, filter.teacherId) : undefined,
        filter.status ? eq(salaryBills.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(salaryBills.period), asc(users.firstName), asc(users.lastName), asc(salaryBills.id))
    .limit(1000);

export const replaceBillLessons = async (
  tx: TenantTx,
  billId: string,
  rows: Omit<typeof salaryBillLessons.$inferInsert, 'billId' | 'tenantId'>[],
) => {
  await tx.delete(salaryBillLessons).where(eq(salaryBillLessons.billId, billId));
  if (rows.length > 0) await tx.insert(salaryBillLessons).values(rows.map((r) => ({ ...r, billId })));
};

export const selectBillLessons = (tx: TenantTx, billId: string) =>
  tx
    .select()
    .from(salaryBillLessons)
    .where(eq(salaryBillLessons.billId, billId))
    .orderBy(asc(salaryBillLessons.startsAt), asc(salaryBillLessons.id));

export const selectAdjustments = (tx: TenantTx, billId: string) =>
  tx
    .select()
    .from(salaryBillAdjustments)
    .where(eq(salaryBillAdjustments.billId, billId))
    .orderBy(asc(salaryBillAdjustments.createdAt), asc(salaryBillAdjustments.id));

export const insertAdjustment = async (
  tx: TenantTx,
  values: { billId: string; amountCents: number; comment: string; createdBy: string },
) => (await tx.insert(salaryBillAdjustments).values(values).returning())[0]!;

/** Deletes the bill's adjustment; false when the bill has no such line. */
export const deleteAdjustment = async (tx: TenantTx, billId: string, adjustmentId: string) =>
  (
    await tx
      .delete(salaryBillAdjustments)
      .where(and(eq(salaryBillAdjustments.billId, billId), eq(salaryBillAdjustments.id, adjustmentId)))
      .returning({ id: salaryBillAdjustments.id })
  ).length > 0;

// ---- billing details ----

export const selectBilling = async (tx: TenantTx, userId: string) =>
  (await tx.select().from(teacherBilling).where(eq(teacherBilling.userId, userId)))[0];

export const upsertBilling = async (tx: TenantTx, userId: string, ciphertext: string, updatedBy: string) => {
  const now = new Date();
  await tx
    .insert(teacherBilling)
    .values({ userId, ciphertext, updatedBy, updatedAt: now })
    .onConflictDoUpdate({
      target: [teacherBilling.tenantId, teacherBilling.userId],
      set: { ciphertext, updatedBy, updatedAt: now },
    });
};

/**
 * Billing details the earlier profile form kept in plain text on `teacher_profiles.billing` (decision 0049):
 * the tenants that still hold some (read across tenants by the one-time sealing step), then a tenant's rows.
 */
export const unsafeSelectTenantsWithProfileBilling = async (tx: CrossTenantTx) =>
  (
    await tx
      .selectDistinct({ tenantId: teacherProfiles.tenantId })
      .from(teacherProfiles)
      .where(isNotNull(teacherProfiles.billing))
  ).map((r) => r.tenantId);

export const selectProfileBillingForUpdate = (tx: TenantTx) =>
  tx
    .select({ userId: teacherProfiles.userId, billing: teacherProfiles.billing })
    .from(teacherProfiles)
    .where(isNotNull(teacherProfiles.billing))
    .for('update');

export const clearProfileBilling = (tx: TenantTx, userId: string) =>
  tx.update(teacherProfiles).set({ billing: null }).where(eq(teacherProfiles.userId, userId));

export const insertReveal = async (tx: TenantTx, teacherId: string, revealedBy: string) =>
  (await tx.insert(teacherBillingReveals).values({ teacherId, revealedBy }).returning())[0]!;

export const selectReveals = (tx: TenantTx, teacherId: string) =>
  tx
    .select()
    .from(teacherBillingReveals)
    .where(eq(teacherBillingReveals.teacherId, teacherId))
    .orderBy(desc(teacherBillingReveals.createdAt))
    .limit(50);
