import { eq, sql } from 'drizzle-orm';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import { feedback, uploads, users } from '../../db/schema/index.ts';

export const insertFeedback = async (
  tx: TenantTx,
  values: { userId: string | null; type: string; page: string; details: string; screenshotUploadId: string | null },
) => (await tx.insert(feedback).values(values).returning({ id: feedback.id }))[0]!;

/** The newest feedback of every tenant — the super admin reads it all in one list. */
export const unsafeSelectRecentFeedback = (tx: CrossTenantTx, limit: number) =>
  tx
    .select({
      feedback,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      screenshotPath: uploads.path,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .leftJoin(uploads, eq(uploads.id, feedback.screenshotUploadId))
    .orderBy(sql`${feedback.createdAt} desc`, feedback.id)
    .limit(limit);
