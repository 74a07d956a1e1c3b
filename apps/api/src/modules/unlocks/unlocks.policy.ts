import {
  gradingPriceOf,
  isPro,
  isSuperAdmin,
  isTeacher,
  type AnswerKey,
  type GradeInput,
  type GradingLevel,
  type QuestionType,
  type ResultLocks,
  type RoleSubject,
  type TenantSettings,
  type TestType,
} from '@prepwell/contracts';
import type { ResultViewer } from '../exams/results/results.policy.ts';

/**
 * What a score report costs and who must pay for it, and what grading costs (decision 0014). Pure: the
 * services load the facts (the student's plan, the unlock row, the answer), these rules decide.
 */

/** The reports that lock: full tests. Practice (single sections, modules, drills) is never locked. */
export const LOCKABLE_TYPES: readonly TestType[] = ['full_mock', 'adaptive_exam', 'quick_mock'];
export const isLockableReport = (type: TestType): boolean => LOCKABLE_TYPES.includes(type);

export const LOCKED: ResultLocks = { report: true, explanations: true, pdf: true };
export const UNLOCKED: ResultLocks = { report: false, explanations: false, pdf: false };

/**
 * The student's standing for unlocks: `staff` (teachers, organization admins, super admins taking a test
 * themselves: never locked, as they are never held to the daily limits), `pro` (isPro today in the
 * business time zone: unlocked by the plan), `free` (pays coins).
 */
export type Standing = 'staff' | 'pro' | 'free';
export const standingOf = (student: RoleSubject, today: string): Standing =>
  isSuperAdmin(student) || isTeacher(student) ? 'staff' : isPro(student, today) ? 'pro' : 'free';

export interface ReportLockFacts {
  viewer: ResultViewer;
  type: TestType;
  /** The standing of the attempt's student (not of the viewer: a parent sees what the student has). */
  standing: Standing;
  /** A result_unlocks row exists (paid with coins, or a Pro plan's unlock recorded when it was opened). */
  unlocked: boolean;
}

/**
 * The lock of one report for one viewer: educators of the tenant see everything; the student and a
 * linked parent see a full test's detail, explanations and PDF once the student unlocked it, while the
 * student is Pro, or when the student is staff. All three parts lock and unlock together.
 */
export const reportLocks = (f: ReportLockFacts): ResultLocks => {
  if (f.viewer === 'educator' || !isLockableReport(f.type)) return UNLOCKED;
  if (f.unlocked || f.standing !== 'free') return UNLOCKED;
  return LOCKED;
};

/** Whether opening the report records the Pro plan's unlock (so it stays open after Pro ends): the Pro student themself, a lockable report not yet unlocked. */
export const recordsPlanUnlock = (f: ReportLockFacts): boolean =>
  f.viewer === 'student' && f.standing === 'pro' && !f.unlocked && isLockableReport(f.type);

/** What unlocking costs this student: the tenant's price for a Free member; nothing for Pro (the plan's unlock) or staff. */
export const unlockPrice = (settings: Pick<TenantSettings, 'scoreReportUnlockPrice'>, standing: Standing): number =>
  standing === 'free' ? settings.scoreReportUnlockPrice : 0;

// ---------------------------------------------------------------------------------------------
// Grading

/** The order of the levels: a request can be upgraded to a higher one. */
export const LEVEL_RANK: Record<GradingLevel, number> = { score: 0, simple: 1, vip: 2 };

/**
 * The price of grading one answer at a level: gradingPrices[level], and for Pro (100 −
 * proGradingDiscountPercent) % of it rounded up to a whole coin.
 */
export const gradingPrice = (
  settings: Pick<TenantSettings, 'gradingPrices' | 'proGradingDiscountPercent'>,
  level: GradingLevel,
  pro: boolean,
): number => gradingPriceOf(settings.gradingPrices[level], pro, settings.proGradingDiscountPercent);

/** The types a grader rates (TOEFL speaking and writing). */
export const RATED_TYPES: readonly QuestionType[] = ['spoken_response', 'written_response'];

/** The scale of a rated answer (0…max), or null when the question is not rated by a grader. */
export const ratedScaleOf = (q: { type: QuestionType; answerKey: AnswerKey }): number | null =>
  RATED_TYPES.includes(q.type) && q.answerKey.kind === 'rated' ? q.answerKey.max : null;

/** The answer a grader can read: a non-blank text (the essay, or the recording's URL), else null. */
export const gradableAnswerOf = (answer: unknown): string | null =>
  typeof answer === 'string' && answer.trim() !== '' ? answer : null;

/**
 * A new request for an answer that already has one: `upgrade` to a higher level (paying the
 * difference), `refuse` the same or a lower level (it is already bought).
 */
export const requestChange = (current: GradingLevel, requested: GradingLevel): 'upgrade' | 'refuse' =>
  LEVEL_RANK[requested] > LEVEL_RANK[current] ? 'upgrade' : 'refuse';

/** What an upgrade costs: the requested level's price now, less what was paid already (never below 0). */
export const upgradeDue = (priceNow: number, paid: number): number => Math.max(0, priceNow - paid);

/** Levels whose grade comes with comments (simple, VIP): the grader must write one. */
export const needsComment = (level: GradingLevel): boolean => level !== 'score';

/** Why a grade is refused, or null: a score outside 0…max, or a missing comment for a commented level. */
export const gradeRefusal = (
  level: GradingLevel,
  max: number,
  input: GradeInput,
): 'score_out_of_range' | 'comment_required' | null => {
  if (input.score < 0 || input.score > max) return 'score_out_of_range';
  if (needsComment(level) && !input.comment?.trim()) return 'comment_required';
  return null;
};
