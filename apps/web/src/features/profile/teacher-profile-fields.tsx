import { NumberInput, SimpleGrid, TagsInput, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isPhone, type TeacherValues } from './profile-values.ts';

export const teacherValidation = (t: (key: 'validation.required' | 'validation.phone') => string) => ({
  college: (v: string) => (v.trim() ? null : t('validation.required')),
  major: (v: string) => (v.trim() ? null : t('validation.required')),
  phone: (v: string) => (isPhone(v) ? null : t('validation.phone')),
});

/**
 * Teacher details (spec §3): college, major, phone, teaching. The billing details are not here: they are
 * kept sealed on their own page (/educator/billing, decision 0049), which the profile form links to.
 */
export function TeacherProfileFields<T extends TeacherValues>({
  form,
  salaryEditable = false,
}: {
  form: UseFormReturnType<T>;
  /** Only admins set the hourly rate (it prices the salary bills); others see it read-only. */
  salaryEditable?: boolean;
}) {
  const { t } = useTranslation('profile');
  const f = form as unknown as UseFormReturnType<TeacherValues>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.college')} required {...f.getInputProps('college')} />
        <TextInput label={t('fields.major')} required {...f.getInputProps('major')} />
        <TextInput label={t('fields.phone')} required type="tel" autoComplete="tel" {...f.getInputProps('phone')} />
        <TextInput label={t('fields.teaching_grades')} {...f.getInputProps('grade_level')} />
        <TagsInput
          label={t('fields.subjects')}
          description={t('fields.subjects_hint')}
          maxTags={30}
          {...f.getInputProps('subjects')}
        />
        <NumberInput
          label={t('fields.hours_available')}
          min={0}
          max={168}
          allowDecimal={false}
          {...f.getInputProps('hours_available')}
        />
        <NumberInput
          label={t('fields.hourly_salary')}
          min={0}
          max={100000}
          decimalScale={2}
          readOnly={!salaryEditable}
          description={salaryEditable ? undefined : t('fields.hourly_salary_hint')}
          {...f.getInputProps('hourly_salary')}
        />
      </SimpleGrid>
      <Textarea label={t('fields.bio')} autosize minRows={3} maxLength={4000} {...f.getInputProps('bio')} />
    </>
  );
}
