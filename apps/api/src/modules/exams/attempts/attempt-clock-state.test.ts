import { describe, expect, it } from 'vitest';
import { ANSWER_GRACE_SECONDS } from '@prepwell/contracts';
import type { AttemptContent } from './attempt-content.ts';
import type { PlanModule } from './attempt-plan.ts';
import {
  breakRemainingSeconds,
  followsOn,
  isPastGrace,
  phaseOf,
  remainingSecondsOf,
  type ClockFields,
} from './attempt-clock-state.ts';

const now = new Date('2026-03-10T10:00:00.000Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const attempt = (over: Partial<ClockFields> = {}): ClockFields => ({
  status: 'in_progress',
  moduleStartedAt: null,
  moduleDeadlineAt: null,
  breakEndsAt: null,
  pausedAt: null,
  ...over,
});
const running = (deadlineIn: number, over: Partial<ClockFields> = {}) =>
  attempt({ moduleStartedAt: at(-60), moduleDeadlineAt: at(deadlineIn), ...over });

describe('the attempt clock, read by the server', () => {
  it('phases: ready, module, break (until it runs out), paused; none once finished', () => {
    expect(phaseOf(attempt(), now)).toBe('ready');
    expect(phaseOf(running(100), now)).toBe('module');
    expect(phaseOf(attempt({ breakEndsAt: at(30) }), now)).toBe('break');
    expect(phaseOf(attempt({ breakEndsAt: at(0) }), now)).toBe('ready');
    expect(phaseOf(running(100, { pausedAt: at(-5) }), now)).toBe('paused');
    expect(phaseOf(attempt({ status: 'completed' }), now)).toBeNull();
    expect(phaseOf(attempt({ status: 'abandoned' }), now)).toBeNull();
  });

  it('remaining seconds: the full time while ready, the deadline by the server’s clock (rounded up, never negative), frozen while paused', () => {
    expect(remainingSecondsOf(attempt(), 1920, now)).toBe(1920);
    expect(remainingSecondsOf(running(99.2), 1920, now)).toBe(100);
    expect(remainingSecondsOf(running(-30), 1920, now)).toBe(0);
    // Paused 10 minutes ago with 40 s left: still 40 s, whatever the time now.
    expect(remainingSecondsOf(running(-560, { pausedAt: at(-600) }), 1920, now)).toBe(40);
    expect(breakRemainingSeconds(attempt({ breakEndsAt: at(42) }), now)).toBe(42);
    expect(breakRemainingSeconds(attempt({ breakEndsAt: at(-1) }), now)).toBe(0);
  });

  it('saves are over after the deadline plus the grace, never while ready or paused', () => {
    expect(isPastGrace(running(-ANSWER_GRACE_SECONDS), now)).toBe(false);
    expect(isPastGrace(running(-ANSWER_GRACE_SECONDS - 0.001), now)).toBe(true);
    expect(isPastGrace(attempt(), now)).toBe(false);
    expect(isPastGrace(running(-600, { pausedAt: at(-700) }), now)).toBe(false);
    expect(isPastGrace(running(-600, { status: 'completed' }), now)).toBe(false);
  });

  it('decision 0032: the next module follows on in exam mode at the SAT and the ACT, on a module clock, unless a break comes first', () => {
    const content = (kind: AttemptContent['test']['kind'], clock: 'module' | 'test' = 'module') =>
      ({ test: { kind, clock }, plan: { sections: [], modules: [] } }) as unknown as AttemptContent;
    const ended = (breakAfterSeconds = 0) => ({ breakAfterSeconds }) as PlanModule;
    expect(followsOn(content('sat'), 'exam', ended())).toBe(true);
    expect(followsOn(content('act'), 'exam', ended())).toBe(true);
    expect(followsOn(content('sat'), 'exam', ended(600))).toBe(false);
    expect(followsOn(content('sat'), 'practice', ended())).toBe(false);
    expect(followsOn(content('toefl'), 'exam', ended())).toBe(false);
    expect(followsOn(content('shsat', 'test'), 'exam', ended())).toBe(false);
  });
});
