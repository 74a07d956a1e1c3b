import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import {
  initialRegisterValues,
  toRegisterRequest,
  validateRegister,
  graduationYearChoices,
} from './register-values.ts';

const t = ((key: string) => key) as unknown as TFunction<'auth'>;

describe('register values', () => {
  it('sends only the fields of the chosen type', () => {
    const values = {
      ...initialRegisterValues('parent'),
      first_name: ' Ann ',
      last_name: 'Lee',
      username: 'ann',
      email: 'A@x.io',
      password: 'secret123',
      password_confirmation: 'secret123',
      student_emails: ['kid@x.io', ''],
      organization_name: 'ignored',
    };
    const body = toRegisterRequest(values, { captcha_key: 'k', captcha: 'abcd' }, 'en', 'UTC');
    expect(body).toMatchObject({
      register_type: 'parent',
      first_name: 'Ann',
      email: 'a@x.io',
      student_emails: ['kid@x.io'],
      captcha_key: 'k',
    });
    expect(body).not.toHaveProperty('organization_name');
  });

  it("checks fields with the contracts' schemas and says so in the form's words", () => {
    const values = {
      ...initialRegisterValues('student'),
      first_name: 'A',
      last_name: 'B',
      username: 'ab',
      email: 'a@b',
      password: 'short',
      password_confirmation: 'short',
    };
    expect(validateRegister(t, false)(values)).toMatchObject({
      username: 'validation.username',
      email: 'validation.email',
      password: 'validation.passwordLength',
    });
    const fine = {
      ...values,
      username: ' ann.lee ',
      email: ' Ann@Example.com ',
      password: 'long enough',
      password_confirmation: 'long enough',
    };
    expect(validateRegister(t, false)(fine)).toMatchObject({
      username: null,
      email: null,
      password: null,
      password_confirmation: null,
    });
  });

  it('flags repeated student e-mails', () => {
    const values = { ...initialRegisterValues('parent'), student_emails: ['kid@x.io', 'KID@x.io'] };
    const errors = validateRegister(t, false)(values);
    expect(errors['student_emails.0']).toBeNull();
    expect(errors['student_emails.1']).toBe('validation.distinctEmails');
  });
});

describe('graduation years (issue 17)', () => {
  it('start at the current year, never in the past', () => {
    const years = graduationYearChoices(new Date('2026-11-26T12:00:00Z'));
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('2038');
    expect(years.every((y) => Number(y) >= 2026)).toBe(true);
  });
});
