import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPoints, CompanySummary } from '@prepwell/contracts';
import type { CompanyClassPage } from '@prepwell/contracts';
import type { z } from 'zod';
import {
  classMaterials,
  classStudents,
  classTestInvitations,
  classTests,
  classes,
  orgWalletMoves,
  parentLinks,
  tests,
} from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { issueAccessToken } from '../src/modules/auth/auth.service.ts';
import { insertAcceptedLink } from '../src/modules/parent-links/parent-links.repository.ts';
import { resolveTenant, type TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { selectUserByEmail } from '../src/modules/users/users.repository.ts';
import { DEMO_CLASS_NAME, seedDemoClasses } from '../src/seed/demo-classes.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';

/** Issue 5's demo: the demo company's points and its "SAT Spring Cohort" class, seeded once. */

let app: TestApp;
let demo: TenantContext;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ DEMO_DATA: 'true' });
  demo = await resolveTenant(app.deps.db, { slug: 'demo' });
  const token = await withTenant(app.deps.db, demo.id, async (tx) =>
    issueAccessToken(tx, (await selectUserByEmail(tx, 'admin@demo.prepwell.test'))!.id, 'test'),
  );
  headers = { 'x-tenant': 'demo', authorization: `Bearer ${token}` };
}, 180_000);
afterAll(() => app.close());

const rowsOfDemo = () =>
  withTenant(app.deps.db, demo.id, async (tx) => {
    const [cls] = await tx.select().from(classes).where(eq(classes.name, DEMO_CLASS_NAME));
    return {
      classes: await tx.select().from(classes).where(eq(classes.name, DEMO_CLASS_NAME)),
      students: cls ? await tx.select().from(classStudents).where(eq(classStudents.classId, cls.id)) : [],
      materials: cls ? await tx.select().from(classMaterials).where(eq(classMaterials.classId, cls.id)) : [],
      classTests: cls
        ? await tx
            .select({ ct: classTests, seedKey: tests.seedKey })
            .from(classTests)
            .innerJoin(tests, eq(tests.id, classTests.testId))
            .where(eq(classTests.classId, cls.id))
        : [],
      invitations: await tx.select().from(classTestInvitations),
      moves: await tx.select().from(orgWalletMoves),
    };
  });

describe('demo seed (issue 5)', () => {
  it('gives the demo company 500 points and a class of the demo teacher with the demo student, a link, the SAT mock paid by the organisation and 100 points; seeding again changes nothing', async () => {
    const first = await rowsOfDemo();
    await seedDemoData(app.deps);
    await seedDemoClasses(app.deps, demo.id);
    const again = await rowsOfDemo();
    expect(again.classes).toHaveLength(1);
    expect(again.moves).toHaveLength(first.moves.length);
    // The demo student and three classmates (issue 17).
    expect(again.students).toHaveLength(4);
    expect(again.materials).toEqual([
      expect.objectContaining({ link: 'https://satsuite.collegeboard.org/digital', uploadId: null }),
    ]);
    // The SAT mock and, since issue 17, an upcoming drill.
    expect(again.classTests).toHaveLength(2);
    const mock = again.classTests.find((c) => c.seedKey === 'demo-sat-digital-mock-1');
    expect(mock).toMatchObject({ ct: { paidByOrganization: true, kind: 'test' } });
    const student = await withTenant(app.deps.db, demo.id, (tx) => selectUserByEmail(tx, 'student@demo.prepwell.test'));
    expect(again.students.map((s) => s.userId)).toContain(student!.id);
    expect(again.invitations.filter((i) => i.classTestId === mock!.ct.id).map((i) => i.studentId)).toEqual(
      again.students.map((s) => s.userId),
    );

    const list = await call<CompanySummary[]>(app, { method: 'GET', url: '/api/company', headers });
    // The demo class, and the classes of the demo courses' two sessions (issue 19).
    expect(list.body).toEqual([expect.objectContaining({ slug: 'demo', points: 400, class_count: 3 })]);
    const points = await call<CompanyPoints>(app, { method: 'GET', url: `/api/company/${demo.id}/points`, headers });
    expect(points.body.moves.data.map((m) => [m.type, m.amount])).toEqual(
      expect.arrayContaining([
        ['admin_grant', 500],
        ['to_class', -100],
      ]),
    );
    const cls = await call<z.infer<typeof CompanyClassPage>>(app, {
      method: 'GET',
      url: `/api/company/${demo.id}/classes`,
      headers,
    });
    expect(cls.body.data.find((c) => c.name === DEMO_CLASS_NAME)).toMatchObject({
      name: DEMO_CLASS_NAME,
      coins: 100,
      student_count: 4,
      teachers: [expect.objectContaining({ role: 'owner', email: 'teacher@demo.prepwell.test' })],
    });
  });
});

describe('demo seed (issue 11)', () => {
  it('the demo parent follows the demo student through an accepted link; a removed link stays removed when seeding again', async () => {
    const [parent, student] = await withTenant(app.deps.db, demo.id, (tx) =>
      Promise.all(
        ['parent@demo.prepwell.test', 'student@demo.prepwell.test'].map((email) => selectUserByEmail(tx, email)),
      ),
    );
    const links = () =>
      withTenant(app.deps.db, demo.id, (tx) =>
        tx.select().from(parentLinks).where(eq(parentLinks.studentId, student!.id)),
      );
    expect((await links()).map((l) => [l.parentId, l.status])).toEqual([[parent!.id, 'accepted']]);
    const token = await withTenant(app.deps.db, demo.id, (tx) => issueAccessToken(tx, parent!.id, 'test'));
    const asParent = { 'x-tenant': 'demo', authorization: `Bearer ${token}` };
    expect((await call(app, { url: `/api/users/${student!.id}/user-exams`, headers: asParent })).status).toBe(200);

    await withTenant(app.deps.db, demo.id, (tx) =>
      tx.delete(parentLinks).where(eq(parentLinks.studentId, student!.id)),
    );
    await seedDemoData(app.deps);
    expect(await links()).toEqual([]);
    await withTenant(app.deps.db, demo.id, (tx) => insertAcceptedLink(tx, parent!.id, student!.id));
  });
});
