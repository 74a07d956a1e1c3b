import type { CollegeInput } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import {
  insertTarget,
  selectCollegeBySeedKey,
  selectOfficialScores,
  selectTargetOfCollege,
  upsertOfficialScores,
} from './colleges.repository.ts';
import { createCollegeOn } from './colleges.service.ts';

export interface SeedCollege {
  key: string;
  input: CollegeInput;
}

/**
 * Writes the colleges of a tenant's seed once each (by seed key; what exists is left as it is). Main's rows
 * are the shared catalogue every tenant reads. Returns the ids by key.
 */
export const seedColleges = (deps: Pick<Deps, 'db'>, tenantId: string, list: SeedCollege[]) =>
  withTenant(deps.db, tenantId, async (tx) => {
    const ids = new Map<string, string>();
    for (const { key, input } of list) {
      const existing = await selectCollegeBySeedKey(tx, tenantId, key);
      ids.set(key, existing ? existing.id : (await createCollegeOn(tx, input, key)).id);
    }
    return ids;
  });

/**
 * A student's official scores and a few colleges on their target list (idempotent: scores kept once
 * recorded, a college already on the list left alone). Categories follow the proposal.
 */
export const seedStudentCollegeList = (
  deps: Pick<Deps, 'db'>,
  tenantId: string,
  seed: {
    studentId: string;
    counselorId: string;
    scores: { sat: number | null; act: number | null };
    colleges: { id: string; status: string; round: string; notes: string }[];
  },
) =>
  withTenant(deps.db, tenantId, async (tx) => {
    if (!(await selectOfficialScores(tx, seed.studentId)))
      await upsertOfficialScores(tx, {
        studentId: seed.studentId,
        satTotal: seed.scores.sat,
        actComposite: seed.scores.act,
        updatedBy: seed.counselorId,
      });
    for (const c of seed.colleges) {
      if (await selectTargetOfCollege(tx, seed.studentId, c.id)) continue;
      await insertTarget(tx, {
        studentId: seed.studentId,
        collegeId: c.id,
        status: c.status,
        round: c.round,
        notes: c.notes,
        createdBy: seed.counselorId,
      });
    }
  });
