import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type {
  AiMnemonicResponse,
  ErrorBody,
  FavoriteState,
  MnemonicFileView,
  MnemonicLikeState,
  MnemonicView,
  VocabOverview,
  WordImportResult,
  WordListCategoryDetail,
  WordListCategoryList,
  WordListCategoryView,
  WordListSummary,
  WordPage,
  WordView,
} from '@prepwell/contracts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { wordLists, wordListWords, words } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { seedWordLists, type SeedCategory } from '../src/modules/vocabulary/vocabulary-admin.service.ts';
import { DEMO_VOCABULARY, seedDemoVocabulary } from '../src/seed/demo-vocabulary.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { multipartFile, TINY_PNG } from './multipart.ts';
import { startOpenAiStub, type OpenAiStub } from './openai-stub-server.ts';
import { mainTenant } from './route-walk.ts';

/**
 * Issue 18, the vocabulary API on a real database: lists and words (the tenant's and main's shared
 * catalogue), favourites, the overview, mnemonics with likes, uploads checked by content, the AI's
 * mnemonic (a provider on loopback and the offline writer), the CSV import and the seed writer.
 */
type Body<T> = T & Partial<Omit<ErrorBody, 'status'>>;
let app: TestApp;
let stub: OpenAiStub;
let tenant: TenantContext;
let teacher: TestUser;
let ann: TestUser;
let ben: TestUser;
let other: { teacher: TestUser; student: TestUser };

const send = <T>(
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  call<Body<T>>(app, {
    method,
    url,
    headers: { ...user.headers, ...headers },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

const upload = (user: TestUser, data: Buffer, filename: string, headers: Record<string, string> = {}) => {
  const form = multipartFile(data, { filename, contentType: 'application/octet-stream' });
  return call<Body<MnemonicFileView>>(app, {
    method: 'POST',
    url: '/api/mnemonics/file',
    headers: { ...user.headers, ...form.headers, ...headers },
    payload: form.payload,
  });
};

const sense = (definition: string, example?: string) => ({
  pos: 'adjective',
  definition,
  examples: example ? [example] : [],
});

/** A category and a list of the teacher's tenant with these words (in this order). */
const makeList = async (by: TestUser, name: string, entries: [string, string, string?][]) => {
  const category = await send<WordListCategoryView>(by, 'POST', '/api/word-list-categories', { name, exam: 'sat' });
  expect(category.status).toBe(200);
  const list = await send<WordListSummary>(by, 'POST', '/api/word-lists', {
    category_id: category.body.id,
    title: `${name} list`,
  });
  expect(list.status).toBe(200);
  const ids: string[] = [];
  for (const [word, definition, example] of entries) {
    const res = await send<WordView>(by, 'POST', `/api/word-lists/${list.body.id}/words`, {
      word,
      senses: [sense(definition, example)],
      pronunciation: `/${word}/`,
      translations: { cn: `${word}（简）`, tw: `${word}（繁）` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(res.body.id);
  }
  return { categoryId: category.body.id, listId: list.body.id, wordIds: ids };
};

let sample: Awaited<ReturnType<typeof makeList>>;

beforeAll(async () => {
  stub = await startOpenAiStub();
  app = await createTestApp({ AI_TIMEOUT_MS: '2000' });
  tenant = await createTestTenant(app, { settings: { aiMessagesPerMinute: 1000 } });
  teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  ann = await createTestUser(app, tenant, { firstName: 'Ann' });
  ben = await createTestUser(app, tenant, { firstName: 'Ben' });
  const otherTenant = await createTestTenant(app);
  other = {
    teacher: await createTestUser(app, otherTenant, { roles: ['teacher'] }),
    student: await createTestUser(app, otherTenant),
  };
  sample = await makeList(teacher, `Core ${Date.now()}`, [
    ['benevolent', 'Kind and generous.', 'The benevolent neighbour fixed our fence for free.'],
    ['candid', 'Truthful and direct.'],
    ['diligent', 'Careful and hard-working.'],
    ['eloquent', 'Fluent and persuasive in speech.'],
    ['frugal', 'Careful not to waste money.'],
  ]);
});
afterAll(async () => {
  await app?.close();
  await stub?.close();
});

describe('lists and words', () => {
  it('categories carry their list counts; a category answers its lists with word counts', async () => {
    const all = await send<WordListCategoryList>(ann, 'GET', '/api/word-list-categories');
    const mine = all.body.find((c) => c.id === sample.categoryId);
    expect(mine).toMatchObject({ list_count: 1, exam: 'sat', editable: false, is_public: false });
    const detail = await send<WordListCategoryDetail>(ann, 'GET', `/api/word-list-categories/${sample.categoryId}`);
    expect(detail.body.lists).toEqual([expect.objectContaining({ id: sample.listId, word_count: 5, editable: false })]);
    const asTeacher = await send<WordListCategoryDetail>(
      teacher,
      'GET',
      `/api/word-list-categories/${sample.categoryId}`,
    );
    expect([asTeacher.body.editable, asTeacher.body.lists[0]!.editable]).toEqual([true, true]);
  });

  it('a list pages like the transaction logs (data, current_page, per_page, total) in its order, and searches', async () => {
    const page2 = await send<WordPage>(ann, 'GET', `/api/word-lists/words?listId=${sample.listId}&page=2&per_page=2`);
    expect(page2.status).toBe(200);
    expect([page2.body.current_page, page2.body.per_page, page2.body.total]).toEqual([2, 2, 5]);
    expect(page2.body.data.map((w) => w.word)).toEqual(['diligent', 'eloquent']);
    const found = await send<WordPage>(ann, 'GET', `/api/word-lists/words?listId=${sample.listId}&q=persuasive`);
    expect(found.body.data.map((w) => w.word)).toEqual(['eloquent']);
    expect(found.body.data[0]).toMatchObject({ pos: 'adjective', definition: 'Fluent and persuasive in speech.' });
    const missing = await send(ann, 'GET', `/api/word-lists/words?listId=${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    const bad = await send<ErrorBody>(ann, 'GET', '/api/word-lists/words?per_page=1000');
    expect([bad.status, bad.body.code]).toEqual([422, 'validation_failed']);
  });

  it('a word answers its senses, pronunciation, the translation in the reader’s language and its lists', async () => {
    const id = sample.wordIds[0]!;
    const en = await send<WordView>(ann, 'GET', `/api/words/${id}`);
    expect(en.body).toMatchObject({
      word: 'benevolent',
      pronunciation: '/benevolent/',
      translation: null,
      is_favorite: false,
      lists: [{ id: sample.listId, title: expect.any(String) }],
    });
    expect(en.body.senses[0]!.examples).toHaveLength(1);
    const tw = await send<WordView>(ann, 'GET', `/api/words/${id}`, undefined, { 'accept-language': 'zh-TW' });
    expect(tw.body.translation).toBe('benevolent（繁）');
  });

  it('a star toggles and answers the new state; favourites page newest first; the overview counts', async () => {
    const [w1, w2] = sample.wordIds;
    const on = await send<FavoriteState>(ann, 'POST', `/api/words/${w1}/favorite`);
    expect(on.body).toEqual({ word_id: w1, is_favorite: true });
    const off = await send<FavoriteState>(ann, 'POST', `/api/words/${w1}/favorite`);
    expect(off.body.is_favorite).toBe(false);
    await send(ann, 'POST', `/api/words/${w1}/favorite`);
    await send(ann, 'POST', `/api/words/${w2}/favorite`);
    const favs = await send<WordPage>(ann, 'GET', '/api/words/favorites');
    expect(favs.body.total).toBe(2);
    expect(favs.body.data.every((w) => w.is_favorite)).toBe(true);
    expect((await send<WordPage>(ben, 'GET', '/api/words/favorites')).body.total).toBe(0);
    const listed = await send<WordPage>(ann, 'GET', `/api/word-lists/words?listId=${sample.listId}`);
    expect(listed.body.data.filter((w) => w.is_favorite).map((w) => w.word)).toEqual(['benevolent', 'candid']);

    expect((await send(ann, 'POST', '/api/vocab/usage', { word_id: w1, action: 'viewed' })).status).toBe(200);
    await send(ann, 'POST', '/api/vocab/usage', { word_id: w1, action: 'heard' });
    await send(ann, 'POST', '/api/vocab/usage', { word_id: sample.wordIds[2], action: 'reviewed' });
    const bad = await send<ErrorBody>(ann, 'POST', '/api/vocab/usage', { word_id: w1, action: 'danced' });
    expect(bad.status).toBe(422);
    const overview = await send<VocabOverview>(ann, 'GET', '/api/vocab/list');
    const list = overview.body.lists.find((l) => l.id === sample.listId);
    expect(list).toMatchObject({ word_count: 5, studied_count: 2, favorite_count: 2, exam: 'sat' });
    expect([overview.body.favorites_count, overview.body.studied_words]).toEqual([2, 2]);
  });

  it("another tenant's private category, list and word are 404, and their lists do not show", async () => {
    const o = other.student;
    expect((await send(o, 'GET', `/api/word-list-categories/${sample.categoryId}`)).status).toBe(404);
    expect((await send(o, 'GET', `/api/word-lists/words?listId=${sample.listId}`)).status).toBe(404);
    expect((await send(o, 'GET', `/api/words/${sample.wordIds[0]}`)).status).toBe(404);
    expect((await send(o, 'POST', `/api/words/${sample.wordIds[0]}/favorite`)).status).toBe(404);
    const cats = await send<WordListCategoryList>(o, 'GET', '/api/word-list-categories');
    expect(cats.body.some((c) => c.id === sample.categoryId)).toBe(false);
    expect((await send(other.teacher, 'PATCH', `/api/word-lists/${sample.listId}`, { title: 'Mine now' })).status).toBe(
      404,
    );
    expect((await send(other.teacher, 'DELETE', `/api/word-list-categories/${sample.categoryId}`)).status).toBe(404);
  });

  it('students cannot write lists (403); educators edit and delete their own', async () => {
    const denied = await send<ErrorBody>(ann, 'POST', '/api/word-lists', {
      category_id: sample.categoryId,
      title: 'x',
    });
    expect([denied.status, denied.body.code]).toEqual([403, 'forbidden']);
    const made = await makeList(teacher, `Temp ${Date.now()}`, [['gregarious', 'Fond of company.']]);
    const renamed = await send<WordListSummary>(teacher, 'PATCH', `/api/word-lists/${made.listId}`, {
      title: 'Renamed',
    });
    expect([renamed.status, renamed.body.title, renamed.body.word_count]).toEqual([200, 'Renamed', 1]);
    const word = await send<WordView>(teacher, 'PATCH', `/api/words/${made.wordIds[0]}`, {
      word: 'gregarious',
      senses: [sense('Enjoying the company of others.')],
    });
    expect(word.body.senses[0]!.definition).toBe('Enjoying the company of others.');
    const clash = await send<ErrorBody>(teacher, 'PATCH', `/api/words/${made.wordIds[0]}`, {
      word: 'Candid',
      senses: [sense('x')],
    });
    expect([clash.status, clash.body.code]).toEqual([409, 'conflict']);
    expect((await send(teacher, 'DELETE', `/api/word-lists/${made.listId}/words/${made.wordIds[0]}`)).status).toBe(200);
    expect((await send(teacher, 'DELETE', `/api/word-lists/${made.listId}/words/${made.wordIds[0]}`)).status).toBe(404);
    expect((await send(teacher, 'DELETE', `/api/word-lists/${made.listId}`)).status).toBe(200);
    expect((await send(teacher, 'DELETE', `/api/word-list-categories/${made.categoryId}`)).status).toBe(200);
    expect((await send(ann, 'GET', `/api/word-list-categories/${made.categoryId}`)).status).toBe(404);
  });

  it("the super admin on main writes shared lists every tenant reads; others' educators cannot change them", async () => {
    const main = await mainTenant(app);
    const sa = await createTestUser(app, main, { roles: ['super_admin'] });
    const shared = await makeList(sa, `Shared ${Date.now()}`, [['ubiquitous', 'Found everywhere.']]);
    const seen = await send<WordListCategoryDetail>(ann, 'GET', `/api/word-list-categories/${shared.categoryId}`);
    expect([seen.status, seen.body.is_public, seen.body.editable]).toEqual([200, true, false]);
    const word = await send<WordView>(ann, 'GET', `/api/words/${shared.wordIds[0]}`);
    expect([word.status, word.body.is_public]).toEqual([200, true]);
    const star = await send<FavoriteState>(ann, 'POST', `/api/words/${shared.wordIds[0]}/favorite`);
    expect(star.body.is_favorite).toBe(true);
    await send(ann, 'POST', `/api/words/${shared.wordIds[0]}/favorite`);
    expect((await send(teacher, 'PATCH', `/api/word-lists/${shared.listId}`, { title: 'x' })).status).toBe(403);
    expect(
      (await send(teacher, 'PATCH', `/api/words/${shared.wordIds[0]}`, { word: 'x', senses: [sense('x')] })).status,
    ).toBe(403);
    const filed = await send(teacher, 'POST', '/api/word-lists', {
      category_id: shared.categoryId,
      title: 'In theirs',
    });
    expect(filed.status).toBe(403);
    expect((await send(sa, 'DELETE', `/api/word-list-categories/${shared.categoryId}`)).status).toBe(200);
  });
});

describe('mnemonics and likes', () => {
  let wordId: string;
  let annPublic: MnemonicView;
  let benAnonymous: MnemonicView;
  let annPrivate: MnemonicView;
  beforeAll(async () => {
    wordId = sample.wordIds[1]!;
    annPublic = (
      await send<MnemonicView>(ann, 'POST', `/api/words/${wordId}/word-mnemonics`, {
        technique: 'meaning',
        body: 'Candid camera shows the truth.',
        visibility: 'public',
      })
    ).body;
    benAnonymous = (
      await send<MnemonicView>(ben, 'POST', '/api/mnemonic', {
        word_id: wordId,
        technique: 'sentence',
        body: 'She was candid about her mistake.',
        visibility: 'anonymous',
      })
    ).body;
    annPrivate = (
      await send<MnemonicView>(ann, 'POST', `/api/words/${wordId}/word-mnemonics`, {
        technique: 'text',
        body: 'My own note.',
        visibility: 'private',
      })
    ).body;
  });

  it('readers see shared mnemonics (anonymous ones without a name) and only their own private ones', async () => {
    const byBen = await send<WordView>(ben, 'GET', `/api/words/${wordId}`);
    const ids = byBen.body.mnemonics.map((m) => m.id);
    expect(ids).toContain(annPublic.id);
    expect(ids).toContain(benAnonymous.id);
    expect(ids).not.toContain(annPrivate.id);
    const pub = byBen.body.mnemonics.find((m) => m.id === annPublic.id)!;
    expect(pub.author).toEqual({ id: ann.id, name: 'Ann User' });
    expect(pub.mine).toBe(false);
    const anon = byBen.body.mnemonics.find((m) => m.id === benAnonymous.id)!;
    expect([anon.author, anon.mine]).toEqual([null, true]);
    const byAnn = await send<WordView>(ann, 'GET', `/api/words/${wordId}`);
    expect(byAnn.body.mnemonics.map((m) => m.id)).toContain(annPrivate.id);
    const stranger = await send(other.student, 'GET', `/api/vocab-back/${annPublic.id}/is-liked-by-me`);
    expect(stranger.status).toBe(404);
  });

  it('a like toggles once per person, like_count moves with it, and the most liked come first', async () => {
    const first = await send<MnemonicLikeState>(ben, 'POST', `/api/word-mnemonics/${benAnonymous.id}/like`);
    expect(first.body).toEqual({ id: benAnonymous.id, liked_by_me: true, like_count: 1 });
    const again = await send<MnemonicLikeState>(ben, 'POST', `/api/vocab-back/${benAnonymous.id}/toggle-like`);
    expect(again.body).toEqual({ id: benAnonymous.id, liked_by_me: false, like_count: 0 });
    // Two likes at once by the same person still count once.
    const both = await Promise.all([
      send<MnemonicLikeState>(ann, 'POST', `/api/word-mnemonics/${benAnonymous.id}/like`),
      send<MnemonicLikeState>(ben, 'POST', `/api/word-mnemonics/${benAnonymous.id}/like`),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const state = await send<MnemonicLikeState>(ann, 'GET', `/api/vocab-back/${benAnonymous.id}/is-liked-by-me`);
    expect(state.body).toEqual({ id: benAnonymous.id, liked_by_me: true, like_count: 2 });
    const word = await send<WordView>(ben, 'GET', `/api/words/${wordId}`);
    expect(word.body.mnemonics[0]).toMatchObject({ id: benAnonymous.id, like_count: 2, liked_by_me: true });
    const privateOfAnn = await send(ben, 'POST', `/api/word-mnemonics/${annPrivate.id}/like`);
    expect(privateOfAnn.status).toBe(404);
  });

  it("only the author edits or deletes; anyone else's is 404; the technique's rules are 422 on the field", async () => {
    expect((await send(ben, 'PATCH', `/api/word-mnemonics/${annPublic.id}`, { body: 'Hijacked' })).status).toBe(404);
    expect((await send(ben, 'DELETE', `/api/word-mnemonics/${annPublic.id}`)).status).toBe(404);
    const edited = await send<MnemonicView>(ann, 'PATCH', `/api/word-mnemonics/${annPublic.id}`, {
      body: 'Candid: no filter.',
      visibility: 'anonymous',
    });
    expect([edited.status, edited.body.body, edited.body.author]).toEqual([200, 'Candid: no filter.', null]);
    const blank = await send<ErrorBody>(ann, 'PATCH', `/api/word-mnemonics/${annPublic.id}`, { body: '   ' });
    expect([blank.status, blank.body.fieldErrors?.map((f) => f.path)]).toEqual([422, ['body']]);
    const noImage = await send<ErrorBody>(ann, 'POST', `/api/words/${wordId}/word-mnemonics`, { technique: 'image' });
    expect([noImage.status, noImage.body.fieldErrors?.map((f) => f.path)]).toEqual([422, ['media_url']]);
    const foreign = await send<ErrorBody>(ann, 'POST', `/api/words/${wordId}/word-mnemonics`, {
      technique: 'image',
      media_url: '/uploads/elsewhere/x.png',
    });
    expect([foreign.status, foreign.body.fieldErrors?.map((f) => f.path)]).toEqual([422, ['media_url']]);
    expect((await send(ann, 'DELETE', `/api/word-mnemonics/${annPrivate.id}`)).status).toBe(200);
    expect((await send(ann, 'DELETE', `/api/word-mnemonics/${annPrivate.id}`)).status).toBe(404);
  });
});

describe('mnemonic uploads', () => {
  const storedFiles = async () =>
    readdir(join(app.deps.storage.root, tenant.id)).then(
      (names) => names.length,
      () => 0,
    );
  /** A minimal HEIC: an ISO-BMFF `ftyp` box whose major brand is `heic`, as file-type recognises it. */
  const heic = () => {
    const ftyp = Buffer.alloc(24);
    ftyp.writeUInt32BE(24, 0);
    ftyp.write('ftypheic', 4, 'latin1');
    ftyp.writeUInt32BE(0, 12);
    ftyp.write('mif1heic', 16, 'latin1');
    return Buffer.concat([ftyp, Buffer.alloc(64)]);
  };
  /** A renamed Windows program: the MZ header and a PE signature, sent as a .png. */
  const exe = () => {
    const b = Buffer.alloc(512);
    b.write('MZ', 0, 'latin1');
    b.writeUInt32LE(0x80, 0x3c);
    b.write('PE\0\0', 0x80, 'latin1');
    return b;
  };

  it('a 5 MB + 1 byte image is 413 with the limit in the reader’s language and stores nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - TINY_PNG.length)]);
    const res = await upload(ann, big, 'big.png');
    expect([res.status, res.body.code, res.body.message]).toEqual([
      413,
      'file_too_large',
      'The file is too big (at most 5 MB).',
    ]);
    const cn = await upload(ann, big, 'big.png', { 'accept-language': 'zh-CN' });
    expect(cn.body.message).toBe('文件过大（最大 5 MB）。');
    expect(await storedFiles()).toBe(before);
  });

  it('a renamed EXE is 415 whatever its name, and stores nothing', async () => {
    const before = await storedFiles();
    const res = await upload(ann, exe(), 'cat.png');
    expect([res.status, res.body.code]).toEqual([415, 'unsupported_file_type']);
    const tw = await upload(ann, exe(), 'cat.jpg', { 'accept-language': 'zh-TW' });
    expect(tw.body.message).toBe('不允許此檔案類型。');
    expect(await storedFiles()).toBe(before);
  });

  it('a HEIC image is taken and becomes an image mnemonic; a PNG with a text technique too', async () => {
    const res = await upload(ann, heic(), 'photo.heic');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ media_kind: 'image', mime: 'image/heic' });
    const made = await send<MnemonicView>(ann, 'POST', `/api/words/${sample.wordIds[3]}/word-mnemonics`, {
      technique: 'image',
      media_url: res.body.url,
      visibility: 'public',
    });
    expect([made.status, made.body.media_kind, made.body.media_url]).toEqual([200, 'image', res.body.url]);
    // Ben cannot attach Ann's upload; a video technique with an image is refused.
    const stolen = await send(ben, 'POST', `/api/words/${sample.wordIds[3]}/word-mnemonics`, {
      technique: 'image',
      media_url: res.body.url,
    });
    expect(stolen.status).toBe(422);
    const wrongKind = await send(ann, 'POST', `/api/words/${sample.wordIds[3]}/word-mnemonics`, {
      technique: 'video',
      media_url: res.body.url,
    });
    expect(wrongKind.status).toBe(422);
    const png = await upload(ann, TINY_PNG, 'x.bin');
    expect(png.body).toMatchObject({ media_kind: 'image', mime: 'image/png' });
  });
});

describe("the AI's mnemonic", () => {
  it('offline (no provider): a word-specific mnemonic from its parts and definition, flagged offline', async () => {
    const res = await send<AiMnemonicResponse>(ann, 'POST', `/api/ai/words/${sample.wordIds[0]}/word-mnemonic`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect([res.body.source, res.body.offline, res.body.mnemonic.ai_model]).toEqual(['offline', true, 'offline']);
    expect(res.body.mnemonic.visibility).toBe('private');
    const body = res.body.mnemonic.body;
    expect(body).toContain('benevolent');
    expect(body).toContain('bene-');
    expect(body).toContain('Kind and generous');
    expect(body).toContain('The benevolent neighbour fixed our fence for free.');
    const cn = await send<AiMnemonicResponse>(
      ann,
      'POST',
      `/api/ai/words/${sample.wordIds[2]}/word-mnemonic`,
      { visibility: 'public' },
      { 'accept-language': 'zh-CN' },
    );
    expect(cn.body.mnemonic.body).toContain('diligent（简）');
    expect(cn.body.mnemonic.body).toMatch(/[\u4e00-\u9fff]/);
    expect(cn.body.mnemonic.visibility).toBe('public');
    expect((await send(other.student, 'POST', `/api/ai/words/${sample.wordIds[0]}/word-mnemonic`, {})).status).toBe(
      404,
    );
  });

  it("through the tenant's provider: the model's mnemonic, saved with its model; a failing provider falls back offline", async () => {
    const aiTenant = await createTestTenant(app, {
      settings: { aiMessagesPerMinute: 1000, aiBaseUrl: stub.url, aiModel: 'mnemo-model' },
    });
    const aiTeacher = await createTestUser(app, aiTenant, { roles: ['teacher'] });
    const student = await createTestUser(app, aiTenant);
    const list = await makeList(aiTeacher, 'AI words', [['obdurate', 'Stubbornly refusing to change.']]);
    stub.mode = 'answer';
    stub.reply = 'An OBDURATE door: ob (against) + dur (hard) — it stays hard against every push.';
    const before = stub.requests.length;
    const res = await send<AiMnemonicResponse>(student, 'POST', `/api/ai/words/${list.wordIds[0]}/word-mnemonic`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect([res.body.source, res.body.offline, res.body.mnemonic.ai_model, res.body.mnemonic.body]).toEqual([
      'provider',
      false,
      'mnemo-model',
      stub.reply,
    ]);
    const sent = stub.requests.slice(before)[0]!;
    expect(sent.body.messages.at(-1)!.content).toContain('Word: obdurate');
    stub.mode = 'error';
    const failed = await send<AiMnemonicResponse>(
      student,
      'POST',
      `/api/ai/words/${list.wordIds[0]}/word-mnemonic`,
      {},
    );
    expect([failed.status, failed.body.source, failed.body.offline]).toEqual([200, 'offline', true]);
    expect(failed.body.mnemonic.body).toContain('obdurate');
    stub.mode = 'answer';
  });
});

describe('CSV import', () => {
  const importCsv = (user: TestUser, listId: string, csv: string, dryRun = false, lang = 'en') => {
    const form = multipartFile(Buffer.from(csv), { filename: 'words.csv', contentType: 'text/csv' });
    const boundary = form.headers['content-type'].split('boundary=')[1]!;
    const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\n${dryRun}\r\n`);
    return call<Body<WordImportResult>>(app, {
      method: 'POST',
      url: `/api/word-lists/${listId}/import`,
      headers: { ...user.headers, ...form.headers, 'accept-language': lang },
      payload: Buffer.concat([field, form.payload]),
    });
  };

  it('lists every problem by row and field, localized, and saves nothing; a good file is saved whole', async () => {
    const target = await makeList(teacher, `Import ${Date.now()}`, []);
    const bad = await importCsv(
      teacher,
      target.listId,
      'word,definition,example,translation\nlucid,Clear and easy to understand.,Her lucid notes helped.,清晰的\nterse,,,\nLucid,Again.,,\n',
      false,
      'zh-TW',
    );
    expect(bad.status).toBe(200);
    expect(bad.body.imported).toBe(0);
    expect(bad.body.problems.map((p) => [p.row, p.field, p.code])).toEqual([
      [3, 'definition', 'required'],
      [4, 'word', 'duplicate_word'],
    ]);
    expect(bad.body.problems[1]!.message).toContain('Lucid');
    expect(bad.body.problems[0]!.message).toMatch(/[\u4e00-\u9fff]/);
    const header = await importCsv(teacher, target.listId, 'word,meaning\nx,y\n');
    expect(header.body.problems.map((p) => p.code)).toEqual(['unknown_column', 'missing_column']);

    const csv =
      'word,definition,example,translation,part_of_speech,pronunciation,translation_tw\n' +
      'lucid,Clear and easy to understand.,Her lucid notes helped.,清晰的,adjective,/ˈluːsɪd/,清晰的\n' +
      '"terse","Brief, sometimes rudely so.",,简短的,adjective,,簡短的\n';
    const dry = await importCsv(teacher, target.listId, csv, true);
    expect([dry.body.dry_run, dry.body.total, dry.body.imported, dry.body.problems]).toEqual([true, 2, 0, []]);
    expect((await send<WordPage>(ann, 'GET', `/api/word-lists/words?listId=${target.listId}`)).body.total).toBe(0);
    const done = await importCsv(teacher, target.listId, csv);
    expect([done.body.imported, done.body.problems]).toEqual([2, []]);
    const page = await send<WordPage>(ann, 'GET', `/api/word-lists/words?listId=${target.listId}`);
    expect(page.body.data.map((w) => [w.word, w.definition, w.translations.tw])).toEqual([
      ['lucid', 'Clear and easy to understand.', '清晰的'],
      ['terse', 'Brief, sometimes rudely so.', '簡短的'],
    ]);
    // Again: the same words, no new places.
    await importCsv(teacher, target.listId, csv);
    expect((await send<WordPage>(ann, 'GET', `/api/word-lists/words?listId=${target.listId}`)).body.total).toBe(2);
    expect((await importCsv(ann, target.listId, csv)).status).toBe(403);
    expect((await importCsv(other.teacher, target.listId, csv)).status).toBe(404);
  });
});

describe('the seed writer', () => {
  const data: SeedCategory[] = [
    {
      name: 'SAT',
      nameCn: 'SAT',
      nameTw: 'SAT',
      exam: 'sat',
      sort: 1,
      lists: [
        {
          key: 'test-sat-core',
          title: 'SAT Core',
          description: 'Core words.',
          words: [
            {
              word: 'abate',
              pos: 'verb',
              definition: 'To lessen.',
              examples: ['The storm abated.'],
              ipa: '/əˈbeɪt/',
              cn: '减弱',
              tw: '減弱',
              audio: '/media/vocab/abate.mp3',
            },
            {
              word: 'candor',
              pos: 'noun',
              definition: 'Openness.',
              examples: [],
              ipa: '/ˈkændər/',
              cn: '坦率',
              tw: '坦率',
            },
          ],
        },
      ],
    },
  ];

  it('is idempotent by seed key and marks a shared seed public', async () => {
    const seeded = await createTestTenant(app);
    const run = () =>
      withTenant(app.deps.db, seeded.id, (tx) =>
        seedWordLists(tx, { tenantId: seeded.id, shared: true, categories: data }),
      );
    const first = await run();
    const second = await run();
    expect(second).toEqual(first);
    const counts = await withTenant(app.deps.db, seeded.id, async (tx) => ({
      lists: (await tx.select({ n: count() }).from(wordLists).where(eq(wordLists.tenantId, seeded.id)))[0]!.n,
      words: (
        await tx
          .select({ n: count() })
          .from(words)
          .where(and(eq(words.tenantId, seeded.id), eq(words.isPublic, true)))
      )[0]!.n,
      places: (
        await tx.select({ n: count() }).from(wordListWords).where(eq(wordListWords.listId, first['test-sat-core']!))
      )[0]!.n,
    }));
    expect(counts).toEqual({ lists: 1, words: 2, places: 2 });
    const student = await createTestUser(app, seeded);
    const page = await send<WordPage>(student, 'GET', `/api/word-lists/words?listId=${first['test-sat-core']}`);
    expect(page.body.data[0]).toMatchObject({
      word: 'abate',
      audio_url: '/media/vocab/abate.mp3',
      pronunciation: '/əˈbeɪt/',
    });
  });

  it("the demo's lists (vocab-data) seed twice into the same rows: at least 300 SAT and 150 TOEFL words", async () => {
    const seeded = await createTestTenant(app);
    const first = await seedDemoVocabulary(app.deps, seeded.id);
    const second = await seedDemoVocabulary(app.deps, seeded.id);
    expect(second).toEqual(first);
    const student = await createTestUser(app, seeded);
    const overview = await send<VocabOverview>(student, 'GET', '/api/vocab/list');
    // The tenant's own lists: main's shared catalogue shows too once another test file has seeded main.
    const seededIds = new Set(Object.values(first));
    const own = overview.body.lists.filter((l) => seededIds.has(l.id));
    const byExam = (exam: string) => own.filter((l) => l.exam === exam).reduce((n, l) => n + l.word_count, 0);
    expect(byExam('sat')).toBeGreaterThanOrEqual(300);
    expect(byExam('toefl')).toBeGreaterThanOrEqual(150);
    expect(own).toHaveLength(DEMO_VOCABULARY.flatMap((c) => c.lists).length);
    const cats = await send<WordListCategoryList>(student, 'GET', '/api/word-list-categories', undefined, {
      'accept-language': 'zh-TW',
    });
    expect(cats.body.find((c) => c.exam === 'toefl')?.name_i18n.tw).toBe('TOEFL 學術字彙');
  });
});
