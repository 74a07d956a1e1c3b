import type {
  SalaryAdjustmentView,
  SalaryBillDetail,
  SalaryBillLessonView,
  SalaryBillStatus,
  SalaryBillSummary,
  SalaryPerson,
} from '@prepwell/contracts';
import type { SalaryBillLessonRow, SalaryBillRow } from './salary.repository.ts';

type Names = Map<string, string | null>;

export const personOf = (id: string | null, names: Names): SalaryPerson | null =>
  id ? { id, name: names.get(id) ?? null } : null;

export const presentBillSummary = (bill: SalaryBillRow, teacherName: string | null): SalaryBillSummary => ({
  id: bill.id,
  teacher: { id: bill.teacherId, name: teacherName },
  period: bill.period,
  currency: bill.currency,
  hourly_rate_cents: bill.hourlyRateCents,
  lesson_count: bill.lessonCount,
  minutes: bill.minutes,
  lessons_cents: bill.lessonsCents,
  adjustments_cents: bill.adjustmentsCents,
  total_cents: bill.totalCents,
  status: bill.status as SalaryBillStatus,
  computed_at: bill.computedAt.toISOString(),
  approved_at: bill.approvedAt?.toISOString() ?? null,
  paid_at: bill.paidAt?.toISOString() ?? null,
});

export const presentBillLesson = (l: SalaryBillLessonRow): SalaryBillLessonView => ({
  lesson_id: l.lessonId,
  title: l.title,
  starts_at: l.startsAt.toISOString(),
  ends_at: l.endsAt.toISOString(),
  minutes: l.minutes,
  attended: l.attended,
  amount_cents: l.amountCents,
});

export const presentBillDetail = (
  bill: SalaryBillRow,
  parts: {
    names: Names;
    lessons: SalaryBillLessonRow[];
    adjustments: { id: string; amountCents: number; comment: string; createdBy: string | null; createdAt: Date }[];
    canManage: boolean;
  },
): SalaryBillDetail => ({
  ...presentBillSummary(bill, parts.names.get(bill.teacherId) ?? null),
  lessons: parts.lessons.map(presentBillLesson),
  adjustments: parts.adjustments.map((a): SalaryAdjustmentView => ({
    id: a.id,
    amount_cents: a.amountCents,
    comment: a.comment,
    created_by: personOf(a.createdBy, parts.names),
    created_at: a.createdAt.toISOString(),
  })),
  created_by: personOf(bill.createdBy, parts.names),
  approved_by: personOf(bill.approvedBy, parts.names),
  paid_by: personOf(bill.paidBy, parts.names),
  paid_note: bill.paidNote,
  can_manage: parts.canManage,
});
