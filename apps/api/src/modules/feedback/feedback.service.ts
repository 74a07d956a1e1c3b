import type { z } from 'zod';
import { fileTypeFromBuffer } from 'file-type';
import { FEEDBACK_SCREENSHOT_MAX_BYTES, type AdminFeedbackView, type FeedbackRequest } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { fileTooLarge } from '../../lib/multipart.ts';
import { iso } from '../../lib/clock.ts';
import { storeImage } from '../profile/images.service.ts';
import { findAllTenants, type TenantContext } from '../tenants/tenants.service.ts';
import { fullName } from '../users/users.presenter.ts';
import { insertFeedback, unsafeSelectRecentFeedback } from './feedback.repository.ts';

const ADMIN_LIST_SIZE = 50;

/** A `data:image/…;base64,…` URL as bytes; the stored type is decided later by content, not by the prefix. */
export const decodeDataUrl = (dataUrl: string): Buffer => {
  const comma = dataUrl.indexOf(',');
  const data = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (comma < 0 || data.length === 0)
    throw new AppError('validation_failed', { fields: [{ path: 'screenshot', key: 'invalid_format' }] });
  return data;
};

/** The screenshot types a feedback takes, by content (a GIF or WebP named `image/png` is refused). */
const SCREENSHOT_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * A screenshot's bytes, checked: at most FEEDBACK_SCREENSHOT_MAX_BYTES (413 `file_too_large` naming it) and a
 * PNG or JPEG by its content, whatever the data URL says (422 `unsupported_file_type`).
 */
export const checkedScreenshot = async (dataUrl: string): Promise<Buffer> => {
  const data = decodeDataUrl(dataUrl);
  if (data.length > FEEDBACK_SCREENSHOT_MAX_BYTES) throw fileTooLarge(FEEDBACK_SCREENSHOT_MAX_BYTES);
  const type = await fileTypeFromBuffer(data);
  if (!type || !SCREENSHOT_TYPES.has(type.mime)) throw new AppError('unsupported_file_type');
  return data;
};

/**
 * A bug report or recommendation, from anyone; the user is attached when signed in. A screenshot is stored
 * as an upload of kind `feedback` in the same transaction as the feedback that links it.
 */
export const createFeedback = async (
  deps: Deps,
  ctx: { tenant: TenantContext; userId: string | null; input: z.output<typeof FeedbackRequest> },
) => {
  const { input } = ctx;
  const values = { userId: ctx.userId, type: input.type, page: input.page, details: input.details };
  if (!input.screenshot)
    return withTenant(deps.db, ctx.tenant.id, (tx) => insertFeedback(tx, { ...values, screenshotUploadId: null }));
  const { result } = await storeImage(
    deps,
    { tenantId: ctx.tenant.id, ownerId: ctx.userId, kind: 'feedback', data: await checkedScreenshot(input.screenshot) },
    (tx, upload) => insertFeedback(tx, { ...values, screenshotUploadId: upload.id }),
  );
  return result;
};

/** The newest feedback of all tenants. Crosses tenants on purpose: only the platform's staff read feedback. */
export const unsafeFindRecentFeedback = async (deps: Deps): Promise<AdminFeedbackView[]> => {
  const [tenants, rows] = await Promise.all([
    findAllTenants(deps.db),
    unsafeAcrossTenants(deps.db, (tx) => unsafeSelectRecentFeedback(tx, ADMIN_LIST_SIZE)),
  ]);
  const slugs = new Map(tenants.map(({ tenant }) => [tenant.id, tenant.slug]));
  return rows.map((r) => ({
    id: r.feedback.id,
    type: r.feedback.type === 'bug' ? 'bug' : 'recommendation',
    page: r.feedback.page,
    details: r.feedback.details,
    created_at: iso(r.feedback.createdAt)!,
    tenant: slugs.get(r.feedback.tenantId) ?? '',
    user: r.user ? { id: r.user.id, name: fullName(r.user), email: r.user.email } : null,
    screenshot: r.screenshotPath ? deps.storage.url(r.screenshotPath) : null,
  }));
};
