import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_SETTINGS, TEST_TYPES, type TestType } from '@prepwell/contracts';
import {
  attemptLimitRefusal,
  dailyCategoryOf,
  typesOfCategory,
  type AttemptLimitInput,
} from './attempt-limits.policy.ts';

const today = '2026-03-10';
const input = (over: Partial<AttemptLimitInput> = {}): AttemptLimitInput => ({
  settings: DEFAULT_TENANT_SETTINGS,
  actor: { roles: [], pro_expired_at: null },
  today,
  testType: 'full_mock',
  attemptsAtTest: 0,
  startedToday: { full: 0, section: 0 },
  ...over,
});

describe('attempt limits (decisions.md defaults: 3 attempts per test, 2 full tests and 5 section practices a day)', () => {
  it('full tests and section practices are counted apart', () => {
    expect((['full_mock', 'adaptive_exam', 'quick_mock'] as TestType[]).map(dailyCategoryOf)).toEqual([
      'full',
      'full',
      'full',
    ]);
    expect((['module', 'single_section', 'drill'] as TestType[]).map(dailyCategoryOf)).toEqual([
      'section',
      'section',
      'section',
    ]);
    expect([...typesOfCategory('full'), ...typesOfCategory('section')].sort()).toEqual([...TEST_TYPES].sort());
  });

  it('refuses a fourth attempt at a test with taken_over_3_exam, before the daily limit', () => {
    expect(attemptLimitRefusal(input({ attemptsAtTest: 2 }))).toBeNull();
    expect(attemptLimitRefusal(input({ attemptsAtTest: 3 }))).toBe('taken_over_3_exam');
    expect(attemptLimitRefusal(input({ attemptsAtTest: 3, startedToday: { full: 9, section: 9 } }))).toBe(
      'taken_over_3_exam',
    );
    // Pro members are held to the per-test limit too.
    expect(attemptLimitRefusal(input({ attemptsAtTest: 3, actor: { roles: [], pro_expired_at: today } }))).toBe(
      'taken_over_3_exam',
    );
  });

  it('a free member gets 2 full tests and 5 section practices a day; the third / sixth is exceeded_test', () => {
    expect(attemptLimitRefusal(input({ startedToday: { full: 1, section: 5 } }))).toBeNull();
    expect(attemptLimitRefusal(input({ startedToday: { full: 2, section: 0 } }))).toBe('exceeded_test');
    expect(attemptLimitRefusal(input({ testType: 'drill', startedToday: { full: 2, section: 4 } }))).toBeNull();
    expect(attemptLimitRefusal(input({ testType: 'module', startedToday: { full: 0, section: 5 } }))).toBe(
      'exceeded_test',
    );
  });

  it('Pro through today is free of the daily limit; Pro that ended yesterday is not; staff are free of both', () => {
    const busy = { startedToday: { full: 50, section: 50 } };
    expect(attemptLimitRefusal(input({ ...busy, actor: { roles: [], pro_expired_at: today } }))).toBeNull();
    expect(attemptLimitRefusal(input({ ...busy, actor: { roles: [], pro_expired_at: '2026-03-09' } }))).toBe(
      'exceeded_test',
    );
    for (const role of ['teacher', 'organization_admin', 'super_admin'])
      expect(
        attemptLimitRefusal(input({ ...busy, attemptsAtTest: 99, actor: { roles: [{ name: role }] } })),
        role,
      ).toBeNull();
    expect(attemptLimitRefusal(input({ ...busy, actor: { roles: [{ name: 'parent' }] } }))).toBe('exceeded_test');
  });

  it('a class test its class pays for is free of the daily limit, never of the attempts per test (issue 5)', () => {
    const busy = { startedToday: { full: 50, section: 50 }, paidByOrganization: true };
    expect(attemptLimitRefusal(input(busy))).toBeNull();
    expect(attemptLimitRefusal(input({ ...busy, testType: 'drill' }))).toBeNull();
    expect(attemptLimitRefusal(input({ ...busy, attemptsAtTest: 3 }))).toBe('taken_over_3_exam');
    expect(attemptLimitRefusal(input({ ...busy, paidByOrganization: false }))).toBe('exceeded_test');
  });

  it('the tenant’s settings are the limits, for every count', () => {
    fc.assert(
      fc.property(
        fc.record({
          perTest: fc.integer({ min: 1, max: 10 }),
          full: fc.integer({ min: 0, max: 10 }),
          section: fc.integer({ min: 0, max: 10 }),
        }),
        fc.record({
          atTest: fc.integer({ min: 0, max: 12 }),
          full: fc.integer({ min: 0, max: 12 }),
          section: fc.integer({ min: 0, max: 12 }),
        }),
        fc.constantFrom(...TEST_TYPES),
        (limits, counts, testType) => {
          const settings = {
            attemptsPerTest: limits.perTest,
            freeFullTestsPerDay: limits.full,
            freeSectionPracticesPerDay: limits.section,
          };
          const got = attemptLimitRefusal(
            input({
              settings,
              testType,
              attemptsAtTest: counts.atTest,
              startedToday: { full: counts.full, section: counts.section },
            }),
          );
          const daily =
            dailyCategoryOf(testType) === 'full' ? counts.full >= limits.full : counts.section >= limits.section;
          expect(got).toBe(counts.atTest >= limits.perTest ? 'taken_over_3_exam' : daily ? 'exceeded_test' : null);
        },
      ),
    );
  });
});
