import type { TenantTx } from '../../db/with-tenant.ts';
import { insertClassTest, upsertInvitations } from './class-tests.repository.ts';

/**
 * A class test sent to some students, written in the demo seed's transaction (seed/demo-classes.ts), which
 * imports no repository (lint, decision 0021). No access check and no mail: the seed acts at start-up.
 */
export const createSeededClassTest = async (
  tx: TenantTx,
  input: Parameters<typeof insertClassTest>[1] & { studentIds: string[] },
): Promise<string> => {
  const { studentIds, ...values } = input;
  const { id } = await insertClassTest(tx, values);
  await upsertInvitations(tx, id, studentIds, new Date());
  return id;
};
