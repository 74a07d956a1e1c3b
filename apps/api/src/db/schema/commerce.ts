import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  CoinAccount,
  CoinTransactionType,
  GradingLevel,
  GradingStatus,
  OrderKind,
  OrderStatus,
  PaymentMethod,
  PaymentProviderName,
  ReferralStatus,
  SubscriptionSource,
  UnlockKind,
} from '@prepwell/contracts';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';
import { userExams } from './attempts.ts';
import { users } from './users.ts';

/**
 * Issue 4, the T-Coin ledger (decision 0012). Append-only double entry: a transaction is one movement a
 * user sees in their log (type, net amount for the user, notes); its entries move coins between the
 * user's account and a system account and sum to zero (a deferred constraint trigger checks it at commit).
 * UPDATE is refused on both tables by trigger; rows go only with their user (account deletion).
 */
export const coinTransactions = pgTable(
  'coin_transactions',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    type: text('type').$type<CoinTransactionType>().notNull(),
    /** The change of the user's balance (positive: income, negative: expense). */
    amount: integer('amount').notNull(),
    notes: text('notes'),
    /** Who made it when not the user (an admin's give or deduct). */
    // No foreign key: main's super admin acting in this tenant may be named (decision 0050; docs/SCALING.md).
    actorId: uuid('actor_id'),
    /** What it paid for or came from: an attempt, an order, a grading request, a referral… */
    reference: jsonb('reference').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('coin_transactions_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('coin_transactions_created_idx').on(t.tenantId, t.createdAt),
    tenantFk('coin_transactions_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

export const coinEntries = pgTable(
  'coin_entries',
  {
    id: primaryId(),
    tenantId: tenantId(),
    transactionId: uuid('transaction_id').notNull(),
    /** `user` (then user_id is set) or a system account: `system:deposits`, `system:rewards`, … */
    account: text('account').$type<CoinAccount>().notNull(),
    userId: uuid('user_id'),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('coin_entries_tx_idx').on(t.transactionId),
    index('coin_entries_user_idx').on(t.tenantId, t.userId),
    check('coin_entries_user_account', sql`(${t.account} = 'user') = (${t.userId} is not null)`),
    check('coin_entries_nonzero', sql`${t.amount} <> 0`),
    tenantFk('coin_entries_transaction_id_coin_transactions_id_fk', t, t.transactionId, coinTransactions).onDelete(
      'cascade',
    ),
    tenantFk('coin_entries_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

/**
 * The balance per user: a projection of the user's entries, kept in the same transaction as the entries.
 * A spend is `UPDATE … SET balance = balance - n WHERE balance >= n`: the row lock orders concurrent spends
 * and the check makes a negative balance impossible even for a query that forgot the condition.
 */
export const coinBalances = pgTable(
  'coin_balances',
  {
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    balance: integer('balance').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.userId),
    check('coin_balances_non_negative', sql`${t.balance} >= 0`),
    tenantFk('coin_balances_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

/**
 * Idempotency keys of coin-moving and Pro-granting calls: the first call's result, replayed to a repeat
 * with the same key and body; the same key with another body is refused. Written in the same transaction
 * as the change, so a key exists exactly when its change committed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantId(),
    // No foreign key: main's super admin acting in this tenant may be named (decision 0050; docs/SCALING.md).
    actorId: uuid('actor_id').notNull(),
    key: text('key').notNull(),
    /** The operation (route) and a hash of its request body and target. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [...tenantKeys(t, t.actorId, t.key)],
);

/** Payments (coin packs and Pro plans) through a payment provider. Money in minor units of `currency`. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<OrderKind>().notNull(),
    /** A coin pack: the coins credited when paid. */
    coins: integer('coins'),
    /** A Pro plan: its months (0 = lifetime). */
    planMonths: integer('plan_months'),
    /** A need-pay-first course session's fee (issue 19): the session whose seat it pays (no FK: courses come later in the schema). */
    courseSessionId: uuid('course_session_id'),
    /** A tuition bill's payment (issue 20): the bill it pays (no FK: tuition comes later in the schema). */
    tuitionBillId: uuid('tuition_bill_id'),
    currency: text('currency').notNull(),
    /** The price before the card fee, the fee, and what the user pays (minor units). */
    priceMinor: integer('price_minor').notNull(),
    feeMinor: integer('fee_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's id (Stripe's Checkout session id; the sandbox's own id). */
    providerRef: text('provider_ref'),
    /** ATM account or convenience-store code the user pays with, as the provider gave them. */
    paymentInstructions: jsonb('payment_instructions').$type<Record<string, string>>(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('payment_orders_provider_provider_ref_idx').on(t.provider, t.providerRef),
    index('payment_orders_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('payment_orders_created_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('payment_orders_provider_ref_idx').on(t.tenantId, t.provider, t.providerRef),
    tenantFk('payment_orders_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

/** Pro periods granted (a paid plan, an admin, a reward): the history behind users.pro_expired_at. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    source: text('source').$type<SubscriptionSource>().notNull(),
    /** 0 = lifetime; null for an admin's explicit date or removal. */
    months: integer('months'),
    /** The expiry before and after (dates in the tenant's business time zone; null = Free). */
    previousExpiry: date('previous_expiry', { mode: 'string' }),
    newExpiry: date('new_expiry', { mode: 'string' }),
    orderId: uuid('order_id'),
    // No foreign key: main's super admin acting in this tenant may be named (decision 0050; docs/SCALING.md).
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('subscriptions_user_idx').on(t.tenantId, t.userId, t.createdAt),
    tenantFk('subscriptions_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantFk('subscriptions_order_id_payment_orders_id_fk', t, t.orderId, paymentOrders).onDelete('set null'),
  ],
);

/** What a student unlocked of an attempt (the score report, which also opens its PDF and explanations). */
export const resultUnlocks = pgTable(
  'result_unlocks',
  {
    tenantId: tenantId(),
    userExamId: uuid('user_exam_id').notNull(),
    kind: text('kind').$type<UnlockKind>().notNull(),
    userId: uuid('user_id').notNull(),
    /** The paying transaction; null when a Pro plan's unlock paid for it. */
    transactionId: uuid('transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.userExamId, t.kind),
    tenantFk('result_unlocks_user_exam_id_user_exams_id_fk', t, t.userExamId, userExams).onDelete('cascade'),
    tenantFk('result_unlocks_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantFk('result_unlocks_transaction_id_coin_transactions_id_fk', t, t.transactionId, coinTransactions).onDelete(
      'set null',
    ),
  ],
);

/**
 * Grading of a rated answer (TOEFL speaking and writing) at an unlock level: score only, simple comments,
 * VIP comments. Pending until a teacher of the tenant grades it; Pro requests come first (priority).
 */
export const gradingRequests = pgTable(
  'grading_requests',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userExamId: uuid('user_exam_id').notNull(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    questionId: uuid('question_id').notNull(),
    userId: uuid('user_id').notNull(),
    level: text('level').$type<GradingLevel>().notNull(),
    status: text('status').$type<GradingStatus>().notNull().default('pending'),
    /** Coins paid (after the Pro discount) and the transaction. */
    price: integer('price').notNull(),
    transactionId: uuid('transaction_id'),
    priority: integer('priority').notNull().default(0),
    graderId: uuid('grader_id'),
    /** The grade on the task's own scale, and the comments (simple or VIP level). */
    score: integer('score'),
    comment: text('comment'),
    createdAt: createdAt(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [
    index('grading_requests_user_exam_id_question_id_idx').on(t.userExamId, t.questionId),
    ...tenantKeys(t, t.id),
    uniqueIndex('grading_requests_answer_idx').on(t.tenantId, t.userExamId, t.questionId),
    index('grading_requests_queue_idx').on(t.tenantId, t.status, t.priority, t.createdAt),
    tenantFk('grading_requests_user_exam_id_user_exams_id_fk', t, t.userExamId, userExams).onDelete('cascade'),
    tenantFk('grading_requests_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantFk('grading_requests_transaction_id_coin_transactions_id_fk', t, t.transactionId, coinTransactions).onDelete(
      'set null',
    ),
    tenantFk('grading_requests_grader_id_users_id_fk', t, t.graderId, users).onDelete('set null'),
  ],
);

/** A user's referral code (one per user, unique in the tenant). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    code: text('code').notNull(),
    /** Referral rewards the inviter already exchanged for T-Coins (in coins). */
    exchangedCoins: integer('exchanged_coins').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_codes_code_lookup_idx').on(t.code),
    ...tenantKeys(t, t.userId),
    uniqueIndex('referral_codes_code_idx').on(t.tenantId, t.code),
    tenantFk('referral_codes_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

/** An invitee who signed up with an inviter's code: pending until verified, then completed (or invalid). */
export const referrals = pgTable(
  'referrals',
  {
    id: primaryId(),
    tenantId: tenantId(),
    inviterId: uuid('inviter_id').notNull(),
    inviteeId: uuid('invitee_id'),
    status: text('status').$type<ReferralStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('referrals_invitee_id_idx').on(t.inviteeId),
    ...tenantKeys(t, t.id),
    uniqueIndex('referrals_invitee_idx').on(t.tenantId, t.inviteeId),
    index('referrals_inviter_idx').on(t.tenantId, t.inviterId),
    tenantFk('referrals_inviter_id_users_id_fk', t, t.inviterId, users).onDelete('cascade'),
    tenantFk('referrals_invitee_id_users_id_fk', t, t.inviteeId, users).onDelete('set null'),
  ],
);
