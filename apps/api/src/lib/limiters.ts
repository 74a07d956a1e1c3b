import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './app-error.ts';
import { LOGIN_THROTTLE } from './login-throttle.ts';

/** Counters shared through Redis when REDIS_URL is set, else kept in this process. */
export interface Limiters {
  /**
   * Failed password checks (login, and a password change's current password) per account: tenant + user id,
   * or tenant + the identifier typed when there is no such user. Only counted (penalty), never consumed.
   */
  loginAccount: RateLimiterAbstract;
  /** Failed password checks per client IP, counted the same way. */
  loginIp: RateLimiterAbstract;
  /** Password checks running now, per `account:…` and `address:…` key (penalty before, reward after). */
  loginInFlight: RateLimiterAbstract;
  /**
   * The waits of lib/login-throttle.ts, per `account:…` or `address:…` key: blocked for the wait after a
   * failure; a check in the waiting phase consumes the key's one point, holding it while it runs.
   */
  loginWait: RateLimiterAbstract;
  /** E-mails a person can trigger (reset, verification) per address. */
  mailPerAddress: RateLimiterAbstract;
  /** AI tutor messages per user per minute; the tenant's limit (aiMessagesPerMinute) is applied by consumeUpTo. */
  aiMessages: RateLimiterAbstract;
  /** Wrong parent-link codes, per parent and per student (`parent:…`, `student:…`; decision 0018). */
  parentLinkCode: RateLimiterAbstract;
}

/** Points of a limiter that only counts (penalty and reward never refuse). */
const COUNT_ONLY = 1_000_000;
/** How long a password check in the waiting phase holds its wait key if it never settles (a crash). */
export const LOGIN_CHECK_HOLD_SECONDS = 2;

export const createLimiters = (redis: Redis | undefined, prefix = 'prepwell'): Limiters => {
  const make = (name: string, points: number, duration: number, blockDuration = 0) =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${prefix}:${name}`,
          points,
          duration,
          blockDuration,
          useRedisPackage: false,
        })
      : new RateLimiterMemory({ keyPrefix: name, points, duration, blockDuration });
  return {
    loginAccount: make('login_account', COUNT_ONLY, LOGIN_THROTTLE.account.windowSeconds),
    loginIp: make('login_ip', COUNT_ONLY, LOGIN_THROTTLE.address.windowSeconds),
    loginInFlight: make('login_in_flight', COUNT_ONLY, 30),
    loginWait: make('login_wait', 1, LOGIN_CHECK_HOLD_SECONDS),
    mailPerAddress: make('mail_address', 5, 60 * 60),
    // Points above any tenant's setting (at most 1000): consumeUpTo compares with the tenant's own limit.
    aiMessages: make('ai_messages', 100_000, 60),
    parentLinkCode: make('parent_link_code', 5, 15 * 60, 15 * 60),
  };
};

/** 429 with Retry-After (and `details.retry_after`, so a form can count down) in whole seconds, at least 1. */
export const tooMany = (res: Pick<RateLimiterRes, 'msBeforeNext'>) => {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new AppError('too_many_requests', {
    vars: { seconds },
    details: { retry_after: seconds },
    headers: { 'retry-after': String(seconds) },
  });
};

/** Spends a point; throws 429 when that was one too many. */
export const consumeOrThrow = async (limiter: RateLimiterAbstract, key: string) => {
  try {
    await limiter.consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw tooMany(e);
    throw e;
  }
};

/**
 * Spends a point and throws 429 with Retry-After when the key has spent more than `limit` in the window:
 * for limits that are a per-tenant setting rather than the limiter's own points.
 */
export const consumeUpTo = async (limiter: RateLimiterAbstract, key: string, limit: number) => {
  let res: RateLimiterRes;
  try {
    res = await limiter.consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw tooMany(e);
    throw e;
  }
  if (res.consumedPoints > limit) throw tooMany(res);
};
