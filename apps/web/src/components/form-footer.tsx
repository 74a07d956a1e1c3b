import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The end of a form: its form-level error (if any) and the submit button, right-aligned. */
export function FormFooter({ error, pending, children }: { error: ReactNode; pending: boolean; children: ReactNode }) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={pending}>
          {children}
        </Button>
      </Group>
    </>
  );
}
