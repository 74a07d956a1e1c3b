import type { CollegeCategory, CollegeTargetView, CollegeView } from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import { decimalToRate } from './college-rules.ts';
import type { CollegeRow, CollegeTargetRow } from './colleges.repository.ts';

/** A college's score ranges and admission rate (a college row, or a report's copy of them). */
export const presentCollegeScores = (c: {
  sat25: number | null;
  sat75: number | null;
  act25: number | null;
  act75: number | null;
  admissionRate: string | null;
}): Pick<CollegeView, 'sat_25' | 'sat_75' | 'act_25' | 'act_75' | 'admission_rate'> => ({
  sat_25: c.sat25,
  sat_75: c.sat75,
  act_25: c.act25,
  act_75: c.act75,
  admission_rate: decimalToRate(c.admissionRate),
});

/** A college as its readers see it (explicit fields). */
export const presentCollege = (
  row: CollegeRow,
  extra: { tenantId: string; canManage: boolean; proposed?: CollegeCategory | null },
): CollegeView => ({
  id: row.id,
  name: row.name,
  country: row.country,
  state: row.state,
  city: row.city,
  ...presentCollegeScores(row),
  ed_deadline: row.edDeadline,
  ea_deadline: row.eaDeadline,
  rd_deadline: row.rdDeadline,
  website: row.website,
  shared: row.tenantId !== extra.tenantId,
  can_edit: extra.canManage && row.tenantId === extra.tenantId,
  ...(extra.proposed !== undefined ? { proposed_category: extra.proposed } : {}),
});

/** The college's deadline of a round (rolling admission has none). */
export const roundDeadlineOf = (college: CollegeRow, round: string): string | null =>
  round === 'ed'
    ? college.edDeadline
    : round === 'ea'
      ? college.eaDeadline
      : round === 'rd'
        ? college.rdDeadline
        : null;

export const presentTarget = (
  row: CollegeTargetRow,
  college: CollegeRow,
  extra: { tenantId: string; canManage: boolean; proposed: CollegeCategory | null },
): CollegeTargetView => ({
  id: row.id,
  college: presentCollege(college, { tenantId: extra.tenantId, canManage: extra.canManage }),
  category: row.categoryOverridden ? (row.category as CollegeCategory | null) : extra.proposed,
  proposed_category: extra.proposed,
  category_overridden: row.categoryOverridden,
  status: row.status as CollegeTargetView['status'],
  round: row.round as CollegeTargetView['round'],
  deadline: row.deadline ?? roundDeadlineOf(college, row.round),
  deadline_custom: row.deadline !== null,
  notes: row.notes,
  updated_at: iso(row.updatedAt)!,
});
