import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isStudent, type WordSummary } from '@prepwell/contracts';
import { IconCards, IconFileImport, IconPencil, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedSearchInput, usePagedSearch } from '../../components/paged-search.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { EmptyList, LoadError, QueryList } from '../../components/query-states.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { flashcardMutations, refreshFlashcards } from '../flashcards/flashcards.api.ts';
import { flashcardPaths } from '../flashcards/flashcard-paths.ts';
import { useSession } from '../session/use-session.ts';
import { ListFormModal } from './list-forms.tsx';
import { WordFormModal } from './word-form.tsx';
import { WordImportDialog } from './word-import-dialog.tsx';
import { PagedWordTable } from './word-table.tsx';
import { localizedName, useLang, vocabularyPaths } from './vocabulary-text.ts';
import { refreshVocabulary, vocabularyMutations, vocabularyQueries } from './vocabulary.api.ts';

type Dialog = 'edit' | 'word' | 'import' | null;

/** `/vocabulary/categories/:categoryId/lists/:listId`: a list's words, paged; a deck made of it; educators edit. */
export function ListScreen({ categoryId, listId }: { categoryId: string; listId: string }) {
  const { t } = useTranslation('vocabulary');
  const { user } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const lang = useLang();
  const category = useQuery(vocabularyQueries.category(categoryId));
  const list = category.data?.lists.find((l) => l.id === listId);
  const search = usePagedSearch({ trim: true });
  const { page, q } = search;
  const words = useQuery(vocabularyQueries.words({ listId, page, ...(q ? { q } : {}) }));
  const [dialog, setDialog] = useState<Dialog>(null);
  const makeDeck = useMutation(flashcardMutations.createDeck());
  const remove = useMutation(vocabularyMutations.removeWord(listId));
  const student = !!user && isStudent(user);

  const confirmRemove = (word: WordSummary) =>
    modals.openConfirmModal({
      title: t('word.removeTitle'),
      children: <Text size="sm">{t('word.removeBody', { word: word.word })}</Text>,
      labels: { confirm: t('word.removeConfirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(word.id, {
          onSuccess: async () => {
            notifySuccess(t('word.removed', { word: word.word }));
            await refreshVocabulary(client);
          },
        }),
    });

  const deck = () =>
    makeDeck.mutate(
      { wordListId: listId },
      {
        onSuccess: async (created) => {
          await refreshFlashcards(client);
          void navigate(flashcardPaths.list(created.slug));
        },
      },
    );

  return (
    <PageWithBack
      size="lg"
      back={vocabularyPaths.category(categoryId)}
      backLabel={t('list.back')}
      aside={
        <Group gap="xs">
          {student && (
            <Button leftSection={<IconCards size={16} aria-hidden />} loading={makeDeck.isPending} onClick={deck}>
              {t('list.makeDeck')}
            </Button>
          )}
          {list?.editable && (
            <>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setDialog('word')}
              >
                {t('word.add')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconFileImport size={16} aria-hidden />}
                onClick={() => setDialog('import')}
              >
                {t('import.open')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setDialog('edit')}
              >
                {t('list.edit')}
              </Button>
            </>
          )}
        </Group>
      }
    >
      {category.isError ? (
        <LoadError error={category.error} onRetry={() => void category.refetch()} />
      ) : !category.data ? (
        <Skeleton h={36} w="40%" />
      ) : (
        <Stack gap={2}>
          <Title order={1} fz="h2" data-i18n-exempt>
            {list ? localizedName(list.title, list.title_i18n, lang) : t('list.notFound')}
          </Title>
          {list?.description && (
            <Text c="gray.7" data-i18n-exempt>
              {list.description}
            </Text>
          )}
        </Stack>
      )}
      <PagedSearchInput label={t('list.search')} state={search} />
      <QueryList query={words} empty={<EmptyList title={q ? t('list.noMatch') : t('list.noWords')} />}>
        {(data) => (
          <PagedWordTable
            page={data}
            onPage={search.setPage}
            label={t('list.wordsTable')}
            withStar={student}
            {...(list?.editable ? { onRemove: confirmRemove } : {})}
          />
        )}
      </QueryList>
      {list?.editable && (
        <>
          <ListFormModal
            key={`${list.id}-${list.title}`}
            opened={dialog === 'edit'}
            onClose={() => setDialog(null)}
            categoryId={categoryId}
            list={list}
          />
          <WordFormModal opened={dialog === 'word'} onClose={() => setDialog(null)} listId={list.id} />
          <WordImportDialog opened={dialog === 'import'} onClose={() => setDialog(null)} listId={list.id} />
        </>
      )}
    </PageWithBack>
  );
}
