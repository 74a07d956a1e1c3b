import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isStudent, MISTAKES_DECK_SLUG, type FlashcardDeckView } from '@prepwell/contracts';
import { IconCards, IconList, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CardSkeletons, EmptyList, QueryList } from '../../components/query-states.tsx';
import { useHomePath } from '../session/use-home-path.ts';
import { useSession } from '../session/use-session.ts';
import { localizedName, useLang } from '../vocabulary/vocabulary-text.ts';
import { vocabularyQueries } from '../vocabulary/vocabulary.api.ts';
import { flashcardPaths } from './flashcard-paths.ts';
import { FlashcardsFrame } from './flashcards-frame.tsx';
import { flashcardMutations, flashcardQueries, refreshFlashcards } from './flashcards.api.ts';
import { StudyStats } from './study-stats.tsx';
import { useReviewQueueSync } from './use-review-queue.ts';

function DeckCard({ deck }: { deck: FlashcardDeckView }) {
  const { t } = useTranslation('flashcards');
  const title = deck.source === 'mistakes' ? t('decks.mistakesTitle') : deck.title;
  const ready = deck.due + deck.new;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={title}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz="h4" data-i18n-exempt>
            {title}
          </Title>
          <Badge variant="light" color={deck.source === 'mistakes' ? 'red' : 'brand'}>
            {t(`decks.source.${deck.source}`)}
          </Badge>
        </Group>
        <Group gap="md" component="dl" m={0}>
          {(['due', 'new', 'total'] as const).map((k) => (
            <Group key={k} gap={4} wrap="nowrap">
              <Text component="dt" size="sm" c="gray.7">
                {t(`decks.${k}`)}
              </Text>
              <Text component="dd" size="sm" fw={700} m={0} data-testid={`deck-${k}`}>
                {deck[k]}
              </Text>
            </Group>
          ))}
        </Group>
        <Group gap="xs" mt="auto">
          <Button
            component={Link}
            to={flashcardPaths.memorize(deck.slug)}
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            disabled={ready === 0}
            aria-label={t('decks.reviewDeck', { title })}
          >
            {ready === 0 ? t('decks.nothingDue') : t('decks.review', { count: ready })}
          </Button>
          <Button
            component={Link}
            to={flashcardPaths.list(deck.slug)}
            variant="light"
            leftSection={<IconList size={16} aria-hidden />}
            aria-label={t('decks.browseDeck', { title })}
          >
            {t('decks.browse')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A deck made of one of the word lists the student sees. */
function NewDeckFromList() {
  const { t } = useTranslation('flashcards');
  const lang = useLang();
  const client = useQueryClient();
  const navigate = useNavigate();
  const overview = useQuery(vocabularyQueries.overview());
  const create = useMutation(flashcardMutations.createDeck());
  const [listId, setListId] = useState<string | null>(null);
  const options = (overview.data?.lists ?? []).map((l) => ({
    value: l.id,
    label: `${localizedName(l.category_name, l.category_name_i18n, lang)} · ${l.title} (${l.word_count})`,
  }));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="new-deck-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="new-deck-title">
          {t('decks.newTitle')}
        </Title>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('decks.fromList')}
            placeholder={t('decks.pickList')}
            data={options}
            value={listId}
            onChange={setListId}
            searchable
            w={{ base: '100%', sm: 420 }}
          />
          <Button
            leftSection={<IconCards size={16} aria-hidden />}
            disabled={!listId}
            loading={create.isPending}
            onClick={() =>
              listId &&
              create.mutate(
                { wordListId: listId },
                {
                  onSuccess: async (deck) => {
                    await refreshFlashcards(client);
                    void navigate(flashcardPaths.list(deck.slug));
                  },
                },
              )
            }
          >
            {t('decks.create')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** `/flashcards`: the student's decks with what is due, a deck made from a list, the mistakes deck, the figures. */
export function DecksScreen() {
  const { t } = useTranslation('flashcards');
  const home = useHomePath();
  const { user } = useSession();
  const decks = useQuery(flashcardQueries.decks());
  const queue = useReviewQueueSync();
  const hasMistakes = decks.data?.data.some((d) => d.slug === MISTAKES_DECK_SLUG) ?? true;
  return (
    <FlashcardsFrame size="lg" back={home} backLabel={t('back.home')} title={t('decks.title')}>
      {queue.pending > 0 && (
        <Text role="status" c="dark.7" size="sm">
          {t('queue.waiting', { count: queue.pending })}
        </Text>
      )}
      {user && isStudent(user) && <StudyStats />}
      <QueryList
        query={decks}
        loading={<CardSkeletons count={3} />}
        isEmpty={(d) => d.data.length === 0}
        empty={<EmptyList title={t('decks.empty')} description={t('decks.emptyHint')} />}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {list.data.map((d) => (
              <DeckCard key={d.id} deck={d} />
            ))}
          </SimpleGrid>
        )}
      </QueryList>
      {!hasMistakes && (
        <Text size="sm" c="gray.7">
          {t('decks.mistakesHint')}
        </Text>
      )}
      <NewDeckFromList />
    </FlashcardsFrame>
  );
}
