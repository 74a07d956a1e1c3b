import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  emptyStudent,
  initialEnrollmentValues,
  isValidPhone,
  stepOfPath,
  toRequest,
  validateStep,
  type EnrollmentValues,
} from './enrollment-values.ts';

const t = ((key: string) => key) as unknown as TFunction<'enrollments'>;
const year = new Date().getUTCFullYear();

const filled = (): EnrollmentValues => ({
  ...initialEnrollmentValues(),
  first_name: ' Li ',
  last_name: 'Chen',
  email: 'li@example.test',
  phone: '138 0013 8000',
  students: [
    {
      ...emptyStudent(),
      first_name: 'Amy',
      last_name: 'Chen',
      email: 'amy@example.test',
      graduation_year: String(year + 1),
    },
  ],
  course_text: 'SAT',
});

describe('the enrollment form’s own checks', () => {
  it('checks each step’s fields only up to that step', () => {
    const v = { ...initialEnrollmentValues(), phone: '12345' };
    expect(validateStep(t, v, 0, false)).toEqual({
      first_name: 'validation.required',
      last_name: 'validation.required',
      email: 'validation.email',
      phone: 'validation.phone',
    });
    expect(validateStep(t, filled(), 0, false)).toEqual({});
    expect(validateStep(t, filled(), 2, true)).toEqual({ captcha: 'validation.captcha' });
    expect(validateStep(t, { ...filled(), course_text: ' ' }, 2, false)).toEqual({ class_ids: 'validation.course' });
  });

  it('phones need 7 digits, numbers only', () => {
    expect(isValidPhone('123 456')).toBe(false);
    expect(isValidPhone('+1 555-123-4567')).toBe(true);
    expect(isValidPhone('555-CALL-NOW')).toBe(false);
  });

  it('refuses repeated e-mails and past graduation years on step 2', () => {
    const v = filled();
    v.students.push({
      ...emptyStudent(),
      first_name: 'Ben',
      last_name: 'Chen',
      email: 'AMY@example.test',
      graduation_year: String(year - 1),
    });
    expect(validateStep(t, v, 1, false)).toEqual({
      'students.0.email': 'validation.distinct',
      'students.1.email': 'validation.distinct',
      'students.1.graduation_year': 'validation.graduationYear',
    });
  });

  it('sends trimmed text, empty optional e-mails as null, and maps server paths to steps', () => {
    const body = toRequest({ ...filled(), referral_code: '  ', message: ' hi ' });
    expect(body).toMatchObject({ first_name: 'Li', referral_code: null, message: 'hi', parent: null });
    expect(body.students[0]).toMatchObject({ email: 'amy@example.test', graduation_year: year + 1, school: '' });
    expect(
      toRequest({ ...filled(), students: [{ ...emptyStudent(), first_name: 'X', last_name: 'Y' }] }).students[0]?.email,
    ).toBeNull();
    expect(stepOfPath('phone')).toBe(0);
    expect(stepOfPath('parent.email')).toBe(0);
    expect(stepOfPath('students.1.email')).toBe(1);
    expect(stepOfPath('class_ids.0')).toBe(2);
    expect(stepOfPath('captcha')).toBe(2);
  });
});
