import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A section of a page as a bordered card, named by its heading (an `h2` styled as h4, which `aria-labelledby`
 * points at): screen readers list it as a region with that name.
 */
export function SectionCard({
  id,
  title,
  titleGap = 'sm',
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  /** The space under the heading. */
  titleGap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" id={id} mb={titleGap}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
