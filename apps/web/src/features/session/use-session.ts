import type { SessionUser, TenantBrand } from '@prepwell/contracts';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '../../lib/storage.ts';
import { endSession, sessionQueries, type EndSessionOptions } from './session.api.ts';

export const useToken = (): string | null => useSyncExternalStore(subscribeToken, getToken, getToken); // on the server: the painted page's session (decision 0056)

export interface Session {
  /** The logged-in user, or null (logged out, or still loading). */
  user: SessionUser | null;
  /** The brand; always present (loaded before the app renders). */
  tenant: TenantBrand;
  /** A token is stored (spec §4: logged in means a non-empty token). */
  isLoggedIn: boolean;
  /** The user query is still loading for a stored token. */
  isLoading: boolean;
  /**
   * Ends the session and clears cached server state. `leave` navigates away (the caller's choice of page);
   * it runs before the cache is cleared, so the page being left does not fetch its data again.
   */
  logout: (options?: EndSessionOptions) => Promise<void>;
}

export const useSession = (): Session => {
  const client = useQueryClient();
  const token = useToken();
  const { data: tenant } = useSuspenseQuery(sessionQueries.tenant());
  const me = useQuery({ ...sessionQueries.me(), enabled: !!token });
  const logout = useCallback((options?: EndSessionOptions) => endSession(client, options), [client]);
  return {
    user: token ? (me.data ?? null) : null,
    tenant,
    isLoggedIn: !!token,
    isLoading: !!token && me.isPending,
    logout,
  };
};
