import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  DeckDetail,
  DueList,
  ErrorBody,
  FlashcardDeckList,
  FlashcardDeckView,
  FlashcardSettingsView,
  FlashcardStats,
  FromQuestionResult,
  ReviewResult,
  UndoResult,
  UserExamView,
} from '@prepwell/contracts';
import {
  flashcardReviews,
  wordListCategories,
  wordListWords,
  wordLists,
  wordMnemonics,
  words,
} from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { todayIn } from '../src/lib/clock.ts';
import { seedDemoDeck } from '../src/modules/flashcards/flashcard-seed.service.ts';
import { inSavepoint } from '../src/modules/flashcards/flashcards.repository.ts';
import { addMistakeCardsOnCompletion } from '../src/modules/flashcards/mistake-cards.service.ts';
import { createAcceptedLink } from '../src/modules/parent-links/parent-access.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { attemptApi, makeTest, mcq } from './attempts-fixtures.ts';
import { createClassAs, joinByCode } from './classes-fixture.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/**
 * Issue 18: flashcards with FSRS through the API (decision 0037) — the oracle of exams.md §6, offline
 * replays counted once, undo, mistake cards (by hand and on completion), stats and who reads them.
 */

let app: TestApp;
let api: ReturnType<typeof attemptApi>;
beforeAll(async () => {
  app = await createTestApp();
  api = attemptApi(app);
});
afterAll(async () => app?.close());
afterEach(() => {
  vi.useRealTimers();
});

type Err = Partial<Omit<ErrorBody, 'status'>>;
const get = <T>(user: TestUser, url: string, query?: Record<string, string>, headers: Record<string, string> = {}) =>
  call<T & Err>(app, { url, headers: { ...user.headers, ...headers }, ...(query ? { query } : {}) });
const send = <T>(user: TestUser, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call<T & Err>(app, { method, url, headers: user.headers, ...(payload ? { payload } : {}) });
const review = (user: TestUser, cardId: string, body: { rating: number; reviewedAt?: string; clientId?: string }) =>
  send<ReviewResult>(user, 'POST', `/api/flashcards/${cardId}/review`, { clientId: randomUUID(), ...body });
const undo = (user: TestUser, cardId: string) => send<UndoResult>(user, 'POST', `/api/flashcards/${cardId}/undo`);
const due = (user: TestUser, query: Record<string, string> = {}) => get<DueList>(user, '/api/flashcards/due', query);
const stats = (user: TestUser, userId?: string) =>
  get<FlashcardStats>(user, '/api/flashcards/stats', userId ? { userId } : undefined);

/** A word list of the tenant with `count` words (translated, with senses), written as the vocabulary module would. */
const makeWordList = (tenant: TenantContext, count: number) =>
  withTenant(app.deps.db, tenant.id, async (tx) => {
    const stamp = randomUUID().slice(0, 8);
    const [category] = await tx
      .insert(wordListCategories)
      .values({ name: `Category ${stamp}`, exam: 'sat' })
      .returning();
    const [list] = await tx
      .insert(wordLists)
      .values({ title: `SAT words ${stamp}`, categoryId: category!.id })
      .returning();
    const made = count
      ? await tx
          .insert(words)
          .values(
            Array.from({ length: count }, (_, i) => ({
              word: `word${i}-${stamp}`,
              senses: [{ pos: 'adj.', definition: `meaning ${i}`, examples: [`An example of word ${i}.`] }],
              pronunciation: '/wɜːd/',
              translations: { cn: `词${i}`, tw: `詞${i}` },
            })),
          )
          .returning()
      : [];
    if (made.length)
      await tx.insert(wordListWords).values(made.map((w, i) => ({ listId: list!.id, wordId: w.id, position: i })));
    return { list: list!, words: made };
  });

const makeDeck = async (user: TestUser, count: number) => {
  const { list, words: made } = await makeWordList(user.tenant, count);
  const res = await send<FlashcardDeckView>(user, 'POST', '/api/flashcards/decks', { wordListId: list.id });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const cards = (await get<DeckDetail>(user, `/api/flashcards/decks/${res.body.slug}`)).body.cards;
  return { deck: res.body, list, words: made, cards };
};

describe('FSRS through the review API (exams.md §6 oracle)', () => {
  it('G,G,G,G,G,G,Again,Again,G,G,G,G,G, each at the due time, schedules 0,2,11,46,163,498,0,0,2,4,7,12,21 days', async () => {
    const user = await createTestUser(app, await createTestTenant(app));
    const { cards } = await makeDeck(user, 1);
    const card = cards[0]!;
    vi.useFakeTimers({ toFake: ['Date'] });
    let dueAt = card.schedule.due;
    const days: number[] = [];
    const previews: number[] = [];
    for (const rating of [3, 3, 3, 3, 3, 3, 1, 1, 3, 3, 3, 3, 3]) {
      vi.setSystemTime(new Date(dueAt));
      // The due list at that time offers the card, and its button shows where this rating sends it.
      const list = await due(user);
      const shown = list.body.data.find((c) => c.id === card.id)!;
      expect(shown, `card offered at ${dueAt}`).toBeDefined();
      previews.push(shown.intervals.find((i) => i.rating === rating)!.scheduledDays);
      const res = await review(user, card.id, { rating, reviewedAt: dueAt });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.reviewedAt).toBe(dueAt);
      days.push(res.body.schedule.scheduledDays);
      dueAt = res.body.schedule.due;
    }
    expect(days).toEqual([0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21]);
    expect(previews).toEqual(days);
  });

  it('a new card shows Anki-like buttons: 1 min, 6 min, 10 min (learning steps) and days for Easy', async () => {
    const user = await createTestUser(app, await createTestTenant(app));
    await makeDeck(user, 1);
    const [card] = (await due(user)).body.data;
    expect(card!.schedule.state).toBe('new');
    expect(card!.intervals.map((i) => i.rating)).toEqual([1, 2, 3, 4]);
    const seconds = card!.intervals.map((i) => i.intervalSeconds);
    // Seconds from the request's now: the card was due a moment before it.
    expect(seconds.slice(0, 3).map((s) => Math.round(s / 60))).toEqual([1, 6, 10]);
    expect(card!.intervals[3]!.scheduledDays).toBeGreaterThanOrEqual(1);
  });
});

describe('reviews are idempotent on clientId and clamped in time', () => {
  it('the same review sent twice (an offline replay) answers the same result and counts once', async () => {
    const user = await createTestUser(app, await createTestTenant(app));
    const { cards } = await makeDeck(user, 2);
    const clientId = `offline-${randomUUID()}`;
    const first = await review(user, cards[0]!.id, { rating: 3, clientId });
    const again = await review(user, cards[0]!.id, { rating: 3, clientId });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body.schedule.reps).toBe(1);
    const rows = await withTenant(app.deps.db, user.tenant.id, (tx) => tx.select().from(flashcardReviews));
    expect(rows.filter((r) => r.clientId === clientId)).toHaveLength(1);
    expect((await stats(user)).body.reviewsToday).toBe(1);
    // A replay with another rating is still the first review (the id names it).
    expect((await review(user, cards[0]!.id, { rating: 1, clientId })).body).toEqual(first.body);
    // The same id for another card is refused.
    const other = await review(user, cards[1]!.id, { rating: 3, clientId });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
  });

  it('reviewedAt from an offline queue is honoured, but never in the future nor before the last review', async () => {
    const user = await createTestUser(app, await createTestTenant(app));
    const { cards } = await makeDeck(user, 1);
    const id = cards[0]!.id;
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const first = await review(user, id, { rating: 3, reviewedAt: hourAgo });
    expect(first.body.reviewedAt).toBe(hourAgo);
    expect(first.body.schedule.lastReview).toBe(hourAgo);
    const before = await review(user, id, { rating: 3, reviewedAt: new Date(Date.now() - 7200_000).toISOString() });
    expect(before.body.reviewedAt).toBe(hourAgo);
    const beforeCall = Date.now();
    const future = await review(user, id, { rating: 3, reviewedAt: '2999-01-01T00:00:00.000Z' });
    const at = Date.parse(future.body.reviewedAt);
    expect(at).toBeGreaterThanOrEqual(beforeCall);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a rating outside 1..4, a bad clientId and another student’s card', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const stranger = await createTestUser(app, tenant);
    const { cards } = await makeDeck(user, 1);
    for (const body of [
      { rating: 0 },
      { rating: 5 },
      { rating: 3, clientId: 'x' },
      { rating: 3, clientId: 'bad id!!' },
    ]) {
      const res = await review(user, cards[0]!.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await review(stranger, cards[0]!.id, { rating: 3 })).status).toBe(404);
    expect((await undo(stranger, cards[0]!.id)).status).toBe(404);
    expect(
      (
        await get(
          stranger,
          `/api/flashcards/decks/${(await get<FlashcardDeckList>(user, '/api/flashcards/decks')).body.data[0]!.slug}`,
        )
      ).status,
    ).toBe(404);
  });
});

describe('undo', () => {
  it('takes back the last review, restoring the card as it was, one review at a time', async () => {
    const user = await createTestUser(app, await createTestTenant(app));
    const { cards } = await makeDeck(user, 1);
    const id = cards[0]!.id;
    const original = cards[0]!.schedule;
    const one = await review(user, id, { rating: 3 });
    const two = await review(user, id, { rating: 1 });
    expect(two.body.schedule.reps).toBe(2);
    const undone = await undo(user, id);
    expect(undone.status).toBe(200);
    expect(undone.body.reviewId).toBe(two.body.reviewId);
    expect(undone.body.schedule).toEqual(one.body.schedule);
    const again = await undo(user, id);
    expect(again.body.reviewId).toBe(one.body.reviewId);
    expect(again.body.schedule).toEqual(original);
    const none = await undo(user, id);
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('conflict');
    // Undone reviews leave the figures.
    expect((await stats(user)).body.reviewsToday).toBe(0);
    const [shown] = (await due(user)).body.data;
    expect(shown!.schedule).toEqual(original);
  });
});

describe('decks', () => {
  it('count total, due-now and new cards; a list makes every word a new card; delete removes the deck', async () => {
    const user = await createTestUser(app, await createTestTenant(app));
    const { deck, cards } = await makeDeck(user, 3);
    expect(deck).toMatchObject({ total: 3, new: 3, due: 0, source: 'word_list' });
    await review(user, cards[0]!.id, { rating: 1 }); // Again: due again in a minute
    await review(user, cards[1]!.id, { rating: 4, reviewedAt: new Date(Date.now() - 30 * 86_400_000).toISOString() });
    const [listed] = (await get<FlashcardDeckList>(user, '/api/flashcards/decks')).body.data;
    expect(listed).toMatchObject({ total: 3, new: 1, due: 1 });
    const dueNow = await due(user, { deck: deck.slug, limit: '1' });
    expect(dueNow.body.total).toBe(2);
    expect(dueNow.body.data).toHaveLength(1);
    expect(dueNow.body.data[0]!.id).toBe(cards[1]!.id); // seen cards due first, then new ones
    // A second deck of the same list gets its own slug.
    const again = await send<FlashcardDeckView>(user, 'POST', '/api/flashcards/decks', { wordListId: deck.wordListId });
    expect(again.body.slug).toBe(`${deck.slug}-2`);
    expect((await send(user, 'DELETE', `/api/flashcards/decks/${again.body.slug}`)).status).toBe(200);
    expect((await send(user, 'DELETE', `/api/flashcards/decks/${again.body.slug}`)).status).toBe(404);
    expect((await due(user, { deck: 'no-such-deck' })).status).toBe(404);
  });

  it('learn-ahead: a learning card due within the limit comes back after the rest; nextDue says when the next is', async () => {
    const user = await createTestUser(app, await createTestTenant(app));
    const { deck, cards } = await makeDeck(user, 2);
    await review(user, cards[0]!.id, { rating: 1 }); // Again: the 1-minute learning step
    const plainRes = await due(user, { deck: deck.slug });
    expect(plainRes.status, JSON.stringify(plainRes.body)).toBe(200);
    const plain = plainRes.body;
    expect(plain.data.map((c) => c.id)).toEqual([cards[1]!.id]);
    expect(Date.parse(plain.nextDue!) - Date.parse(plain.now)).toBeLessThanOrEqual(60_000);
    const ahead = (await due(user, { deck: deck.slug, learnAhead: '1200' })).body;
    expect(ahead.data.map((c) => c.id)).toEqual([cards[1]!.id, cards[0]!.id]); // new first, learnt ahead last
    expect(ahead.total).toBe(2);
    expect(ahead.nextDue).toBeNull();
    // Good on the new card: the 10-minute step, within the limit; Good again graduates it to days.
    await review(user, cards[1]!.id, { rating: 3 });
    await review(user, cards[0]!.id, { rating: 3 });
    await review(user, cards[0]!.id, { rating: 3 });
    const later = (await due(user, { deck: deck.slug, learnAhead: '1200' })).body;
    expect(later.data.map((c) => c.id)).toEqual([cards[1]!.id]);
    await review(user, cards[1]!.id, { rating: 4 });
    const done = (await due(user, { deck: deck.slug, learnAhead: '1200' })).body;
    expect(done.data).toEqual([]);
    expect(Date.parse(done.nextDue!) - Date.parse(done.now)).toBeGreaterThan(1200_000); // beyond the limit
    expect((await due(user, { deck: deck.slug, learnAhead: '3601' })).status).toBe(422);
  });

  it('refuses an empty or unknown list', async () => {
    const user = await createTestUser(app, await createTestTenant(app));
    const { list } = await makeWordList(user.tenant, 0);
    const empty = await send(user, 'POST', '/api/flashcards/decks', { wordListId: list.id });
    expect(empty.status).toBe(422);
    expect(empty.body.fieldErrors?.[0]?.path).toBe('wordListId');
    expect((await send(user, 'POST', '/api/flashcards/decks', { wordListId: randomUUID() })).status).toBe(404);
    // Another tenant's list is not found either.
    const other = await makeWordList(await createTestTenant(app), 2);
    expect((await send(user, 'POST', '/api/flashcards/decks', { wordListId: other.list.id })).status).toBe(404);
  });

  it('a word card shows the word, its senses, the reader’s translation and the most-liked visible mnemonic', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const author = await createTestUser(app, tenant, { firstName: 'Mia' });
    const { words: made } = await makeDeck(user, 1);
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.insert(wordMnemonics).values([
        { wordId: made[0]!.id, userId: author.id, body: 'private, hidden', visibility: 'private', likeCount: 99 },
        { wordId: made[0]!.id, userId: author.id, body: 'shared', visibility: 'public', likeCount: 5 },
        { wordId: made[0]!.id, userId: author.id, body: 'less liked', visibility: 'anonymous', likeCount: 1 },
      ]),
    );
    const inCn = await get<DueList>(user, '/api/flashcards/due', undefined, { 'accept-language': 'zh-CN' });
    const content = inCn.body.data[0]!.content;
    expect(content.kind).toBe('word');
    if (content.kind !== 'word') return;
    expect(content.word.translation).toBe('词0');
    expect(content.word.senses[0]!.definition).toBe('meaning 0');
    expect(content.mnemonic).toMatchObject({ body: 'shared', likeCount: 5, author: 'Mia User', ai: false });
    const inEn = (await due(user)).body.data[0]!.content;
    expect(inEn.kind === 'word' && inEn.word.translation).toBeNull();
  });
});

/** A practice drill of three questions keyed A, answered: right, wrong (B), blank. */
const takeDrill = async (user: TestUser, tenant: TenantContext, type: 'drill' | 'full_mock' = 'drill') => {
  const testId = await makeTest(app, tenant, {
    type,
    sections: [{ section: 'math', modules: [{ questions: [mcq(1), mcq(2), mcq(3)] }] }],
  });
  const started = await api.start(user, testId);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const id = started.body.userExamId;
  let view: UserExamView = (await api.read(user, id)).body;
  if (view.phase === 'ready') view = (await api.startModule(user, id)).body;
  const [q1, q2, q3] = view.current!.questions;
  expect((await api.save(user, id, q1!.id, { seq: 1, answer: 'A' })).status).toBe(200);
  expect((await api.save(user, id, q2!.id, { seq: 1, answer: 'B' })).status).toBe(200);
  const finish = () => api.submit(user, id, { moduleId: view.current!.moduleId });
  return { id, right: q1!.id, wrong: q2!.id, blank: q3!.id, finish };
};

describe('mistake cards', () => {
  it('from-question: only a question the student answered wrong in their own finished attempt; idempotent', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const other = await createTestUser(app, tenant);
    const drill = await takeDrill(user, tenant);
    const fromQ = (who: TestUser, questionId: string, userExamId = drill.id) =>
      send<FromQuestionResult>(who, 'POST', `/api/flashcards/from-question/${questionId}`, { userExamId });

    const open = await fromQ(user, drill.wrong);
    expect(open.status).toBe(409); // not finished yet
    expect((await drill.finish()).status).toBe(200);

    const made = await fromQ(user, drill.wrong);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ deckSlug: 'mistakes', created: true });
    const again = await fromQ(user, drill.wrong);
    expect(again.body).toEqual({ ...made.body, created: false });

    for (const q of [drill.right, drill.blank]) {
      const res = await fromQ(user, q);
      expect(res.status).toBe(422);
      expect(res.body.fieldErrors?.[0]?.path).toBe('questionId');
    }
    expect((await fromQ(user, randomUUID())).status).toBe(404);
    expect((await fromQ(user, drill.wrong, randomUUID())).status).toBe(404);
    expect((await fromQ(other, drill.wrong)).status).toBe(404);

    const decks = (await get<FlashcardDeckList>(user, '/api/flashcards/decks')).body.data;
    expect(decks).toEqual([expect.objectContaining({ slug: 'mistakes', source: 'mistakes', total: 1, new: 1 })]);
    const card = (await due(user, { deck: 'mistakes' })).body.data[0]!;
    expect(card.content.kind).toBe('mistake');
    if (card.content.kind !== 'mistake') return;
    expect(card.content.question).toMatchObject({ id: drill.wrong, answer: 'B', correct: false, correctAnswer: ['A'] });
    expect(card.content.question.stemHtml).toContain('katex');
    expect(card.content.question.explanation).toContain('Adding');
    expect(card.content.userExamId).toBe(drill.id);
    expect((await review(user, card.id, { rating: 3 })).status).toBe(200);
  });

  it('a Free student’s locked full test review makes no card (402), as the explanations page is locked', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const mock = await takeDrill(user, tenant, 'full_mock');
    expect((await mock.finish()).status).toBe(200);
    const res = await send(user, 'POST', `/api/flashcards/from-question/${mock.wrong}`, { userExamId: mock.id });
    expect(res.status).toBe(402);
  });

  it('with auto-mistakes on, completing an attempt turns every wrong answer into a card; off, none', async () => {
    const tenant = await createTestTenant(app);
    const on = await createTestUser(app, tenant);
    const off = await createTestUser(app, tenant);
    expect((await get<FlashcardSettingsView>(on, '/api/profile/flashcard-settings')).body).toEqual({
      autoMistakes: false,
    });
    const set = await send<FlashcardSettingsView>(on, 'PATCH', '/api/profile/flashcard-settings', {
      autoMistakes: true,
    });
    expect(set.body).toEqual({ autoMistakes: true });
    expect((await get<FlashcardSettingsView>(on, '/api/profile/flashcard-settings')).body.autoMistakes).toBe(true);
    expect((await send(on, 'PATCH', '/api/profile/flashcard-settings', { autoMistakes: 'yes' })).status).toBe(422);

    const a = await takeDrill(on, tenant);
    const done = await a.finish();
    expect(done.status).toBe(200);
    const cards = (await due(on, { deck: 'mistakes' })).body.data;
    expect(cards.map((c) => c.content.kind === 'mistake' && c.content.question.id)).toEqual([a.wrong]);
    // By hand afterwards: the same card.
    const byHand = await send<FromQuestionResult>(on, 'POST', `/api/flashcards/from-question/${a.wrong}`, {
      userExamId: a.id,
    });
    expect(byHand.body).toMatchObject({ cardId: cards[0]!.id, created: false });

    const b = await takeDrill(off, tenant);
    expect((await b.finish()).status).toBe(200);
    expect((await get<FlashcardDeckList>(off, '/api/flashcards/decks')).body.data).toEqual([]);
  });
});

describe('stats', () => {
  it('count today’s reviews, the streak and a 90-day heat map in the student’s time zone', async () => {
    const user = await createTestUser(app, await createTestTenant(app));
    const { cards } = await makeDeck(user, 5);
    const now = Date.now();
    const DAY = 86_400_000;
    // Each card's first review may be dated back (an offline queue): today (×2), yesterday, 2 days and 5 days ago.
    const times = [0, 0, 1, 2, 5].map((d, i) => new Date(now - d * DAY - i * 1000));
    for (const [i, at] of times.entries())
      expect((await review(user, cards[i]!.id, { rating: 3, reviewedAt: at.toISOString() })).status).toBe(200);
    const res = await stats(user);
    expect(res.status).toBe(200);
    const zone = res.body.timeZone;
    expect(zone).toBe('America/Denver');
    expect(res.body.today).toBe(todayIn(zone));
    expect(res.body.heatmap).toHaveLength(90);
    expect(res.body.heatmap.at(-1)!.day).toBe(res.body.today);
    const expected = new Map<string, number>();
    for (const at of times) expected.set(todayIn(zone, at), (expected.get(todayIn(zone, at)) ?? 0) + 1);
    for (const { day, count } of res.body.heatmap) expect(count, day).toBe(expected.get(day) ?? 0);
    expect(res.body.reviewsToday).toBe(expected.get(res.body.today) ?? 0);
    const days = new Set(expected.keys());
    let streak = 0;
    for (let d = days.has(res.body.today) ? 0 : 1; days.has(todayIn(zone, new Date(now - d * DAY))); d++) streak++;
    expect(res.body.streakDays).toBe(streak);
    expect(res.body.cards).toBe(5);
  });

  it('a linked parent and the student’s class teacher read them; other users and tenants get 404', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    const otherParent = await createTestUser(app, tenant, { roles: ['parent'] });
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const otherTeacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const classmate = await createTestUser(app, tenant);
    await withTenant(app.deps.db, tenant.id, (tx) => createAcceptedLink(tx, parent.id, student.id));
    const klass = await createClassAs(app, teacher);
    expect((await joinByCode(app, student, klass.code!)).status).toBe(200);
    const { cards } = await makeDeck(student, 1);
    await review(student, cards[0]!.id, { rating: 3 });

    for (const reader of [student, parent, teacher]) {
      const res = await stats(reader, student.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ userId: student.id, reviewsToday: 1 });
    }
    for (const stranger of [otherParent, otherTeacher, classmate]) {
      const res = await stats(stranger, student.id);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    const elsewhere = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    expect((await stats(elsewhere, student.id)).status).toBe(404);
    expect((await stats(student, randomUUID())).status).toBe(404);
    // The caller's own figures by default.
    expect((await stats(classmate)).body).toMatchObject({ userId: classmate.id, reviewsToday: 0, streakDays: 0 });
  });
});

describe('the completion hook and the demo deck', () => {
  it('a failing mistake-card hook never fails the completion: its savepoint rolls back, the transaction goes on', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    await send(user, 'PATCH', '/api/profile/flashcard-settings', { autoMistakes: true });
    const errors: unknown[] = [];
    const made = await withTenant(app.deps.db, tenant.id, async (tx) => {
      const n = await addMistakeCardsOnCompletion(
        tx,
        {
          id: randomUUID(),
          // An unknown tenant: reading it throws inside the hook.
          tenantId: randomUUID(),
          userId: user.id,
          mode: 'practice',
          test: { id: randomUUID(), title: 'x', kind: 'sat', type: 'drill' },
          completedAt: new Date(),
        },
        (e) => errors.push(e),
      );
      // The outer transaction still works after the failed savepoint.
      await inSavepoint(tx, async () => undefined);
      return n;
    });
    expect(made).toBe(0);
    expect(errors).toHaveLength(1);
  });

  it('the demo deck: begun four days ago, cards due today and new ones, a streak alive; made once', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    await makeWordList(tenant, 30);
    const deckId = await withTenant(app.deps.db, tenant.id, (tx) => seedDemoDeck(tx, { userId: user.id }));
    expect(deckId).toBeTruthy();
    const [deck] = (await get<FlashcardDeckList>(user, '/api/flashcards/decks')).body.data;
    expect(deck).toMatchObject({ id: deckId, total: 30, new: 12, due: 8 });
    expect(Date.now() - Date.parse(deck!.createdAt)).toBeGreaterThan(4 * 86_400_000);
    const figures = (await stats(user)).body;
    expect(figures.reviewsToday).toBe(0);
    expect(figures.streakDays).toBeGreaterThanOrEqual(3);
    expect(figures.heatmap.filter((d) => d.count > 0).length).toBeGreaterThanOrEqual(3);
    expect(await withTenant(app.deps.db, tenant.id, (tx) => seedDemoDeck(tx, { userId: user.id }))).toBeNull();
  });
});
