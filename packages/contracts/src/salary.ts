import { z } from 'zod';
import { Id, IsoDate } from './common.ts';

/**
 * Issue 20 (decision 0045): salary bills per teacher and month, and the teachers' billing details (spec §3
 * "Teacher profile": official name, SSN, date of birth, payment method, mailing address). Owned by
 * apps/api/src/modules/salary. Money is in cents (hundredths of the tenant's currency), integers only.
 */

export const SALARY_BILL_STATUSES = ['draft', 'approved', 'paid'] as const;
export const SalaryBillStatus = z.enum(SALARY_BILL_STATUSES);
export type SalaryBillStatus = z.infer<typeof SalaryBillStatus>;

/** A month, YYYY-MM, in the tenant's business time zone. */
export const SalaryPeriod = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** An amount typed by a person: a signed decimal with at most 2 places ("-12.5", "300"), read exactly. */
export const SalaryAmount = z
  .string()
  .trim()
  .regex(/^-?\d{1,7}(\.\d{1,2})?$/);

export const SalaryPerson = z.object({ id: Id, name: z.string().nullable() });
export type SalaryPerson = z.infer<typeof SalaryPerson>;

export const SalaryBillListQuery = z.object({
  period: SalaryPeriod.optional(),
  teacher_id: Id.optional(),
  status: SalaryBillStatus.optional(),
});
export type SalaryBillListQuery = z.infer<typeof SalaryBillListQuery>;

export const SalaryBillSummary = z.object({
  id: Id,
  teacher: SalaryPerson,
  period: SalaryPeriod,
  currency: z.string(),
  hourly_rate_cents: z.number().int(),
  lesson_count: z.number().int(),
  minutes: z.number().int(),
  lessons_cents: z.number().int(),
  adjustments_cents: z.number().int(),
  total_cents: z.number().int(),
  status: SalaryBillStatus,
  computed_at: z.string(),
  approved_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type SalaryBillSummary = z.infer<typeof SalaryBillSummary>;

export const SalaryBillList = z.object({ items: z.array(SalaryBillSummary) });
export type SalaryBillList = z.infer<typeof SalaryBillList>;

/** A lesson the bill counted: taught (attendance taken) with at least one student present or late. */
export const SalaryBillLessonView = z.object({
  lesson_id: Id.nullable(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  minutes: z.number().int(),
  attended: z.number().int(),
  amount_cents: z.number().int(),
});
export type SalaryBillLessonView = z.infer<typeof SalaryBillLessonView>;

export const SalaryAdjustmentView = z.object({
  id: Id,
  amount_cents: z.number().int(),
  comment: z.string(),
  created_by: SalaryPerson.nullable(),
  created_at: z.string(),
});
export type SalaryAdjustmentView = z.infer<typeof SalaryAdjustmentView>;

export const SalaryBillDetail = SalaryBillSummary.extend({
  lessons: z.array(SalaryBillLessonView),
  adjustments: z.array(SalaryAdjustmentView),
  created_by: SalaryPerson.nullable(),
  approved_by: SalaryPerson.nullable(),
  paid_by: SalaryPerson.nullable(),
  paid_note: z.string(),
  /** The caller may recompute, adjust, approve and pay it (an admin). */
  can_manage: z.boolean(),
});
export type SalaryBillDetail = z.infer<typeof SalaryBillDetail>;

export const SalaryBillParams = z.object({ id: Id });
export const SalaryAdjustmentParams = z.object({ id: Id, adjustmentId: Id });

export const GenerateSalaryBills = z.object({ period: SalaryPeriod });
export type GenerateSalaryBills = z.infer<typeof GenerateSalaryBills>;

export const GenerateSalaryBillsResult = z.object({
  period: SalaryPeriod,
  /** New drafts, drafts recomputed, and approved or paid bills left as they are. */
  created: z.number().int(),
  recomputed: z.number().int(),
  kept: z.number().int(),
  items: z.array(SalaryBillSummary),
});
export type GenerateSalaryBillsResult = z.infer<typeof GenerateSalaryBillsResult>;

export const SalaryAdjustmentInput = z.object({
  amount: SalaryAmount,
  comment: z.string().trim().min(1).max(500),
});
export type SalaryAdjustmentInput = z.infer<typeof SalaryAdjustmentInput>;

export const PaySalaryBill = z.object({ note: z.string().trim().max(500).default('') });
export type PaySalaryBill = z.input<typeof PaySalaryBill>;

// ---- billing details ----

export const PAYOUT_METHODS = ['bank_transfer', 'check', 'cash', 'other'] as const;
export const PayoutMethod = z.enum(PAYOUT_METHODS);
export type PayoutMethod = z.infer<typeof PayoutMethod>;

/** A US SSN, with or without dashes (kept as 9 digits). */
export const SsnInput = z
  .string()
  .trim()
  .regex(/^\d{3}-?\d{2}-?\d{4}$/);

/** `PUT /api/teacher-billing`: the teacher's own details; `ssn` may be left out once one is on file. */
export const TeacherBillingInput = z.object({
  official_name: z.string().trim().min(1).max(200),
  ssn: SsnInput.optional(),
  date_of_birth: IsoDate,
  payment_method: PayoutMethod,
  /** Free text for the payout: the bank and the last digits of the account, whom a check is made out to. */
  payment_details: z.string().trim().max(300).optional(),
  mailing_address: z.string().trim().min(1).max(500),
});
export type TeacherBillingInput = z.infer<typeof TeacherBillingInput>;

export const SsnRevealEntry = z.object({ teacher_id: Id, by: SalaryPerson.nullable(), at: z.string() });
export type SsnRevealEntry = z.infer<typeof SsnRevealEntry>;

/** A teacher's billing details as shown: the SSN only masked (***-**-1234). */
export const TeacherBillingView = z.object({
  teacher: SalaryPerson,
  on_file: z.boolean(),
  official_name: z.string().nullable(),
  ssn_masked: z.string().nullable(),
  /**
   * Whether the full nine-digit SSN is on file. False when only the last four digits are (details moved from
   * the earlier profile form, which asked for those alone): the teacher enters the full number on the next save,
   * and an admin has nothing to reveal until then.
   */
  ssn_complete: z.boolean(),
  date_of_birth: z.string().nullable(),
  payment_method: PayoutMethod.nullable(),
  payment_details: z.string().nullable(),
  mailing_address: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** The hourly salary of the teacher's profile, in cents (null: not set). */
  hourly_rate_cents: z.number().int().nullable(),
  currency: z.string(),
  /** Who revealed the full SSN and when (admins only; empty for the teacher). */
  reveals: z.array(SsnRevealEntry),
});
export type TeacherBillingView = z.infer<typeof TeacherBillingView>;

export const BillingTeacherParams = z.object({ id: Id });

/** `POST /api/teachers/:id/billing/reveal-ssn` (admins): the full SSN, logged. */
export const SsnRevealed = z.object({ ssn: z.string(), revealed_at: z.string() });
export type SsnRevealed = z.infer<typeof SsnRevealed>;
