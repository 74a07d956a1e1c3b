import {
  Button,
  ColorInput,
  Drawer,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TenantAdminView } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { adminMutations, refreshAdmin } from './admin.api.ts';
import { CompanyImages } from './company-images.tsx';
import { CompanySettingsFields } from './company-settings-fields.tsx';
import { companyValuesOf, toCompanyInput, type CompanyValues } from './company-values.ts';
import { FormError } from '../../components/form-error.tsx';
import { UnsavedChangesDialog } from '../../app/unsaved-changes-guard.tsx';

const NUMBER_KEYS = [
  'emailVerificationReward',
  'referralInviteesPerReward',
  'referralInviterReward',
  'referralInviteeReward',
  'scoreReportUnlockPrice',
  'freeFullTestsPerDay',
  'freeSectionPracticesPerDay',
  'attemptsPerTest',
  'cardFeePercent',
  'proGradingDiscountPercent',
] as const;

const blank = (v: unknown) => v === '' || v === null || v === undefined;

function CompanyForm({
  company,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  company: TenantAdminView | null;
  onSaved: (view: TenantAdminView) => void;
  onCancel: () => void;
  /** Whether the form holds edits, so closing the drawer can ask first. */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const tp = useTranslation('profile').t;
  const client = useQueryClient();
  const [current, setCurrent] = useState(company);
  const form = useForm<CompanyValues>({
    initialValues: companyValuesOf(company ?? undefined),
    validate: (v) => {
      const errors: Record<string, string> = {};
      const required = tp('validation.required');
      for (const key of ['slug', 'name', 'exam_name', 'tab_name'] as const) if (!v[key].trim()) errors[key] = required;
      for (const key of NUMBER_KEYS) if (blank(v.settings[key])) errors[`settings.${key}`] = required;
      v.settings.coinPacks.forEach((p, i) => {
        if (blank(p.coins)) errors[`settings.coinPacks.${i}.coins`] = required;
        if (blank(p.price)) errors[`settings.coinPacks.${i}.price`] = required;
      });
      v.settings.proPlans.forEach((p, i) => {
        if (blank(p.months)) errors[`settings.proPlans.${i}.months`] = required;
        if (blank(p.price)) errors[`settings.proPlans.${i}.price`] = required;
      });
      return errors;
    },
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const { formError, showError } = useApiForm(form, {
    codeFields: { slug_taken: 'slug', host_name_taken: 'host_names' },
  });
  const create = useMutation(adminMutations.createCompany());
  const update = useMutation(adminMutations.updateCompany(company?.id ?? ''));

  const submit = form.onSubmit((values) => {
    const input = toCompanyInput(values);
    const done = async (view: TenantAdminView) => {
      notifySuccess(company ? t('companies.updated') : t('companies.created'));
      await refreshAdmin(client);
      onSaved(view);
    };
    if (company) update.mutate(input, { onSuccess: done, onError: showError });
    else create.mutate(input, { onSuccess: done, onError: showError });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Fieldset legend={t('company.brand')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('company.name')} required {...form.getInputProps('name')} data-autofocus />
            <TextInput
              label={t('company.slug')}
              description={t('company.slugHint')}
              required
              disabled={company?.slug === 'main'}
              {...form.getInputProps('slug')}
            />
            <TextInput label={t('company.exam_name')} required {...form.getInputProps('exam_name')} />
            <TextInput label={t('company.tab_name')} required {...form.getInputProps('tab_name')} />
            <TextInput label={t('company.contact_email')} type="email" {...form.getInputProps('contact_email')} />
            <ColorInput
              label={t('company.theme_color')}
              format="hex"
              swatches={['#1c6fd1', '#0f7b5f', '#aa3366', '#e8590c', '#5f3dc4', '#212529']}
              {...form.getInputProps('theme_color')}
            />
          </SimpleGrid>
          <TagsInput
            mt="sm"
            label={t('company.host_names')}
            description={t('company.hostNamesHint')}
            maxTags={20}
            {...form.getInputProps('host_names')}
          />
          <Switch mt="md" label={t('company.isCompany')} {...form.getInputProps('isCompany', { type: 'checkbox' })} />
        </Fieldset>
        {current && (
          <Fieldset legend={t('company.images')}>
            <CompanyImages company={current} onChange={setCurrent} />
          </Fieldset>
        )}
        <CompanySettingsFields form={form} />
        <FormError error={formError} />
        <Group
          justify="flex-end"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Button variant="default" onClick={onCancel}>
            {t('company.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('company.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a company in a side drawer. `company` null = new. */
export function CompanyDrawer({
  opened,
  company,
  onClose,
}: {
  opened: boolean;
  company: TenantAdminView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [saved, setSaved] = useState<TenantAdminView | null>(null);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  // After creating, the drawer stays open on the new company so its logo and icon can be uploaded.
  const shown = saved ?? company;
  const close = () => {
    setSaved(null);
    setDirty(false);
    setAsking(false);
    onClose();
  };
  // Esc, the close button and Cancel discard a filled form only after the Warning dialog (issue 17).
  const requestClose = () => (dirty ? setAsking(true) : close());
  return (
    <>
      <Drawer
        opened={opened}
        onClose={requestClose}
        closeOnEscape={!asking}
        position="right"
        size="xl"
        zIndex={300}
        title={shown ? t('companies.editTitle') : t('companies.createTitle')}
      >
        {opened && (
          <CompanyForm
            key={shown?.id ?? 'new'}
            company={shown}
            onSaved={(view) => (shown ? close() : setSaved(view))}
            onCancel={requestClose}
            onDirtyChange={setDirty}
          />
        )}
      </Drawer>
      <UnsavedChangesDialog opened={asking} onStay={() => setAsking(false)} onLeave={close} zIndex={400} />
    </>
  );
}
