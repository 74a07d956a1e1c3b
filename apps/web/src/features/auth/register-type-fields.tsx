import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AddItemButton } from '../../components/add-item-button.tsx';
import { RemoveIconButton } from '../../components/remove-icon-button.tsx';
import { EDUCATION_LEVELS, graduationYearChoices, type RegisterValues } from './register-values.ts';

type Form = UseFormReturnType<RegisterValues>;

const YEARS = graduationYearChoices();

/** The fields that depend on the registration type. */
export function RegisterTypeFields({ form, onInstructorBlur }: { form: Form; onInstructorBlur: () => void }) {
  const { t } = useTranslation('auth');
  const type = form.getValues().register_type;

  if (type === 'organization')
    return (
      <TextInput
        label={t('fields.organizationName')}
        description={t('register.organizationHint')}
        required
        {...form.getInputProps('organization_name')}
      />
    );

  if (type === 'teacher')
    return (
      <TextInput
        label={t('fields.instructorCode')}
        description={t('register.instructorHint')}
        required
        {...form.getInputProps('instructor_code')}
        onBlur={(event) => {
          form.getInputProps('instructor_code').onBlur?.(event);
          onInstructorBlur();
        }}
      />
    );

  if (type === 'parent') {
    const emails = form.getValues().student_emails;
    return (
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('fields.studentEmails')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('register.parentHint')}
        </Text>
        {emails.map((_, index) => (
          <Group key={form.key(`student_emails.${index}`)} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              type="email"
              label={t('fields.studentEmail', { n: index + 1 })}
              required
              {...form.getInputProps(`student_emails.${index}`)}
            />
            {emails.length > 1 && (
              <RemoveIconButton
                label={t('register.removeStudent', { n: index + 1 })}
                onClick={() => form.removeListItem('student_emails', index)}
                iconSize={18}
                mt={26}
                size={36}
              />
            )}
          </Group>
        ))}
        {emails.length < 10 && (
          <Group>
            <AddItemButton
              variant="light"
              label={t('register.addStudent')}
              onClick={() => form.insertListItem('student_emails', '')}
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Group grow align="flex-start">
      <Select
        label={t('fields.educationLevel')}
        data={EDUCATION_LEVELS.map((level) => ({ value: level, label: t(`educationLevels.${level}`) }))}
        clearable
        {...form.getInputProps('education_level')}
      />
      <Select
        label={t('fields.graduationYear')}
        data={YEARS}
        clearable
        searchable
        {...form.getInputProps('graduation_year')}
      />
    </Group>
  );
}
