import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { CollegeInput, CollegeView } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { AppModal } from '../../components/app-modal.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { splitFieldErrors } from '../../lib/field-errors.ts';
import { errorMessageOf } from '../../lib/notify.ts';
import { collegeMutations, refreshColleges } from './colleges.api.ts';

type Values = Record<
  'name' | 'country' | 'state' | 'city' | 'website' | 'ed_deadline' | 'ea_deadline' | 'rd_deadline',
  string
> &
  Record<'sat_25' | 'sat_75' | 'act_25' | 'act_75' | 'rate_percent', number | ''>;

const valuesOf = (c: CollegeView | null): Values => ({
  name: c?.name ?? '',
  country: c?.country ?? 'US',
  state: c?.state ?? '',
  city: c?.city ?? '',
  website: c?.website ?? '',
  ed_deadline: c?.ed_deadline ?? '',
  ea_deadline: c?.ea_deadline ?? '',
  rd_deadline: c?.rd_deadline ?? '',
  sat_25: c?.sat_25 ?? '',
  sat_75: c?.sat_75 ?? '',
  act_25: c?.act_25 ?? '',
  act_75: c?.act_75 ?? '',
  rate_percent: c?.admission_rate == null ? '' : Math.round(c.admission_rate * 10000) / 100,
});

const num = (v: number | '') => (v === '' ? null : v);

/** The directory's add/edit form (company admins; super admins for the shared catalogue), in a dialog. */
export function CollegeFormModal({
  college,
  opened,
  onClose,
}: {
  college: CollegeView | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('colleges');
  const client = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(college));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const create = useMutation(collegeMutations.create());
  const update = useMutation(collegeMutations.update(college?.id ?? ''));
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const save = () => {
    setError(null);
    setFieldErrors({});
    const input: CollegeInput = {
      name: values.name,
      country: values.country || 'US',
      state: values.state,
      city: values.city,
      website: values.website,
      sat_25: num(values.sat_25),
      sat_75: num(values.sat_75),
      act_25: num(values.act_25),
      act_75: num(values.act_75),
      admission_rate: values.rate_percent === '' ? null : Math.round(values.rate_percent * 100) / 10000,
      ed_deadline: values.ed_deadline || null,
      ea_deadline: values.ea_deadline || null,
      rd_deadline: values.rd_deadline || null,
    };
    const onError = (e: unknown) => {
      if (isApiError(e) && e.fieldErrors.length) {
        const split = splitFieldErrors(e.fieldErrors, (p) => p in values || p === 'admission_rate');
        setFieldErrors(split.fields);
        setError(split.other[0] ?? null);
      } else setError(errorMessageOf(e));
    };
    const onSuccess = () => {
      void refreshColleges(client);
      onClose();
    };
    if (college) update.mutate(input, { onSuccess, onError });
    else create.mutate(input, { onSuccess, onError });
  };

  const numberField = (key: 'sat_25' | 'sat_75' | 'act_25' | 'act_75', min: number, max: number) => (
    <NumberInput
      label={t(`form.${key}`)}
      min={min}
      max={max}
      allowDecimal={false}
      value={values[key]}
      onChange={(v) => set(key, typeof v === 'number' ? v : '')}
      error={fieldErrors[key]}
    />
  );
  const dateField = (key: 'ed_deadline' | 'ea_deadline' | 'rd_deadline') => (
    <TextInput
      type="date"
      label={t(`form.${key}`)}
      value={values[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={fieldErrors[key]}
    />
  );

  return (
    <AppModal opened={opened} onClose={onClose} title={t(college ? 'form.editTitle' : 'form.addTitle')} size="lg">
      <Stack gap="sm">
        <FormError error={error} />
        <TextInput
          label={t('form.name')}
          withAsterisk
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={fieldErrors.name}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('form.country')}
            value={values.country}
            onChange={(e) => set('country', e.currentTarget.value)}
          />
          <TextInput
            label={t('form.state')}
            value={values.state}
            onChange={(e) => set('state', e.currentTarget.value)}
          />
          <TextInput label={t('form.city')} value={values.city} onChange={(e) => set('city', e.currentTarget.value)} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {numberField('sat_25', 400, 1600)}
          {numberField('sat_75', 400, 1600)}
          {numberField('act_25', 1, 36)}
          {numberField('act_75', 1, 36)}
        </SimpleGrid>
        <NumberInput
          label={t('form.rate')}
          description={t('form.rateHint')}
          min={0}
          max={100}
          decimalScale={2}
          value={values.rate_percent}
          onChange={(v) => set('rate_percent', typeof v === 'number' ? v : '')}
          error={fieldErrors.admission_rate}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {dateField('ed_deadline')}
          {dateField('ea_deadline')}
          {dateField('rd_deadline')}
        </SimpleGrid>
        <TextInput
          label={t('form.website')}
          value={values.website}
          onChange={(e) => set('website', e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button onClick={save} loading={create.isPending || update.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
