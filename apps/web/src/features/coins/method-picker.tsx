import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PaymentMethod } from '@prepwell/contracts';
import { IconBuildingBank, IconBuildingStore, IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCoinLabels } from './coin-labels.ts';

const ICONS = { card: IconCreditCard, atm: IconBuildingBank, cvs: IconBuildingStore } as const;

/** Card (with the fee), ATM transfer or convenience-store code: the methods the tenant offers. */
export function MethodPicker({
  methods,
  value,
  onChange,
  feePercent,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
  feePercent: number;
}) {
  const { t } = useTranslation('coins');
  const labels = useCoinLabels();
  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as PaymentMethod)} label={t('deposit.method')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        {methods.map((method) => {
          const Icon = ICONS[method];
          return (
            <Radio.Card key={method} value={method} radius="md" p="md" aria-label={labels.method(method)}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Stack gap={2}>
                  <Group gap={6} wrap="nowrap">
                    <Icon size={18} aria-hidden />
                    <Text fw={600}>{labels.method(method)}</Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {method === 'card' && feePercent > 0
                      ? t('deposit.cardFeeNote', { percent: feePercent })
                      : t(`deposit.methodHint.${method}`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
