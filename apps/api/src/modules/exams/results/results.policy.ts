import {
  isTeacher,
  type AttemptMode,
  type ErrorCode,
  type ExamKind,
  type ResultLocks,
  type TestType,
} from '@prepwell/contracts';
import type { TenantTx } from '../../../db/with-tenant.ts';

/**
 * Who may read an attempt's result and review, and what of it the reader still has to unlock (pure rules,
 * deny by default). A refusal is answered as 404 so that nobody learns the attempt exists.
 */
export interface ResultActor {
  id: string;
  roles: readonly { name: string }[];
}

export interface AttemptAccessFacts {
  /** The student who took the attempt. */
  studentId: string;
  /** The attempt lives in the actor's tenant (the request's). */
  sameTenant: boolean;
  /** The actor is linked to the student as their parent. */
  isParentOfStudent: boolean;
}

/** How the reader relates to the attempt: its student, an educator of the tenant, or the student's parent. */
export type ResultViewer = 'student' | 'educator' | 'parent';

/**
 * The student themself; a teacher or organization admin of the same tenant (isTeacher, which a super
 * admin is not); a parent linked to the student. Anyone else: null (the caller answers 404).
 */
export const resultViewerOf = (actor: ResultActor, facts: AttemptAccessFacts): ResultViewer | null => {
  if (!facts.sameTenant) return null;
  if (actor.id === facts.studentId) return 'student';
  if (isTeacher(actor)) return 'educator';
  if (facts.isParentOfStudent) return 'parent';
  return null;
};

/** What a lock rule decides on: who reads, what was taken, and whose attempt it is (null: a test's own review, no attempt). */
export interface LockFacts {
  viewer: ResultViewer;
  mode: AttemptMode;
  test: { kind: ExamKind; type: TestType };
  attempt: { id: string; studentId: string } | null;
}

/**
 * Which parts of a result a viewer still has to unlock (ResultLocks). The real rule (unlocks module,
 * decision 0014) reads the student's plan and unlocks in the request's transaction.
 */
export type LockRule = (facts: LockFacts, tx: TenantTx) => ResultLocks | Promise<ResultLocks>;

export const NOTHING_LOCKED: ResultLocks = { report: false, explanations: false, pdf: false };

/** Nothing locked for anyone (the services' default; the routes pass the unlocks module's rule). */
export const noLocks = (_facts: LockFacts): ResultLocks => NOTHING_LOCKED;

/**
 * Why a review (the explanations page, which also carries the answer key) is refused, or null when it is
 * open: an unlocked score report comes first (`print_pdf_forbidden`: "not unlocked, go to the score
 * report"), then the explanations' own price (`point_is_not_enough`: "go to your balance").
 */
export const reviewRefusal = (
  locks: ResultLocks,
): Extract<ErrorCode, 'print_pdf_forbidden' | 'point_is_not_enough'> | null => {
  if (locks.report) return 'print_pdf_forbidden';
  if (locks.explanations) return 'point_is_not_enough';
  return null;
};

/** Whether the per-skill, per-module and per-question parts of a result are shown (a locked report keeps the headline scores only). */
export const showsReportDetail = (locks: ResultLocks): boolean => !locks.report;
