import type { TenantTx } from '../../db/with-tenant.ts';
import { codeExists, insertCode, type PromotionCodeInsert } from './promotion-codes.repository.ts';

/**
 * The demo tenant's promotion codes (issue 17). Each code is made once by its text (stored upper-case, as
 * the admins' form stores it): a restart finds it and changes nothing, so an admin's edits (deactivated,
 * new limits) stay. Returns the codes made now.
 */
export const seedDemoPromotionCodes = async (
  tx: TenantTx,
  codes: readonly Omit<PromotionCodeInsert, 'createdBy'>[],
  createdBy: string | null,
): Promise<string[]> => {
  const made: string[] = [];
  for (const code of codes) {
    const text = code.code.toUpperCase();
    if (await codeExists(tx, text)) continue;
    if (await insertCode(tx, { ...code, code: text, createdBy })) made.push(text);
  }
  return made;
};
