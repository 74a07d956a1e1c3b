import type { ModuleOutcome } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { testStartedAt } from './attempt-times.ts';

const moduleAt = (startedAt: string | null) => ({ startedAt }) as ModuleOutcome;

describe('the report’s Started time (issue 17)', () => {
  it('is the first module’s clock, not when the start page opened', () => {
    expect(
      testStartedAt({
        startedAt: '2026-03-01T09:00:00.000Z', // the start page (test settings) opened
        modules: [
          moduleAt('2026-03-01T09:42:00.000Z'),
          moduleAt('2026-03-01T09:12:30.000Z'), // module 1 began here
          moduleAt(null),
        ],
      }),
    ).toBe('2026-03-01T09:12:30.000Z');
  });

  it('falls back to the attempt when no module began', () => {
    expect(testStartedAt({ startedAt: '2026-03-01T09:00:00.000Z', modules: [moduleAt(null)] })).toBe(
      '2026-03-01T09:00:00.000Z',
    );
  });
});
