import { Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A form that is one section of a page (a settings card, "link a student"): its heading, a line saying
 * what it is for, then its fields. Validation is the form library's (`noValidate`).
 */
export function FormSection({
  title,
  titleSize = 'h4',
  hint,
  onSubmit,
  children,
}: {
  title: ReactNode;
  titleSize?: 'h4' | 'h5';
  hint?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={3} fz={titleSize}>
          {title}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {children}
      </Stack>
    </form>
  );
}
