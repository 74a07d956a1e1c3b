import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { classMaterials, uploads } from '../../db/schema/index.ts';

// class_materials and uploads: RLS keeps them to the transaction's tenant. A material's file is an
// `uploads` row of kind `class_material` whose path is relative to the private storage root.

export const MATERIAL_UPLOAD_KIND = 'class_material';

const materialColumns = {
  id: classMaterials.id,
  classId: classMaterials.classId,
  category: classMaterials.category,
  title: classMaterials.title,
  description: classMaterials.description,
  link: classMaterials.link,
  uploadId: classMaterials.uploadId,
  fileName: classMaterials.fileName,
  ordering: classMaterials.ordering,
  createdAt: classMaterials.createdAt,
  fileSize: uploads.size,
  fileMime: uploads.mime,
  filePath: uploads.path,
};

export const selectMaterials = (tx: TenantTx, classId: string) =>
  tx
    .select(materialColumns)
    .from(classMaterials)
    .leftJoin(uploads, eq(uploads.id, classMaterials.uploadId))
    .where(eq(classMaterials.classId, classId))
    .orderBy(asc(classMaterials.ordering), asc(classMaterials.createdAt), asc(classMaterials.id));

export type MaterialRow = Awaited<ReturnType<typeof selectMaterials>>[number];

export const selectMaterial = async (tx: TenantTx, classId: string, id: string) =>
  (
    await tx
      .select(materialColumns)
      .from(classMaterials)
      .leftJoin(uploads, eq(uploads.id, classMaterials.uploadId))
      .where(and(eq(classMaterials.classId, classId), eq(classMaterials.id, id)))
      .limit(1)
  )[0];

export const nextOrdering = async (tx: TenantTx, classId: string) =>
  ((
    await tx
      .select({ n: max(classMaterials.ordering) })
      .from(classMaterials)
      .where(eq(classMaterials.classId, classId))
  )[0]?.n ?? 0) + 1;

export const insertUpload = async (
  tx: TenantTx,
  values: { ownerId: string; mime: string; size: number; path: string },
) =>
  (
    await tx
      .insert(uploads)
      .values({ ...values, kind: MATERIAL_UPLOAD_KIND })
      .returning({ id: uploads.id })
  )[0]!.id;

export const deleteUploads = (tx: TenantTx, ids: string[]) =>
  ids.length ? tx.delete(uploads).where(inArray(uploads.id, ids)) : Promise.resolve();

export const insertMaterial = async (tx: TenantTx, values: typeof classMaterials.$inferInsert) =>
  (await tx.insert(classMaterials).values(values).returning({ id: classMaterials.id }))[0]!.id;

export const updateMaterialRow = (tx: TenantTx, id: string, patch: Partial<typeof classMaterials.$inferInsert>) =>
  tx.update(classMaterials).set(patch).where(eq(classMaterials.id, id));

export const deleteMaterialRow = (tx: TenantTx, id: string) =>
  tx.delete(classMaterials).where(eq(classMaterials.id, id));

/** Locks the class's materials (a reorder and an upload racing for the next position wait for each other). */
export const lockMaterials = (tx: TenantTx, classId: string) =>
  tx.select({ id: classMaterials.id }).from(classMaterials).where(eq(classMaterials.classId, classId)).for('update');
