import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TuitionBillStatus, TuitionLineKind, TuitionPaymentMethod } from '@prepwell/contracts';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A tuition bill (issue 20, decision 0044): one student's (and family's) bill for a month (`period`
 * YYYY-MM), in minor units of `currency`. Its total, paid and balance are never stored: they are summed
 * from its lines and payments on every read. `status` follows the balance once issued.
 */
export const tuitionBills = pgTable(
  'tuition_bills',
  {
    id: primaryId(),
    tenantId: tenantId(),
    studentId: uuid('student_id').notNull(),
    /** The parent it is addressed to; null: the student's linked parents. */
    parentId: uuid('parent_id'),
    period: text('period').notNull(),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    currency: text('currency').notNull(),
    status: text('status').$type<TuitionBillStatus>().notNull().default('draft'),
    createdBy: uuid('created_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: uuid('issued_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('tuition_bills_tenant_idx').on(t.tenantId, t.createdAt),
    index('tuition_bills_student_idx').on(t.tenantId, t.studentId),
    index('tuition_bills_parent_idx').on(t.tenantId, t.parentId),
    check('tuition_bills_status', sql`${t.status} in ('draft', 'issued', 'partially_paid', 'paid', 'void')`),
    tenantFk('tuition_bills_student_id_users_id_fk', t, t.studentId, users).onDelete('cascade'),
    tenantFk('tuition_bills_parent_id_users_id_fk', t, t.parentId, users).onDelete('set null'),
    tenantFk('tuition_bills_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
    tenantFk('tuition_bills_issued_by_users_id_fk', t, t.issuedBy, users).onDelete('set null'),
    tenantFk('tuition_bills_voided_by_users_id_fk', t, t.voidedBy, users).onDelete('set null'),
  ],
);

/** A line of a bill: a positive amount whose kind says how it counts (contracts `tuitionTotals`), a comment, a file. */
export const tuitionBillLines = pgTable(
  'tuition_bill_lines',
  {
    id: primaryId(),
    tenantId: tenantId(),
    billId: uuid('bill_id').notNull(),
    kind: text('kind').$type<TuitionLineKind>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    comment: text('comment').notNull().default(''),
    /** The attached file under DATA_DIR/private (never public), its name as uploaded, its type. */
    filePath: text('file_path'),
    fileName: text('file_name'),
    fileMime: text('file_mime'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('tuition_bill_lines_bill_idx').on(t.billId, t.createdAt),
    check('tuition_bill_lines_kind', sql`${t.kind} in ('price', 'discount', 'deposit', 'prepayment', 'refund')`),
    check('tuition_bill_lines_amount', sql`${t.amountMinor} > 0`),
    tenantFk('tuition_bill_lines_bill_id_tuition_bills_id_fk', t, t.billId, tuitionBills).onDelete('cascade'),
    tenantFk('tuition_bill_lines_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
  ],
);

/** Money received against a bill: by hand (who recorded it) or online (the paid order; one payment per order). */
export const tuitionPayments = pgTable(
  'tuition_payments',
  {
    id: primaryId(),
    tenantId: tenantId(),
    billId: uuid('bill_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    method: text('method').$type<TuitionPaymentMethod>().notNull(),
    orderId: uuid('order_id'),
    note: text('note').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    recordedBy: uuid('recorded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tuition_payments_order_id_idx').on(t.orderId),
    ...tenantKeys(t, t.id),
    index('tuition_payments_bill_idx').on(t.billId, t.paidAt),
    uniqueIndex('tuition_payments_order_idx').on(t.tenantId, t.orderId),
    check('tuition_payments_method', sql`${t.method} in ('cash', 'transfer', 'online')`),
    check('tuition_payments_amount', sql`${t.amountMinor} > 0`),
    tenantFk('tuition_payments_bill_id_tuition_bills_id_fk', t, t.billId, tuitionBills).onDelete('cascade'),
    tenantFk('tuition_payments_recorded_by_users_id_fk', t, t.recordedBy, users).onDelete('set null'),
  ],
);
