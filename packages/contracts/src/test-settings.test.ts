import { describe, expect, it } from 'vitest';
import { systemChecksFor, TestSettingsUpdate, versionForChoice } from './test-settings.ts';

describe('test settings', () => {
  it('need a system check only for listening (sound) and speaking (sound and microphone)', () => {
    expect(systemChecksFor(['english', 'math'])).toEqual({ sound: false, microphone: false });
    expect(systemChecksFor(['ela', 'math'])).toEqual({ sound: false, microphone: false });
    expect(systemChecksFor(['reading', 'listening'])).toEqual({ sound: true, microphone: false });
    expect(systemChecksFor(['speaking'])).toEqual({ sound: true, microphone: true });
  });

  it('map new digital / old paper to the SAT’s versions, and nothing for a kind with one form', () => {
    expect(versionForChoice('sat', 'digital')).toBe('sat_digital');
    expect(versionForChoice('sat', 'paper')).toBe('sat_paper');
    expect(versionForChoice('act', 'paper')).toBeUndefined();
    expect(versionForChoice('toefl', 'digital')).toBeUndefined();
  });

  it('accept a change of one setting or both, never an empty one', () => {
    expect(TestSettingsUpdate.safeParse({ layout: 'strict' }).success).toBe(true);
    expect(TestSettingsUpdate.safeParse({ version: 'paper', layout: 'comfortable' }).success).toBe(true);
    expect(TestSettingsUpdate.safeParse({}).success).toBe(false);
    expect(TestSettingsUpdate.safeParse({ layout: 'roomy' }).success).toBe(false);
  });
});
