import { Stack, Text, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading: its one `h1` and, under it, a line saying what the page is for. */
export function PageTitle({
  title,
  subtitle,
  subtitleColor = 'dimmed',
}: {
  title: ReactNode;
  subtitle: ReactNode;
  subtitleColor?: MantineColor;
}) {
  return (
    <Stack gap={2}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c={subtitleColor}>{subtitle}</Text>
    </Stack>
  );
}
