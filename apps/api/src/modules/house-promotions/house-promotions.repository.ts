import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { housePromotions } from '../../db/schema/index.ts';
import { updateRowById } from '../../db/rows.ts';

export type HousePromotionRow = typeof housePromotions.$inferSelect;
export type HousePromotionValues = Omit<
  typeof housePromotions.$inferInsert,
  'id' | 'tenantId' | 'createdAt' | 'updatedAt' | 'imageUploadId'
>;

const ORDER = [asc(housePromotions.sort), desc(housePromotions.createdAt), asc(housePromotions.id)] as const;

/** Every promotion of the transaction's tenant (RLS scopes it), in the order members see them. */
export const selectPromotions = (tx: TenantTx) =>
  tx
    .select()
    .from(housePromotions)
    .orderBy(...ORDER);

export const selectPromotionById = async (tx: TenantTx, id: string) =>
  (await tx.select().from(housePromotions).where(eq(housePromotions.id, id)).limit(1))[0];

/** The promotions a Free member sees at `now`: switched on, and within their dates where set. */
export const selectActivePromotions = (tx: TenantTx, now: Date) =>
  tx
    .select()
    .from(housePromotions)
    .where(
      and(
        eq(housePromotions.active, true),
        or(isNull(housePromotions.startsAt), lte(housePromotions.startsAt, now)),
        or(isNull(housePromotions.endsAt), gt(housePromotions.endsAt, now)),
      ),
    )
    .orderBy(...ORDER);

export const insertPromotion = async (tx: TenantTx, values: HousePromotionValues) =>
  (await tx.insert(housePromotions).values(values).returning())[0]!;

export const updatePromotionRow = async (tx: TenantTx, id: string, values: Partial<HousePromotionValues>) =>
  updateRowById(tx, housePromotions, id, values);

export const deletePromotionRow = async (tx: TenantTx, id: string) =>
  (await tx.delete(housePromotions).where(eq(housePromotions.id, id)).returning({ id: housePromotions.id }))[0];
