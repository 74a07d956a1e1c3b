import { useEffect, useState } from 'react';
import { probeHealth } from '../../runner/sync/health-probe.ts';

/** `unstable` while the browser is offline or the server does not answer; `restored` for a while after. */
export type NetworkState = 'ok' | 'unstable' | 'restored';

export const RESTORED_SHOWN_MS = 6_000;
const RETRY_MS = 3_000;

export interface NetworkDeps {
  online: () => boolean;
  probe: () => Promise<boolean>;
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

// The server's render of a public page (src/ssr) has neither: it renders the first state, and runs no effect.
const BROWSER: NetworkDeps = {
  online: () => typeof navigator === 'undefined' || navigator.onLine,
  probe: probeHealth,
  target:
    typeof window === 'undefined'
      ? { addEventListener: () => undefined, removeEventListener: () => undefined }
      : window,
};

/**
 * The network banner's state for the whole app (the runner keeps its own). The browser's offline event makes
 * it unstable at once; when the browser is back online the API is asked (`GET /api/health`) until it
 * answers, and only then is the network called restored.
 */
export const useNetworkState = (deps: NetworkDeps = BROWSER): [NetworkState, () => void] => {
  const [state, setState] = useState<NetworkState>(() => (deps.online() ? 'ok' : 'unstable'));
  const { online, probe, target } = deps;

  useEffect(() => {
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let hide: ReturnType<typeof setTimeout> | undefined;
    let wasUnstable = !online();
    const clear = () => {
      if (retry) clearTimeout(retry);
      if (hide) clearTimeout(hide);
      retry = hide = undefined;
    };
    const check = async () => {
      if (!online()) return;
      const answers = await probe();
      if (cancelled || !online()) return;
      if (!answers) {
        retry = setTimeout(() => void check(), RETRY_MS);
        return;
      }
      if (!wasUnstable) return;
      wasUnstable = false;
      setState('restored');
      hide = setTimeout(() => setState('ok'), RESTORED_SHOWN_MS);
    };
    const onOffline = () => {
      clear();
      wasUnstable = true;
      setState('unstable');
    };
    const onOnline = () => {
      clear();
      void check();
    };
    target.addEventListener('offline', onOffline);
    target.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      clear();
      target.removeEventListener('offline', onOffline);
      target.removeEventListener('online', onOnline);
    };
  }, [online, probe, target]);

  return [state, () => setState('ok')];
};
