import { fits } from '../../lib/form-rules.ts';
import { Phone, type ProfileView } from '@prepwell/contracts';
import type { BasicInput, StudentInput, TeacherInput } from './profile.api.ts';

/** Form values are plain strings (Mantine inputs); these turn them into request bodies and back. */
const text = (v: string) => v.trim();
const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());
const optionalNumber = (v: number | string | null) => (v === '' || v === null ? null : Number(v));

export interface BasicValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  phone: string;
  facebook: string;
  line: string;
  wechat: string;
  skype: string;
}

export const basicValuesOf = (p: ProfileView): BasicValues => ({
  first_name: p.first_name ?? '',
  last_name: p.last_name ?? '',
  username: p.username ?? '',
  email: p.email,
  phone: p.phone ?? '',
  facebook: p.facebook ?? '',
  line: p.line ?? '',
  wechat: p.wechat ?? '',
  skype: p.skype ?? '',
});

export const toBasicInput = (v: BasicValues): BasicInput => ({
  first_name: text(v.first_name),
  last_name: text(v.last_name),
  ...(optional(v.username) ? { username: text(v.username) } : {}),
  email: text(v.email).toLowerCase(),
  phone: optional(v.phone) ?? null,
  // '' clears a contact field on the server.
  facebook: text(v.facebook),
  line: text(v.line),
  wechat: text(v.wechat),
  skype: text(v.skype),
});

export interface StudentValues {
  school: string;
  grade_level: string | null;
  phone: string;
  address: string;
  prior_tests: string;
  graduation_year: number | string;
}

export const studentValuesOf = (p: ProfileView['student_profile'], fallbackPhone = ''): StudentValues => ({
  school: p?.school ?? '',
  grade_level: p?.grade_level ? String(p.grade_level) : null,
  phone: p?.phone ?? fallbackPhone,
  address: p?.address ?? '',
  prior_tests: p?.prior_tests ?? '',
  graduation_year: p?.graduation_year ?? '',
});

export const toStudentInput = (v: StudentValues) =>
  ({
    school: text(v.school),
    grade_level: v.grade_level ? Number(v.grade_level) : null,
    phone: text(v.phone),
    address: text(v.address),
    prior_tests: text(v.prior_tests),
    graduation_year: optionalNumber(v.graduation_year),
  }) satisfies StudentInput;

export interface TeacherValues {
  college: string;
  major: string;
  phone: string;
  grade_level: string;
  bio: string;
  subjects: string[];
  hours_available: number | string;
  hourly_salary: number | string;
}

export const teacherValuesOf = (p: ProfileView['teacher_profile'], fallbackPhone = ''): TeacherValues => ({
  college: p?.college ?? '',
  major: p?.major ?? '',
  phone: p?.phone ?? fallbackPhone,
  grade_level: p?.grade_level ?? '',
  bio: p?.bio ?? '',
  subjects: p?.subjects ?? [],
  hours_available: p?.hours_available ?? '',
  hourly_salary: p?.hourly_salary ?? '',
});

export const toTeacherInput = (v: TeacherValues) =>
  ({
    college: text(v.college),
    major: text(v.major),
    phone: text(v.phone),
    grade_level: text(v.grade_level),
    bio: text(v.bio),
    subjects: v.subjects.map((s) => s.trim()).filter(Boolean),
    hours_available: optionalNumber(v.hours_available),
    hourly_salary: optionalNumber(v.hourly_salary),
  }) satisfies TeacherInput;

/** Phone: the contracts' rule (spec §5: at least 7 digits, digits only apart from a leading + and spaces/dashes). */
export const isPhone = (v: string) => fits(Phone, v);

/** The upload id inside an avatar URL (`/uploads/<tenant>/<id>.<ext>`), for DELETE /image/:id. */
export const uploadIdOf = (url: string | null): string | null => url?.split('/').pop()?.split('.')[0] ?? null;
