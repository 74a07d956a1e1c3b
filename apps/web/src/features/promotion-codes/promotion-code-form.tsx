import { Alert, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import {
  PromotionAppliesTo,
  PromotionAudience,
  PromotionDiscountKind,
  type PromotionCodeInput,
} from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { splitFieldErrors } from '../../lib/field-errors.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { promotionCodeMutations, refreshPromotionCodes } from './promotion-codes.api.ts';
import { AppModal } from '../../components/app-modal.tsx';
import { CancelSubmitButtons } from '../../components/cancel-submit-buttons.tsx';

const FIELDS = new Set([
  'code',
  'description',
  'discount_kind',
  'amount',
  'applies_to',
  'audience',
  'valid_from',
  'valid_to',
  'per_user_limit',
  'total_limit',
]);

/** A `datetime-local` value (the admin's own clock) as an ISO instant, or null when empty. */
export const instantOf = (local: string): string | null => {
  if (!local) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
};

/** The new-code dialog: text, percent or T-Coins, what it applies to, who may use it, dates and limits. */
export function PromotionCodeForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('promotionCodes');
  const client = useQueryClient();
  const create = useMutation(promotionCodeMutations.create());
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [kind, setKind] = useState<PromotionCodeInput['discount_kind']>('percent');
  const [amount, setAmount] = useState<number | ''>(10);
  const [appliesTo, setAppliesTo] = useState<NonNullable<PromotionCodeInput['applies_to']>>('any');
  const [audience, setAudience] = useState<NonNullable<PromotionCodeInput['audience']>>('all');
  const [validFrom, setValidFrom] = useState('');
  const [validTo, setValidTo] = useState('');
  const [perUser, setPerUser] = useState<number | ''>(1);
  const [total, setTotal] = useState<number | ''>('');

  const errors = isApiError(create.error)
    ? splitFieldErrors(create.error.fieldErrors, (p) => FIELDS.has(p))
    : { fields: {} as Record<string, string>, other: [] };
  const general =
    create.error && (!isApiError(create.error) || create.error.fieldErrors.length === 0)
      ? errorMessageOf(create.error)
      : errors.other[0];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        code: code.trim(),
        description: description.trim(),
        discount_kind: kind,
        amount: typeof amount === 'number' ? amount : 0,
        applies_to: kind === 'coins' ? 'coin_pack' : appliesTo,
        audience,
        valid_from: instantOf(validFrom),
        valid_to: instantOf(validTo),
        per_user_limit: typeof perUser === 'number' ? perUser : 1,
        total_limit: typeof total === 'number' ? total : null,
      },
      {
        onSuccess: async (saved) => {
          notifySuccess(t('form.created', { code: saved.code }));
          await refreshPromotionCodes(client);
          onClose();
        },
      },
    );
  };

  return (
    <AppModal opened onClose={onClose} title={t('form.title')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {general && <Alert color="red">{general}</Alert>}
          <TextInput
            label={t('form.code')}
            description={t('form.codeHint')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={errors.fields.code}
            required
            maxLength={32}
            data-autofocus
          />
          <TextInput
            label={t('form.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.fields.description}
            maxLength={200}
          />
          <Group grow align="flex-start">
            <Select
              label={t('form.kind')}
              data={PromotionDiscountKind.options.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
              value={kind}
              onChange={(v) => setKind(PromotionDiscountKind.safeParse(v).data ?? 'percent')}
              allowDeselect={false}
              error={errors.fields.discount_kind}
            />
            <NumberInput
              label={kind === 'percent' ? t('form.percent') : t('form.coins')}
              min={1}
              max={kind === 'percent' ? 99 : 100_000}
              allowDecimal={false}
              allowNegative={false}
              value={amount}
              onChange={(v) => setAmount(typeof v === 'number' ? v : '')}
              error={errors.fields.amount}
              required
            />
          </Group>
          <Group grow align="flex-start">
            <Select
              label={t('form.appliesTo')}
              data={PromotionAppliesTo.options.map((a) => ({ value: a, label: t(`appliesTo.${a}`) }))}
              value={kind === 'coins' ? 'coin_pack' : appliesTo}
              onChange={(v) => setAppliesTo(PromotionAppliesTo.safeParse(v).data ?? 'any')}
              allowDeselect={false}
              disabled={kind === 'coins'}
              description={kind === 'coins' ? t('form.coinsPacksOnly') : undefined}
              error={errors.fields.applies_to}
            />
            <Select
              label={t('form.audience')}
              data={PromotionAudience.options.map((a) => ({ value: a, label: t(`audience.${a}`) }))}
              value={audience}
              onChange={(v) => setAudience(PromotionAudience.safeParse(v).data ?? 'all')}
              allowDeselect={false}
              error={errors.fields.audience}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              type="datetime-local"
              label={t('form.validFrom')}
              value={validFrom}
              onChange={(e) => setValidFrom(e.currentTarget.value)}
              error={errors.fields.valid_from}
            />
            <TextInput
              type="datetime-local"
              label={t('form.validTo')}
              value={validTo}
              onChange={(e) => setValidTo(e.currentTarget.value)}
              error={errors.fields.valid_to}
            />
          </Group>
          <Group grow align="flex-start">
            <NumberInput
              label={t('form.perUser')}
              min={1}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              value={perUser}
              onChange={(v) => setPerUser(typeof v === 'number' ? v : '')}
              error={errors.fields.per_user_limit}
            />
            <NumberInput
              label={t('form.total')}
              description={t('form.totalHint')}
              min={1}
              max={1_000_000}
              allowDecimal={false}
              allowNegative={false}
              value={total}
              onChange={(v) => setTotal(typeof v === 'number' ? v : '')}
              error={errors.fields.total_limit}
            />
          </Group>
          <CancelSubmitButtons
            justify="flex-end"
            mt="sm"
            cancelLabel={t('actions.cancel')}
            onCancel={onClose}
            submitLabel={t('form.create')}
            pending={create.isPending}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
