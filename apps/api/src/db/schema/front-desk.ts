import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** A student named on an enrollment form (issue 19). */
export interface EnrollmentStudent {
  firstName: string;
  lastName: string;
  email: string | null;
  school: string | null;
  graduationYear: number | null;
  /** Test scores the family gives: `{ exam, score, date? }`. */
  testScores: { exam: string; score: string; date?: string | null }[];
}

/** The parent named on an enrollment form (when the one who fills it is not the parent, or in addition). */
export interface EnrollmentParent {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
}

/**
 * An enrollment (spec §3 "Enrollment form", §4 statuses; issue 19): what a family sent through the
 * tenant's public 3-step form, and what the centre did with it.
 */
export const enrollments = pgTable(
  'enrollments',
  {
    id: primaryId(),
    tenantId: tenantId(),
    /** Who filled the form: 'student', 'parent' or 'other'. */
    role: text('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** 'group', 'private' or 'counseling'. */
    type: text('type').notNull(),
    /** The classes chosen (ids of this tenant's classes) and any course named in words. */
    classIds: jsonb('class_ids').$type<string[]>().notNull().default([]),
    courseText: text('course_text').notNull().default(''),
    /** The course sessions chosen (ids of this tenant's course sessions). */
    sessionIds: jsonb('session_ids').$type<string[]>().notNull().default([]),
    students: jsonb('students').$type<EnrollmentStudent[]>().notNull(),
    parent: jsonb('parent').$type<EnrollmentParent | null>(),
    /** How the family will pay ('card', 'transfer', 'cash', 'other') and in which currency (ISO 4217). */
    paymentWay: text('payment_way').notNull(),
    currency: text('currency').notNull(),
    /** The referral code given on the form, and the referrer it named when it counted (spec §9). */
    referralCode: text('referral_code'),
    referrerId: uuid('referrer_id'),
    /** "Enrolling together with" (a friend or sibling), in the family's words. */
    togetherWith: text('together_with').notNull().default(''),
    message: text('message').notNull().default(''),
    /** 'unknown', 'unpaid', 'paid', 'cancelled'. */
    paymentStatus: text('payment_status').notNull().default('unknown'),
    /** 'normal', 'archived', 'cancelled', 'deleted'. */
    status: text('status').notNull().default('normal'),
    /** Read status: null = UNREAD. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The centre's own notes (never shown to the family). */
    notes: text('notes').notNull().default(''),
    lang: text('lang').notNull(),
    /** The hashed client address, for the per-address limit; never the address itself. */
    ipHash: text('ip_hash').notNull(),
    /** Set when an admin turned the enrollment into accounts. */
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    convertedBy: uuid('converted_by'),
    /** The accounts made or matched: `{ students: [{ email, userId, created }], parent: {…} | null }`. */
    accounts: jsonb('accounts').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('enrollments_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('enrollments_tenant_status_idx').on(t.tenantId, t.status, t.readAt),
    tenantFk('enrollments_referrer_id_users_id_fk', t, t.referrerId, users).onDelete('set null'),
    tenantFk('enrollments_converted_by_users_id_fk', t, t.convertedBy, users).onDelete('set null'),
  ],
);
