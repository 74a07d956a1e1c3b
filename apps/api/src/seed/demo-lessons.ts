import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import { claimSeededClass } from '../modules/classes/class-seed.service.ts';
import { seedDemoLessons } from '../modules/lessons/lesson-seed.service.ts';
import type { TenantContext } from '../modules/tenants/tenants.service.ts';
import { lookupUserByEmail } from '../modules/users/user-rows.service.ts';
import { DEMO_CLASS_NAME } from './demo-classes.ts';

/**
 * Issue 19: a week of lessons for the demo teacher's demo class, from last week through next week, with
 * attendance on those already held (modules/lessons/lesson-seed.service.ts; idempotent, under the class
 * seed's lock so two processes starting at once write it once).
 */
export const seedDemoLessonData = async (deps: Pick<Deps, 'db'>, demo: Pick<TenantContext, 'id' | 'settings'>) =>
  withTenant(deps.db, demo.id, async (tx) => {
    const classId = await claimSeededClass(tx, 'demo-lessons', DEMO_CLASS_NAME);
    const teacher = await lookupUserByEmail(tx, 'teacher@demo.prepwell.test');
    if (!classId || !teacher) return;
    await seedDemoLessons(tx, { classId, teacherId: teacher.id, timeZone: demo.settings.businessTimeZone });
  });
