import { and, eq, gt, lt } from 'drizzle-orm';
import type { PlatformDb } from '../../db/with-tenant.ts';
import { captchas } from '../../db/schema/index.ts';

/** Captchas are a platform table (no tenant): they take the plain database. */

export const insertCaptcha = async (db: PlatformDb, values: { key: string; answerHash: string; expiresAt: Date }) => {
  await db.insert(captchas).values(values);
};

export const deleteExpiredCaptchas = async (db: PlatformDb, now: Date) => {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
};

/** Deletes the unexpired captcha of `key` and returns it: a captcha can be checked once. */
export const takeCaptcha = async (db: PlatformDb, key: string, now: Date) =>
  (
    await db
      .delete(captchas)
      .where(and(eq(captchas.key, key), gt(captchas.expiresAt, now)))
      .returning()
  )[0];
