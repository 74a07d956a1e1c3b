import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, primaryId, tenantId, updatedAt } from './columns.ts';
import { lessons } from './lessons.ts';
import { users } from './users.ts';

/**
 * A teacher's billing details (issue 20, decision 0045): official name, SSN, date of birth, payment method
 * and mailing address, kept only as AES-256-GCM ciphertext (`v1:` + base64 of iv, tag and the JSON),
 * under the server's BILLING_KEY. Nothing of it is readable from the database alone.
 */
export const teacherBilling = pgTable('teacher_billing', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  ciphertext: text('ciphertext').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Each time an admin revealed a teacher's full SSN (the audit of acceptance 5). */
export const teacherBillingReveals = pgTable(
  'teacher_billing_reveals',
  {
    id: primaryId(),
    tenantId: tenantId(),
    teacherId: cascadeRef('teacher_id', () => users.id),
    revealedBy: uuid('revealed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('teacher_billing_reveals_teacher_idx').on(t.tenantId, t.teacherId, t.createdAt)],
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
    teacherId: cascadeRef('teacher_id', () => users.id),
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
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidNote: text('paid_note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('salary_bills_teacher_period_uq').on(t.tenantId, t.teacherId, t.period),
    index('salary_bills_period_idx').on(t.tenantId, t.period),
    check('salary_bills_status', sql`${t.status} in ('draft', 'approved', 'paid')`),
    check('salary_bills_period', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** A lesson a salary bill counted, as it was when the bill was computed (a snapshot: approved bills stay). */
export const salaryBillLessons = pgTable(
  'salary_bill_lessons',
  {
    id: primaryId(),
    tenantId: tenantId(),
    billId: cascadeRef('bill_id', () => salaryBills.id),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    attended: integer('attended').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('salary_bill_lessons_bill_idx').on(t.billId, t.startsAt)],
);

/** A line added to a salary bill by hand (a bonus, a deduction), signed, with its reason. */
export const salaryBillAdjustments = pgTable(
  'salary_bill_adjustments',
  {
    id: primaryId(),
    tenantId: tenantId(),
    billId: cascadeRef('bill_id', () => salaryBills.id),
    amountCents: integer('amount_cents').notNull(),
    comment: text('comment').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('salary_bill_adjustments_bill_idx').on(t.billId, t.createdAt)],
);
