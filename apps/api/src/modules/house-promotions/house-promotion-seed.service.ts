import type { TenantTx } from '../../db/with-tenant.ts';
import { promotionProblems } from './house-promotions.policy.ts';
import { insertPromotion, selectPromotions, type HousePromotionValues } from './house-promotions.repository.ts';

/**
 * The demo tenant's house promotions (issue 17): Free members see them on a fresh start, Pro members none.
 * Seeded once: a tenant that has any promotion (its admins' own, or these) gets nothing new, so a restart
 * neither duplicates them nor brings back what the admins removed while keeping others. Each passes the
 * rules the admins' form passes.
 */
export const seedDemoHousePromotions = async (
  tx: TenantTx,
  promotions: readonly Omit<HousePromotionValues, 'createdBy'>[],
  createdBy: string | null,
): Promise<number> => {
  if ((await selectPromotions(tx)).length > 0) return 0;
  for (const promotion of promotions) {
    const problems = promotionProblems({
      link_url: promotion.linkUrl ?? null,
      starts_at: promotion.startsAt ?? null,
      ends_at: promotion.endsAt ?? null,
    });
    if (problems.length) throw new Error(`demo promotion ${promotion.title.en}: ${problems[0]!.key}`);
    await insertPromotion(tx, { ...promotion, createdBy });
  }
  return promotions.length;
};
