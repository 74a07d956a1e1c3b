import { Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSegments } from '../../components/two-step-form.tsx';
import { formatNumber } from '../../lib/format.ts';
import { PointsDialog, usePointsMove } from './points-form-parts.tsx';
import { companyMutations, companyQueries } from './company.api.ts';
import { isValidPoints, signedPoints } from './company-rules.ts';

/**
 * Super admins: add points to a company or deduct them (POST /api/admin/companies/:id/points), with a
 * confirmation. One Idempotency-Key per action, reused when the same request is retried.
 */
export function AdminPointsModal({ company, onClose }: { company: { id: string; name: string }; onClose: () => void }) {
  const { t, i18n } = useTranslation('company');
  const move = usePointsMove(onClose);
  const { amount } = move;
  const [direction, setDirection] = useState<'add' | 'deduct'>('add');
  const detail = useQuery(companyQueries.detail(company.id, true));
  const adjust = useMutation(companyMutations.adjustPoints(company.id));

  const submit = () => {
    if (!isValidPoints(amount)) return;
    const request = { points: signedPoints(amount, direction), ...move.notesInput };
    adjust.mutate(
      { key: move.action.keyFor(request), ...request },
      {
        onSuccess: (result) =>
          move.done(
            t(direction === 'add' ? 'admin.added' : 'admin.deducted', {
              count: amount,
              name: company.name,
              balance: formatNumber(result.balance, i18n.language),
            }),
          ),
      },
    );
  };

  return (
    <PointsDialog
      move={move}
      title={t('admin.title', { name: company.name })}
      onClose={onClose}
      valid={isValidPoints(amount)}
      mutation={adjust}
      autoFocusAmount
      fields={
        <>
          {detail.data && (
            <Text size="sm" c="dimmed">
              {t('admin.balance', { balance: formatNumber(detail.data.points, i18n.language) })}
            </Text>
          )}
          <LabelledSegments
            id="admin-points-direction"
            label={t('admin.direction')}
            value={direction}
            onChange={setDirection}
            data={[
              { value: 'add', label: t('admin.add') },
              { value: 'deduct', label: t('admin.deduct') },
            ]}
          />
        </>
      }
      confirmMessage={t(direction === 'add' ? 'admin.confirmAdd' : 'admin.confirmDeduct', {
        count: Number(amount),
        name: company.name,
      })}
      confirmLabel={t('actions.confirm')}
      danger={direction === 'deduct'}
      onConfirm={submit}
    />
  );
}
