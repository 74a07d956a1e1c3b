import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ClassJoinVia, ClassMethod, ClassTestKind, WalletMoveType } from '@prepwell/contracts';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';
import { membershipKeys } from './memberships.ts';
import { uploads } from './content.ts';
import { users } from './users.ts';

/**
 * Issue 5: classes of a tenant. A class has teachers (its creator is `owner`) and students who joined by
 * code, by invitation link or were added by a teacher. `code` is the short class code students type; null
 * while disabled. `invite_token` is the secret of the invitation link (reset makes the old link dead).
 */
export const classes = pgTable(
  'classes',
  {
    id: primaryId(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    method: text('method').$type<ClassMethod>().notNull().default('online'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** Wall-clock lesson times, HH:MM. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    /** Number of students the class takes (null: no limit). */
    capacity: integer('capacity'),
    scoreMin: integer('score_min'),
    scoreMax: integer('score_max'),
    code: text('code'),
    /** `upper(code)`, kept by PostgreSQL: what a typed code is looked up by (migration 0035, decision 0050). */
    codeKey: text('code_key').generatedAlwaysAs(sql`upper(code)`),
    inviteToken: text('invite_token').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('classes_invite_token_idx').on(t.inviteToken),
    index('classes_code_key_idx').on(t.codeKey),
    ...tenantKeys(t, t.id),
    uniqueIndex('classes_tenant_code_uq').on(t.tenantId, sql`upper(${t.code})`),
    uniqueIndex('classes_invite_token_uq').on(t.tenantId, t.inviteToken),
    index('classes_tenant_created_idx').on(t.tenantId, t.createdAt),
    tenantFk('classes_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
  ],
);

export const classTeachers = pgTable(
  'class_teachers',
  {
    tenantId: tenantId(),
    classId: uuid('class_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** `owner` (created the class) or `teacher` (a co-teacher). */
    role: text('role').$type<'owner' | 'teacher'>().notNull().default('teacher'),
    addedAt: createdAt(),
  },
  (t) => [...membershipKeys(t, t.classId, classes)],
);

export const classStudents = pgTable(
  'class_students',
  {
    tenantId: tenantId(),
    classId: uuid('class_id').notNull(),
    userId: uuid('user_id').notNull(),
    joinedVia: text('joined_via').$type<ClassJoinVia>().notNull(),
    joinedAt: createdAt(),
  },
  (t) => [...membershipKeys(t, t.classId, classes)],
);

/** A class material: a link or an uploaded file (type checked by content, at most 20 MB), in a category, ordered. */
export const classMaterials = pgTable(
  'class_materials',
  {
    id: primaryId(),
    tenantId: tenantId(),
    classId: uuid('class_id').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    link: text('link'),
    uploadId: uuid('upload_id'),
    fileName: text('file_name'),
    ordering: integer('ordering').notNull().default(0),
    // No foreign key: main's super admin acting in this tenant may be named (decision 0050; docs/SCALING.md).
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('class_materials_class_idx').on(t.classId, t.ordering),
    check('class_materials_link_or_file', sql`(${t.link} is not null) <> (${t.uploadId} is not null)`),
    tenantFk('class_materials_class_id_classes_id_fk', t, t.classId, classes).onDelete('cascade'),
    tenantFk('class_materials_upload_id_uploads_id_fk', t, t.uploadId, uploads).onDelete('set null'),
  ],
);

/**
 * A test or practice assigned to a class, available from `scheduled_at` (date and time chosen by the
 * teacher). `is_default` marks the class's default practice (at most one per class). `paid_by_organization`:
 * each student start is paid from the class's coins (org wallet), not from the student's free allowance.
 */
export const classTests = pgTable(
  'class_tests',
  {
    id: primaryId(),
    tenantId: tenantId(),
    classId: uuid('class_id').notNull(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    testId: uuid('test_id').notNull(),
    kind: text('kind').$type<ClassTestKind>().notNull().default('test'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    paidByOrganization: boolean('paid_by_organization').notNull().default(false),
    // No foreign key: main's super admin acting in this tenant may be named (decision 0050; docs/SCALING.md).
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('class_tests_class_idx').on(t.classId, t.scheduledAt),
    uniqueIndex('class_tests_default_uq')
      .on(t.tenantId, t.classId)
      .where(sql`${t.isDefault}`),
    tenantFk('class_tests_class_id_classes_id_fk', t, t.classId, classes).onDelete('cascade'),
  ],
);

/** The students a class test was sent to (at least one per send); re-inviting counts up and sends again. */
export const classTestInvitations = pgTable(
  'class_test_invitations',
  {
    tenantId: tenantId(),
    classTestId: uuid('class_test_id').notNull(),
    studentId: uuid('student_id').notNull(),
    inviteCount: integer('invite_count').notNull().default(1),
    firstInvitedAt: createdAt(),
    lastInvitedAt: timestamp('last_invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeys(t, t.classTestId, t.studentId),
    index('class_test_invitations_student_idx').on(t.tenantId, t.studentId),
    tenantFk('class_test_invitations_class_test_id_class_tests_id_fk', t, t.classTestId, classTests).onDelete(
      'cascade',
    ),
    tenantFk('class_test_invitations_student_id_users_id_fk', t, t.studentId, users).onDelete('cascade'),
  ],
);

/**
 * The organisation's coins (the company's "points"): one wallet for the company (class_id null) and one
 * per class that has been given coins. The balance is a projection of the wallet's moves, kept in the
 * same transaction, never negative (CHECK), and the moves are append-only (trigger, migration 0011).
 */
export const orgWallets = pgTable(
  'org_wallets',
  {
    id: primaryId(),
    tenantId: tenantId(),
    classId: uuid('class_id'),
    balance: integer('balance').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('org_wallets_class_id_idx').on(t.classId),
    ...tenantKeys(t, t.id),
    uniqueIndex('org_wallets_company_uq')
      .on(t.tenantId)
      .where(sql`${t.classId} is null`),
    uniqueIndex('org_wallets_class_uq')
      .on(t.tenantId, t.classId)
      .where(sql`${t.classId} is not null`),
    check('org_wallets_balance_nonnegative', sql`${t.balance} >= 0`),
    tenantFk('org_wallets_class_id_classes_id_fk', t, t.classId, classes).onDelete('cascade'),
  ],
);

export const orgWalletMoves = pgTable(
  'org_wallet_moves',
  {
    id: primaryId(),
    tenantId: tenantId(),
    walletId: uuid('wallet_id').notNull(),
    /** Signed change of this wallet's balance. */
    amount: integer('amount').notNull(),
    type: text('type').$type<WalletMoveType>().notNull(),
    /** The other wallet of a transfer (company ↔ class). */
    counterpartWalletId: uuid('counterpart_wallet_id'),
    /** The teacher who received coins, or the student whose class-test start was paid. */
    userId: uuid('user_id'),
    // No foreign key: main's super admin acting in this tenant may be named (decision 0050; docs/SCALING.md).
    actorId: uuid('actor_id'),
    reference: jsonb('reference').$type<Record<string, string>>().notNull().default({}),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('org_wallet_moves_wallet_idx').on(t.walletId, t.createdAt),
    check('org_wallet_moves_nonzero', sql`${t.amount} <> 0`),
    tenantFk('org_wallet_moves_wallet_id_org_wallets_id_fk', t, t.walletId, orgWallets).onDelete('cascade'),
    tenantFk('org_wallet_moves_counterpart_wallet_id_org_wallets_id_fk', t, t.counterpartWalletId, orgWallets).onDelete(
      'set null',
    ),
    tenantFk('org_wallet_moves_user_id_users_id_fk', t, t.userId, users).onDelete('set null'),
  ],
);
