import { Button, Group, SegmentedControl, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The pieces of a two-step dialog (fill in, then confirm what will happen): the form whose submit moves on
 * when its values are valid, its Cancel / Next buttons, and the confirmation's Back / Confirm buttons.
 */

/** A form that goes to the next step on submit when `valid` (the browser's own checks run first). */
export function NextStepForm({ valid, onNext, children }: { valid: boolean; onNext: () => void; children: ReactNode }) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onNext();
      }}
    >
      <Stack gap="sm">{children}</Stack>
    </form>
  );
}

/** Cancel and Next (the submit), right-aligned; Next waits for valid values. */
export function CancelNextButtons(props: {
  valid: boolean;
  onCancel: () => void;
  cancelLabel: string;
  nextLabel: string;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel}>
        {props.cancelLabel}
      </Button>
      <Button type="submit" disabled={!props.valid}>
        {props.nextLabel}
      </Button>
    </Group>
  );
}

/** Back to the form and Confirm, right-aligned; both wait while the request is under way. */
export function BackConfirmButtons(props: {
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
  backLabel: string;
  confirmLabel: string;
  /** A destructive move's colour (e.g. a deduction). */
  confirmColor?: MantineColor | undefined;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onBack} disabled={props.pending}>
        {props.backLabel}
      </Button>
      <Button color={props.confirmColor} onClick={props.onConfirm} loading={props.pending}>
        {props.confirmLabel}
      </Button>
    </Group>
  );
}

/** A segmented choice with a visible label above it (the label names the control). */
export function LabelledSegments<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: string }[];
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={props.id}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={props.id}
        value={props.value}
        onChange={(v) => props.onChange(props.data.find((d) => d.value === v)?.value ?? props.value)}
        data={[...props.data]}
      />
    </Stack>
  );
}
