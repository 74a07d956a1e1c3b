import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  flashcardDecks,
  flashcardReviews,
  flashcards,
  housePromotions,
  importJobs,
  promotionCodes,
  promotionCodeUses,
  rosterImports,
  TENANT_OWNED_TABLES,
  vocabUsage,
  wordFavorites,
  wordListCategories,
  wordLists,
  wordListWords,
  wordMnemonicLikes,
  wordMnemonics,
  words,
} from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { call, createTestUser, TEST_PASSWORD, type TestApp } from './helpers.ts';
import { createBankObjects } from './questions-fixture.ts';
import {
  apiRoutesOf,
  createRoleUsers,
  createRouteCollectingApp,
  fillUrl,
  isPublic,
  passesAccess,
  randomIp,
  ROLE_SETS,
  sampleOf,
  type ApiRoute,
  type RoleUsers,
} from './route-walk.ts';

/**
 * Tenant isolation through the HTTP API, generic over every registered route, so the modules being
 * added get covered as they land: another tenant's token is unknown (401), another tenant's object is
 * not found (404, never 403), and nothing of the other tenant changes.
 */
const built = await createRouteCollectingApp();
const app: TestApp = built.app;
const routes = apiRoutesOf(built.routes);
const privateRoutes = routes.filter((r) => !isPublic(r));

let a: RoleUsers;
let b: RoleUsers;
/** Ids of tenant B's objects (users, tokens, mail, logs …) from every tenant-owned table with an id. */
let objectsOfB: { table: string; id: string }[];

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/**
 * B's own rows of every tenant-owned table. Only B's: B also reads main's shared catalogue (public tests,
 * word lists), which other test files running at the same time may change — that is no write of A's.
 */
const snapshot = (tenantId: string) =>
  withTenant(app.deps.db, tenantId, async (tx) => {
    const out: Record<string, string> = {};
    for (const table of TENANT_OWNED_TABLES)
      out[table] = JSON.stringify(
        rowsOf(
          await (tx as unknown as Db).execute(
            sql`select * from ${sql.identifier(table)} where tenant_id = ${tenantId} order by 1, 2`,
          ),
        ),
      );
    return out;
  });

beforeAll(async () => {
  a = await createRoleUsers(app, { superAdminOnMain: true });
  b = await createRoleUsers(app, { superAdminOnMain: false });
  // Give B some objects made the ordinary way: a registration (user, roles, token, mail, activity).
  const reg = await call(app, {
    method: 'POST',
    url: '/api/register',
    headers: { 'x-tenant': b.tenant.slug },
    remoteAddress: randomIp(),
    payload: {
      register_type: 'student',
      first_name: 'Bee',
      last_name: 'Student',
      username: `bee_${randomUUID().slice(0, 8)}`,
      email: `bee-${randomUUID().slice(0, 8)}@example.test`,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
    },
  });
  expect(reg.status).toBe(200);
  // And a parent's pending request for B's student (a parent_links row with an id for the walk below).
  const asking = await call(app, {
    method: 'POST',
    url: '/api/register',
    headers: { 'x-tenant': b.tenant.slug },
    remoteAddress: randomIp(),
    payload: {
      register_type: 'parent',
      first_name: 'Bee',
      last_name: 'Parent',
      username: `beep_${randomUUID().slice(0, 8)}`,
      email: `beep-${randomUUID().slice(0, 8)}@example.test`,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      student_emails: [b.byRole.student!.email],
    },
  });
  expect(asking.status).toBe(200);
  // And the question bank's rows (issue 13): a label, a passage, a question using both, an import job.
  const bankOfB = await createBankObjects(app, b.byRole.teacher!);
  await withTenant(app.deps.db, b.tenant.id, (tx) =>
    tx.insert(importJobs).values({ fileName: 'bank.csv', userId: bankOfB.authorId, status: 'completed' }),
  );
  // And a flashcard deck of B's student with a card and its review (issue 18).
  await withTenant(app.deps.db, b.tenant.id, async (tx) => {
    const userId = b.byRole.student!.id;
    const [deck] = await tx
      .insert(flashcardDecks)
      .values({ userId, title: 'Deck of B', slug: 'deck-of-b' })
      .returning();
    const [card] = await tx.insert(flashcards).values({ userId, deckId: deck!.id }).returning();
    const at = new Date();
    await tx.insert(flashcardReviews).values({
      userId,
      cardId: card!.id,
      clientId: 'client-of-b-1',
      rating: 3,
      state: 1,
      due: at,
      stability: 1,
      difficulty: 5,
      scheduledDays: 0,
      reviewedAt: at,
      before: {
        due: at.toISOString(),
        stability: 0,
        difficulty: 0,
        elapsedDays: 0,
        scheduledDays: 0,
        learningSteps: 0,
        reps: 0,
        lapses: 0,
        state: 0,
        lastReview: null,
      },
    });
  });
  // And B's vocabulary (issue 18): a private category, list and word, a mnemonic with a like, a star, a study event.
  await withTenant(app.deps.db, b.tenant.id, async (tx) => {
    const userId = b.byRole.student!.id;
    const [category] = await tx.insert(wordListCategories).values({ name: 'Words of B' }).returning();
    const [list] = await tx.insert(wordLists).values({ categoryId: category!.id, title: 'List of B' }).returning();
    const [word] = await tx
      .insert(words)
      .values({ word: 'bequeath', senses: [{ pos: 'verb', definition: 'To leave by will.', examples: [] }] })
      .returning();
    await tx.insert(wordListWords).values({ listId: list!.id, wordId: word!.id });
    const [mnemonic] = await tx
      .insert(wordMnemonics)
      .values({ wordId: word!.id, userId, body: 'Bee quietly leaves it.', visibility: 'public', likeCount: 1 })
      .returning();
    await tx.insert(wordMnemonicLikes).values({ mnemonicId: mnemonic!.id, userId: b.byRole.teacher!.id });
    await tx.insert(wordFavorites).values({ userId, wordId: word!.id });
    await tx.insert(vocabUsage).values({ userId, wordId: word!.id, action: 'viewed' });
  });
  // And a message sent through B's Contact page (issue 17).
  const contact = await call(app, {
    method: 'POST',
    url: '/api/contact',
    headers: { 'x-tenant': b.tenant.slug },
    remoteAddress: randomIp(),
    payload: { name: 'Bee Visitor', email: 'visitor@example.test', message: 'A question for B.' },
  });
  expect(contact.status).toBe(200);
  // And an enrollment sent through B's public form (issue 19).
  const enrollment = await call(app, {
    method: 'POST',
    url: '/api/enrollments',
    headers: { 'x-tenant': b.tenant.slug },
    remoteAddress: randomIp(),
    payload: {
      role: 'parent',
      first_name: 'Bee',
      last_name: 'Family',
      email: 'bee-family@example.test',
      phone: '5550001234',
      students: [{ first_name: 'Bee', last_name: 'Child', email: 'bee-child@example.test' }],
      type: 'group',
      payment_way: 'card',
      currency: 'USD',
    },
  });
  expect(enrollment.status).toBe(200);
  // And B's promotion code with a use (issue 17).
  await withTenant(app.deps.db, b.tenant.id, async (tx) => {
    const [code] = await tx
      .insert(promotionCodes)
      .values({ code: 'B-ONLY-20', discountKind: 'percent', amount: 20 })
      .returning();
    await tx.insert(promotionCodeUses).values({ codeId: code!.id, userId: b.byRole.student!.id, status: 'used' });
  });
  // And B's house promotion (issue 17).
  await withTenant(app.deps.db, b.tenant.id, (tx) =>
    tx.insert(housePromotions).values({ title: { en: 'Promotion of B' }, body: { en: 'For B only' } }),
  );
  // And B's lessons (issue 19): a class with a series, its lesson with attendance, and a calendar feed.
  await withTenant(app.deps.db, b.tenant.id, async (tx) => {
    const schema = await import('../src/db/schema/index.ts');
    const teacherId = b.byRole.teacher!.id;
    const studentId = b.byRole.student!.id;
    const [klass] = await tx
      .insert(schema.classes)
      .values({ name: 'Lessons of B', inviteToken: `b-lessons-${randomUUID()}` })
      .returning();
    const classId = klass!.id;
    await tx.insert(schema.classTeachers).values({ classId, userId: teacherId, role: 'owner' });
    await tx.insert(schema.classStudents).values({ classId, userId: studentId, joinedVia: 'teacher' });
    const [series] = await tx
      .insert(schema.lessonSeries)
      .values({
        classId,
        teacherId,
        weekdays: [1],
        startTime: '16:00',
        durationMinutes: 60,
        timeZone: 'UTC',
        startsOn: '2026-01-05',
        endsOn: '2026-01-05',
      })
      .returning();
    const [lesson] = await tx
      .insert(schema.lessons)
      .values({
        kind: 'class',
        classId,
        seriesId: series!.id,
        seriesDate: '2026-01-05',
        teacherId,
        startsAt: new Date('2026-01-05T16:00:00Z'),
        endsAt: new Date('2026-01-05T17:00:00Z'),
        attendanceTakenAt: new Date('2026-01-05T17:00:00Z'),
        attendanceTakenBy: teacherId,
      })
      .returning();
    await tx.insert(schema.lessonAttendance).values({ lessonId: lesson!.id, userId: studentId, status: 'present' });
    await tx.insert(schema.calendarFeeds).values({ userId: studentId, tokenHash: randomUUID().replaceAll('-', '') });
  });
  // And B's roster import (issue 19), checked and not run.
  await withTenant(app.deps.db, b.tenant.id, (tx) =>
    tx.insert(rosterImports).values({ fileName: 'b-roster.csv', rows: [], problems: [] }),
  );
  // And B's private lessons (issue 19): the teacher's hours, a booked request with its lesson, and a pending one.
  await withTenant(app.deps.db, b.tenant.id, async (tx) => {
    const schema = await import('../src/db/schema/index.ts');
    const teacherId = b.byRole.teacher!.id;
    const studentId = b.byRole.student!.id;
    await tx
      .insert(schema.teacherAvailability)
      .values({ userId: teacherId, weekday: 2, startTime: '09:00', endTime: '18:00', timeZone: 'UTC' });
    const time = { startsAt: '2026-01-06T10:00:00.000Z', endsAt: '2026-01-06T11:00:00.000Z' };
    const [lesson] = await tx
      .insert(schema.lessons)
      .values({
        kind: 'private',
        studentId,
        teacherId,
        title: 'Private of B',
        startsAt: new Date(time.startsAt),
        endsAt: new Date(time.endsAt),
      })
      .returning();
    await tx.insert(schema.privateLessonRequests).values([
      {
        studentId,
        requestedBy: studentId,
        subject: 'Booked of B',
        teacherId,
        proposedTimes: [time],
        status: 'accepted',
        lessonId: lesson!.id,
      },
      { studentId, requestedBy: studentId, subject: 'Pending of B', teacherId: null, proposedTimes: [time] },
    ]);
  });
  // And B's course (issue 19): a published course with its teacher and student, a need-pay-first session with
  // its class, an awaiting seat, and a course file.
  await withTenant(app.deps.db, b.tenant.id, async (tx) => {
    const schema = await import('../src/db/schema/index.ts');
    const teacherId = b.byRole.teacher!.id;
    const studentId = b.byRole.student!.id;
    const [upload] = await tx
      .insert(schema.uploads)
      .values({ ownerId: teacherId, kind: 'course_file', mime: 'application/pdf', size: 10, path: 'b/course.pdf' })
      .returning();
    const [course] = await tx
      .insert(schema.courses)
      .values({
        title: 'Course of B',
        state: 'published',
        chapters: [
          {
            id: 'c1',
            title: 'Chapter of B',
            resources: [{ id: 'r1', kind: 'file', title: 'File of B', uploadId: upload!.id }],
          },
        ],
      })
      .returning();
    await tx.insert(schema.courseTeachers).values({ courseId: course!.id, userId: teacherId });
    await tx.insert(schema.courseStudents).values({ courseId: course!.id, userId: studentId });
    const [klass] = await tx
      .insert(schema.classes)
      .values({ name: 'Session class of B', inviteToken: `b-session-${randomUUID()}` })
      .returning();
    const [session] = await tx
      .insert(schema.courseSessions)
      .values({ courseId: course!.id, classId: klass!.id, title: 'Session of B', needPayFirst: true, feeMinor: 1000 })
      .returning();
    await tx.insert(schema.courseSessionSeats).values({ sessionId: session!.id, userId: studentId });
  });
  // And B's colleges (issue 20): its own college on its student's target list, official scores, a report.
  await withTenant(app.deps.db, b.tenant.id, async (tx) => {
    const schema = await import('../src/db/schema/index.ts');
    const studentId = b.byRole.student!.id;
    const [college] = await tx
      .insert(schema.colleges)
      .values({ name: 'College of B', sat25: 1200, sat75: 1400, admissionRate: '0.5000' })
      .returning();
    await tx.insert(schema.collegeTargets).values({ studentId, collegeId: college!.id, status: 'planning' });
    await tx.insert(schema.collegeScores).values({ studentId, satTotal: 1300 });
    await tx
      .insert(schema.counselingReports)
      .values({ studentId, title: 'Report of B', status: 'sent', sentAt: new Date() });
  });
  // And B's salary bill (issue 20) with a counted lesson and an adjustment, the teacher's sealed billing
  // details and an SSN reveal.
  await withTenant(app.deps.db, b.tenant.id, async (tx) => {
    const schema = await import('../src/db/schema/index.ts');
    const teacherId = b.byRole.teacher!.id;
    const [bill] = await tx
      .insert(schema.salaryBills)
      .values({ teacherId, period: '2026-01', currency: 'USD', hourlyRateCents: 4000, totalCents: 4000 })
      .returning();
    await tx.insert(schema.salaryBillLessons).values({
      billId: bill!.id,
      title: 'Lesson of B',
      startsAt: new Date('2026-01-05T16:00:00Z'),
      endsAt: new Date('2026-01-05T17:00:00Z'),
      minutes: 60,
      attended: 1,
      amountCents: 4000,
    });
    await tx.insert(schema.salaryBillAdjustments).values({ billId: bill!.id, amountCents: 500, comment: 'Bonus of B' });
    await tx.insert(schema.teacherBilling).values({ userId: teacherId, ciphertext: 'v1:sealed-of-b' });
    await tx.insert(schema.teacherBillingReveals).values({ teacherId, revealedBy: b.byRole.organization_admin!.id });
  });
  // And B's progress reports (issue 20), a draft and a sent one, and a meeting with an attendee and a follow-up.
  await withTenant(app.deps.db, b.tenant.id, async (tx) => {
    const schema = await import('../src/db/schema/index.ts');
    const teacherId = b.byRole.teacher!.id;
    const studentId = b.byRole.student!.id;
    const period = { studentId, authorId: teacherId, periodStart: '2026-01-01', periodEnd: '2026-01-31' };
    const data = {
      attempts: [],
      skills: [],
      attendance: { present: 0, late: 0, absent: 0, excused: 0, total: 0, lessons: [] },
      time_zone: 'UTC',
    };
    await tx.insert(schema.progressReports).values([
      { ...period, comments: 'Draft of B' },
      { ...period, comments: 'Sent of B', status: 'sent', data, sentAt: new Date(), sentBy: teacherId },
    ]);
    const [meeting] = await tx
      .insert(schema.meetings)
      .values({ heldAt: new Date('2026-01-07T10:00:00Z'), title: 'Meeting of B', createdBy: teacherId })
      .returning();
    await tx.insert(schema.meetingAttendees).values({ meetingId: meeting!.id, userId: studentId });
    await tx
      .insert(schema.meetingFollowUps)
      .values({ meetingId: meeting!.id, description: 'Follow-up of B', dueOn: '2026-01-14', ownerId: teacherId });
  });
  // And B's tuition bill (issue 20): issued to its parent, with a line (and its file) and a payment.
  await withTenant(app.deps.db, b.tenant.id, async (tx) => {
    const schema = await import('../src/db/schema/index.ts');
    const studentId = b.byRole.student!.id;
    const [bill] = await tx
      .insert(schema.tuitionBills)
      .values({
        studentId,
        parentId: b.byRole.parent?.id ?? null,
        period: '2026-01',
        title: 'Tuition of B',
        currency: 'USD',
        status: 'issued',
        issuedAt: new Date(),
      })
      .returning();
    await tx.insert(schema.tuitionBillLines).values({
      billId: bill!.id,
      kind: 'price',
      amountMinor: 100_000,
      comment: 'Line of B',
      filePath: 'b/tuition.pdf',
      fileName: 'tuition.pdf',
      fileMime: 'application/pdf',
    });
    await tx
      .insert(schema.tuitionPayments)
      .values({ billId: bill!.id, amountMinor: 1000, method: 'cash', paidAt: new Date(), note: 'Payment of B' });
  });
  // And B's short URL, a merge of a duplicate and a coin refund (issue 20, decision 0043).
  const duplicateOfB = await createTestUser(app, b.tenant);
  await withTenant(app.deps.db, b.tenant.id, async (tx) => {
    const schema = await import('../src/db/schema/index.ts');
    const studentId = b.byRole.student!.id;
    await tx.insert(schema.shortUrls).values({ code: 'b-link', path: '/enroll?ref=B', createdBy: studentId });
    await tx.insert(schema.userMerges).values({
      sourceId: duplicateOfB.id,
      targetId: studentId,
      sourceEmail: duplicateOfB.email,
      moved: {},
    });
    await tx
      .insert(schema.coinRefunds)
      .values({ userId: studentId, kind: 'order', sourceId: randomUUID(), amount: -1 });
  });
  objectsOfB = await withTenant(app.deps.db, b.tenant.id, async (tx) => {
    const found: { table: string; id: string }[] = [];
    for (const table of TENANT_OWNED_TABLES) {
      const hasId = rowsOf(
        await (tx as unknown as Db).execute(
          sql`select 1 from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_name = 'id'`,
        ),
      ).length;
      if (!hasId) continue;
      // B's own rows only: B also sees main's shared catalogue (public tests), which every tenant may read.
      const own = sql`select id::text as id from ${sql.identifier(table)} where tenant_id = ${b.tenant.id} limit 5`;
      for (const row of rowsOf(await (tx as unknown as Db).execute(own))) found.push({ table, id: String(row.id) });
    }
    return found;
  });
});
afterAll(async () => app?.close());

const isZod = (s: unknown) => !!s && typeof (s as z.ZodType).safeParse === 'function';

describe("another tenant's token is unknown here", () => {
  it('a token of tenant A (every role, and a super admin of main) with X-Tenant of B is 401 on every non-public route', async () => {
    const failures: string[] = [];
    for (const route of privateRoutes) {
      for (const [role, user] of Object.entries(a.byRole)) {
        const res = await call<{ code?: string }>(app, {
          method: route.method as 'GET',
          url: fillUrl(route.url),
          headers: { ...user.headers, 'x-tenant': b.tenant.slug },
          remoteAddress: randomIp(),
        });
        if (res.status !== 401 || res.body?.code !== 'unauthenticated')
          failures.push(`${route.name} as A's ${role}: ${res.status} ${res.body?.code}`);
      }
    }
    console.info(
      `cross-tenant: ${privateRoutes.length} private routes × ${Object.keys(a.byRole).length} roles checked with a foreign token`,
    );
    expect(failures).toEqual([]);
  });
});

/** Whether someone other than a super admin (who reaches every tenant by design) may call the route. */
const tenantUserMayCall = (route: ApiRoute) =>
  Object.entries(ROLE_SETS).some(([role, roles]) => role !== 'super_admin' && passesAccess(roles, route.access));

describe("another tenant's objects are not found", () => {
  // Super-admin-only routes cross tenants on purpose (everyone else gets 403 there: guards.test.ts).
  const withIds = privateRoutes.filter((r) => /:[A-Za-z_]/.test(r.url) && tenantUserMayCall(r));

  it('there are routes taking an id to check', () => {
    expect(withIds.length).toBeGreaterThan(0);
    console.info(`cross-tenant: routes with ids: ${withIds.map((r) => r.name).join(', ')}`);
  });

  for (const route of withIds) {
    it(`${route.name}: B's ids used by A's users (no super admin) are 404 and change nothing in B`, async () => {
      const before = await snapshot(b.tenant.id);
      const params = route.schema?.params;
      const body = isZod(route.schema?.body) ? sampleOf(route.schema!.body) : undefined;
      const query = isZod(route.schema?.querystring)
        ? (sampleOf(route.schema!.querystring) as Record<string, unknown> | undefined)
        : undefined;
      const takesId = (name: string) =>
        !isZod(params) ||
        ((params as { shape?: Record<string, z.ZodType> }).shape?.[name] ?? z.uuid()).safeParse(randomUUID()).success;
      const fixed = isZod(params) ? ((sampleOf(params) as Record<string, string> | undefined) ?? {}) : {};
      const failures: string[] = [];
      let reached = 0;
      for (const [role, roles] of Object.entries(ROLE_SETS)) {
        if (role === 'super_admin' || !passesAccess(roles, route.access)) continue;
        const user = a.byRole[role]!;
        for (const object of objectsOfB) {
          const url = fillUrl(route.url, (name) => (takesId(name) ? object.id : String(fixed[name] ?? 'x')));
          const res = await call<{ code?: string }>(app, {
            method: route.method as 'GET',
            url,
            // A fresh Idempotency-Key: coin-moving routes must answer 404 for B's objects, not ask for a key.
            headers: {
              ...user.headers,
              'idempotency-key': randomUUID(),
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
            ...(query
              ? {
                  query: Object.fromEntries(
                    Object.entries(query)
                      .filter(([, v]) => v !== undefined)
                      .map(([k, v]) => [k, String(v)]),
                  ),
                }
              : {}),
            remoteAddress: randomIp(),
          });
          if (
            res.status === 422 &&
            res.body?.code === 'validation_failed' &&
            body === undefined &&
            isZod(route.schema?.body)
          )
            continue;
          reached++;
          if (res.status !== 404 || res.body?.code !== 'not_found')
            failures.push(`as A's ${role}, ${object.table} ${object.id}: ${res.status} ${res.body?.code}`);
        }
      }
      // A route the walk cannot reach checks nothing: make sampleOf build its body, or give it a caller.
      expect(
        reached,
        `${route.name}: no request reached the handler (no valid body could be built from its schema)`,
      ).toBeGreaterThan(0);
      expect(failures, `${route.name}: ${failures.slice(0, 10).join('; ')}`).toEqual([]);
      expect(await snapshot(b.tenant.id)).toEqual(before);
    });
  }

  it('control: the same request on an object of its own tenant works (so the 404s above come from tenancy)', async () => {
    const victim = await createTestUser(app, a.tenant);
    const res = await call(app, {
      method: 'DELETE',
      url: `/api/account/destroy/${victim.id}`,
      headers: a.byRole.organization_admin!.headers,
      remoteAddress: randomIp(),
    });
    expect(res.status).toBe(200);
  });

  it("merges, refunds and short links naming B's objects in the body or the code are not found for A's admin (issue 20)", async () => {
    const before = await snapshot(b.tenant.id);
    const admin = a.byRole.organization_admin!;
    const post = (url: string, payload: unknown) =>
      call<{ code?: string }>(app, {
        method: 'POST',
        url,
        headers: { ...admin.headers, 'idempotency-key': randomUUID() },
        payload: payload as Record<string, unknown>,
        remoteAddress: randomIp(),
      });
    const ownOfA = a.byRole.student!.id;
    const ofB = (table: string) => objectsOfB.filter((o) => o.table === table).map((o) => o.id);
    const failures: string[] = [];
    for (const id of ofB('users')) {
      for (const url of ['/api/admin/user-merges/dry-run', '/api/admin/user-merges']) {
        for (const body of [
          { source_id: id, target_id: ownOfA },
          { source_id: ownOfA, target_id: id },
        ]) {
          const res = await post(url, body);
          if (res.status !== 404) failures.push(`${url} ${JSON.stringify(body)}: ${res.status} ${res.body?.code}`);
        }
      }
    }
    for (const [kind, table] of [
      ['order', 'payment_orders'],
      ['grading', 'grading_requests'],
      ['order', 'coin_refunds'],
    ] as const)
      for (const id of ofB(table)) {
        const res = await post('/api/admin/refunds', { kind, id });
        if (res.status !== 404) failures.push(`refund ${kind} ${id}: ${res.status} ${res.body?.code}`);
      }
    const link = await app.inject({ method: 'GET', url: `/s/b-link?tenant=${a.tenant.slug}` });
    if (link.headers.location !== '/404') failures.push(`/s/b-link from A: ${link.headers.location}`);
    const list = await call<{ data: { code: string }[] }>(app, {
      url: '/api/admin/short-urls',
      headers: admin.headers,
    });
    if (list.body.data.some((r) => r.code === 'b-link')) failures.push("A's admin lists B's short link");
    expect(failures).toEqual([]);
    expect(await snapshot(b.tenant.id)).toEqual(before);
  });

  it("B's users can still sign in afterwards", async () => {
    const user = b.byRole.student!;
    const res = await call(app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'x-tenant': b.tenant.slug },
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: randomIp(),
    });
    expect(res.status).toBe(200);
  });
});
