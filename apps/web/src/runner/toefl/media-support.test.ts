import { describe, expect, it } from 'vitest';
import { isIosDevice, levelOf, micProblemOf, pickRecorderMimeType, recordingProblem } from './media-support.ts';

const desktop = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  platform: 'Linux x86_64',
  maxTouchPoints: 0,
};

describe('pickRecorderMimeType', () => {
  it('prefers webm/opus, then falls back in order (Safari records mp4)', () => {
    expect(pickRecorderMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecorderMimeType((t) => t === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecorderMimeType((t) => t.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
  });
  it('lets the browser choose when nothing listed is supported, or the check throws', () => {
    expect(pickRecorderMimeType(() => false)).toBe('');
    expect(
      pickRecorderMimeType(() => {
        throw new Error('no');
      }),
    ).toBe('');
  });
});

describe('isIosDevice', () => {
  it('knows iPhones and iPads, including iPadOS posing as a Mac', () => {
    expect(
      isIosDevice({
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
        platform: 'iPhone',
        maxTouchPoints: 5,
      }),
    ).toBe(true);
    expect(
      isIosDevice({
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605',
        platform: 'MacIntel',
        maxTouchPoints: 5,
      }),
    ).toBe(true);
  });
  it('does not flag a Mac, Android or a desktop', () => {
    expect(
      isIosDevice({
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
        platform: 'MacIntel',
        maxTouchPoints: 0,
      }),
    ).toBe(false);
    expect(
      isIosDevice({ userAgent: 'Mozilla/5.0 (Linux; Android 15)', platform: 'Linux armv8l', maxTouchPoints: 5 }),
    ).toBe(false);
    expect(isIosDevice(desktop)).toBe(false);
  });
});

describe('recordingProblem and micProblemOf', () => {
  it('names the first obstacle: iOS, an insecure page, a browser without recording', () => {
    const ok = { device: desktop, secure: true, hasGetUserMedia: true, hasMediaRecorder: true };
    expect(recordingProblem(ok)).toBeNull();
    expect(recordingProblem({ ...ok, device: { ...desktop, userAgent: 'iPad' } })).toBe('ios');
    expect(recordingProblem({ ...ok, secure: false })).toBe('insecure');
    expect(recordingProblem({ ...ok, hasMediaRecorder: false })).toBe('unsupported');
  });
  it('reads getUserMedia errors', () => {
    expect(micProblemOf(new DOMException('x', 'NotAllowedError'))).toBe('denied');
    expect(micProblemOf(new DOMException('x', 'NotFoundError'))).toBe('not_found');
    expect(micProblemOf(new DOMException('x', 'NotReadableError'))).toBe('busy');
    expect(micProblemOf(new Error('?'))).toBe('other');
    expect(micProblemOf(null)).toBe('other');
  });
});

describe('levelOf', () => {
  it('is 0 for silence and grows with amplitude, capped at 100', () => {
    expect(levelOf(new Uint8Array(64).fill(128))).toBe(0);
    const quiet = levelOf(Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 138 : 118)));
    const loud = levelOf(Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 200 : 56)));
    expect(quiet).toBeGreaterThan(0);
    expect(loud).toBeGreaterThan(quiet);
    expect(levelOf(Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 255 : 0)))).toBe(100);
  });
});
