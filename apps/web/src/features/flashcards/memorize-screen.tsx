import { Alert, Button, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DueList, FlashcardRating, FlashcardView } from '@prepwell/contracts';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/query-states.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { errorMessageOf } from '../../lib/notify.ts';
import { CardFace } from './card-faces.tsx';
import { flashcardPaths } from './flashcard-paths.ts';
import { FlashcardsFrame } from './flashcards-frame.tsx';
import { flashcardMutations, flashcardQueries, refreshDeckCounts } from './flashcards.api.ts';
import { formatInterval } from './interval.ts';
import { reviewKeyAction, swipeRating } from './review-keys.ts';
import { newClientId } from './review-queue.ts';
import { isFinished, lastRated, sessionReducer, startSession, type SessionState } from './review-session.ts';
import { useReviewQueueSync } from './use-review-queue.ts';

const RATINGS: readonly { rating: FlashcardRating; key: 'again' | 'hard' | 'good' | 'easy'; color: string }[] = [
  { rating: 1, key: 'again', color: 'red' },
  { rating: 2, key: 'hard', color: 'orange' },
  { rating: 3, key: 'good', color: 'teal' },
  { rating: 4, key: 'easy', color: 'blue' },
];

const inField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    !!target.closest('[role="menu"]'));

/** A card as the session shows it: its latest view and the time its interval previews were made at. */
interface ShownCard {
  card: FlashcardView;
  now: string;
}

/** How a session ended: when the next card is due (none, or unknown while reviews wait on the device). */
interface Ending {
  /** The session state it was computed for: an undo after it makes it stale. */
  state: SessionState;
  now: string;
  nextDue: string | null;
  unsent: boolean;
}

const shownOf = (list: DueList): Map<string, ShownCard> =>
  new Map(list.data.map((card) => [card.id, { card, now: list.now }]));

function Review({ slug, due }: { slug: string; due: DueList }) {
  const { t, i18n } = useTranslation('flashcards');
  const client = useQueryClient();
  const queue = useReviewQueueSync();
  const { flush } = queue;
  const undoCall = useMutation(flashcardMutations.undo());
  const [state, dispatch] = useReducer(
    sessionReducer,
    due.data.map((c) => c.id),
    startSession,
  );
  const [undoError, setUndoError] = useState<string | null>(null);
  const [cards, setCards] = useState(() => shownOf(due));
  const [ending, setEnding] = useState<Ending | null>(null);
  const shown = cards.get(state.cardIds[state.position] ?? '');
  const card = shown?.card;
  const finished = isFinished(state);
  const ended = finished && ending?.state === state;
  const busy = useRef(false);

  const rate = useCallback(
    (rating: FlashcardRating) => {
      if (!card || !state.revealed) return;
      const clientId = newClientId();
      dispatch({ type: 'rate', clientId, rating });
      setUndoError(null);
      // Written to the device's queue first, then sent; offline it waits there with its clientId and time.
      void queue.submit({ cardId: card.id, rating, clientId, reviewedAt: new Date().toISOString() });
    },
    [card, state.revealed, queue],
  );

  const undo = useCallback(async () => {
    const last = lastRated(state);
    if (!last || busy.current) return;
    busy.current = true;
    setUndoError(null);
    try {
      await queue.settle();
      // Still on the device: taking it out of the queue is the whole undo; otherwise the server undoes it.
      if (!queue.takeBack(last.clientId)) await undoCall.mutateAsync(last.cardId);
      dispatch({ type: 'undo' });
    } catch (error) {
      setUndoError(errorMessageOf(error));
    } finally {
      busy.current = false;
    }
  }, [state, queue, undoCall]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = reviewKeyAction(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          inField: inField(event.target),
        },
        state.revealed,
      );
      if (!action) return;
      // A focused button keeps its own Space and Enter (a click), so the shortcut never fires twice.
      if ((event.key === ' ' || event.key === 'Enter') && event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      if (action.type === 'reveal') dispatch({ type: 'reveal' });
      else if (action.type === 'rate') rate(action.rating);
      else void undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state.revealed, rate, undo]);

  // The list ran out: once every rating reached the server, ask again with Anki's learn-ahead limit. A
  // learning card due again within it (Again, a learning step) comes back in this session; when none
  // does, the session is over and says when the next card is due.
  useEffect(() => {
    if (!isFinished(state)) return;
    let cancelled = false;
    const end = (ending: Omit<Ending, 'state'>) => {
      if (!cancelled) setEnding({ ...ending, state });
      void refreshDeckCounts(client, slug);
    };
    void (async () => {
      try {
        if ((await flush()) > 0) return end({ now: new Date().toISOString(), nextDue: null, unsent: true });
        const ahead = await client.fetchQuery(flashcardQueries.dueAhead(slug));
        if (cancelled) return;
        if (ahead.data.length === 0) return end({ now: ahead.now, nextDue: ahead.nextDue, unsent: false });
        setCards((known) => new Map([...known, ...shownOf(ahead)]));
        dispatch({ type: 'extend', cardIds: ahead.data.map((c) => c.id) });
      } catch {
        end({ now: new Date().toISOString(), nextDue: null, unsent: true });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [state, flush, client, slug]);

  const start = useRef<{ x: number; y: number } | null>(null);
  const surface = useRef<HTMLDivElement | null>(null);
  const onPointerDown = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: React.PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const width = surface.current?.clientWidth ?? window.innerWidth;
    const rating = swipeRating(e.clientX - from.x, e.clientY - from.y, width);
    if (rating === null) {
      if (!state.revealed) dispatch({ type: 'reveal' });
    } else if (state.revealed) rate(rating);
  };

  const reviewed = state.history.length;
  const total = state.cardIds.length;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="gray.7" role="status" aria-live="polite" data-testid="review-progress">
          {t('memorize.progress', { done: Math.min(state.position, total), total })}
        </Text>
        <Group gap="xs">
          {queue.pending > 0 && (
            <Text size="sm" c="dark.7" role="status" data-testid="review-queue">
              {t('queue.waiting', { count: queue.pending })}
            </Text>
          )}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            disabled={reviewed === 0}
            loading={undoCall.isPending}
            onClick={() => void undo()}
            aria-keyshortcuts="Control+Z Meta+Z U"
          >
            {t('memorize.undo')}
          </Button>
        </Group>
      </Group>
      <Progress
        value={total ? (Math.min(state.position, total) / total) * 100 : 100}
        aria-label={t('memorize.progressBar')}
      />
      {undoError && (
        <Alert color="red" role="alert">
          {undoError}
        </Alert>
      )}
      {finished && !ended ? (
        <Skeleton h={280} aria-label={t('memorize.checking')} />
      ) : ended || !card || !shown ? (
        <Paper withBorder radius="md" p="xl" ta="center" data-testid="review-done">
          <Stack align="center" gap="sm">
            <Title order={2} fz="h3">
              {t('memorize.doneTitle')}
            </Title>
            <Text c="gray.7">{t('memorize.doneBody', { count: reviewed })}</Text>
            {ending && !ending.unsent && (
              <Text c="gray.8" data-testid="next-due">
                {ending.nextDue
                  ? t('memorize.nextDue', {
                      interval: formatInterval(ending.now, ending.nextDue, i18n.language),
                      time: formatDateTime(ending.nextDue, i18n.language),
                    })
                  : t('memorize.noneScheduled')}
              </Text>
            )}
            <Group>
              <Button component={Link} to={flashcardPaths.home}>
                {t('memorize.toDecks')}
              </Button>
              <Button component={Link} to={flashcardPaths.list(slug)} variant="light">
                {t('decks.browse')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <>
          <Paper
            ref={surface}
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'xl' }}
            component="section"
            aria-label={state.revealed ? t('memorize.answerSide') : t('memorize.questionSide')}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            style={{ touchAction: 'pan-y', minHeight: 280 }}
            data-testid="flashcard"
            data-card-id={card.id}
            data-revealed={state.revealed}
          >
            <CardFace card={card} revealed={state.revealed} />
          </Paper>
          {state.revealed ? (
            <SimpleGrid cols={{ base: 2, sm: 4 }} role="group" aria-label={t('memorize.rate')}>
              {RATINGS.map((r) => {
                const preview = card.intervals.find((i) => i.rating === r.rating);
                const interval = preview ? formatInterval(shown.now, preview.due, i18n.language) : '';
                return (
                  <Button
                    key={r.rating}
                    variant="default"
                    style={{ borderTop: `4px solid var(--mantine-color-${r.color}-6)` }}
                    size="lg"
                    h="auto"
                    py="xs"
                    onClick={() => rate(r.rating)}
                    aria-keyshortcuts={String(r.rating)}
                    aria-label={t('memorize.rateLabel', { rating: t(`memorize.ratings.${r.key}`), interval })}
                    data-rating={r.rating}
                  >
                    <Stack gap={0} align="center">
                      <Text fw={700} c="dark.9">
                        {t(`memorize.ratings.${r.key}`)}
                      </Text>
                      <Text size="xs" c="gray.8" data-testid={`interval-${r.rating}`}>
                        {interval}
                      </Text>
                    </Stack>
                  </Button>
                );
              })}
            </SimpleGrid>
          ) : (
            <Button size="lg" onClick={() => dispatch({ type: 'reveal' })} aria-keyshortcuts="Space">
              {t('memorize.show')}
            </Button>
          )}
          <Text size="xs" c="gray.7" ta="center">
            {t('memorize.keysHelp')}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** `/flashcards/memorize/:titleName`: full-screen review of a deck's due cards, Anki's way. */
export function MemorizeScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('flashcards');
  const deck = useQuery(flashcardQueries.deck(slug));
  const due = useQuery(flashcardQueries.due(slug));
  const title =
    deck.data?.deck.source === 'mistakes' ? t('decks.mistakesTitle') : (deck.data?.deck.title ?? t('memorize.title'));
  return (
    <FlashcardsFrame size="md" back={flashcardPaths.home} backLabel={t('back.decks')} title={title}>
      {due.isError ? (
        <LoadError error={due.error} onRetry={() => void due.refetch()} />
      ) : !due.data ? (
        <Skeleton h={320} aria-label={t('loading')} />
      ) : (
        <Review key={slug} slug={slug} due={due.data} />
      )}
    </FlashcardsFrame>
  );
}
