import { Alert, Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/notify.ts';
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
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" disabled={!valid}>
        {t('actions.next')}
      </Button>
    </Group>
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
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onBack} disabled={props.pending}>
          {t('actions.back')}
        </Button>
        <Button color={props.danger ? 'red.9' : undefined} onClick={props.onConfirm} loading={props.pending}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
