import { describe, expect, it } from 'vitest';
import { initialRegisterValues, toRegisterRequest } from '../auth/register-values.ts';

/** The register form's referral code: prefilled from the link, sent trimmed, never for an organisation. */
describe('referral code in the registration request', () => {
  const filled = (type: 'student' | 'organization', code: string) => ({
    ...initialRegisterValues(type, code),
    first_name: 'Ann',
    last_name: 'Lee',
    username: 'ann',
    email: 'ann@x.io',
    password: 'secret123',
    password_confirmation: 'secret123',
    organization_name: 'Acme',
  });

  it('starts with the code of the invitation link', () => {
    expect(initialRegisterValues('student', 'ACD34KM').referral_code).toBe('ACD34KM');
    expect(initialRegisterValues('student').referral_code).toBe('');
  });

  it('sends a trimmed code, and nothing when the field is empty', () => {
    expect(toRegisterRequest(filled('student', ' ACD34KM '), {}, 'en', 'UTC').referral_code).toBe('ACD34KM');
    expect(toRegisterRequest(filled('student', '  '), {}, 'en', 'UTC')).not.toHaveProperty('referral_code');
  });

  it('an organisation sign-up (a new tenant) sends no code', () => {
    expect(toRegisterRequest(filled('organization', 'ACD34KM'), {}, 'en', 'UTC')).not.toHaveProperty('referral_code');
  });
});
