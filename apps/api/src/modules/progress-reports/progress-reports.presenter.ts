import type { ProgressData, ProgressPerson, ProgressReportSummary, ProgressReportView } from '@prepwell/contracts';
import type { ProgressReportRow } from './progress-reports.repository.ts';

/** A person as a report names them: their full name, else their username, else their e-mail. */
export const personOf = (u: {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string;
}): ProgressPerson => ({
  id: u.id,
  name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username || u.email,
});

export const presentReportSummary = (
  row: ProgressReportRow,
  people: { student: ProgressPerson; author: ProgressPerson | null },
): ProgressReportSummary => ({
  id: row.id,
  student: people.student,
  author: people.author,
  period_start: row.periodStart,
  period_end: row.periodEnd,
  status: row.status === 'sent' ? 'sent' : 'draft',
  sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  updated_at: row.updatedAt.toISOString(),
});

export const presentReportView = (
  row: ProgressReportRow,
  extra: { student: ProgressPerson; author: ProgressPerson | null; data: ProgressData; canEdit: boolean },
): ProgressReportView => ({
  ...presentReportSummary(row, extra),
  comments: row.comments,
  data: extra.data,
  can_edit: extra.canEdit,
  recipients: row.recipientCount,
});
