import { Badge, Button, Skeleton, Table, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList, LoadError } from '../../components/query-states.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { cardTitleOf } from './card-faces.tsx';
import { flashcardPaths } from './flashcard-paths.ts';
import { FlashcardsFrame } from './flashcards-frame.tsx';
import { flashcardQueries } from './flashcards.api.ts';

const STATE_COLOR = { new: 'blue', learning: 'orange', review: 'teal', relearning: 'red' } as const;

/** `/flashcards/list/:titleName`: every card of a deck with its state and due time, due first. */
export function DeckBrowseScreen({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('flashcards');
  const query = useQuery(flashcardQueries.deck(slug));
  const detail = query.data;
  const title = detail
    ? detail.deck.source === 'mistakes'
      ? t('decks.mistakesTitle')
      : detail.deck.title
    : t('browse.title');
  const ready = detail ? detail.deck.due + detail.deck.new : 0;
  return (
    <FlashcardsFrame
      size="lg"
      back={flashcardPaths.home}
      backLabel={t('back.decks')}
      title={title}
      aside={
        detail && (
          <Button
            component={Link}
            to={flashcardPaths.memorize(slug)}
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            disabled={ready === 0}
          >
            {ready === 0 ? t('decks.nothingDue') : t('decks.review', { count: ready })}
          </Button>
        )
      }
    >
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !detail ? (
        <Skeleton h={240} aria-label={t('loading')} />
      ) : detail.cards.length === 0 ? (
        <EmptyList title={t('browse.empty')} />
      ) : (
        <>
          <Text c="gray.7">
            {t('browse.summary', { total: detail.deck.total, due: detail.deck.due, new: detail.deck.new })}
          </Text>
          <ScrollTable
            minWidth={560}
            label={t('browse.table')}
            head={
              <>
                <Table.Th>{t('browse.card')}</Table.Th>
                <Table.Th>{t('browse.state')}</Table.Th>
                <Table.Th>{t('browse.due')}</Table.Th>
                <Table.Th>{t('browse.reps')}</Table.Th>
              </>
            }
          >
            {detail.cards.map((c) => {
              const name = cardTitleOf(c);
              return (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    {name.kind === 'word' ? (
                      <Text fw={600} lang="en" data-i18n-exempt>
                        {name.title}
                      </Text>
                    ) : (
                      <Text data-i18n-exempt>
                        {t('browse.mistake', { title: name.title, number: name.number ?? 0 })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATE_COLOR[c.schedule.state]}>
                      {t(`browse.states.${c.schedule.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {c.schedule.state === 'new' ? '—' : formatDateTime(c.schedule.due, i18n.language)}
                  </Table.Td>
                  <Table.Td>{c.schedule.reps}</Table.Td>
                </Table.Tr>
              );
            })}
          </ScrollTable>
        </>
      )}
    </FlashcardsFrame>
  );
}
