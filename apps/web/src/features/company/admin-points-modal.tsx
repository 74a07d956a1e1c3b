import { Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { IdempotentAction } from '../coins/idempotency.ts';
import { formatNumber } from '../../lib/format.ts';
import { PointsAmountFields, PointsConfirmStep, PointsFormButtons } from './points-form-parts.tsx';
import { companyMutations, companyQueries, refreshCompany } from './company.api.ts';
import { isValidPoints, signedPoints } from './company-rules.ts';

/**
 * Super admins: add points to a company or deduct them (POST /api/admin/companies/:id/points), with a
 * confirmation. One Idempotency-Key per action, reused when the same request is retried.
 */
export function AdminPointsModal({ company, onClose }: { company: { id: string; name: string }; onClose: () => void }) {
  const { t, i18n } = useTranslation('company');
  const client = useQueryClient();
  const [action] = useState(() => new IdempotentAction());
  const [direction, setDirection] = useState<'add' | 'deduct'>('add');
  const [amount, setAmount] = useState<number | ''>('');
  const [notes, setNotes] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const detail = useQuery(companyQueries.detail(company.id, true));
  const adjust = useMutation(companyMutations.adjustPoints(company.id));
  const valid = isValidPoints(amount);
  const fieldError = isApiError(adjust.error)
    ? adjust.error.fieldErrors.find((f) => f.path.endsWith('points'))?.message
    : undefined;

  const submit = () => {
    if (!isValidPoints(amount)) return;
    const request = { points: signedPoints(amount, direction), ...(notes.trim() ? { notes: notes.trim() } : {}) };
    adjust.mutate(
      { key: action.keyFor(request), ...request },
      {
        onSuccess: async (result) => {
          action.settle();
          notifySuccess(
            t(direction === 'add' ? 'admin.added' : 'admin.deducted', {
              count: amount,
              name: company.name,
              balance: formatNumber(result.balance, i18n.language),
            }),
          );
          await refreshCompany(client);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin.title', { name: company.name })}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {step === 'form' ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) setStep('confirm');
          }}
        >
          <Stack gap="sm">
            {detail.data && (
              <Text size="sm" c="dimmed">
                {t('admin.balance', { balance: formatNumber(detail.data.points, i18n.language) })}
              </Text>
            )}
            <Stack gap={4}>
              <Text size="sm" fw={500} id="admin-points-direction">
                {t('admin.direction')}
              </Text>
              <SegmentedControl
                aria-labelledby="admin-points-direction"
                value={direction}
                onChange={(v) => setDirection(v === 'deduct' ? 'deduct' : 'add')}
                data={[
                  { value: 'add', label: t('admin.add') },
                  { value: 'deduct', label: t('admin.deduct') },
                ]}
              />
            </Stack>
            <PointsAmountFields
              amount={amount}
              onAmount={setAmount}
              notes={notes}
              onNotes={setNotes}
              error={fieldError}
              autoFocus
            />
            <PointsFormButtons valid={valid} onCancel={onClose} />
          </Stack>
        </form>
      ) : (
        <PointsConfirmStep
          message={t(direction === 'add' ? 'admin.confirmAdd' : 'admin.confirmDeduct', {
            count: Number(amount),
            name: company.name,
          })}
          notes={notes}
          error={adjust.error}
          pending={adjust.isPending}
          confirmLabel={t('actions.confirm')}
          danger={direction === 'deduct'}
          onBack={() => setStep('form')}
          onConfirm={submit}
        />
      )}
    </Modal>
  );
}
