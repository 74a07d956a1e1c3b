import { Anchor, Button, Container, Group, Stack, type ContainerProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A page reached from a list: the subtle Back button at its top (with `aside`, the page's own actions, at the
 * right), then the page.
 */
export function PageWithBack(props: {
  size: ContainerProps['size'];
  back: string;
  backLabel: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={props.size} py="xl">
      <Stack gap="lg">
        <Group justify={props.aside === undefined ? 'flex-start' : 'space-between'}>
          <Button
            component={Link}
            to={props.back}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {props.backLabel}
          </Button>
          {props.aside}
        </Group>
        {props.children}
      </Stack>
    </Container>
  );
}

/** The small "← back to …" link above a page's title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
