import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIN_TENANT,
  serverMessage,
  type ClassPage,
  type EnrollmentClassOptions,
  type EnrollmentPage,
  type EnrollmentRequest,
  type EnrollmentView,
  type ErrorBody,
} from '@prepwell/contracts';
import { enrollments } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { findTenantBySlug } from '../src/modules/tenants/tenants.service.ts';
import { asUser, createClassAs } from './classes-fixture.ts';
import {
  call,
  createTestApp,
  createTestTenant,
  createTestUser,
  solvedCaptcha,
  TEST_PASSWORD,
  type TestApp,
} from './helpers.ts';

/** Issue 19: the centre's enrollment — the public form, the admins' list and detail, conversion into accounts. */
type Mail = { to: string; subject: string; text: string; html: string };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CAPTCHA: 'builtin' });
});
afterAll(async () => app?.close());

let ipCounter = 0;
const freshIp = () => `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;
const uid = () => randomUUID().slice(0, 8);
const year = new Date().getUTCFullYear();

const formOf = (overrides: Partial<EnrollmentRequest> = {}): EnrollmentRequest => {
  const id = uid();
  return {
    role: 'parent',
    first_name: '王',
    last_name: '大明',
    email: `parent-${id}@example.test`,
    phone: '555 000 1234',
    students: [
      {
        first_name: 'Amy',
        last_name: 'Wang',
        email: `amy-${id}@example.test`,
        school: 'Lincoln High',
        graduation_year: year + 2,
        test_scores: [{ exam: 'SAT', score: '1350' }],
      },
      { first_name: 'Ben', last_name: 'Wang', email: `ben-${id}@example.test`, graduation_year: year + 4 },
    ],
    type: 'group',
    payment_way: 'transfer',
    currency: 'CNY',
    together_with: 'Cousin Li',
    message: 'Weekend classes please',
    ...overrides,
  };
};

const submit = async <T = { id: string }>(
  tenant: TenantContext,
  payload: Record<string, unknown>,
  options: { ip?: string; captcha?: boolean; lang?: string; headers?: Record<string, string> } = {},
) =>
  call<T>(app, {
    method: 'POST',
    url: '/api/enrollments',
    headers: { 'x-tenant': tenant.slug, 'accept-language': options.lang ?? 'en', ...(options.headers ?? {}) },
    payload: { ...(options.captcha === false ? {} : await solvedCaptcha(app)), ...payload },
    remoteAddress: options.ip ?? freshIp(),
  });

const mailbox = async (tenant: TenantContext, to: string) =>
  (
    await call<Mail[]>(app, {
      url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
      headers: { 'x-tenant': tenant.slug },
      remoteAddress: '127.0.0.1',
    })
  ).body;

const setup = async (tenantSettings: Record<string, unknown> = {}) => {
  const tenant = await createTestTenant(app, { settings: tenantSettings });
  const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  const openClass = await createClassAs(app, admin, {
    name: `Open ${uid()}`,
    start_date: `${year}-01-10`,
    end_date: `${year + 1}-12-31`,
  });
  const endedClass = await createClassAs(app, admin, {
    name: `Ended ${uid()}`,
    start_date: `${year - 2}-01-10`,
    end_date: `${year - 1}-03-28`,
  });
  return { tenant, admin, openClass, endedClass };
};

const fieldPaths = (body: ErrorBody) => (body.fieldErrors ?? []).map((f) => f.path);

describe('POST /api/enrollments (the public form)', () => {
  it('stores the enrollment (unread, payment unknown, normal) and mails the family in their language and the centre', async () => {
    const { tenant, admin, openClass } = await setup({ defaultLang: 'en' });
    const form = formOf({ class_ids: [openClass.id], course_text: 'SAT summer' });
    const res = await submit(tenant, form, { lang: 'zh-TW', headers: {} });
    expect(res.status).toBe(200);

    const family = await mailbox(tenant, form.email);
    expect(family).toHaveLength(1);
    expect(family[0]!.subject).toBe(serverMessage('tw', 'email.enrollment.family_subject', { brand: tenant.name }));
    expect(family[0]!.text).toContain('Amy Wang, Ben Wang');
    const centre = (await mailbox(tenant, 'owner@example.test')).filter((m) => m.text.includes(form.email));
    expect(centre).toHaveLength(1);
    expect(centre[0]!.subject).toBe(
      serverMessage('en', 'email.enrollment.centre_subject', { brand: tenant.name, name: '王 大明' }),
    );
    expect(centre[0]!.text).toContain(`/educator/enrollments/${res.body.id}`);

    const view = await asUser<EnrollmentView>(app, admin, 'GET', `/api/enrollments/${res.body.id}?mark_read=false`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      role: 'parent',
      read: false,
      payment_status: 'unknown',
      status: 'normal',
      lang: 'tw',
      currency: 'CNY',
      course_text: 'SAT summer',
      classes: [{ id: openClass.id, name: openClass.name }],
      together_with: 'Cousin Li',
      accounts: null,
    });
    expect(view.body.students[0]).toMatchObject({
      first_name: 'Amy',
      school: 'Lincoln High',
      graduation_year: year + 2,
      test_scores: [{ exam: 'SAT', score: '1350', date: null }],
    });
  });

  it('a student filling the form names a parent: the parent is sent the confirmation too, once', async () => {
    const { tenant } = await setup();
    const base = formOf();
    const parentEmail = `mum-${uid()}@example.test`;
    const res = await submit(
      tenant,
      {
        ...base,
        role: 'student',
        email: base.students[0]!.email,
        students: [base.students[0]],
        parent: { first_name: 'Mei', last_name: 'Wang', email: parentEmail.toUpperCase() },
      },
      { lang: 'zh-CN' },
    );
    expect(res.status).toBe(200);
    const toParent = await mailbox(tenant, parentEmail);
    expect(toParent).toHaveLength(1);
    expect(toParent[0]!.subject).toBe(serverMessage('cn', 'email.enrollment.family_subject', { brand: tenant.name }));
    expect(await mailbox(tenant, String(base.students[0]!.email))).toHaveLength(1);
  });

  // Acceptance 3 of issue 19: each rule's message in the reader's language (the web shows the server's words).
  it.each([
    ['en', 'en'],
    ['cn', 'zh-CN'],
    ['tw', 'zh-TW'],
  ] as const)('in %s: a phone under 7 digits and repeated e-mails get the spec messages', async (lang, header) => {
    const { tenant } = await setup();
    const shortPhone = await submit<ErrorBody>(tenant, formOf({ phone: '+1 234 56' }), { lang: header });
    expect(shortPhone.status).toBe(422);
    expect(shortPhone.body.fieldErrors).toContainEqual({
      path: 'phone',
      message: serverMessage(lang, 'validation.invalid_phone'),
    });
    const base = formOf();
    const same = await submit<ErrorBody>(
      tenant,
      { ...base, students: [base.students[0], { ...base.students[1], email: base.students[0]!.email }] },
      { lang: header },
    );
    expect(same.status).toBe(422);
    expect(same.body.code).toBe('enrollment_emails_not_distinct');
    expect(same.body.message).toBe(serverMessage(lang, 'errors.enrollment_emails_not_distinct'));
    if (lang !== 'en') expect(same.body.message).not.toMatch(/[A-Za-z]{3}/);
  });

  it('trims text and refuses each broken rule with a localized message and the rule’s code', async () => {
    const { tenant, openClass, endedClass } = await setup();
    const other = await setup();

    const shortPhone = await submit<ErrorBody>(tenant, formOf({ phone: '123 45' }), { lang: 'zh-CN' });
    expect(shortPhone.status).toBe(422);
    expect(shortPhone.body.code).toBe('validation_failed');
    expect(shortPhone.body.fieldErrors).toContainEqual({
      path: 'phone',
      message: serverMessage('cn', 'validation.invalid_phone'),
    });
    const letters = await submit<ErrorBody>(tenant, formOf({ phone: '555-CALL-NOW' }));
    expect(fieldPaths(letters.body)).toContain('phone');

    const base = formOf();
    const same = await submit<ErrorBody>(tenant, {
      ...base,
      students: [base.students[0], { ...base.students[1], email: String(base.students[0]!.email).toUpperCase() }],
    });
    expect(same.status).toBe(422);
    expect(same.body.code).toBe('enrollment_emails_not_distinct');
    expect(fieldPaths(same.body).sort()).toEqual(['students.0.email', 'students.1.email']);
    const parentSame = await submit<ErrorBody>(tenant, {
      ...base,
      role: 'other',
      parent: { first_name: 'P', last_name: 'Q', email: base.students[1]!.email },
    });
    expect(parentSame.body.code).toBe('enrollment_emails_not_distinct');
    const fillerIsStudent = await submit<ErrorBody>(tenant, { ...base, role: 'other', email: base.students[0]!.email });
    expect(fieldPaths(fillerIsStudent.body)).toEqual(expect.arrayContaining(['email', 'students.0.email']));
    // A student filling the form for themself may give their own address twice.
    const self = await submit(tenant, { ...formOf(), role: 'student', email: base.students[0]!.email });
    expect(self.status).toBe(200);

    const none = await submit<ErrorBody>(tenant, formOf({ students: [] }));
    expect(none.status).toBe(422);
    expect(fieldPaths(none.body)).toContain('students');
    const six = await submit<ErrorBody>(
      tenant,
      formOf({ students: Array.from({ length: 6 }, (_, i) => ({ first_name: `S${i}`, last_name: 'X' })) }),
    );
    expect(fieldPaths(six.body)).toContain('students');

    const past = await submit<ErrorBody>(
      tenant,
      formOf({ students: [{ first_name: 'Old', last_name: 'Timer', graduation_year: year - 1 }] }),
    );
    expect(past.status).toBe(422);
    expect(past.body.code).toBe('graduation_year_past');
    expect(past.body.fieldErrors).toEqual([
      { path: 'students.0.graduation_year', message: serverMessage('en', 'errors.graduation_year_past') },
    ]);

    const currency = await submit<ErrorBody>(tenant, { ...formOf(), currency: 'XYZ' });
    expect(fieldPaths(currency.body)).toEqual(['currency']);

    for (const id of [endedClass.id, other.openClass.id, randomUUID()]) {
      const res = await submit<ErrorBody>(tenant, formOf({ class_ids: [openClass.id, id] }));
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('enrollment_class_unavailable');
      expect(fieldPaths(res.body)).toEqual(['class_ids.1']);
    }

    const referral = await submit<ErrorBody>(tenant, formOf({ referral_code: 'NOPE1234' }));
    expect(referral.body.code).toBe('referral_code_invalid');

    const spaces = await submit(tenant, formOf({ first_name: '  Mei  ', message: '  hi  ' }));
    expect(spaces.status).toBe(200);
    const [row] = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.select().from(enrollments).where(eq(enrollments.id, spaces.body.id)),
    );
    expect(row).toMatchObject({ firstName: 'Mei', message: 'hi' });
  });

  it('asks for the captcha and limits an address to 5 an hour', async () => {
    const { tenant } = await setup();
    const noCaptcha = await submit<ErrorBody>(tenant, formOf(), { captcha: false });
    expect(noCaptcha.status).toBe(422);
    expect(noCaptcha.body.code).toBe('captcha_invalid');
    const wrong = await submit<ErrorBody>(
      tenant,
      { ...formOf(), captcha_key: 'nope', captcha: 'wrong' },
      { captcha: false },
    );
    expect(wrong.body.code).toBe('captcha_invalid');

    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await submit(tenant, formOf(), { ip })).status).toBe(200);
    const sixth = await submit<ErrorBody>(tenant, formOf(), { ip });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('too_many_requests');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submit(tenant, formOf())).status).toBe(200);
  });

  it('offers the tenant’s open classes to anyone', async () => {
    const { tenant, openClass, endedClass } = await setup();
    const res = await call<EnrollmentClassOptions>(app, {
      url: '/api/enrollment-classes',
      headers: { 'x-tenant': tenant.slug },
    });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((c) => c.id);
    expect(ids).toContain(openClass.id);
    expect(ids).not.toContain(endedClass.id);
  });
});

describe('the admins’ list and detail', () => {
  it('pages, filters and searches, unread first', async () => {
    const { tenant, admin, openClass } = await setup();
    const a = await submit(tenant, formOf({ first_name: 'Alpha', class_ids: [openClass.id] }));
    const b = await submit(
      tenant,
      formOf({ first_name: 'Bravo', type: 'private', phone: '+1 (555) 777-8888'.replace(/[()]/g, '') }),
    );
    const c = await submit(tenant, formOf({ first_name: 'Charlie', type: 'counseling' }));
    // a is read; b is paid and archived; c is deleted.
    expect((await asUser(app, admin, 'GET', `/api/enrollments/${a.body.id}`)).status).toBe(200);
    expect(
      (
        await asUser(app, admin, 'PATCH', `/api/enrollments/${b.body.id}`, {
          payment_status: 'paid',
          status: 'archived',
        })
      ).status,
    ).toBe(200);
    expect((await asUser(app, admin, 'PATCH', `/api/enrollments/${c.body.id}`, { status: 'deleted' })).status).toBe(
      200,
    );

    const ids = async (query = '') => {
      const res = await asUser<EnrollmentPage>(app, admin, 'GET', `/api/enrollments${query}`);
      expect(res.status).toBe(200);
      return res.body.data.map((e) => e.id);
    };
    // Unread first (b), then the read one; deleted ones only when asked for.
    expect(await ids()).toEqual([b.body.id, a.body.id]);
    const page = await asUser<EnrollmentPage>(app, admin, 'GET', '/api/enrollments');
    expect(page.body).toMatchObject({ current_page: 1, per_page: 20, total: 2, unread: 1 });
    expect(await ids('?status=deleted')).toEqual([c.body.id]);
    expect(await ids('?read=read')).toEqual([a.body.id]);
    expect(await ids('?read=unread')).toEqual([b.body.id]);
    expect(await ids('?payment_status=paid')).toEqual([b.body.id]);
    expect(await ids('?status=archived')).toEqual([b.body.id]);
    expect(await ids('?type=private')).toEqual([b.body.id]);
    expect(await ids(`?class_id=${openClass.id}`)).toEqual([a.body.id]);
    expect(await ids('?q=alph')).toEqual([a.body.id]);
    expect(await ids('?q=7778888')).toEqual([b.body.id]);
    expect(await ids('?q=amy')).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`?from=${today}&to=${today}`)).toHaveLength(2);
    expect(await ids('?to=2020-01-01')).toEqual([]);

    // Paging: 21 more, 20 a page.
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.insert(enrollments).values(
        Array.from({ length: 21 }, (_, i) => ({
          role: 'other',
          firstName: `Bulk${i}`,
          lastName: 'Row',
          email: `bulk${i}@example.test`,
          phone: '5550009999',
          type: 'group',
          students: [
            { firstName: 'S', lastName: 'T', email: null, school: null, graduationYear: null, testScores: [] },
          ],
          paymentWay: 'cash',
          currency: 'USD',
          lang: 'en',
          ipHash: 'x',
        })),
      ),
    );
    const p2 = await asUser<EnrollmentPage>(app, admin, 'GET', '/api/enrollments?page=2');
    expect(p2.body.total).toBe(23);
    expect(p2.body.data).toHaveLength(3);
    // The read one is last of all.
    expect(p2.body.data.at(-1)!.id).toBe(a.body.id);

    const bad = await asUser<ErrorBody>(app, admin, 'GET', '/api/enrollments?status=gone&from=yesterday');
    expect(bad.status).toBe(422);
  });

  it('opening marks read; the read flag toggles; patch edits with the form’s rules', async () => {
    const { tenant, admin } = await setup();
    const sent = await submit(tenant, formOf());
    const url = `/api/enrollments/${sent.body.id}`;
    expect((await asUser<EnrollmentView>(app, admin, 'GET', `${url}?mark_read=false`)).body.read).toBe(false);
    expect((await asUser<EnrollmentView>(app, admin, 'GET', url)).body.read).toBe(true);
    expect((await asUser<EnrollmentView>(app, admin, 'PATCH', url, { read: false })).body.read).toBe(false);
    expect((await asUser<EnrollmentView>(app, admin, 'PATCH', url, { read: true })).body.read).toBe(true);

    const edited = await asUser<EnrollmentView>(app, admin, 'PATCH', url, {
      payment_status: 'paid',
      status: 'archived',
      notes: '  Called the family  ',
      phone: '555 123 9876',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      payment_status: 'paid',
      status: 'archived',
      notes: 'Called the family',
      phone: '555 123 9876',
      first_name: '王',
    });
    const phone = await asUser<ErrorBody>(app, admin, 'PATCH', url, { phone: '12' });
    expect(fieldPaths(phone.body)).toEqual(['phone']);
    const dup = await asUser<ErrorBody>(app, admin, 'PATCH', url, {
      parent: { first_name: 'P', last_name: 'Q', email: edited.body.students[0]!.email },
      role: 'other',
    });
    expect(dup.body.code).toBe('enrollment_emails_not_distinct');
    const past = await asUser<ErrorBody>(app, admin, 'PATCH', url, {
      students: [{ first_name: 'A', last_name: 'B', graduation_year: year - 3 }],
    });
    expect(past.body.code).toBe('graduation_year_past');
    const status = await asUser<ErrorBody>(app, admin, 'PATCH', url, { payment_status: 'maybe' });
    expect(status.status).toBe(422);
    expect((await asUser(app, admin, 'GET', `/api/enrollments/${randomUUID()}`)).status).toBe(404);
    expect((await asUser(app, admin, 'GET', '/api/enrollments/not-an-id')).status).toBe(404);
  });
});

/** Sets a password through the invitation mail's link and signs in; the session's token. */
const acceptInvitation = async (tenant: TenantContext, email: string) => {
  const mails = (await mailbox(tenant, email)).filter((m) => m.text.includes('/password/set?token='));
  expect(mails).toHaveLength(1);
  const token = /\/password\/set\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
  const set = await call(app, {
    method: 'POST',
    url: '/api/reset-password',
    headers: { 'x-tenant': tenant.slug },
    payload: { token, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
  });
  expect(set.status).toBe(200);
  const login = await call<{ access_token: string }>(app, {
    method: 'POST',
    url: '/api/login',
    headers: { 'x-tenant': tenant.slug },
    remoteAddress: freshIp(),
    payload: { email, password: TEST_PASSWORD },
  });
  expect(login.status).toBe(200);
  return login.body.access_token;
};

describe('POST /api/enrollments/:id/convert', () => {
  it('creates the family’s accounts, links them, places the students, invites them — once', async () => {
    const { tenant, admin, openClass } = await setup();
    const form = formOf({ class_ids: [openClass.id] });
    const sent = await submit(tenant, form);
    const url = `/api/enrollments/${sent.body.id}/convert`;
    const res = await asUser<EnrollmentView>(app, admin, 'POST', url, { class_id: openClass.id, invite: true });
    expect(res.status).toBe(200);
    const accounts = res.body.accounts!;
    expect(res.body.converted_at).not.toBeNull();
    expect(accounts.class_id).toBe(openClass.id);
    expect(accounts.class_name).toBe(openClass.name);
    expect(accounts.students.map((s) => [s.email, s.created, s.invited, s.link])).toEqual([
      [form.students[0]!.email, true, true, 'accepted'],
      [form.students[1]!.email, true, true, 'accepted'],
    ]);
    expect(accounts.parent).toMatchObject({ email: form.email, created: true, invited: true });
    expect(accounts.referral_counted).toBeNull();

    // Placed in the class.
    const roster = await asUser<{ id: string }[]>(app, admin, 'GET', `/api/classes/${openClass.id}/students`);
    expect(roster.body.map((s) => s.id).sort()).toEqual(accounts.students.map((s) => s.user_id).sort());

    // A second conversion makes nothing twice and sends no second invitation.
    const again = await asUser<EnrollmentView>(app, admin, 'POST', url, { invite: true });
    expect(again.status).toBe(200);
    expect(again.body.accounts!.students.map((s) => s.user_id)).toEqual(accounts.students.map((s) => s.user_id));
    expect(again.body.accounts!.parent!.user_id).toBe(accounts.parent!.user_id);
    expect(again.body.converted_at).toBe(res.body.converted_at);

    // The child sets a password through the invitation, signs in and sees the class.
    const token = await acceptInvitation(tenant, String(form.students[0]!.email));
    const child = { 'x-tenant': tenant.slug, authorization: `Bearer ${token}` };
    const classes = await call<ClassPage>(app, { url: '/api/classes', headers: child, remoteAddress: freshIp() });
    expect(classes.body.data.map((c) => c.id)).toContain(openClass.id);

    // The parent follows both children.
    const parentToken = await acceptInvitation(tenant, form.email);
    const links = await call<{ status: string }[]>(app, {
      url: '/api/parent-links',
      headers: { 'x-tenant': tenant.slug, authorization: `Bearer ${parentToken}` },
    });
    expect(links.status).toBe(200);
    expect(links.body.filter((l) => l.status === 'accepted')).toHaveLength(2);
  });

  it('placed in a course session’s class (need-pay-first, paid on the enrollment): the children join its course', async () => {
    const { tenant, admin } = await setup();
    const course = await asUser<{ id: string; title: string }>(app, admin, 'POST', '/api/courses', {
      title: `Weekend SAT ${uid()}`,
      description: '',
      type: 'group',
      price: 300,
      currency: 'USD',
      state: 'published',
      chapters: [{ title: 'Start', resources: [{ kind: 'link', title: 'Plan', url: 'https://example.org/plan' }] }],
    });
    expect(course.status).toBe(200);
    const session = await asUser<{ id: string; class_id: string }>(
      app,
      admin,
      'POST',
      `/api/courses/${course.body.id}/sessions`,
      {
        title: 'Saturday mornings',
        city: 'Taipei',
        fee: 300,
        need_pay_first: true,
        start_date: `${year}-01-10`,
        end_date: `${year + 1}-12-31`,
        start_time: '09:00',
        end_time: '12:00',
        weekdays: [6],
      },
    );
    expect(session.status).toBe(200);
    // The form offers the session's class; the family chooses it.
    const options = await call<EnrollmentClassOptions>(app, {
      url: '/api/enrollment-classes',
      headers: { 'x-tenant': tenant.slug },
    });
    expect(options.body.data.map((c) => c.id)).toContain(session.body.class_id);
    const form = formOf({ class_ids: [session.body.class_id] });
    const sent = await submit(tenant, form);
    await asUser(app, admin, 'PATCH', `/api/enrollments/${sent.body.id}`, { payment_status: 'paid' });
    const res = await asUser<EnrollmentView>(app, admin, 'POST', `/api/enrollments/${sent.body.id}/convert`, {
      invite: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.accounts!.class_id).toBe(session.body.class_id);

    const token = await acceptInvitation(tenant, String(form.students[0]!.email));
    const mine = await call<{ data: { course: { id: string }; progress: unknown }[] }>(app, {
      url: '/api/my-courses',
      headers: { 'x-tenant': tenant.slug, authorization: `Bearer ${token}` },
      remoteAddress: freshIp(),
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((c) => c.course.id)).toEqual([course.body.id]);
    // Seated, not waiting to pay: the admin settled the payment on the enrollment.
    const seats = await asUser<{ data: { user_id: string; status: string }[] } | { user_id: string; status: string }[]>(
      app,
      admin,
      'GET',
      `/api/course-sessions/${session.body.id}/students`,
    );
    expect(seats.status).toBe(200);
    expect(JSON.stringify(seats.body)).not.toContain('awaiting_payment');
  });

  it('matches existing accounts by e-mail and asks a found student for consent', async () => {
    const { tenant, admin } = await setup();
    const student = await createTestUser(app, tenant, {});
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const form = formOf();
    const sent = await submit(tenant, {
      ...form,
      students: [{ first_name: 'Known', last_name: 'Kid', email: student.email }, form.students[1]],
    });
    const res = await asUser<EnrollmentView>(app, admin, 'POST', `/api/enrollments/${sent.body.id}/convert`, {
      invite: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.accounts!.students[0]).toMatchObject({
      user_id: student.id,
      created: false,
      invited: false,
      link: 'pending',
    });
    expect(res.body.accounts!.class_id).toBeNull();
    // No invitation for an account that already had one.
    expect((await mailbox(tenant, student.email)).filter((m) => m.text.includes('/password/set'))).toHaveLength(0);

    // A staff account's e-mail named as a student is refused.
    const staff = await submit(tenant, {
      ...formOf(),
      students: [{ first_name: 'T', last_name: 'T', email: teacher.email }],
    });
    const refused = await asUser<ErrorBody>(app, admin, 'POST', `/api/enrollments/${staff.body.id}/convert`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('email_taken');
    expect(fieldPaths(refused.body)).toEqual(['students.0.email']);
  });

  it('answers “Can’t find student email” when a student has none, and refuses another tenant’s class', async () => {
    const { tenant, admin } = await setup();
    const other = await setup();
    const sent = await submit(tenant, {
      ...formOf(),
      students: [formOf().students[0], { first_name: 'No', last_name: 'Mail' }],
    });
    const res = await asUser<ErrorBody>(app, admin, 'POST', `/api/enrollments/${sent.body.id}/convert`, {});
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('student_email_missing');
    expect(res.body.message).toBe("Can't find student email");
    expect(fieldPaths(res.body)).toEqual(['students.1.email']);
    const cn = await call<ErrorBody>(app, {
      method: 'POST',
      url: `/api/enrollments/${sent.body.id}/convert`,
      headers: { ...admin.headers, 'accept-language': 'zh-CN' },
      payload: {},
    });
    expect(cn.body.message).toBe(serverMessage('cn', 'errors.student_email_missing'));
    // Nothing was made.
    const view = await asUser<EnrollmentView>(app, admin, 'GET', `/api/enrollments/${sent.body.id}`);
    expect(view.body.accounts).toBeNull();

    const good = await submit(tenant, formOf());
    const foreign = await asUser<ErrorBody>(app, admin, 'POST', `/api/enrollments/${good.body.id}/convert`, {
      class_id: other.openClass.id,
    });
    expect(foreign.body.code).toBe('enrollment_class_unavailable');
  });

  it('records the referrer; the referral counts when converted within 7 days of the form', async () => {
    const { tenant, admin } = await setup();
    const referrer = await createTestUser(app, tenant, {});
    const code = (await asUser<{ code: string }>(app, referrer, 'GET', '/api/referral-code')).body.code;

    const early = await submit(tenant, formOf({ referral_code: code.toLowerCase() }));
    const late = await submit(tenant, formOf({ referral_code: code }));
    const view = await asUser<EnrollmentView>(app, admin, 'GET', `/api/enrollments/${early.body.id}`);
    expect(view.body.referrer).toEqual({ id: referrer.id, name: 'Test User' });
    expect(Date.parse(view.body.referral_deadline!) - Date.parse(view.body.created_at)).toBe(7 * 86_400_000);

    const counted = await asUser<EnrollmentView>(app, admin, 'POST', `/api/enrollments/${early.body.id}/convert`, {});
    expect(counted.body.accounts!.referral_counted).toBe(true);
    // The form of 8 days ago no longer counts.
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .update(enrollments)
        .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
        .where(eq(enrollments.id, late.body.id)),
    );
    const missed = await asUser<EnrollmentView>(app, admin, 'POST', `/api/enrollments/${late.body.id}/convert`, {});
    expect(missed.body.accounts!.referral_counted).toBe(false);

    // The referrer's invitees: the two new students of the early form only.
    const used = await asUser<{ id: string }[]>(app, referrer, 'GET', '/api/referral-code/used');
    expect(used.status).toBe(200);
    expect(used.body).toHaveLength(2);
  });
});

describe('who may manage enrollments', () => {
  it('only the tenant’s company admins and super admins; other tenants see nothing', async () => {
    const { tenant, admin } = await setup();
    const sent = await submit(tenant, formOf());
    const superAdmin = await createTestUser(app, tenant, { roles: ['super_admin'] });
    const student = await createTestUser(app, tenant, {});
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const other = await setup();
    const calls = [
      ['GET', '/api/enrollments', undefined],
      ['GET', `/api/enrollments/${sent.body.id}`, undefined],
      ['PATCH', `/api/enrollments/${sent.body.id}`, { notes: 'x' }],
      ['POST', `/api/enrollments/${sent.body.id}/convert`, { invite: false }],
    ] as const;
    for (const [method, url, body] of calls) {
      for (const user of [student, parent, teacher])
        expect((await asUser(app, user, method, url, body)).status, `${method} ${url}`).toBe(403);
      expect((await call(app, { method, url, headers: { 'x-tenant': tenant.slug }, payload: body })).status).toBe(401);
      // Another tenant's admin: unknown here (401), and the id is not found in their own tenant (404).
      expect((await asUser(app, other.admin, method, url, body, { 'x-tenant': tenant.slug })).status).toBe(401);
      if (url !== '/api/enrollments') expect((await asUser(app, other.admin, method, url, body)).status).toBe(404);
      expect((await asUser(app, admin, method, url, body)).status, `${method} ${url}`).toBe(200);
      expect((await asUser(app, superAdmin, method, url, body)).status, `${method} ${url}`).toBe(200);
    }
    const theirs = await asUser<EnrollmentPage>(app, other.admin, 'GET', '/api/enrollments');
    expect(theirs.body.data.map((e) => e.id)).not.toContain(sent.body.id);

    // The main tenant's super admin manages main's enrollments.
    const main = (await findTenantBySlug(app.deps.db, MAIN_TENANT))!;
    const mainAdmin = await createTestUser(app, main, { roles: ['super_admin'] });
    expect((await asUser(app, mainAdmin, 'GET', '/api/enrollments')).status).toBe(200);
  });
});
