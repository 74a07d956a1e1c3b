import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';
import { lessons } from './lessons.ts';
import { users } from './users.ts';

/**
 * A teacher's billing details (issue 20, decision 0045): official name, SSN, date of birth, payment method
 * and mailing address, kept only as AES-256-GCM ciphertext (`v1:` + base64 of iv, tag and the JSON),
 * under the server's BILLING_KEY. Nothing of it is readable from the database alone.
 */
export const teacherBilling = pgTable(
  'teacher_billing',
  {
    userId: uuid('user_id').notNull(),
    tenantId: tenantId(),
    ciphertext: text('ciphertext').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.userId),
    tenantFk('teacher_billing_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantFk('teacher_billing_updated_by_users_id_fk', t, t.updatedBy, users).onDelete('set null'),
  ],
);

/** Each time an admin revealed a teacher's full SSN (the audit of acceptance 5). */
export const teacherBillingReveals = pgTable(
  'teacher_billing_reveals',
  {
    id: primaryId(),
    tenantId: tenantId(),
    teacherId: uuid('teacher_id').notNull(),
    revealedBy: uuid('revealed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('teacher_billing_reveals_teacher_idx').on(t.tenantId, t.teacherId, t.createdAt),
    tenantFk('teacher_billing_reveals_teacher_id_users_id_fk', t, t.teacherId, users).onDelete('cascade'),
    tenantFk('teacher_billing_reveals_revealed_by_users_id_fk', t, t.revealedBy, users).onDelete('set null'),
  ],
);

/**
 * A teacher's salary bill for one month (`period` YYYY-MM in the tenant's business time zone): the
 * attended lessons × the hourly rate, plus adjustments, all in cents (hundredths of `currency`).
 * 'draft' (recomputed on demand) → 'approved' → 'paid', each step with who and when.
 */
export const salaryBills = pgTable(
  'salary_bills',
  {
    id: primaryId(),
    tenantId: tenantId(),
    teacherId: uuid('teacher_id').notNull(),
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    hourlyRateCents: integer('hourly_rate_cents').notNull().default(0),
    lessonCount: integer('lesson_count').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
    lessonsCents: integer('lessons_cents').notNull().default(0),
    adjustmentsCents: integer('adjustments_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    status: text('status').notNull().default('draft'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidBy: uuid('paid_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidNote: text('paid_note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('salary_bills_teacher_id_period_idx').on(t.teacherId, t.period),
    ...tenantKeys(t, t.id),
    uniqueIndex('salary_bills_teacher_period_uq').on(t.tenantId, t.teacherId, t.period),
    index('salary_bills_period_idx').on(t.tenantId, t.period),
    check('salary_bills_status', sql`${t.status} in ('draft', 'approved', 'paid')`),
    check('salary_bills_period', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    tenantFk('salary_bills_teacher_id_users_id_fk', t, t.teacherId, users).onDelete('cascade'),
    tenantFk('salary_bills_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
    tenantFk('salary_bills_approved_by_users_id_fk', t, t.approvedBy, users).onDelete('set null'),
    tenantFk('salary_bills_paid_by_users_id_fk', t, t.paidBy, users).onDelete('set null'),
  ],
);

/** A lesson a salary bill counted, as it was when the bill was computed (a snapshot: approved bills stay). */
export const salaryBillLessons = pgTable(
  'salary_bill_lessons',
  {
    id: primaryId(),
    tenantId: tenantId(),
    billId: uuid('bill_id').notNull(),
    lessonId: uuid('lesson_id'),
    title: text('title').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    attended: integer('attended').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('salary_bill_lessons_bill_idx').on(t.billId, t.startsAt),
    tenantFk('salary_bill_lessons_bill_id_salary_bills_id_fk', t, t.billId, salaryBills).onDelete('cascade'),
    tenantFk('salary_bill_lessons_lesson_id_lessons_id_fk', t, t.lessonId, lessons).onDelete('set null'),
  ],
);

/** A line added to a salary bill by hand (a bonus, a deduction), signed, with its reason. */
export const salaryBillAdjustments = pgTable(
  'salary_bill_adjustments',
  {
    id: primaryId(),
    tenantId: tenantId(),
    billId: uuid('bill_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    comment: text('comment').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('salary_bill_adjustments_bill_idx').on(t.billId, t.createdAt),
    tenantFk('salary_bill_adjustments_bill_id_salary_bills_id_fk', t, t.billId, salaryBills).onDelete('cascade'),
    tenantFk('salary_bill_adjustments_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
  ],
);
