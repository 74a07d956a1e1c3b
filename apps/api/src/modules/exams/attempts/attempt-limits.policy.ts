import {
  isPro,
  isSuperAdmin,
  isTeacher,
  type RoleSubject,
  type TenantSettings,
  type TestType,
} from '@prepwell/contracts';

/**
 * Who may start one more attempt (decisions.md "Settings a tenant can change"; spec §8 codes). Pure:
 * the service counts, this decides.
 * - Attempts per test [attemptsPerTest, 3]: every attempt of the student at the test counts, abandoned
 *   ones (restarts) included → 400 `taken_over_3_exam` when one more would pass the limit.
 * - Free tier per day [2 full tests, 5 section practices]: attempts started today in the tenant's
 *   business time zone, by kind of test → 402 `exceeded_test`. Pro members are not held to it.
 * - A class test its class pays for (issue 5) is held to the attempts per test only, and is not counted
 *   in the day's starts (attempts.repository countAttemptsForLimits).
 * - Teachers, company admins and super admins are held to neither. Resuming an open attempt is not a
 *   start and is never counted (the service does not ask).
 */

/** Full tests against `freeFullTestsPerDay`; every other type is a section practice. */
const FULL_TEST_TYPES: readonly TestType[] = ['full_mock', 'adaptive_exam', 'quick_mock'];

export type DailyCategory = 'full' | 'section';
export const dailyCategoryOf = (type: TestType): DailyCategory => (FULL_TEST_TYPES.includes(type) ? 'full' : 'section');
export const typesOfCategory = (category: DailyCategory): TestType[] =>
  (['full_mock', 'adaptive_exam', 'quick_mock', 'single_section', 'module', 'drill'] as const).filter(
    (t) => dailyCategoryOf(t) === category,
  );

/** Staff take tests without limits (to try them, to demonstrate them). */
export const isLimitExempt = (actor: RoleSubject): boolean => isTeacher(actor) || isSuperAdmin(actor);

export interface AttemptLimitInput {
  settings: Pick<TenantSettings, 'attemptsPerTest' | 'freeFullTestsPerDay' | 'freeSectionPracticesPerDay'>;
  actor: RoleSubject;
  /** The calendar date now in the tenant's business time zone (YYYY-MM-DD), for Pro expiry. */
  today: string;
  testType: TestType;
  /** Attempts the student has made at this test so far (any status). */
  attemptsAtTest: number;
  /** Attempts the student started today, per category. */
  startedToday: Readonly<Record<DailyCategory, number>>;
  /** A class test its class pays for (issue 5): not held to the Free daily limits, only to attempts per test. */
  paidByOrganization?: boolean;
}

/** The refusal for one more attempt, or null when it may start. */
export const attemptLimitRefusal = (input: AttemptLimitInput): 'taken_over_3_exam' | 'exceeded_test' | null => {
  if (isLimitExempt(input.actor)) return null;
  if (input.attemptsAtTest >= input.settings.attemptsPerTest) return 'taken_over_3_exam';
  if (input.paidByOrganization || isPro(input.actor, input.today)) return null;
  const category = dailyCategoryOf(input.testType);
  const allowed = category === 'full' ? input.settings.freeFullTestsPerDay : input.settings.freeSectionPracticesPerDay;
  return input.startedToday[category] >= allowed ? 'exceeded_test' : null;
};
