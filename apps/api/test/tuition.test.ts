import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ErrorBody, MailView, OrderView, TuitionBillPage, TuitionBillView } from '@prepwell/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/with-tenant.ts';
import { createAcceptedLink } from '../src/modules/parent-links/parent-access.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { multipartFile } from './multipart.ts';

/**
 * Issue 20 (decision 0044): tuition bills — an admin writes lines, attaches a file, issues the bill (mail
 * with the PDF to the parent in their language), the parent pays through the sandbox, a payment by hand
 * is recorded with who and when, refunds are lines; readers see only their own bills.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Answer = TuitionBillView & Omit<ErrorBody, 'status'>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

const setup = async () => {
  const tenant = await createTestTenant(app);
  const admin = await createTestUser(app, tenant, { roles: ['super_admin'] });
  const student = await createTestUser(app, tenant, { roles: ['student'], firstName: '小明' });
  const parent = await createTestUser(app, tenant, { roles: ['parent'], firstName: '王媽媽' });
  const stranger = await createTestUser(app, tenant, { roles: ['parent'] });
  await withTenant(app.deps.db, tenant.id, async (tx) => {
    await createAcceptedLink(tx, parent.id, student.id);
    await tx.execute(sql`update users set lang = 'tw' where id = ${parent.id}`);
  });
  return { tenant, admin, student, parent, stranger };
};

const api = <T = Answer>(user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call<T>(app, { method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const draft = async (admin: TestUser, student: TestUser, parent?: TestUser) => {
  const res = await api(admin, 'POST', '/api/tuition-bills', {
    student_id: student.id,
    parent_id: parent?.id ?? null,
    period: '2026-11',
    title: '十一月 SAT 班',
  });
  expect(res.status).toBe(200);
  return res.body;
};

describe('tuition bills', () => {
  it('an admin issues a bill with two lines and a file, the parent pays it through the sandbox, it shows paid', async () => {
    const { admin, student, parent, stranger } = await setup();
    const bill = await draft(admin, student, parent);
    expect(bill.status).toBe('draft');
    expect(bill.currency).toBe('USD');

    let res = await api(admin, 'POST', `/api/tuition-bills/${bill.id}/lines`, {
      kind: 'price',
      amount: '12,000',
      comment: '十一月學費',
    });
    expect(res.status).toBe(200);
    res = await api(admin, 'POST', `/api/tuition-bills/${bill.id}/lines`, {
      kind: 'discount',
      amount: '1500.50',
      comment: 'Early bird',
    });
    expect(res.body.total_minor).toBe(1_200_000 - 150_050);
    expect(res.body.balance_minor).toBe(1_049_950);

    const lineId = res.body.lines[0]!.id;
    const upload = multipartFile(PDF, { filename: 'receipt.pdf', contentType: 'application/pdf' });
    const up = await call<Answer>(app, {
      method: 'POST',
      url: `/api/tuition-bills/${bill.id}/lines/${lineId}/file`,
      headers: { ...admin.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(up.status).toBe(200);
    const fileUrl = up.body.lines[0]!.file_url!;
    expect(up.body.lines[0]!.file_name).toBe('receipt.pdf');

    // A draft is nobody's to read yet.
    expect((await api(parent, 'GET', `/api/my/tuition-bills/${bill.id}`)).status).toBe(404);

    const issued = await api(admin, 'POST', `/api/tuition-bills/${bill.id}/issue`);
    expect(issued.status).toBe(200);
    expect(issued.body.status).toBe('issued');
    // Lines of an issued bill are never changed.
    expect(
      (await api(admin, 'PATCH', `/api/tuition-bills/${bill.id}/lines/${lineId}`, { amount: '1' })).body.code,
    ).toBe('tuition_bill_state_invalid');

    // The parent got the bill in 繁體中文 with its PDF attached.
    const mails = await call<MailView[]>(app, {
      url: `/api/dev/mailbox?to=${encodeURIComponent(parent.email)}`,
      headers: { 'x-tenant': parent.tenant.slug },
      remoteAddress: '127.0.0.1',
    });
    const mail = mails.body.find((m) => m.subject.includes('學費帳單'))!;
    expect(mail.text).toContain('USD 10,499.50');
    expect(mail.attachments).toEqual([{ filename: 'tuition-2026-11.pdf', content_type: 'application/pdf' }]);

    // The parent reads it and its file; a stranger reads neither.
    const mine = await api<TuitionBillPage>(parent, 'GET', '/api/my/tuition-bills');
    expect(mine.body.items.map((b) => b.id)).toContain(bill.id);
    const seen = await api(parent, 'GET', `/api/my/tuition-bills/${bill.id}`);
    expect(seen.body.payable).toBe(true);
    expect((await call(app, { url: fileUrl, headers: parent.headers })).raw.rawPayload.equals(PDF)).toBe(true);
    expect((await api(stranger, 'GET', `/api/my/tuition-bills/${bill.id}`)).status).toBe(404);
    expect((await call(app, { url: fileUrl, headers: stranger.headers })).status).toBe(404);
    expect((await api<TuitionBillPage>(stranger, 'GET', '/api/my/tuition-bills')).body.items).toEqual([]);
    expect((await api(parent, 'GET', `/api/tuition-bills/${bill.id}`)).status).toBe(403);

    // A stranger cannot open an order for it; the parent pays the balance through the sandbox.
    const orderOf = (user: TestUser) =>
      call<OrderView & Omit<ErrorBody, 'status'>>(app, {
        method: 'POST',
        url: '/api/orders',
        headers: { ...user.headers, 'idempotency-key': randomUUID() },
        payload: { kind: 'tuition', tuition_bill_id: bill.id, method: 'atm' },
      });
    expect((await orderOf(stranger)).status).toBe(404);
    const order = await orderOf(parent);
    expect(order.status).toBe(200);
    expect(order.body.kind).toBe('tuition');
    expect(order.body.currency).toBe('USD');
    expect(order.body.price).toBe(10_499.5);
    const paid = await call<OrderView>(app, {
      method: 'POST',
      url: `/api/payments/sandbox/${order.body.id}`,
      headers: parent.headers,
      payload: { outcome: 'paid' },
    });
    expect(paid.body.status).toBe('paid');

    const after = await api(parent, 'GET', `/api/my/tuition-bills/${bill.id}`);
    expect(after.body.status).toBe('paid');
    expect(after.body.balance_minor).toBe(0);
    expect(after.body.payable).toBe(false);
    expect(after.body.payments).toMatchObject([{ method: 'online', amount_minor: 1_049_950, order_id: order.body.id }]);
    // A paid bill is not paid twice.
    expect((await orderOf(parent)).body.code).toBe('order_not_payable');

    // The student sees their own bill too.
    expect((await api(student, 'GET', `/api/my/tuition-bills/${bill.id}`)).body.status).toBe('paid');
  });

  it('records payments by hand with who and when, refunds as lines, and keeps totals exact', async () => {
    const { admin, student } = await setup();
    const bill = await draft(admin, student);
    await api(admin, 'POST', `/api/tuition-bills/${bill.id}/lines`, { kind: 'price', amount: '9000' });
    await api(admin, 'POST', `/api/tuition-bills/${bill.id}/lines`, {
      kind: 'deposit',
      amount: '2000',
      comment: '訂金',
    });
    // Nothing can be paid on a draft.
    expect(
      (await api(admin, 'POST', `/api/tuition-bills/${bill.id}/payments`, { amount: '1', method: 'cash' })).body.code,
    ).toBe('tuition_bill_state_invalid');
    const issued = await api(admin, 'POST', `/api/tuition-bills/${bill.id}/issue`);
    expect(issued.body.status).toBe('partially_paid');
    expect(issued.body.balance_minor).toBe(700_000);

    const cash = await api(admin, 'POST', `/api/tuition-bills/${bill.id}/payments`, {
      amount: '7500',
      method: 'cash',
      note: '櫃台收款',
    });
    expect(cash.status).toBe(200);
    expect(cash.body.status).toBe('paid');
    expect(cash.body.balance_minor).toBe(-50_000);
    expect(cash.body.payments[0]).toMatchObject({ method: 'cash', amount_minor: 750_000, note: '櫃台收款' });
    expect(cash.body.payments[0]!.recorded_by!.id).toBe(admin.id);

    // Overpaid by 500: a refund line gives it back; a price line cannot come after issuing.
    expect(
      (await api(admin, 'POST', `/api/tuition-bills/${bill.id}/lines`, { kind: 'price', amount: '1' })).body.code,
    ).toBe('tuition_bill_state_invalid');
    const refunded = await api(admin, 'POST', `/api/tuition-bills/${bill.id}/lines`, {
      kind: 'refund',
      amount: '500',
      comment: '溢收退回',
    });
    expect(refunded.body.balance_minor).toBe(0);
    expect(refunded.body.paid_minor).toBe(900_000);
    expect(refunded.body.status).toBe('paid');

    // A paid bill is not voided.
    expect((await api(admin, 'POST', `/api/tuition-bills/${bill.id}/void`)).body.code).toBe(
      'tuition_bill_state_invalid',
    );
  });

  it('refuses bad amounts, empty bills, foreign recipients and unknown files clearly', async () => {
    const { admin, student, stranger } = await setup();
    const bill = await draft(admin, student);
    for (const amount of ['-5', '0', '1.234', 'abc', '99999999999'])
      expect(
        (await api(admin, 'POST', `/api/tuition-bills/${bill.id}/lines`, { kind: 'price', amount })).body.code,
      ).toBe('validation_failed');
    expect((await api(admin, 'POST', `/api/tuition-bills/${bill.id}/issue`)).body.code).toBe(
      'tuition_bill_total_invalid',
    );
    const bad = await api(admin, 'POST', '/api/tuition-bills', {
      student_id: student.id,
      parent_id: stranger.id,
      period: '2026-11',
      title: 'x',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('tuition_recipient_invalid');
    const line = await api(admin, 'POST', `/api/tuition-bills/${bill.id}/lines`, { kind: 'price', amount: '10' });
    const upload = multipartFile(Buffer.from('MZ not allowed'), {
      filename: 'x.exe',
      contentType: 'application/octet-stream',
    });
    const up = await call<Answer>(app, {
      method: 'POST',
      url: `/api/tuition-bills/${bill.id}/lines/${line.body.lines[0]!.id}/file`,
      headers: { ...admin.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(up.status).toBe(415);
    // A draft is voided, and the list filters by status and name.
    expect((await api(admin, 'POST', `/api/tuition-bills/${bill.id}/void`)).body.status).toBe('void');
    const list = await api<TuitionBillPage>(admin, 'GET', '/api/tuition-bills?status=void&q=%E5%B0%8F%E6%98%8E');
    expect(list.body.items.map((b) => b.id)).toEqual([bill.id]);
  });

  it('prints a PDF whose text pdftotext reads, in the reader language', async () => {
    const { admin, student, parent } = await setup();
    const bill = await draft(admin, student, parent);
    await api(admin, 'POST', `/api/tuition-bills/${bill.id}/lines`, {
      kind: 'price',
      amount: '12000',
      comment: '十一月學費',
    });
    await api(admin, 'POST', `/api/tuition-bills/${bill.id}/issue`);
    const res = await call(app, {
      url: `/api/tuition-bills/${bill.id}/pdf`,
      headers: { ...parent.headers, 'accept-language': 'zh-TW' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const path = join(mkdtempSync(join(tmpdir(), 'tuition-pdf-')), 'bill.pdf');
    writeFileSync(path, res.raw.rawPayload);
    const text = (await promisify(execFile)('pdftotext', ['-layout', path, '-'])).stdout;
    for (const expected of ['學費帳單', '小明', '十一月學費', 'USD 12,000.00', '應付餘額'])
      expect(text).toContain(expected);
  });
});
