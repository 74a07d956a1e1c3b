import { DateTime } from 'luxon';
import type { TenantTx } from '../../db/with-tenant.ts';
import {
  insertRequest,
  replaceAvailability,
  selectAvailability,
  selectRequestPage,
} from './private-lessons.repository.ts';

/** The demo teacher's weekly hours: Monday to Friday 09:00–12:00 and 14:00–19:00, Saturday 09:00–13:00. */
export const DEMO_TEACHER_HOURS = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, startTime: '09:00', endTime: '12:00' },
    { weekday, startTime: '14:00', endTime: '19:00' },
  ]),
  { weekday: 6, startTime: '09:00', endTime: '13:00' },
];

/**
 * Issue 19's demo (seed/demo-private-lessons.ts): the demo teacher takes private lessons (hours, set once:
 * a teacher who changed them keeps theirs), and the demo parent has asked for one for the demo student
 * with that teacher, waiting for an answer (made once: a request answered since is left as it is). The two
 * proposed times are next week's Tuesday and Thursday at 16:00 in the centre's time zone, inside the hours.
 */
export const seedDemoPrivateLessons = async (
  tx: TenantTx,
  demo: { teacherId: string; studentId: string; parentId: string | null; timeZone: string; now?: Date },
) => {
  if ((await selectAvailability(tx, demo.teacherId)).length === 0)
    await replaceAvailability(
      tx,
      demo.teacherId,
      DEMO_TEACHER_HOURS.map((h) => ({ ...h, timeZone: demo.timeZone })),
    );
  const existing = await selectRequestPage(
    tx,
    { kind: 'students', ids: [demo.studentId] },
    { status: undefined },
    { offset: 0, limit: 1 },
  );
  if (existing.total > 0) return;
  const nextWeek = DateTime.fromJSDate(demo.now ?? new Date(), { zone: demo.timeZone })
    .startOf('week')
    .plus({ weeks: 1 });
  const at = (weekday: number) => {
    const start = nextWeek.plus({ days: weekday - 1 }).set({ hour: 16, minute: 0 });
    return { startsAt: start.toUTC().toISO()!, endsAt: start.plus({ minutes: 60 }).toUTC().toISO()! };
  };
  await insertRequest(tx, {
    studentId: demo.studentId,
    requestedBy: demo.parentId ?? demo.studentId,
    subject: 'SAT Math',
    teacherId: demo.teacherId,
    proposedTimes: [at(2), at(4)],
    message: 'Stella would like to work on the harder algebra questions before the next mock test.',
    status: 'pending',
  });
};
