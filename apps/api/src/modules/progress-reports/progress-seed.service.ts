import { DateTime } from 'luxon';
import type { TenantTx } from '../../db/with-tenant.ts';
import { todayIn } from '../../lib/clock.ts';
import { collectProgressData } from './progress-data.ts';
import { insertReport, selectHasReports } from './progress-reports.repository.ts';

/** The demo report's comments. */
export const DEMO_REPORT_COMMENTS =
  'Stella works steadily: her algebra is strong and her reading pace improved this month. Next: geometry and timing on module 2.';

/**
 * What the demo seed (seed/demo-progress-meetings.ts) writes through, on its own transaction of the demo
 * tenant: a progress report on the demo student for the last month, by the demo teacher, already sent
 * (its data read now and kept, no e-mail), so the parent's and student's portals have one on a fresh start.
 * Runs once: a student who has a report is left as they are.
 */
export const seedDemoProgressReport = async (
  tx: TenantTx,
  input: { studentId: string; teacherId: string; timeZone: string },
): Promise<void> => {
  if (await selectHasReports(tx, input.studentId)) return;
  const today = DateTime.fromISO(todayIn(input.timeZone), { zone: 'UTC' });
  const periodStart = today.minus({ days: 30 }).toISODate()!;
  const periodEnd = today.toISODate()!;
  const data = await collectProgressData(tx, {
    studentId: input.studentId,
    periodStart,
    periodEnd,
    zone: input.timeZone,
  });
  await insertReport(tx, {
    studentId: input.studentId,
    authorId: input.teacherId,
    periodStart,
    periodEnd,
    comments: DEMO_REPORT_COMMENTS,
    status: 'sent',
    data,
    sentAt: new Date(),
    sentBy: input.teacherId,
    recipientCount: 1,
  });
};
