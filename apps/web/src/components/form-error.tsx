import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form's error that belongs to none of its fields (nothing when there is none). */
export function FormError({ error }: { error: ReactNode }) {
  return error ? (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  ) : null;
}
