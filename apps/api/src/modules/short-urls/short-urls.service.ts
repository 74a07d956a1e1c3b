import { randomBytes } from 'node:crypto';
import {
  SHORT_CODE_PATTERN,
  SHORT_URL_PAGE_SIZE,
  isSafeLocalPath,
  type ShortUrlPage,
  type ShortUrlView,
} from '@prepwell/contracts';
import type { z } from 'zod';
import type { ShortUrlInput } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Caller } from '../auth/caller.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { logActivity } from '../users/users.service.ts';
import {
  countShortUrlClick,
  insertShortUrl,
  selectShortUrlLine,
  selectShortUrlPage,
  updateShortUrlDisabled,
  type ShortUrlLine,
} from './short-urls.repository.ts';

/** Short URLs (issue 20, decision 0043): `/s/{code}` on the tenant's own host → a path of the same site. */

type Ctx = Caller;

const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code of 7 characters (no look-alikes: 0/O, 1/l/I): 57^7 ≈ 2·10^12 codes. */
export const drawShortCode = (length = 7): string => {
  const bytes = randomBytes(length * 2);
  let code = '';
  for (let i = 0; code.length < length && i < bytes.length; i++) {
    const b = bytes[i]!;
    // Rejection sampling keeps every character equally likely.
    if (b < 256 - (256 % ALPHABET.length)) code += ALPHABET[b % ALPHABET.length];
  }
  return code.length === length ? code : drawShortCode(length);
};

/** The path a link may point to: a safe local path that is not itself a short link. */
export const checkShortUrlPath = (path: string): string => {
  if (!isSafeLocalPath(path) || /^\/s(\/|$)/.test(path)) throw fieldError('short_url_path_invalid', 'path');
  return path;
};

const nameOf = (line: ShortUrlLine) =>
  [line.creatorFirst, line.creatorLast].filter(Boolean).join(' ') || line.creatorEmail || null;

const present = (line: ShortUrlLine): ShortUrlView => ({
  id: line.url.id,
  code: line.url.code,
  path: line.url.path,
  title: line.url.title,
  click_count: line.url.clickCount,
  last_clicked_at: line.url.lastClickedAt?.toISOString() ?? null,
  disabled: line.url.disabledAt !== null,
  created_at: line.url.createdAt.toISOString(),
  created_by: nameOf(line),
});

/** `GET /api/admin/short-urls`. */
export const findShortUrls = (deps: Deps, ctx: Ctx & { page: number; q?: string | undefined }): Promise<ShortUrlPage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { rows, total } = await selectShortUrlPage(tx, ctx.q || undefined, {
      offset: (ctx.page - 1) * SHORT_URL_PAGE_SIZE,
      limit: SHORT_URL_PAGE_SIZE,
    });
    return { data: rows.map(present), current_page: ctx.page, per_page: SHORT_URL_PAGE_SIZE, total };
  });

/** `POST /api/admin/short-urls`: a code of the admin's own (409 when taken) or a drawn one. */
export const createShortUrl = (
  deps: Deps,
  ctx: Ctx & { input: z.output<typeof ShortUrlInput> },
): Promise<ShortUrlView> => {
  const path = checkShortUrlPath(ctx.input.path);
  const own = ctx.input.code;
  if (own !== undefined && !SHORT_CODE_PATTERN.test(own)) throw fieldError('validation_failed', 'code');
  return withTenant(deps.db, ctx.tenant.id, async (tx) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = own ?? drawShortCode();
      const row = await insertShortUrl(tx, { code, path, title: ctx.input.title ?? '', createdBy: ctx.actor.id });
      if (row) {
        await logActivity(tx, ctx.actor.id, 'short_url.create', `${code} → ${path}`);
        const line = await selectShortUrlLine(tx, row.id);
        return present(line!);
      }
      if (own !== undefined) throw fieldError('short_url_code_taken', 'code');
    }
    throw new AppError('conflict');
  });
};

/** `PATCH /api/admin/short-urls/:id` {disabled}. */
export const setShortUrlDisabled = (deps: Deps, ctx: Ctx & { id: string; disabled: boolean }): Promise<ShortUrlView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await updateShortUrlDisabled(tx, ctx.id, ctx.disabled);
    if (!row) throw new AppError('not_found');
    await logActivity(tx, ctx.actor.id, ctx.disabled ? 'short_url.disable' : 'short_url.enable', ctx.id);
    return present((await selectShortUrlLine(tx, ctx.id))!);
  });

/**
 * `GET /s/{code}`: the path to send the visitor to (a click counted), or null for an unknown, disabled or
 * malformed code. The stored path is checked again, so a row written around the service never redirects
 * off the site.
 */
export const followShortUrl = async (deps: Deps, tenant: TenantContext, code: string): Promise<string | null> => {
  if (!SHORT_CODE_PATTERN.test(code)) return null;
  const path = await withTenant(deps.db, tenant.id, (tx) => countShortUrlClick(tx, code));
  return path !== undefined && isSafeLocalPath(path) ? path : null;
};
