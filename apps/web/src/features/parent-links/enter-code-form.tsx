import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ParentLinkView } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { personName } from '../../lib/person-name.ts';
import { parentLinkMutations, refreshParentLinks } from './parent-links.api.ts';

/** The parent enters the one-time code their child read from their profile, for this pending request. */
export function EnterCodeForm({ link }: { link: ParentLinkView }) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (v: string) => (v.replace(/[\s-]/g, '').length === 8 ? null : t('links.enter.format')) },
  });
  const { formError, showError } = useApiForm(form, { codeFields: { parent_link_code_invalid: 'code' } });
  const enter = useMutation(parentLinkMutations.enterCode(link.id));
  const submit = form.onSubmit((values) =>
    enter.mutate(values.code.trim(), {
      onSuccess: async (done) => {
        notifySuccess(t('links.enter.done', { name: personName(done.student) }));
        form.reset();
        await refreshParentLinks(client);
      },
      onError: showError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          label={t('links.enter.label', { email: link.student.email })}
          placeholder="ABCD-EFGH"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          style={{ flex: '1 1 220px' }}
          {...form.getInputProps('code')}
          error={form.getInputProps('code').error ?? formError}
        />
        <Button type="submit" mt={25} loading={enter.isPending}>
          {t('links.enter.submit')}
        </Button>
      </Group>
    </form>
  );
}
