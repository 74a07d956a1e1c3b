import {
  Email,
  enrollmentEmailClashes,
  isPastGraduationYear,
  Phone,
  type EnrollmentCurrency,
  type EnrollmentPaymentWay,
  type EnrollmentRequest,
  type EnrollmentRole,
  type EnrollmentType,
} from '@prepwell/contracts';
import type { TFunction } from 'i18next';
import { fits } from '../../lib/form-rules.ts';

export interface StudentValues {
  first_name: string;
  last_name: string;
  email: string;
  school: string;
  graduation_year: string;
  /** Test scores: an exam's name and the score, as the family types them. */
  test_scores: { exam: string; score: string }[];
}

export interface EnrollmentValues {
  role: EnrollmentRole;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  students: StudentValues[];
  has_parent: boolean;
  parent: { first_name: string; last_name: string; email: string; phone: string };
  class_ids: string[];
  course_text: string;
  type: EnrollmentType;
  payment_way: EnrollmentPaymentWay;
  currency: EnrollmentCurrency;
  referral_code: string;
  together_with: string;
  message: string;
  captcha: string;
}

export const emptyStudent = (): StudentValues => ({
  first_name: '',
  last_name: '',
  email: '',
  school: '',
  graduation_year: '',
  test_scores: [],
});

export const initialEnrollmentValues = (): EnrollmentValues => ({
  role: 'parent',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  students: [emptyStudent()],
  has_parent: false,
  parent: { first_name: '', last_name: '', email: '', phone: '' },
  class_ids: [],
  course_text: '',
  type: 'group',
  payment_way: 'transfer',
  currency: 'USD',
  referral_code: '',
  together_with: '',
  message: '',
  captcha: '',
});

/** Spec §5: digits (with an optional leading + and spaces or dashes), at least 7 of them: the server's rule. */
export const isValidPhone = (phone: string) => fits(Phone, phone);
export const isValidEmail = (email: string) => fits(Email, email);

type Errors = Record<string, string>;
type T = TFunction<'enrollments'>;

/** Step 1: who fills the form and how to reach them. */
const checkContact = (t: T, v: EnrollmentValues, e: Errors) => {
  if (!v.first_name.trim()) e.first_name = t('validation.required');
  if (!v.last_name.trim()) e.last_name = t('validation.required');
  if (!isValidEmail(v.email)) e.email = t('validation.email');
  if (!isValidPhone(v.phone)) e.phone = t('validation.phone');
  if (v.has_parent) {
    if (!v.parent.first_name.trim()) e['parent.first_name'] = t('validation.required');
    if (!v.parent.last_name.trim()) e['parent.last_name'] = t('validation.required');
    if (v.parent.email.trim() && !isValidEmail(v.parent.email)) e['parent.email'] = t('validation.email');
    if (v.parent.phone.trim() && !isValidPhone(v.parent.phone)) e['parent.phone'] = t('validation.phone');
  }
};

/** Step 2: the students (1–5), each named, e-mails valid and all distinct, graduation years not past. */
const checkStudents = (t: T, v: EnrollmentValues, e: Errors) => {
  v.students.forEach((s, i) => {
    if (!s.first_name.trim()) e[`students.${i}.first_name`] = t('validation.required');
    if (!s.last_name.trim()) e[`students.${i}.last_name`] = t('validation.required');
    if (s.email.trim() && !isValidEmail(s.email)) e[`students.${i}.email`] = t('validation.email');
    const year = s.graduation_year.trim();
    if (year && (!/^\d{4}$/.test(year) || isPastGraduationYear(Number(year))))
      e[`students.${i}.graduation_year`] = t('validation.graduationYear');
    s.test_scores.forEach((score, j) => {
      if (!score.exam.trim()) e[`students.${i}.test_scores.${j}.exam`] = t('validation.required');
      if (!score.score.trim()) e[`students.${i}.test_scores.${j}.score`] = t('validation.required');
    });
  });
  const emails = { role: v.role, email: v.email, students: v.students, parent: v.has_parent ? v.parent : null };
  for (const path of enrollmentEmailClashes(emails)) e[path] ??= t('validation.distinct');
};

/** Step 3: a class or a course in words; the captcha when the tenant shows the built-in one. */
const checkChoice = (t: T, v: EnrollmentValues, e: Errors, builtinCaptcha: boolean) => {
  if (v.class_ids.length === 0 && !v.course_text.trim()) e.class_ids = t('validation.course');
  if (builtinCaptcha && !v.captcha.trim()) e.captcha = t('validation.captcha');
};

/** The errors of one step (0, 1, 2) — or of every step up to it. */
export const validateStep = (t: T, v: EnrollmentValues, step: number, builtinCaptcha: boolean): Errors => {
  const e: Errors = {};
  if (step >= 0) checkContact(t, v, e);
  if (step >= 1) checkStudents(t, v, e);
  if (step >= 2) checkChoice(t, v, e, builtinCaptcha);
  return e;
};

/** Which step a server field error belongs to (to go back to it). */
export const stepOfPath = (path: string): number =>
  path.startsWith('students')
    ? 1
    : /^(class_ids|course_text|type|payment_way|currency|referral_code|together_with|message|captcha)/.test(path)
      ? 2
      : 0;

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The request body (text trimmed; the captcha is added by the form). */
export const toRequest = (v: EnrollmentValues): EnrollmentRequest => ({
  role: v.role,
  first_name: v.first_name.trim(),
  last_name: v.last_name.trim(),
  email: v.email.trim(),
  phone: v.phone.trim(),
  students: v.students.map((s) => ({
    first_name: s.first_name.trim(),
    last_name: s.last_name.trim(),
    email: orNull(s.email),
    school: s.school.trim(),
    graduation_year: /^\d{4}$/.test(s.graduation_year.trim()) ? Number(s.graduation_year.trim()) : null,
    test_scores: s.test_scores.map((x) => ({ exam: x.exam.trim(), score: x.score.trim() })),
  })),
  parent: v.has_parent
    ? {
        first_name: v.parent.first_name.trim(),
        last_name: v.parent.last_name.trim(),
        email: orNull(v.parent.email),
        phone: orNull(v.parent.phone),
      }
    : null,
  class_ids: v.class_ids,
  course_text: v.course_text.trim(),
  type: v.type,
  payment_way: v.payment_way,
  currency: v.currency,
  referral_code: orNull(v.referral_code),
  together_with: v.together_with.trim(),
  message: v.message.trim(),
});
