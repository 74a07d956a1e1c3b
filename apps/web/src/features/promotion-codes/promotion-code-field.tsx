import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { PromotionQuote } from '@prepwell/contracts';
import { IconDiscount } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageOf } from '../../lib/notify.ts';

/**
 * The checkout's promotion code: type it, Apply; the discount (or the localized reason it does not
 * apply) shows before paying. The parent holds the applied code and the quote (usePromotionQuote).
 */
export function PromotionCodeField({
  applied,
  onApply,
  quote,
  error,
  checking,
}: {
  applied: string | null;
  onApply: (code: string | null) => void;
  quote: PromotionQuote | undefined;
  error: unknown;
  checking: boolean;
}) {
  const { t } = useTranslation('promotionCodes');
  const [text, setText] = useState(applied ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = text.trim();
    onApply(code ? code : null);
  };
  const refusal = applied && error ? (isApiError(error) ? error.message : errorMessageOf(error)) : undefined;
  return (
    <form onSubmit={submit} aria-label={t('checkout.label')}>
      <Stack gap={6}>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t('checkout.label')}
            placeholder={t('checkout.placeholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={refusal}
            maxLength={64}
            autoComplete="off"
            leftSection={<IconDiscount size={16} aria-hidden />}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" mt={25} loading={checking} disabled={!text.trim()}>
            {t('checkout.apply')}
          </Button>
          {applied && (
            <Button
              variant="subtle"
              color="gray"
              mt={25}
              onClick={() => {
                setText('');
                onApply(null);
              }}
            >
              {t('checkout.remove')}
            </Button>
          )}
        </Group>
        {applied && quote && (
          <Text size="sm" fw={600} role="status" data-testid="promotion-applied">
            {quote.discount_kind === 'percent'
              ? t('checkout.appliedPercent', { code: quote.code, percent: quote.amount })
              : t('checkout.appliedCoins', { code: quote.code, count: quote.bonus_coins })}
          </Text>
        )}
      </Stack>
    </form>
  );
}
