import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { selectClassById, selectClassPage, type ClassRow } from './classes.repository.ts';
import { seatStudents } from './roster.service.ts';

/**
 * What the centre's enrollments (modules/enrollments, issue 19) ask of classes, on the caller's transaction
 * already bound to the tenant: which classes the public form may offer, and placing a converted family's
 * students into one. Access is the enrollment routes' (the tenant's admins); no class role is checked here.
 */

/** A class is open for enrollment until its end date has passed (no end date: always open). */
const isOpen = (row: Pick<ClassRow, 'endDate'>, today: string) => row.endDate === null || row.endDate >= today;
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The tenant's open classes, by name (at most 200). */
export const findOpenClasses = async (tx: TenantTx): Promise<ClassRow[]> => {
  const { rows } = await selectClassPage(tx, { scope: 'all', userId: '' }, { limit: 200, offset: 0 });
  const today = todayUtc();
  return rows.filter((row) => isOpen(row, today)).sort((a, b) => a.name.localeCompare(b.name));
};

/** The tenant's classes of these ids that are open (ids of another tenant or unknown are left out). */
export const findOpenClassIds = async (tx: TenantTx, ids: string[]): Promise<Set<string>> => {
  const today = todayUtc();
  const open = new Set<string>();
  for (const id of new Set(ids)) {
    const row = await selectClassById(tx, id);
    if (row && isOpen(row, today)) open.add(id);
  }
  return open;
};

/** Names of the tenant's classes of these ids (an id that names no class of the tenant is absent). */
export const findClassNames = async (tx: TenantTx, ids: string[]): Promise<Map<string, string>> => {
  const names = new Map<string, string>();
  for (const id of new Set(ids)) {
    const row = await selectClassById(tx, id);
    if (row) names.set(id, row.name);
  }
  return names;
};

/**
 * Places students into a class of the tenant (`joined_via` teacher, as a manager's add does): those already
 * in it stay; more than the class takes → 409 `class_full` (nobody is added); an unknown class → 404.
 * New students get the class's assigned tests, as on any join. Answers the class's name.
 */
export const placeStudentsInClass = async (tx: TenantTx, classId: string, userIds: string[]): Promise<string> => {
  const row = await selectClassById(tx, classId);
  if (!row) throw new AppError('not_found');
  await seatStudents(tx, row, userIds);
  return row.name;
};
