import type { CounselingReportSummary, CounselingReportView, CounselingStudent } from '@prepwell/contracts';
import type { CounselingReportItem, CounselingReportScores } from '../../db/schema/index.ts';
import { iso } from '../../lib/clock.ts';
import { presentCollegeScores } from '../colleges/colleges.presenter.ts';
import type { CounselingReportRow } from './counseling.repository.ts';

const itemOf = (i: CounselingReportItem): CounselingReportView['items'][number] => ({
  college_id: i.collegeId,
  name: i.name,
  state: i.state,
  city: i.city,
  ...presentCollegeScores(i),
  category: i.category as CounselingReportView['items'][number]['category'],
  status: i.status as CounselingReportView['items'][number]['status'],
  round: i.round as CounselingReportView['items'][number]['round'],
  deadline: i.deadline,
  comment: i.comment,
});

/** A stored best score as the report shows it: official, or the platform's own attempts. */
const scoreOf = (stored: CounselingReportScores['sat']): { score: number; source: 'official' | 'platform' } | null =>
  stored ? { score: stored.score, source: stored.source === 'official' ? 'official' : 'platform' } : null;

interface Extra {
  student: CounselingStudent;
  canEdit: boolean;
  pdf: boolean;
}

/** A report's state, dates and what the reader may do with it: the same in the list and the full report. */
const stateOf = (row: CounselingReportRow, extra: Extra) => ({
  status: row.status as CounselingReportView['status'],
  sent_at: iso(row.sentAt),
  created_at: iso(row.createdAt)!,
  updated_at: iso(row.updatedAt)!,
  can_edit: extra.canEdit,
  pdf: extra.pdf,
});

export const presentReportSummary = (row: CounselingReportRow, extra: Extra): CounselingReportSummary => ({
  id: row.id,
  student: extra.student,
  title: row.title,
  ...stateOf(row, extra),
  college_count: row.items.length,
});

export const presentReport = (row: CounselingReportRow, extra: Extra): CounselingReportView => ({
  id: row.id,
  student: extra.student,
  title: row.title,
  comments: row.comments,
  items: row.items.map(itemOf),
  scores: {
    sat: scoreOf(row.scores.sat),
    act: scoreOf(row.scores.act),
  },
  ...stateOf(row, extra),
});
