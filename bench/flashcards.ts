// Issue 18, acceptance 5: flashcards for a student with BENCH_FLASHCARDS (20,000) cards, on the database the
// app runs on. The words and their list are written in bulk; the deck is made through POST /api/flashcards/decks
// (every word a new card); half the cards are then given a review history in bulk (seen cards, a quarter due
// now). Measured over HTTP on loopback with BENCH_CONNECTIONS concurrent requests:
//   - the due list: GET /api/flashcards/due?limit=50 (and ?deck=…), latency p50 / p95 / p99;
//   - reviews: POST /api/flashcards/:cardId/review on distinct cards, each with a fresh clientId (reviews/s),
//     and the same reviews sent again (replays: answered from the log, counted once).
// Figures only. Run alone with `node --import tsx bench/flashcards.ts` (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test) or as part of `npm run bench`.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DueList, FlashcardDeckView } from '@prepwell/contracts';
import type { Deps } from '../apps/api/src/deps.ts';
import { flashcards, wordListCategories, wordListWords, wordLists, words } from '../apps/api/src/db/schema/index.ts';
import { withTenant } from '../apps/api/src/db/with-tenant.ts';
import { issueAccessToken } from '../apps/api/src/modules/auth/auth.service.ts';
import { insertUser } from '../apps/api/src/modules/users/users.repository.ts';
import { BENCH_SERVER_URL, createBenchTenant, runAlone } from './bench-app.ts';

export const FLASHCARDS = Number(process.env.BENCH_FLASHCARDS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DUE_REQUESTS = Number(process.env.BENCH_FLASHCARDS_DUE_REQUESTS ?? 500);
const REVIEWS = Number(process.env.BENCH_FLASHCARDS_REVIEWS ?? 2000);
const CHUNK = 4000;

const seconds = (from: number) => Math.round((performance.now() - from) / 10) / 100;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export interface Latency {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export interface FlashcardsBenchResult {
  label: string;
  cards: number;
  setupSeconds: number;
  deckSeconds: number;
  dueAll: Latency;
  dueDeck: Latency;
  reviews: Latency;
  replays: Latency;
}

/** Runs `count` requests, `CONNECTIONS` at a time, and measures each one. */
const measure = async (count: number, request: (i: number) => Promise<Response>): Promise<Latency> => {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t = performance.now();
      const res = await request(i);
      await res.arrayBuffer();
      times.push(performance.now() - t);
      if (!res.ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const total = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    requests: count,
    perSecond: Math.round(count / total),
    p50: round(percentile(times, 0.5)),
    p95: round(percentile(times, 0.95)),
    p99: round(percentile(times, 0.99)),
    errors,
  };
};

/** The tenant, the student with a token, and a word list of `count` words (bulk). */
const setUp = async (deps: Deps, count: number) => {
  const stamp = Date.now().toString(36);
  const tenant = await createBenchTenant(deps, { slug: `bench-cards-${stamp}`, name: `Bench flashcards ${stamp}` });
  return withTenant(deps.db, tenant.id, async (tx) => {
    const student = await insertUser(tx, {
      email: `bench-cards-${stamp}@example.test`,
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: 'Student',
      emailVerifiedAt: new Date(),
    });
    const token = await issueAccessToken(tx, student.id, 'bench');
    const [category] = await tx.insert(wordListCategories).values({ name: 'Bench', exam: 'sat' }).returning();
    const [list] = await tx.insert(wordLists).values({ title: 'Bench words', categoryId: category!.id }).returning();
    for (let from = 0; from < count; from += CHUNK) {
      const made = await tx
        .insert(words)
        .values(
          Array.from({ length: Math.min(CHUNK, count - from) }, (_, i) => ({
            word: `benchword${from + i}`,
            senses: [{ pos: 'n.', definition: `Definition ${from + i}.`, examples: [`Example ${from + i}.`] }],
            translations: { cn: `词${from + i}`, tw: `詞${from + i}` },
          })),
        )
        .returning({ id: words.id });
      await tx
        .insert(wordListWords)
        .values(made.map((w, i) => ({ listId: list!.id, wordId: w.id, position: from + i })));
    }
    return { tenant, studentId: student.id, token, listId: list!.id };
  });
};

export const benchFlashcards = async (app: FastifyInstance & { deps: Deps }, url: string, label: string) => {
  const setupStarted = performance.now();
  const { tenant, studentId, token, listId } = await setUp(app.deps, FLASHCARDS);
  const setupSeconds = seconds(setupStarted);
  const headers = { 'x-tenant': tenant.slug, authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  console.log(`    ${label}: ${FLASHCARDS} words written in ${setupSeconds} s; making the deck …`);
  const deckStarted = performance.now();
  const made = await fetch(`${url}/api/flashcards/decks`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ wordListId: listId }),
  });
  if (!made.ok) throw new Error(`deck refused: ${made.status} ${await made.text()}`);
  const deck = (await made.json()) as FlashcardDeckView;
  const deckSeconds = seconds(deckStarted);

  // Half the cards seen before (in review), half of those due now; the rest new.
  await withTenant(app.deps.db, tenant.id, (tx) =>
    tx.execute(sql`
      with numbered as (select id, row_number() over (order by id) as n from ${flashcards} where ${flashcards.userId} = ${studentId})
      update ${flashcards} f set state = 2, reps = 3, stability = 10, difficulty = 5, scheduled_days = 10,
        last_review = now() - interval '12 days',
        due = case when numbered.n % 4 = 0 then now() - (numbered.n % 97) * interval '1 hour'
                   else now() + (numbered.n % 30 + 1) * interval '1 day' end
      from numbered where f.id = numbered.id and numbered.n % 2 = 0`),
  );
  const cardIds = (
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.select({ id: flashcards.id }).from(flashcards).where(eq(flashcards.userId, studentId)),
    )
  ).map((r) => r.id);

  const get = (path: string) => () =>
    fetch(`${url}${path}`, { headers: { authorization: headers.authorization, 'x-tenant': tenant.slug } });
  const probe = (await (await get('/api/flashcards/due?limit=50')()).json()) as DueList;
  if (probe.data.length !== 50) throw new Error(`due list gave ${probe.data.length} cards`);
  console.log(`    deck made in ${deckSeconds} s; measuring the due list and reviews …`);
  const dueAll = await measure(DUE_REQUESTS, get('/api/flashcards/due?limit=50'));
  const dueDeck = await measure(DUE_REQUESTS, get(`/api/flashcards/due?deck=${deck.slug}&limit=50`));

  const count = Math.min(REVIEWS, cardIds.length);
  const clientIds = Array.from({ length: count }, () => randomUUID());
  const review = (i: number) =>
    fetch(`${url}/api/flashcards/${cardIds[i]}/review`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ rating: (i % 4) + 1, clientId: clientIds[i] }),
    });
  const reviews = await measure(count, review);
  const replays = await measure(count, review);
  return { label, cards: cardIds.length, setupSeconds, deckSeconds, dueAll, dueDeck, reviews, replays };
};

const line = (name: string, l: Latency) =>
  `    ${name.padEnd(34)} ${String(l.perSecond).padStart(6)} req/s   p50 ${l.p50} ms   p95 ${l.p95} ms   p99 ${l.p99} ms   ${l.errors} errors (${l.requests} requests)`;

export const printFlashcardsResult = (r: FlashcardsBenchResult) =>
  console.log(
    `  flashcards (${r.label}): a student with ${r.cards} cards (words written in ${r.setupSeconds} s; ` +
      `deck of every word made through the API in ${r.deckSeconds} s), ${CONNECTIONS} connections\n` +
      `${line('GET /api/flashcards/due (all decks)', r.dueAll)}\n` +
      `${line('GET /api/flashcards/due?deck=', r.dueDeck)}\n` +
      `${line('POST …/review (distinct cards)', r.reviews)}\n` +
      `${line('POST …/review again (replays)', r.replays)}`,
  );

const main = () =>
  runAlone(
    { databaseUrl: BENCH_SERVER_URL, dirPrefix: 'prepwell-bench-cards-', listen: true },
    async (app, url, label) => printFlashcardsResult(await benchFlashcards(app, url, label)),
  );

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
