import { Badge, Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isStudent } from '@prepwell/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useSession } from '../session/use-session.ts';
import { MnemonicsSection } from './mnemonics-section.tsx';
import { PlayButton, StarButton } from './word-controls.tsx';
import { WordFormModal } from './word-form.tsx';
import { WordSenseText } from './word-sense.tsx';
import { vocabularyMutations, vocabularyQueries } from './vocabulary.api.ts';

/** `/vocabulary/words/:id`: the word's senses, IPA and audio, the reader's translation, the star, the mnemonics. */
export function WordScreen({ wordId, back }: { wordId: string; back: string }) {
  const { t } = useTranslation('vocabulary');
  const { user } = useSession();
  const query = useQuery(vocabularyQueries.word(wordId));
  const word = query.data;
  const usage = useMutation(vocabularyMutations.usage());
  const [editing, setEditing] = useState(false);
  const student = !!user && isStudent(user);
  const record = usage.mutate;
  // A student's visit is a study event (`POST /api/vocab/usage`): the list's progress counts it.
  useEffect(() => {
    if (student) record({ word_id: wordId, action: 'viewed' });
  }, [student, wordId, record]);

  return (
    <PageWithBack
      size="md"
      back={back}
      backLabel={t('word.back')}
      aside={
        word?.editable ? (
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('word.edit')}
          </Button>
        ) : undefined
      }
    >
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !word ? (
        <Stack role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={40} w="40%" />
          <Skeleton h={200} />
        </Stack>
      ) : (
        <>
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={4}>
              <Title order={1} fz="h1" lang="en" data-i18n-exempt>
                {word.word}
              </Title>
              {word.pronunciation && (
                <Text
                  c="gray.7"
                  size="lg"
                  data-i18n-exempt
                  aria-label={t('word.ipaLabel', { ipa: word.pronunciation })}
                >
                  {word.pronunciation}
                </Text>
              )}
              {word.translation && (
                <Text size="lg" fw={500} data-testid="word-translation">
                  {word.translation}
                </Text>
              )}
            </Stack>
            <Group gap="xs">
              {word.audio_url && <PlayButton wordId={word.id} word={word.word} src={word.audio_url} />}
              {student && (
                <StarButton
                  key={String(word.is_favorite)}
                  wordId={word.id}
                  word={word.word}
                  starred={word.is_favorite}
                />
              )}
            </Group>
          </Group>
          <SectionCard id="senses-title" title={t('word.senses')}>
            <List type="ordered" spacing="md" data-i18n-exempt>
              {word.senses.map((s, i) => (
                <List.Item key={i}>
                  <Stack gap={4}>
                    <WordSenseText sense={s} />
                  </Stack>
                </List.Item>
              ))}
            </List>
          </SectionCard>
          {word.lists.length > 0 && (
            <Group gap="xs">
              <Text size="sm" c="gray.7">
                {t('word.inLists')}
              </Text>
              {word.lists.map((l) => (
                <Badge key={l.id} variant="light" data-i18n-exempt>
                  {l.title}
                </Badge>
              ))}
            </Group>
          )}
          {user && <MnemonicsSection word={word} />}
          {word.editable && (
            <WordFormModal key={word.id + word.word} opened={editing} onClose={() => setEditing(false)} word={word} />
          )}
        </>
      )}
    </PageWithBack>
  );
}
