import { Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AddItemButton } from '../../components/add-item-button.tsx';
import { RemoveIconButton } from '../../components/remove-icon-button.tsx';
import type { CompanyValues } from './company-values.ts';

type Form = UseFormReturnType<CompanyValues>;

/** Coin packs: coins and price per pack (spec: 20, 40, 60, 120, 200, 240 by default). */
export function CoinPacksField({ form }: { form: Form }) {
  const { t } = useTranslation('admin');
  const packs = form.getValues().settings.coinPacks;
  return (
    <Stack gap="xs" mt="md" role="group" aria-labelledby="coin-packs-label">
      <Text size="sm" fw={500} id="coin-packs-label">
        {t('settings.coinPacks')}
      </Text>
      {packs.map((_, i) => (
        <Group key={i} align="flex-end" wrap="nowrap">
          <NumberInput
            label={`${t('settings.coins')} ${i + 1}`}
            min={1}
            allowDecimal={false}
            {...form.getInputProps(`settings.coinPacks.${i}.coins`)}
          />
          <NumberInput
            label={`${t('settings.price')} ${i + 1}`}
            min={0}
            decimalScale={2}
            {...form.getInputProps(`settings.coinPacks.${i}.price`)}
          />
          <RemoveIconButton
            label={t('settings.removePack', { n: i + 1 })}
            onClick={() => form.removeListItem('settings.coinPacks', i)}
            size="lg"
            mb={2}
          />
        </Group>
      ))}
      {packs.length < 20 && (
        <Group>
          <AddItemButton
            variant="subtle"
            label={t('settings.addPack')}
            onClick={() => form.insertListItem('settings.coinPacks', { coins: '', price: '' })}
          />
        </Group>
      )}
    </Stack>
  );
}

/** Pro plans: months (0 = lifetime), price, and a timed percent discount. */
export function ProPlansField({ form }: { form: Form }) {
  const { t } = useTranslation('admin');
  const plans = form.getValues().settings.proPlans;
  return (
    <Stack gap="sm" role="group" aria-label={t('settings.proPlans')}>
      {plans.map((_, i) => (
        <Group key={i} align="flex-end" wrap="wrap" gap="xs">
          <NumberInput
            w={150}
            label={t('settings.months')}
            min={0}
            max={1200}
            allowDecimal={false}
            {...form.getInputProps(`settings.proPlans.${i}.months`)}
          />
          <NumberInput
            w={120}
            label={t('settings.price')}
            min={0}
            decimalScale={2}
            {...form.getInputProps(`settings.proPlans.${i}.price`)}
          />
          <NumberInput
            w={120}
            label={t('settings.discountPercent')}
            min={0}
            max={100}
            {...form.getInputProps(`settings.proPlans.${i}.discountPercent`)}
          />
          <TextInput
            w={210}
            type="datetime-local"
            label={t('settings.discountEndsAt')}
            {...form.getInputProps(`settings.proPlans.${i}.discountEndsAt`)}
          />
          <RemoveIconButton
            label={t('settings.removePlan', { n: i + 1 })}
            onClick={() => form.removeListItem('settings.proPlans', i)}
            size="lg"
            mb={2}
          />
        </Group>
      ))}
      {plans.length < 10 && (
        <Group>
          <AddItemButton
            variant="subtle"
            label={t('settings.addPlan')}
            onClick={() =>
              form.insertListItem('settings.proPlans', { months: 1, price: '', discountPercent: 0, discountEndsAt: '' })
            }
          />
        </Group>
      )}
    </Stack>
  );
}
