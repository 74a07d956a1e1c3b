import { Button, Group, type GroupProps } from '@mantine/core';

/**
 * A form's closing pair in a row: a plain button that cancels (closes the dialog, drops the edit) and the submit
 * button, busy while the form is being saved. The row's layout (`justify`, `gap`, margins) is the caller's.
 */
export function CancelSubmitButtons({
  cancelLabel,
  onCancel,
  submitLabel,
  pending,
  ...group
}: Omit<GroupProps, 'children'> & {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
}) {
  return (
    <Group {...group}>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
