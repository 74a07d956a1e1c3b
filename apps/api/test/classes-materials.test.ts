import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_MAX_BYTES, type ClassDetail, type ErrorBody, type MaterialView } from '@prepwell/contracts';
import { classMaterials, uploads } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { asUser, CLASS_INPUT, createClassAs, joinByCode, multipartForm, TINY_PDF } from './classes-fixture.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { TINY_PNG } from './multipart.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const as = <T = MaterialView>(
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => asUser<T>(app, user, method, url, payload);
const upload = <T = MaterialView>(
  user: TestUser,
  classId: string,
  fields: Record<string, string>,
  file?: { data: Buffer; filename: string; contentType?: string },
) => {
  const form = multipartForm(fields, file);
  return call<T>(app, {
    method: 'POST',
    url: `/api/classes/${classId}/materials`,
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
};

/** Files under a directory (recursively), relative to it. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    : [];
const privateFiles = () => filesUnder(join(app.deps.config.dataDir, 'private'));
const publicFiles = () => filesUnder(app.deps.storage.root);
const rowsOf = async (user: TestUser, classId: string) =>
  withTenant(app.deps.db, user.tenant.id, async (tx) => ({
    materials: await tx.select().from(classMaterials).where(eq(classMaterials.classId, classId)),
    uploads: await tx.select().from(uploads).where(eq(uploads.kind, 'class_material')),
  }));

const setup = async () => {
  const tenant = await createTestTenant(app);
  const owner = await createTestUser(app, tenant, { roles: ['teacher'] });
  const student = await createTestUser(app, tenant);
  const c: ClassDetail = await createClassAs(app, owner);
  await joinByCode(app, student, c.code!);
  return { tenant, owner, student, c };
};

describe('link materials', () => {
  it('are added as JSON or form fields, edited, ordered and read by students', async () => {
    const { owner, student, c } = await setup();
    const first = await as(owner, 'POST', `/api/classes/${c.id}/materials`, {
      category: 'Reading',
      title: 'Article',
      link: 'https://example.test/a',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      category: 'Reading',
      title: 'Article',
      description: null,
      link: 'https://example.test/a',
      file_name: null,
      file_url: null,
      ordering: 1,
    });
    const second = await upload(owner, c.id, {
      category: 'Math',
      title: 'Video',
      description: '',
      link: 'https://example.test/v',
    });
    expect([second.status, second.body.ordering, second.body.description]).toEqual([200, 2, null]);

    const noLink = await as<ErrorBody>(owner, 'POST', `/api/classes/${c.id}/materials`, {
      category: 'Reading',
      title: 'Nothing',
    });
    expect([noLink.status, noLink.body.fieldErrors?.map((f) => f.path)]).toEqual([422, ['link']]);
    const badLink = await as<ErrorBody>(owner, 'POST', `/api/classes/${c.id}/materials`, {
      category: 'Reading',
      title: 'x',
      link: 'javascript:alert(1)',
    });
    expect([badLink.status, badLink.body.fieldErrors?.map((f) => f.path)]).toEqual([422, ['link']]);
    const noTitle = await upload<ErrorBody>(owner, c.id, { category: 'Reading', link: 'https://example.test/b' });
    expect([noTitle.status, noTitle.body.fieldErrors?.map((f) => f.path)]).toEqual([422, ['title']]);

    const edited = await as(owner, 'PATCH', `/api/classes/${c.id}/materials/${first.body.id}`, {
      title: 'Long article',
      description: 'Read by Monday',
    });
    expect(edited.body).toMatchObject({
      title: 'Long article',
      description: 'Read by Monday',
      link: 'https://example.test/a',
    });
    expect(
      (await as<ErrorBody>(owner, 'PATCH', `/api/classes/${c.id}/materials/${first.body.id}`, { link: null })).status,
    ).toBe(422);

    const wrongSet = await as<ErrorBody>(owner, 'PUT', `/api/classes/${c.id}/materials/order`, {
      ids: [second.body.id],
    });
    expect([wrongSet.status, wrongSet.body.fieldErrors?.map((f) => f.path)]).toEqual([422, ['ids']]);
    const reordered = await as<MaterialView[]>(owner, 'PUT', `/api/classes/${c.id}/materials/order`, {
      ids: [second.body.id, first.body.id],
    });
    expect(reordered.body.map((m) => [m.id, m.ordering])).toEqual([
      [second.body.id, 1],
      [first.body.id, 2],
    ]);

    const read = await as<MaterialView[]>(student, 'GET', `/api/classes/${c.id}/materials`);
    expect(read.body.map((m) => m.title)).toEqual(['Video', 'Long article']);
    expect(
      (
        await as(student, 'POST', `/api/classes/${c.id}/materials`, {
          category: 'x',
          title: 'x',
          link: 'https://example.test/',
        })
      ).status,
    ).toBe(404);
    expect((await as(student, 'DELETE', `/api/classes/${c.id}/materials/${first.body.id}`)).status).toBe(404);
    expect((await as(owner, 'DELETE', `/api/classes/${c.id}/materials/${first.body.id}`)).status).toBe(200);
    expect((await as(owner, 'DELETE', `/api/classes/${c.id}/materials/${first.body.id}`)).status).toBe(404);
    expect((await as(owner, 'GET', `/api/classes/${c.id}/materials/${second.body.id}/file`)).status).toBe(404);
  });
});

describe('file materials', () => {
  it('are stored privately and downloaded by members with their original name', async () => {
    const { tenant, owner, student, c } = await setup();
    const publicBefore = publicFiles();
    const res = await upload(
      owner,
      c.id,
      { category: 'Reading', title: 'Passage' },
      { data: TINY_PDF, filename: '阅读 1.pdf', contentType: 'application/pdf' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      file_name: '阅读 1.pdf',
      file_size: TINY_PDF.length,
      file_mime: 'application/pdf',
      link: null,
      file_url: `/api/classes/${c.id}/materials/${res.body.id}/file`,
    });
    const stored = privateFiles().filter((f) => f.includes(tenant.id));
    expect(stored).toHaveLength(1);
    expect(publicFiles()).toEqual(publicBefore);
    const { uploads: rows } = await rowsOf(owner, c.id);
    expect((await call(app, { url: `/uploads/${rows[0]!.path}` })).status).toBe(404);

    const download = await call(app, { url: res.body.file_url!, headers: student.headers });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="__ 1.pdf"; filename*=UTF-8''%E9%98%85%E8%AF%BB%201.pdf`,
    );
    expect(download.raw.rawPayload.equals(TINY_PDF)).toBe(true);
    const outsider = await createTestUser(app, tenant);
    expect((await call(app, { url: res.body.file_url!, headers: outsider.headers })).status).toBe(404);
    expect((await call(app, { url: res.body.file_url! })).status).toBe(401);

    expect(
      (
        await as<ErrorBody>(owner, 'PATCH', `/api/classes/${c.id}/materials/${res.body.id}`, {
          link: 'https://example.test/',
        })
      ).status,
    ).toBe(422);
    const both = await upload<ErrorBody>(
      owner,
      c.id,
      { category: 'Reading', title: 'Both', link: 'https://example.test/' },
      { data: TINY_PDF, filename: 'b.pdf' },
    );
    expect([both.status, both.body.fieldErrors?.map((f) => f.path)]).toEqual([422, ['link']]);

    expect((await as(owner, 'DELETE', `/api/classes/${c.id}/materials/${res.body.id}`)).status).toBe(200);
    expect(privateFiles().filter((f) => f.includes(tenant.id))).toEqual([]);
    expect(await rowsOf(owner, c.id)).toEqual({ materials: [], uploads: [] });
  });

  it('go with their class when it is deleted', async () => {
    const { tenant, owner, c } = await setup();
    expect(
      (await upload(owner, c.id, { category: 'Images', title: 'Chart' }, { data: TINY_PNG, filename: 'chart.png' }))
        .status,
    ).toBe(200);
    expect(privateFiles().filter((f) => f.includes(tenant.id))).toHaveLength(1);
    expect((await as(owner, 'DELETE', `/api/classes/${c.id}`)).status).toBe(200);
    expect(privateFiles().filter((f) => f.includes(tenant.id))).toEqual([]);
    expect((await rowsOf(owner, c.id)).uploads).toEqual([]);
  });

  it('over 20 MB are refused with the spec message (413) and nothing is stored', async () => {
    const { tenant, owner, c } = await setup();
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(MATERIAL_MAX_BYTES + 1 - TINY_PDF.length, 0x20)]);
    const res = await upload<ErrorBody>(
      owner,
      c.id,
      { category: 'Reading', title: 'Huge' },
      { data: big, filename: 'huge.pdf', contentType: 'application/pdf' },
    );
    expect([res.status, res.body.code, res.body.message]).toEqual([
      413,
      'file_too_large',
      'The file is too big (at most 20 MB).',
    ]);
    expect(await rowsOf(owner, c.id)).toEqual({ materials: [], uploads: [] });
    expect(privateFiles().filter((f) => f.includes(tenant.id))).toEqual([]);
    const exact = Buffer.concat([TINY_PDF, Buffer.alloc(MATERIAL_MAX_BYTES - TINY_PDF.length, 0x20)]);
    expect(
      (await upload(owner, c.id, { category: 'Reading', title: 'Just fits' }, { data: exact, filename: 'fits.pdf' }))
        .status,
    ).toBe(200);
  });

  it('whose content is not an allowed type, or not what the name says, are refused (415) and nothing is stored', async () => {
    const { tenant, owner, c } = await setup();
    const cases = [
      {
        data: Buffer.from('just some text, not a PDF at all\n'),
        filename: 'notes.pdf',
        contentType: 'application/pdf',
      },
      { data: TINY_PNG, filename: 'worksheet.pdf', contentType: 'application/pdf' },
      { data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00'), filename: 'setup.exe' },
    ];
    for (const file of cases) {
      const res = await upload<ErrorBody>(owner, c.id, { category: 'Reading', title: 'Wrong' }, file);
      expect([file.filename, res.status, res.body.code, res.body.message]).toEqual([
        file.filename,
        415,
        'unsupported_file_type',
        'This file type is not allowed.',
      ]);
    }
    expect(await rowsOf(owner, c.id)).toEqual({ materials: [], uploads: [] });
    expect(privateFiles().filter((f) => f.includes(tenant.id))).toEqual([]);
  });

  it('are refused to anyone but the class managers, and nothing is stored', async () => {
    const { tenant, student, c } = await setup();
    const foreign = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    for (const user of [student, foreign]) {
      const res = await upload<ErrorBody>(
        user,
        c.id,
        { category: 'Reading', title: 'Sneaky' },
        { data: TINY_PDF, filename: 'a.pdf' },
      );
      expect(res.status).toBe(404);
    }
    expect(privateFiles().filter((f) => f.includes(tenant.id))).toEqual([]);
  });
});

// This file's app has no PUBLIC_URL (classes.test.ts has one), so the link's origin here is the request's.
describe('the invitation link without PUBLIC_URL', () => {
  it('points at the address the request came to', async () => {
    const tenant = await createTestTenant(app);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const res = await asUser<ClassDetail>(app, teacher, 'POST', '/api/classes', CLASS_INPUT, {
      host: 'classes.example.test',
    });
    expect(res.body.invite_url).toMatch(
      /^http:\/\/classes\.example\.test\/student\/classes\/join\?invite=[\w-]{43}&tenant=/,
    );
  });
});
