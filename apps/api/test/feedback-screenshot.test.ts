import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_SCREENSHOT_MAX_BYTES, type AdminFeedbackView, type ErrorBody } from '@prepwell/contracts';
import { feedback, uploads } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { TINY_PNG } from './multipart.ts';
import { mainTenant, randomIp } from './route-walk.ts';

/**
 * Issue 17, the feedback screenshot (spec §3 Feedback): PNG or JPEG by content whatever the data URL names,
 * at most FEEDBACK_SCREENSHOT_MAX_BYTES, stored as an upload linked to the feedback and listed for admins;
 * a wrong type is 415 `unsupported_file_type`, a file too big 413 `file_too_large` naming the limit, in the
 * reader's language, and nothing is stored.
 */

let app: TestApp;
let superAdmin: TestUser;
let tenant: TenantContext;
let student: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
  tenant = await createTestTenant(app);
  student = await createTestUser(app, tenant);
});
afterAll(async () => app?.close());

/** The start of a JPEG (SOI and a JFIF APP0 segment): what a content check reads. */
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
  Buffer.from('ffd9', 'hex'),
]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const dataUrl = (prefix: 'png' | 'jpeg', bytes: Buffer) => `data:image/${prefix};base64,${bytes.toString('base64')}`;

const send = (screenshot: string, headers: Record<string, string> = {}) =>
  call<{ id: string } & ErrorBody>(app, {
    method: 'POST',
    url: '/api/feedback',
    headers: { ...student.headers, ...headers },
    payload: { type: 'bug', page: '/toefl', details: 'The chart overlaps the text', screenshot },
    remoteAddress: randomIp(),
  });
const adminList = () => call<AdminFeedbackView[]>(app, { url: '/api/admin/feedback', headers: superAdmin.headers });
const storedCount = async () =>
  withTenant(app.deps.db, tenant.id, async (tx) => ({
    feedback: (await tx.select({ id: feedback.id }).from(feedback)).length,
    uploads: (await tx.select({ id: uploads.id }).from(uploads).where(eq(uploads.kind, 'feedback'))).length,
  }));

describe('the feedback screenshot', () => {
  it('stores a PNG or a JPEG as an upload linked to the feedback, typed by content, and lists it for admins', async () => {
    const png = await send(dataUrl('png', TINY_PNG));
    expect(png.status, JSON.stringify(png.body)).toBe(200);
    // Named a JPEG but a PNG inside: the content decides, and it is stored as a PNG.
    const misnamed = await send(dataUrl('jpeg', TINY_PNG));
    expect(misnamed.status).toBe(200);
    const jpeg = await send(dataUrl('jpeg', JPEG));
    expect(jpeg.status, JSON.stringify(jpeg.body)).toBe(200);

    const rows = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .select({ id: feedback.id, mime: uploads.mime, size: uploads.size, owner: uploads.ownerId })
        .from(feedback)
        .innerJoin(uploads, eq(uploads.id, feedback.screenshotUploadId)),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(png.body.id)).toMatchObject({ mime: 'image/png', size: TINY_PNG.length, owner: student.id });
    expect(byId.get(misnamed.body.id)?.mime).toBe('image/png');
    expect(byId.get(jpeg.body.id)).toMatchObject({ mime: 'image/jpeg', size: JPEG.length });

    const listed = (await adminList()).body;
    const entry = listed.find((e) => e.id === jpeg.body.id)!;
    expect(entry.screenshot).toMatch(new RegExp(`^/uploads/${tenant.id}/[^/]+\\.jpg$`));
    const file = await app.inject({ url: entry.screenshot! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    expect(listed.find((e) => e.id === png.body.id)?.screenshot).toMatch(/\.png$/);
  });

  it('refuses a GIF named a PNG (415) and a file over the limit (413), localized, storing nothing', async () => {
    const before = await storedCount();
    const gif = await send(dataUrl('png', GIF), { 'accept-language': 'zh-CN' });
    expect(gif.status).toBe(415);
    expect(gif.body.code).toBe('unsupported_file_type');
    expect(gif.body.message).toBe('不允许此文件类型。');

    const big = Buffer.concat([TINY_PNG, Buffer.alloc(FEEDBACK_SCREENSHOT_MAX_BYTES + 1 - TINY_PNG.length)]);
    const tooBig = await send(dataUrl('png', big), { 'accept-language': 'zh-TW' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('file_too_large');
    expect(tooBig.body.message).toBe('檔案過大（最大 2 MB）。');

    // Exactly at the limit is taken.
    const atLimit = Buffer.concat([TINY_PNG, Buffer.alloc(FEEDBACK_SCREENSHOT_MAX_BYTES - TINY_PNG.length)]);
    expect((await send(dataUrl('png', atLimit))).status).toBe(200);

    const after = await storedCount();
    expect(after).toEqual({ feedback: before.feedback + 1, uploads: before.uploads + 1 });
  });

  it('refuses a data URL that is not an image URL or not base64 with a field error', async () => {
    const html = await send('data:text/html;base64,PGI+aGk8L2I+');
    expect(html.status).toBe(422);
    expect(html.body.fieldErrors?.map((f) => f.path)).toEqual(['screenshot']);
    expect((await send('data:image/png;base64,not base64!')).status).toBe(422);
  });
});
