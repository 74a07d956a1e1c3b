import { z } from 'zod';
import { Email, Id, IsoDate, Page, PageQuery } from './common.ts';
import { ExamKind, TestType } from './exams.ts';

/**
 * Issue 5: classes, their rosters, materials and tests, and the teachers' views of them. Owned by
 * apps/api/src/modules/classes (classes, roster, materials) and modules/class-tests (tests, invitations,
 * dashboard, teacher views). Who may call what is in docs/decisions/0016 and `classes.policy.ts`:
 * - a teacher of the class (owner or co-teacher), the tenant's company admins and super admins manage it;
 * - a student of the class reads its info, materials and the tests sent to them;
 * - anyone else (another teacher, a parent, a student not in it) gets 404, as does another tenant's class.
 */

export const CLASS_METHODS = ['online', 'in_person'] as const;
export const ClassMethod = z.enum(CLASS_METHODS);
export type ClassMethod = z.infer<typeof ClassMethod>;

export const CLASS_JOIN_VIAS = ['code', 'link', 'teacher'] as const;
export const ClassJoinVia = z.enum(CLASS_JOIN_VIAS);
export type ClassJoinVia = z.infer<typeof ClassJoinVia>;

export const CLASS_TEST_KINDS = ['test', 'practice'] as const;
export const ClassTestKind = z.enum(CLASS_TEST_KINDS);
export type ClassTestKind = z.infer<typeof ClassTestKind>;

/** Materials (at most MATERIAL_MAX_BYTES, constants.ts): the types allowed, checked by content. */
export const MATERIAL_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'audio/mpeg',
  'audio/wav',
  'video/mp4',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/msword',
  'application/vnd.ms-powerpoint',
  'application/vnd.ms-excel',
] as const;

/** HH:MM, 24-hour. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** A class code as typed: letters and digits, case-insensitive (stored upper case). */
export const ClassCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(4)
  .max(16)
  .regex(/^[A-Z0-9]+$/);

const ClassFields = {
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(5000).nullable().optional(),
  method: ClassMethod,
  start_date: IsoDate.nullable().optional(),
  end_date: IsoDate.nullable().optional(),
  start_time: ClockTime.nullable().optional(),
  end_time: ClockTime.nullable().optional(),
  /** Number of students the class takes; null = no limit. */
  capacity: z.number().int().min(1).max(10000).nullable().optional(),
  score_min: z.number().int().min(0).max(10000).nullable().optional(),
  score_max: z.number().int().min(0).max(10000).nullable().optional(),
};
/** `POST /api/classes` (teachers; the creator becomes its owner). End not before start; score_min ≤ score_max. */
export const CreateClassInput = z.object(ClassFields);
export type CreateClassInput = z.infer<typeof CreateClassInput>;
/** `PATCH /api/classes/:id`: any of the fields. */
export const UpdateClassInput = z.object(ClassFields).partial();
export type UpdateClassInput = z.infer<typeof UpdateClassInput>;

export const ClassPerson = z.object({
  id: Id,
  name: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
});
export type ClassPerson = z.infer<typeof ClassPerson>;

export const ClassTeacherView = ClassPerson.extend({ role: z.enum(['owner', 'teacher']) });
export type ClassTeacherView = z.infer<typeof ClassTeacherView>;

/** A row of a class list. `my_role` says how the caller relates to it. */
export const ClassSummary = z.object({
  id: Id,
  name: z.string(),
  method: ClassMethod,
  start_date: IsoDate.nullable(),
  end_date: IsoDate.nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  capacity: z.number().int().nullable(),
  student_count: z.number().int(),
  teachers: z.array(ClassTeacherView),
  my_role: z.enum(['owner', 'teacher', 'student', 'admin']),
  created_at: z.iso.datetime(),
});
export type ClassSummary = z.infer<typeof ClassSummary>;

/**
 * `GET /api/classes/:id`. `code`, `code_enabled`, `invite_url` and `coins` are for the class's managers
 * only (null for a student). `invite_url` is the full invitation link (`/student/classes/join?invite=…`).
 */
export const ClassDetail = ClassSummary.extend({
  description: z.string().nullable(),
  score_min: z.number().int().nullable(),
  score_max: z.number().int().nullable(),
  code: z.string().nullable(),
  code_enabled: z.boolean().nullable(),
  invite_url: z.string().nullable(),
  /** The class's coins (paid class tests draw from them); null for students. */
  coins: z.number().int().nullable(),
  updated_at: z.iso.datetime(),
});
export type ClassDetail = z.infer<typeof ClassDetail>;

/** `GET /api/classes`: `scope` mine (teaching or joined), created (owner), all (company admins, super admins). */
export const ClassListQuery = PageQuery.extend({ scope: z.enum(['mine', 'created', 'all']).default('mine') });
export type ClassListQuery = z.infer<typeof ClassListQuery>;
export const ClassPage = Page(ClassSummary);
export type ClassPage = z.infer<typeof ClassPage>;

/** `POST /api/classes/:id/code`: a new code (the old one stops working), disable (no code), enable (a new code). */
export const ClassCodeAction = z.object({ action: z.enum(['reset', 'disable', 'enable']) });
export type ClassCodeAction = z.infer<typeof ClassCodeAction>;

/**
 * `POST /api/classes/join` (students): by the code (wrong or disabled → 400 `teaching_class_not_found`) or
 * by the invitation link's token (`invite`; a reset link → the same error). Joining twice is harmless.
 */
export const JoinClassInput = z.union([
  z.object({ code: ClassCode }),
  z.object({ invite: z.string().trim().min(10).max(100) }),
]);
export type JoinClassInput = z.infer<typeof JoinClassInput>;

/** `GET /api/classes/invitation/:token` (any signed-in user): what the link joins, before joining. A dead (reset, unknown) link → 404 `not_found`. */
export const ClassInvitationPreview = z.object({
  id: Id,
  name: z.string(),
  teachers: z.array(z.string()),
  already_member: z.boolean(),
});
export type ClassInvitationPreview = z.infer<typeof ClassInvitationPreview>;

/** `GET /api/classes/:id/students` (managers). */
export const ClassStudentView = ClassPerson.extend({ joined_via: ClassJoinVia, joined_at: z.iso.datetime() });
export type ClassStudentView = z.infer<typeof ClassStudentView>;
export const ClassStudentList = z.array(ClassStudentView);

/** `POST /api/classes/:id/students` (managers): students of the tenant by id or e-mail (unknown e-mail → 422 "Can't find student email"). */
export const AddClassStudentsInput = z.object({
  user_ids: z.array(Id).max(500).default([]),
  emails: z.array(Email).max(500).default([]),
});
export type AddClassStudentsInput = z.infer<typeof AddClassStudentsInput>;

/** `POST /api/classes/:id/teachers` (managers): a teacher of the tenant becomes a co-teacher. */
export const AddClassTeacherInput = z.object({ user_id: Id });
export type AddClassTeacherInput = z.infer<typeof AddClassTeacherInput>;
/** `GET /api/classes/:id/teachers`. */
export const ClassTeacherList = z.array(ClassTeacherView);

/** Roster routes' params. */
export const ClassMemberParams = z.object({ id: Id, userId: Id });
export const ClassMaterialParams = z.object({ id: Id, materialId: Id });
export const ClassTestParams = z.object({ id: Id, classTestId: Id });

/**
 * Materials. `POST /api/classes/:id/materials` is multipart (fields category, title, description, link,
 * and an optional `file`) or JSON (a link). Exactly one of link and file. Over 20 MB → 413
 * `file_too_large`; content not an allowed type → 415 `unsupported_file_type`; nothing is stored then.
 */
export const MaterialFields = z.object({
  category: z.string().trim().min(1).max(60),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).nullable().optional(),
  link: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .optional(),
});
export type MaterialFields = z.infer<typeof MaterialFields>;
export const UpdateMaterialInput = MaterialFields.partial();
export type UpdateMaterialInput = z.infer<typeof UpdateMaterialInput>;

/** `file_url` is `GET /api/classes/:id/materials/:materialId/file` (members only; never a public address). */
export const MaterialView = z.object({
  id: Id,
  category: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  link: z.string().nullable(),
  file_name: z.string().nullable(),
  file_size: z.number().int().nullable(),
  file_mime: z.string().nullable(),
  file_url: z.string().nullable(),
  ordering: z.number().int(),
  uploaded_at: z.iso.datetime(),
});
export type MaterialView = z.infer<typeof MaterialView>;
export const MaterialList = z.array(MaterialView);
/** `PUT /api/classes/:id/materials/order`: every material id of the class, in the new order. */
export const ReorderMaterialsInput = z.object({ ids: z.array(Id).min(1).max(1000) });
export type ReorderMaterialsInput = z.infer<typeof ReorderMaterialsInput>;

/**
 * Class tests. `POST /api/classes/:id/tests` (managers): a test or practice of the catalogue the tenant
 * sees, available from `scheduled_at`; `is_default` makes it the class's default practice (the previous
 * default stops being one); `paid_by_organization`: each student start is paid from the class's coins
 * (402 `insufficient_coins` once they run out) and not counted against the student's free allowance.
 */
export const CreateClassTestInput = z.object({
  test_id: Id,
  kind: ClassTestKind.default('test'),
  scheduled_at: z.iso.datetime({ offset: true }),
  is_default: z.boolean().default(false),
  paid_by_organization: z.boolean().default(false),
});
export type CreateClassTestInput = z.infer<typeof CreateClassTestInput>;
export const UpdateClassTestInput = CreateClassTestInput.omit({ test_id: true }).partial();
export type UpdateClassTestInput = z.infer<typeof UpdateClassTestInput>;

/** The caller's own attempt at a class test (students), or a student's (managers). */
export const ClassTestAttempt = z.object({
  user_exam_id: Id,
  status: z.enum(['in_progress', 'completed', 'abandoned']),
  started_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
  /** The headline score (SAT total, ACT composite, TOEFL band…), when completed. */
  score: z.number().nullable(),
  score_label: z.string().nullable(),
});
export type ClassTestAttempt = z.infer<typeof ClassTestAttempt>;

export const ClassTestView = z.object({
  id: Id,
  test_id: Id,
  title: z.string(),
  exam_kind: ExamKind,
  test_type: TestType,
  kind: ClassTestKind,
  scheduled_at: z.iso.datetime(),
  is_default: z.boolean(),
  paid_by_organization: z.boolean(),
  /** Managers: how many students it was sent to and how many completed it. Students: null. */
  invited_count: z.number().int().nullable(),
  completed_count: z.number().int().nullable(),
  /** Students: their latest attempt at it (null before they start). Managers: null. */
  my_attempt: ClassTestAttempt.nullable(),
  /** Students: true once `scheduled_at` has passed (they may start it). */
  available: z.boolean(),
  created_at: z.iso.datetime(),
});
export type ClassTestView = z.infer<typeof ClassTestView>;
export const ClassTestList = z.array(ClassTestView);

/**
 * `POST /api/classes/:id/tests/:classTestId/send` (managers): e-mails the test link to the chosen students
 * of the class (at least one: 422 with "Please choose at least 1 student"); a student already invited is
 * re-invited (count + 1, mail again).
 */
export const SendClassTestInput = z.object({ student_ids: z.array(Id).min(1).max(500) });
export type SendClassTestInput = z.infer<typeof SendClassTestInput>;
export const ClassTestInvitationView = ClassPerson.extend({
  invite_count: z.number().int(),
  last_invited_at: z.iso.datetime(),
  attempt: ClassTestAttempt.nullable(),
});
export type ClassTestInvitationView = z.infer<typeof ClassTestInvitationView>;
export const ClassTestInvitationList = z.array(ClassTestInvitationView);

/**
 * `POST /api/classes/:id/tests/:classTestId/start` (an invited student, once available): starts or resumes
 * the attempt (the same rules as `POST /api/user-exams`, except a paid class test does not count against
 * the free allowance and charges the class's coins once per attempt). `runner_url` is where to go.
 */
export const StartClassTestResponse = z.object({
  userExamId: Id,
  resumed: z.boolean(),
  epoch: z.number().int(),
  runner_url: z.string(),
});
export type StartClassTestResponse = z.infer<typeof StartClassTestResponse>;

/**
 * `GET /api/classes/:id/dashboard` (managers): the skill × student heat map over the class tests' completed
 * attempts (each cell: questions answered correctly of those seen with that skill), and each class test's
 * results per student.
 */
export const HeatCell = z.object({ correct: z.number().int(), total: z.number().int() });
export const ClassDashboard = z.object({
  skills: z.array(z.object({ key: z.string(), label: z.string(), section: z.string().nullable() })),
  students: z.array(ClassPerson),
  /** cells[studentIndex][skillIndex]. */
  cells: z.array(z.array(HeatCell)),
  tests: z.array(
    z.object({
      class_test: ClassTestView,
      results: z.array(z.object({ student: ClassPerson, attempt: ClassTestAttempt.nullable() })),
    }),
  ),
});
export type ClassDashboard = z.infer<typeof ClassDashboard>;

/**
 * `GET /api/users/:id/user-exams` and `GET /api/users/:id/question-tag-stats` (the student, their linked
 * parent, a teacher of one of their classes, the tenant's company admins, super admins): a student's
 * attempts and their per-skill accuracy (progress).
 */
export const UserExamRow = z.object({
  user_exam_id: Id,
  test_id: Id,
  title: z.string(),
  exam_kind: ExamKind,
  test_type: TestType,
  status: z.enum(['in_progress', 'completed', 'abandoned']),
  started_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
  score: z.number().nullable(),
  score_label: z.string().nullable(),
  class_test_id: Id.nullable(),
});
export type UserExamRow = z.infer<typeof UserExamRow>;
export const UserExamPage = Page(UserExamRow);
export type UserExamPage = z.infer<typeof UserExamPage>;
export const QuestionTagStat = z.object({
  key: z.string(),
  label: z.string(),
  section: z.string().nullable(),
  correct: z.number().int(),
  total: z.number().int(),
});
export type QuestionTagStat = z.infer<typeof QuestionTagStat>;
export const QuestionTagStats = z.array(QuestionTagStat);

/** `GET /api/teacher/users/:id` (teachers of one of the student's classes, company admins, super admins). */
export const TeacherStudentView = z.object({
  user: ClassPerson.extend({
    created_at: z.iso.datetime(),
    school: z.string().nullable(),
    grade_level: z.number().int().nullable(),
    phone: z.string().nullable(),
  }),
  classes: z.array(z.object({ id: Id, name: z.string() })),
  recent: z.array(UserExamRow),
  skills: QuestionTagStats,
});
export type TeacherStudentView = z.infer<typeof TeacherStudentView>;

/**
 * The organisation's coins (the company's "points"). Wallet move types: `admin_grant` (a super admin gave
 * the company points), `to_class` / `from_company` (the company gave a class coins), `to_teacher` (the
 * company gave a teacher T-Coins: the teacher's ledger gets a "Deposit from Admin"), `class_test` (a paid
 * class test start), `admin_deduct`.
 */
export const WALLET_MOVE_TYPES = [
  'admin_grant',
  'admin_deduct',
  'to_class',
  'from_company',
  'to_teacher',
  'class_test',
] as const;
export const WalletMoveType = z.enum(WALLET_MOVE_TYPES);
export type WalletMoveType = z.infer<typeof WalletMoveType>;

export const CompanySummary = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  contact_email: z.string().nullable(),
  user_count: z.number().int(),
  class_count: z.number().int(),
  points: z.number().int(),
  created_at: z.iso.datetime(),
});
export type CompanySummary = z.infer<typeof CompanySummary>;
export const CompanyList = z.array(CompanySummary);
/** `GET /api/company/:id` (its company admins; super admins for any company). */
export const CompanyDetail = CompanySummary.extend({
  exam_name: z.string(),
  theme_color: z.string(),
  host_names: z.array(z.string()),
  teacher_count: z.number().int(),
  student_count: z.number().int(),
  parent_count: z.number().int(),
});
export type CompanyDetail = z.infer<typeof CompanyDetail>;

export const CompanyUserRow = ClassPerson.extend({
  roles: z.array(z.string()),
  created_at: z.iso.datetime(),
  last_login_at: z.iso.datetime().nullable(),
  /** Issue 20: the user's phone (their own or their profile's), searched too. */
  phone: z.string().nullable().optional(),
  coins: z.number().int(),
});
export type CompanyUserRow = z.infer<typeof CompanyUserRow>;
export const CompanyUserPage = Page(CompanyUserRow);
export const CompanyUsersQuery = PageQuery.extend({
  role: z.enum(['student', 'teacher', 'parent', 'organization_admin']).optional(),
});
export type CompanyUsersQuery = z.infer<typeof CompanyUsersQuery>;
export const CompanyClassRow = ClassSummary.extend({ coins: z.number().int() });
export const CompanyClassPage = Page(CompanyClassRow);

export const WalletMoveView = z.object({
  id: Id,
  amount: z.number().int(),
  type: WalletMoveType,
  /** The class (to_class, from_company, class_test) or person (to_teacher, class_test) on the other side. */
  class_name: z.string().nullable(),
  user_name: z.string().nullable(),
  actor_name: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type WalletMoveView = z.infer<typeof WalletMoveView>;
/** `GET /api/company/:id/points`: the company wallet's balance and its moves (20 per page). */
export const CompanyPoints = z.object({ balance: z.number().int(), moves: Page(WalletMoveView) });
export type CompanyPoints = z.infer<typeof CompanyPoints>;

/**
 * `POST /api/company/:id/points/give` (Idempotency-Key; its company admins): from the company's points to
 * a teacher of the company (their T-Coins) or to a class. Not enough points → 400 `insufficient_balance`.
 */
export const GiveCompanyPointsInput = z.object({
  target: z.enum(['teacher', 'class']),
  target_id: Id,
  points: z.number().int().min(1).max(1_000_000),
  notes: z.string().trim().max(200).optional(),
});
export type GiveCompanyPointsInput = z.infer<typeof GiveCompanyPointsInput>;
/** `POST /api/admin/companies/:id/points` (Idempotency-Key; super admins): add (positive) or deduct (negative) company points. */
export const AdjustCompanyPointsInput = z.object({
  points: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0),
  notes: z.string().trim().max(200).optional(),
});
export type AdjustCompanyPointsInput = z.infer<typeof AdjustCompanyPointsInput>;
export const CompanyPointsBalance = z.object({ balance: z.number().int() });

/** `GET /api/activity-logs` (super admins: any tenant's; company admins: their company's). */
export const ActivityLogQuery = PageQuery.extend({
  user_id: Id.optional(),
  action: z.string().trim().max(60).optional(),
  tenant_id: Id.optional(),
});
export type ActivityLogQuery = z.infer<typeof ActivityLogQuery>;
export const ActivityLogView = z.object({
  id: Id,
  user: ClassPerson.nullable(),
  tenant_slug: z.string(),
  action: z.string(),
  detail: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type ActivityLogView = z.infer<typeof ActivityLogView>;
export const ActivityLogPage = Page(ActivityLogView);
export type ActivityLogPage = z.infer<typeof ActivityLogPage>;
