import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isPhone, type StudentValues } from './profile-values.ts';

/** Grade level 1–12 school years, 13–16 college years, 17 graduated (spec §3). */
export const useGradeOptions = () => {
  const { t } = useTranslation('profile');
  return Array.from({ length: 17 }, (_, i) => {
    const n = i + 1;
    const label =
      n <= 12 ? t('grades.school', { n }) : n <= 16 ? t('grades.college', { n: n - 12 }) : t('grades.graduated');
    return { value: String(n), label };
  });
};

export const studentValidation = (t: (key: 'validation.required' | 'validation.phone') => string) => ({
  school: (v: string) => (v.trim() ? null : t('validation.required')),
  phone: (v: string) => (isPhone(v) ? null : t('validation.phone')),
});

/** The student details inputs, shared by the profile tab, the binding step and a parent editing a child. */
export function StudentProfileFields<T extends StudentValues>({ form }: { form: UseFormReturnType<T> }) {
  const { t } = useTranslation('profile');
  const grades = useGradeOptions();
  const f = form as unknown as UseFormReturnType<StudentValues>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('fields.school')} required {...f.getInputProps('school')} />
      <TextInput label={t('fields.phone')} required type="tel" autoComplete="tel" {...f.getInputProps('phone')} />
      <Select
        label={t('fields.grade_level')}
        data={grades}
        clearable
        allowDeselect
        {...f.getInputProps('grade_level')}
      />
      <NumberInput
        label={t('fields.graduation_year')}
        min={1950}
        max={2100}
        allowDecimal={false}
        {...f.getInputProps('graduation_year')}
      />
      <TextInput label={t('fields.address')} autoComplete="street-address" {...f.getInputProps('address')} />
      <Textarea
        label={t('fields.prior_tests')}
        description={t('fields.prior_tests_hint')}
        autosize
        minRows={2}
        {...f.getInputProps('prior_tests')}
      />
    </SimpleGrid>
  );
}
