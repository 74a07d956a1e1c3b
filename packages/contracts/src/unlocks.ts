import { z } from 'zod';
import { Page } from './common.ts';
import { GradingLevel, GradingQueueStatus, GradingStatus } from './commerce.ts';
import { ExamKind, QuestionType, Section, ToeflTask } from './exams.ts';

/** Issue 4: unlocking score reports and grading (decision 0014). Owned by apps/api/src/modules/unlocks. */

/**
 * `POST /api/user-exams/:id/unlock` (Idempotency-Key): unlock the score report (its detail, explanations
 * and PDF). `paid` is what this call took: the tenant's price, 0 for a Pro member (the plan's unlock) and
 * 0 when the report was already unlocked; `balance` is the caller's balance afterwards.
 */
export const UnlockResult = z.object({ unlocked: z.literal(true), paid: z.number().int(), balance: z.number().int() });
export type UnlockResult = z.infer<typeof UnlockResult>;

/**
 * What grading one answer at a level costs (decision 0014): the list price, and for Pro (100 − discount) %
 * of it rounded UP to a whole coin. Computed in ten-thousandths of a coin, so an exact product is never
 * pushed up by float error (30 × 80 % = 24; 33 × 85 % = 28.05 → 29). The server charges exactly this.
 */
export const gradingPriceOf = (listPrice: number, pro: boolean, proDiscountPercent: number): number =>
  pro ? Math.ceil(Math.round(listPrice * (100 - proDiscountPercent) * 100) / 10000) : listPrice;

/** `POST /api/user-exams/:id/grading` (Idempotency-Key): ask for grading of a rated answer at a level (a higher level upgrades). */
export const GradingRequestInput = z.object({ question_id: z.uuid(), level: GradingLevel });
export type GradingRequestInput = z.infer<typeof GradingRequestInput>;

/**
 * One answer's grading. `status` pending reads, by level: score → "Pending Scores", simple → "Pending
 * Basic Comments", vip → "Pending VIP Comments". `price` is every coin paid for it (an upgrade adds the
 * difference); `score` is on the task's scale 0…`max_score`; `comment` is set for simple and vip levels.
 */
export const GradingRequestView = z.object({
  id: z.uuid(),
  user_exam_id: z.uuid(),
  question_id: z.uuid(),
  level: GradingLevel,
  status: GradingStatus,
  price: z.number().int(),
  priority: z.boolean(),
  score: z.number().int().nullable(),
  max_score: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.iso.datetime(),
  graded_at: z.iso.datetime().nullable(),
});
export type GradingRequestView = z.infer<typeof GradingRequestView>;
export const GradingRequestList = z.array(GradingRequestView);
export type GradingRequestList = z.infer<typeof GradingRequestList>;

/** `GET /api/grading/queue` (teachers): pending first by priority (Pro) then oldest; `graded` newest graded first. 20 per page. */
export const GRADING_QUEUE_PAGE_SIZE = 20;
export const GradingQueueQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  status: GradingQueueStatus.default('pending'),
});
export type GradingQueueQuery = z.infer<typeof GradingQueueQuery>;

/** A queue row: the request, whose answer it is, and what the grader reads (the task, the student's text or recording URL). */
export const GradingQueueItem = GradingRequestView.extend({
  student: z.object({ id: z.uuid(), name: z.string() }),
  test: z.object({ id: z.uuid(), title: z.string(), kind: ExamKind }),
  question: z.object({ type: QuestionType, task: ToeflTask.nullable(), section: Section, stem: z.string() }),
  /** The written answer, or the URL of the spoken answer's recording. */
  answer: z.string(),
});
export type GradingQueueItem = z.infer<typeof GradingQueueItem>;
export const GradingQueuePage = Page(GradingQueueItem);
export type GradingQueuePage = z.infer<typeof GradingQueuePage>;

/** `POST /api/grading/:id` (teachers): the grade on the task's scale (0…max), and the comment simple and VIP levels require. */
export const GradeInput = z.object({
  score: z.number().int().min(0).max(100),
  comment: z.string().trim().max(5000).optional(),
});
export type GradeInput = z.infer<typeof GradeInput>;
