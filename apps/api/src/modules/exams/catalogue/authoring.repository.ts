import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TenantTx } from '../../../db/with-tenant.ts';
import {
  moduleQuestions,
  passages,
  questions,
  scoreTables,
  tests,
  testModules,
  testSections,
} from '../../../db/schema/index.ts';

type New<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'id' | 'tenantId' | 'createdAt'>;

/** Inserts run in the transaction's tenant (tenant_id defaults to it; RLS refuses any other). */
export const insertTest = async (tx: TenantTx, values: New<typeof tests>) =>
  (await tx.insert(tests).values(values).returning())[0]!;
export const insertSection = async (tx: TenantTx, values: New<typeof testSections>) =>
  (await tx.insert(testSections).values(values).returning())[0]!;
export const insertModule = async (tx: TenantTx, values: New<typeof testModules>) =>
  (await tx.insert(testModules).values(values).returning())[0]!;
export const insertPassage = async (tx: TenantTx, values: New<typeof passages>) =>
  (await tx.insert(passages).values(values).returning())[0]!;
/** A seeded question is version 1 of itself (issue 13's root_id names the first version). */
export const insertQuestion = async (tx: TenantTx, values: Omit<New<typeof questions>, 'rootId'>) => {
  const id = randomUUID();
  return (
    await tx
      .insert(questions)
      .values({ ...values, id, rootId: id })
      .returning()
  )[0]!;
};
export const insertModuleQuestion = (tx: TenantTx, values: New<typeof moduleQuestions>) =>
  tx.insert(moduleQuestions).values(values);
export const insertScoreTable = (tx: TenantTx, values: New<typeof scoreTables>) =>
  tx.insert(scoreTables).values(values);

export const selectTestBySeedKey = async (tx: TenantTx, seedKey: string) =>
  (await tx.select({ id: tests.id }).from(tests).where(eq(tests.seedKey, seedKey)).limit(1))[0];

export const updateTestTotals = (
  tx: TenantTx,
  id: string,
  values: Pick<typeof tests.$inferInsert, 'sections' | 'questionCount' | 'minutes'>,
) => tx.update(tests).set(values).where(eq(tests.id, id));
