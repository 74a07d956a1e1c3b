import type { TenantTx } from '../../db/with-tenant.ts';
import {
  insertClass,
  insertStudents,
  insertTeacher,
  lockTransactionKey,
  selectClassIdByName,
  type ClassInsert,
} from './classes.repository.ts';
import { insertMaterial } from './materials.repository.ts';

/**
 * What the demo seed (seed/demo-classes.ts) writes a class through, in the one transaction it holds on the
 * demo tenant. The seed is not a module and imports no repository (lint, decision 0021): it comes here.
 * No access checks: the seed acts for the platform at start-up, never for a request.
 */

/**
 * Holds the seed step's lock (a second process starting at once waits here) and answers the id of the
 * class of this name when an earlier run made it, so the step runs once.
 */
export const claimSeededClass = async (tx: TenantTx, lockKey: string, name: string): Promise<string | undefined> => {
  await lockTransactionKey(tx, lockKey);
  return selectClassIdByName(tx, name);
};

export interface SeededMaterial {
  category: string;
  title: string;
  description: string;
  link: string;
}

/** A class with its owner, its students (added by the teacher) and link materials in this order; its id. */
export const createSeededClass = async (
  tx: TenantTx,
  input: { values: ClassInsert & { createdBy: string }; studentIds: string[]; materials: SeededMaterial[] },
): Promise<string> => {
  const { id: classId } = await insertClass(tx, input.values);
  await insertTeacher(tx, classId, input.values.createdBy, 'owner');
  await insertStudents(tx, classId, input.studentIds, 'teacher');
  for (const [ordering, material] of input.materials.entries())
    await insertMaterial(tx, { ...material, classId, ordering, createdBy: input.values.createdBy });
  return classId;
};
