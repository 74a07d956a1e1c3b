import type { CounselingReportSummary, CounselingReportView, CounselingStudent } from '@prepwell/contracts';
import type { CounselingReportItem } from '../../db/schema/index.ts';
import { iso } from '../../lib/clock.ts';
import type { CounselingReportRow } from './counseling.repository.ts';

const itemOf = (i: CounselingReportItem): CounselingReportView['items'][number] => ({
  college_id: i.collegeId,
  name: i.name,
  state: i.state,
  city: i.city,
  sat_25: i.sat25,
  sat_75: i.sat75,
  act_25: i.act25,
  act_75: i.act75,
  admission_rate: i.admissionRate === null ? null : Number(i.admissionRate),
  category: i.category as CounselingReportView['items'][number]['category'],
  status: i.status as CounselingReportView['items'][number]['status'],
  round: i.round as CounselingReportView['items'][number]['round'],
  deadline: i.deadline,
  comment: i.comment,
});

interface Extra {
  student: CounselingStudent;
  canEdit: boolean;
  pdf: boolean;
}

export const presentReportSummary = (row: CounselingReportRow, extra: Extra): CounselingReportSummary => ({
  id: row.id,
  student: extra.student,
  title: row.title,
  status: row.status as CounselingReportView['status'],
  sent_at: iso(row.sentAt),
  created_at: iso(row.createdAt)!,
  updated_at: iso(row.updatedAt)!,
  can_edit: extra.canEdit,
  pdf: extra.pdf,
  college_count: row.items.length,
});

export const presentReport = (row: CounselingReportRow, extra: Extra): CounselingReportView => ({
  id: row.id,
  student: extra.student,
  title: row.title,
  comments: row.comments,
  items: row.items.map(itemOf),
  scores: {
    sat: row.scores.sat
      ? { score: row.scores.sat.score, source: row.scores.sat.source === 'official' ? 'official' : 'platform' }
      : null,
    act: row.scores.act
      ? { score: row.scores.act.score, source: row.scores.act.source === 'official' ? 'official' : 'platform' }
      : null,
  },
  status: row.status as CounselingReportView['status'],
  sent_at: iso(row.sentAt),
  created_at: iso(row.createdAt)!,
  updated_at: iso(row.updatedAt)!,
  can_edit: extra.canEdit,
  pdf: extra.pdf,
});
