import type { TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { DEMO_ACT_ENGLISH, DEMO_ACT_FULL, DEMO_ACT_MATH } from './demo-exams-act.ts';
import { DEMO_SHSAT_MOCK } from './demo-exams-shsat.ts';
import { DEMO_TOEFL_2026 } from './demo-exams-toefl.ts';
import { DEMO_TOEFL_LEGACY_QUICK } from './demo-exams-toefl-legacy.ts';

/** ACT, TOEFL and SHSAT demo tests (issues 3 and 15), appended to the shared demo catalogue. */
export const DEMO_OTHER_TESTS: readonly TestBlueprint[] = [
  DEMO_ACT_ENGLISH,
  DEMO_ACT_MATH,
  DEMO_ACT_FULL,
  DEMO_TOEFL_2026,
  DEMO_TOEFL_LEGACY_QUICK,
  DEMO_SHSAT_MOCK,
];
