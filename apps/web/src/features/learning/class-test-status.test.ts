import { describe, expect, it } from 'vitest';
import { classTestState, sortClassTests } from './class-test-status.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const attempt = (status: 'in_progress' | 'completed' | 'abandoned', id = 'ue1') => ({
  user_exam_id: id,
  status,
  started_at: '2026-11-22T10:00:00Z',
  completed_at: status === 'completed' ? '2026-11-22T11:00:00Z' : null,
  score: status === 'completed' ? 1350 : null,
  score_label: status === 'completed' ? '1350' : null,
});

describe('classTestState', () => {
  it('is upcoming before its date, with the opening time', () => {
    expect(classTestState({ available: false, scheduled_at: '2026-11-24T09:00:00Z', my_attempt: null }, NOW)).toEqual({
      state: 'upcoming',
      opensAt: '2026-11-24T09:00:00Z',
    });
  });

  it('opens once the date passes even if the list said it was not available yet', () => {
    expect(classTestState({ available: false, scheduled_at: '2026-11-23T11:59:00Z', my_attempt: null }, NOW)).toEqual({
      state: 'start',
      retake: false,
    });
  });

  it('offers Start when available and not attempted', () => {
    expect(classTestState({ available: true, scheduled_at: '2026-11-20T09:00:00Z', my_attempt: null }, NOW).state).toBe(
      'start',
    );
  });

  it('offers Resume for an attempt in progress', () => {
    expect(
      classTestState(
        { available: true, scheduled_at: '2026-11-20T09:00:00Z', my_attempt: attempt('in_progress', 'ue9') },
        NOW,
      ),
    ).toEqual({ state: 'resume', userExamId: 'ue9' });
  });

  it('is completed with the score and the attempt for the report', () => {
    expect(
      classTestState(
        { available: true, scheduled_at: '2026-11-20T09:00:00Z', my_attempt: attempt('completed', 'ue3') },
        NOW,
      ),
    ).toEqual({
      state: 'completed',
      userExamId: 'ue3',
      score: 1350,
      scoreLabel: '1350',
      completedAt: '2026-11-22T11:00:00Z',
    });
  });

  it('lets an abandoned attempt be started again once open', () => {
    expect(
      classTestState({ available: true, scheduled_at: '2026-11-20T09:00:00Z', my_attempt: attempt('abandoned') }, NOW),
    ).toEqual({ state: 'start', retake: true });
  });
});

describe('sortClassTests', () => {
  it('puts resume, then start, then upcoming by date, then completed', () => {
    const tests = [
      { id: 'done', available: true, scheduled_at: '2026-11-01T09:00:00Z', my_attempt: attempt('completed') },
      { id: 'later', available: false, scheduled_at: '2026-12-10T09:00:00Z', my_attempt: null },
      { id: 'soon', available: false, scheduled_at: '2026-11-30T09:00:00Z', my_attempt: null },
      { id: 'open', available: true, scheduled_at: '2026-11-02T09:00:00Z', my_attempt: null },
      { id: 'going', available: true, scheduled_at: '2026-11-03T09:00:00Z', my_attempt: attempt('in_progress') },
    ];
    expect(sortClassTests(tests, NOW).map((t) => t.id)).toEqual(['going', 'open', 'soon', 'later', 'done']);
  });
});
