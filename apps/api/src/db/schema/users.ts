import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TestLayout, TestVersionChoice } from '@prepwell/contracts';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    /**
     * `lower(email)`, kept by PostgreSQL: what a lookup by e-mail compares with `=`. Row-level security keeps a
     * qual with a function that is not leakproof (`lower`) above its own check, so `lower(email) = $1` could
     * use no index and scanned every tenant's users at sign-in (decision 0050).
     */
    emailKey: text('email_key').generatedAlwaysAs(sql`lower(email)`),
    username: text('username'),
    /** `lower(username)`, for the same reason. */
    usernameKey: text('username_key').generatedAlwaysAs(sql`lower(username)`),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    lang: text('lang').notNull().default('en'),
    timezone: text('timezone').notNull().default('America/Denver'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    proExpiredAt: date('pro_expired_at', { mode: 'string' }),
    avatarUploadId: uuid('avatar_upload_id'),
    phone: text('phone'),
    facebook: text('facebook'),
    line: text('line'),
    wechat: text('wechat'),
    skype: text('skype'),
    country: text('country'),
    educationLevel: text('education_level'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Test settings (spec "test settings"): the version shown where a kind has both, and the runner layout. */
    testVersion: text('test_version').$type<TestVersionChoice>().notNull().default('digital'),
    testLayout: text('test_layout').$type<TestLayout>().notNull().default('comfortable'),
    /** Issue 18: every wrong answer of a finished practice or test becomes a flashcard by itself. */
    flashcardsAutoMistakes: boolean('flashcards_auto_mistakes').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    uniqueIndex('users_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`),
    uniqueIndex('users_tenant_username_uq').on(t.tenantId, sql`lower(${t.username})`),
    index('users_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('users_email_key_idx').on(t.emailKey),
    index('users_username_key_idx').on(t.usernameKey),
    check('users_test_version', sql`${t.testVersion} in ('digital', 'paper')`),
    check('users_test_layout', sql`${t.testLayout} in ('comfortable', 'strict')`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    role: text('role').notNull(),
  },
  (t) => [
    ...tenantKeys(t, t.userId, t.role),
    index('user_roles_tenant_role_idx').on(t.tenantId, t.role),
    tenantFk('user_roles_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

/** Opaque bearer tokens, stored as SHA-256 hashes; one per user and device. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    deviceName: text('device_name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('access_tokens_token_hash_idx').on(t.tokenHash),
    index('access_tokens_user_id_device_name_idx').on(t.userId, t.deviceName),
    uniqueIndex('access_tokens_user_device_uq').on(t.tenantId, t.userId, t.deviceName),
    tenantFk('access_tokens_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
    unique('access_tokens_token_hash_unique').on(t.tenantId, t.tokenHash),
  ],
);

/** Single-use links: password reset, password set, token login, e-mail verification. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('one_time_tokens_token_hash_idx').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
    tenantFk('one_time_tokens_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
    unique('one_time_tokens_token_hash_unique').on(t.tenantId, t.tokenHash),
  ],
);

export const studentProfiles = pgTable(
  'student_profiles',
  {
    userId: uuid('user_id').notNull(),
    tenantId: tenantId(),
    school: text('school'),
    gradeLevel: integer('grade_level'),
    phone: text('phone'),
    address: text('address'),
    priorTests: text('prior_tests'),
    graduationYear: integer('graduation_year'),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.userId),
    tenantFk('student_profiles_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

export const teacherProfiles = pgTable(
  'teacher_profiles',
  {
    userId: uuid('user_id').notNull(),
    tenantId: tenantId(),
    college: text('college'),
    major: text('major'),
    phone: text('phone'),
    gradeLevel: text('grade_level'),
    bio: text('bio'),
    subjects: jsonb('subjects').$type<string[]>(),
    hoursAvailable: integer('hours_available'),
    hourlySalary: numeric('hourly_salary', { precision: 10, scale: 2, mode: 'number' }),
    billing: jsonb('billing').$type<Record<string, string>>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.userId),
    tenantFk('teacher_profiles_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

export const parentProfiles = pgTable(
  'parent_profiles',
  {
    userId: uuid('user_id').notNull(),
    tenantId: tenantId(),
    phone: text('phone'),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.userId),
    tenantFk('parent_profiles_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

/**
 * A parent's link to a student (issue 11, decision 0018). It starts `pending` and gives no access until the
 * student accepts it; a student has at most one `accepted` link (spec §5: not already linked), while several
 * pending requests may wait (a rogue request cannot block the real parent). `id` addresses the link in the API.
 */
export const PARENT_LINK_STATUSES = ['pending', 'accepted'] as const;
export const parentLinks = pgTable(
  'parent_links',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: tenantId(),
    parentId: uuid('parent_id').notNull(),
    studentId: uuid('student_id').notNull(),
    status: text('status', { enum: PARENT_LINK_STATUSES }).notNull().default('pending'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('parent_links_id_idx').on(t.id),
    ...tenantKeys(t, t.parentId, t.studentId),
    uniqueIndex('parent_links_id_uq').on(t.tenantId, t.id),
    uniqueIndex('parent_links_student_accepted_uq')
      .on(t.tenantId, t.studentId)
      .where(sql`${t.status} = 'accepted'`),
    index('parent_links_student_idx').on(t.studentId),
    check('parent_links_status_check', sql`${t.status} in ('pending', 'accepted')`),
    tenantFk('parent_links_parent_id_users_id_fk', t, t.parentId, users).onDelete('cascade'),
    tenantFk('parent_links_student_id_users_id_fk', t, t.studentId, users).onDelete('cascade'),
  ],
);

/**
 * The one-time code a student reads from their profile and gives a parent, who enters it for their pending
 * link (decision 0018): one per student, short-lived, single use, only its SHA-256 stored.
 */
export const parentLinkCodes = pgTable(
  'parent_link_codes',
  {
    studentId: uuid('student_id').notNull(),
    tenantId: tenantId(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.studentId),
    tenantFk('parent_link_codes_student_id_users_id_fk', t, t.studentId, users).onDelete('cascade'),
  ],
);
