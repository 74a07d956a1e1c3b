import { z } from 'zod';
import { Id, Page } from './common.ts';

/**
 * Colleges, each student's target list and counseling reports (issue 20, decision 0047).
 *
 * The directory is main's shared catalogue (seeded once: 50 US colleges) plus each tenant's own additions.
 * Score ranges are the middle 50 % of admitted students: SAT total 400–1600 and ACT composite 1–36, 25th
 * percentile below the 75th (the server refuses anything else, 422 `college_range_invalid` on the field).
 */
export const SAT_SCALE = { min: 400, max: 1600 } as const;
export const ACT_SCALE = { min: 1, max: 36 } as const;
export const COLLEGE_PAGE_SIZE = 20;

export const COLLEGE_CATEGORIES = ['reach', 'target', 'safety'] as const;
export const CollegeCategory = z.enum(COLLEGE_CATEGORIES);
export type CollegeCategory = z.infer<typeof CollegeCategory>;

export const APPLICATION_STATUSES = [
  'planning',
  'in_progress',
  'submitted',
  'admitted',
  'waitlisted',
  'denied',
  'enrolled',
] as const;
export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/** Early decision, early action, regular decision, rolling admission. */
export const APPLICATION_ROUNDS = ['ed', 'ea', 'rd', 'rolling'] as const;
export const ApplicationRound = z.enum(APPLICATION_ROUNDS);
export type ApplicationRound = z.infer<typeof ApplicationRound>;

const SatScore = z.number().int().min(SAT_SCALE.min).max(SAT_SCALE.max);
const ActScore = z.number().int().min(ACT_SCALE.min).max(ACT_SCALE.max);
/** An exact decimal share in [0, 1] with at most four places (0.0391 = 3.91 %). */
const Rate = z
  .number()
  .min(0)
  .max(1)
  .refine((v) => Math.abs(Math.round(v * 10000) - v * 10000) < 1e-6);
const CalendarDate = z.iso.date();

export const CollegeInput = z.object({
  name: z.string().trim().min(1).max(200),
  country: z.string().trim().min(1).max(80).default('US'),
  state: z.string().trim().max(80).default(''),
  city: z.string().trim().max(120).default(''),
  sat_25: SatScore.nullable().default(null),
  sat_75: SatScore.nullable().default(null),
  act_25: ActScore.nullable().default(null),
  act_75: ActScore.nullable().default(null),
  admission_rate: Rate.nullable().default(null),
  ed_deadline: CalendarDate.nullable().default(null),
  ea_deadline: CalendarDate.nullable().default(null),
  rd_deadline: CalendarDate.nullable().default(null),
  website: z.string().trim().max(300).default(''),
});
export type CollegeInput = z.infer<typeof CollegeInput>;

export const CollegePatch = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  country: z.string().trim().min(1).max(80).optional(),
  state: z.string().trim().max(80).optional(),
  city: z.string().trim().max(120).optional(),
  sat_25: SatScore.nullable().optional(),
  sat_75: SatScore.nullable().optional(),
  act_25: ActScore.nullable().optional(),
  act_75: ActScore.nullable().optional(),
  admission_rate: Rate.nullable().optional(),
  ed_deadline: CalendarDate.nullable().optional(),
  ea_deadline: CalendarDate.nullable().optional(),
  rd_deadline: CalendarDate.nullable().optional(),
  website: z.string().trim().max(300).optional(),
});
export type CollegePatch = z.infer<typeof CollegePatch>;

/** A college's middle 50% SAT and ACT ranges and admission rate, as its views and a report's items show them. */
const CollegeScoreFields = {
  sat_25: z.number().int().nullable(),
  sat_75: z.number().int().nullable(),
  act_25: z.number().int().nullable(),
  act_75: z.number().int().nullable(),
  admission_rate: z.number().nullable(),
};

export const CollegeView = z.object({
  id: Id,
  name: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  ...CollegeScoreFields,
  ed_deadline: z.string().nullable(),
  ea_deadline: z.string().nullable(),
  rd_deadline: z.string().nullable(),
  website: z.string(),
  /** Main's shared catalogue (read-only here) rather than this centre's own addition. */
  shared: z.boolean(),
  /** Whether the caller may edit or delete it. */
  can_edit: z.boolean(),
  /** With `student_id` in the query: the category proposed for that student (null: no scores or no range). */
  proposed_category: CollegeCategory.nullable().optional(),
});
export type CollegeView = z.infer<typeof CollegeView>;

export const CollegePage = Page(CollegeView);
export type CollegePage = z.infer<typeof CollegePage>;

export const CollegeQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  q: z.string().trim().max(100).optional(),
  state: z.string().trim().max(80).optional(),
  /** Admission rate bounds, in percent (0–100). */
  rate_min: z.coerce.number().min(0).max(100).optional(),
  rate_max: z.coerce.number().min(0).max(100).optional(),
  /** Propose a category for this student (by their best scores); `category` then keeps only that fit. */
  student_id: Id.optional(),
  category: CollegeCategory.optional(),
});
export type CollegeQuery = z.infer<typeof CollegeQuery>;

/** A best score and where it comes from: a recorded official score, or a finished attempt on the platform. */
export const BestScore = z.object({ score: z.number().int(), source: z.enum(['official', 'platform']) });
export type BestScore = z.infer<typeof BestScore>;
export const BestScores = z.object({ sat: BestScore.nullable(), act: BestScore.nullable() });
export type BestScores = z.infer<typeof BestScores>;

export const OfficialScoresInput = z.object({
  sat_total: SatScore.nullable(),
  act_composite: ActScore.nullable(),
});
export type OfficialScoresInput = z.infer<typeof OfficialScoresInput>;

export interface CollegeRanges {
  sat_25: number | null;
  sat_75: number | null;
  act_25: number | null;
  act_75: number | null;
  admission_rate: number | null;
}

const RANK: Record<CollegeCategory, number> = { reach: 0, target: 1, safety: 2 };

/**
 * The category proposed for a student (pure): for each test the student has and the college publishes a
 * range for, below the 25th percentile is a reach, from the 25th to the 75th a target, above the 75th a
 * safety; the better of SAT and ACT counts. A very selective college (admission rate under 15 %) is a reach
 * for everyone, and one under 30 % at best a target. Null when no score meets a range.
 */
export const proposeCategory = (
  college: CollegeRanges,
  best: { sat: number | null; act: number | null },
): CollegeCategory | null => {
  const fits: CollegeCategory[] = [];
  const place = (score: number | null, low: number | null, high: number | null) => {
    if (score === null || low === null || high === null) return;
    fits.push(score < low ? 'reach' : score <= high ? 'target' : 'safety');
  };
  place(best.sat, college.sat_25, college.sat_75);
  place(best.act, college.act_25, college.act_75);
  if (fits.length === 0) return null;
  let category = fits.reduce((a, b) => (RANK[b] > RANK[a] ? b : a));
  const rate = college.admission_rate;
  if (rate !== null && rate < 0.15) category = 'reach';
  else if (rate !== null && rate < 0.3 && category === 'safety') category = 'target';
  return category;
};

// Target list ---------------------------------------------------------------------------------------

export const CollegeTargetInput = z.object({
  college_id: Id,
  /** Omitted: the proposal from the student's best scores. */
  category: CollegeCategory.nullable().optional(),
  status: ApplicationStatus.default('planning'),
  round: ApplicationRound.default('rd'),
  deadline: CalendarDate.nullable().default(null),
  notes: z.string().trim().max(2000).default(''),
});
export type CollegeTargetInput = z.infer<typeof CollegeTargetInput>;

export const CollegeTargetPatch = z.object({
  /** A category sets it by hand; null goes back to the proposal. */
  category: CollegeCategory.nullable().optional(),
  status: ApplicationStatus.optional(),
  round: ApplicationRound.optional(),
  deadline: CalendarDate.nullable().optional(),
  notes: z.string().trim().max(2000).optional(),
});
export type CollegeTargetPatch = z.infer<typeof CollegeTargetPatch>;

export const CollegeTargetView = z.object({
  id: Id,
  college: CollegeView,
  category: CollegeCategory.nullable(),
  proposed_category: CollegeCategory.nullable(),
  category_overridden: z.boolean(),
  status: ApplicationStatus,
  round: ApplicationRound,
  /** The custom deadline, else the college's of the round (null when neither). */
  deadline: z.string().nullable(),
  deadline_custom: z.boolean(),
  notes: z.string(),
  updated_at: z.string(),
});
export type CollegeTargetView = z.infer<typeof CollegeTargetView>;

export const CounselingStudent = z.object({ id: Id, name: z.string(), email: z.string() });
export type CounselingStudent = z.infer<typeof CounselingStudent>;

export const CollegeListView = z.object({
  student: CounselingStudent,
  best: BestScores,
  official: z.object({ sat_total: z.number().int().nullable(), act_composite: z.number().int().nullable() }),
  items: z.array(CollegeTargetView),
  /** Whether the caller may change the list (the student and counselors; parents read). */
  can_edit: z.boolean(),
  /** Whether the caller counsels (records official scores, writes reports). */
  is_counselor: z.boolean(),
});
export type CollegeListView = z.infer<typeof CollegeListView>;

export const CollegeListParams = z.object({ studentId: Id });

// Counseling reports ---------------------------------------------------------------------------------

export const COUNSELING_REPORT_STATUSES = ['draft', 'sent'] as const;
export const CounselingReportStatus = z.enum(COUNSELING_REPORT_STATUSES);
export type CounselingReportStatus = z.infer<typeof CounselingReportStatus>;

export const CounselingReportCreate = z.object({
  student_id: Id,
  title: z.string().trim().min(1).max(200),
});
export type CounselingReportCreate = z.infer<typeof CounselingReportCreate>;

export const CounselingReportPatch = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  comments: z.string().trim().max(10000).optional(),
  /** A comment per college of the report (by college id); colleges not named keep theirs. */
  item_comments: z
    .array(z.object({ college_id: Id, comment: z.string().trim().max(2000) }))
    .max(200)
    .optional(),
  /** Rebuild the colleges and scores from the current target list (comments kept by college). */
  refresh: z.boolean().optional(),
});
export type CounselingReportPatch = z.infer<typeof CounselingReportPatch>;

export const CounselingReportItemView = z.object({
  college_id: Id,
  name: z.string(),
  state: z.string(),
  city: z.string(),
  ...CollegeScoreFields,
  category: CollegeCategory.nullable(),
  status: ApplicationStatus,
  round: ApplicationRound,
  deadline: z.string().nullable(),
  comment: z.string(),
});
export type CounselingReportItemView = z.infer<typeof CounselingReportItemView>;

export const CounselingReportView = z.object({
  id: Id,
  student: CounselingStudent,
  title: z.string(),
  comments: z.string(),
  items: z.array(CounselingReportItemView),
  scores: BestScores,
  status: CounselingReportStatus,
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
  /** Whether the report can be downloaded as a PDF on this server. */
  pdf: z.boolean(),
});
export type CounselingReportView = z.infer<typeof CounselingReportView>;

export const CounselingReportSummary = CounselingReportView.omit({ items: true, comments: true, scores: true }).extend({
  college_count: z.number().int(),
});
export type CounselingReportSummary = z.infer<typeof CounselingReportSummary>;

export const CounselingReportList = z.object({ data: z.array(CounselingReportSummary) });
export type CounselingReportList = z.infer<typeof CounselingReportList>;

export const CounselingReportQuery = z.object({ student_id: Id.optional() });
export type CounselingReportQuery = z.infer<typeof CounselingReportQuery>;

/** The students whose college plans the caller follows: counselors search the tenant's; a parent has their children; a student themselves. */
export const CounselingStudentQuery = z.object({ q: z.string().trim().max(100).optional() });
export const CounselingStudentList = z.object({ data: z.array(CounselingStudent) });
export type CounselingStudentList = z.infer<typeof CounselingStudentList>;
