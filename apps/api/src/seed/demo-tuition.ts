import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import type { TenantContext } from '../modules/tenants/tenants.service.ts';
import { seedDemoTuitionBills } from '../modules/tuition/tuition-seed.service.ts';
import { lookupUserByEmail } from '../modules/users/user-rows.service.ts';

/** Issue 20: the demo parent's tuition bills — last month's paid, this month's issued (a deposit on it). */
export const seedDemoTuition = async (deps: Pick<Deps, 'db'>, demo: TenantContext) =>
  withTenant(deps.db, demo.id, async (tx) => {
    const admin = await lookupUserByEmail(tx, 'admin@demo.prepwell.test');
    const student = await lookupUserByEmail(tx, 'student@demo.prepwell.test');
    const parent = await lookupUserByEmail(tx, 'parent@demo.prepwell.test');
    if (!admin || !student || !parent) return;
    await seedDemoTuitionBills(tx, {
      adminId: admin.id,
      studentId: student.id,
      parentId: parent.id,
      currency: demo.settings.currency,
    });
  });
