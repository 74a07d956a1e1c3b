import { Alert, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackConfirmButtons, CancelNextButtons, NextStepForm } from '../../components/two-step-form.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { CoinDialog, CoinMovementFields, useCoinMovement } from '../coins/coin-movement-dialog.tsx';
import { commerceMutations, refreshCommerce } from './commerce-admin.api.ts';

const detail = (details: Record<string, unknown>, key: string) =>
  typeof details[key] === 'number' ? details[key] : null;

/**
 * Give or deduct T-Coins (amount and notes, then a confirmation). The dialog is one action: it takes one
 * Idempotency-Key when it opens, so a retry after a lost answer replays instead of moving coins twice.
 */
export function CoinAdjustModal({
  user,
  direction,
  onClose,
}: {
  user: { id: string; name: string };
  direction: 'give' | 'deduct';
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const movement = useCoinMovement();
  const { key, amount, notes, point } = movement;
  const valid = point !== null;
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const adjust = useMutation(commerceMutations.adjustCoins(user.id, direction));
  const error = adjust.error;
  const insufficient =
    isApiError(error) && (error.code === 'insufficient_balance' || error.code === 'point_is_not_enough');
  const balance = isApiError(error) ? detail(error.details, 'balance') : null;
  const needed = isApiError(error) ? detail(error.details, 'needed') : null;
  const fieldError = isApiError(error) ? error.fieldErrors.find((f) => f.path.endsWith('point'))?.message : undefined;

  const submit = () => {
    if (point === null) return;
    adjust.mutate(
      { key, point, notes },
      {
        onSuccess: async (result) => {
          notifySuccess(
            t(direction === 'give' ? 'commerce.coins.given' : 'commerce.coins.deducted', {
              count: point,
              balance: result.balance,
            }),
          );
          await refreshCommerce(client, user.id);
          onClose();
        },
      },
    );
  };

  return (
    <CoinDialog
      onClose={onClose}
      title={t(direction === 'give' ? 'commerce.coins.giveTitle' : 'commerce.coins.deductTitle', { name: user.name })}
    >
      <Stack gap="md">
        {step === 'form' ? (
          <NextStepForm valid={valid} onNext={() => setStep('confirm')}>
            <CoinMovementFields
              movement={movement}
              amountLabel={t('commerce.coins.amount')}
              notesLabel={t('commerce.coins.notes')}
              amountError={fieldError}
            />
            <CancelNextButtons
              valid={valid}
              onCancel={onClose}
              cancelLabel={t('commerce.coins.cancel')}
              nextLabel={t('commerce.coins.next')}
            />
          </NextStepForm>
        ) : (
          <>
            <Text>
              {t(direction === 'give' ? 'commerce.coins.confirmGive' : 'commerce.coins.confirmDeduct', {
                count: Number(amount),
                name: user.name,
              })}
            </Text>
            {notes.trim() && (
              <Text size="sm" c="dimmed">
                {t('commerce.coins.notes')}: {notes.trim()}
              </Text>
            )}
            {error && (
              <Alert color="red" role="alert" title={insufficient ? t('commerce.coins.insufficientShort') : undefined}>
                {insufficient && balance !== null && needed !== null
                  ? t('commerce.coins.insufficient', { balance, needed })
                  : insufficient
                    ? error.message
                    : errorMessageOf(error)}
              </Alert>
            )}
            <BackConfirmButtons
              pending={adjust.isPending}
              onBack={() => setStep('form')}
              onConfirm={submit}
              backLabel={t('commerce.coins.back')}
              confirmLabel={t('commerce.coins.confirm')}
              confirmColor={direction === 'deduct' ? 'red.9' : undefined}
            />
          </>
        )}
      </Stack>
    </CoinDialog>
  );
}
