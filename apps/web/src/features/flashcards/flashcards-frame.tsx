import { Button, Container, Group, Stack, Title, type ContainerProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../app/shell/language-switcher.tsx';

/**
 * The flashcard pages run full screen (spec §2: no header, no footer): their own slim bar with the way
 * back, the page's heading and the language menu.
 */
export function FlashcardsFrame({
  size,
  back,
  backLabel,
  title,
  aside,
  children,
}: {
  size: ContainerProps['size'];
  back: string;
  backLabel: string;
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={size} py="md">
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap" component="nav" aria-label={backLabel}>
          <Button component={Link} to={back} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {backLabel}
          </Button>
          <LanguageSwitcher />
        </Group>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} fz="h2">
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
