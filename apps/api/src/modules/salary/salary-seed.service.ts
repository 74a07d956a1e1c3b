import type { TenantTx } from '../../db/with-tenant.ts';
import { lookupTeacherProfile, saveTeacherProfile } from '../users/user-rows.service.ts';

/**
 * What the demo seed (seed/demo-salary.ts) calls, on its transaction of the demo tenant: the teacher's
 * hourly salary, set once (an admin's later change is kept across restarts).
 */
export const seedDemoHourlySalary = async (tx: TenantTx, teacherId: string, hourlySalary: number) => {
  const profile = await lookupTeacherProfile(tx, teacherId);
  if (!profile || profile.hourlySalary !== null) return;
  await saveTeacherProfile(tx, teacherId, { hourlySalary });
};
