import { z } from 'zod';
import { Email, Id, IsoDate } from './common.ts';

/**
 * Issue 20: tuition bills (spec §3 "Tuition record": price, discount, total, deposit, balance, refund,
 * prepayment, each with comments and file). Owned by apps/api/src/modules/tuition; decision 0044.
 *
 * Money is exact: integer minor units of the bill's currency (`*_minor`), `minor_digits` places. Amounts
 * are typed as decimal text and parsed exactly (`parseAmountText`), never through a float.
 */

/**
 * Line kinds. Charges: `price` (+, owed), `discount` (−, owed). Money received: `deposit` and
 * `prepayment` (+, paid), `refund` (−, paid: money given back). Payments (by hand or online) add to paid.
 */
export const TUITION_LINE_KINDS = ['price', 'discount', 'deposit', 'prepayment', 'refund'] as const;
export const TuitionLineKind = z.enum(TUITION_LINE_KINDS);
export type TuitionLineKind = z.infer<typeof TuitionLineKind>;

/** After issuing, lines are never edited; only these kinds may still be added (a credit, money returned). */
export const TUITION_LATE_LINE_KINDS: readonly TuitionLineKind[] = ['discount', 'refund'];

/** `draft` → `issued` → `partially_paid` → `paid`; `void` from draft or issued (nothing paid). Paid states follow the balance. */
export const TUITION_BILL_STATUSES = ['draft', 'issued', 'partially_paid', 'paid', 'void'] as const;
export const TuitionBillStatus = z.enum(TUITION_BILL_STATUSES);
export type TuitionBillStatus = z.infer<typeof TuitionBillStatus>;

/** Payments recorded by hand (`cash`, `transfer`) or made online through the payment provider (`online`). */
export const TuitionPaymentMethod = z.enum(['cash', 'transfer', 'online']);
export type TuitionPaymentMethod = z.infer<typeof TuitionPaymentMethod>;
export const ManualTuitionPaymentMethod = z.enum(['cash', 'transfer']);

export const TUITION_LIMITS = {
  title: 200,
  comment: 1000,
  notes: 4000,
  lines: 100,
  /** One amount, in minor units (10 000 000.00 in a two-decimal currency). */
  amountMinor: 1_000_000_000,
  fileBytes: 10 * 1024 * 1024,
} as const;

/** A line's attached file (a receipt, a contract): PDF, an image, a Word or Excel document; at most 10 MB. */
export const TUITION_FILE_MAX_BYTES = TUITION_LIMITS.fileBytes;

/** `YYYY-MM`: the month the bill covers. */
export const TuitionPeriod = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/**
 * Exact decimal text → minor units: `"12,000.50"` with 2 digits → 1200050. Null when it is not a plain
 * non-negative amount with at most `digits` decimals.
 */
export const parseAmountText = (text: string, digits: number): number | null => {
  const clean = text.trim().replace(/[,\s]/g, '');
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
};

/** Minor units → exact decimal text with grouping: 1200050, 2 → `"12,000.50"`; −150, 2 → `"-1.50"`. */
export const formatMinor = (minor: number, digits: number): string => {
  const negative = minor < 0;
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits ? `.${abs.slice(abs.length - digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
};

export interface TuitionTotals {
  /** Σ price. */
  charges_minor: number;
  /** Σ discount. */
  discounts_minor: number;
  /** charges − discounts: what the bill asks for. */
  total_minor: number;
  /** Σ deposit + Σ prepayment + Σ payments − Σ refund: what the centre holds. */
  paid_minor: number;
  /** total − paid: still owed (negative: the centre owes the family a credit). */
  balance_minor: number;
}

/** The bill's sums from its lines and payments (integers only: exact). The one rule, shared by server and screens. */
export const tuitionTotals = (
  lines: readonly { kind: TuitionLineKind; amount_minor: number }[],
  payments: readonly { amount_minor: number }[] = [],
): TuitionTotals => {
  const sum = (kind: TuitionLineKind) =>
    lines.filter((l) => l.kind === kind).reduce((acc, l) => acc + l.amount_minor, 0);
  const charges = sum('price');
  const discounts = sum('discount');
  const total = charges - discounts;
  const paid =
    sum('deposit') + sum('prepayment') + payments.reduce((acc, p) => acc + p.amount_minor, 0) - sum('refund');
  return {
    charges_minor: charges,
    discounts_minor: discounts,
    total_minor: total,
    paid_minor: paid,
    balance_minor: total - paid,
  };
};

/** The status an issued bill takes from its totals: paid once nothing is owed, partially paid once something is. */
export const issuedStatusOf = (totals: TuitionTotals): TuitionBillStatus =>
  totals.balance_minor <= 0 ? 'paid' : totals.paid_minor > 0 ? 'partially_paid' : 'issued';

const PersonRef = z.object({ id: Id, name: z.string(), email: z.string() });

export const TuitionLineView = z.object({
  id: Id,
  kind: TuitionLineKind,
  amount_minor: z.number().int(),
  comment: z.string(),
  file_name: z.string().nullable(),
  /** The attached file (admins and the bill's readers), or null. */
  file_url: z.string().nullable(),
  created_at: z.string(),
});
export type TuitionLineView = z.infer<typeof TuitionLineView>;

export const TuitionPaymentView = z.object({
  id: Id,
  amount_minor: z.number().int(),
  method: TuitionPaymentMethod,
  paid_at: z.string(),
  note: z.string(),
  /** Who recorded a payment by hand (null for an online payment). */
  recorded_by: PersonRef.nullable(),
  order_id: Id.nullable(),
});
export type TuitionPaymentView = z.infer<typeof TuitionPaymentView>;

export const TuitionBillSummary = z.object({
  id: Id,
  student: PersonRef,
  parent: PersonRef.nullable(),
  period: z.string(),
  title: z.string(),
  status: TuitionBillStatus,
  currency: z.string(),
  minor_digits: z.number().int(),
  due_date: IsoDate.nullable(),
  total_minor: z.number().int(),
  paid_minor: z.number().int(),
  balance_minor: z.number().int(),
  issued_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type TuitionBillSummary = z.infer<typeof TuitionBillSummary>;

export const TuitionBillView = TuitionBillSummary.extend({
  notes: z.string(),
  charges_minor: z.number().int(),
  discounts_minor: z.number().int(),
  lines: z.array(TuitionLineView),
  payments: z.array(TuitionPaymentView),
  voided_at: z.string().nullable(),
  /** Whether the reader may pay it online now (issued, something owed, and the reader is the student's parent or the student). */
  payable: z.boolean(),
});
export type TuitionBillView = z.infer<typeof TuitionBillView>;

export const TuitionBillPage = z.object({ items: z.array(TuitionBillSummary), total: z.number().int() });
export type TuitionBillPage = z.infer<typeof TuitionBillPage>;

export const TuitionBillListQuery = z.object({
  status: TuitionBillStatus.optional(),
  period: TuitionPeriod.optional(),
  student_id: Id.optional(),
  /** Part of the student's or parent's name or e-mail. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type TuitionBillListQuery = z.infer<typeof TuitionBillListQuery>;

export const TuitionBillParams = z.object({ id: Id });
export const TuitionLineParams = z.object({ id: Id, lineId: Id });

/** The student by id or by e-mail (the admin screen types an e-mail); the parent likewise. */
export const TuitionBillInput = z.object({
  student_id: Id.optional(),
  student_email: Email.optional(),
  /** The parent the bill is addressed to; without one it goes to the student's linked parents. */
  parent_id: Id.nullish(),
  parent_email: Email.nullish(),
  period: TuitionPeriod,
  title: z.string().trim().min(1).max(TUITION_LIMITS.title),
  due_date: IsoDate.nullish(),
  notes: z.string().trim().max(TUITION_LIMITS.notes).default(''),
});
export type TuitionBillInput = z.infer<typeof TuitionBillInput>;

export const TuitionBillUpdate = TuitionBillInput.partial();
export type TuitionBillUpdate = z.infer<typeof TuitionBillUpdate>;

/** An amount as exact decimal text in the bill's currency ("12000", "12,000.50"). */
const AmountText = z.string().trim().min(1).max(20);

export const TuitionLineInput = z.object({
  kind: TuitionLineKind,
  amount: AmountText,
  comment: z.string().trim().max(TUITION_LIMITS.comment).default(''),
});
export type TuitionLineInput = z.infer<typeof TuitionLineInput>;

export const TuitionLineUpdate = TuitionLineInput.partial();
export type TuitionLineUpdate = z.infer<typeof TuitionLineUpdate>;

/** `POST /api/tuition-bills/:id/payments`: a payment taken by hand. `paid_at` defaults to now. */
export const TuitionPaymentInput = z.object({
  amount: AmountText,
  method: ManualTuitionPaymentMethod,
  paid_at: z.iso.datetime({ offset: true }).optional(),
  note: z.string().trim().max(TUITION_LIMITS.comment).default(''),
});
export type TuitionPaymentInput = z.infer<typeof TuitionPaymentInput>;
