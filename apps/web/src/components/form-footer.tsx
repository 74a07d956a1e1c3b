import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The end of a form: its form-level error (if any) and the submit button, right-aligned. */
export function FormFooter({
  error,
  pending,
  disabled,
  children,
}: {
  error: ReactNode;
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={pending} disabled={disabled ?? false}>
          {children}
        </Button>
      </Group>
    </>
  );
}
