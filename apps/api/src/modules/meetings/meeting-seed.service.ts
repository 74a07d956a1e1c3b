import { DateTime } from 'luxon';
import type { TenantTx } from '../../db/with-tenant.ts';
import { todayIn } from '../../lib/clock.ts';
import { insertMeeting, replaceAttendees, replaceFollowUps, selectHasMeetingTitled } from './meetings.repository.ts';

/** The demo meeting's title (how a later start finds it already there). */
export const DEMO_MEETING_TITLE = 'Parent meeting: SAT plan for Stella';

/**
 * The demo seed's meeting (seed/demo-progress-meetings.ts): the demo teacher met the demo parent and student
 * three days ago; two follow-ups are the teacher's, one due tomorrow and one already overdue, so "my
 * follow-ups" tells its story on a fresh start. Runs once.
 */
export const seedDemoMeeting = async (
  tx: TenantTx,
  input: { teacherId: string; parentId: string; studentId: string; timeZone: string },
): Promise<void> => {
  if (await selectHasMeetingTitled(tx, DEMO_MEETING_TITLE)) return;
  const today = DateTime.fromISO(todayIn(input.timeZone), { zone: input.timeZone });
  const meeting = await insertMeeting(tx, {
    heldAt: today.minus({ days: 3 }).set({ hour: 18 }).toJSDate(),
    title: DEMO_MEETING_TITLE,
    notes: 'Agreed on two mock tests a month and a weekly geometry drill. The parent asked for a progress report.',
    createdBy: input.teacherId,
  });
  await replaceAttendees(tx, meeting.id, [input.parentId, input.studentId]);
  await replaceFollowUps(tx, meeting.id, [
    {
      description: 'Send the monthly progress report',
      dueOn: today.minus({ days: 1 }).toISODate()!,
      ownerId: input.teacherId,
    },
    { description: 'Book the next mock test', dueOn: today.plus({ days: 1 }).toISODate()!, ownerId: input.teacherId },
  ]);
};
