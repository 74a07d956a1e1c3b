import {
  Alert,
  Checkbox,
  ColorInput,
  Container,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Email, HexColor, type CompanySettingsView } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/form-footer.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { fits, schemaRule } from '../../lib/form-rules.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { companyQueries } from '../company/company.api.ts';
import { CompanyLogoField } from './company-logo-field.tsx';
import { educatorAdminMutations, educatorAdminQueries, ownCompanyOf, refreshBrand } from './educator-admin.api.ts';
import {
  GRADING_LEVELS,
  LIMIT_KEYS,
  NUMBER_FIELDS,
  PRICE_KEYS,
  isCurrencyCode,
  isGradingPrice,
  isSettingNumber,
  isTimeZone,
  isWebAddress,
  settingsFormValuesOf,
  toSettingsUpdate,
  type SettingsFormValues,
} from './settings-values.ts';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The form, once the company's settings are loaded. */
function SettingsForm({ companyId, view }: { companyId: string; view: CompanySettingsView }) {
  const { t } = useTranslation('educatorAdmin');
  const client = useQueryClient();
  const numberRule = (key: keyof typeof NUMBER_FIELDS) => (v: number | '') => {
    const { min, max } = NUMBER_FIELDS[key];
    return isSettingNumber(key, v) ? null : t('settings.invalidNumber', { min, max });
  };
  const gradingRule = (v: number | '') =>
    isGradingPrice(v) ? null : t('settings.invalidNumber', { min: 0, max: 100000 });
  const required = (v: string) => (v.trim() ? null : t('settings.required'));
  const url = (v: string) => (isWebAddress(v) ? null : t('settings.invalidUrl'));
  const form = useForm<SettingsFormValues>({
    initialValues: settingsFormValuesOf(view),
    validate: {
      name: required,
      exam_name: required,
      tab_name: required,
      contact_email: schemaRule(Email, { invalid: () => t('settings.invalidEmail') }),
      theme_color: (v) => (fits(HexColor, v) ? null : t('settings.invalidColor')),
      settings: {
        ...Object.fromEntries(Object.keys(NUMBER_FIELDS).map((k) => [k, numberRule(k as keyof typeof NUMBER_FIELDS)])),
        gradingPrices: { score: gradingRule, simple: gradingRule, vip: gradingRule },
        aiBaseUrl: url,
        blogUrl: url,
        businessTimeZone: (v: string) => (isTimeZone(v) ? null : t('settings.invalidTimeZone')),
        currency: (v: string) => (isCurrencyCode(v) ? null : t('settings.invalidCurrency')),
      },
    },
  });
  const { formError, showError } = useApiForm(form);
  const save = useMutation(educatorAdminMutations.saveSettings(companyId));
  const submit = form.onSubmit((values) =>
    save.mutate(toSettingsUpdate(values), {
      onSuccess: async (saved) => {
        const next = settingsFormValuesOf(saved);
        form.setInitialValues(next);
        form.setValues(next);
        notifySuccess(t('settings.saved'));
        await refreshBrand(client);
      },
      onError: (error) => showError(error),
    }),
  );
  const numberInput = (key: keyof typeof NUMBER_FIELDS) => (
    <NumberInput
      key={key}
      label={t(`settings.${key}`)}
      min={NUMBER_FIELDS[key].min}
      max={NUMBER_FIELDS[key].max}
      allowDecimal={!!NUMBER_FIELDS[key].decimal}
      allowNegative={false}
      {...form.getInputProps(`settings.${key}`)}
    />
  );
  const key = form.getValues().aiApiKey;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section title={t('settings.brand')} id="settings-brand">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('settings.name')} required {...form.getInputProps('name')} />
            <TextInput
              label={t('settings.contactEmail')}
              type="email"
              autoComplete="email"
              {...form.getInputProps('contact_email')}
            />
            <TextInput label={t('settings.examName')} required {...form.getInputProps('exam_name')} />
            <TextInput label={t('settings.tabName')} required {...form.getInputProps('tab_name')} />
            <ColorInput
              label={t('settings.themeColor')}
              format="hex"
              withEyeDropper={false}
              {...form.getInputProps('theme_color')}
            />
          </SimpleGrid>
          <CompanyLogoField view={view} />
        </Section>
        <Section title={t('settings.prices')} id="settings-prices">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {GRADING_LEVELS.map((level) => (
              <NumberInput
                key={level}
                label={t(`settings.grading${level === 'score' ? 'Score' : level === 'simple' ? 'Simple' : 'Vip'}`)}
                min={0}
                max={100000}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps(`settings.gradingPrices.${level}`)}
              />
            ))}
            {PRICE_KEYS.map(numberInput)}
          </SimpleGrid>
        </Section>
        <Section title={t('settings.limits')} id="settings-limits">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{LIMIT_KEYS.map(numberInput)}</SimpleGrid>
        </Section>
        <Section title={t('settings.ai')} id="settings-ai">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('settings.aiBaseUrl')}
              description={t('settings.aiBaseUrlHint')}
              placeholder="https://"
              {...form.getInputProps('settings.aiBaseUrl')}
            />
            <TextInput label={t('settings.aiModel')} {...form.getInputProps('settings.aiModel')} />
            <PasswordField
              label={t('settings.aiApiKey')}
              description={t('settings.aiApiKeyHint')}
              autoComplete="off"
              {...form.getInputProps('aiApiKey')}
            />
            <Stack gap={4} justify="flex-end">
              <Text size="sm" data-testid="ai-key-state">
                {view.ai_api_key.set && view.ai_api_key.masked
                  ? t('settings.aiApiKeyStored', { masked: view.ai_api_key.masked })
                  : t('settings.aiApiKeyNone')}
              </Text>
              {view.ai_api_key.set && (
                <Checkbox
                  label={t('settings.aiApiKeyRemove')}
                  disabled={!!key.trim()}
                  {...form.getInputProps('removeAiKey', { type: 'checkbox' })}
                />
              )}
            </Stack>
          </SimpleGrid>
        </Section>
        <Section title={t('settings.site')} id="settings-site">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('settings.blogUrl')}
              description={t('settings.blogUrlHint')}
              placeholder="https://"
              {...form.getInputProps('settings.blogUrl')}
            />
            <TextInput label={t('settings.businessTimeZone')} {...form.getInputProps('settings.businessTimeZone')} />
            <TextInput label={t('settings.currency')} maxLength={3} {...form.getInputProps('settings.currency')} />
          </SimpleGrid>
          <Switch
            label={t('settings.adBlockHidesContent')}
            {...form.getInputProps('settings.adBlockHidesContent', { type: 'checkbox' })}
          />
        </Section>
        <FormFooter error={formError} pending={save.isPending}>
          {t('settings.save')}
        </FormFooter>
      </Stack>
    </form>
  );
}

/** /educator/company/settings: a company admin changes their company's brand and settings (decisions.md). */
export function TenantSettingsScreen() {
  const { t } = useTranslation('educatorAdmin');
  const companies = useQuery(companyQueries.list());
  const company = ownCompanyOf(companies.data);
  const settings = useQuery({ ...educatorAdminQueries.settings(company?.id ?? ''), enabled: !!company });
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('settings.title')} subtitle={t('settings.intro')} />
        {companies.data && !company && <Alert color="gray">{t('settings.notAvailable')}</Alert>}
        {company && settings.data && (
          <SettingsForm key={settings.data.id} companyId={company.id} view={settings.data} />
        )}
      </Stack>
    </Container>
  );
}
