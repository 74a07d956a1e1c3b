import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { counselingReports } from '../../db/schema/index.ts';
import { updateRowById } from '../../db/rows.ts';

export type CounselingReportRow = typeof counselingReports.$inferSelect;
export type CounselingReportInsert = typeof counselingReports.$inferInsert;

export const insertReport = async (tx: TenantTx, values: CounselingReportInsert) =>
  (await tx.insert(counselingReports).values(values).returning())[0]!;

export const selectReport = async (tx: TenantTx, id: string) =>
  (await tx.select().from(counselingReports).where(eq(counselingReports.id, id)))[0];

/** One report, locked to the end of the transaction (an edit and a send run one at a time). */
export const selectReportForUpdate = async (tx: TenantTx, id: string) =>
  (await tx.select().from(counselingReports).where(eq(counselingReports.id, id)).for('update'))[0];

export const updateReport = async (tx: TenantTx, id: string, values: Partial<CounselingReportInsert>) =>
  (await updateRowById(tx, counselingReports, id, values))!;

export const deleteReport = (tx: TenantTx, id: string) =>
  tx.delete(counselingReports).where(eq(counselingReports.id, id));

/** Reports of some students (all when `studentIds` is null), sent only when `sentOnly`, newest first. */
export const selectReports = (tx: TenantTx, filter: { studentIds: string[] | null; sentOnly: boolean }) => {
  if (filter.studentIds && filter.studentIds.length === 0) return Promise.resolve([]);
  const where: (SQL | undefined)[] = [
    filter.studentIds ? inArray(counselingReports.studentId, filter.studentIds) : undefined,
    filter.sentOnly ? eq(counselingReports.status, 'sent') : undefined,
  ];
  return tx
    .select()
    .from(counselingReports)
    .where(and(...where))
    .orderBy(desc(counselingReports.createdAt), desc(counselingReports.id))
    .limit(500);
};
