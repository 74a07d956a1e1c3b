import { Email, Password, Username, type Lang, type RegisterRequest, type RegisterType } from '@prepwell/contracts';
import type { TFunction } from 'i18next';
import { fits } from '../../lib/form-rules.ts';

export interface RegisterValues {
  register_type: RegisterType;
  organization_name: string;
  instructor_code: string;
  student_emails: string[];
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
  education_level: string;
  graduation_year: string | null;
  country: string;
  /** Optional; prefilled from `?ref=` of an invitation link. */
  referral_code: string;
  captcha: string;
}

export const REGISTER_TYPES: RegisterType[] = ['student', 'teacher', 'parent', 'organization'];
export const EDUCATION_LEVELS = ['middle_school', 'high_school', 'college', 'graduate', 'other'] as const;

export const initialRegisterValues = (type: RegisterType, referralCode = ''): RegisterValues => ({
  register_type: type,
  organization_name: '',
  instructor_code: '',
  student_emails: [''],
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  password_confirmation: '',
  education_level: '',
  graduation_year: '',
  country: '',
  referral_code: referralCode,
  captcha: '',
});

/** The contracts' own field rules (the server checks RegisterRequest with the same schemas), with our messages. */
export const isEmail = (value: string): boolean => fits(Email, value);
export const isUsername = (value: string): boolean => fits(Username, value);
export const isPassword = (value: string): boolean => fits(Password, value);
export const PASSWORD_MIN = Password.minLength ?? 8;

type Translate = TFunction<'auth'>;
type Errors = Record<string, string | null>;

/** Client-side checks with RegisterRequest's field schemas and its cross-field rules (the server re-checks everything). */
export const validateRegister =
  (t: Translate, needsCaptcha: boolean) =>
  (v: RegisterValues): Errors => {
    const required = (value: string) => (value.trim() ? null : t('validation.required'));
    const email = (value: string) =>
      !value.trim() ? t('validation.required') : isEmail(value) ? null : t('validation.email');
    const errors: Errors = {
      first_name: required(v.first_name),
      last_name: required(v.last_name),
      username: !v.username.trim()
        ? t('validation.required')
        : isUsername(v.username)
          ? null
          : t('validation.username'),
      email: email(v.email),
      password: !v.password
        ? t('validation.required')
        : isPassword(v.password)
          ? null
          : t('validation.passwordLength', { min: PASSWORD_MIN }),
      password_confirmation: v.password_confirmation === v.password ? null : t('validation.passwordMismatch'),
      organization_name:
        v.register_type === 'organization' && v.organization_name.trim().length < 2 ? t('validation.required') : null,
      instructor_code: v.register_type === 'teacher' ? required(v.instructor_code) : null,
      graduation_year:
        v.graduation_year === '' ||
        v.graduation_year === null ||
        (Number(v.graduation_year) >= 1950 && Number(v.graduation_year) <= 2100)
          ? null
          : t('validation.year'),
      captcha: needsCaptcha ? (v.captcha.trim() ? null : t('validation.captcha')) : null,
    };
    if (v.register_type === 'parent') {
      // One student at least; each a valid, distinct e-mail (spec §5).
      const seen = new Set<string>();
      v.student_emails.forEach((value, index) => {
        const normal = value.trim().toLowerCase();
        errors[`student_emails.${index}`] = email(value) ?? (seen.has(normal) ? t('validation.distinctEmails') : null);
        seen.add(normal);
      });
    }
    return errors;
  };

export interface CaptchaAnswer {
  captcha_key?: string;
  captcha?: string;
  'g-recaptcha-response'?: string;
}

/** Builds the request body: trimmed text, only the fields this registration type uses. */
export const toRegisterRequest = (
  v: RegisterValues,
  captcha: CaptchaAnswer,
  lang: Lang,
  timezone: string,
): RegisterRequest => ({
  register_type: v.register_type,
  first_name: v.first_name.trim(),
  last_name: v.last_name.trim(),
  username: v.username.trim(),
  email: v.email.trim().toLowerCase(),
  password: v.password,
  password_confirmation: v.password_confirmation,
  ...(v.register_type === 'organization' ? { organization_name: v.organization_name.trim() } : {}),
  ...(v.register_type === 'teacher' ? { instructor_code: v.instructor_code.trim() } : {}),
  ...(v.register_type === 'parent'
    ? { student_emails: v.student_emails.map((e) => e.trim().toLowerCase()).filter(Boolean) }
    : {}),
  ...(v.register_type === 'student' && v.education_level ? { education_level: v.education_level } : {}),
  ...(v.register_type === 'student' && v.graduation_year ? { graduation_year: Number(v.graduation_year) } : {}),
  ...(v.country.trim() ? { country: v.country.trim() } : {}),
  // An organisation opens its own tenant, where no referral code of this one exists.
  ...(v.register_type !== 'organization' && v.referral_code.trim() ? { referral_code: v.referral_code.trim() } : {}),
  lang,
  timezone,
  device_name: 'web',
  ...captcha,
});

/**
 * The graduation years a registering student picks from: this year and the next twelve (issue 17: the list
 * began two years in the past, years a student still preparing cannot graduate in).
 */
export const graduationYearChoices = (now: Date = new Date()): string[] =>
  Array.from({ length: 13 }, (_, i) => String(now.getFullYear() + i));
