import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ImportFormat, ImportProblem } from '@prepwell/contracts';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import { importJobs } from '../../db/schema/index.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;

export const insertImportJob = async (
  tx: TenantTx,
  values: {
    id: string;
    userId: string;
    dryRun: boolean;
    format: ImportFormat | null;
    fileName: string;
    filePath: string;
    shared: boolean;
    lang: string;
  },
) => (await tx.insert(importJobs).values(values).returning())[0]!;

export const selectImportJob = async (tx: TenantTx, id: string) =>
  (await tx.select().from(importJobs).where(eq(importJobs.id, id)).limit(1))[0];

export const updateImportJob = (
  tx: TenantTx,
  id: string,
  values: Partial<
    Pick<
      ImportJobRow,
      'status' | 'format' | 'total' | 'imported' | 'updated' | 'errors' | 'lockedAt' | 'finishedAt' | 'filePath'
    >
  > & { errors?: ImportProblem[] },
) => tx.update(importJobs).set(values).where(eq(importJobs.id, id));

/**
 * Claims the oldest job that is importing and not held (never locked, or its lock older than
 * `staleBefore`: the process that held it stopped), across tenants: one runner serves them all, and
 * several processes may run one (SKIP LOCKED). The claim is recorded (locked_at, attempts + 1) before
 * the transaction ends, so the job is held without keeping a transaction open while it runs.
 */
export const unsafeClaimImportJob = async (tx: CrossTenantTx, staleBefore: Date, tenantId?: string) => {
  const [due] = await tx
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(
      and(
        eq(importJobs.status, 'importing'),
        or(isNull(importJobs.lockedAt), lt(importJobs.lockedAt, staleBefore)),
        tenantId ? eq(importJobs.tenantId, tenantId) : undefined,
      ),
    )
    .orderBy(importJobs.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!due) return undefined;
  return (
    await tx
      .update(importJobs)
      .set({ lockedAt: sql`now()`, attempts: sql`${importJobs.attempts} + 1` })
      .where(eq(importJobs.id, due.id))
      .returning()
  )[0];
};
