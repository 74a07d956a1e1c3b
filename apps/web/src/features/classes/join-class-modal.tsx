import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { ClassCode } from '@prepwell/contracts';
import { IconLogin2 } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { classMutations, refreshClass } from './classes.api.ts';
import { classPath } from './class-labels.ts';

const normalized = (typed: string) => typed.trim().toUpperCase();

/** The code form: trimmed and upper-cased; a wrong code shows the server's message on the field. */
function JoinForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('classes');
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (v: string) =>
        normalized(v) === ''
          ? t('join.codeRequired')
          : ClassCode.safeParse(normalized(v)).success
            ? null
            : t('join.codeFormat'),
    },
  });
  const { formError, showError } = useApiForm(form, { codeFields: { teaching_class_not_found: 'code' } });
  const join = useMutation(classMutations.join());
  const submit = form.onSubmit(({ code }) =>
    join.mutate(
      { code: normalized(code) },
      {
        onSuccess: async (joined) => {
          notifySuccess(t('join.joined', { name: joined.name }));
          await refreshClass(client, joined.id);
          await navigate(classPath(joined.id));
        },
        onError: (error) => void showError(error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('join.intro')}</Text>
        <TextInput
          label={t('join.codeLabel')}
          description={t('join.codeHelp')}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          data-autofocus
          styles={{
            input: { textTransform: 'uppercase', letterSpacing: '0.1em', color: 'var(--mantine-color-text)' },
            description: { color: 'var(--mantine-color-gray-7)' },
            error: { color: 'var(--mantine-color-red-9)' },
          }}
          {...form.getInputProps('code')}
        />
        <FormError error={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('join.cancel')}
          </Button>
          <Button type="submit" loading={join.isPending}>
            {t('join.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
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
      <Modal opened={opened} onClose={close} title={t('join.title')} centered>
        {opened && <JoinForm onCancel={close} />}
      </Modal>
    </>
  );
}
