import { and, asc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import { collegeScores, collegeTargets, colleges, tests, userExams } from '../../db/schema/index.ts';
import { containsLike, escapeLike } from '../../db/like.ts';
import { updateRowById } from '../../db/rows.ts';

export type CollegeRow = typeof colleges.$inferSelect;
export type CollegeInsert = typeof colleges.$inferInsert;
export type CollegeTargetRow = typeof collegeTargets.$inferSelect;
export type CollegeTargetInsert = typeof collegeTargets.$inferInsert;
export type CollegeScoresRow = typeof collegeScores.$inferSelect;

export interface CollegeFilter {
  q?: string | undefined;
  state?: string | undefined;
  /** Admission rate bounds as exact decimals ("0.1500"). */
  rateMin?: string | undefined;
  rateMax?: string | undefined;
}

/**
 * The colleges the tenant sees (its own and main's shared catalogue, by row-level security), filtered, by
 * name. The directory is small (a catalogue of a few hundred), so the caller pages it after proposing fits.
 */
export const selectColleges = (tx: TenantTx, filter: CollegeFilter) => {
  const where: (SQL | undefined)[] = [
    filter.q ? ilike(colleges.name, containsLike(filter.q)) : undefined,
    filter.state ? ilike(colleges.state, escapeLike(filter.state)) : undefined,
    filter.rateMin !== undefined ? gte(colleges.admissionRate, filter.rateMin) : undefined,
    filter.rateMax !== undefined ? lte(colleges.admissionRate, filter.rateMax) : undefined,
  ];
  return tx
    .select()
    .from(colleges)
    .where(and(...where))
    .orderBy(asc(colleges.name), asc(colleges.id))
    .limit(5000);
};

export const selectCollege = async (tx: TenantTx, id: string) =>
  (await tx.select().from(colleges).where(eq(colleges.id, id)))[0];

export const selectCollegesByIds = (tx: TenantTx, ids: string[]) =>
  ids.length ? tx.select().from(colleges).where(inArray(colleges.id, ids)) : Promise.resolve([]);

export const selectCollegeBySeedKey = async (tx: TenantTx, tenantId: string, seedKey: string) =>
  (
    await tx
      .select()
      .from(colleges)
      .where(and(eq(colleges.tenantId, tenantId), eq(colleges.seedKey, seedKey)))
  )[0];

export const insertCollege = async (tx: TenantTx, values: CollegeInsert) =>
  (await tx.insert(colleges).values(values).returning())[0]!;

/** Updates one of the tenant's own colleges (row-level security leaves main's rows out of reach). */
export const updateCollege = async (tx: TenantTx, tenantId: string, id: string, values: Partial<CollegeInsert>) =>
  (
    await tx
      .update(colleges)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(colleges.id, id), eq(colleges.tenantId, tenantId)))
      .returning()
  )[0];

export const deleteCollege = async (tx: TenantTx, tenantId: string, id: string) =>
  tx.delete(colleges).where(and(eq(colleges.id, id), eq(colleges.tenantId, tenantId)));

/**
 * The target-list rows of EVERY tenant naming a college: main's shared colleges sit on other tenants' lists,
 * and no foreign key can cascade across tenants (decision 0050), so deleting a college removes them here.
 */
export const unsafeDeleteTargetsOfCollege = (tx: CrossTenantTx, collegeId: string) =>
  tx.delete(collegeTargets).where(eq(collegeTargets.collegeId, collegeId));

// Target lists ---------------------------------------------------------------------------------------

export const selectTargetsOf = (tx: TenantTx, studentId: string) =>
  tx
    .select({ target: collegeTargets, college: colleges })
    .from(collegeTargets)
    .innerJoin(colleges, eq(colleges.id, collegeTargets.collegeId))
    .where(eq(collegeTargets.studentId, studentId))
    .orderBy(asc(colleges.name), asc(collegeTargets.id));

export const selectTarget = async (tx: TenantTx, id: string) =>
  (
    await tx
      .select({ target: collegeTargets, college: colleges })
      .from(collegeTargets)
      .innerJoin(colleges, eq(colleges.id, collegeTargets.collegeId))
      .where(eq(collegeTargets.id, id))
  )[0];

export const selectTargetOfCollege = async (tx: TenantTx, studentId: string, collegeId: string) =>
  (
    await tx
      .select()
      .from(collegeTargets)
      .where(and(eq(collegeTargets.studentId, studentId), eq(collegeTargets.collegeId, collegeId)))
  )[0];

export const insertTarget = async (tx: TenantTx, values: CollegeTargetInsert) =>
  (await tx.insert(collegeTargets).values(values).returning())[0]!;

export const updateTarget = async (tx: TenantTx, id: string, values: Partial<CollegeTargetInsert>) =>
  updateRowById(tx, collegeTargets, id, values);

export const deleteTarget = (tx: TenantTx, id: string) => tx.delete(collegeTargets).where(eq(collegeTargets.id, id));

// Scores ----------------------------------------------------------------------------------------------

export const selectOfficialScores = async (tx: TenantTx, studentId: string) =>
  (await tx.select().from(collegeScores).where(eq(collegeScores.studentId, studentId)))[0];

export const upsertOfficialScores = async (
  tx: TenantTx,
  values: { studentId: string; satTotal: number | null; actComposite: number | null; updatedBy: string },
) =>
  (
    await tx
      .insert(collegeScores)
      .values(values)
      .onConflictDoUpdate({
        target: [collegeScores.tenantId, collegeScores.studentId],
        set: {
          satTotal: values.satTotal,
          actComposite: values.actComposite,
          updatedBy: values.updatedBy,
          updatedAt: new Date(),
        },
      })
      .returning()
  )[0]!;

/** The student's finished SAT and ACT attempts with their scores (the tests may be main's shared ones). */
export const selectFinishedSatActScores = (tx: TenantTx, studentId: string) =>
  tx
    .select({ kind: tests.kind, scores: userExams.scores })
    .from(userExams)
    .innerJoin(tests, eq(tests.id, userExams.testId))
    .where(
      and(eq(userExams.userId, studentId), eq(userExams.status, 'completed'), inArray(tests.kind, ['sat', 'act'])),
    );
