import { describe, expect, it } from 'vitest';
import { TEST_TYPES, TenantSettings } from '@prepwell/contracts';
import {
  gradableAnswerOf,
  gradeRefusal,
  gradingPrice,
  LOCKED,
  ratedScaleOf,
  recordsPlanUnlock,
  reportLocks,
  requestChange,
  standingOf,
  unlockPrice,
  UNLOCKED,
  upgradeDue,
  type Standing,
} from './unlocks.policy.ts';

const settings = TenantSettings.parse({});
const subject = (pro: string | null, ...roles: string[]) => ({
  roles: roles.map((name) => ({ name })),
  pro_expired_at: pro,
});

describe('standingOf', () => {
  it('is Pro through the expiry day in the business time zone, Free after it; staff whatever the date', () => {
    expect(standingOf(subject('2026-11-23'), '2026-11-23')).toBe('pro');
    expect(standingOf(subject('2026-11-22'), '2026-11-23')).toBe('free');
    expect(standingOf(subject(null), '2026-11-23')).toBe('free');
    expect(standingOf(subject(null, 'teacher'), '2026-11-23')).toBe('staff');
    expect(standingOf(subject(null, 'organization_admin'), '2026-11-23')).toBe('staff');
    expect(standingOf(subject('2030-01-01', 'super_admin'), '2026-11-23')).toBe('staff');
    expect(standingOf(subject(null, 'parent'), '2026-11-23')).toBe('free');
  });
});

describe('reportLocks', () => {
  const full = ['full_mock', 'adaptive_exam', 'quick_mock'] as const;
  const practice = TEST_TYPES.filter((t) => !(full as readonly string[]).includes(t));

  it('locks a Free student’s full test for the student and the parent until unlocked', () => {
    for (const type of full)
      for (const viewer of ['student', 'parent'] as const) {
        expect(reportLocks({ viewer, type, standing: 'free', unlocked: false })).toEqual(LOCKED);
        expect(reportLocks({ viewer, type, standing: 'free', unlocked: true })).toEqual(UNLOCKED);
      }
  });

  it('never locks practice, educators, Pro or staff students', () => {
    const standings: Standing[] = ['free', 'pro', 'staff'];
    for (const type of practice)
      for (const standing of standings)
        expect(reportLocks({ viewer: 'student', type, standing, unlocked: false })).toEqual(UNLOCKED);
    for (const type of full) {
      expect(reportLocks({ viewer: 'educator', type, standing: 'free', unlocked: false })).toEqual(UNLOCKED);
      for (const viewer of ['student', 'parent'] as const) {
        expect(reportLocks({ viewer, type, standing: 'pro', unlocked: false })).toEqual(UNLOCKED);
        expect(reportLocks({ viewer, type, standing: 'staff', unlocked: false })).toEqual(UNLOCKED);
      }
    }
  });

  it('records the plan’s unlock only when the Pro student opens a full test not yet unlocked', () => {
    expect(recordsPlanUnlock({ viewer: 'student', type: 'full_mock', standing: 'pro', unlocked: false })).toBe(true);
    expect(recordsPlanUnlock({ viewer: 'student', type: 'full_mock', standing: 'pro', unlocked: true })).toBe(false);
    expect(recordsPlanUnlock({ viewer: 'parent', type: 'full_mock', standing: 'pro', unlocked: false })).toBe(false);
    expect(recordsPlanUnlock({ viewer: 'student', type: 'drill', standing: 'pro', unlocked: false })).toBe(false);
    expect(recordsPlanUnlock({ viewer: 'student', type: 'full_mock', standing: 'free', unlocked: false })).toBe(false);
  });

  it('prices an unlock for Free members only', () => {
    expect(unlockPrice(settings, 'free')).toBe(10);
    expect(unlockPrice({ scoreReportUnlockPrice: 8 }, 'free')).toBe(8);
    expect(unlockPrice(settings, 'pro')).toBe(0);
    expect(unlockPrice(settings, 'staff')).toBe(0);
  });
});

describe('grading', () => {
  it('prices a level; Pro pays (100 − discount) % rounded up to a whole coin', () => {
    expect([
      gradingPrice(settings, 'score', false),
      gradingPrice(settings, 'simple', false),
      gradingPrice(settings, 'vip', false),
    ]).toEqual([10, 30, 60]);
    expect([
      gradingPrice(settings, 'score', true),
      gradingPrice(settings, 'simple', true),
      gradingPrice(settings, 'vip', true),
    ]).toEqual([8, 24, 48]);
    const odd = { gradingPrices: { score: 7, simple: 33, vip: 61 }, proGradingDiscountPercent: 15 };
    // 5.95 → 6, 28.05 → 29, 51.85 → 52
    expect([
      gradingPrice(odd, 'score', true),
      gradingPrice(odd, 'simple', true),
      gradingPrice(odd, 'vip', true),
    ]).toEqual([6, 29, 52]);
    // Exact products are not rounded up by float error (10 × 70 % = 7, 30 × 90 % = 27), and 12.5 % works.
    expect(
      gradingPrice({ gradingPrices: { score: 10, simple: 30, vip: 60 }, proGradingDiscountPercent: 30 }, 'score', true),
    ).toBe(7);
    expect(
      gradingPrice(
        { gradingPrices: { score: 10, simple: 30, vip: 60 }, proGradingDiscountPercent: 10 },
        'simple',
        true,
      ),
    ).toBe(27);
    expect(
      gradingPrice({ gradingPrices: { score: 10, simple: 30, vip: 60 }, proGradingDiscountPercent: 12.5 }, 'vip', true),
    ).toBe(53);
    expect(
      gradingPrice({ gradingPrices: { score: 10, simple: 30, vip: 60 }, proGradingDiscountPercent: 100 }, 'vip', true),
    ).toBe(0);
  });

  it('grades only speaking and writing answers with a rated key, and only a non-blank answer', () => {
    expect(ratedScaleOf({ type: 'written_response', answerKey: { kind: 'rated', max: 5 } })).toBe(5);
    expect(ratedScaleOf({ type: 'spoken_response', answerKey: { kind: 'rated', max: 4 } })).toBe(4);
    expect(ratedScaleOf({ type: 'multiple_choice', answerKey: { kind: 'choice', correct: ['A'] } })).toBeNull();
    expect(ratedScaleOf({ type: 'written_response', answerKey: { kind: 'text', accept: ['x'] } })).toBeNull();
    expect(gradableAnswerOf('An essay.')).toBe('An essay.');
    for (const blank of ['', '   ', null, undefined, ['a']]) expect(gradableAnswerOf(blank)).toBeNull();
  });

  it('upgrades a request to a higher level for the difference and refuses the same or a lower one', () => {
    expect(requestChange('score', 'simple')).toBe('upgrade');
    expect(requestChange('score', 'vip')).toBe('upgrade');
    expect(requestChange('simple', 'vip')).toBe('upgrade');
    expect(requestChange('simple', 'simple')).toBe('refuse');
    expect(requestChange('vip', 'score')).toBe('refuse');
    expect(upgradeDue(30, 10)).toBe(20);
    expect(upgradeDue(48, 60)).toBe(0);
  });

  it('needs a score on the task’s scale, and a comment for simple and VIP levels', () => {
    expect(gradeRefusal('score', 5, { score: 5 })).toBeNull();
    expect(gradeRefusal('score', 5, { score: 6 })).toBe('score_out_of_range');
    expect(gradeRefusal('simple', 5, { score: 3 })).toBe('comment_required');
    expect(gradeRefusal('vip', 5, { score: 3, comment: '   ' })).toBe('comment_required');
    expect(gradeRefusal('vip', 5, { score: 0, comment: 'Clear thesis.' })).toBeNull();
  });
});
