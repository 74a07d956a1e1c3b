import { Button, Text } from '@mantine/core';
import { AppModal } from '../../components/app-modal.tsx';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin2 } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ClassCodeForm } from '../../components/class-code-form.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { classMutations, refreshClass } from './classes.api.ts';
import { classPath } from './class-labels.ts';

/** The code form of the dialog; the class opens after joining. */
function JoinForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('classes');
  const client = useQueryClient();
  const navigate = useNavigate();
  const join = useMutation(classMutations.join());
  return (
    <ClassCodeForm
      intro={<Text size="sm">{t('join.intro')}</Text>}
      texts={{
        label: t('join.codeLabel'),
        help: t('join.codeHelp'),
        required: t('join.codeRequired'),
        format: t('join.codeFormat'),
        submit: t('join.submit'),
        cancel: t('join.cancel'),
      }}
      pending={join.isPending}
      autoFocus
      onCancel={onCancel}
      join={(code, showError) =>
        join.mutate(
          { code },
          {
            onSuccess: async (joined) => {
              notifySuccess(t('join.joined', { name: joined.name }));
              await refreshClass(client, joined.id);
              await navigate(classPath(joined.id));
            },
            onError: showError,
          },
        )
      }
    />
  );
}

/**
 * "Join a class" on the teacher's class list (spec §6, issue 17): a colleague's class code makes the
 * teacher one of its teachers; the class opens after joining.
 */
export function JoinClassButton() {
  const { t } = useTranslation('classes');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" onClick={open} leftSection={<IconLogin2 size={16} aria-hidden />}>
        {t('join.open')}
      </Button>
      <AppModal opened={opened} onClose={close} title={t('join.title')} centered>
        {opened && <JoinForm onCancel={close} />}
      </AppModal>
    </>
  );
}
