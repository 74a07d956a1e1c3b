import './mantine-styles.ts';
import '@mantine/notifications/styles.css';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { TenantBrand } from '@prepwell/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { sessionQueries } from '../features/session/session.api.ts';
import { queryClient } from '../lib/query-client.ts';
import { themeFor } from './theme.ts';
import { AfterFirstCommit } from '../components/after-first-commit.tsx';

/**
 * Mantine's default "dimmed" grey is 3.3:1 on white, and so is its error red (red.6, used for field
 * errors); these pass WCAG AA (4.5:1) for small text.
 */
const accessibleGreys: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6770',
    '--mantine-color-placeholder': '#6b737c',
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});

/** Mantine in the tenant's theme, light, with the accessible greys: the app's and the server's painted pages' (src/ssr). */
export function BrandMantine({ tenant, children }: { tenant: TenantBrand | undefined; children: ReactNode }) {
  const theme = useMemo(() => (tenant ? themeFor(tenant) : undefined), [tenant]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={accessibleGreys}>
      {children}
    </MantineProvider>
  );
}

/** Query client, Mantine (tenant theme), notifications and modals. The tenant is already loaded. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandMantine tenant={queryClient.getQueryData(sessionQueries.tenant().queryKey)}>
        <AfterFirstCommit>
          <Notifications position="top-right" />
        </AfterFirstCommit>
        <ModalsProvider>{children}</ModalsProvider>
      </BrandMantine>
    </QueryClientProvider>
  );
}
