import { httpRequest } from '../../lib/http.ts';
import { PROBE_TIMEOUT_MS } from './sync-policy.ts';

/**
 * Whether the API answers at all (`GET /api/health`, public and cheap; decision 0036). The sync loop
 * probes it about once a second while answers wait, so they leave as soon as the server is back. Never
 * rejects: no answer, an error status or a late answer are all "not yet".
 */
export const probeHealth = async (): Promise<boolean> => {
  try {
    return await httpRequest(
      { method: 'GET', url: '/api/health', timeoutMs: PROBE_TIMEOUT_MS, sessionHeaders: () => ({}) },
      async (response) => response.ok,
    );
  } catch {
    return false;
  }
};
