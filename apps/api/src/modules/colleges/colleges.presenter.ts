import type { CollegeCategory, CollegeTargetView, CollegeView } from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import { decimalToRate } from './college-rules.ts';
import type { CollegeRow, CollegeTargetRow } from './colleges.repository.ts';

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
  sat_25: row.sat25,
  sat_75: row.sat75,
  act_25: row.act25,
  act_75: row.act75,
  admission_rate: decimalToRate(row.admissionRate),
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
