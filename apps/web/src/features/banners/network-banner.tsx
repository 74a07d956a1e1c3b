import { Alert, Container } from '@mantine/core';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworkState } from './network-status.ts';

/** Spec §8: "network unstable", then "restored", on every page of the app (the runner has its own). */
export function NetworkBanner() {
  const { t } = useTranslation('banners');
  const [state, dismiss] = useNetworkState();
  if (state === 'ok') return null;
  const unstable = state === 'unstable';
  return (
    <Container size="lg" pt="sm">
      <Alert
        role={unstable ? 'alert' : 'status'}
        data-testid="network-banner"
        data-state={state}
        color={unstable ? 'orange' : 'green'}
        variant="light"
        icon={unstable ? <IconWifiOff size={18} aria-hidden /> : <IconWifi size={18} aria-hidden />}
        title={unstable ? t('network.unstable.title') : t('network.restored.title')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        withCloseButton={!unstable}
        closeButtonLabel={t('network.dismiss')}
        onClose={dismiss}
      >
        {unstable ? t('network.unstable.body') : t('network.restored.body')}
      </Alert>
    </Container>
  );
}
