import { ActionIcon, Anchor, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { WordPage, WordSummary } from '@prepwell/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageFooter } from '../../components/pager.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { pageCount } from '../../lib/paging.ts';
import { PlayButton, StarButton } from './word-controls.tsx';
import { translationFor, useLang, vocabularyPaths } from './vocabulary-text.ts';

/** A page of words: the word (to its page), part of speech, definition, the reader's translation, audio and star. */
interface WordTableProps {
  words: readonly WordSummary[];
  label: string;
  withStar: boolean;
  onRemove?: (word: WordSummary) => void;
}

export function WordTable({ words, label, withStar, onRemove }: WordTableProps) {
  const { t } = useTranslation('vocabulary');
  const lang = useLang();
  const location = useLocation();
  const from = location.pathname + location.search;
  const showTranslation = lang !== 'en';
  return (
    <ScrollTable
      minWidth={640}
      label={label}
      head={
        <>
          <Table.Th>{t('word.word')}</Table.Th>
          <Table.Th>{t('word.definition')}</Table.Th>
          {showTranslation && <Table.Th>{t('word.translation')}</Table.Th>}
          <Table.Th>
            <VisuallyHidden>{t('word.actions')}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {words.map((w) => (
        <Table.Tr key={w.id}>
          <Table.Td data-i18n-exempt>
            <Anchor component={Link} to={vocabularyPaths.word(w.id)} state={{ from }} fw={600}>
              {w.word}
            </Anchor>
            {w.pronunciation && (
              <Text size="xs" c="gray.7">
                {w.pronunciation}
              </Text>
            )}
          </Table.Td>
          <Table.Td data-i18n-exempt>
            {w.pos && (
              <Text span fs="italic" c="gray.7" mr={6}>
                {w.pos}
              </Text>
            )}
            {w.definition}
          </Table.Td>
          {showTranslation && <Table.Td>{translationFor(w.translations, lang) ?? '—'}</Table.Td>}
          <Table.Td>
            <Group gap={4} wrap="nowrap" justify="flex-end">
              {w.audio_url && <PlayButton wordId={w.id} word={w.word} src={w.audio_url} />}
              {withStar && (
                <StarButton key={`${w.id}-${w.is_favorite}`} wordId={w.id} word={w.word} starred={w.is_favorite} />
              )}
              {onRemove && (
                <Tooltip label={t('word.remove', { word: w.word })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('word.remove', { word: w.word })}
                    // Its name quotes the (English) word: exempt from the cn/tw sweep.
                    data-i18n-exempt
                    onClick={() => onRemove(w)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}

/** A page of words the server sent: the table, then how many words there are and the pager. */
export function PagedWordTable({
  page,
  onPage,
  ...table
}: Omit<WordTableProps, 'words'> & { page: WordPage; onPage: (page: number) => void }) {
  const { t } = useTranslation('vocabulary');
  return (
    <Stack gap="sm">
      <WordTable words={page.data} {...table} />
      <PageFooter
        summary={t('list.total', { count: page.total })}
        total={pageCount(page.total, page.per_page)}
        value={page.current_page}
        onChange={onPage}
      />
    </Stack>
  );
}
