import {
  ENROLLMENT_REFERRAL_DAYS,
  EnrollmentAccounts,
  type EnrollmentPaymentStatus,
  type EnrollmentPaymentWay,
  type EnrollmentRole,
  type EnrollmentStatus,
  type EnrollmentType,
  type EnrollmentView,
} from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import type { EnrollmentRow } from './enrollments.repository.ts';

/** The last moment a conversion makes the form's referral count (spec §9, decision 0039). */
export const referralDeadlineOf = (createdAt: Date) =>
  new Date(createdAt.getTime() + ENROLLMENT_REFERRAL_DAYS * 24 * 60 * 60_000);

export const accountsOf = (row: Pick<EnrollmentRow, 'accounts'>): EnrollmentAccounts | null => {
  const parsed = EnrollmentAccounts.safeParse(row.accounts);
  return parsed.success ? parsed.data : null;
};

export const presentEnrollment = (
  row: EnrollmentRow,
  refs: { classNames: Map<string, string>; referrerName: string | null },
): EnrollmentView => ({
  id: row.id,
  role: row.role as EnrollmentRole,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  phone: row.phone,
  students: row.students.map((s) => ({
    first_name: s.firstName,
    last_name: s.lastName,
    email: s.email,
    school: s.school ?? '',
    graduation_year: s.graduationYear,
    test_scores: s.testScores.map((t) => ({ exam: t.exam, score: t.score, date: t.date ?? null })),
  })),
  parent: row.parent
    ? {
        first_name: row.parent.firstName,
        last_name: row.parent.lastName,
        email: row.parent.email,
        phone: row.parent.phone,
      }
    : null,
  classes: row.classIds.map((id) => ({ id, name: refs.classNames.get(id) ?? null })),
  course_text: row.courseText,
  type: row.type as EnrollmentType,
  payment_way: row.paymentWay as EnrollmentPaymentWay,
  currency: row.currency,
  referral_code: row.referralCode,
  referrer: row.referrerId ? { id: row.referrerId, name: refs.referrerName ?? '' } : null,
  referral_deadline: row.referrerId ? referralDeadlineOf(row.createdAt).toISOString() : null,
  together_with: row.togetherWith,
  message: row.message,
  payment_status: row.paymentStatus as EnrollmentPaymentStatus,
  status: row.status as EnrollmentStatus,
  read: row.readAt !== null,
  read_at: iso(row.readAt),
  notes: row.notes,
  lang: row.lang,
  converted_at: iso(row.convertedAt),
  accounts: accountsOf(row),
  created_at: iso(row.createdAt)!,
  updated_at: iso(row.updatedAt)!,
});
