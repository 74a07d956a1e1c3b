import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Email, type ParentSearchResult } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-section.tsx';
import { schemaRule } from '../../lib/form-rules.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { refreshParentLinks } from '../parent-links/parent-links.api.ts';
import { profileMutations } from './profile.api.ts';
import { isPhone } from './profile-values.ts';
import { renameFieldErrors } from './rename-field-errors.ts';
import { FormError } from '../../components/form-error.tsx';

/**
 * A parent asks for one more student: check the e-mail first (so a typo shows at once, without learning who the
 * student is), then send the request, which stays pending until the student accepts (decision 0018).
 */
export function LinkStudentForm({ phone }: { phone: string }) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const [found, setFound] = useState<ParentSearchResult | null>(null);
  const form = useForm({
    initialValues: { phone, email: '' },
    validate: {
      phone: (v: string) => (isPhone(v) ? null : t('validation.phone')),
      email: schemaRule(Email, { invalid: () => t('validation.email'), required: () => t('validation.email') }),
    },
  });
  const { formError, showError } = useApiForm(form, {
    codeFields: { student_email_not_found: 'email', student_already_linked: 'email' },
  });
  const find = useMutation(profileMutations.findStudent());
  const link = useMutation(profileMutations.bindParent());

  const submit = form.onSubmit((values) => {
    const email = values.email.trim().toLowerCase();
    if (!found || found.email !== email) {
      find.mutate(email, { onSuccess: setFound, onError: showError });
      return;
    }
    link.mutate(
      { phone: values.phone.trim(), student_emails: [email] },
      {
        onSuccess: async () => {
          notifySuccess(t('links.sent', { email }));
          setFound(null);
          form.setFieldValue('email', '');
          await refreshParentLinks(client);
        },
        // Errors about student_emails.0 belong on the e-mail field here.
        onError: (error) =>
          showError(renameFieldErrors(error, (path) => (path.startsWith('student_emails') ? 'email' : path))),
      },
    );
  });

  return (
    <FormSection title={t('parent.add')} titleSize="h5" hint={t('parent.addHint')} onSubmit={submit}>
      <Group align="flex-start" grow>
        <TextInput label={t('fields.phone')} required type="tel" {...form.getInputProps('phone')} />
        <TextInput
          label={t('fields.student_email')}
          required
          type="email"
          {...form.getInputProps('email')}
          onChange={(e) => {
            setFound(null);
            form.setFieldValue('email', e.currentTarget.value);
          }}
        />
      </Group>
      {found && (
        <Alert color="blue" role="status">
          {t(`parent.search.${found.link}`, { email: found.email })}
        </Alert>
      )}
      <FormError error={formError} />
      <Group justify="flex-end">
        <Button
          type="submit"
          loading={find.isPending || link.isPending}
          variant={found?.link === 'linkable' ? 'filled' : 'light'}
          disabled={!!found && found.link !== 'linkable'}
        >
          {found ? t('parent.link') : t('parent.find')}
        </Button>
      </Group>
    </FormSection>
  );
}
