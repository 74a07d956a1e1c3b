import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import { seedDemoMeeting } from '../modules/meetings/meeting-seed.service.ts';
import { seedDemoProgressReport } from '../modules/progress-reports/progress-seed.service.ts';
import type { TenantContext } from '../modules/tenants/tenants.service.ts';
import { lookupUserByEmail } from '../modules/users/user-rows.service.ts';

/**
 * Issue 20: the demo student's sent progress report (read by the demo parent and student in their portals)
 * and the demo teacher's meeting with the family, with follow-ups (after the lessons and results, whose
 * attendance and attempts the report pulls in).
 */
export const seedDemoProgressMeetings = async (deps: Pick<Deps, 'db'>, demo: TenantContext) =>
  withTenant(deps.db, demo.id, async (tx) => {
    const teacher = await lookupUserByEmail(tx, 'teacher@demo.prepwell.test');
    const student = await lookupUserByEmail(tx, 'student@demo.prepwell.test');
    const parent = await lookupUserByEmail(tx, 'parent@demo.prepwell.test');
    if (!teacher || !student || !parent) return;
    const timeZone = demo.settings.businessTimeZone;
    await seedDemoProgressReport(tx, { studentId: student.id, teacherId: teacher.id, timeZone });
    await seedDemoMeeting(tx, { teacherId: teacher.id, parentId: parent.id, studentId: student.id, timeZone });
  });
