import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    username: text('username'),
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`),
    uniqueIndex('users_tenant_username_uq').on(t.tenantId, sql`lower(${t.username})`),
    index('users_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_roles_tenant_role_idx').on(t.tenantId, t.role)],
);

/** Opaque bearer tokens, stored as SHA-256 hashes; one per user and device. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    deviceName: text('device_name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('access_tokens_user_device_uq').on(t.userId, t.deviceName)],
);

/** Single-use links: password reset, password set, token login, e-mail verification. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

export const studentProfiles = pgTable('student_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  school: text('school'),
  gradeLevel: integer('grade_level'),
  phone: text('phone'),
  address: text('address'),
  priorTests: text('prior_tests'),
  graduationYear: integer('graduation_year'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teacherProfiles = pgTable('teacher_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const parentProfiles = pgTable('parent_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  phone: text('phone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A student is linked to at most one parent account (spec §5: not already linked). */
export const parentLinks = pgTable(
  'parent_links',
  {
    tenantId: tenantId(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.studentId] }), uniqueIndex('parent_links_student_uq').on(t.studentId)],
);
