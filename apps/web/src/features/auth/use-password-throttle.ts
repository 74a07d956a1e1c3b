import type { CaptchaChallenge } from '@prepwell/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { authQueries } from './auth.api.ts';
import type { CaptchaFieldProps } from './captcha-field.tsx';
import { captchaAnswerOf, secondsLeft, throttleOf, type Throttle } from './throttle.ts';

export interface PasswordThrottle {
  /** Seconds until the server answers again (0: no wait). */
  waitSeconds: number;
  /** The captcha the server asked for, once it did; its field's props. */
  captcha: Omit<CaptchaFieldProps, 'inputProps'> | null;
  /** The captcha fields to send ({} when none is asked for), or null when the shown captcha is not answered yet. */
  answer: (text: string) => ReturnType<typeof captchaAnswerOf>;
  /** Call after every failed submit (each try uses a captcha up); returns the throttle, if the error was one. */
  onError: (error: unknown) => Throttle;
  /** After a success: no more wait or captcha. */
  reset: () => void;
}

/**
 * The login throttle on a password form, login or password change (decision 0019): counts a wait down
 * after a 429, and shows the captcha the server asks for, a fresh one after every try.
 */
export function usePasswordThrottle(clearCaptchaText: () => void): PasswordThrottle {
  const client = useQueryClient();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [recaptchaToken, setRecaptchaToken] = useState('');
  const [resetSignal, setResetSignal] = useState(0);
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  // Ticks once a second while a wait runs.
  useEffect(() => {
    if (waitUntil <= now) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, waitUntil - now));
    return () => window.clearTimeout(timer);
  }, [waitUntil, now]);

  const newCaptcha = () => {
    clearCaptchaText();
    setRecaptchaToken('');
    setResetSignal((n) => n + 1);
    void client.refetchQueries({ queryKey: authQueries.captcha().queryKey });
  };

  return {
    waitSeconds: secondsLeft(waitUntil, now),
    captcha: challenge ? { config: challenge, onRecaptcha: setRecaptchaToken, resetSignal } : null,
    answer: (text) =>
      captchaAnswerOf(challenge, {
        text,
        captchaKey: client.getQueryData(authQueries.captcha().queryKey)?.key,
        recaptchaToken,
      }),
    onError: (error) => {
      const throttle = throttleOf(error);
      if (challenge) newCaptcha();
      if (throttle?.kind === 'captcha') setChallenge(throttle.challenge);
      if (throttle?.kind === 'wait') {
        const at = Date.now();
        setNow(at);
        setWaitUntil(at + throttle.seconds * 1000);
      }
      return throttle;
    },
    reset: () => {
      setChallenge(null);
      setWaitUntil(0);
    },
  };
}
