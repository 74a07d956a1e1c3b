import { Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { GiveCompanyPointsInput } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { IdempotentAction } from '../coins/idempotency.ts';
import { formatNumber } from '../../lib/format.ts';
import { PointsAmountFields, PointsConfirmStep, PointsFormButtons } from './points-form-parts.tsx';
import { companyMutations, companyQueries, refreshCompany } from './company.api.ts';
import { isValidPoints } from './company-rules.ts';

type Target = GiveCompanyPointsInput['target'];

/** The teachers or classes matching what is typed (the server searches; the first page is offered). */
function useTargets(companyId: string, target: Target, q: string) {
  const teachers = useQuery({
    ...companyQueries.users(companyId, { page: 1, q, role: 'teacher' }),
    enabled: target === 'teacher',
  });
  const classes = useQuery({ ...companyQueries.classes(companyId, 1, q), enabled: target === 'class' });
  return target === 'teacher'
    ? (teachers.data?.data ?? []).map((u) => ({ value: u.id, label: u.email ? `${u.name} (${u.email})` : u.name }))
    : (classes.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

/**
 * "Give points": from the company's points to a teacher (their T-Coins) or to a class. Choose the target,
 * the amount and a note, then confirm. One Idempotency-Key per action: a retry of the same request after
 * a lost answer replays it instead of giving twice.
 */
export function GivePointsModal({
  companyId,
  balance,
  onClose,
}: {
  companyId: string;
  balance: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('company');
  const client = useQueryClient();
  const [action] = useState(() => new IdempotentAction());
  const [target, setTarget] = useState<Target>('teacher');
  const [targetId, setTargetId] = useState<string | null>(null);
  const [targetLabel, setTargetLabel] = useState('');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [amount, setAmount] = useState<number | ''>('');
  const [notes, setNotes] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const options = useTargets(companyId, target, targetId ? '' : q);
  const give = useMutation(companyMutations.givePoints(companyId));
  const valid = !!targetId && isValidPoints(amount);
  const fieldError = isApiError(give.error)
    ? give.error.fieldErrors.find((f) => f.path.endsWith('points'))?.message
    : undefined;

  const submit = () => {
    if (!targetId || !isValidPoints(amount)) return;
    const input: GiveCompanyPointsInput = {
      target,
      target_id: targetId,
      points: amount,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    give.mutate(
      { key: action.keyFor(input), input },
      {
        onSuccess: async () => {
          action.settle();
          notifySuccess(t('points.given', { count: amount, name: targetLabel }));
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
      title={t('points.giveTitle')}
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
            <Text size="sm" c="dimmed">
              {t('points.available', { balance: formatNumber(balance, i18n.language) })}
            </Text>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="give-points-target">
                {t('points.target')}
              </Text>
              <SegmentedControl
                aria-labelledby="give-points-target"
                value={target}
                onChange={(v) => {
                  setTarget(v === 'class' ? 'class' : 'teacher');
                  setTargetId(null);
                  setTargetLabel('');
                  setSearch('');
                }}
                data={[
                  { value: 'teacher', label: t('points.toTeacher') },
                  { value: 'class', label: t('points.toClass') },
                ]}
              />
            </Stack>
            <Select
              label={target === 'teacher' ? t('points.teacher') : t('points.class')}
              placeholder={t('points.searchPlaceholder')}
              searchable
              required
              data={
                targetId && !options.some((o) => o.value === targetId)
                  ? [...options, { value: targetId, label: targetLabel }]
                  : options
              }
              value={targetId}
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options: all }) => all}
              onChange={(value, option) => {
                setTargetId(value);
                setTargetLabel(option?.label ?? '');
              }}
              nothingFoundMessage={t('points.nothingFound')}
              data-autofocus
            />
            <PointsAmountFields
              amount={amount}
              onAmount={setAmount}
              notes={notes}
              onNotes={setNotes}
              error={fieldError}
            />
            <PointsFormButtons valid={valid} onCancel={onClose} />
          </Stack>
        </form>
      ) : (
        <PointsConfirmStep
          message={
            target === 'teacher'
              ? t('points.confirmTeacher', { count: Number(amount), name: targetLabel })
              : t('points.confirmClass', { count: Number(amount), name: targetLabel })
          }
          notes={notes}
          error={give.error}
          pending={give.isPending}
          confirmLabel={t('points.confirmAction')}
          onBack={() => setStep('form')}
          onConfirm={submit}
        />
      )}
    </Modal>
  );
}
