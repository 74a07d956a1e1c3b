import { ANSWER_GRACE_SECONDS, type AttemptMode, type AttemptPhase, type ExamKind } from '@prepwell/contracts';
import type { AttemptContent } from './attempt-content.ts';
import { testClockModules, testClockSeconds, type PlanModule } from './attempt-plan.ts';

/**
 * Reading the attempt's clock (pure): its phase, the seconds left, whether saves are over. The row's
 * fields mean (decision 0008): `module_started_at` null → the current module is `ready` (or the break
 * before it runs while `break_ends_at` is ahead); `paused_at` set → the clock is frozen at that instant.
 */
export interface ClockFields {
  status: 'in_progress' | 'completed' | 'abandoned';
  moduleStartedAt: Date | null;
  moduleDeadlineAt: Date | null;
  breakEndsAt: Date | null;
  pausedAt: Date | null;
}

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000));

export const phaseOf = (a: ClockFields, now: Date): AttemptPhase | null => {
  if (a.status !== 'in_progress') return null;
  if (a.pausedAt) return 'paused';
  if (a.moduleStartedAt) return 'module';
  // A break that has run out ends lazily: the module after it is simply ready.
  return a.breakEndsAt && a.breakEndsAt.getTime() > now.getTime() ? 'break' : 'ready';
};

/** Whether the running clock is over for saves: its deadline plus the grace has passed (never while paused). */
export const isPastGrace = (a: ClockFields, now: Date): boolean =>
  a.status === 'in_progress' &&
  !!a.moduleStartedAt &&
  !!a.moduleDeadlineAt &&
  !a.pausedAt &&
  now.getTime() > a.moduleDeadlineAt.getTime() + ANSWER_GRACE_SECONDS * 1000;

/** Seconds left by the server's clock: the full time while ready, frozen while paused, never below 0. */
export const remainingSecondsOf = (a: ClockFields, timeLimitSeconds: number, now: Date): number => {
  if (!a.moduleStartedAt || !a.moduleDeadlineAt) return timeLimitSeconds;
  return secondsBetween(a.pausedAt ?? now, a.moduleDeadlineAt);
};

export const breakRemainingSeconds = (a: ClockFields, now: Date): number =>
  a.breakEndsAt ? secondsBetween(now, a.breakEndsAt) : 0;

/** The time a module runs for: its own limit, or on a `test` clock the whole test's. */
export const runningSecondsOf = (content: AttemptContent, module: PlanModule): number =>
  content.test.clock === 'test' ? testClockSeconds(content.plan, content.test.minutes) : module.timeLimitSeconds;

/** The modules whose questions are open while the clock runs: the current one, or every module on a `test` clock. */
export const openModulesOf = (content: AttemptContent, currentModuleId: string | null): PlanModule[] => {
  if (content.test.clock === 'test') return testClockModules(content.plan);
  const current = content.plan.modules.find((m) => m.id === currentModuleId);
  return current ? [current] : [];
};

/** The exams whose runner moves straight on to the next module (Bluebook, the ACT's online test): decision 0032. */
const FOLLOW_ON_KINDS: readonly ExamKind[] = ['sat', 'act'];

/**
 * Decision 0032 (issue 15): whether the module after `ended` starts the instant `ended` ends, as on the
 * real test: in exam mode, on a per-module clock, at the SAT and the ACT, unless a break follows `ended`
 * (the SAT's between the sections, the ACT's after Math and before Writing). Practice keeps its pause:
 * the next module waits on its directions for the student's Start.
 */
export const followsOn = (content: AttemptContent, mode: AttemptMode, ended: PlanModule): boolean =>
  mode === 'exam' &&
  content.test.clock === 'module' &&
  FOLLOW_ON_KINDS.includes(content.test.kind) &&
  ended.breakAfterSeconds === 0;
