import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled, IconVolume } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../lib/notify.ts';
import { refreshVocabulary, vocabularyMutations } from './vocabulary.api.ts';

/** Star / unstar a word (`POST /api/words/:id/favorite`, a toggle); the star follows the server's answer. */
export function StarButton({ wordId, word, starred }: { wordId: string; word: string; starred: boolean }) {
  const { t } = useTranslation('vocabulary');
  const client = useQueryClient();
  const toggle = useMutation(vocabularyMutations.favorite());
  const [state, setState] = useState(starred);
  const label = state ? t('star.remove', { word }) : t('star.add', { word });
  return (
    // The button's name quotes the (English) word: exempt from the cn/tw sweep.
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="yellow.8"
        size="lg"
        aria-label={label}
        data-i18n-exempt
        aria-pressed={state}
        loading={toggle.isPending}
        onClick={() =>
          toggle.mutate(wordId, {
            onSuccess: (result) => {
              setState(result.is_favorite);
              void refreshVocabulary(client);
            },
          })
        }
      >
        {state ? <IconStarFilled size={20} aria-hidden /> : <IconStar size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

/** Plays the word's pronunciation (the audio made offline) and records the study event. */
export function PlayButton({ wordId, word, src }: { wordId: string; word: string; src: string }) {
  const { t } = useTranslation('vocabulary');
  const usage = useMutation(vocabularyMutations.usage());
  const audio = useRef<HTMLAudioElement | null>(null);
  const play = () => {
    audio.current ??= new Audio(src);
    audio.current.currentTime = 0;
    audio.current.play().catch(() => notifyError(t('audio.failed')));
    usage.mutate({ word_id: wordId, action: 'heard' });
  };
  return (
    // The button's name quotes the (English) word it plays: exempt from the cn/tw sweep.
    <Tooltip label={t('audio.play', { word })}>
      <ActionIcon variant="light" size="lg" aria-label={t('audio.play', { word })} onClick={play} data-i18n-exempt>
        <IconVolume size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
