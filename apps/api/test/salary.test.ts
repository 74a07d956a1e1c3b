import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorBody,
  GenerateSalaryBillsResult,
  SalaryBillDetail,
  SalaryBillList,
  SsnRevealed,
  TeacherBillingView,
} from '@prepwell/contracts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { isNotNull } from 'drizzle-orm';
import {
  lessonAttendance,
  lessons,
  teacherBilling,
  teacherBillingReveals,
  teacherProfiles,
} from '../src/db/schema/index.ts';
import { unsafeSealProfileBilling } from '../src/modules/salary/teacher-billing.service.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { saveTeacherProfile } from '../src/modules/users/user-rows.service.ts';
import { asUser } from './classes-fixture.ts';
import { createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/**
 * Issue 20 (decision 0045): salary bills computed from attended lessons with exact amounts, the state
 * machine, a teacher reading only their own bills, and billing details encrypted at rest with the SSN
 * masked and revealed (logged) to admins only. The tenant's business time zone is New York.
 */
let app: TestApp;
let tenant: TenantContext;
const u = {} as Record<'admin' | 'teacher' | 'teacher2' | 'student' | 'student2' | 'parent', TestUser>;

interface Err {
  code?: ErrorBody['code'];
}

const lesson = async (
  teacher: TestUser,
  startsAt: string,
  minutes: number,
  attendance: ('present' | 'late' | 'absent' | 'excused')[] | null,
  status: 'scheduled' | 'cancelled' = 'scheduled',
) =>
  withTenant(app.deps.db, tenant.id, async (tx) => {
    const start = new Date(startsAt);
    const [row] = await tx
      .insert(lessons)
      .values({
        kind: 'private',
        studentId: u.student.id,
        teacherId: teacher.id,
        title: `Lesson ${startsAt}`,
        startsAt: start,
        endsAt: new Date(start.getTime() + minutes * 60_000),
        status,
        attendanceTakenAt: attendance ? new Date() : null,
        attendanceTakenBy: attendance ? teacher.id : null,
      })
      .returning();
    const students = [u.student, u.student2];
    if (attendance)
      for (const [i, s] of attendance.entries())
        await tx.insert(lessonAttendance).values({ lessonId: row!.id, userId: students[i]!.id, status: s });
    return row!.id;
  });

const generate = (period: string, who = u.admin) =>
  asUser<GenerateSalaryBillsResult & Err>(app, who, 'POST', '/api/salary-bills/generate', { period });
const billOf = (result: GenerateSalaryBillsResult, teacher: TestUser) =>
  result.items.find((b) => b.teacher.id === teacher.id)!;
const detail = (id: string, who = u.admin) =>
  asUser<SalaryBillDetail & Err>(app, who, 'GET', `/api/salary-bills/${id}`);
const act = (id: string, action: string, body?: unknown, who = u.admin) =>
  asUser<SalaryBillDetail & Err>(app, who, 'POST', `/api/salary-bills/${id}/${action}`, body);

beforeAll(async () => {
  app = await createTestApp();
  tenant = await createTestTenant(app, { settings: { businessTimeZone: 'America/New_York', currency: 'USD' } });
  u.admin = await createTestUser(app, tenant, { roles: ['organization_admin'], firstName: 'Ada' });
  u.teacher = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Tess' });
  u.teacher2 = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Theo' });
  u.student = await createTestUser(app, tenant, { firstName: 'Sam' });
  u.student2 = await createTestUser(app, tenant, { firstName: 'Sue' });
  u.parent = await createTestUser(app, tenant, { roles: ['parent'] });
  await withTenant(app.deps.db, tenant.id, async (tx) => {
    await saveTeacherProfile(tx, u.teacher.id, { college: 'State', major: 'Math', hourlySalary: 45.5 });
    await saveTeacherProfile(tx, u.teacher2.id, { college: 'State', major: 'English', hourlySalary: 30 });
  });
  // March 2026 in New York: 1 Mar 05:00Z … 1 Apr 04:00Z.
  await lesson(u.teacher, '2026-03-10T21:00:00Z', 60, ['present', 'absent']); // counted: 45.50
  await lesson(u.teacher, '2026-03-12T21:00:00Z', 90, ['late', 'absent']); // counted: 68.25
  await lesson(u.teacher, '2026-03-01T05:15:00Z', 25, ['present']); // 00:15 on 1 Mar in NY: 18.96 (18.958…)
  await lesson(u.teacher, '2026-03-14T21:00:00Z', 50, ['absent', 'excused']); // nobody attended
  await lesson(u.teacher, '2026-03-16T21:00:00Z', 45, ['present'], 'cancelled'); // cancelled
  await lesson(u.teacher, '2026-03-18T21:00:00Z', 40, null); // attendance never taken
  await lesson(u.teacher, '2026-04-01T04:30:00Z', 60, ['present']); // 00:30 on 1 Apr in NY: April
  await lesson(u.teacher, '2026-03-01T04:30:00Z', 60, ['present']); // 23:30 on 28 Feb in NY: February
  await lesson(u.teacher2, '2026-03-11T21:00:00Z', 120, ['present']); // the other teacher's: 60.00
});
afterAll(async () => app?.close());

describe('salary bills', () => {
  let billId: string;

  it('computes the month from the attended lessons × the hourly salary, exactly', async () => {
    const res = await generate('2026-03');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ period: '2026-03', created: 2, recomputed: 0, kept: 0 });
    const mine = billOf(res.body, u.teacher);
    expect(mine).toMatchObject({
      status: 'draft',
      currency: 'USD',
      hourly_rate_cents: 4550,
      lesson_count: 3,
      minutes: 175,
      lessons_cents: 4550 + 6825 + 1896,
      adjustments_cents: 0,
      total_cents: 13271,
    });
    expect(billOf(res.body, u.teacher2)).toMatchObject({ lesson_count: 1, minutes: 120, total_cents: 6000 });
    billId = mine.id;
    const d = (await detail(billId)).body;
    expect(d.lessons.map((l) => [l.starts_at, l.minutes, l.attended, l.amount_cents])).toEqual([
      ['2026-03-01T05:15:00.000Z', 25, 1, 1896],
      ['2026-03-10T21:00:00.000Z', 60, 1, 4550],
      ['2026-03-12T21:00:00.000Z', 90, 1, 6825],
    ]);
    expect(d.created_by?.id).toBe(u.admin.id);
    expect(d.can_manage).toBe(true);
  });

  it('adds and removes adjustments with comments; recomputes a draft with new lessons and a new rate', async () => {
    let d = (await act(billId, 'adjustments', { amount: '20', comment: 'Extra workshop' })).body;
    d = (await act(billId, 'adjustments', { amount: '-5.50', comment: 'Late report' })).body;
    expect(d).toMatchObject({ adjustments_cents: 1450, total_cents: 13271 + 1450 });
    expect(d.adjustments.map((a) => [a.amount_cents, a.comment, a.created_by?.id])).toEqual([
      [2000, 'Extra workshop', u.admin.id],
      [-550, 'Late report', u.admin.id],
    ]);
    const removed = await asUser<SalaryBillDetail>(
      app,
      u.admin,
      'DELETE',
      `/api/salary-bills/${billId}/adjustments/${d.adjustments[1]!.id}`,
    );
    expect(removed.body).toMatchObject({ adjustments_cents: 2000, total_cents: 15271 });
    for (const bad of ['12.345', 'abc', '0', '-0.00'])
      expect((await act(billId, 'adjustments', { amount: bad, comment: 'x' })).status).toBe(422);
    expect((await act(billId, 'adjustments', { amount: '1', comment: '' })).status).toBe(422);

    await lesson(u.teacher, '2026-03-20T21:00:00Z', 30, ['present']);
    await withTenant(app.deps.db, tenant.id, (tx) => saveTeacherProfile(tx, u.teacher.id, { hourlySalary: 50 }));
    const again = await generate('2026-03');
    expect(again.body).toMatchObject({ created: 0, recomputed: 2, kept: 0 });
    d = (await detail(billId)).body;
    // 25 + 60 + 90 + 30 minutes at 50.00 an hour: 20.83 + 50 + 75 + 25; the adjustment stays.
    expect(d).toMatchObject({ hourly_rate_cents: 5000, lesson_count: 4, lessons_cents: 2083 + 5000 + 7500 + 2500 });
    expect(d.total_cents).toBe(17083 + 2000);
  });

  it('moves draft → approved → paid with who and when, and refuses every other move', async () => {
    expect((await act(billId, 'pay', {})).body.code).toBe('salary_bill_state_invalid');
    const approved = await act(billId, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', approved_by: { id: u.admin.id } });
    expect(approved.body.approved_at).not.toBeNull();
    for (const [action, body] of [
      ['approve', undefined],
      ['recompute', undefined],
      ['adjustments', { amount: '1', comment: 'late' }],
    ] as const) {
      const res = await act(billId, action, body);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('salary_bill_state_invalid');
    }
    // An approved bill is kept as it is by a later generation, even with a new attended lesson.
    await lesson(u.teacher, '2026-03-22T21:00:00Z', 60, ['present']);
    const kept = await generate('2026-03');
    expect(kept.body).toMatchObject({ kept: 1, recomputed: 1 });
    expect(billOf(kept.body, u.teacher).total_cents).toBe(19083);
    const paid = await act(billId, 'pay', { note: 'Transfer 2026-04-05' });
    expect(paid.body).toMatchObject({ status: 'paid', paid_by: { id: u.admin.id }, paid_note: 'Transfer 2026-04-05' });
    expect((await act(billId, 'pay', {})).status).toBe(409);
    const list = await asUser<SalaryBillList>(app, u.admin, 'GET', '/api/salary-bills?period=2026-03&status=paid');
    expect(list.body.items.map((b) => b.id)).toEqual([billId]);
  });

  it('refuses to approve a total below zero', async () => {
    const res = await generate('2026-02');
    const bill = billOf(res.body, u.teacher); // the one lesson of 28 Feb: 60 min at 50.00
    expect(bill.total_cents).toBe(5000);
    await act(bill.id, 'adjustments', { amount: '-60', comment: 'Advance repaid' });
    const refused = await act(bill.id, 'approve');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('salary_total_negative');
  });

  it('shows a teacher their own bills, never another teacher’s', async () => {
    const mine = await asUser<SalaryBillList>(app, u.teacher, 'GET', '/api/salary-bills/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.items.length).toBeGreaterThan(0);
    expect(mine.body.items.every((b) => b.teacher.id === u.teacher.id)).toBe(true);
    const own = await detail(billId, u.teacher);
    expect(own.status).toBe(200);
    expect(own.body.can_manage).toBe(false);
    expect(own.body.lessons).toHaveLength(4);
    const theirs = (await asUser<SalaryBillList>(app, u.teacher2, 'GET', '/api/salary-bills/mine')).body.items;
    expect(theirs.every((b) => b.teacher.id === u.teacher2.id)).toBe(true);
    expect((await detail(billId, u.teacher2)).status).toBe(404);
    expect((await asUser(app, u.teacher, 'GET', '/api/salary-bills')).status).toBe(403);
    expect((await generate('2026-03', u.teacher)).status).toBe(403);
    expect((await act(theirs[0]!.id, 'approve', undefined, u.teacher2)).status).toBe(403);
    expect((await asUser(app, u.student, 'GET', '/api/salary-bills/mine')).status).toBe(403);
    expect((await detail(billId, u.parent)).status).toBe(403);
  });

  it('refuses a bad period or filter with a field error', async () => {
    for (const period of ['2026-13', '2026-3', 'march']) expect((await generate(period)).status).toBe(422);
    expect((await asUser(app, u.admin, 'GET', '/api/salary-bills?status=lost')).status).toBe(422);
    expect((await detail('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

const input = {
  official_name: 'Tessa Q. Teacher',
  ssn: '123-45-6789',
  date_of_birth: '1990-04-02',
  payment_method: 'bank_transfer',
  mailing_address: '12 Elm Street, Springfield',
};

describe('billing details', () => {
  it('needs the SSN the first time, then keeps it encrypted at rest and shows it masked', async () => {
    const { ssn: _ssn, ...withoutSsn } = input;
    const missing = await asUser<Err>(app, u.teacher, 'PUT', '/api/teacher-billing', withoutSsn);
    expect(missing.status).toBe(422);
    const saved = await asUser<TeacherBillingView>(app, u.teacher, 'PUT', '/api/teacher-billing', input);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      on_file: true,
      official_name: input.official_name,
      ssn_masked: '***-**-6789',
      payment_method: 'bank_transfer',
      hourly_rate_cents: 5000,
      reveals: [],
    });
    expect(JSON.stringify(saved.body)).not.toContain('123-45');
    const rows = await withTenant(app.deps.db, tenant.id, (tx) => tx.select().from(teacherBilling));
    expect(rows).toHaveLength(1);
    for (const secret of ['123456789', '123-45-6789', '6789', 'Tessa', 'Elm Street', '1990-04-02'])
      expect(rows[0]!.ciphertext).not.toContain(secret);
    // Saved again without the SSN: the number on file stays.
    const kept = await asUser<TeacherBillingView>(app, u.teacher, 'PUT', '/api/teacher-billing', {
      ...withoutSsn,
      payment_method: 'check',
    });
    expect(kept.body).toMatchObject({ ssn_masked: '***-**-6789', payment_method: 'check' });
    const own = await asUser<TeacherBillingView>(app, u.teacher, 'GET', '/api/teacher-billing');
    expect(own.body.ssn_masked).toBe('***-**-6789');
  });

  it('reveals the full SSN to admins only, and logs each reveal', async () => {
    const url = `/api/teachers/${u.teacher.id}/billing`;
    const masked = await asUser<TeacherBillingView>(app, u.admin, 'GET', url);
    expect(masked.body).toMatchObject({ ssn_masked: '***-**-6789', reveals: [] });
    for (const who of [u.teacher, u.teacher2, u.student, u.parent]) {
      expect((await asUser(app, who, 'POST', `${url}/reveal-ssn`)).status).toBe(403);
      expect((await asUser(app, who, 'GET', url)).status).toBe(403);
    }
    const revealed = await asUser<SsnRevealed>(app, u.admin, 'POST', `${url}/reveal-ssn`);
    expect(revealed.status).toBe(200);
    expect(revealed.body.ssn).toBe('123-45-6789');
    const log = await withTenant(app.deps.db, tenant.id, (tx) => tx.select().from(teacherBillingReveals));
    expect(log.map((r) => [r.teacherId, r.revealedBy])).toEqual([[u.teacher.id, u.admin.id]]);
    const after = await asUser<TeacherBillingView>(app, u.admin, 'GET', url);
    expect(after.body.reveals.map((r) => r.by?.id)).toEqual([u.admin.id]);
    // A teacher with nothing on file: nothing to reveal.
    expect((await asUser(app, u.admin, 'POST', `/api/teachers/${u.teacher2.id}/billing/reveal-ssn`)).status).toBe(404);
  });

  it('refuses a malformed SSN, date or payment method', async () => {
    for (const bad of [{ ssn: '12-345-6789' }, { date_of_birth: '02/04/1990' }, { payment_method: 'bitcoin' }])
      expect((await asUser(app, u.teacher, 'PUT', '/api/teacher-billing', { ...input, ...bad })).status).toBe(422);
  });
});

describe('billing details the earlier profile form kept in plain text (decision 0049)', () => {
  it('are sealed at start, once, losing nothing; the last four digits wait for the full SSN', async () => {
    const other = await createTestTenant(app);
    const legacy = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Lea' });
    const sealedAlready = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Sid' });
    const elsewhere = await createTestUser(app, other, { roles: ['teacher'], firstName: 'Eli' });
    const plain = {
      official_name: 'Lea Legacy',
      ssn_last4: '4321',
      date_of_birth: '1985-07-09',
      payment_method: 'Direct deposit, Chase ****1234',
      mailing_address: '9 Old Road',
    };
    const keep = { ...input, official_name: 'Sid Sealed' };
    expect((await asUser(app, sealedAlready, 'PUT', '/api/teacher-billing', keep)).status).toBe(200);
    await withTenant(app.deps.db, tenant.id, async (tx) => {
      await saveTeacherProfile(tx, legacy.id, { college: 'State', major: 'Math', billing: plain });
      await saveTeacherProfile(tx, sealedAlready.id, { college: 'State', major: 'Math', billing: plain });
    });
    await withTenant(app.deps.db, other.id, (tx) =>
      saveTeacherProfile(tx, elsewhere.id, { college: 'X', major: 'Y', billing: { official_name: 'Eli Else' } }),
    );

    expect(await unsafeSealProfileBilling(app.deps)).toBeGreaterThanOrEqual(2);
    expect(await unsafeSealProfileBilling(app.deps)).toBe(0);
    const profiles = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.select().from(teacherProfiles).where(isNotNull(teacherProfiles.billing)),
    );
    expect(profiles).toEqual([]);

    const moved = await asUser<TeacherBillingView>(app, legacy, 'GET', '/api/teacher-billing');
    expect(moved.body).toMatchObject({
      on_file: true,
      official_name: 'Lea Legacy',
      ssn_masked: '***-**-4321',
      ssn_complete: false,
      date_of_birth: '1985-07-09',
      payment_method: 'bank_transfer',
      payment_details: 'Direct deposit, Chase ****1234',
      mailing_address: '9 Old Road',
    });
    // Details sealed on the billing page are newer than the profile's: they stay.
    const sid = await asUser<TeacherBillingView>(app, sealedAlready, 'GET', '/api/teacher-billing');
    expect(sid.body).toMatchObject({ official_name: 'Sid Sealed', ssn_masked: '***-**-6789', ssn_complete: true });
    // The other tenant's teacher was sealed in their own tenant.
    const eli = await asUser<TeacherBillingView>(app, elsewhere, 'GET', '/api/teacher-billing');
    expect(eli.body).toMatchObject({ official_name: 'Eli Else', ssn_masked: null, ssn_complete: false });

    // Only four digits: nothing to reveal, and the next save needs the full number, then keeps it.
    const reveal = `/api/teachers/${legacy.id}/billing/reveal-ssn`;
    expect((await asUser(app, u.admin, 'POST', reveal)).status).toBe(404);
    const { ssn: _ssn, ...withoutSsn } = input;
    expect((await asUser(app, legacy, 'PUT', '/api/teacher-billing', withoutSsn)).status).toBe(422);
    const full = await asUser<TeacherBillingView>(app, legacy, 'PUT', '/api/teacher-billing', {
      ...withoutSsn,
      ssn: '987-65-4321',
    });
    expect(full.body).toMatchObject({ ssn_complete: true, payment_details: 'Direct deposit, Chase ****1234' });
    expect((await asUser<SsnRevealed>(app, u.admin, 'POST', reveal)).body.ssn).toBe('987-65-4321');
  });
});

describe('BILLING_KEY', () => {
  it('is required in production, 32 bytes as hex or base64', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' })).toThrow('BILLING_KEY');
    expect(() => loadConfig({ BILLING_KEY: 'abcd' })).toThrow('BILLING_KEY');
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ BILLING_KEY: hex }).billingKey).toEqual(Buffer.from(hex, 'hex'));
    const b64 = Buffer.alloc(32, 3).toString('base64');
    expect(loadConfig({ BILLING_KEY: b64 }).billingKey).toEqual(Buffer.alloc(32, 3));
    // Outside production: the fixed development key, the same in every process.
    expect(loadConfig({}).billingKey).toEqual(loadConfig({}).billingKey);
    expect(loadConfig({}).billingKey).toHaveLength(32);
  });
});
