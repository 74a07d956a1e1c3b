import {
  Email,
  isPastGraduationYear,
  Phone,
  type Lang,
  type RosterProblem,
  type RosterProblemCode,
  type RosterProblemField,
} from '@prepwell/contracts';
import type { RosterFileRow } from './roster-file.ts';

/**
 * The checks of a roster that need no database (pure): each row's fields, and what rows say about each
 * other (one e-mail with two names, or as a student on one row and a parent on another).
 */

export interface CheckedRow {
  row: number;
  student: { firstName: string; lastName: string; email: string; school: string; graduationYear: number | null };
  parent: { firstName: string; lastName: string; email: string; phone: string } | null;
  className: string;
  sessionTitle: string;
  language: Lang;
  problems: RosterProblem[];
}

const LANGUAGE_OF = new Map<string, Lang>(
  Object.entries({
    en: 'en',
    english: 'en',
    英文: 'en',
    英语: 'en',
    英語: 'en',
    cn: 'cn',
    'zh-cn': 'cn',
    'zh-hans': 'cn',
    zh: 'cn',
    简体中文: 'cn',
    简体: 'cn',
    簡體中文: 'cn',
    中文: 'cn',
    tw: 'tw',
    'zh-tw': 'tw',
    'zh-hant': 'tw',
    'zh-hk': 'tw',
    繁體中文: 'tw',
    繁体中文: 'tw',
    繁體: 'tw',
    繁体: 'tw',
  }) as [string, Lang][],
);

/** Longest text kept in a name, school, class or session cell. */
const MAX_NAME = 100;
const MAX_TEXT = 200;

const emailOf = (text: string) => {
  const parsed = Email.safeParse(text);
  return parsed.success ? parsed.data : null;
};

/** One row's own checks. */
const checkRow = (file: RosterFileRow, defaultLang: Lang, now: Date): CheckedRow => {
  const v = file.values;
  const problems: RosterProblem[] = [];
  const add = (field: RosterProblemField, code: RosterProblemCode) => problems.push({ row: file.row, field, code });
  const name = (field: RosterProblemField, text: string, required: boolean) => {
    if (text === '') {
      if (required) add(field, 'required');
    } else if (text.length > MAX_NAME) add(field, 'too_long');
  };

  name('student_first_name', v.student_first_name, true);
  name('student_last_name', v.student_last_name, true);
  let studentEmail = v.student_email.toLowerCase();
  if (v.student_email === '') add('student_email', 'student_email_missing');
  else {
    const email = emailOf(v.student_email);
    if (email) studentEmail = email;
    else add('student_email', 'invalid_email');
  }
  if (v.student_school.length > MAX_TEXT) add('student_school', 'too_long');
  let graduationYear: number | null = null;
  if (v.student_graduation_year !== '') {
    const year = /^\d{4}$/.test(v.student_graduation_year) ? Number(v.student_graduation_year) : NaN;
    if (!Number.isInteger(year) || year < 1950 || year > 2100) add('student_graduation_year', 'invalid_value');
    else if (isPastGraduationYear(year, now)) add('student_graduation_year', 'graduation_year_past');
    else graduationYear = year;
  }

  const hasParent = [v.parent_first_name, v.parent_last_name, v.parent_email, v.parent_phone].some((t) => t !== '');
  let parent: CheckedRow['parent'] = null;
  if (hasParent) {
    // The names are required only for a parent account the import makes (the plan checks that).
    name('parent_first_name', v.parent_first_name, false);
    name('parent_last_name', v.parent_last_name, false);
    let parentEmail = v.parent_email.toLowerCase();
    if (v.parent_email === '') add('parent_email', 'required');
    else {
      const email = emailOf(v.parent_email);
      if (!email) add('parent_email', 'invalid_email');
      else if (email === studentEmail) add('parent_email', 'emails_not_distinct');
      else parentEmail = email;
    }
    if (v.parent_phone !== '' && !Phone.safeParse(v.parent_phone).success) add('parent_phone', 'invalid_phone');
    parent = {
      firstName: v.parent_first_name,
      lastName: v.parent_last_name,
      email: parentEmail,
      phone: v.parent_phone,
    };
  }
  if (v.class.length > MAX_TEXT) add('class', 'too_long');
  if (v.session.length > MAX_TEXT) add('session', 'too_long');
  let language = defaultLang;
  if (v.language !== '') {
    const lang = LANGUAGE_OF.get(v.language.toLowerCase().replace(/_/g, '-'));
    if (lang) language = lang;
    else add('language', 'invalid_value');
  }
  return {
    row: file.row,
    student: {
      firstName: v.student_first_name,
      lastName: v.student_last_name,
      email: studentEmail,
      school: v.student_school,
      graduationYear,
    },
    parent,
    className: v.class,
    sessionTitle: v.session,
    language,
    problems,
  };
};

/** Whether the row's own checks found a problem on this field (its value then takes no part in the file's checks). */
const hasProblemOn = (row: CheckedRow, field: RosterProblemField) => row.problems.some((p) => p.field === field);

const sameName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) =>
  a.firstName.toLowerCase() === b.firstName.toLowerCase() && a.lastName.toLowerCase() === b.lastName.toLowerCase();

/**
 * Every row's checks, then the file's: an e-mail named twice with different names (`names_differ` on the
 * later rows' first name; a parent row without names agrees with any), and an e-mail that is a student on one
 * row and a parent on another (`email_two_roles` on the parent's e-mail).
 */
export const checkRosterRows = (rows: RosterFileRow[], defaultLang: Lang, now = new Date()): CheckedRow[] => {
  const checked = rows.map((r) => checkRow(r, defaultLang, now));
  const students = new Map<string, CheckedRow['student']>();
  const parents = new Map<string, NonNullable<CheckedRow['parent']>>();
  for (const row of checked) {
    const s = row.student;
    if (s.email !== '' && !hasProblemOn(row, 'student_email')) {
      const first = students.get(s.email);
      if (!first) students.set(s.email, s);
      else if (!sameName(first, s))
        row.problems.push({ row: row.row, field: 'student_first_name', code: 'names_differ' });
    }
    const p = row.parent;
    if (p && p.email !== '' && !hasProblemOn(row, 'parent_email')) {
      const first = parents.get(p.email);
      const named = p.firstName !== '' || p.lastName !== '';
      if (!first || (first.firstName === '' && first.lastName === '')) parents.set(p.email, p);
      else if (named && !sameName(first, p))
        row.problems.push({ row: row.row, field: 'parent_first_name', code: 'names_differ' });
    }
  }
  for (const row of checked)
    if (row.parent && students.has(row.parent.email) && !hasProblemOn(row, 'parent_email'))
      row.problems.push({ row: row.row, field: 'parent_email', code: 'email_two_roles' });
  return checked;
};
