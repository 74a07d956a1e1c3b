import type { PrivateLessonRequestView, PrivateLessonStatus } from '@prepwell/contracts';
import type { ProposedTime } from '../../db/schema/index.ts';
import { iso } from '../../lib/clock.ts';
import type { PrivateLessonRequestRow } from './private-lessons.repository.ts';

const timeOf = (t: ProposedTime) => ({ starts_at: iso(t.startsAt)!, ends_at: iso(t.endsAt)! });
const personOf = (id: string | null, names: Map<string, string>) => (id ? { id, name: names.get(id) ?? '' } : null);

/** A request as its readers see it (explicit fields). */
export const presentRequest = (
  row: PrivateLessonRequestRow,
  extra: {
    names: Map<string, string>;
    lesson: { id: string; startsAt: Date; endsAt: Date } | null;
    canAnswer: boolean;
    canRespondToCounter: boolean;
    canCancel: boolean;
  },
): PrivateLessonRequestView => ({
  id: row.id,
  status: row.status as PrivateLessonStatus,
  subject: row.subject,
  student: personOf(row.studentId, extra.names)!,
  requested_by: personOf(row.requestedBy, extra.names),
  teacher: personOf(row.teacherId, extra.names),
  proposed_times: row.proposedTimes.map(timeOf),
  counter_times: row.counterTimes ? row.counterTimes.map(timeOf) : null,
  message: row.message,
  reply: row.reply,
  responded_by: personOf(row.respondedBy, extra.names),
  responded_at: iso(row.respondedAt),
  lesson: extra.lesson
    ? { id: extra.lesson.id, starts_at: iso(extra.lesson.startsAt)!, ends_at: iso(extra.lesson.endsAt)! }
    : null,
  created_at: iso(row.createdAt)!,
  can_answer: extra.canAnswer,
  can_respond_to_counter: extra.canRespondToCounter,
  can_cancel: extra.canCancel,
});
