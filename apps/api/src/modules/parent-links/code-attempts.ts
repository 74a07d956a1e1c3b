import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error.ts';

/**
 * Wrong one-time codes are counted (deps.limiters.parentLinkCode: 5 per 15 minutes, then blocked for 15) per
 * parent and per student. A right code spends nothing; a key that has spent its points is refused with 429.
 */
export const refuseWhenSpent = async (limiter: RateLimiterAbstract, key: string) => {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0 && res.msBeforeNext > 0) {
    const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    throw new AppError('too_many_requests', {
      vars: { seconds },
      details: { retry_after: seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }
};

/** Counts one wrong code (never throws for the limit: the caller answers with its own error). */
export const countWrongCode = async (limiter: RateLimiterAbstract, key: string) => {
  await limiter.consume(key).catch((e: unknown) => {
    if (!(e instanceof RateLimiterRes)) throw e;
  });
};
