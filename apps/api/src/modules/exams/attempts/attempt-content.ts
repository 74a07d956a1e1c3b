import type { ClockMode, ExamKind, ExamVersion, TestType } from '@prepwell/contracts';
import type { Plan } from './attempt-plan.ts';

/** The test an attempt is at, as the engine and the view need it. */
export interface AttemptTest {
  id: string;
  title: string;
  kind: ExamKind;
  type: TestType;
  version: ExamVersion;
  clock: ClockMode;
  minutes: number;
  /** Issue 14: the version number the attempt takes (results and the runner name it). */
  revision: number;
}

/** A test and its plan (sections, modules): loaded once per request that changes or shows an attempt. */
export interface AttemptContent {
  test: AttemptTest;
  plan: Plan;
}
