import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { countOwnQuestions, fixture, postImport, waitForJob } from './fixtures/question-io/helpers.ts';

/**
 * Hostile files (issue 13, acceptance 5): every one is a 4xx at the upload or a job that fails (or skips)
 * with a problem; nothing is stored and nothing answers 5xx.
 */
let app: TestApp;
let teacher: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  teacher = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
});
afterAll(async () => {
  await app.close();
});

/** Posts the file; returns the refusal's status, or the finished job's status and problem codes. */
const attempt = async (data: Uint8Array | Buffer, fileName: string) => {
  const res = await postImport(app, teacher, data, fileName);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  if (res.status !== 200) {
    expect(res.status).toBeGreaterThanOrEqual(400);
    return { refused: res.status, codes: [] as string[] };
  }
  const job = await waitForJob(app, teacher, res.body.jobId);
  expect(job.status, JSON.stringify(job)).toBe('failed');
  expect(job.errors.length).toBeGreaterThan(0);
  return { refused: null, codes: job.errors.map((e) => e.code) };
};

const manifestFor = (href: string) =>
  strToU8(
    `<manifest><resources><resource identifier="r" type="imsqti_item_xmlv3p0" href="${href}"/></resources></manifest>`,
  );

describe('question import: hostile files', () => {
  it('refuses external entities and entity expansion (billion laughs) outright', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><quiz><question type="essay"><name><text>&xxe;</text></name><questiontext><text>&xxe;</text></questiontext></question></quiz>`;
    expect((await attempt(Buffer.from(xxe), 'xxe.xml')).codes).toEqual(['xml_doctype']);
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><qti-assessment-item identifier="x"><qti-item-body><p>&lol3;</p></qti-item-body></qti-assessment-item>`;
    expect((await attempt(Buffer.from(laughs), 'laughs.xml')).codes).toEqual(['xml_doctype']);
    const remote = `<?xml version="1.0"?><!DOCTYPE x SYSTEM "http://127.0.0.1:9/evil.dtd"><qti-assessment-item identifier="x"/>`;
    expect((await attempt(Buffer.from(remote), 'remote.xml')).codes).toEqual(['xml_doctype']);
    // Inside a package too.
    const pkg = zipSync({ 'imsmanifest.xml': manifestFor('item.xml'), 'item.xml': strToU8(laughs) });
    expect((await attempt(pkg, 'package.zip')).codes).toEqual(['xml_doctype']);
  });

  it('refuses malformed XML with a problem', async () => {
    expect((await attempt(Buffer.from('<quiz><question type="essay"></quiz>'), 'broken.xml')).codes).toEqual([
      'xml_malformed',
    ]);
    const item = fixture('qti21-choice.xml').toString().slice(0, 400);
    expect((await attempt(Buffer.from(item), 'cut.xml')).codes).toEqual(['xml_malformed']);
  });

  it('refuses a zip slip, absolute paths and backslashes', async () => {
    for (const name of ['../evil.xml', '/etc/evil.xml', 'a\\..\\evil.xml', 'items/../../evil.xml']) {
      const pkg = zipSync({
        'imsmanifest.xml': manifestFor('item.xml'),
        'item.xml': fixture('qti30-order.xml'),
        [name]: strToU8('x'),
      });
      expect((await attempt(pkg, 'slip.zip')).codes, name).toEqual(['zip_unsafe_path']);
    }
  });

  it('refuses a zip bomb (counted while inflating), too many entries and nested zips', async () => {
    const bomb = zipSync(
      {
        'imsmanifest.xml': manifestFor('item.xml'),
        'item.xml': fixture('qti30-order.xml'),
        'zeros.bin': new Uint8Array(101 * 1024 * 1024),
      },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await attempt(bomb, 'bomb.zip')).codes).toEqual(['zip_too_large']);

    const many: Record<string, Uint8Array> = { 'imsmanifest.xml': manifestFor('item.xml') };
    for (let i = 0; i < 2001; i++) many[`f/${i}.txt`] = strToU8('x');
    expect((await attempt(zipSync(many, { level: 0 }), 'many.zip')).codes).toEqual(['zip_too_many_entries']);

    const inner = zipSync({ 'a.txt': strToU8('a') });
    const nested = zipSync({
      'imsmanifest.xml': manifestFor('item.xml'),
      'item.xml': fixture('qti30-order.xml'),
      'inner.dat': inner,
    });
    expect((await attempt(nested, 'nested.zip')).codes).toEqual(['zip_nested']);
  });

  it('refuses a truncated XLSX and a truncated package', async () => {
    const xlsx = await writeXlsxFile([[{ value: 'kind' }, { value: 'stem' }]]).toBuffer();
    const cut = xlsx.subarray(0, Math.floor(xlsx.length / 2));
    const result = await attempt(cut, 'cut.xlsx');
    if (result.refused === null) expect(result.codes[0]).toMatch(/^(zip_invalid|file_unreadable)$/);
    const pkg = zipSync({ 'imsmanifest.xml': manifestFor('item.xml'), 'item.xml': fixture('qti30-order.xml') });
    const cutPkg = await attempt(pkg.subarray(0, pkg.length - 30), 'cut.zip');
    if (cutPkg.refused === null) expect(cutPkg.codes).toEqual(['zip_invalid']);
  });

  it('random bytes under any name never answer 5xx and never store', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 2048 }),
        fc.constantFrom('x.csv', 'x.xlsx', 'x.zip', 'x.xml', 'x.gift', 'x.txt', 'x'),
        async (bytes, name) => {
          const res = await postImport(app, teacher, bytes, name);
          expect(res.status).toBeLessThan(500);
          if (res.status === 200) {
            const job = await waitForJob(app, teacher, res.body.jobId);
            expect(['failed', 'completed']).toContain(job.status);
          }
        },
      ),
      { numRuns: 40 },
    );
    // Zip-looking garbage too.
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 512 }), async (bytes) => {
        const res = await postImport(app, teacher, Buffer.concat([Buffer.from('PK\x03\x04'), bytes]), 'x.zip');
        expect(res.status).toBeLessThan(500);
        if (res.status === 200) expect((await waitForJob(app, teacher, res.body.jobId)).status).toBe('failed');
      }),
      { numRuns: 20 },
    );
    expect(await countOwnQuestions(app, teacher)).toBe(0);
  });

  it('a file over the limit is a 413', async () => {
    const res = await postImport(app, teacher, Buffer.alloc(21 * 1024 * 1024, 0x61), 'huge.csv');
    expect(res.status).toBe(413);
  });
});
