import { Paper, Stack, Title, type MantineSpacing, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A section of a page as a bordered card whose heading and content stand in one stack (`gap` apart), named by
 * its heading (`aria-labelledby` points at it): screen readers list it as a region with that name. Unlike
 * `SectionCard`, the heading takes part in the stack's spacing.
 */
export function StackedSection({
  id,
  title,
  padding = 'md',
  gap = 'sm',
  order = 2,
  titleSize = 'h4',
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  padding?: MantineSpacing;
  gap?: MantineSpacing;
  order?: TitleOrder;
  titleSize?: 'h3' | 'h4' | 'h5' | 'md';
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={padding} radius="md" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <Title order={order} fz={titleSize} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
