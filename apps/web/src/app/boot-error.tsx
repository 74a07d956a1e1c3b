import './mantine-styles.ts';
import { Button, Container, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error.ts';
import { getTenantOverride, setTenantOverride } from '../lib/storage.ts';

/** Shown when the brand cannot load (unknown tenant, server down): say why and offer a way out. */
export function BootError({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const unknownTenant = isApiError(error) && error.code === 'tenant_not_found';
  const override = getTenantOverride();
  return (
    <MantineProvider>
      <Container size="sm" py={80} component="main">
        <Stack>
          <Title order={1}>{unknownTenant ? t('boot.unknownTenant') : t('boot.title')}</Title>
          <Text>{unknownTenant && isApiError(error) ? error.message : t('boot.body')}</Text>
          <Button onClick={() => window.location.reload()}>{t('chunk.refresh')}</Button>
          {override && (
            <Button
              variant="default"
              onClick={() => {
                setTenantOverride(null);
                window.location.assign('/');
              }}
            >
              {t('boot.clearTenant')}
            </Button>
          )}
        </Stack>
      </Container>
    </MantineProvider>
  );
}
