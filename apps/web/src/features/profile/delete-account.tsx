import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { AppModal } from '../../components/app-modal.tsx';
import { useDisclosure } from '@mantine/hooks';
import type { ProfileView } from '@prepwell/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../session/use-session.ts';
import { profileMutations } from './profile.api.ts';

/** Deleting one's own account, behind a dialog where the e-mail address must be typed. */
export function DeleteAccount({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const [opened, { open, close }] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const { logout } = useSession();
  const navigate = useNavigate();
  const destroy = useMutation(profileMutations.deleteAccount());
  const matches = typed.trim().toLowerCase() === profile.email.toLowerCase();

  const confirm = () =>
    destroy.mutate(profile.id, {
      onSuccess: async () => {
        close();
        // The server ended the account's sessions with it.
        await logout({ leave: () => navigate('/', { replace: true }), revoke: false });
        notifySuccess(t('settings.deleted'));
      },
    });

  return (
    <Paper withBorder p="lg" radius="md" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Stack gap="sm">
        <Title order={3} fz="h4" c="red.8">
          {t('settings.danger')}
        </Title>
        <Text size="sm">{t('settings.dangerBody')}</Text>
        <Group>
          <Button color="red" variant="outline" onClick={open}>
            {t('settings.deleteButton')}
          </Button>
        </Group>
      </Stack>
      <AppModal opened={opened} onClose={close} title={t('settings.confirmTitle')} centered>
        <Stack gap="md">
          <Alert color="red">{t('settings.confirmBody')}</Alert>
          <TextInput
            label={t('settings.confirmLabel')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('settings.cancel')}
            </Button>
            <Button color="red" disabled={!matches} loading={destroy.isPending} onClick={confirm}>
              {t('settings.confirm')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Paper>
  );
}
