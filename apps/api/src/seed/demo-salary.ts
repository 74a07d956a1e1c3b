import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import { seedDemoHourlySalary } from '../modules/salary/salary-seed.service.ts';
import { lookupUserByEmail } from '../modules/users/user-rows.service.ts';

/** The demo teacher's hourly salary (45.00 in the tenant's currency), so the month's salary bill has a rate. */
export const DEMO_HOURLY_SALARY = 45;

/** Issue 20: the demo teacher's hourly salary, once (the lessons and attendance come from demo-lessons.ts). */
export const seedDemoSalary = async (deps: Pick<Deps, 'db'>, demoTenantId: string) =>
  withTenant(deps.db, demoTenantId, async (tx) => {
    const teacher = await lookupUserByEmail(tx, 'teacher@demo.prepwell.test');
    if (teacher) await seedDemoHourlySalary(tx, teacher.id, DEMO_HOURLY_SALARY);
  });
