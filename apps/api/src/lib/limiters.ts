import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './app-error.ts';

/** Counters shared through Redis when REDIS_URL is set, else kept in this process. */
export interface Limiters {
  /** Failed logins per account (tenant + identifier). */
  loginAccount: RateLimiterAbstract;
  /** Failed logins per client IP. */
  loginIp: RateLimiterAbstract;
  /** E-mails a person can trigger (reset, verification) per address. */
  mailPerAddress: RateLimiterAbstract;
  /** AI tutor messages per user per minute; the tenant's limit (aiMessagesPerMinute) is applied by consumeUpTo. */
  aiMessages: RateLimiterAbstract;
}

export const createLimiters = (redis: Redis | undefined, prefix = 'prepwell'): Limiters => {
  const make = (name: string, points: number, duration: number, blockDuration = 0) =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${name}`, points, duration, blockDuration, useRedisPackage: false })
      : new RateLimiterMemory({ keyPrefix: name, points, duration, blockDuration });
  return {
    loginAccount: make('login_account', 10, 15 * 60, 15 * 60),
    loginIp: make('login_ip', 50, 15 * 60, 15 * 60),
    mailPerAddress: make('mail_address', 5, 60 * 60),
    // Points above any tenant's setting (at most 1000): consumeUpTo compares with the tenant's own limit.
    aiMessages: make('ai_messages', 100_000, 60),
  };
};

const tooMany = (res: RateLimiterRes) => {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new AppError('too_many_requests', { vars: { seconds }, headers: { 'retry-after': String(seconds) } });
};

/** Throws 429 with Retry-After when the key has no points left (without spending one). */
export const assertNotLimited = async (limiter: RateLimiterAbstract, key: string) => {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0 && res.msBeforeNext > 0) throw tooMany(res);
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

/** Records a failure without throwing (the caller already answers with its own error). */
export const penalize = async (limiter: RateLimiterAbstract, key: string) => {
  await limiter.consume(key).catch((e: unknown) => {
    if (!(e instanceof RateLimiterRes)) throw e;
  });
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
