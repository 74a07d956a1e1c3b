import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassDetail } from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { AuthUser } from '../src/modules/auth/auth.service.ts';
import { createClassTest, sendClassTest } from '../src/modules/class-tests/class-tests.service.ts';
import { createClass } from '../src/modules/classes/classes.service.ts';
import { createMaterial } from '../src/modules/classes/materials.service.ts';
import { addClassStudents, addClassTeacher } from '../src/modules/classes/roster.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { makeUnlockTest } from '../src/modules/unlocks/unlocks.fixture.ts';
import { insertAcceptedLink } from '../src/modules/parent-links/parent-links.repository.ts';
import { CLASS_INPUT, TINY_PDF } from './classes-fixture.ts';
import { call, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { apiRoutesOf, createRouteCollectingApp, fillUrl, mainTenant, randomIp, type ApiRoute } from './route-walk.ts';

/**
 * ACCEPTANCE 3 (issue 5): every endpoint under /api/classes, as every kind of caller, against one class of
 * tenant A with a co-teacher, a student and two materials (a link and a file). The endpoints are taken
 * from the app's own routes, so one added later without a row in TABLE fails this test.
 *
 * Super admins live on `main` (decision 0004) and call with main's X-Tenant; they reach a class of any
 * tenant by its id (the service finds the class's tenant and works inside it), so for them a class
 * endpoint behaves as for a company admin of the class's tenant. Token-keyed and tenant-wide endpoints
 * (join, the invitation preview, the class list) stay in the request's tenant: the super admin's is main.
 */

// The callers, in the order of the columns below.
const ACTORS = [
  'studentIn', //   a student of the class (in its roster)
  'studentOut', //  a student of tenant A not in it
  'teacherOther', // a teacher of tenant A who teaches another class
  'coTeacher', //   a teacher of the class (co-teacher)
  'owner', //       the teacher who created it
  'adminB', //      a company admin of another company (tenant B)
  'adminA', //      a company admin of tenant A
  'parent', //      a parent of tenant A, linked to the class's student
  'superAdmin', //  a super admin (on main)
  'otherTenant', // a teacher of tenant B who owns a class there
] as const;
type Actor = (typeof ACTORS)[number];

interface Fixture {
  classId: string;
  code: string;
  invite: string;
  linkMaterialId: string;
  fileMaterialId: string;
  /** A catalogue test of tenant A, and the class's test of it (open since yesterday, sent to the student). */
  testId: string;
  classTestId: string;
  users: Record<Actor, TestUser>;
}
type Request = { params?: Record<string, string>; body?: unknown };
interface Row {
  /** The expected status for each caller, in ACTORS order. */
  expect: readonly number[];
  /** Path parameters (`:id` defaults to the class) and the body, from a fresh fixture. */
  request: (f: Fixture) => Request;
}
const row = (expect: readonly number[], request: (f: Fixture) => Request = () => ({})): Row => ({ expect, request });

// Shorthands for the usual sets: managers (co-teacher, owner, company admin of A, super admin) and members (+ the student).
//                                                              sIn  sOut tOth coT  own  admB admA par  sup  oth
const MANAGERS = /*                                         */ [
  404, 404, 404, 200, 200, 404, 200, 404, 200, 404,
] as const;
const MEMBERS = /*                                          */ [
  200, 404, 404, 200, 200, 404, 200, 404, 200, 404,
] as const;

const TABLE: Record<string, Row> = {
  // ── Classes (modules/classes) ─────────────────────────────────────────────────────────────────────
  //                                                            sIn  sOut tOth coT  own  admB admA par  sup  oth
  'GET /api/classes': row(/*                               */ [200, 200, 200, 200, 200, 200, 200, 403, 200, 200]),
  'POST /api/classes': row(
    /*                              */ [403, 403, 200, 200, 200, 200, 200, 403, 403, 200],
    () => ({ body: CLASS_INPUT }),
  ),
  'POST /api/classes/join': row(
    /*                         */ [200, 200, 200, 200, 200, 403, 403, 403, 403, 400],
    (f) => ({ body: { code: f.code } }),
  ),
  'GET /api/classes/invitation/:token': row(
    /*             */ [200, 200, 200, 200, 200, 404, 200, 200, 404, 404],
    (f) => ({ params: { token: f.invite } }),
  ),
  'GET /api/classes/:id': row(MEMBERS),
  'PATCH /api/classes/:id': row(MANAGERS, () => ({ body: { name: 'Renamed' } })),
  'DELETE /api/classes/:id': row(/*                        */ [404, 404, 404, 403, 200, 404, 200, 404, 200, 404]),
  'POST /api/classes/:id/code': row(MANAGERS, () => ({ body: { action: 'reset' } })),
  'POST /api/classes/:id/invite-link/reset': row(MANAGERS),
  // ── Roster and co-teachers ────────────────────────────────────────────────────────────────────────
  'GET /api/classes/:id/students': row(MANAGERS),
  'POST /api/classes/:id/students': row(MANAGERS, (f) => ({ body: { user_ids: [f.users.studentOut.id] } })),
  'DELETE /api/classes/:id/students/:userId': row(MANAGERS, (f) => ({ params: { userId: f.users.studentIn.id } })),
  'GET /api/classes/:id/teachers': row(MANAGERS),
  'POST /api/classes/:id/teachers': row(MANAGERS, (f) => ({ body: { user_id: f.users.teacherOther.id } })),
  'DELETE /api/classes/:id/teachers/:userId': row(MANAGERS, (f) => ({ params: { userId: f.users.coTeacher.id } })),
  // ── Materials ─────────────────────────────────────────────────────────────────────────────────────
  'GET /api/classes/:id/materials': row(MEMBERS),
  'POST /api/classes/:id/materials': row(MANAGERS, () => ({
    body: { category: 'Reading', title: 'New', link: 'https://example.test/new' },
  })),
  'PUT /api/classes/:id/materials/order': row(MANAGERS, (f) => ({
    body: { ids: [f.fileMaterialId, f.linkMaterialId] },
  })),
  'PATCH /api/classes/:id/materials/:materialId': row(MANAGERS, (f) => ({
    params: { materialId: f.linkMaterialId },
    body: { title: 'Edited' },
  })),
  'DELETE /api/classes/:id/materials/:materialId': row(MANAGERS, (f) => ({ params: { materialId: f.fileMaterialId } })),
  'GET /api/classes/:id/materials/:materialId/file': row(MEMBERS, (f) => ({
    params: { materialId: f.fileMaterialId },
  })),
  // ── Class tests, dashboard (modules/class-tests): one class test of the fixture, sent to the student ─
  //                                                            sIn  sOut tOth coT  own  admB admA par  sup  oth
  'GET /api/classes/:id/tests': row(MEMBERS),
  'POST /api/classes/:id/tests': row(MANAGERS, (f) => ({
    body: { test_id: f.testId, scheduled_at: new Date(Date.now() + 86_400_000).toISOString() },
  })),
  'PATCH /api/classes/:id/tests/:classTestId': row(MANAGERS, (f) => ({
    params: { classTestId: f.classTestId },
    body: { kind: 'practice' },
  })),
  'DELETE /api/classes/:id/tests/:classTestId': row(MANAGERS, (f) => ({ params: { classTestId: f.classTestId } })),
  'POST /api/classes/:id/tests/:classTestId/send': row(MANAGERS, (f) => ({
    params: { classTestId: f.classTestId },
    body: { student_ids: [f.users.studentIn.id] },
  })),
  'GET /api/classes/:id/tests/:classTestId/invitations': row(MANAGERS, (f) => ({
    params: { classTestId: f.classTestId },
  })),
  // Only an invited student starts a class test; its managers too get 404.
  'POST /api/classes/:id/tests/:classTestId/start': row(
    /*  */ [200, 404, 404, 404, 404, 404, 404, 404, 404, 404],
    (f) => ({ params: { classTestId: f.classTestId } }),
  ),
  'GET /api/classes/:id/dashboard': row(MANAGERS),
  // ── Lessons (modules/lessons): no teacher named, so no call clashes with another ────────────────────
  'GET /api/classes/:id/lessons': row(MEMBERS),
  'POST /api/classes/:id/lesson-series': row(MANAGERS, () => ({
    body: {
      weekdays: [1, 3],
      start_time: '16:00',
      duration_minutes: 60,
      starts_on: '2027-01-04',
      ends_on: '2027-01-31',
      teacher_id: null,
    },
  })),
  'POST /api/classes/:id/lessons': row(MANAGERS, () => ({
    body: { starts_at: '2027-02-01T16:00:00Z', ends_at: '2027-02-01T17:00:00Z', teacher_id: null },
  })),
};

/** Removing the owner is a separate power: owner, company admin and super admin only (a co-teacher: 403). */
const EXTRA_CASES: { route: string; label: string; row: Row }[] = [
  {
    route: 'DELETE /api/classes/:id/teachers/:userId',
    label: 'removing the owner',
    //                                                            sIn  sOut tOth coT  own  admB admA par  sup  oth
    row: row(
      /*                                              */ [404, 404, 404, 403, 200, 404, 200, 404, 200, 404],
      (f) => ({ params: { userId: f.users.owner.id } }),
    ),
  },
];

const built = await createRouteCollectingApp();
const app: TestApp = built.app;
const classRoutes: ApiRoute[] = apiRoutesOf(built.routes).filter(
  (r) => r.url === '/api/classes' || r.url.startsWith('/api/classes/'),
);
afterAll(async () => app?.close());

let tenantA: TenantContext;
let users: Record<Actor, TestUser>;
let testId: string;
const origin = 'http://localhost';
const actorOf = (u: TestUser, roles: string[]) => ({ id: u.id, roles: roles.map((name) => ({ name })) });

/** A fresh class of tenant A: owner, co-teacher, the student in its roster, a link and a file material. */
const buildFixture = async (): Promise<Fixture> => {
  const owner = actorOf(users.owner, ['teacher']);
  const deps = app.deps;
  const c: ClassDetail = await createClass(deps, { tenant: tenantA, actor: owner, origin, input: CLASS_INPUT });
  await addClassTeacher(deps, { tenant: tenantA, actor: owner, classId: c.id, input: { user_id: users.coTeacher.id } });
  await addClassStudents(deps, {
    tenant: tenantA,
    actor: owner,
    classId: c.id,
    input: { user_ids: [users.studentIn.id], emails: [] },
  });
  const link = await createMaterial(deps, {
    tenant: tenantA,
    actor: owner,
    classId: c.id,
    read: async () => ({ fields: { category: 'Reading', title: 'Link', link: 'https://example.test/a' }, file: null }),
  });
  const file = await createMaterial(deps, {
    tenant: tenantA,
    actor: owner,
    classId: c.id,
    read: async () => ({
      fields: { category: 'Reading', title: 'File' },
      file: { data: TINY_PDF, fileName: 'unit.pdf' },
    }),
  });
  const ownerAsUser = {
    ...owner,
    tokenId: '',
    pro_expired_at: null,
    lang: 'en',
    email: users.owner.email,
  } as unknown as AuthUser;
  const classTest = await createClassTest(deps, {
    tenant: tenantA,
    actor: ownerAsUser,
    classId: c.id,
    input: {
      test_id: testId,
      kind: 'test',
      scheduled_at: new Date(Date.now() - 86_400_000).toISOString(),
      is_default: false,
      paid_by_organization: false,
    },
  });
  await sendClassTest(deps, {
    tenant: tenantA,
    actor: ownerAsUser,
    classId: c.id,
    classTestId: classTest.id,
    input: { student_ids: [users.studentIn.id] },
    origin,
  });
  return {
    classId: c.id,
    code: c.code!,
    invite: new URL(c.invite_url!).searchParams.get('invite')!,
    linkMaterialId: link.id,
    fileMaterialId: file.id,
    testId,
    classTestId: classTest.id,
    users,
  };
};

beforeAll(async () => {
  tenantA = await createTestTenant(app);
  const tenantB = await createTestTenant(app);
  const main = await mainTenant(app);
  users = {
    studentIn: await createTestUser(app, tenantA),
    studentOut: await createTestUser(app, tenantA),
    teacherOther: await createTestUser(app, tenantA, { roles: ['teacher'] }),
    coTeacher: await createTestUser(app, tenantA, { roles: ['teacher'] }),
    owner: await createTestUser(app, tenantA, { roles: ['teacher'] }),
    adminB: await createTestUser(app, tenantB, { roles: ['organization_admin'] }),
    adminA: await createTestUser(app, tenantA, { roles: ['organization_admin'] }),
    parent: await createTestUser(app, tenantA, { roles: ['parent'] }),
    superAdmin: await createTestUser(app, main, { roles: ['super_admin'] }),
    otherTenant: await createTestUser(app, tenantB, { roles: ['teacher'] }),
  };
  await withTenant(app.deps.db, tenantA.id, (tx) => insertAcceptedLink(tx, users.parent.id, users.studentIn.id));
  testId = await makeUnlockTest(app.deps, tenantA.id, { type: 'drill', title: 'Class drill' });
  await createClass(app.deps, {
    tenant: tenantA,
    actor: actorOf(users.teacherOther, ['teacher']),
    origin,
    input: { ...CLASS_INPUT, name: 'Another class' },
  });
  await createClass(app.deps, {
    tenant: tenantB,
    actor: actorOf(users.otherTenant, ['teacher']),
    origin,
    input: { ...CLASS_INPUT, name: 'Class of B' },
  });
});

const callAs = async (route: ApiRoute, user: TestUser, f: Fixture, request: Request) => {
  const params: Record<string, string> = { id: f.classId, ...request.params };
  const url = fillUrl(route.url, (name) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.name}: no value for :${name} in its TABLE row`);
    return value;
  });
  const res = await call(app, {
    method: route.method as 'GET',
    url,
    headers: user.headers,
    remoteAddress: randomIp(),
    ...(request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
  });
  return res.status;
};

describe('the class permissions table', () => {
  it('has a row for every endpoint under /api/classes, and no row without one', () => {
    const names = classRoutes.map((r) => r.name);
    expect(names.length).toBeGreaterThanOrEqual(29);
    expect(
      names.filter((n) => !(n in TABLE)),
      'endpoints with no row in TABLE',
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((n) => !names.includes(n)),
      'rows of no registered endpoint',
    ).toEqual([]);
    for (const [name, r] of Object.entries(TABLE)) expect(r.expect, name).toHaveLength(ACTORS.length);
  });

  const cases = [...Object.entries(TABLE).map(([route, r]) => ({ route, label: '', row: r })), ...EXTRA_CASES];
  for (const c of cases)
    it(`${c.route}${c.label ? ` (${c.label})` : ''}`, { timeout: 120_000 }, async () => {
      const route = classRoutes.find((r) => r.name === c.route);
      if (!route) throw new Error(`${c.route} is not registered`);
      // A read leaves the class as it was, so one fixture serves every caller; a change gets a fresh class each time.
      const shared = route.method === 'GET' ? await buildFixture() : null;
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const [i, actor] of ACTORS.entries()) {
        const f = shared ?? (await buildFixture());
        got[actor] = await callAs(route, users[actor], f, c.row.request(f));
        want[actor] = c.row.expect[i]!;
      }
      expect(got).toEqual(want);
    });
});
