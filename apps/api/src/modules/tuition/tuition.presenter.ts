import {
  tuitionTotals,
  type TuitionBillSummary,
  type TuitionBillView,
  type TuitionLineView,
  type TuitionPaymentView,
} from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import { minorDigits } from '../plans/pricing.ts';
import type { BillRow, LineRow, PaymentRow, PersonRow } from './tuition.repository.ts';

export const nameOf = (p: Pick<PersonRow, 'firstName' | 'lastName' | 'username' | 'email'>) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.username || p.email;

const ref = (p: PersonRow | undefined, id: string) =>
  p ? { id: p.id, name: nameOf(p), email: p.email } : { id, name: '—', email: '' };

export const lineFileUrl = (billId: string, lineId: string) => `/api/tuition-bills/${billId}/lines/${lineId}/file`;

export const presentLine = (l: LineRow): TuitionLineView => ({
  id: l.id,
  kind: l.kind,
  amount_minor: l.amountMinor,
  comment: l.comment,
  file_name: l.fileName,
  file_url: l.filePath ? lineFileUrl(l.billId, l.id) : null,
  created_at: iso(l.createdAt)!,
});

export const billTotals = (lines: LineRow[], payments: PaymentRow[]) =>
  tuitionTotals(
    lines.map((l) => ({ kind: l.kind, amount_minor: l.amountMinor })),
    payments.map((p) => ({ amount_minor: p.amountMinor })),
  );

export const presentSummary = (
  bill: BillRow,
  lines: LineRow[],
  payments: PaymentRow[],
  people: Map<string, PersonRow>,
): TuitionBillSummary => {
  const totals = billTotals(lines, payments);
  return {
    id: bill.id,
    student: ref(people.get(bill.studentId), bill.studentId),
    parent: bill.parentId ? ref(people.get(bill.parentId), bill.parentId) : null,
    period: bill.period,
    title: bill.title,
    status: bill.status,
    currency: bill.currency,
    minor_digits: minorDigits(bill.currency),
    due_date: bill.dueDate,
    total_minor: totals.total_minor,
    paid_minor: totals.paid_minor,
    balance_minor: totals.balance_minor,
    issued_at: iso(bill.issuedAt),
    paid_at: iso(bill.paidAt),
    created_at: iso(bill.createdAt)!,
  };
};

export const presentPayment = (p: PaymentRow, people: Map<string, PersonRow>): TuitionPaymentView => ({
  id: p.id,
  amount_minor: p.amountMinor,
  method: p.method,
  paid_at: iso(p.paidAt)!,
  note: p.note,
  recorded_by: p.recordedBy ? ref(people.get(p.recordedBy), p.recordedBy) : null,
  order_id: p.orderId,
});

export const presentBill = (
  bill: BillRow,
  lines: LineRow[],
  payments: PaymentRow[],
  people: Map<string, PersonRow>,
  payable: boolean,
): TuitionBillView => {
  const totals = billTotals(lines, payments);
  return {
    ...presentSummary(bill, lines, payments, people),
    notes: bill.notes,
    charges_minor: totals.charges_minor,
    discounts_minor: totals.discounts_minor,
    lines: lines.map(presentLine),
    payments: payments.map((p) => presentPayment(p, people)),
    voided_at: iso(bill.voidedAt),
    payable,
  };
};
