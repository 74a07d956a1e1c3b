import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import { seedDemoPrivateLessons } from '../modules/private-lessons/private-lesson-seed.service.ts';
import type { TenantContext } from '../modules/tenants/tenants.service.ts';
import { lookupUserByEmail } from '../modules/users/user-rows.service.ts';

/** The demo people of the private lessons (seed/demo.ts makes them). */
export const DEMO_PRIVATE_TEACHER = 'teacher@demo.prepwell.test';
export const DEMO_PRIVATE_STUDENT = 'student@demo.prepwell.test';
export const DEMO_PRIVATE_PARENT = 'parent@demo.prepwell.test';

/**
 * Issue 19: the demo teacher's available hours and one pending private-lesson request from the demo parent
 * for the demo student (modules/private-lessons/private-lesson-seed.service.ts; idempotent).
 */
export const seedDemoPrivateLessonData = async (deps: Pick<Deps, 'db'>, demo: Pick<TenantContext, 'id' | 'settings'>) =>
  withTenant(deps.db, demo.id, async (tx) => {
    const teacher = await lookupUserByEmail(tx, DEMO_PRIVATE_TEACHER);
    const student = await lookupUserByEmail(tx, DEMO_PRIVATE_STUDENT);
    const parent = await lookupUserByEmail(tx, DEMO_PRIVATE_PARENT);
    if (!teacher || !student) return;
    await seedDemoPrivateLessons(tx, {
      teacherId: teacher.id,
      studentId: student.id,
      parentId: parent?.id ?? null,
      timeZone: demo.settings.businessTimeZone,
    });
  });
