import { z } from 'zod';
import { Email, IsoDate, Lang, Name, Password, Phone, Username } from './common.ts';
import { RoleName } from './roles.ts';

/** Who a user is, as the session user, the profile and the user lists all begin (`name`: first and last, or null). */
export const UserIdentity = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string(),
});
export type UserIdentity = z.infer<typeof UserIdentity>;

/** The session user (spec §3). */
export const SessionUser = UserIdentity.extend({
  lang: Lang,
  email_verified_at: z.string().nullable(),
  roles: z.array(z.object({ name: RoleName })),
  pro_expired_at: IsoDate.nullable(),
  is_pro: z.boolean(),
  timezone: z.string(),
  avatar: z.string().nullable(),
  finish_bind: z.boolean(),
  tenant: z.string(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const AuthResponse = z.object({ access_token: z.string(), user: SessionUser });
export type AuthResponse = z.infer<typeof AuthResponse>;

export const DeviceName = z.string().trim().min(1).max(100).default('web');

/** Captcha answer: either the built-in captcha (key + text) or a reCAPTCHA token. */
const CaptchaFields = {
  captcha_key: z.string().max(100).optional(),
  captcha: z.string().trim().max(20).optional(),
  'g-recaptcha-response': z.string().max(4000).optional(),
};

export const RegisterType = z.enum(['student', 'teacher', 'parent', 'organization']);
export type RegisterType = z.infer<typeof RegisterType>;

export const RegisterRequest = z
  .object({
    register_type: RegisterType,
    organization_name: z.string().trim().min(2).max(100).optional(),
    first_name: Name,
    last_name: Name,
    /** Required and unique within the tenant (spec §5). */
    username: Username,
    email: Email,
    password: Password,
    password_confirmation: z.string().max(256),
    education_level: z.string().trim().max(50).optional(),
    graduation_year: z.number().int().min(1950).max(2100).optional(),
    country: z.string().trim().max(100).optional(),
    instructor_code: z.string().trim().max(64).optional(),
    student_emails: z.array(Email).max(10).optional(),
    lang: Lang.optional(),
    timezone: z.string().max(64).optional(),
    referral_code: z.string().trim().max(32).optional(),
    device_name: DeviceName,
    ...CaptchaFields,
  })
  .superRefine((v, ctx) => {
    if (v.password_confirmation !== v.password)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'password_mismatch' });
    if (v.register_type === 'organization' && !v.organization_name)
      ctx.addIssue({ code: 'custom', path: ['organization_name'], message: 'required' });
    if (v.register_type === 'teacher' && !v.instructor_code)
      ctx.addIssue({ code: 'custom', path: ['instructor_code'], message: 'required' });
    if (v.register_type === 'parent' && (!v.student_emails || v.student_emails.length === 0))
      ctx.addIssue({ code: 'custom', path: ['student_emails'], message: 'choose_at_least_one' });
    if (v.student_emails && new Set(v.student_emails).size !== v.student_emails.length)
      ctx.addIssue({ code: 'custom', path: ['student_emails'], message: 'emails_not_distinct' });
  });
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** Register answers like login, plus the tenant the account lives on (a new one for an organisation). */
export const RegisterResponse = AuthResponse.extend({ tenant: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** Login: e-mail if the identifier has an at-sign, else username (spec §3). */
export const LoginRequest = z
  .object({
    email: z.string().trim().max(254).optional(),
    username: z.string().trim().max(254).optional(),
    password: z.string().min(1).max(256),
    device_name: DeviceName,
    /** Only read once the server asked for a captcha (`captcha_required`, decision 0019). */
    ...CaptchaFields,
  })
  .refine((v) => !!(v.email || v.username), { path: ['email'], message: 'required' });
export type LoginRequest = z.input<typeof LoginRequest>;

export const TokenLoginRequest = z.object({ token: z.string().min(10).max(200) });
export const LangRequest = z.object({ lang: Lang });
export const CheckUsernameRequest = z.object({ username: Username });
export const CheckEmailRequest = z.object({ email: Email });
export const Available = z.object({ available: z.literal(true) });

export const EmailRequest = z.object({ email: Email });
export const ResetPasswordRequest = z
  .object({ token: z.string().min(10).max(200), password: Password, password_confirmation: z.string().max(256) })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'password_mismatch',
  });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

/** The current password is checked under the login throttle, so it may ask for a captcha too (decision 0019). */
export const ChangePasswordRequest = z
  .object({
    current_password: z.string().min(1).max(256),
    password: Password,
    password_confirmation: z.string().max(256),
    ...CaptchaFields,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'password_mismatch',
  });

export const VerifyEmailParams = z.object({ id: z.uuid(), hash: z.string().min(10).max(200) });

export const InstructorCodeRequest = z.object({ code: z.string().trim().min(1).max(64) });
export const Valid = z.object({ valid: z.literal(true) });

export const Captcha = z.object({ key: z.string(), img: z.string() });

/** The captcha a throttled password check asks for: `details.captcha` of `captcha_required` and `captcha_invalid`. */
export const CaptchaChallenge = z.object({
  provider: z.enum(['builtin', 'recaptcha']),
  site_key: z.string().nullable(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

/** What a throttled password check tells the client in `details` (decision 0019): a wait, or a captcha to show. */
export const ThrottleDetails = z.object({
  /** Seconds until another try is answered (as the Retry-After header), on `too_many_requests`. */
  retry_after: z.number().int().positive().optional(),
  captcha: CaptchaChallenge.optional(),
});
export type ThrottleDetails = z.infer<typeof ThrottleDetails>;
export const Geo = z.object({ iso_code: z.string(), country: z.string(), city: z.string(), timezone: z.string() });
export type Geo = z.infer<typeof Geo>;
export const DEFAULT_GEO: Geo = {
  iso_code: 'US',
  country: 'United States',
  city: 'Salt Lake City',
  timezone: 'America/Denver',
};

/** A one-time link (token login or password set) issued by an admin. */
export const UserIdRequest = z.object({ user_id: z.uuid() });
export const UrlResponse = z.object({ url: z.string() });

export const PhoneField = Phone;
