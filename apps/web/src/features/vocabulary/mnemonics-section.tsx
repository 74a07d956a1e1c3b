import { ActionIcon, Badge, Button, Card, Group, Image, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { MnemonicView, WordView } from '@prepwell/contracts';
import { IconHeart, IconHeartFilled, IconPencil, IconSparkles, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { MnemonicForm, type MnemonicValues } from './mnemonic-form.tsx';
import { vocabularyMutations, vocabularyQueries } from './vocabulary.api.ts';

const inputOf = (v: MnemonicValues) => ({
  technique: v.technique,
  body: v.body,
  visibility: v.visibility,
  media_url: v.media_url,
});

function LikeButton({ mnemonic }: { mnemonic: MnemonicView }) {
  const { t } = useTranslation('vocabulary');
  const client = useQueryClient();
  const like = useMutation(vocabularyMutations.like());
  const [state, setState] = useState({ liked: mnemonic.liked_by_me, count: mnemonic.like_count });
  const label = state.liked ? t('mnemonic.unlike') : t('mnemonic.like');
  return (
    <Button
      variant={state.liked ? 'light' : 'subtle'}
      color="pink.8"
      size="compact-sm"
      aria-pressed={state.liked}
      aria-label={t('mnemonic.likeLabel', { action: label, count: state.count })}
      leftSection={state.liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      loading={like.isPending}
      onClick={() =>
        like.mutate(mnemonic.id, {
          onSuccess: (r) => {
            setState({ liked: r.liked_by_me, count: r.like_count });
            void client.invalidateQueries({ queryKey: vocabularyQueries.word(mnemonic.word_id).queryKey });
          },
        })
      }
    >
      {state.count}
    </Button>
  );
}

function MnemonicCard({ mnemonic, wordId }: { mnemonic: MnemonicView; wordId: string }) {
  const { t } = useTranslation('vocabulary');
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const update = useMutation(vocabularyMutations.updateMnemonic());
  const remove = useMutation(vocabularyMutations.deleteMnemonic());
  const refresh = () => client.invalidateQueries({ queryKey: vocabularyQueries.word(wordId).queryKey });
  const author = mnemonic.ai_model
    ? t('mnemonic.byAi')
    : mnemonic.mine
      ? t('mnemonic.byMe')
      : (mnemonic.author?.name ?? t('mnemonic.anonymous'));
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('mnemonic.deleteTitle'),
      children: <Text size="sm">{t('mnemonic.deleteBody')}</Text>,
      labels: { confirm: t('mnemonic.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(mnemonic.id, {
          onSuccess: async () => {
            notifySuccess(t('mnemonic.deleted'));
            await refresh();
          },
        }),
    });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={t('mnemonic.by', { author })}>
      {editing ? (
        <MnemonicForm
          mnemonic={mnemonic}
          pending={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(values, showError) =>
            update.mutate(
              { id: mnemonic.id, patch: inputOf(values) },
              {
                onSuccess: async () => {
                  notifySuccess(t('mnemonic.saved'));
                  setEditing(false);
                  await refresh();
                },
                onError: showError,
              },
            )
          }
        />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Text fw={600} size="sm">
                {author}
              </Text>
              <Badge variant="light" size="sm">
                {t(`mnemonic.techniques.${mnemonic.technique}`)}
              </Badge>
              {mnemonic.mine && (
                <Badge variant="outline" color="gray.7" size="sm">
                  {t(`mnemonic.visibilities.${mnemonic.visibility}`)}
                </Badge>
              )}
            </Group>
            <Group gap={4}>
              {mnemonic.mine ? (
                <>
                  <Text size="sm" c="gray.7" aria-label={t('mnemonic.likes', { count: mnemonic.like_count })}>
                    {t('mnemonic.likes', { count: mnemonic.like_count })}
                  </Text>
                  <Tooltip label={t('mnemonic.edit')}>
                    <ActionIcon variant="subtle" aria-label={t('mnemonic.edit')} onClick={() => setEditing(true)}>
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('mnemonic.delete')}>
                    <ActionIcon variant="subtle" color="red" aria-label={t('mnemonic.delete')} onClick={confirmDelete}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </>
              ) : (
                <LikeButton key={`${mnemonic.id}-${mnemonic.liked_by_me}`} mnemonic={mnemonic} />
              )}
            </Group>
          </Group>
          {mnemonic.body && (
            <Text style={{ whiteSpace: 'pre-wrap' }} data-i18n-exempt>
              {mnemonic.body}
            </Text>
          )}
          {mnemonic.media_url && mnemonic.media_kind === 'image' && (
            <Image src={mnemonic.media_url} alt={t('mnemonic.imageAlt', { author })} maw={360} radius="sm" />
          )}
          {mnemonic.media_url && mnemonic.media_kind === 'video' && (
            <video
              src={mnemonic.media_url}
              controls
              style={{ maxWidth: 480 }}
              aria-label={t('mnemonic.videoAlt', { author })}
            />
          )}
        </Stack>
      )}
    </Card>
  );
}

/** The word's mnemonics, most-liked first (the server's order): like others', edit and delete one's own, write one, ask the AI. */
export function MnemonicsSection({ word }: { word: WordView }) {
  const { t } = useTranslation('vocabulary');
  const client = useQueryClient();
  const create = useMutation(vocabularyMutations.createMnemonic(word.id));
  const ai = useMutation(vocabularyMutations.aiMnemonic(word.id));
  const [writing, setWriting] = useState(false);
  const [aiNote, setAiNote] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: vocabularyQueries.word(word.id).queryKey });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="mnemonics-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4" id="mnemonics-title">
            {t('mnemonic.title')}
          </Title>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconSparkles size={16} aria-hidden />}
              loading={ai.isPending}
              onClick={() =>
                ai.mutate('private', {
                  onSuccess: async (r) => {
                    setAiNote(r.offline ? t('mnemonic.aiOffline') : t('mnemonic.aiDone'));
                    await refresh();
                  },
                })
              }
            >
              {t('mnemonic.ai')}
            </Button>
            {!writing && <Button onClick={() => setWriting(true)}>{t('mnemonic.write')}</Button>}
          </Group>
        </Group>
        {aiNote && (
          <Text size="sm" c="gray.7" role="status">
            {aiNote}
          </Text>
        )}
        {writing && (
          <Card withBorder radius="md" padding="md" component="section" aria-label={t('mnemonic.write')}>
            <MnemonicForm
              pending={create.isPending}
              onCancel={() => setWriting(false)}
              onSubmit={(values, showError) =>
                create.mutate(inputOf(values), {
                  onSuccess: async () => {
                    notifySuccess(t('mnemonic.published'));
                    setWriting(false);
                    await refresh();
                  },
                  onError: showError,
                })
              }
            />
          </Card>
        )}
        {word.mnemonics.length === 0 ? (
          <Text c="gray.7">{t('mnemonic.none')}</Text>
        ) : (
          <Stack gap="sm">
            {word.mnemonics.map((m) => (
              <MnemonicCard key={m.id} mnemonic={m} wordId={word.id} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
