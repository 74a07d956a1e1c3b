import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** A red trash icon that removes one item of a list (a row, a field group), named by `label`. */
export function RemoveIconButton({
  label,
  onClick,
  iconSize = 16,
  ...position
}: {
  label: string;
  onClick: () => void;
  iconSize?: number;
} & Pick<ActionIconProps, 'size' | 'mt' | 'mb'>) {
  return (
    <ActionIcon variant="subtle" color="red" {...position} aria-label={label} onClick={onClick}>
      <IconTrash size={iconSize} aria-hidden />
    </ActionIcon>
  );
}
