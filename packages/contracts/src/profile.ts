import { z } from 'zod';
import { Email, Lang, Name, OptionalText, Phone, Username } from './common.ts';
import { UserIdentity } from './auth.ts';
import { RoleName } from './roles.ts';

/** Grade level: 1–12 school years, 13–16 college years, 17 = graduated (spec §3). */
export const GradeLevel = z.number().int().min(1).max(17);

export const StudentProfile = z.object({
  school: z.string().trim().min(1).max(200),
  grade_level: GradeLevel.nullable().optional(),
  phone: Phone,
  address: OptionalText(300),
  prior_tests: OptionalText(1000),
  graduation_year: z.number().int().min(1950).max(2100).nullable().optional(),
});
export type StudentProfile = z.infer<typeof StudentProfile>;

/**
 * A teacher's billing details (official name, SSN, date of birth, payment method, mailing address) are no
 * longer part of the profile: they are sealed at rest and kept by `PUT /api/teacher-billing` (salary.ts,
 * decision 0049). A profile change that still sends `billing` is refused on that field, never dropped.
 */
const BillingMoved = z
  .unknown()
  .refine((v) => v === undefined, { message: 'billing_moved' })
  .optional();

export const TeacherProfile = z.object({
  college: z.string().trim().min(1).max(200),
  major: z.string().trim().min(1).max(200),
  phone: Phone,
  grade_level: OptionalText(100),
  bio: OptionalText(4000),
  subjects: z.array(z.string().trim().min(1).max(60)).max(30).optional(),
  hours_available: z.number().int().min(0).max(168).nullable().optional(),
  hourly_salary: z.number().min(0).max(100000).nullable().optional(),
  billing: BillingMoved,
});
export type TeacherProfile = z.infer<typeof TeacherProfile>;

export const ParentProfile = z.object({ phone: Phone });

export const BindStudentRequest = StudentProfile;
export const BindTeacherRequest = TeacherProfile.extend({ instructor_code: z.string().trim().min(1).max(64) });
export const BindParentRequest = z
  .object({ phone: Phone, student_emails: z.array(Email).min(1).max(10) })
  .refine((v) => new Set(v.student_emails).size === v.student_emails.length, {
    path: ['student_emails'],
    message: 'emails_not_distinct',
  });
export const FinishBindResponse = z.object({ finishBind: z.boolean() });

export const BasicProfileUpdate = z.object({
  first_name: Name.optional(),
  last_name: Name.optional(),
  username: Username.optional(),
  email: Email.optional(),
  lang: Lang.optional(),
  timezone: z.string().max(64).optional(),
  phone: Phone.nullable().optional(),
  facebook: OptionalText(200),
  line: OptionalText(200),
  wechat: OptionalText(200),
  skype: OptionalText(200),
});
export type BasicProfileUpdate = z.infer<typeof BasicProfileUpdate>;
export const StudentProfileUpdate = StudentProfile.partial();
export const TeacherProfileUpdate = TeacherProfile.partial();

export const ChildSummary = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
});
export type ChildSummary = z.infer<typeof ChildSummary>;

/** Everything about one user that the profile screens show. */
export const ProfileView = UserIdentity.extend({
  lang: Lang,
  timezone: z.string(),
  email_verified_at: z.string().nullable(),
  roles: z.array(z.object({ name: RoleName })),
  pro_expired_at: z.string().nullable(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  facebook: z.string().nullable(),
  line: z.string().nullable(),
  wechat: z.string().nullable(),
  skype: z.string().nullable(),
  created_at: z.string(),
  student_profile: StudentProfile.partial().nullable(),
  teacher_profile: TeacherProfile.omit({ billing: true }).partial().nullable(),
  parent_profile: ParentProfile.partial().nullable(),
  children: z.array(ChildSummary),
  parents: z.array(ChildSummary),
});
export type ProfileView = z.infer<typeof ProfileView>;

export const ImageUpload = z.object({ id: z.string(), url: z.string() });
export type ImageUpload = z.infer<typeof ImageUpload>;

/** A user row in lists (admin, teacher search). Names missing = unfinished registration. */
export const UserSummary = UserIdentity.extend({
  roles: z.array(z.object({ name: RoleName })),
  email_verified_at: z.string().nullable(),
  pro_expired_at: z.string().nullable(),
  tenant: z.string(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type UserSummary = z.infer<typeof UserSummary>;

export const RolesUpdate = z.object({
  roles: z.array(z.enum(['super_admin', 'organization_admin', 'teacher', 'student', 'parent'])).max(5),
});

/** A feedback screenshot's largest size (issue 17): PNG or JPEG, checked by content on the server. */
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
export const FeedbackRequest = z.object({
  type: z.enum(['bug', 'recommendation']),
  page: z.string().trim().min(1).max(500),
  details: z.string().trim().min(1).max(5000),
  /**
   * A PNG/JPEG data URL of a screenshot. The text may carry a little more than FEEDBACK_SCREENSHOT_MAX_BYTES,
   * so that a file just too big is answered 413 `file_too_large` naming the limit, not a validation error.
   */
  screenshot: z
    .string()
    .max(3_900_000)
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/)
    .optional(),
});
export const FeedbackView = z.object({
  id: z.string(),
  type: z.enum(['bug', 'recommendation']),
  page: z.string(),
  details: z.string(),
  created_at: z.string(),
});

/** What a parent may change on a linked child's profile. */
export const ChildProfileUpdate = z.object({
  first_name: Name.optional(),
  last_name: Name.optional(),
  student_profile: StudentProfileUpdate.optional(),
});

export const UserPage = z.object({
  data: z.array(UserSummary),
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type UserPage = z.infer<typeof UserPage>;

export const UserListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  q: z.string().trim().max(100).optional(),
  tenant: z.string().trim().max(40).optional(),
  role: z.enum(['super_admin', 'organization_admin', 'teacher', 'student', 'parent']).optional(),
});

/** `GET /auth/students?q=` — a teacher's student search (at most 20). */
export const StudentSearchQuery = z.object({ q: z.string().trim().max(100).optional() });
/** `GET /parent/search?email=` — a parent looks up a student by exact e-mail. */
export const ParentSearchQuery = z.object({ email: Email });
export const UsernameParams = z.object({ name: z.string().trim().min(1).max(64) });
export const UserSummaryList = z.array(UserSummary);
export const ChildSummaryList = z.array(ChildSummary);
