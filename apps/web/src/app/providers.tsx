import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { sessionQueries } from '../features/session/session.api.ts';
import { queryClient } from '../lib/query-client.ts';
import { themeFor } from './theme.ts';

/** Query client, Mantine (tenant theme), notifications and modals. The tenant is already loaded. */
export function Providers({ children }: { children: ReactNode }) {
  const tenant = queryClient.getQueryData(sessionQueries.tenant().queryKey);
  const theme = useMemo(() => (tenant ? themeFor(tenant) : undefined), [tenant]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" />
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
