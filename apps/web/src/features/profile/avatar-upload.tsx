import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IMAGE_MAX_BYTES, type ProfileView } from '@prepwell/contracts';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess, errorMessageOf } from '../../lib/notify.ts';
import { profileMutations, refreshProfile } from './profile.api.ts';
import { uploadIdOf } from './profile-values.ts';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The profile photo: preview, upload (checked again by the server, by content) and remove. */
export function AvatarUpload({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const upload = useMutation(profileMutations.avatar());
  const remove = useMutation(profileMutations.deleteImage());
  const name = profile.first_name ?? profile.username ?? profile.email;
  const onError = (error: unknown) => notifyError(errorMessageOf(error));

  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      notifyError(t('avatar.hint'));
      return;
    }
    upload.mutate(file, {
      onSuccess: async () => {
        notifySuccess(t('avatar.uploaded'));
        await refreshProfile(client);
      },
      onError,
    });
  };
  const id = uploadIdOf(profile.avatar);

  return (
    <Group gap="lg" align="center">
      <Avatar src={profile.avatar} alt={t('avatar.alt', { name })} size={88} radius={88} color="brand">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={6}>
        <Text fw={500} id="avatar-label">
          {t('avatar.label')}
        </Text>
        <Group gap="xs">
          <FileButton onChange={choose} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={upload.isPending}
                aria-describedby="avatar-hint"
              >
                {t('avatar.choose')}
              </Button>
            )}
          </FileButton>
          {id && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(id, {
                  onSuccess: async () => {
                    notifySuccess(t('avatar.removed'));
                    await refreshProfile(client);
                  },
                  onError,
                })
              }
            >
              {t('avatar.remove')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed" id="avatar-hint">
          {t('avatar.hint')}
        </Text>
      </Stack>
    </Group>
  );
}
