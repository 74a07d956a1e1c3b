import type { z } from 'zod';
import type { AdminFeedbackView, FeedbackRequest } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
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

/** A bug report or recommendation, from anyone; the user is attached when signed in. */
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
    { tenantId: ctx.tenant.id, ownerId: ctx.userId, kind: 'feedback', data: decodeDataUrl(input.screenshot) },
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
