import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  MATERIAL_MAX_BYTES,
  type MaterialFields,
  type MaterialView,
  type ReorderMaterialsInput,
  type UpdateMaterialInput,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { fileTooLarge } from '../../lib/multipart.ts';
import { iso } from '../../lib/clock.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { getClassAccess, withClassAccess } from './class-access.service.ts';
import type { ClassActor } from './classes.policy.ts';
import { materialStorage, openMaterialFile } from './material-storage.ts';
import { materialTypeOf } from './material-types.ts';
import {
  deleteMaterialRow,
  deleteUploads,
  insertMaterial,
  insertUpload,
  lockMaterials,
  nextOrdering,
  selectMaterial,
  selectMaterials,
  updateMaterialRow,
  type MaterialRow,
} from './materials.repository.ts';
import type { MaterialUpload } from './read-material.ts';

interface Ctx {
  tenant: TenantContext;
  actor: ClassActor;
  classId: string;
}

export const presentMaterial = (row: MaterialRow): MaterialView => ({
  id: row.id,
  category: row.category,
  title: row.title,
  description: row.description,
  link: row.link,
  file_name: row.uploadId ? row.fileName : null,
  file_size: row.uploadId ? row.fileSize : null,
  file_mime: row.uploadId ? row.fileMime : null,
  file_url: row.uploadId ? `/api/classes/${row.classId}/materials/${row.id}/file` : null,
  ordering: row.ordering,
  uploaded_at: iso(row.createdAt)!,
});

/** A class's materials in their order (managers and students). */
export const findMaterials = (deps: Pick<Deps, 'db'>, ctx: Ctx): Promise<MaterialView[]> =>
  withClassAccess(deps, { ...ctx, action: 'read_materials' }, async (tx, access) =>
    (await selectMaterials(tx, access.class.id)).map(presentMaterial),
  );

/** The uploads of a class's material files, before the class is deleted (see forgetMaterialUploads). */
export const materialUploadsOf = async (tx: TenantTx, classId: string) =>
  (await selectMaterials(tx, classId)).flatMap((m) =>
    m.uploadId && m.filePath ? [{ id: m.uploadId, path: m.filePath }] : [],
  );

/** Deletes the upload rows once their materials are gone (a material may not lose its file while it exists). */
export const forgetMaterialUploads = (tx: TenantTx, uploads: { id: string }[]) =>
  deleteUploads(
    tx,
    uploads.map((u) => u.id),
  );

/** Removes material files from the private store; called after the transaction that dropped their rows committed. */
export const removeMaterialFiles = async (deps: Pick<Deps, 'config'>, paths: string[]) => {
  const store = materialStorage(deps.config.dataDir);
  for (const path of paths) await store.remove(path);
};

const linkOrFileRefusal = (fields: { link?: string | null | undefined }, file: MaterialUpload | null) => {
  if (!fields.link && !file) return new AppError('validation_failed', { fields: [{ path: 'link', key: 'required' }] });
  if (fields.link && file)
    return new AppError('validation_failed', { fields: [{ path: 'link', key: 'invalid_value' }] });
  return null;
};

/**
 * Managers add a material: a link, or a file (at most 20 MB — 413 `file_too_large` —, of an allowed type
 * by its content, agreeing with its name — 415 `unsupported_file_type`). Access, size and type are checked
 * before anything is written; the file is written before the row and removed again if the row's
 * transaction fails, so a refused or failed upload leaves neither a row nor a file.
 */
export const createMaterial = async (
  deps: Pick<Deps, 'db' | 'config'>,
  ctx: Ctx & { read: () => Promise<{ fields: MaterialFields; file: MaterialUpload | null }> },
): Promise<MaterialView> => {
  const access = await getClassAccess(deps, { ...ctx, action: 'manage' });
  // The request is read only once the caller may add materials: anyone else learns nothing but 404.
  const { fields, file } = await ctx.read();
  const refusal = linkOrFileRefusal(fields, file);
  if (refusal) throw refusal;
  let stored: { path: string; mime: string; size: number } | null = null;
  if (file) {
    if (file.data.length > MATERIAL_MAX_BYTES) throw fileTooLarge(MATERIAL_MAX_BYTES);
    const detected = await fileTypeFromBuffer(file.data);
    const mime = materialTypeOf(detected, file.fileName);
    if (!mime || !detected) throw new AppError('unsupported_file_type');
    const saved = await materialStorage(deps.config.dataDir).save({
      tenantId: access.tenant.id,
      id: randomUUID(),
      data: file.data,
      allowed: [detected.mime],
      maxBytes: MATERIAL_MAX_BYTES,
    });
    stored = { path: saved.relativePath, mime, size: saved.size };
  }
  try {
    return await withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx, current) => {
      await lockMaterials(tx, current.class.id);
      const uploadId = stored
        ? await insertUpload(tx, { ownerId: ctx.actor.id, mime: stored.mime, size: stored.size, path: stored.path })
        : null;
      const id = await insertMaterial(tx, {
        classId: current.class.id,
        category: fields.category,
        title: fields.title,
        description: fields.description ?? null,
        link: stored ? null : (fields.link ?? null),
        uploadId,
        fileName: file ? file.fileName.slice(0, 255) : null,
        ordering: await nextOrdering(tx, current.class.id),
        createdBy: ctx.actor.id,
      });
      return presentMaterial((await selectMaterial(tx, current.class.id, id))!);
    });
  } catch (error) {
    if (stored) await removeMaterialFiles(deps, [stored.path]);
    throw error;
  }
};

/** Managers edit a material's text; a link material may change its link (never to none), a file material has none. */
export const updateMaterial = (
  deps: Pick<Deps, 'db'>,
  ctx: Ctx & { materialId: string; input: UpdateMaterialInput },
): Promise<MaterialView> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx, access) => {
    const material = await selectMaterial(tx, access.class.id, ctx.materialId);
    if (!material) throw new AppError('not_found');
    const i = ctx.input;
    if ('link' in i && material.uploadId && i.link)
      throw new AppError('validation_failed', { fields: [{ path: 'link', key: 'invalid_value' }] });
    if ('link' in i && !material.uploadId && !i.link)
      throw new AppError('validation_failed', { fields: [{ path: 'link', key: 'required' }] });
    await updateMaterialRow(tx, material.id, {
      ...(i.category !== undefined ? { category: i.category } : {}),
      ...(i.title !== undefined ? { title: i.title } : {}),
      ...('description' in i ? { description: i.description ?? null } : {}),
      ...(i.link && !material.uploadId ? { link: i.link } : {}),
    });
    return presentMaterial((await selectMaterial(tx, access.class.id, material.id))!);
  });

/** Managers delete a material; its file goes with it (after the commit). */
export const deleteMaterial = async (
  deps: Pick<Deps, 'db' | 'config'>,
  ctx: Ctx & { materialId: string },
): Promise<void> => {
  const paths = await withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx, access) => {
    const material = await selectMaterial(tx, access.class.id, ctx.materialId);
    if (!material) throw new AppError('not_found');
    await deleteMaterialRow(tx, material.id);
    if (material.uploadId) await deleteUploads(tx, [material.uploadId]);
    return material.filePath ? [material.filePath] : [];
  });
  await removeMaterialFiles(deps, paths);
};

/** Managers put the class's materials in a new order: every material id of the class, each once (else 422 on `ids`). */
export const reorderMaterials = (
  deps: Pick<Deps, 'db'>,
  ctx: Ctx & { input: ReorderMaterialsInput },
): Promise<MaterialView[]> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx, access) => {
    await lockMaterials(tx, access.class.id);
    const current = await selectMaterials(tx, access.class.id);
    const ids = ctx.input.ids;
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && current.every((m) => ids.includes(m.id));
    if (!same) throw new AppError('validation_failed', { fields: [{ path: 'ids', key: 'invalid_value' }] });
    for (const [index, id] of ids.entries()) await updateMaterialRow(tx, id, { ordering: index + 1 });
    return (await selectMaterials(tx, access.class.id)).map(presentMaterial);
  });

/** A material's file for download (managers and students): the stream, its type, size and original name. */
export const openMaterialDownload = async (deps: Pick<Deps, 'db' | 'config'>, ctx: Ctx & { materialId: string }) => {
  const material = await withClassAccess(deps, { ...ctx, action: 'download' }, (tx, access) =>
    selectMaterial(tx, access.class.id, ctx.materialId),
  );
  if (!material?.uploadId || !material.filePath) throw new AppError('not_found');
  const file = await openMaterialFile(materialStorage(deps.config.dataDir), material.filePath);
  if (!file) throw new AppError('not_found');
  return { ...file, mime: material.fileMime ?? 'application/octet-stream', fileName: material.fileName ?? 'file' };
};
