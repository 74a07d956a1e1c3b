import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorBody,
  ParentLinkCodeView,
  ParentLinkView,
  ParentSearchResult,
  ProfileView,
} from '@prepwell/contracts';
import { mailOutbox, parentLinkCodes, parentLinks } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { selectRoles } from '../src/modules/users/users.repository.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { attemptApi } from './attempts-fixtures.ts';
import { finishAttempt, makeClass, makeSkillTest, setUserLang } from './class-tests-fixtures.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { linksOf } from './parent-links-fixture.ts';
import { randomIp } from './route-walk.ts';

/**
 * Issue 11, hole 1, written as the attack: linking a student as a parent needs the student's consent. A student
 * cannot make themself anyone's parent; a parent's request is pending and opens nothing until the student
 * accepts (on the dashboard, from the e-mail, or with the one-time code of their profile); removing a link
 * closes everything at once; parent/search tells nobody a student's name.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

type Err = { code?: string; fieldErrors?: ErrorBody['fieldErrors'] };
const as = <T = unknown>(
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  call<T & Err>(app, {
    method,
    url,
    headers: user.headers,
    remoteAddress: randomIp(),
    ...(payload ? { payload } : {}),
  });
const bind = (user: TestUser, ...emails: string[]) =>
  as<{ finishBind: boolean }>(user, 'POST', '/api/bind-parent', { phone: '+1 555 0100', student_emails: emails });
const rolesOf = (user: TestUser) => withTenant(app.deps.db, user.tenant.id, (tx) => selectRoles(tx, user.id));
const linkRows = (tenant: TenantContext, studentId: string) =>
  withTenant(app.deps.db, tenant.id, (tx) => tx.select().from(parentLinks).where(eq(parentLinks.studentId, studentId)));
const pendingFrom = async (student: TestUser, parent: TestUser) => {
  const link = (await linksOf(app, student)).find((l) => l.parent.id === parent.id);
  expect(link, 'the request reaches the student').toBeTruthy();
  return link!;
};

/** A student of `tenant` with a completed drill: their results, progress and profile are what a parent would read. */
const studentWithResults = async (tenant: TenantContext) => {
  const student = await createTestUser(app, tenant, { studentProfile: true, firstName: 'Vicky' });
  const started = await attemptApi(app).start(student, await makeSkillTest(app, tenant, 'drill'));
  expect(started.status).toBe(200);
  await finishAttempt(app, student, started.body.userExamId, ['A', 'A', 'B', 'A']);
  return { student, attemptId: started.body.userExamId };
};

/** Every read and write a parent could make about `student`, each with its status. */
const parentView = async (parent: TestUser, student: TestUser, attemptId: string) => ({
  childProfile: (await as(parent, 'GET', `/api/child/profile/${student.id}`)).status,
  childPatch: (await as(parent, 'PATCH', `/api/child/profile/${student.id}`, { first_name: 'Changed' })).status,
  userExams: (await as(parent, 'GET', `/api/users/${student.id}/user-exams`)).status,
  tagStats: (await as(parent, 'GET', `/api/users/${student.id}/question-tag-stats`)).status,
  profile: (await as(parent, 'GET', `/api/profile/${student.id}`)).status,
  result: (await as(parent, 'GET', `/api/user-exams/${attemptId}/result`)).status,
  review: (await as(parent, 'GET', `/api/user-exams/${attemptId}/review`)).status,
});
const NOTHING = {
  childProfile: 404,
  childPatch: 404,
  userExams: 404,
  tagStats: 404,
  profile: 404,
  result: 404,
  review: 404,
};
const EVERYTHING = {
  childProfile: 200,
  childPatch: 200,
  userExams: 200,
  tagStats: 200,
  profile: 200,
  result: 200,
  review: 200,
};
const childrenOf = async (parent: TestUser) =>
  (await as<ProfileView>(parent, 'GET', '/api/profile')).body.children.map((c) => c.id);

describe('a student cannot make themself a parent', () => {
  it('bind-parent as a student with a foreign student’s e-mail is refused; nothing changes and that token reads nothing', async () => {
    const tenant = await createTestTenant(app);
    const { student: victim, attemptId } = await studentWithResults(tenant);
    const attacker = await createTestUser(app, tenant, { studentProfile: true });

    const res = await bind(attacker, victim.email);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await rolesOf(attacker)).toEqual([]);
    expect(await linkRows(tenant, victim.id)).toEqual([]);
    // The same token reads and changes nothing of the victim: still a student, the parents' routes refuse it
    // (403 by the access rule, before any id is looked at), and the shared ones answer 404.
    expect([403, 404]).toContain((await as(attacker, 'GET', `/api/child/profile/${victim.id}`)).status);
    expect([403, 404]).toContain(
      (await as(attacker, 'PATCH', `/api/child/profile/${victim.id}`, { first_name: 'Pwned' })).status,
    );
    expect((await as(attacker, 'GET', `/api/users/${victim.id}/user-exams`)).status).toBe(404);
    expect((await as(attacker, 'GET', `/api/user-exams/${attemptId}/result`)).status).toBe(404);
    expect((await as<ProfileView>(victim, 'GET', '/api/profile')).body.first_name).toBe('Vicky');
  });

  it('parent/search as a student is refused; as a parent or an educator it answers without a name', async () => {
    const tenant = await createTestTenant(app);
    const target = await createTestUser(app, tenant, { firstName: 'Secretname' });
    const student = await createTestUser(app, tenant);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const search = (user: TestUser, email: string) =>
      call<ParentSearchResult & Err>(app, { url: '/api/parent/search', query: { email }, headers: user.headers });

    expect((await search(student, target.email)).status).toBe(403);
    for (const asker of [parent, teacher]) {
      const res = await search(asker, target.email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ email: target.email, link: 'linkable' });
      const text = JSON.stringify(res.body);
      for (const leak of ['Secretname', target.username, target.id, 'verified']) expect(text).not.toContain(leak);
    }
    expect((await search(parent, 'nobody@example.test')).body.code).toBe('student_email_not_found');
    await bind(parent, target.email);
    expect((await search(parent, target.email)).body).toEqual({ email: target.email, link: 'pending' });
  });
});

describe('a parent’s request is pending and opens nothing until the student accepts', () => {
  it('registering as a parent asks; the student accepts on the dashboard; then everything; removing closes it at once', async () => {
    const tenant = await createTestTenant(app);
    const { student, attemptId } = await studentWithResults(tenant);
    await setUserLang(app, tenant, student, 'tw');
    const email = `guardian-${Date.now()}@example.test`;
    const reg = await call<{ access_token: string; user: { id: string } }>(app, {
      method: 'POST',
      url: '/api/register',
      headers: { 'x-tenant': tenant.slug },
      remoteAddress: randomIp(),
      payload: {
        register_type: 'parent',
        first_name: 'Gina',
        last_name: 'Guardian',
        username: `guardian_${Date.now()}`,
        email,
        password: 'Correct-horse-9',
        password_confirmation: 'Correct-horse-9',
        student_emails: [student.email],
        device_name: 'test',
      },
    });
    expect(reg.status).toBe(200);
    const parent: TestUser = {
      id: reg.body.user.id,
      email,
      username: 'guardian',
      token: reg.body.access_token,
      tenant,
      headers: { 'x-tenant': tenant.slug, authorization: `Bearer ${reg.body.access_token}` },
    };

    // Pending: the parent sees the request (the e-mail they typed, no name), and nothing about the child.
    const mine = await linksOf(app, parent);
    expect(mine).toEqual([
      expect.objectContaining({ status: 'pending', student: { id: null, name: null, email: student.email } }),
    ]);
    expect(await parentView(parent, student, attemptId)).toEqual(NOTHING);
    expect(await childrenOf(parent)).toEqual([]);
    expect((await as(parent, 'GET', '/api/dashboard')).body).toMatchObject({ children: [] });

    // The student was told, in their language, with the parent's name and e-mail and a link to the request.
    const mails = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.to, student.email)),
    );
    const mail = mails.find((m) => m.text.includes('/student/parent-links/'));
    expect(mail?.subject).toContain('Gina Guardian');
    expect(mail?.text).toContain('請求以家長身分與您的帳戶連結');
    expect(mail?.text).toContain(email);
    expect(mail?.text).toContain(`/student/parent-links/${mine[0]!.id}`);

    // The student sees the request (name and e-mail), and accepts it.
    const request = await pendingFrom(student, parent);
    expect(request.parent).toEqual({ id: parent.id, name: 'Gina Guardian', email });
    expect((await as<ParentLinkView>(student, 'GET', `/api/parent-links/${request.id}`)).body.status).toBe('pending');
    // Only the student accepts: the parent cannot accept their own request.
    expect((await as(parent, 'POST', `/api/parent-links/${request.id}/accept`)).status).toBe(403);
    const accepted = await as<ParentLinkView>(student, 'POST', `/api/parent-links/${request.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');

    expect(await parentView(parent, student, attemptId)).toEqual(EVERYTHING);
    expect(await childrenOf(parent)).toEqual([student.id]);
    expect((await linksOf(app, parent))[0]!.student).toMatchObject({ id: student.id, name: 'Changed User' });

    // The student removes the link: at once, nothing again.
    expect((await as(student, 'DELETE', `/api/parent-links/${request.id}`)).status).toBe(200);
    expect(await parentView(parent, student, attemptId)).toEqual(NOTHING);
    expect(await linkRows(tenant, student.id)).toEqual([]);
  });

  it('bind-parent by a parent asks; a decline drops the request and opens nothing', async () => {
    const tenant = await createTestTenant(app);
    const { student, attemptId } = await studentWithResults(tenant);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    const res = await bind(parent, student.email);
    expect(res.status).toBe(200);
    expect(await rolesOf(parent)).toEqual(['parent']);
    const request = await pendingFrom(student, parent);
    expect(await parentView(parent, student, attemptId)).toEqual(NOTHING);
    expect((await as(student, 'DELETE', `/api/parent-links/${request.id}`)).status).toBe(200);
    expect(await linksOf(app, parent)).toEqual([]);
    expect(await parentView(parent, student, attemptId)).toEqual(NOTHING);
  });

  it('the one-time code: the parent enters it for the pending link; wrong codes are refused and limited; it works once', async () => {
    const tenant = await createTestTenant(app);
    const { student, attemptId } = await studentWithResults(tenant);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await bind(parent, student.email);
    const link = (await linksOf(app, parent))[0]!;

    const made = await as<ParentLinkCodeView>(student, 'POST', '/api/parent-links/consent-code');
    expect(made.status).toBe(200);
    expect(made.body.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(new Date(made.body.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    // Only its hash is kept.
    const stored = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.select().from(parentLinkCodes).where(eq(parentLinkCodes.studentId, student.id)),
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(made.body.code);

    const wrong = await as(parent, 'POST', `/api/parent-links/${link.id}/code`, {
      code: made.body.code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('parent_link_code_invalid');
    expect(wrong.body.fieldErrors?.[0]?.path).toBe('code');
    expect(await parentView(parent, student, attemptId)).toEqual(NOTHING);
    // Someone else's token cannot use it: the student (not the link's parent) is refused by the access rule.
    expect((await as(student, 'POST', `/api/parent-links/${link.id}/code`, { code: made.body.code })).status).toBe(403);

    // Typed as read out (lower case, a dash): accepted.
    const typed = `${made.body.code.slice(0, 4)}-${made.body.code.slice(4)}`.toLowerCase();
    const ok = await as<ParentLinkView>(parent, 'POST', `/api/parent-links/${link.id}/code`, { code: typed });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('accepted');
    expect(await parentView(parent, student, attemptId)).toEqual(EVERYTHING);

    // Used once: after a removal and a new request, the same code no longer works.
    expect((await as(parent, 'DELETE', `/api/parent-links/${link.id}`)).status).toBe(200);
    expect(await parentView(parent, student, attemptId)).toEqual(NOTHING);
    await bind(parent, student.email);
    const again = (await linksOf(app, parent))[0]!;
    expect((await as(parent, 'POST', `/api/parent-links/${again.id}/code`, { code: made.body.code })).body.code).toBe(
      'parent_link_code_invalid',
    );

    // An expired code does not work either.
    const fresh = (await as<ParentLinkCodeView>(student, 'POST', '/api/parent-links/consent-code')).body.code;
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .update(parentLinkCodes)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(parentLinkCodes.studentId, student.id)),
    );
    expect((await as(parent, 'POST', `/api/parent-links/${again.id}/code`, { code: fresh })).body.code).toBe(
      'parent_link_code_invalid',
    );

    // Five wrong codes in all: then even the right one waits (429), and the link stays pending.
    const right = (await as<ParentLinkCodeView>(student, 'POST', '/api/parent-links/consent-code')).body.code;
    for (let i = 0; i < 2; i++)
      expect((await as(parent, 'POST', `/api/parent-links/${again.id}/code`, { code: 'ZZZZ-ZZZZ' })).status).toBe(422);
    const limited = await as(parent, 'POST', `/api/parent-links/${again.id}/code`, { code: right });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too_many_requests');
    expect((await linksOf(app, parent))[0]!.status).toBe('pending');
  });
});

describe('one accepted parent per student; pending requests do not block', () => {
  it('a rogue pending request does not block the real parent; accepting one drops the others; an accepted link blocks new ones', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const rogue = await createTestUser(app, tenant, { roles: ['parent'] });
    const real = await createTestUser(app, tenant, { roles: ['parent'] });
    const late = await createTestUser(app, tenant, { roles: ['parent'] });

    expect((await bind(rogue, student.email)).status).toBe(200);
    expect((await bind(real, student.email)).status).toBe(200);
    expect((await linksOf(app, student)).map((l) => l.status)).toEqual(['pending', 'pending']);

    const realRequest = await pendingFrom(student, real);
    expect((await as(student, 'POST', `/api/parent-links/${realRequest.id}/accept`)).status).toBe(200);
    expect((await linksOf(app, student)).map((l) => [l.parent.id, l.status])).toEqual([[real.id, 'accepted']]);
    expect(await linksOf(app, rogue)).toEqual([]);

    const blocked = await bind(late, student.email);
    expect(blocked.status).toBe(422);
    expect(blocked.body.code).toBe('student_already_linked');
    expect(blocked.body.fieldErrors?.[0]?.path).toBe('student_emails.0');
    // Asking again as the accepted parent changes nothing.
    expect((await bind(real, student.email)).status).toBe(200);
    expect((await linkRows(tenant, student.id)).map((l) => [l.parentId, l.status])).toEqual([[real.id, 'accepted']]);
  });

  it('the database keeps one accepted link per student, and existing links read as accepted', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const a = await createTestUser(app, tenant, { roles: ['parent'] });
    const b = await createTestUser(app, tenant, { roles: ['parent'] });
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.insert(parentLinks).values({ parentId: a.id, studentId: student.id, status: 'accepted' }),
    );
    await expect(
      withTenant(app.deps.db, tenant.id, (tx) =>
        tx.insert(parentLinks).values({ parentId: b.id, studentId: student.id, status: 'accepted' }),
      ),
    ).rejects.toThrow();
    // A new row without a status is a pending request (deny by default).
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.insert(parentLinks).values({ parentId: b.id, studentId: student.id }),
    );
    const rows = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .select()
        .from(parentLinks)
        .where(and(eq(parentLinks.studentId, student.id), eq(parentLinks.parentId, b.id))),
    );
    expect(rows[0]?.status).toBe('pending');
  });
});

describe('educators see and remove a student’s parent links', () => {
  it('the student’s class teacher and the company admin see them and remove them; another teacher and other parents get 404', async () => {
    const tenant = await createTestTenant(app, { isCompany: true });
    const student = await createTestUser(app, tenant);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const otherTeacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    const stranger = await createTestUser(app, tenant, { roles: ['parent'] });
    await makeClass(app, tenant, { teacher, students: [student] });
    await bind(parent, student.email);
    const request = await pendingFrom(student, parent);

    for (const educator of [teacher, admin]) {
      const res = await as<ParentLinkView[]>(educator, 'GET', `/api/parent-links/students/${student.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        expect.objectContaining({
          id: request.id,
          status: 'pending',
          parent: expect.objectContaining({ email: parent.email }),
        }),
      ]);
    }
    expect((await as(otherTeacher, 'GET', `/api/parent-links/students/${student.id}`)).status).toBe(404);
    for (const outsider of [otherTeacher, stranger]) {
      expect((await as(outsider, 'GET', `/api/parent-links/${request.id}`)).status).toBe(404);
      expect((await as(outsider, 'DELETE', `/api/parent-links/${request.id}`)).status).toBe(404);
    }
    // The student's own classmates are not educators: the student route is theirs only.
    expect((await as(stranger, 'POST', `/api/parent-links/${request.id}/code`, { code: 'ABCD-EFGH' })).status).toBe(
      404,
    );

    expect((await as(teacher, 'DELETE', `/api/parent-links/${request.id}`)).status).toBe(200);
    expect(await linksOf(app, student)).toEqual([]);
  });
});
