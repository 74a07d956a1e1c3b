import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered section of the lesson screens: its heading (an `h2` styled as h4, which names the section) with
 * something on the right (`aside`: a link, a button, a note), then its content.
 */
export function LessonSection({
  id,
  title,
  aside,
  headGap = 'sm',
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  aside?: ReactNode;
  /** The space under the heading's row. */
  headGap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb={headGap}>
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
