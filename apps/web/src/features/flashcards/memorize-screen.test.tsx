import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../../lib/storage.ts';
import { errorReply, stubFetch, type SentRequest } from '../../test/fetch-stub.ts';
import { renderPage, testUser } from '../../test/render.tsx';
import { MemorizeScreen } from './memorize-screen.tsx';

const NOW = '2026-11-26T10:00:00.000Z';
const DECK = '00000000-0000-4000-8000-0000000000d1';
const cardId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const schedule = {
  state: 'new',
  due: NOW,
  stability: 0,
  difficulty: 0,
  elapsedDays: 0,
  scheduledDays: 0,
  learningSteps: 0,
  reps: 0,
  lapses: 0,
  lastReview: null,
};
const minutes = (m: number) => new Date(Date.parse(NOW) + m * 60_000).toISOString();
const card = (n: number, word: string) => ({
  id: cardId(n),
  deckId: DECK,
  deckSlug: 'sat-core',
  schedule,
  content: {
    kind: 'word',
    word: {
      id: `00000000-0000-4000-8000-00000000010${n}`,
      word,
      pronunciation: '',
      audioUrl: null,
      senses: [{ pos: 'adj.', definition: `meaning of ${word}`, examples: [] }],
      translation: null,
    },
    mnemonic: null,
  },
  intervals: [
    { rating: 1, due: minutes(1), scheduledDays: 0, intervalSeconds: 60 },
    { rating: 2, due: minutes(6), scheduledDays: 0, intervalSeconds: 360 },
    { rating: 3, due: minutes(10), scheduledDays: 0, intervalSeconds: 600 },
    { rating: 4, due: minutes(8 * 24 * 60), scheduledDays: 8, intervalSeconds: 8 * 86400 },
  ],
});
const deck = {
  id: DECK,
  slug: 'sat-core',
  title: 'SAT core',
  source: 'word_list',
  wordListId: null,
  total: 2,
  due: 0,
  new: 2,
  createdAt: NOW,
};

const reviewResult = (request: SentRequest) => {
  const body = request.body as { rating: number; clientId: string; reviewedAt: string };
  return {
    body: {
      cardId: request.path.split('/')[3],
      reviewId: '00000000-0000-4000-8000-0000000000f1',
      clientId: body.clientId,
      rating: body.rating,
      reviewedAt: body.reviewedAt,
      schedule: { ...schedule, state: 'learning' },
    },
  };
};

const setup = (routes: Parameters<typeof stubFetch>[0] = {}) => {
  setToken('token');
  return stubFetch({
    'GET /api/me': { body: testUser() },
    'GET /api/flashcards/decks/sat-core': { body: { deck, cards: [card(1, 'laconic'), card(2, 'candid')] } },
    'GET /api/flashcards/due': {
      body: { data: [card(1, 'laconic'), card(2, 'candid')], total: 2, now: NOW, nextDue: null },
    },
    'GET /api/flashcards/decks': { body: { data: [deck] } },
    'GET /api/flashcards/stats': errorReply(404, 'not_found'),
    ...routes,
  });
};

afterEach(() => window.localStorage.clear());

describe('the review screen', () => {
  it('reveals with Space, rates with the keys, shows the API’s intervals and undoes with U', async () => {
    const api = setup({
      'POST /api/flashcards/00000000-0000-4000-8000-000000000001/review': reviewResult,
      'POST /api/flashcards/00000000-0000-4000-8000-000000000001/undo': {
        body: { cardId: cardId(1), reviewId: '00000000-0000-4000-8000-0000000000f1', rating: 3, schedule },
      },
    });
    const { user } = renderPage(<MemorizeScreen slug="sat-core" />, {
      path: '/flashcards/memorize/:titleName',
      at: '/flashcards/memorize/sat-core',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'laconic' })).toBeInTheDocument();
    expect(screen.queryByText('meaning of laconic')).toBeNull();

    await user.keyboard(' ');
    expect(await screen.findByText('meaning of laconic')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Good, next in 10 min' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Easy, next in 8 days' })).toBeInTheDocument();

    await user.keyboard('3');
    expect(await screen.findByRole('heading', { level: 2, name: 'candid' })).toBeInTheDocument();
    await waitFor(() => expect(api.to(`POST /api/flashcards/${cardId(1)}/review`)).toHaveLength(1));
    const sent = api.to(`POST /api/flashcards/${cardId(1)}/review`)[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ rating: 3 });
    expect(typeof sent.clientId).toBe('string');
    expect(typeof sent.reviewedAt).toBe('string');

    await user.keyboard('u');
    expect(await screen.findByRole('heading', { level: 2, name: 'laconic' })).toBeInTheDocument();
    expect(api.to(`POST /api/flashcards/${cardId(1)}/undo`)).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  });

  it('offline, a rating waits on the device with its clientId and is sent once when back online', async () => {
    let online = false;
    const bodies: unknown[] = [];
    setup({
      'POST /api/flashcards/00000000-0000-4000-8000-000000000001/review': (request) => {
        if (!online) throw new TypeError('Failed to fetch');
        bodies.push(request.body);
        return reviewResult(request);
      },
    });
    const { user } = renderPage(<MemorizeScreen slug="sat-core" />, {
      path: '/flashcards/memorize/:titleName',
      at: '/flashcards/memorize/sat-core',
    });
    await screen.findByRole('heading', { level: 2, name: 'laconic' });
    await user.click(screen.getByRole('button', { name: 'Show the answer' }));
    await user.click(await screen.findByRole('button', { name: 'Again, next in 1 min' }));
    expect(await screen.findByTestId('review-queue')).toHaveTextContent('1 review saved on this device');
    const stored = Object.entries(window.localStorage).find(([k]) => k.startsWith('flashcards.reviews.'));
    const queued = JSON.parse(stored?.[1] ?? '[]') as { clientId: string; rating: number; reviewedAt: string }[];
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ cardId: cardId(1), rating: 1 });

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByTestId('review-queue')).toBeNull());
    expect(bodies).toEqual([{ rating: 1, clientId: queued[0]?.clientId, reviewedAt: queued[0]?.reviewedAt }]);
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 50));
    expect(bodies).toHaveLength(1);
  });

  it('undo of a review still on the device only takes it out of the queue', async () => {
    const api = setup({
      'POST /api/flashcards/00000000-0000-4000-8000-000000000001/review': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderPage(<MemorizeScreen slug="sat-core" />, {
      path: '/flashcards/memorize/:titleName',
      at: '/flashcards/memorize/sat-core',
    });
    await screen.findByRole('heading', { level: 2, name: 'laconic' });
    await user.keyboard(' ');
    await user.keyboard('4');
    await screen.findByRole('heading', { level: 2, name: 'candid' });
    await screen.findByTestId('review-queue');
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByRole('heading', { level: 2, name: 'laconic' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('review-queue')).toBeNull());
    expect(api.to(`POST /api/flashcards/${cardId(1)}/undo`)).toHaveLength(0);
  });

  it('a card rated Again comes back in the session (learn-ahead); then All done says when the next is due', async () => {
    let asked = 0;
    const api = setup({
      'GET /api/flashcards/due': (request) => {
        if (!request.query.get('learnAhead'))
          return { body: { data: [card(1, 'laconic')], total: 1, now: NOW, nextDue: null } };
        asked += 1;
        // The first time the list runs out, the card rated Again (due in a minute) is due again within the limit.
        return asked === 1
          ? { body: { data: [card(1, 'laconic')], total: 1, now: minutes(0.1), nextDue: null } }
          : { body: { data: [], total: 0, now: minutes(0.2), nextDue: minutes(2 * 24 * 60) } };
      },
      'POST /api/flashcards/00000000-0000-4000-8000-000000000001/review': reviewResult,
    });
    const { user } = renderPage(<MemorizeScreen slug="sat-core" />, {
      path: '/flashcards/memorize/:titleName',
      at: '/flashcards/memorize/sat-core',
    });
    await screen.findByRole('heading', { level: 2, name: 'laconic' });
    await user.keyboard(' ');
    await user.keyboard('1');
    // Back in the same session once the rating reached the server.
    expect(await screen.findByRole('heading', { level: 2, name: 'laconic' })).toBeInTheDocument();
    expect(api.to(`POST /api/flashcards/${cardId(1)}/review`)).toHaveLength(1);
    await user.keyboard(' ');
    await user.keyboard('3');
    expect(await screen.findByRole('heading', { level: 2, name: 'All done for now!' })).toBeInTheDocument();
    expect(screen.getByTestId('next-due')).toHaveTextContent('The next card is due in 2 days');
    expect(api.to(`POST /api/flashcards/${cardId(1)}/review`)).toHaveLength(2);
    expect(asked).toBe(2);
  });
});
