import { z } from 'zod';
import { GradingLevel, GradingStatus } from './commerce.ts';

/** Issue 4: unlocking score reports and grading. Owned by apps/api/src/modules/unlocks. */

/** `POST /api/user-exams/:id/unlock` (Idempotency-Key): unlock the score report (coins, or free for Pro). */
export const UnlockResult = z.object({ unlocked: z.literal(true), paid: z.number().int(), balance: z.number().int() });
export type UnlockResult = z.infer<typeof UnlockResult>;

/** `POST /api/user-exams/:id/grading` (Idempotency-Key): ask for grading of a rated answer at a level. */
export const GradingRequestInput = z.object({ question_id: z.uuid(), level: GradingLevel });
export type GradingRequestInput = z.infer<typeof GradingRequestInput>;

export const GradingRequestView = z.object({
  id: z.uuid(),
  user_exam_id: z.uuid(),
  question_id: z.uuid(),
  level: GradingLevel,
  status: GradingStatus,
  price: z.number().int(),
  priority: z.boolean(),
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
  created_at: z.iso.datetime(),
  graded_at: z.iso.datetime().nullable(),
});
export type GradingRequestView = z.infer<typeof GradingRequestView>;
export const GradingRequestList = z.array(GradingRequestView);

/** `POST /api/grading/:id` (teachers): the grade, and the comment the level asks for. */
export const GradeInput = z.object({ score: z.number().int().min(0).max(100), comment: z.string().trim().max(5000).optional() });
export type GradeInput = z.infer<typeof GradeInput>;
