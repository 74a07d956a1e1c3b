import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassDetail, ErrorBody } from '@prepwell/contracts';
import { createClassAs, multipartForm, TINY_PDF } from './classes-fixture.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { multipartFile, TINY_PNG } from './multipart.ts';

/**
 * The one multipart reader (lib/multipart.ts) behind images, recordings and class materials: one way of
 * refusing, and a 413 that names the limit that was hit (attempts-practice covers the recordings' 10 MB).
 */
let app: TestApp;
let teacher: TestUser;
let c: ClassDetail;
beforeAll(async () => {
  app = await createTestApp();
  teacher = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
  c = await createClassAs(app, teacher);
});
afterAll(async () => app?.close());

const post = (url: string, body: { payload: Buffer | string; headers: Record<string, string> }) =>
  call<ErrorBody>(app, {
    method: 'POST',
    url,
    headers: { ...teacher.headers, ...body.headers },
    payload: body.payload,
  });
const material = (fields: Record<string, string>, file?: Parameters<typeof multipartForm>[1]) =>
  post(`/api/classes/${c.id}/materials`, multipartForm(fields, file));
const fieldsOf = (body: ErrorBody) => (body.fieldErrors ?? []).map((f) => f.path);

describe('uploads', () => {
  it("a 413 names the limit of the upload that was hit: an image's 5 MB, a JSON body's 4 MB", async () => {
    const image = await post('/api/image', multipartFile(Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)])));
    expect([image.status, image.body.code, image.body.message]).toEqual([
      413,
      'file_too_large',
      'The file is too big (at most 5 MB).',
    ]);
    const json = await post(`/api/classes/${c.id}/materials`, {
      payload: JSON.stringify({
        category: 'Reading',
        title: 'x',
        description: 'x'.repeat(4 * 1024 * 1024),
        link: 'https://example.test/',
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect([json.status, json.body.code, json.body.message]).toEqual([
      413,
      'file_too_large',
      'The file is too big (at most 4 MB).',
    ]);
  });

  it('a file under another name than `file` is refused: required where a file must come, else an unknown field', async () => {
    const image = await post('/api/image', multipartFile(TINY_PNG, { field: 'photo' }));
    expect([image.status, fieldsOf(image.body)]).toEqual([422, ['file']]);
    const form = multipartForm({});
    const boundary = form.headers['content-type'].split('boundary=')[1]!;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nStray\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nReading\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      TINY_PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await post(`/api/classes/${c.id}/materials`, { payload, headers: form.headers });
    expect([res.status, res.body.fieldErrors]).toEqual([422, [expect.objectContaining({ path: 'attachment' })]]);
  });

  it('text fields and file names PostgreSQL cannot store are refused (422 invalid_characters), nothing stored', async () => {
    const title = await material({ category: 'Reading', title: 'Bad\u0000title', link: 'https://example.test/' });
    expect([title.status, fieldsOf(title.body)]).toEqual([422, ['title']]);
    const name = await material(
      { category: 'Reading', title: 'Bad name' },
      { data: TINY_PDF, filename: 'a\u0000.pdf' },
    );
    expect([name.status, fieldsOf(name.body)]).toEqual([422, ['file']]);
    const list = await call<unknown[]>(app, { url: `/api/classes/${c.id}/materials`, headers: teacher.headers });
    expect(list.body).toEqual([]);
  });

  it('a body that is not multipart, or is cut off, is a 4xx, never a 500', async () => {
    const json = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/image',
      headers: teacher.headers,
      payload: { file: 'x' },
    });
    expect([json.status, fieldsOf(json.body)]).toEqual([422, ['file']]);
    const whole = multipartFile(TINY_PNG);
    const cut = await post('/api/image', {
      payload: whole.payload.subarray(0, whole.payload.length - 10),
      headers: whole.headers,
    });
    expect(cut.status).toBeGreaterThanOrEqual(400);
    expect(cut.status).toBeLessThan(500);
  });
});
