import { Alert, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackConfirmButtons, CancelNextButtons, NextStepForm } from '../../components/two-step-form.tsx';
import { AppModal } from '../../components/app-modal.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { IdempotentAction } from '../coins/idempotency.ts';
import { refreshCompany } from './company.api.ts';
import { MAX_POINTS } from './company-rules.ts';

/** The amount and note of a points form (give or adjust), with the server's field error on the amount. */
export function PointsAmountFields(props: {
  amount: number | '';
  onAmount: (value: number | '') => void;
  notes: string;
  onNotes: (value: string) => void;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('company');
  return (
    <>
      <NumberInput
        label={t('points.amount')}
        min={1}
        max={MAX_POINTS}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        value={props.amount}
        onChange={(v) => props.onAmount(typeof v === 'number' ? v : '')}
        error={props.error}
        required
        {...(props.autoFocus ? { 'data-autofocus': true } : {})}
      />
      <Textarea
        label={t('points.notes')}
        value={props.notes}
        onChange={(e) => props.onNotes(e.currentTarget.value)}
        maxLength={200}
        autosize
        minRows={2}
      />
    </>
  );
}

/** The cancel / next buttons that end a points form. */
export function PointsFormButtons({ valid, onCancel }: { valid: boolean; onCancel: () => void }) {
  const { t } = useTranslation('company');
  return (
    <CancelNextButtons
      valid={valid}
      onCancel={onCancel}
      cancelLabel={t('actions.cancel')}
      nextLabel={t('actions.next')}
    />
  );
}

/** The confirmation step of a points move: what will happen, the note, the server's refusal, back and confirm. */
export function PointsConfirmStep(props: {
  message: string;
  notes: string;
  error: unknown;
  pending: boolean;
  confirmLabel: string;
  danger?: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('company');
  return (
    <Stack gap="md">
      <Text>{props.message}</Text>
      {props.notes.trim() && (
        <Text size="sm" c="dimmed">
          {t('points.notes')}: {props.notes.trim()}
        </Text>
      )}
      {props.error ? (
        <Alert color="red" role="alert">
          {errorMessageOf(props.error)}
        </Alert>
      ) : null}
      <BackConfirmButtons
        pending={props.pending}
        onBack={props.onBack}
        onConfirm={props.onConfirm}
        backLabel={t('actions.back')}
        confirmLabel={props.confirmLabel}
        confirmColor={props.danger ? 'red.9' : undefined}
      />
    </Stack>
  );
}

/**
 * What a points dialog holds: the amount, the note, the step, and one Idempotency-Key for the action
 * (reused when the same request is retried). `done` ends a move that went through: the key is spent, the
 * dialog says so, refreshes the company's figures and closes.
 */
export function usePointsMove(onClose: () => void) {
  const client = useQueryClient();
  const [action] = useState(() => new IdempotentAction());
  const [amount, setAmount] = useState<number | ''>('');
  const [notes, setNotes] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const done = async (message: string) => {
    action.settle();
    notifySuccess(message);
    await refreshCompany(client);
    onClose();
  };
  const notesInput = notes.trim() ? { notes: notes.trim() } : {};
  return { action, amount, setAmount, notes, setNotes, step, setStep, done, notesInput };
}
export type PointsMove = ReturnType<typeof usePointsMove>;

/** A points dialog: the form (`fields` above the amount and note), then the confirmation of `confirmMessage`. */
export function PointsDialog(props: {
  move: PointsMove;
  title: string;
  onClose: () => void;
  /** The whole form is valid (Next). */
  valid: boolean;
  mutation: { error: unknown; isPending: boolean };
  fields: ReactNode;
  autoFocusAmount?: boolean;
  confirmMessage: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  const { move, mutation } = props;
  const fieldError = isApiError(mutation.error)
    ? mutation.error.fieldErrors.find((f) => f.path.endsWith('points'))?.message
    : undefined;
  return (
    <AppModal opened onClose={props.onClose} title={props.title} centered>
      {move.step === 'form' ? (
        <NextStepForm valid={props.valid} onNext={() => move.setStep('confirm')}>
          {props.fields}
          <PointsAmountFields
            amount={move.amount}
            onAmount={move.setAmount}
            notes={move.notes}
            onNotes={move.setNotes}
            error={fieldError}
            autoFocus={props.autoFocusAmount ?? false}
          />
          <PointsFormButtons valid={props.valid} onCancel={props.onClose} />
        </NextStepForm>
      ) : (
        <PointsConfirmStep
          message={props.confirmMessage}
          notes={move.notes}
          error={mutation.error}
          pending={mutation.isPending}
          confirmLabel={props.confirmLabel}
          danger={props.danger ?? false}
          onBack={() => move.setStep('form')}
          onConfirm={props.onConfirm}
        />
      )}
    </AppModal>
  );
}
