import { Fieldset, NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LANGS } from '@prepwell/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneNames } from '../../lib/format.ts';
import { CoinPacksField, ProPlansField } from './company-list-fields.tsx';
import type { CompanyValues, SettingsValues } from './company-values.ts';

type NumberKey = {
  [K in keyof SettingsValues]: SettingsValues[K] extends number | string
    ? K extends
        | 'currency'
        | 'businessTimeZone'
        | 'recaptchaSiteKey'
        | 'instructorCode'
        | 'captcha'
        | 'defaultLang'
        | 'embedOrigins'
      ? never
      : K
    : never;
}[keyof SettingsValues];

const zones = () => timeZoneNames(['Asia/Taipei', 'UTC']);

/** The tenant settings of decisions.md, grouped: money, limits, plans, captcha, instructor code, time. */
export function CompanySettingsFields({ form }: { form: UseFormReturnType<CompanyValues> }) {
  const { t } = useTranslation('admin');
  const timeZones = useMemo(zones, []);
  const number = (key: NumberKey, options: { min?: number; max?: number; decimals?: boolean } = {}) => (
    <NumberInput
      label={t(`settings.${key}`)}
      min={options.min ?? 0}
      max={options.max}
      allowDecimal={options.decimals ?? false}
      {...form.getInputProps(`settings.${key}`)}
    />
  );
  return (
    <>
      <Fieldset legend={t('settings.money')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('settings.currency')} maxLength={3} {...form.getInputProps('settings.currency')} />
          {number('cardFeePercent', { max: 50, decimals: true })}
          {number('scoreReportUnlockPrice')}
          {number('emailVerificationReward')}
          {number('referralInviteesPerReward', { min: 1, max: 100 })}
          {number('referralInviterReward')}
          {number('referralInviteeReward')}
          {number('proGradingDiscountPercent', { max: 100, decimals: true })}
        </SimpleGrid>
        <CoinPacksField form={form} />
      </Fieldset>
      <Fieldset legend={t('settings.limits')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {number('freeFullTestsPerDay', { max: 1000 })}
          {number('freeSectionPracticesPerDay', { max: 1000 })}
          {number('attemptsPerTest', { min: 1, max: 100 })}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('settings.plans')}>
        <ProPlansField form={form} />
      </Fieldset>
      <Fieldset legend={t('settings.captcha')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('settings.captchaProvider')}
            allowDeselect={false}
            data={[
              { value: 'builtin', label: t('settings.captchaBuiltin') },
              { value: 'recaptcha', label: t('settings.captchaRecaptcha') },
              { value: 'off', label: t('settings.captchaOff') },
            ]}
            {...form.getInputProps('settings.captcha')}
          />
          <TextInput label={t('settings.recaptchaSiteKey')} {...form.getInputProps('settings.recaptchaSiteKey')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('settings.instructor')}>
        <TextInput
          label={t('settings.instructorCode')}
          description={t('settings.instructorCodeHint')}
          {...form.getInputProps('settings.instructorCode')}
        />
      </Fieldset>
      <Fieldset legend={t('settings.embedding')}>
        <Textarea
          label={t('settings.embedOrigins')}
          description={t('settings.embedOriginsHint')}
          placeholder="https://www.example-school.org"
          autosize
          minRows={2}
          {...form.getInputProps('settings.embedOrigins')}
        />
      </Fieldset>
      <Fieldset legend={t('settings.time')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('settings.businessTimeZone')}
            description={t('settings.businessTimeZoneHint')}
            data={timeZones}
            searchable
            allowDeselect={false}
            limit={200}
            {...form.getInputProps('settings.businessTimeZone')}
          />
          <Select
            label={t('settings.defaultLang')}
            allowDeselect={false}
            data={LANGS.map((l) => ({
              value: l,
              label: l === 'en' ? 'English' : l === 'cn' ? '简体中文' : '繁體中文',
            }))}
            {...form.getInputProps('settings.defaultLang')}
          />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
