import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { initialRegisterValues, toRegisterRequest, validateRegister } from './register-values.ts';

const t = ((key: string) => key) as unknown as TFunction<'auth'>;

describe('register values', () => {
  it('sends only the fields of the chosen type', () => {
    const values = { ...initialRegisterValues('parent'), first_name: ' Ann ', last_name: 'Lee', username: 'ann', email: 'A@x.io', password: 'secret123', password_confirmation: 'secret123', student_emails: ['kid@x.io', ''], organization_name: 'ignored' };
    const body = toRegisterRequest(values, { captcha_key: 'k', captcha: 'abcd' }, 'en', 'UTC');
    expect(body).toMatchObject({ register_type: 'parent', first_name: 'Ann', email: 'a@x.io', student_emails: ['kid@x.io'], captcha_key: 'k' });
    expect(body).not.toHaveProperty('organization_name');
  });

  it('flags repeated student e-mails', () => {
    const values = { ...initialRegisterValues('parent'), student_emails: ['kid@x.io', 'KID@x.io'] };
    const errors = validateRegister(t, false)(values);
    expect(errors['student_emails.0']).toBeNull();
    expect(errors['student_emails.1']).toBe('validation.distinctEmails');
  });
});
