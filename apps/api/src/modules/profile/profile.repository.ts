import { and, eq } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { uploads } from '../../db/schema/index.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type UploadKind = 'avatar' | 'image' | 'logo' | 'icon' | 'feedback';

export const insertUpload = async (
  tx: TenantTx,
  values: { id: string; ownerId: string | null; kind: UploadKind; mime: string; size: number; path: string },
) => (await tx.insert(uploads).values(values).returning())[0]!;

export const selectOwnUpload = async (tx: TenantTx, ownerId: string, id: string) =>
  (
    await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId)))
      .limit(1)
  )[0];

export const selectUploadByPath = async (tx: TenantTx, path: string) =>
  (await tx.select().from(uploads).where(eq(uploads.path, path)).limit(1))[0];

export const selectUploadsOfOwner = (tx: TenantTx, ownerId: string, kind: UploadKind) =>
  tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), eq(uploads.kind, kind)));

export const deleteUploadRow = (tx: TenantTx, id: string) => tx.delete(uploads).where(eq(uploads.id, id));
