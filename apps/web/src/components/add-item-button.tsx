import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** A small button with a plus that adds one item to a list (a row, a field group), named by `label`. */
export function AddItemButton({
  label,
  onClick,
  variant,
}: {
  label: string;
  onClick: () => void;
  variant: NonNullable<ButtonProps['variant']>;
}) {
  return (
    <Button size="xs" variant={variant} leftSection={<IconPlus size={14} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
