import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { IMAGE_TYPES, type StoredFile } from '../../lib/storage.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { deleteUser, lookupUserById, updateUserFields } from '../users/user-rows.service.ts';
import { logActivity } from '../users/users.service.ts';
import {
  deleteUploadRow,
  insertUpload,
  selectOwnUpload,
  selectUploadByPath,
  selectUploadsOfOwner,
  type UploadKind,
  type UploadRow,
} from './profile.repository.ts';
import type { Actor } from './profile.policy.ts';

/**
 * Stores an image (type checked by content, at most IMAGE_MAX_BYTES) and records it as an upload of
 * `tenant`, inside that tenant's transaction. `then` runs in the same transaction; if anything fails,
 * the file is removed again so nothing is left behind.
 */
export const storeImage = async <T>(
  deps: Pick<Deps, 'db' | 'storage'>,
  options: { tenantId: string; ownerId: string | null; kind: UploadKind; data: Buffer },
  then: (tx: TenantTx, upload: UploadRow) => Promise<T>,
): Promise<{ upload: UploadRow; result: T }> => {
  const id = randomUUID();
  const file: StoredFile = await deps.storage.save({
    tenantId: options.tenantId,
    id,
    data: options.data,
    allowed: IMAGE_TYPES,
    maxBytes: IMAGE_MAX_BYTES,
  });
  try {
    return await withTenant(deps.db, options.tenantId, async (tx) => {
      const upload = await insertUpload(tx, {
        id,
        ownerId: options.ownerId,
        kind: options.kind,
        mime: file.mime,
        size: file.size,
        path: file.relativePath,
      });
      return { upload, result: await then(tx, upload) };
    });
  } catch (error) {
    await deps.storage.remove(file.relativePath);
    throw error;
  }
};

const present = (deps: Pick<Deps, 'storage'>, upload: UploadRow) => ({
  id: upload.id,
  url: deps.storage.url(upload.path),
});

/** `POST /image`: the caller's new avatar; the previous avatar file is removed. */
export const uploadAvatar = async (deps: Deps, ctx: { actor: Actor; tenant: TenantContext; data: Buffer }) => {
  const { upload, result: previous } = await storeImage(
    deps,
    { tenantId: ctx.tenant.id, ownerId: ctx.actor.id, kind: 'avatar', data: ctx.data },
    async (tx, upload) => {
      const user = await lookupUserById(tx, ctx.actor.id);
      if (!user) throw new AppError('not_found');
      await updateUserFields(tx, user.id, { avatarUploadId: upload.id });
      const old = user.avatarUploadId ? await selectOwnUpload(tx, user.id, user.avatarUploadId) : undefined;
      if (old) await deleteUploadRow(tx, old.id);
      await logActivity(tx, user.id, 'avatar_changed');
      return old;
    },
  );
  if (previous) await deps.storage.remove(previous.path);
  return present(deps, upload);
};

/** `POST /images`: an image for rich text (question, material); the caller owns it. */
export const uploadContentImage = async (deps: Deps, ctx: { actor: Actor; tenant: TenantContext; data: Buffer }) => {
  const { upload } = await storeImage(
    deps,
    { tenantId: ctx.tenant.id, ownerId: ctx.actor.id, kind: 'image', data: ctx.data },
    async () => null,
  );
  return present(deps, upload);
};

/** `DELETE /image/:id`: one's own avatar or content image; the avatar is cleared if it was this one. */
export const deleteImage = async (deps: Deps, ctx: { actor: Actor; tenant: TenantContext; id: string }) => {
  const removed = await withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const upload = await selectOwnUpload(tx, ctx.actor.id, ctx.id);
    if (!upload || (upload.kind !== 'avatar' && upload.kind !== 'image')) throw new AppError('not_found');
    const user = await lookupUserById(tx, ctx.actor.id);
    if (user?.avatarUploadId === upload.id) await updateUserFields(tx, user.id, { avatarUploadId: null });
    await deleteUploadRow(tx, upload.id);
    return upload;
  });
  await deps.storage.remove(removed.path);
};

/**
 * A tenant's new logo or icon: stored as an upload of that tenant; the previous uploaded image (given by
 * its /uploads/ URL, if it was one) is removed. Returns the new image's URL.
 */
export const replaceTenantImage = async (
  deps: Deps,
  options: { tenantId: string; kind: 'logo' | 'icon'; previousUrl: string | null; data: Buffer },
) => {
  const prefix = '/uploads/';
  const { upload, result: oldPath } = await storeImage(
    deps,
    { tenantId: options.tenantId, ownerId: null, kind: options.kind, data: options.data },
    async (tx) => {
      if (!options.previousUrl?.startsWith(prefix)) return null;
      const previous = await selectUploadByPath(tx, options.previousUrl.slice(prefix.length));
      if (previous) await deleteUploadRow(tx, previous.id);
      return previous?.path ?? null;
    },
  );
  if (oldPath) await deps.storage.remove(oldPath);
  return deps.storage.url(upload.path);
};

/**
 * Deletes an account inside its tenant's transaction: the activity entry (by `loggedBy`, or nobody),
 * the avatar uploads and the user row (everything else the user owns cascades). Returns the files to
 * remove once the transaction has committed.
 */
export const deleteAccountRows = async (
  tx: TenantTx,
  user: { id: string; email: string; name: string | null },
  loggedBy: string | null,
) => {
  const avatars = await selectUploadsOfOwner(tx, user.id, 'avatar');
  for (const upload of avatars) await deleteUploadRow(tx, upload.id);
  await logActivity(tx, loggedBy, 'account_deleted', `${user.name ?? ''} <${user.email}>`);
  await deleteUser(tx, user.id);
  return avatars.map((a) => a.path);
};
