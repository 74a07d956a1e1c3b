import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import type { ErrorBody, RosterImportList, RosterImportView, RosterProblem } from '@prepwell/contracts';
import {
  classes,
  classStudents,
  courses,
  courseSessions,
  courseStudents,
  parentLinks,
  rosterImports,
  studentProfiles,
  userRoles,
  users,
} from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { AppError } from '../src/lib/app-error.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { asUser, createClassAs, multipartForm } from './classes-fixture.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { randomIp } from './route-walk.ts';

/**
 * Issue 19: roster import — a CSV or XLSX of students and parents, checked (a dry run listing every problem
 * by row and field), then imported in one transaction (all or nothing), invitations after the commit.
 */

/** A run can be made to fail after it seated students (the capacity race a re-check cannot see). */
const failing = vi.hoisted(() => ({ classId: null as string | null }));
vi.mock('../src/modules/classes/enrollment-placement.service.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/modules/classes/enrollment-placement.service.ts')>();
  return {
    ...real,
    placeStudentsInClass: async (...args: Parameters<typeof real.placeStudentsInClass>) => {
      const name = await real.placeStudentsInClass(...args);
      if (args[1] === failing.classId) throw new AppError('class_full');
      return name;
    },
  };
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

/** A roster import, or an error's code and message. */
type Answer = RosterImportView & { code?: string; message?: string };

const FIXTURES = new URL('./fixtures/roster/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));
const year = new Date().getUTCFullYear();
const uid = () => randomUUID().slice(0, 8);

const upload = (user: TestUser, data: Buffer, filename = 'roster.csv') => {
  const form = multipartForm({}, { data, filename, contentType: 'text/csv' });
  return call<Answer>(app, {
    method: 'POST',
    url: '/api/roster-imports',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
    remoteAddress: randomIp(),
  });
};

const run = (user: TestUser, id: string, invite = true) =>
  asUser<Answer>(app, user, 'POST', `/api/roster-imports/${id}/run`, { invite });

const mailbox = async (tenant: TenantContext, to: string) =>
  (
    await call<{ to: string; subject: string; text: string }[]>(app, {
      url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
      headers: { 'x-tenant': tenant.slug },
      remoteAddress: '127.0.0.1',
    })
  ).body ?? [];

const setClassCode = (tenant: TenantContext, classId: string, code: string) =>
  withTenant(app.deps.db, tenant.id, (tx) => tx.update(classes).set({ code }).where(eq(classes.id, classId)));

/** A course with one session (its own class), written directly: the courses module owns the API. */
const createSession = async (admin: TestUser, title: string) => {
  const cls = await createClassAs(app, admin, { name: `${title} class`, capacity: 20 });
  return withTenant(app.deps.db, admin.tenant.id, async (tx) => {
    const [course] = await tx
      .insert(courses)
      .values({ title: `${title} course` })
      .returning();
    const [session] = await tx
      .insert(courseSessions)
      .values({ courseId: course!.id, classId: cls.id, title })
      .returning();
    return { session: session!, course: course!, classId: cls.id };
  });
};

const usersByEmail = (tenant: TenantContext, emails: string[]) =>
  withTenant(app.deps.db, tenant.id, (tx) => tx.select().from(users).where(inArray(users.email, emails)));

const seatsOf = (tenant: TenantContext, classId: string) =>
  withTenant(app.deps.db, tenant.id, async (tx) =>
    (await tx.select().from(classStudents).where(eq(classStudents.classId, classId))).map((r) => r.userId),
  );

const setup = async () => {
  const tenant = await createTestTenant(app, { settings: { defaultLang: 'tw' } });
  const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  return { tenant, admin };
};

const csvOf = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\n'));
const HEADER = [
  'student_first_name',
  'student_last_name',
  'student_email',
  'student_school',
  'student_graduation_year',
  'parent_first_name',
  'parent_last_name',
  'parent_email',
  'parent_phone',
  'class',
  'session',
];

describe('POST /api/roster-imports (the dry run)', () => {
  it('lists every problem by row and field, writes nothing, and refuses to run', async () => {
    const { tenant, admin } = await setup();
    const tiny = await createClassAs(app, admin, { name: `Tiny ${uid()}`, capacity: 1 });
    await setClassCode(tenant, tiny.id, 'TINY-1');
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const file = Buffer.concat([fixture('bad-rows.csv'), Buffer.from(`Staff,Member,${teacher.email},,,,,,,,\n`)]);
    const res = await upload(admin, file, 'bad-rows.csv');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('checked');
    expect(res.body.file_name).toBe('bad-rows.csv');

    const byRow = new Map<number, string[]>();
    for (const row of res.body.rows)
      byRow.set(
        row.row,
        row.problems.map((p: RosterProblem) => `${p.field}:${p.code}`),
      );
    expect(Object.fromEntries(byRow)).toEqual({
      2: [],
      3: ['student_email:invalid_email'],
      4: ['student_first_name:required'],
      5: ['class:class_unknown'],
      6: ['session:session_unknown'],
      7: ['student_graduation_year:graduation_year_past'],
      8: ['parent_phone:invalid_phone'],
      9: [],
      10: ['student_first_name:names_differ'],
      11: [],
      12: ['class:class_full'],
      13: ['student_email:email_taken'],
    });
    expect(res.body.counts).toMatchObject({ rows: 12, problems: 9 });
    // The good row says what will happen.
    expect(res.body.rows[0]).toMatchObject({
      row: 2,
      student: { email: 'good.row@example.test', action: 'create', invite: true, graduation_year: 2040 },
      language: 'tw',
    });
    expect(res.body.rows[9]).toMatchObject({ class: { id: tiny.id, action: 'seat' } });

    // Nothing was made.
    expect(await usersByEmail(tenant, ['good.row@example.test', 'full.first@example.test'])).toEqual([]);
    expect(await seatsOf(tenant, tiny.id)).toEqual([]);

    const refused = await run(admin, res.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('roster_import_not_ready');
    expect(await usersByEmail(tenant, ['good.row@example.test'])).toEqual([]);

    // The import is in the history, and reads back the same.
    const list = await asUser<RosterImportList>(app, admin, 'GET', '/api/roster-imports');
    expect(list.body.data.map((i) => i.id)).toEqual([res.body.id]);
    const read = await asUser<RosterImportView>(app, admin, 'GET', `/api/roster-imports/${res.body.id}`);
    expect(read.body.rows).toEqual(res.body.rows);
  });
});

describe('POST /api/roster-imports/:id/run', () => {
  it('imports an exported CSV (BOM, semicolons, Chinese headers): siblings share a parent, an existing student is matched, seats in a class and a session, invitations — once', async () => {
    const { tenant, admin } = await setup();
    const evening = await createClassAs(app, admin, { name: `Evening ${uid()}`, capacity: 10 });
    await setClassCode(tenant, evening.id, 'EVENING-A');
    const summer = await createSession(admin, 'Summer SAT Intensive');
    // Carl has an account already (a student who signed up himself).
    const carl = await withTenant(app.deps.db, tenant.id, async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({ email: 'existing.carl@example.test', passwordHash: 'x', firstName: 'Carl', lastName: 'Chen' })
        .returning();
      return u!;
    });

    const res = await upload(admin, fixture('exported-semicolon.csv'), 'export.csv');
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ rows: 3, to_create: 3, to_match: 1, to_seat: 3, to_invite: 3, problems: 0 });
    expect(
      res.body.rows.map((r) => [r.student.email, r.student.action, r.parent?.action ?? null, r.parent?.link ?? null]),
    ).toEqual([
      ['anna.lee@example.test', 'create', 'create', 'accept'],
      ['ben.lee@example.test', 'create', 'create', 'accept'],
      ['existing.carl@example.test', 'match', null, null],
    ]);
    expect(res.body.rows[0]!.student.school).toBe('Lincoln High; East');
    expect(res.body.rows[1]!.session).toMatchObject({ id: summer.session.id, action: 'seat' });

    const done = await run(admin, res.body.id);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('imported');
    expect(done.body.imported_at).not.toBeNull();
    expect(done.body.result).toEqual({ created: 3, matched: 1, linked: 2, seated: 3, invited: 3 });

    const made = await usersByEmail(tenant, [
      'anna.lee@example.test',
      'ben.lee@example.test',
      'grace.lee@example.test',
    ]);
    expect(made).toHaveLength(3);
    const id = (email: string) => made.find((u) => u.email === email)!.id;
    expect(made.every((u) => u.lang === 'tw')).toBe(true);
    // One parent, linked (accepted) to both siblings.
    const links = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .select()
        .from(parentLinks)
        .where(eq(parentLinks.parentId, id('grace.lee@example.test'))),
    );
    expect(links.map((l) => [l.studentId, l.status]).sort()).toEqual(
      [
        [id('anna.lee@example.test'), 'accepted'],
        [id('ben.lee@example.test'), 'accepted'],
      ].sort(),
    );
    // Seats: Anna and Carl in the class, Ben in the session's class and its course.
    expect((await seatsOf(tenant, evening.id)).sort()).toEqual([id('anna.lee@example.test'), carl.id].sort());
    expect(await seatsOf(tenant, summer.classId)).toEqual([id('ben.lee@example.test')]);
    const enrolled = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.select().from(courseStudents).where(eq(courseStudents.courseId, summer.course.id)),
    );
    expect(enrolled.map((r) => r.userId)).toEqual([id('ben.lee@example.test')]);
    // The new student's profile; Carl's account is left as it was (his school was empty, his year is filled).
    const profiles = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .select()
        .from(studentProfiles)
        .where(inArray(studentProfiles.userId, [id('anna.lee@example.test'), carl.id])),
    );
    expect(profiles.find((p) => p.userId === id('anna.lee@example.test'))).toMatchObject({
      school: 'Lincoln High; East',
      graduationYear: 2040,
    });
    expect(profiles.find((p) => p.userId === carl.id)).toMatchObject({ graduationYear: 2041 });

    // Invitations to the three new accounts (in Traditional Chinese, the tenant's language); none to Carl.
    for (const email of ['anna.lee@example.test', 'ben.lee@example.test', 'grace.lee@example.test']) {
      const mails = await mailbox(tenant, email);
      expect(mails, email).toHaveLength(1);
      expect(mails[0]!.text).toContain('/password/set?token=');
    }
    expect(await mailbox(tenant, 'existing.carl@example.test')).toHaveLength(0);

    // Running again imports nothing twice.
    const again = await run(admin, res.body.id);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(done.body.result);
    expect(await usersByEmail(tenant, ['anna.lee@example.test', 'grace.lee@example.test'])).toHaveLength(2);
    expect(await mailbox(tenant, 'anna.lee@example.test')).toHaveLength(1);
  });

  it('imports an XLSX (numbers as cells), matching an existing parent who is then asked, not linked', async () => {
    const { tenant, admin } = await setup();
    const cls = await createClassAs(app, admin, { name: `Xlsx ${uid()}`, capacity: 5 });
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    const student = await createTestUser(app, tenant, { studentProfile: true });
    const cell = (v: string | number) =>
      typeof v === 'number' ? { value: v, type: Number } : v === '' ? null : { value: v, type: String };
    const sheet = [
      HEADER,
      [
        'Dora',
        'Diaz',
        'dora.diaz@example.test',
        '',
        year + 3,
        '',
        '',
        parent.email,
        5550102030,
        cls.name.toUpperCase(),
        '',
      ],
      ['Test', 'User', student.email, '', '', '', '', parent.email, '', cls.name, ''],
    ].map((r) => r.map(cell));
    const data = await writeXlsxFile(sheet as never, {}).toBuffer();
    const res = await upload(admin, data, 'roster.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.counts).toMatchObject({ rows: 2, problems: 0, to_create: 1, to_match: 2, to_seat: 2 });
    expect(res.body.rows.map((r) => [r.student.action, r.parent?.action, r.parent?.link])).toEqual([
      ['create', 'match', 'accept'],
      ['match', 'match', 'request'],
    ]);
    expect(res.body.rows[0]!.student.graduation_year).toBe(year + 3);

    const done = await run(admin, res.body.id, false);
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({ created: 1, matched: 2, seated: 2, invited: 0 });
    const links = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.select().from(parentLinks).where(eq(parentLinks.parentId, parent.id)),
    );
    const [dora] = await usersByEmail(tenant, ['dora.diaz@example.test']);
    expect(links.map((l) => [l.studentId, l.status]).sort()).toEqual(
      [
        [dora!.id, 'accepted'],
        [student.id, 'pending'],
      ].sort(),
    );
    // Without invitations: no set-password mail to the new student.
    expect(await mailbox(tenant, 'dora.diaz@example.test')).toHaveLength(0);
  });

  it('is all or nothing: a failure after accounts and seats were written leaves nothing, and the import says why', async () => {
    const { tenant, admin } = await setup();
    const first = await createClassAs(app, admin, { name: `First ${uid()}`, capacity: 10 });
    const second = await createClassAs(app, admin, { name: `Second ${uid()}`, capacity: 10 });
    const file = csvOf([
      HEADER,
      ['Eve', 'Ng', 'eve.ng@example.test', '', '', 'Fay', 'Ng', 'fay.ng@example.test', '5550102030', first.name, ''],
      ['Gus', 'Ng', 'gus.ng@example.test', '', '', 'Fay', 'Ng', 'fay.ng@example.test', '', second.name, ''],
    ]);
    const res = await upload(admin, file);
    expect(res.body.counts.problems).toBe(0);

    failing.classId = second.id;
    try {
      const failed = await run(admin, res.body.id);
      expect(failed.status).toBe(409);
      expect(failed.body.code).toBe('class_full');
    } finally {
      failing.classId = null;
    }
    expect(await usersByEmail(tenant, ['eve.ng@example.test', 'gus.ng@example.test', 'fay.ng@example.test'])).toEqual(
      [],
    );
    expect(await seatsOf(tenant, first.id)).toEqual([]);
    const after = await asUser<RosterImportView>(app, admin, 'GET', `/api/roster-imports/${res.body.id}`);
    expect(after.body).toMatchObject({ status: 'checked', failure: 'class_full', result: null, imported_at: null });
    expect(await mailbox(tenant, 'eve.ng@example.test')).toHaveLength(0);

    // Once the cause is gone, the same import runs.
    const ok = await run(admin, res.body.id);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'imported', failure: null });
    expect(await seatsOf(tenant, second.id)).toHaveLength(1);
  });

  it('checks the rows again at the run: an e-mail taken by a teacher since the dry run stops it', async () => {
    const { tenant, admin } = await setup();
    const res = await upload(
      admin,
      csvOf([HEADER, ['Hal', 'Ito', 'hal.ito@example.test', '', '', '', '', '', '', '', '']]),
    );
    expect(res.body.counts.problems).toBe(0);
    await withTenant(app.deps.db, tenant.id, async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({ email: 'hal.ito@example.test', passwordHash: 'x', firstName: 'Hal', lastName: 'Ito' })
        .returning();
      // The teacher role, as an admin's role change gives it.
      await tx.insert(userRoles).values({ userId: u!.id, role: 'teacher' });
    });
    const refused = await run(admin, res.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('roster_import_not_ready');
    const after = await asUser<RosterImportView>(app, admin, 'GET', `/api/roster-imports/${res.body.id}`);
    expect(after.body.status).toBe('checked');
    expect(after.body.rows[0]!.problems).toEqual([{ row: 2, field: 'student_email', code: 'email_taken' }]);
  });
});

describe('who may import', () => {
  it('teachers, students and parents are refused; another tenant’s admin finds nothing', async () => {
    const { tenant, admin } = await setup();
    const res = await upload(
      admin,
      csvOf([HEADER, ['Ivy', 'Jo', 'ivy.jo@example.test', '', '', '', '', '', '', '', '']]),
    );
    expect(res.status).toBe(200);
    for (const roles of [['teacher'], [], ['parent']]) {
      const user = await createTestUser(app, tenant, { roles });
      expect((await upload(user, fixture('bad-rows.csv'))).status).toBe(403);
      expect((await asUser(app, user, 'GET', '/api/roster-imports')).status).toBe(403);
      expect((await asUser(app, user, 'GET', `/api/roster-imports/${res.body.id}`)).status).toBe(403);
      expect((await run(user, res.body.id)).status).toBe(403);
    }
    const other = await setup();
    const foreign = await asUser<ErrorBody>(app, other.admin, 'GET', `/api/roster-imports/${res.body.id}`);
    expect(foreign.status).toBe(404);
    const foreignRun = await run(other.admin, res.body.id);
    expect(foreignRun.status).toBe(404);
    expect((await asUser<RosterImportList>(app, other.admin, 'GET', '/api/roster-imports')).body.data).toEqual([]);
    expect(await usersByEmail(tenant, ['ivy.jo@example.test'])).toEqual([]);
    const stored = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .select()
        .from(rosterImports)
        .where(and(eq(rosterImports.id, res.body.id), eq(rosterImports.status, 'checked'))),
    );
    expect(stored).toHaveLength(1);
  });
});

describe('bad files', () => {
  const cases: [string, Buffer][] = [
    ['empty', Buffer.alloc(0)],
    ['random bytes', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256))],
    ['a zip that is no workbook', Buffer.from('PK\u0003\u0004garbage that is not a zip directory')],
    ['no name columns', Buffer.from('email\nsomeone@example.test\n')],
    ['a header only', Buffer.from(`${HEADER.join(',')}\n`)],
    ['broken UTF-8', Buffer.concat([Buffer.from(`${HEADER.join(',')}\n`), Buffer.from([0xff, 0xfe, 0x41, 0x0a])])],
    ['a NUL byte', Buffer.from(`${HEADER.join(',')}\nA\u0000,B,c@example.test\n`)],
    ['an unclosed quote', Buffer.from(`${HEADER.join(',')}\n"A,B,c@example.test\n`)],
    [
      'more than 2,000 rows',
      Buffer.from(
        [HEADER.join(','), ...Array.from({ length: 2001 }, (_, i) => `A,B,s${i}@example.test,,,,,,,,`)].join('\n'),
      ),
    ],
  ];
  it.each(cases)('%s → 422 roster_file_invalid, nothing stored', async (_name, data) => {
    const { tenant, admin } = await setup();
    const res = await upload(admin, data);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('roster_file_invalid');
    expect(typeof res.body.message).toBe('string');
    const stored = await withTenant(app.deps.db, tenant.id, (tx) => tx.select().from(rosterImports));
    expect(stored).toEqual([]);
  });

  it('a file over 2 MB → 413; no file → 422', async () => {
    const { admin } = await setup();
    const big = await upload(admin, Buffer.alloc(2 * 1024 * 1024 + 10, 0x41));
    expect(big.status).toBe(413);
    const none = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/roster-imports',
      headers: { ...admin.headers, ...multipartForm({ note: 'x' }).headers },
      payload: multipartForm({ note: 'x' }).payload,
      remoteAddress: randomIp(),
    });
    expect([400, 422]).toContain(none.status);
  });

  it('fuzzed rows never make a 500: every row gets a plan or problems', async () => {
    const { admin } = await setup();
    const pieces = [
      '',
      ' ',
      'x',
      '@',
      'a@b',
      'a@b.co',
      '1999',
      '99999',
      '+1',
      '555-0102-030',
      '"q"',
      '名',
      '😀',
      'x'.repeat(300),
    ];
    let seed = 7;
    const pick = () => pieces[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % pieces.length]!;
    const rows = Array.from({ length: 60 }, () => HEADER.map(() => pick().replace(/[",\n]/g, '')));
    const res = await upload(admin, csvOf([HEADER, ...rows]));
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(rows.filter((r) => r.some((c) => c.trim() !== '')).length);
  });
});

describe('GET /api/roster-imports/template', () => {
  it('offers the template as CSV and XLSX; both read back with only the example class unknown', async () => {
    const { admin } = await setup();
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await app.inject({
        url: `/api/roster-imports/template?format=${format}`,
        headers: admin.headers,
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`roster-template.${format}`);
      const back = await upload(admin, res.rawPayload, `template.${format}`);
      expect(back.status).toBe(200);
      expect(back.body.counts.rows).toBe(3);
      expect(new Set(back.body.rows.flatMap((r) => r.problems.map((p) => p.code)))).toEqual(new Set(['class_unknown']));
      // The sisters share one parent account to create.
      expect(back.body.counts.to_create).toBe(4);
    }
  });
});
