import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys } from './columns.ts';
import { coinTransactions } from './commerce.ts';
import { users } from './users.ts';

/**
 * Issue 20, decision 0043: a short link on the tenant's own host, `/s/{code}` → `path` (a path of the same
 * site, never another host). Disabled links stay listed with their clicks.
 */
export const shortUrls = pgTable(
  'short_urls',
  {
    id: primaryId(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull().default(''),
    clickCount: integer('click_count').notNull().default(0),
    lastClickedAt: timestamp('last_clicked_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('short_urls_code_idx').on(t.code),
    ...tenantKeys(t, t.id),
    uniqueIndex('short_urls_code_uq').on(t.tenantId, t.code),
    index('short_urls_tenant_created_idx').on(t.tenantId, t.createdAt),
    check('short_urls_path', sql`left(${t.path}, 1) = '/' and left(${t.path}, 2) <> '//'`),
    tenantFk('short_urls_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
  ],
);

/**
 * Issue 20: one merge of a duplicate account (`source_id`) into another (`target_id`): what moved (counts
 * per table and column) and the duplicate's e-mail and username before it was closed.
 */
export const userMerges = pgTable(
  'user_merges',
  {
    id: primaryId(),
    tenantId: tenantId(),
    sourceId: uuid('source_id').notNull(),
    targetId: uuid('target_id').notNull(),
    actorId: uuid('actor_id'),
    sourceEmail: text('source_email').notNull(),
    sourceUsername: text('source_username'),
    coinsMoved: integer('coins_moved').notNull().default(0),
    moved: jsonb('moved').$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('user_merges_source_id_idx').on(t.sourceId),
    uniqueIndex('user_merges_source_uq').on(t.tenantId, t.sourceId),
    index('user_merges_tenant_created_idx').on(t.tenantId, t.createdAt),
    tenantFk('user_merges_source_id_users_id_fk', t, t.sourceId, users).onDelete('cascade'),
    tenantFk('user_merges_target_id_users_id_fk', t, t.targetId, users).onDelete('cascade'),
    tenantFk('user_merges_actor_id_users_id_fk', t, t.actorId, users).onDelete('set null'),
  ],
);

export const COIN_REFUND_KINDS = ['order', 'grading'] as const;

/**
 * Issue 20: an admin's refund of a paid coin order or of a grading request never graded, made of one
 * `refund` ledger transaction. One per source (kind + id), so a repeated request refunds once whatever its key.
 */
export const coinRefunds = pgTable(
  'coin_refunds',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<(typeof COIN_REFUND_KINDS)[number]>().notNull(),
    sourceId: uuid('source_id').notNull(),
    amount: integer('amount').notNull(),
    transactionId: uuid('transaction_id'),
    // No foreign key: main's super admin acting in this tenant may be named (decision 0050; docs/SCALING.md).
    actorId: uuid('actor_id'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coin_refunds_kind_source_id_idx').on(t.kind, t.sourceId),
    ...tenantKeys(t, t.id),
    uniqueIndex('coin_refunds_source_uq').on(t.tenantId, t.kind, t.sourceId),
    index('coin_refunds_user_idx').on(t.tenantId, t.userId),
    check('coin_refunds_kind', sql`${t.kind} in ('order', 'grading')`),
    tenantFk('coin_refunds_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantFk('coin_refunds_transaction_id_coin_transactions_id_fk', t, t.transactionId, coinTransactions).onDelete(
      'set null',
    ),
  ],
);
