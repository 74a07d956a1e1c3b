import { Anchor, Button, Group, Switch, Text } from '@mantine/core';
import { IconCardsFilled } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { flashcardPaths } from './flashcard-paths.ts';
import { flashcardMutations, flashcardQueries, refreshFlashcards } from './flashcards.api.ts';

/** On a wrong answer of the explanations page: this question becomes a card of the mistakes deck. */
export function MakeFlashcardButton({
  questionId,
  userExamId,
  questionNumber,
}: {
  questionId: string;
  userExamId: string;
  questionNumber: number;
}) {
  const { t } = useTranslation('flashcards');
  const client = useQueryClient();
  const make = useMutation(flashcardMutations.fromQuestion());
  const [made, setMade] = useState<{ slug: string; created: boolean } | null>(null);
  if (made)
    return (
      <Group gap="xs" role="status">
        <Text size="sm" c="teal.9">
          {made.created ? t('mistake.made') : t('mistake.already')}
        </Text>
        <Anchor component={Link} to={flashcardPaths.memorize(made.slug)} size="sm">
          {t('mistake.review')}
        </Anchor>
      </Group>
    );
  return (
    <Button
      variant="light"
      color="grape"
      leftSection={<IconCardsFilled size={16} aria-hidden />}
      loading={make.isPending}
      aria-label={t('mistake.makeLabel', { number: questionNumber })}
      onClick={() =>
        make.mutate(
          { questionId, userExamId },
          {
            onSuccess: async (r) => {
              setMade({ slug: r.deckSlug, created: r.created });
              await refreshFlashcards(client);
            },
          },
        )
      }
    >
      {t('mistake.make')}
    </Button>
  );
}

/** The student's setting: every wrong answer of a finished attempt becomes a card by itself. */
export function AutoMistakesSwitch() {
  const { t } = useTranslation('flashcards');
  const client = useQueryClient();
  const settings = useQuery(flashcardQueries.settings());
  const save = useMutation(flashcardMutations.settings());
  if (!settings.data) return null;
  return (
    <Switch
      checked={save.isPending ? save.variables : settings.data.autoMistakes}
      onChange={(e) =>
        save.mutate(e.currentTarget.checked, {
          onSuccess: (view) => client.setQueryData(flashcardQueries.settings().queryKey, view),
        })
      }
      label={t('mistake.auto')}
      description={t('mistake.autoHint')}
      disabled={save.isPending}
    />
  );
}
