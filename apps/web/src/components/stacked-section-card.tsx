import {
  Paper,
  Stack,
  Title,
  type MantineSpacing,
  type PaperProps,
  type TitleOrder,
  type TitleProps,
} from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A section of a page as a bordered card whose heading and content stack with one gap (`gap`); the section is
 * named by its heading (`aria-labelledby` points at `id`), so screen readers list it as a region with that name.
 * The card's padding and margins are the caller's (`p`, `mt`, …).
 */
export function StackedSectionCard({
  id,
  title,
  order = 2,
  fz = 'h4',
  gap = 'sm',
  children,
  ...paper
}: Omit<PaperProps, 'children'> & {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  order?: TitleOrder;
  fz?: TitleProps['fz'];
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby={id} {...paper}>
      <Stack gap={gap}>
        <Title order={order} fz={fz} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
