import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TuitionBillStatus } from '@prepwell/contracts';
import { tuitionBillLines, tuitionBills, tuitionPayments, users } from '../../db/schema/index.ts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { emailIs } from '../../db/lookup-keys.ts';
import { containsLike } from '../../db/like.ts';
import { updateRowById } from '../../db/rows.ts';

export type BillRow = typeof tuitionBills.$inferSelect;
export type LineRow = typeof tuitionBillLines.$inferSelect;
export type PaymentRow = typeof tuitionPayments.$inferSelect;
export interface PersonRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string;
  lang: string;
}

const person = (t: typeof users) => ({
  id: t.id,
  firstName: t.firstName,
  lastName: t.lastName,
  username: t.username,
  email: t.email,
  lang: t.lang,
});

export const selectPeople = async (tx: TenantTx, ids: string[]): Promise<PersonRow[]> =>
  ids.length ? tx.select(person(users)).from(users).where(inArray(users.id, ids)) : [];

export const selectPersonByEmail = async (tx: TenantTx, email: string): Promise<PersonRow | undefined> =>
  (await tx.select(person(users)).from(users).where(emailIs(email)).limit(1))[0];

export const insertBill = async (tx: TenantTx, values: Omit<typeof tuitionBills.$inferInsert, 'tenantId'>) =>
  (await tx.insert(tuitionBills).values(values).returning())[0]!;

export const updateBill = async (
  tx: TenantTx,
  id: string,
  values: Partial<Omit<typeof tuitionBills.$inferInsert, 'tenantId' | 'id'>>,
) => (await updateRowById(tx, tuitionBills, id, values))!;

/** One bill, locked until the transaction ends: changes of one bill (a payment, a line) queue here. */
export const lockBill = async (tx: TenantTx, id: string) =>
  (await tx.select().from(tuitionBills).where(eq(tuitionBills.id, id)).for('update').limit(1))[0];

export const selectBill = async (tx: TenantTx, id: string) =>
  (await tx.select().from(tuitionBills).where(eq(tuitionBills.id, id)).limit(1))[0];

export const deleteBill = (tx: TenantTx, id: string) => tx.delete(tuitionBills).where(eq(tuitionBills.id, id));

const student = alias(users, 'student');
const parent = alias(users, 'parent');

/** Bills by the admin list's filters (newest first), with the total count. */
export const selectBillPage = async (
  tx: TenantTx,
  filter: {
    status?: TuitionBillStatus | undefined;
    period?: string | undefined;
    studentId?: string | undefined;
    q?: string | undefined;
    /** Only bills a reader may see (not drafts nor void drafts): the student's own or their children's. */
    readerStudentIds?: string[] | undefined;
    readerParentId?: string | undefined;
  },
  page: { limit: number; offset: number },
) => {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(tuitionBills.status, filter.status) : undefined,
    filter.period ? eq(tuitionBills.period, filter.period) : undefined,
    filter.studentId ? eq(tuitionBills.studentId, filter.studentId) : undefined,
  ];
  if (filter.q) {
    const like = containsLike(filter.q);
    const name = (t: typeof student | typeof parent) =>
      or(
        ilike(t.email, like),
        ilike(sql`coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')`, like),
        ilike(sql`coalesce(${t.lastName}, '') || coalesce(${t.firstName}, '')`, like),
      );
    conditions.push(or(name(student), name(parent), ilike(tuitionBills.title, like)));
  }
  if (filter.readerStudentIds || filter.readerParentId) {
    conditions.push(sql`${tuitionBills.status} <> 'draft'`);
    conditions.push(
      or(
        filter.readerStudentIds?.length ? inArray(tuitionBills.studentId, filter.readerStudentIds) : undefined,
        filter.readerParentId ? eq(tuitionBills.parentId, filter.readerParentId) : undefined,
        sql`false`,
      ),
    );
  }
  const where = and(...conditions);
  const base = tx
    .select({ bill: tuitionBills })
    .from(tuitionBills)
    .innerJoin(student, eq(student.id, tuitionBills.studentId))
    .leftJoin(parent, eq(parent.id, tuitionBills.parentId))
    .where(where);
  const [rows, [total]] = await Promise.all([
    base.orderBy(desc(tuitionBills.createdAt), desc(tuitionBills.id)).limit(page.limit).offset(page.offset),
    tx
      .select({ n: count() })
      .from(tuitionBills)
      .innerJoin(student, eq(student.id, tuitionBills.studentId))
      .leftJoin(parent, eq(parent.id, tuitionBills.parentId))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.bill), total: total?.n ?? 0 };
};

export const selectLines = async (tx: TenantTx, billIds: string[]) =>
  billIds.length
    ? tx
        .select()
        .from(tuitionBillLines)
        .where(inArray(tuitionBillLines.billId, billIds))
        .orderBy(asc(tuitionBillLines.createdAt), asc(tuitionBillLines.id))
    : [];

export const selectLine = async (tx: TenantTx, billId: string, lineId: string) =>
  (
    await tx
      .select()
      .from(tuitionBillLines)
      .where(and(eq(tuitionBillLines.billId, billId), eq(tuitionBillLines.id, lineId)))
      .limit(1)
  )[0];

export const insertLine = async (tx: TenantTx, values: Omit<typeof tuitionBillLines.$inferInsert, 'tenantId'>) =>
  (await tx.insert(tuitionBillLines).values(values).returning())[0]!;

export const updateLine = async (
  tx: TenantTx,
  id: string,
  values: Partial<Pick<LineRow, 'kind' | 'amountMinor' | 'comment' | 'filePath' | 'fileName' | 'fileMime'>>,
) => (await tx.update(tuitionBillLines).set(values).where(eq(tuitionBillLines.id, id)).returning())[0]!;

export const deleteLine = (tx: TenantTx, id: string) => tx.delete(tuitionBillLines).where(eq(tuitionBillLines.id, id));

export const countLines = async (tx: TenantTx, billId: string) =>
  (await tx.select({ n: count() }).from(tuitionBillLines).where(eq(tuitionBillLines.billId, billId)))[0]?.n ?? 0;

export const selectPayments = async (tx: TenantTx, billIds: string[]) =>
  billIds.length
    ? tx
        .select()
        .from(tuitionPayments)
        .where(inArray(tuitionPayments.billId, billIds))
        .orderBy(asc(tuitionPayments.paidAt), asc(tuitionPayments.id))
    : [];

export const insertPayment = async (tx: TenantTx, values: Omit<typeof tuitionPayments.$inferInsert, 'tenantId'>) =>
  (await tx.insert(tuitionPayments).values(values).onConflictDoNothing().returning())[0];
