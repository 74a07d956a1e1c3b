import type { TenantTx } from '../../db/with-tenant.ts';
import { insertBill, insertLine, insertPayment, selectBillPage } from './tuition.repository.ts';

/**
 * Issue 20, the demo: two bills of the demo student addressed to the demo parent — last month's, paid
 * (price, discount, a cash payment), and this month's, issued and awaiting payment (price, deposit). No
 * e-mail goes out. Once: a tenant whose student already has bills is left alone.
 */
export const seedDemoTuitionBills = async (
  tx: TenantTx,
  options: { adminId: string; studentId: string; parentId: string; currency: string; now?: Date },
) => {
  const existing = await selectBillPage(tx, { studentId: options.studentId }, { limit: 1, offset: 0 });
  if (existing.total > 0) return;
  const now = options.now ?? new Date();
  const month = (offset: number) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const issuedAt = new Date(now.getTime() - 20 * 86_400_000);
  const base = {
    studentId: options.studentId,
    parentId: options.parentId,
    currency: options.currency,
    createdBy: options.adminId,
    issuedBy: options.adminId,
  };
  const paid = await insertBill(tx, {
    ...base,
    period: month(-1),
    title: 'SAT group class',
    status: 'paid',
    issuedAt,
    paidAt: new Date(issuedAt.getTime() + 3 * 86_400_000),
  });
  await insertLine(tx, {
    billId: paid.id,
    kind: 'price',
    amountMinor: 1_200_000,
    comment: 'Monthly tuition',
    createdBy: options.adminId,
  });
  await insertLine(tx, {
    billId: paid.id,
    kind: 'discount',
    amountMinor: 100_000,
    comment: 'Sibling discount',
    createdBy: options.adminId,
  });
  await insertPayment(tx, {
    billId: paid.id,
    amountMinor: 1_100_000,
    method: 'cash',
    note: 'Front desk',
    paidAt: new Date(issuedAt.getTime() + 3 * 86_400_000),
    recordedBy: options.adminId,
  });
  const open = await insertBill(tx, {
    ...base,
    period: month(0),
    title: 'SAT group class',
    status: 'partially_paid',
    issuedAt: now,
  });
  await insertLine(tx, {
    billId: open.id,
    kind: 'price',
    amountMinor: 1_200_000,
    comment: 'Monthly tuition',
    createdBy: options.adminId,
  });
  await insertLine(tx, {
    billId: open.id,
    kind: 'deposit',
    amountMinor: 200_000,
    comment: 'Deposit paid at enrollment',
    createdBy: options.adminId,
  });
};
