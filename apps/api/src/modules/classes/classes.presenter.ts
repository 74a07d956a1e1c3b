import type { ClassDetail, ClassPerson, ClassStudentView, ClassSummary, ClassTeacherView } from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import { fullName } from '../users/users.presenter.ts';
import type { ClassRole } from './classes.policy.ts';
import type { ClassRow, PersonRow, TeacherRow } from './classes.repository.ts';

export const presentPerson = (row: PersonRow): ClassPerson => ({
  id: row.id,
  name: fullName(row) ?? row.username ?? row.email,
  email: row.email,
  username: row.username,
});

export const presentTeacher = (row: TeacherRow): ClassTeacherView => ({ ...presentPerson(row), role: row.role });

export const presentStudent = (
  row: PersonRow & { joinedVia: ClassStudentView['joined_via']; joinedAt: Date },
): ClassStudentView => ({
  ...presentPerson(row),
  joined_via: row.joinedVia,
  joined_at: iso(row.joinedAt)!,
});

export interface SummaryFacts {
  teachers: TeacherRow[];
  studentCount: number;
  role: ClassRole;
}

/** A class's name, method, dates, times and capacity, as every list of classes shows them (also the company's). */
export const presentClassSchedule = (
  row: Pick<ClassRow, 'id' | 'name' | 'method' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'capacity'>,
) => ({
  id: row.id,
  name: row.name,
  method: row.method,
  start_date: row.startDate,
  end_date: row.endDate,
  start_time: row.startTime,
  end_time: row.endTime,
  capacity: row.capacity,
});

export const presentClassSummary = (row: ClassRow, facts: SummaryFacts): ClassSummary => ({
  ...presentClassSchedule(row),
  student_count: facts.studentCount,
  teachers: facts.teachers.map(presentTeacher),
  my_role: facts.role,
  created_at: iso(row.createdAt)!,
});

/** The code, its state, the invitation link and the coins are for managers only (null for a student). */
export const presentClassDetail = (
  row: ClassRow,
  facts: SummaryFacts & { inviteUrl: string; coins: number },
): ClassDetail => {
  const manager = facts.role !== 'student';
  return {
    ...presentClassSummary(row, facts),
    description: row.description,
    score_min: row.scoreMin,
    score_max: row.scoreMax,
    code: manager ? row.code : null,
    code_enabled: manager ? row.code !== null : null,
    invite_url: manager ? facts.inviteUrl : null,
    coins: manager ? facts.coins : null,
    updated_at: iso(row.updatedAt)!,
  };
};
