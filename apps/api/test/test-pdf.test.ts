import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, TestPage } from '@prepwell/contracts';
import { testModules, tests, testSections } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { createTestFromBlueprint, type TestBlueprint } from '../src/modules/exams/catalogue/authoring.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { DEMO_SAT_MOCK, seedDemoExams } from '../src/seed/demo-exams.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

/**
 * GET /api/tests/:id/pdf (decision 0029): the printed booklet, read back with poppler's pdftotext and
 * pdfinfo, which must be installed (scripts/test.mjs installs poppler-utils and fonts-noto-cjk in CI): a
 * missing tool fails these tests rather than skipping them.
 */

let app: TestApp;
let main: TenantContext;
let tenant: TenantContext;
let teacher: TestUser;
let admin: TestUser;
let student: TestUser;
let parent: TestUser;
let otherTeacher: TestUser;
let superAdmin: TestUser;
let satId: string;
const dir = mkdtempSync(join(tmpdir(), 'prepwell-pdf-'));

beforeAll(async () => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('pdftotext and pdfinfo are missing: apt-get install -y poppler-utils fonts-noto-cjk');
  }
  app = await createTestApp();
  main = await mainTenant(app);
  await seedDemoExams(app.deps, main.id);
  tenant = await createTestTenant(app);
  teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  student = await createTestUser(app, tenant);
  parent = await createTestUser(app, tenant, { roles: ['parent'] });
  otherTeacher = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
  superAdmin = await createTestUser(app, main, { roles: ['super_admin'] });
  const found = await call<TestPage>(app, {
    url: '/api/tests',
    headers: teacher.headers,
    query: { q: DEMO_SAT_MOCK.title },
  });
  satId = found.body.data.find((t) => t.title === DEMO_SAT_MOCK.title)!.id;
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const pdf = (user: TestUser, id: string, query: Record<string, string> = {}, lang = 'en') =>
  app.inject({ url: `/api/tests/${id}/pdf`, query, headers: { ...user.headers, 'accept-language': lang } });

const saved = (bytes: Buffer) => {
  const file = join(dir, `${randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return file;
};
/** The document's text as pdftotext reads it, whitespace collapsed (lines wrap where the layout broke them). */
const textOf = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', saved(bytes), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
const linesOf = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', saved(bytes), '-'], { encoding: 'utf8' });
const infoOf = (bytes: Buffer) => execFileSync('pdfinfo', [saved(bytes)], { encoding: 'utf8' });
const pagesOf = (bytes: Buffer) => Number(/Pages:\s+(\d+)/.exec(infoOf(bytes))?.[1] ?? 0);
const fontsOf = (bytes: Buffer) => execFileSync('pdffonts', [saved(bytes)], { encoding: 'utf8' });
/** Images drawn (an image's alpha channel is listed apart, as `smask`). */
const imagesIn = (bytes: Buffer) =>
  execFileSync('pdfimages', ['-list', saved(bytes)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim().split(/\s+/)[2] === 'image').length;
/** A 1×1 PNG. */
const DOT_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const plain = (text: string) => text.replace(/\$/g, '').replace(/\s+/g, ' ').trim();

const make = (t: TenantContext, blueprint: TestBlueprint) =>
  withTenant(app.deps.db, t.id, (tx) => createTestFromBlueprint(tx, blueprint));

describe('the demo SAT mock as a booklet', () => {
  const rw1 = DEMO_SAT_MOCK.sections[0]!.modules[0]!.questions;
  const math1 = DEMO_SAT_MOCK.sections[1]!.modules[0]!.questions;
  const firstPassage = DEMO_SAT_MOCK.passages![rw1[0]!.passage!]!.body;

  it('is a real A4 PDF whose text is searchable: every module in order, passages once, no key', async () => {
    const res = await pdf(teacher, satId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Digital SAT Practice Test 1.pdf"');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pagesOf(bytes)).toBeGreaterThan(1);
    expect(infoOf(bytes)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);

    const text = textOf(bytes);
    // The first question's stem, and the first Math question with its formulas (typeset, their TeX searchable).
    expect(text).toContain(plain(rw1[0]!.stem));
    expect(text).toContain(plain(math1[0]!.stem));
    expect(text.split(plain(firstPassage)).length - 1).toBe(1);
    // The cover, then each section's modules in order: module 1, module 2 easier, module 2 harder.
    expect(text).toContain('SAT · Adaptive Exam · Digital');
    const order = ['Reading and Writing — Module 1', 'Easier module 2', 'Harder module 2', 'Math — Module 1'].map((s) =>
      text.indexOf(s, text.indexOf('Page 1')),
    );
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(text).toContain(`Digital SAT Practice Test 1 — Reading and Writing`);
    // Without answers: no key section, no key lines, no explanation.
    expect(text).not.toContain('Answer key');
    expect(linesOf(bytes)).not.toMatch(/^1\. [A-D]$/m);
    expect(text).not.toContain(plain(rw1[0]!.explanation).slice(0, 60));
  });

  it('with answers=true ends with the key per module: numbers, letters and explanations', async () => {
    const res = await pdf(teacher, satId, { answers: 'true' });
    expect(res.statusCode).toBe(200);
    const text = textOf(res.rawPayload);
    const lines = linesOf(res.rawPayload);
    expect(text).toContain('Answer key');
    const letter = (q: (typeof rw1)[number]) =>
      'ABCD'[q.choices!.findIndex((c) => q.answerKey.kind === 'choice' && c.id === q.answerKey.correct[0])];
    expect(lines).toContain(`1. ${letter(rw1[0]!)}\n`);
    expect(lines).toContain(`2. ${letter(rw1[1]!)}\n`);
    expect(text).toContain(plain(rw1[0]!.explanation).slice(0, 60));
    const grid = math1.find((q) => q.type === 'grid_in')!;
    expect(grid.answerKey.kind).toBe('grid');
    if (grid.answerKey.kind === 'grid')
      expect(lines).toContain(`${math1.indexOf(grid) + 1}. ${grid.answerKey.accept.join(' / ')}\n`);
  });
});

describe('a centre’s own test', () => {
  const marker = randomUUID().slice(0, 8);
  const title = `代數練習 ${marker}`;
  let ownId: string;
  let toeflId: string;

  beforeAll(async () => {
    ownId = (
      await make(tenant, {
        kind: 'sat',
        type: 'drill',
        version: 'sat_digital',
        title,
        sections: [
          {
            section: 'math',
            title: '數學',
            modules: [
              {
                title: 'Drill',
                position: 1,
                minutes: 12,
                questions: [
                  {
                    type: 'multiple_choice',
                    stem: 'What is $x^2$ when $x = 3$? 請作答。',
                    choices: ['3', '9', '6', '27'].map((text, i) => ({ id: 'ABCD'[i]!, text })),
                    answerKey: { kind: 'choice', correct: ['B'] },
                    explanation: `Squaring ${marker} gives nine: $$3^2 = 9$$`,
                  },
                  {
                    type: 'grid_in',
                    stem:
                      '<p>Solve <strong>carefully</strong> for <span data-math="inline">y</span>:</p>' +
                      '<ul><li>first hint</li><li>second hint</li></ul>' +
                      '<table><tr><th>x</th><th>y</th></tr><tr><td>cell-one</td><td>cell-two</td></tr></table>' +
                      `<p><img src="/uploads/${tenant.id}/dot.png" alt="A dot"><img src="/uploads/gone.png" alt="Lost figure"></p>`,
                    answerKey: { kind: 'grid', accept: ['7/2', '3.5'] },
                    explanation: '<p>Half of <em>seven</em>.</p>',
                  },
                ],
              },
            ],
          },
        ],
      })
    ).id;
    mkdirSync(join(app.deps.storage.root, tenant.id), { recursive: true });
    writeFileSync(join(app.deps.storage.root, tenant.id, 'dot.png'), Buffer.from(DOT_PNG, 'base64'));
    await withTenant(app.deps.db, tenant.id, async (tx) => {
      await tx
        .update(tests)
        .set({ status: 'draft', directions: `Test directions ${marker}.` })
        .where(eq(tests.id, ownId));
      await tx
        .update(testSections)
        .set({ directions: 'Section directions here.' })
        .where(eq(testSections.testId, ownId));
      await tx.update(testModules).set({ directions: 'Module directions here.' }).where(eq(testModules.testId, ownId));
    });
    toeflId = (
      await make(tenant, {
        kind: 'toefl',
        type: 'module',
        version: 'toefl_2026',
        title: `Listening ${marker}`,
        passages: {
          talk: {
            kind: 'audio',
            body: 'Listen to part of a talk.',
            audioUrl: '/media/toefl/talk.mp3',
            transcript: `Professor: Bees ${marker} dance to share directions.`,
          },
          silent: { kind: 'audio', body: 'Listen to an announcement.', audioUrl: '/media/toefl/a.mp3' },
        },
        sections: [
          {
            section: 'listening',
            title: 'Listening',
            modules: [
              {
                title: 'Listening',
                position: 1,
                minutes: 10,
                questions: [
                  {
                    type: 'multiple_choice',
                    stem: 'What is the talk mainly about?',
                    choices: ['Bees', 'Birds'].map((text, i) => ({ id: 'AB'[i]!, text })),
                    answerKey: { kind: 'choice', correct: ['A'] },
                    explanation: '',
                    passage: 'talk',
                  },
                  {
                    type: 'multiple_choice',
                    stem: 'Why does the speaker mention bees?',
                    choices: ['To compare', 'To contrast'].map((text, i) => ({ id: 'AB'[i]!, text })),
                    answerKey: { kind: 'choice', correct: ['B'] },
                    explanation: '',
                    passage: 'talk',
                  },
                  {
                    type: 'multiple_choice',
                    stem: 'What is announced?',
                    choices: ['A delay', 'A prize'].map((text, i) => ({ id: 'AB'[i]!, text })),
                    answerKey: { kind: 'choice', correct: ['A'] },
                    explanation: '',
                    passage: 'silent',
                  },
                ],
              },
            ],
          },
          {
            section: 'writing',
            title: 'Writing',
            modules: [
              {
                title: 'Writing',
                position: 1,
                minutes: 10,
                questions: [
                  {
                    type: 'written_response',
                    stem: 'Write an e-mail to your professor.',
                    answerKey: { kind: 'rated', max: 5 },
                    explanation: 'A strong answer asks one clear question.',
                    media: { minWords: 80 },
                  },
                ],
              },
            ],
          },
        ],
      })
    ).id;
  });

  it('prints a Chinese title, math, HTML stems, directions, a grid-in box and a draft mark, in the reader’s language', async () => {
    const res = await pdf(teacher, ownId, { answers: 'false' }, 'zh-TW');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____ ${marker}.pdf"; filename*=UTF-8''${encodeURIComponent(title)}.pdf`,
    );
    const text = textOf(res.rawPayload);
    expect(text).toContain(title);
    expect(text).toContain(`${title} — 數學`);
    expect(text).toContain('草稿');
    expect(text).toContain('What is x^2 when x = 3? 請作答。');
    for (const words of ['Solve carefully for y:', 'first hint', 'second hint', 'cell-one', 'cell-two'])
      expect(text).toContain(words);
    for (const words of [`Test directions ${marker}.`, 'Section directions here.', 'Module directions here.'])
      expect(text).toContain(words);
    expect(text).toContain('答案'); // the grid-in's answer box
    expect(text).toMatch(/第 ?2 ?頁/); // the footer, in the reader's language
    expect(text).not.toContain(marker.concat(' gives nine'));
    expect(fontsOf(res.rawPayload)).toMatch(/NotoSansCJKtc-Regular/);
  });

  it('with answers prints accepted grid-in answers and explanations; organization admins may print', async () => {
    const res = await pdf(admin, ownId, { answers: 'true' });
    expect(res.statusCode).toBe(200);
    const lines = linesOf(res.rawPayload);
    expect(lines).toContain('1. B\n');
    expect(lines).toContain('2. 7/2 / 3.5\n');
    const text = textOf(res.rawPayload);
    expect(text).toContain(`Squaring ${marker} gives nine:`);
    expect(text).toContain('3^2 = 9');
    expect(text).toContain('Half of seven.');
    // An uploaded image is embedded; a missing one prints its alt text.
    expect(imagesIn(res.rawPayload)).toBe(1);
    expect(text).toContain('[Image: Lost figure]');
  });

  it('prints an audio passage once with its transcript, a note where there is none, and rated keys', async () => {
    const res = await pdf(teacher, toeflId, { answers: 'true' });
    expect(res.statusCode).toBe(200);
    const text = textOf(res.rawPayload);
    expect(text.split(`Professor: Bees ${marker} dance to share directions.`).length - 1).toBe(1);
    expect(text).toContain('Questions 1–2 refer to the following.');
    expect(text).toContain('Audio: played during the test; no transcript is available.');
    expect(text).toContain('Write at least 80 words.');
    expect(text).toContain('1. Graded by a teacher (up to 5 points)');
    expect(text).toContain('A strong answer asks one clear question.');
  });

  it('is for educators of a tenant that sees the test: students and parents 403, another tenant 404', async () => {
    expect((await pdf(student, ownId)).statusCode).toBe(403);
    expect((await pdf(parent, ownId)).statusCode).toBe(403);
    const foreign = await pdf(otherTeacher, ownId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorBody>().code).toBe('not_found');
    expect((await pdf(teacher, randomUUID())).statusCode).toBe(404);
    const bad = await pdf(teacher, ownId, { answers: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().code).toBe('validation_failed');
  });

  it('main’s shared tests print for every tenant when published; its drafts and private tests stay its own', async () => {
    const blueprint = (name: string, isPublic: boolean): TestBlueprint => ({
      kind: 'sat',
      type: 'drill',
      version: 'sat_digital',
      title: `${name} ${marker}`,
      isPublic,
      sections: [
        {
          section: 'math',
          title: 'Math',
          modules: [
            {
              title: 'Drill',
              position: 1,
              minutes: 5,
              questions: [
                {
                  type: 'multiple_choice',
                  stem: `Shared question ${marker}?`,
                  choices: ['1', '2'].map((text, i) => ({ id: 'AB'[i]!, text })),
                  answerKey: { kind: 'choice', correct: ['A'] },
                  explanation: '',
                },
              ],
            },
          ],
        },
      ],
    });
    const shared = (await make(main, blueprint('Shared', true))).id;
    const draft = (await make(main, blueprint('Shared draft', true))).id;
    const hidden = (await make(main, blueprint('Main only', false))).id;
    await withTenant(app.deps.db, main.id, (tx) =>
      tx.update(tests).set({ status: 'draft' }).where(eq(tests.id, draft)),
    );

    const printed = await pdf(teacher, shared);
    expect(printed.statusCode).toBe(200);
    expect(textOf(printed.rawPayload)).toContain(`Shared question ${marker}?`);
    expect((await pdf(teacher, draft)).statusCode).toBe(404);
    expect((await pdf(teacher, hidden)).statusCode).toBe(404);
    // The super admin on main prints main's own, draft or not.
    expect((await pdf(superAdmin, draft)).statusCode).toBe(200);
    expect((await pdf(superAdmin, hidden)).statusCode).toBe(200);
  });
});
