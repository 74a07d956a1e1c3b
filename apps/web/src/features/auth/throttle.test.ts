import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { captchaAnswerOf, secondsLeft, throttleOf } from './throttle.ts';

const apiError = (code: ApiError['code'], details: Record<string, unknown> = {}) =>
  new ApiError({ status: code === 'too_many_requests' ? 429 : 422, code, message: code, details });

describe('throttleOf', () => {
  it('a 429 is a wait of the seconds the server gave', () => {
    expect(throttleOf(apiError('too_many_requests', { retry_after: 42 }))).toEqual({ kind: 'wait', seconds: 42 });
    expect(throttleOf(apiError('too_many_requests'))).toEqual({ kind: 'wait', seconds: 1 });
  });

  it('captcha_required and captcha_invalid name the captcha to show', () => {
    const captcha = { provider: 'builtin', site_key: null };
    expect(throttleOf(apiError('captcha_required', { field: 'captcha', captcha }))).toEqual({
      kind: 'captcha',
      challenge: captcha,
    });
    const recaptcha = { provider: 'recaptcha', site_key: 'site' };
    expect(throttleOf(apiError('captcha_invalid', { field: 'captcha', captcha: recaptcha }))).toEqual({
      kind: 'captcha',
      challenge: recaptcha,
    });
  });

  it('anything else is not a throttle', () => {
    expect(throttleOf(apiError('incorrect_credentials'))).toBeNull();
    expect(throttleOf(apiError('captcha_invalid'))).toBeNull(); // the register form's own captcha
    expect(throttleOf(new Error('boom'))).toBeNull();
  });
});

describe('secondsLeft', () => {
  it('rounds up and stops at zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });
});

describe('captchaAnswerOf', () => {
  const none = { text: '', captchaKey: undefined, recaptchaToken: '' };
  it('sends nothing while no captcha is asked for', () => {
    expect(captchaAnswerOf(null, { text: 'abc', captchaKey: 'k', recaptchaToken: 't' })).toEqual({});
  });
  it('the built-in captcha: its key and the trimmed text, or null when unanswered', () => {
    const builtin = { provider: 'builtin' as const, site_key: null };
    expect(captchaAnswerOf(builtin, { ...none, text: ' k7pXa ', captchaKey: 'key' })).toEqual({
      captcha_key: 'key',
      captcha: 'k7pXa',
    });
    expect(captchaAnswerOf(builtin, { ...none, text: '  ', captchaKey: 'key' })).toBeNull();
    expect(captchaAnswerOf(builtin, { ...none, text: 'abc' })).toBeNull();
  });
  it('reCAPTCHA: the widget token, or null before it is ticked', () => {
    const recaptcha = { provider: 'recaptcha' as const, site_key: 'site' };
    expect(captchaAnswerOf(recaptcha, { ...none, recaptchaToken: 'tok' })).toEqual({ 'g-recaptcha-response': 'tok' });
    expect(captchaAnswerOf(recaptcha, none)).toBeNull();
  });
});
