import { Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { OrderView } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { useCoinLabels } from './coin-labels.ts';

const KNOWN = [
  'bank_code',
  'bank_name',
  'virtual_account',
  'account_number',
  'account_name',
  'payment_code',
  'store',
  'amount',
  'due_at',
  'expires_at',
] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (key: string): key is Known => (KNOWN as readonly string[]).includes(key);
const looksLikeDateTime = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

/** ATM transfer or convenience-store code: what to pay where, as the provider gave it (OrderView.instructions). */
export function OrderInstructions({ order }: { order: OrderView }) {
  const { t } = useTranslation('coins');
  const labels = useCoinLabels();
  const entries = Object.entries(order.instructions ?? {});
  if (entries.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t(`instructions.title.${order.method}`)}
        </Title>
        <Text size="sm">
          {t(`instructions.body.${order.method}`, { total: labels.money(order.total, order.currency) })}
        </Text>
        <Stack gap={6} component="dl" m={0}>
          {entries.map(([key, value]) => (
            <Group key={key} justify="space-between" wrap="wrap" gap="xs">
              <Text component="dt" size="sm" c="dimmed">
                {isKnown(key) ? t(`instructions.fields.${key}`) : key.replace(/_/g, ' ')}
              </Text>
              <Text component="dd" m={0} fw={700}>
                {looksLikeDateTime(value) ? labels.dateTime(value) : <Code fz="md">{value}</Code>}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
