import type { ChildSummary, Lang, ProfileView } from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import type { parentProfiles, studentProfiles, teacherProfiles } from '../../db/schema/index.ts';
import { presentRoles, presentUserIdentity } from '../users/users.presenter.ts';
import type { UserWithRoles } from '../users/user-rows.service.ts';

type StudentRow = typeof studentProfiles.$inferSelect;
type TeacherRow = typeof teacherProfiles.$inferSelect;
type ParentRow = typeof parentProfiles.$inferSelect;

/** Drops null and undefined values: the profile schemas mark absent fields optional, not nullable. */
const defined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };

export const presentStudentProfile = (p: StudentRow | undefined): ProfileView['student_profile'] =>
  p
    ? {
        ...defined({ school: p.school, phone: p.phone, address: p.address, prior_tests: p.priorTests }),
        grade_level: p.gradeLevel,
        graduation_year: p.graduationYear,
      }
    : null;

export const presentTeacherProfile = (p: TeacherRow | undefined): ProfileView['teacher_profile'] =>
  p
    ? {
        ...defined({
          college: p.college,
          major: p.major,
          phone: p.phone,
          grade_level: p.gradeLevel,
          bio: p.bio,
          subjects: p.subjects,
        }),
        hours_available: p.hoursAvailable,
        hourly_salary: p.hourlySalary,
      }
    : null;

export const presentParentProfile = (p: ParentRow | undefined): ProfileView['parent_profile'] =>
  p ? defined({ phone: p.phone }) : null;

export interface ProfileParts {
  timeZone: string;
  avatarUrl: string | null;
  student: StudentRow | undefined;
  teacher: TeacherRow | undefined;
  parent: ParentRow | undefined;
  children: ChildSummary[];
  parents: ChildSummary[];
}

export const presentProfile = (user: UserWithRoles, parts: ProfileParts): ProfileView => ({
  ...presentUserIdentity(user),
  lang: user.lang as Lang,
  timezone: user.timezone,
  email_verified_at: iso(user.emailVerifiedAt),
  roles: presentRoles(user, parts.timeZone),
  pro_expired_at: user.proExpiredAt,
  avatar: parts.avatarUrl,
  phone: user.phone,
  facebook: user.facebook,
  line: user.line,
  wechat: user.wechat,
  skype: user.skype,
  created_at: iso(user.createdAt)!,
  student_profile: presentStudentProfile(parts.student),
  teacher_profile: presentTeacherProfile(parts.teacher),
  parent_profile: presentParentProfile(parts.parent),
  children: parts.children,
  parents: parts.parents,
});
