import { z } from 'zod';
import { Page, PageQuery } from './common.ts';
import { CoinCategory, CoinTransactionType } from './commerce.ts';

/**
 * Issue 4, the T-Coin ledger's calls. Owned by the ledger module (apps/api/src/modules/ledger). Every
 * coin-moving call takes the `Idempotency-Key` header (IDEMPOTENCY_HEADER).
 */

/** `GET /api/coins`: the caller's balance. */
export const CoinBalance = z.object({ balance: z.number().int() });
export type CoinBalance = z.infer<typeof CoinBalance>;

/** One line of a transaction log (spec §3: date, type, amount, notes). */
export const CoinTransactionView = z.object({
  id: z.uuid(),
  created_at: z.iso.datetime(),
  type: CoinTransactionType,
  category: CoinCategory,
  /** Signed: positive is income, negative expense. */
  amount: z.number().int(),
  notes: z.string().nullable(),
  /** The balance right after this transaction. */
  balance_after: z.number().int().optional(),
});
export type CoinTransactionView = z.infer<typeof CoinTransactionView>;

/** `GET /api/coins/transactions` (20 per page). */
export const CoinTransactionQuery = PageQuery.extend({
  category: CoinCategory.optional(),
  type: CoinTransactionType.optional(),
});
export const CoinTransactionPage = Page(CoinTransactionView);
export type CoinTransactionPage = z.infer<typeof CoinTransactionPage>;

/** Who a logged transaction belongs to; `name` null = an unfinished registration (the web app says so). */
export const TransactionLogUser = z.object({
  id: z.uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string(),
});
export type TransactionLogUser = z.infer<typeof TransactionLogUser>;

/** `GET /api/admin/transactions-logs` (spec §7: filters category, unit; 20 per page; data, current_page, total). */
export const TransactionLogView = CoinTransactionView.extend({
  user: TransactionLogUser,
  unit: z.literal('point'),
  actor: z.string().nullable(),
});
export type TransactionLogView = z.infer<typeof TransactionLogView>;
export const TransactionLogQuery = PageQuery.extend({
  category: CoinCategory.optional(),
  unit: z.literal('point').optional(),
  type: CoinTransactionType.optional(),
  user_id: z.uuid().optional(),
  /** Super admins: one tenant's logs (slug); others see their own tenant. */
  tenant: z.string().max(64).optional(),
});
export const TransactionLogPage = Page(TransactionLogView);

/** `GET /api/admin/transactions-logs/users?user_id=`: one user's log (with the balance after each line). */
export const TransactionLogUserQuery = PageQuery.extend({
  user_id: z.uuid(),
  category: CoinCategory.optional(),
  unit: z.literal('point').optional(),
  type: CoinTransactionType.optional(),
});
export type TransactionLogPage = z.infer<typeof TransactionLogPage>;

/** `POST /api/admin/user/:id/give-point` and `…/deduct-point` {point}. */
export const PointAdjustment = z.object({
  point: z.number().int().min(1).max(1_000_000),
  notes: z.string().trim().max(500).optional(),
});
export type PointAdjustment = z.infer<typeof PointAdjustment>;
export const PointAdjustmentResult = z.object({ transaction: CoinTransactionView, balance: z.number().int() });
export type PointAdjustmentResult = z.infer<typeof PointAdjustmentResult>;
