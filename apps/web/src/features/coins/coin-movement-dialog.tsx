import { NumberInput, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { AppModal } from '../../components/app-modal.tsx';

/** The most T-Coins one movement gives, deducts or rewards. */
const MAX_COINS = 1_000_000;

/**
 * The state of a dialog that moves T-Coins (an admin's Give / Deduct, the back office's Reward): the amount,
 * the notes, and one Idempotency-Key taken when the dialog opens, so a retry after a lost answer replays
 * instead of moving coins twice. `point` is the amount once it is valid (whole, 1 to 1,000,000), else null.
 */
export function useCoinMovement() {
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState<number | ''>('');
  const [notes, setNotes] = useState('');
  const point =
    typeof amount === 'number' && Number.isInteger(amount) && amount >= 1 && amount <= MAX_COINS ? amount : null;
  return { key, amount, setAmount, notes, setNotes, point };
}

export type CoinMovement = ReturnType<typeof useCoinMovement>;

/** A coin dialog: open while it is mounted, centred, its close button labelled. */
export function CoinDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <AppModal opened onClose={onClose} title={title} centered>
      {children}
    </AppModal>
  );
}

/** A movement's notes (at most 500 characters), kept with its transaction. */
export function CoinNotesField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Textarea
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={500}
      autosize
      minRows={2}
    />
  );
}

/** The amount (whole T-Coins, focused when the dialog opens) and the notes of a movement. */
export function CoinMovementFields({
  movement,
  amountLabel,
  notesLabel,
  amountError,
}: {
  movement: CoinMovement;
  amountLabel: string;
  notesLabel: string;
  amountError?: string | undefined;
}) {
  return (
    <>
      <NumberInput
        label={amountLabel}
        min={1}
        max={MAX_COINS}
        allowDecimal={false}
        allowNegative={false}
        value={movement.amount}
        onChange={(v) => movement.setAmount(typeof v === 'number' ? v : '')}
        error={amountError}
        required
        data-autofocus
      />
      <CoinNotesField label={notesLabel} value={movement.notes} onChange={movement.setNotes} />
    </>
  );
}
