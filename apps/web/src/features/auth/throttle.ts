import { ThrottleDetails, type CaptchaChallenge } from '@prepwell/contracts';
import { isApiError } from '../../lib/api-error.ts';
import type { CaptchaAnswer } from './register-values.ts';

/** What a refused password check asks of the person (decision 0019): wait some seconds, or answer a captcha. */
export type Throttle = { kind: 'wait'; seconds: number } | { kind: 'captcha'; challenge: CaptchaChallenge } | null;

/** Reads the throttle out of a failed login or password change; null for any other error. */
export const throttleOf = (error: unknown): Throttle => {
  if (!isApiError(error)) return null;
  const details = ThrottleDetails.safeParse(error.details);
  if (!details.success) return null;
  if (error.code === 'too_many_requests') return { kind: 'wait', seconds: details.data.retry_after ?? 1 };
  if ((error.code === 'captcha_required' || error.code === 'captcha_invalid') && details.data.captcha)
    return { kind: 'captcha', challenge: details.data.captcha };
  return null;
};

/** Whole seconds left until `until` (epoch ms), never below zero. */
export const secondsLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

/**
 * The captcha fields to send with the form: none while no captcha is asked for; null when one is shown
 * but not answered yet (the form then says so instead of sending).
 */
export const captchaAnswerOf = (
  challenge: CaptchaChallenge | null,
  input: { text: string; captchaKey: string | undefined; recaptchaToken: string },
): CaptchaAnswer | null => {
  if (!challenge) return {};
  if (challenge.provider === 'recaptcha')
    return input.recaptchaToken ? { 'g-recaptcha-response': input.recaptchaToken } : null;
  const text = input.text.trim();
  return text && input.captchaKey ? { captcha_key: input.captchaKey, captcha: text } : null;
};
