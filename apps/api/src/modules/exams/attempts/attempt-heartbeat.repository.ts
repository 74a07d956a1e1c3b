import { and, eq, lte } from 'drizzle-orm';
import type { TenantTx } from '../../../db/with-tenant.ts';
import { userExams } from '../../../db/schema/index.ts';

/**
 * The heartbeat's one statement: records a sign of life on the student's attempt when the epoch given
 * is current (or none is given). Undefined when nothing matched: not theirs, or a stale epoch.
 */
export const touchCurrentSession = async (
  tx: TenantTx,
  values: { id: string; userId: string; epoch: number | undefined; now: Date },
) =>
  (
    await tx
      .update(userExams)
      .set({ lastSeenAt: values.now })
      .where(
        and(
          eq(userExams.id, values.id),
          eq(userExams.userId, values.userId),
          values.epoch === undefined ? undefined : lte(userExams.epoch, values.epoch),
        ),
      )
      .returning({ id: userExams.id })
  )[0];
