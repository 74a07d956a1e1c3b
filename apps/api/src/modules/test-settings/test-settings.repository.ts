import { eq } from 'drizzle-orm';
import type { TestLayout, TestVersionChoice } from '@prepwell/contracts';
import { users } from '../../db/schema/index.ts';
import type { TenantTx } from '../../db/with-tenant.ts';

const columns = { version: users.testVersion, layout: users.testLayout };

/** The user's test settings, or undefined when the transaction's tenant has no such user. */
export const selectTestSettings = async (tx: TenantTx, userId: string) =>
  (await tx.select(columns).from(users).where(eq(users.id, userId)).limit(1))[0];

export const updateTestSettings = async (
  tx: TenantTx,
  userId: string,
  values: { testVersion?: TestVersionChoice; testLayout?: TestLayout },
) => (await tx.update(users).set(values).where(eq(users.id, userId)).returning(columns))[0];
