import type { FollowUpView, MeetingPerson, MeetingSummary, MeetingView, ProgressPerson } from '@prepwell/contracts';
import { personOf } from '../progress-reports/progress-reports.presenter.ts';
import type { FollowUpWithNames, MeetingRow } from './meetings.repository.ts';

export { personOf };

export const presentFollowUp = (row: FollowUpWithNames, today: string): FollowUpView => ({
  id: row.followUp.id,
  meeting_id: row.followUp.meetingId,
  meeting_title: row.meetingTitle,
  description: row.followUp.description,
  due_on: row.followUp.dueOn,
  owner: personOf(row.owner),
  done: row.followUp.done,
  done_at: row.followUp.doneAt ? row.followUp.doneAt.toISOString() : null,
  overdue: !row.followUp.done && row.followUp.dueOn < today,
});

export const presentMeetingSummary = (
  row: MeetingRow,
  attendees: MeetingPerson[],
  openFollowUps: number,
): MeetingSummary => ({
  id: row.id,
  held_at: row.heldAt.toISOString(),
  title: row.title,
  attendees,
  open_follow_ups: openFollowUps,
});

export const presentMeetingView = (
  row: MeetingRow,
  extra: {
    attendees: MeetingPerson[];
    followUps: FollowUpView[];
    createdBy: ProgressPerson | null;
    canEdit: boolean;
  },
): MeetingView => ({
  ...presentMeetingSummary(row, extra.attendees, extra.followUps.filter((f) => !f.done).length),
  notes: row.notes,
  follow_ups: extra.followUps,
  created_by: extra.createdBy,
  can_edit: extra.canEdit,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
