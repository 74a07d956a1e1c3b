import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { GiveCompanyPointsInput } from '@prepwell/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSegments } from '../../components/two-step-form.tsx';
import { formatNumber } from '../../lib/format.ts';
import { PointsDialog, usePointsMove } from './points-form-parts.tsx';
import { companyMutations, companyQueries } from './company.api.ts';
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
  const move = usePointsMove(onClose);
  const { amount } = move;
  const [target, setTarget] = useState<Target>('teacher');
  const [targetId, setTargetId] = useState<string | null>(null);
  const [targetLabel, setTargetLabel] = useState('');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const options = useTargets(companyId, target, targetId ? '' : q);
  const give = useMutation(companyMutations.givePoints(companyId));

  const submit = () => {
    if (!targetId || !isValidPoints(amount)) return;
    const input: GiveCompanyPointsInput = { target, target_id: targetId, points: amount, ...move.notesInput };
    give.mutate(
      { key: move.action.keyFor(input), input },
      { onSuccess: () => move.done(t('points.given', { count: amount, name: targetLabel })) },
    );
  };

  return (
    <PointsDialog
      move={move}
      title={t('points.giveTitle')}
      onClose={onClose}
      valid={!!targetId && isValidPoints(amount)}
      mutation={give}
      fields={
        <>
          <Text size="sm" c="dimmed">
            {t('points.available', { balance: formatNumber(balance, i18n.language) })}
          </Text>
          <LabelledSegments
            id="give-points-target"
            label={t('points.target')}
            value={target}
            onChange={(next) => {
              setTarget(next);
              setTargetId(null);
              setTargetLabel('');
              setSearch('');
            }}
            data={[
              { value: 'teacher', label: t('points.toTeacher') },
              { value: 'class', label: t('points.toClass') },
            ]}
          />
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
        </>
      }
      confirmMessage={
        target === 'teacher'
          ? t('points.confirmTeacher', { count: Number(amount), name: targetLabel })
          : t('points.confirmClass', { count: Number(amount), name: targetLabel })
      }
      confirmLabel={t('points.confirmAction')}
      onConfirm={submit}
    />
  );
}
