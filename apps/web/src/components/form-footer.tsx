import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormError } from './form-error.tsx';

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
      <FormError error={error} />
      <Group justify="flex-end">
        <Button type="submit" loading={pending} disabled={disabled ?? false}>
          {children}
        </Button>
      </Group>
    </>
  );
}
