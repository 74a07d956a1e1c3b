import { Center, Loader, Overlay, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestsInFlight } from '../lib/loading-store.ts';

/** Requests faster than this never show the loader (no flashing). */
export const LOADER_DELAY_MS = 200;

export function FullScreenLoader({ visible }: { visible: boolean }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  if (!visible) return null;
  return (
    <Overlay fixed color="#fff" backgroundOpacity={0.6} zIndex={1000}>
      <Center h="100%" role="status" aria-live="polite">
        <Loader size="lg" />
        <VisuallyHidden>{ready ? t('loading') : ''}</VisuallyHidden>
      </Center>
    </Overlay>
  );
}

/** Shows the full-screen loader while API requests are in flight (spec §7), after a short delay. */
export function RequestLoader() {
  const inFlight = useRequestsInFlight();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (inFlight === 0) {
      setVisible(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [inFlight > 0]); // eslint-disable-line react-hooks/exhaustive-deps -- only the busy/idle edge matters
  return <FullScreenLoader visible={visible} />;
}
