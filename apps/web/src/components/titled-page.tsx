import { Container, Stack, Title, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page with its one heading (`h1`) above its content, in a container of the given width. */
export function TitledPage({
  size,
  title,
  children,
}: {
  size: ContainerProps['size'];
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={size} py="xl">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
