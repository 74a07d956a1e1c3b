import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { isClassCodeWellFormed, normalizeClassCode } from '../lib/class-code.ts';
import { useApiForm } from '../lib/use-api-form.ts';
import { FormError } from './form-error.tsx';

export interface ClassCodeTexts {
  label: string;
  help: string;
  required: string;
  format: string;
  submit: string;
  /** Offered when `onCancel` is given. */
  cancel?: string;
}

/**
 * Joining a class by its code (a student's join screen, a teacher's "join a colleague's class"): the code is
 * trimmed and upper-cased, its form checked before sending; a wrong code shows the server's message on the field.
 */
export function ClassCodeForm({
  texts,
  intro,
  pending,
  join,
  onCancel,
  autoFocus = false,
}: {
  texts: ClassCodeTexts;
  intro?: ReactNode;
  pending: boolean;
  /** Sends the code; `showError` puts a failure on the field or the form. */
  join: (code: string, showError: (error: unknown) => void) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (v: string) =>
        normalizeClassCode(v) === '' ? texts.required : isClassCodeWellFormed(v) ? null : texts.format,
    },
  });
  const { formError, showError } = useApiForm(form, { codeFields: { teaching_class_not_found: 'code' } });
  const submit = form.onSubmit(({ code }) => join(normalizeClassCode(code), (error) => void showError(error)));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {intro}
        <TextInput
          label={texts.label}
          description={texts.help}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          data-autofocus={autoFocus || undefined}
          // Mantine's default error red is below 4.5:1 on white (axe): darker text for the code and its error.
          styles={{
            input: { textTransform: 'uppercase', letterSpacing: '0.1em', color: 'var(--mantine-color-text)' },
            description: { color: 'var(--mantine-color-gray-7)' },
            error: { color: 'var(--mantine-color-red-9)' },
          }}
          {...form.getInputProps('code')}
        />
        <FormError error={formError} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {texts.cancel}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {texts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
