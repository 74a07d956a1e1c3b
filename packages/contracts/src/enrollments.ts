import { z } from 'zod';
import { Email, Id, IsoDate, Lang, Name, Page, Phone } from './common.ts';

/**
 * The centre's enrollment form (spec §3 "Enrollment form", §4 statuses, §5 rules; issue 19). The public
 * form sends `EnrollmentRequest`; the centre's admins read `EnrollmentView`, edit with `EnrollmentUpdate`
 * and turn one into accounts with `EnrollmentConvertRequest`.
 */
export const ENROLLMENT_ROLES = ['student', 'parent', 'other'] as const;
export const ENROLLMENT_TYPES = ['group', 'private', 'counseling'] as const;
export const ENROLLMENT_PAYMENT_WAYS = ['card', 'transfer', 'cash', 'other'] as const;
/** The currencies a family may pay in (ISO 4217). */
export const ENROLLMENT_CURRENCIES = ['USD', 'CNY', 'TWD', 'HKD', 'CAD', 'GBP', 'EUR'] as const;
export const ENROLLMENT_PAYMENT_STATUSES = ['unknown', 'unpaid', 'paid', 'cancelled'] as const;
export const ENROLLMENT_STATUSES = ['normal', 'archived', 'cancelled', 'deleted'] as const;
export const ENROLLMENT_LIMITS = {
  students: 5,
  classes: 10,
  testScores: 10,
  school: 200,
  courseText: 500,
  togetherWith: 500,
  message: 5000,
  notes: 5000,
} as const;
/** Spec §9: a referral given on the form counts when the enrollment is converted within this many days of it. */
export const ENROLLMENT_REFERRAL_DAYS = 7;

export const EnrollmentRole = z.enum(ENROLLMENT_ROLES);
export type EnrollmentRole = z.infer<typeof EnrollmentRole>;
export const EnrollmentType = z.enum(ENROLLMENT_TYPES);
export type EnrollmentType = z.infer<typeof EnrollmentType>;
export const EnrollmentPaymentWay = z.enum(ENROLLMENT_PAYMENT_WAYS);
export type EnrollmentPaymentWay = z.infer<typeof EnrollmentPaymentWay>;
export const EnrollmentCurrency = z.enum(ENROLLMENT_CURRENCIES);
export type EnrollmentCurrency = z.infer<typeof EnrollmentCurrency>;
export const EnrollmentPaymentStatus = z.enum(ENROLLMENT_PAYMENT_STATUSES);
export type EnrollmentPaymentStatus = z.infer<typeof EnrollmentPaymentStatus>;
export const EnrollmentStatus = z.enum(ENROLLMENT_STATUSES);
export type EnrollmentStatus = z.infer<typeof EnrollmentStatus>;

const text = (max: number) => z.string().trim().max(max);
/** An optional e-mail: empty means none. */
const OptionalEmail = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), Email.nullable());
const OptionalPhone = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), Phone.nullable());

export const EnrollmentTestScore = z.object({
  exam: z.string().trim().min(1).max(50),
  score: z.string().trim().min(1).max(20),
  date: IsoDate.nullable().optional(),
});
export type EnrollmentTestScore = z.infer<typeof EnrollmentTestScore>;

export const EnrollmentStudentInput = z.object({
  first_name: Name,
  last_name: Name,
  email: OptionalEmail.optional(),
  school: text(ENROLLMENT_LIMITS.school).default(''),
  graduation_year: z.number().int().min(1950).max(2100).nullable().optional(),
  test_scores: z.array(EnrollmentTestScore).max(ENROLLMENT_LIMITS.testScores).default([]),
});
export type EnrollmentStudentInput = z.input<typeof EnrollmentStudentInput>;

export const EnrollmentParentInput = z.object({
  first_name: Name,
  last_name: Name,
  email: OptionalEmail.optional(),
  phone: OptionalPhone.optional(),
});
export type EnrollmentParentInput = z.input<typeof EnrollmentParentInput>;

/** What the family fills in (the form's three steps), also what an admin may edit. */
export const EnrollmentFields = z.object({
  role: EnrollmentRole,
  first_name: Name,
  last_name: Name,
  email: Email,
  phone: Phone,
  students: z.array(EnrollmentStudentInput).min(1).max(ENROLLMENT_LIMITS.students),
  parent: EnrollmentParentInput.nullable().optional(),
  class_ids: z.array(Id).max(ENROLLMENT_LIMITS.classes).default([]),
  course_text: text(ENROLLMENT_LIMITS.courseText).default(''),
  type: EnrollmentType,
  payment_way: EnrollmentPaymentWay,
  currency: EnrollmentCurrency,
  referral_code: z
    .string()
    .trim()
    .max(32)
    .nullable()
    .optional()
    .transform((v) => v || null),
  together_with: text(ENROLLMENT_LIMITS.togetherWith).default(''),
  message: text(ENROLLMENT_LIMITS.message).default(''),
});
export type EnrollmentFields = z.input<typeof EnrollmentFields>;

/** `POST /api/enrollments` (public): the form, its language and the captcha answer. */
export const EnrollmentRequest = EnrollmentFields.extend({
  lang: Lang.optional(),
  captcha_key: z.string().max(100).optional(),
  captcha: z.string().trim().max(20).optional(),
  'g-recaptcha-response': z.string().max(4000).optional(),
});
export type EnrollmentRequest = z.input<typeof EnrollmentRequest>;

export const EnrollmentCreated = z.object({ id: z.string() });
export type EnrollmentCreated = z.infer<typeof EnrollmentCreated>;

/**
 * E-mails of one enrollment must all differ (spec §5): the students', the parent's and the one who fills
 * the form — who may be one of them (a student filling for themself, a parent filling as the parent).
 * Answers the paths of the repeated e-mails (empty when none repeats); used by the form and the server.
 */
export const enrollmentEmailClashes = (v: {
  role: string;
  email?: string | null | undefined;
  students: { email?: string | null | undefined }[];
  parent?: { email?: string | null | undefined } | null | undefined;
}): string[] => {
  const norm = (e: string | null | undefined) => (e ?? '').trim().toLowerCase();
  const entries: { path: string; email: string }[] = v.students.map((s, i) => ({
    path: `students.${i}.email`,
    email: norm(s.email),
  }));
  if (v.parent) entries.push({ path: 'parent.email', email: norm(v.parent.email) });
  const clashes = new Set<string>();
  const seen = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.email) continue;
    const first = seen.get(entry.email);
    if (first) {
      clashes.add(first);
      clashes.add(entry.path);
    } else seen.set(entry.email, entry.path);
  }
  const own = norm(v.email);
  if (own) {
    const same = entries.filter((e) => e.email === own);
    const self =
      v.role === 'student'
        ? same.filter((e) => e.path.startsWith('students.'))
        : v.role === 'parent'
          ? same.filter((e) => e.path === 'parent.email')
          : [];
    // The filler is at most one of the people named; any other entry with their address repeats it.
    if (same.length > self.length || self.length > 1) {
      clashes.add('email');
      for (const e of same) clashes.add(e.path);
    }
  }
  return [...clashes];
};

/** Spec §5 (issue 19): a graduation year in the past is refused (the current calendar year is fine). */
export const isPastGraduationYear = (year: number | null | undefined, now = new Date()) =>
  year !== null && year !== undefined && year < now.getUTCFullYear();

/** A class the form offers: one of the tenant's classes not yet ended. */
export const EnrollmentClassOption = z.object({
  id: z.string(),
  name: z.string(),
  method: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
});
export type EnrollmentClassOption = z.infer<typeof EnrollmentClassOption>;
export const EnrollmentClassOptions = z.object({ data: z.array(EnrollmentClassOption) });
export type EnrollmentClassOptions = z.infer<typeof EnrollmentClassOptions>;

/** One account the conversion made (`created`) or found by e-mail in the tenant. */
export const EnrollmentAccount = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  created: z.boolean(),
  invited: z.boolean(),
  /**
   * A student's link to the parent: `accepted` for a student the conversion created, `pending` (the
   * student's consent, decision 0018) for one found by e-mail, `none` without parent or when the student is
   * another parent's already.
   */
  link: z.enum(['accepted', 'pending', 'none']).default('none'),
});
export type EnrollmentAccount = z.infer<typeof EnrollmentAccount>;

/** What the conversion did (kept on the enrollment, so a second conversion only adds what is missing). */
export const EnrollmentAccounts = z.object({
  students: z.array(EnrollmentAccount),
  parent: EnrollmentAccount.nullable(),
  class_id: z.string().nullable(),
  class_name: z.string().nullable(),
  /** The referral counted (spec §9): converted within the days of ENROLLMENT_REFERRAL_DAYS of the form. */
  referral_counted: z.boolean().nullable(),
});
export type EnrollmentAccounts = z.infer<typeof EnrollmentAccounts>;

export const EnrollmentStudentView = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  school: z.string(),
  graduation_year: z.number().nullable(),
  test_scores: z.array(z.object({ exam: z.string(), score: z.string(), date: z.string().nullable() })),
});
export type EnrollmentStudentView = z.infer<typeof EnrollmentStudentView>;

export const EnrollmentView = z.object({
  id: z.string(),
  role: EnrollmentRole,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  students: z.array(EnrollmentStudentView),
  parent: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  classes: z.array(z.object({ id: z.string(), name: z.string().nullable() })),
  course_text: z.string(),
  type: EnrollmentType,
  payment_way: EnrollmentPaymentWay,
  currency: z.string(),
  referral_code: z.string().nullable(),
  referrer: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The last moment a conversion makes the referral count (the form's time + 7 days); null without referrer. */
  referral_deadline: z.string().nullable(),
  together_with: z.string(),
  message: z.string(),
  payment_status: EnrollmentPaymentStatus,
  status: EnrollmentStatus,
  read: z.boolean(),
  read_at: z.string().nullable(),
  notes: z.string(),
  lang: z.string(),
  converted_at: z.string().nullable(),
  accounts: EnrollmentAccounts.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EnrollmentView = z.infer<typeof EnrollmentView>;

export const EnrollmentReadFilter = z.enum(['all', 'unread', 'read']);
export type EnrollmentReadFilter = z.infer<typeof EnrollmentReadFilter>;

/**
 * `GET /api/enrollments`: 20 a page, unread first, then newest. Without a `status` filter deleted ones are
 * left out (ask `status=deleted` to see them). Dates are the form's day (UTC), inclusive.
 */
export const EnrollmentQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  q: z.string().trim().max(100).optional(),
  payment_status: EnrollmentPaymentStatus.optional(),
  status: EnrollmentStatus.optional(),
  read: EnrollmentReadFilter.default('all'),
  type: EnrollmentType.optional(),
  class_id: Id.optional(),
  /** Enrollments that chose any class of one of the course's sessions. */
  course_id: Id.optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
});
export type EnrollmentQuery = z.input<typeof EnrollmentQuery>;

export const EnrollmentPage = Page(EnrollmentView).extend({ unread: z.number().int() });
export type EnrollmentPage = z.infer<typeof EnrollmentPage>;

/** `GET /api/enrollments/:id`: opening marks it read unless `mark_read=false`. */
export const EnrollmentDetailQuery = z.object({
  mark_read: z.enum(['true', 'false']).default('true'),
});

/** `PATCH /api/enrollments/:id`: the centre's fields and any of the family's (checked as the form checks them). */
export const EnrollmentUpdate = z.object({
  role: EnrollmentRole.optional(),
  first_name: Name.optional(),
  last_name: Name.optional(),
  email: Email.optional(),
  phone: Phone.optional(),
  students: z.array(EnrollmentStudentInput).min(1).max(ENROLLMENT_LIMITS.students).optional(),
  parent: EnrollmentParentInput.nullable().optional(),
  class_ids: z.array(Id).max(ENROLLMENT_LIMITS.classes).optional(),
  course_text: text(ENROLLMENT_LIMITS.courseText).optional(),
  type: EnrollmentType.optional(),
  payment_way: EnrollmentPaymentWay.optional(),
  currency: EnrollmentCurrency.optional(),
  together_with: text(ENROLLMENT_LIMITS.togetherWith).optional(),
  message: text(ENROLLMENT_LIMITS.message).optional(),
  payment_status: EnrollmentPaymentStatus.optional(),
  status: EnrollmentStatus.optional(),
  notes: text(ENROLLMENT_LIMITS.notes).optional(),
  read: z.boolean().optional(),
});
export type EnrollmentUpdate = z.input<typeof EnrollmentUpdate>;

/** `POST /api/enrollments/:id/convert`: accounts for the family, placed in the class, invited by e-mail. */
export const EnrollmentConvertRequest = z.object({
  class_id: Id.nullable().optional(),
  invite: z.boolean().default(true),
});
export type EnrollmentConvertRequest = z.input<typeof EnrollmentConvertRequest>;

export const EnrollmentParams = z.object({ id: Id });
