import { z } from 'zod';
import { Id, Page, PageQuery } from './common.ts';
import { GradingLevel } from './commerce.ts';
import { CoinTransactionView } from './ledger.ts';

/**
 * Issue 20 (decision 0043): short URLs, merging users, coin refunds and T-Coin Rewards.
 * Owned by apps/api/src/modules/short-urls, user-merge and ledger (coin-refunds.service.ts).
 */

// ---- Short URLs -------------------------------------------------------------------------------------------

export const SHORT_URL_PAGE_SIZE = 20;
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/**
 * A path of the same site, safe to send as a redirect's Location (pure; the server checks it again before
 * every redirect): one leading "/", then no second "/" or "\" right after it, no backslash anywhere (browsers
 * read it as "/"), no whitespace or control character (browsers drop tabs and line breaks, so "/\t/x"
 * would become "//x"). What is left is a path-absolute reference (RFC 3986 §4.2): it never names a host.
 */
export const isSafeLocalPath = (path: string): boolean => {
  if (path.length === 0 || path.length > 2000) return false;
  if (path[0] !== '/' || path[1] === '/' || path[1] === '\\') return false;
  if (/[\\\s\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path)) return false;
  return true;
};

export const ShortUrlInput = z.object({
  /** Checked by the service with isSafeLocalPath (a 422 `short_url_path_invalid` naming the field). */
  path: z.string().trim().min(1).max(2000),
  title: z.string().trim().max(120).optional(),
  /** A code of one's own; the server draws one when empty. */
  code: z
    .string()
    .trim()
    .regex(SHORT_CODE_PATTERN)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type ShortUrlInput = z.input<typeof ShortUrlInput>;

export const ShortUrlView = z.object({
  id: Id,
  code: z.string(),
  path: z.string(),
  title: z.string(),
  click_count: z.number().int(),
  last_clicked_at: z.iso.datetime().nullable(),
  disabled: z.boolean(),
  created_at: z.iso.datetime(),
  created_by: z.string().nullable(),
});
export type ShortUrlView = z.infer<typeof ShortUrlView>;
export const ShortUrlPage = Page(ShortUrlView);
export type ShortUrlPage = z.infer<typeof ShortUrlPage>;
export const ShortUrlQuery = PageQuery;

export const ShortCodeParams = z.object({ code: z.string().max(64) });

// ---- Merging users ----------------------------------------------------------------------------------------

export const UserMergeInput = z.object({ source_id: Id, target_id: Id });
export type UserMergeInput = z.infer<typeof UserMergeInput>;

export const MergePerson = z.object({
  id: Id,
  name: z.string().nullable(),
  email: z.string(),
  username: z.string().nullable(),
  roles: z.array(z.string()),
});
export type MergePerson = z.infer<typeof MergePerson>;

/**
 * What a merge does to one kind of row (`kind`: a table's column, e.g. `user_exams.user_id`): `rows` of the
 * duplicate's, `moved` to the target, `dropped` (the target already has the same: a class membership, a
 * flashcard …), `kept` on the closed duplicate (history such as coin entries, sessions ended).
 */
export const MergeLine = z.object({
  kind: z.string(),
  group: z.string(),
  rows: z.number().int(),
  moved: z.number().int(),
  dropped: z.number().int(),
  kept: z.number().int(),
});
export type MergeLine = z.infer<typeof MergeLine>;

export const UserMergePlan = z.object({
  source: MergePerson,
  target: MergePerson,
  /** The duplicate's T-Coins, moved by a pair of ledger transactions. */
  coins: z.number().int(),
  lines: z.array(MergeLine),
});
export type UserMergePlan = z.infer<typeof UserMergePlan>;

export const UserMergeResult = UserMergePlan.extend({ id: Id, created_at: z.iso.datetime() });
export type UserMergeResult = z.infer<typeof UserMergeResult>;

export const UserMergeView = z.object({
  id: Id,
  source_id: Id,
  source_email: z.string(),
  target: MergePerson.nullable(),
  actor: z.string().nullable(),
  coins_moved: z.number().int(),
  moved_rows: z.number().int(),
  created_at: z.iso.datetime(),
});
export type UserMergeView = z.infer<typeof UserMergeView>;
export const UserMergePage = Page(UserMergeView);
export type UserMergePage = z.infer<typeof UserMergePage>;

// ---- Coin refunds and T-Coin Rewards ----------------------------------------------------------------------

export const CoinRefundKind = z.enum(['order', 'grading']);
export type CoinRefundKind = z.infer<typeof CoinRefundKind>;

/** `POST /api/admin/refunds`: a paid coin order (its coins taken back) or a grading request never graded (its price given back). */
export const CoinRefundInput = z.object({
  kind: CoinRefundKind,
  id: Id,
  notes: z.string().trim().max(500).optional(),
});
export type CoinRefundInput = z.infer<typeof CoinRefundInput>;
export const CoinRefundResult = z.object({ transaction: CoinTransactionView, balance: z.number().int() });
export type CoinRefundResult = z.infer<typeof CoinRefundResult>;

/** `GET /api/admin/user/:id/refundables`: what an admin may refund for a user. */
export const RefundableOrder = z.object({
  id: Id,
  created_at: z.iso.datetime(),
  coins: z.number().int(),
  total_minor: z.number().int(),
  currency: z.string(),
  refunded: z.boolean(),
});
export const RefundableGrading = z.object({
  id: Id,
  created_at: z.iso.datetime(),
  level: GradingLevel,
  price: z.number().int(),
  graded: z.boolean(),
  refunded: z.boolean(),
});
export const Refundables = z.object({ orders: z.array(RefundableOrder), grading: z.array(RefundableGrading) });
export type Refundables = z.infer<typeof Refundables>;
export type RefundableOrder = z.infer<typeof RefundableOrder>;
export type RefundableGrading = z.infer<typeof RefundableGrading>;

/** `GET /api/admin/user-merges/candidates?q=`: accounts of the tenant to pick from (closed duplicates left out). */
export const MergeCandidateQuery = z.object({ q: z.string().trim().max(100).optional() });
export const MergeCandidates = z.object({ data: z.array(MergePerson) });
export type MergeCandidates = z.infer<typeof MergeCandidates>;
