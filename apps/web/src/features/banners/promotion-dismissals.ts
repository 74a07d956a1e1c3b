import { PROMOTIONS_HIDDEN_COOKIE } from '@prepwell/contracts/light';
import { serverSession } from '../../lib/server-session.ts';
import { setHint } from '../../lib/storage.ts';

/**
 * Which promotions a member hid today ("Hide for today"): per tenant and user, in this browser, keyed by the
 * local calendar date, so each comes back the next day. A cookie copies today's list for the server, which
 * paints the student's dashboard (decision 0056) and must not paint a promotion the app would then hide.
 */
const keyOf = (scope: string, userId: string) => `pw_promo_hidden:${scope}:${userId}`;

export const localDay = (at: Date = new Date()): string =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

const read = (key: string): Record<string, string> => {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/** The server's render reads the browser's copy: it ends at the browser's own midnight, so what is there is today's. */
const hiddenOnServer = (raw: string | null, key: string): Set<string> => {
  try {
    const value = JSON.parse(raw ?? '{}') as { k?: unknown; ids?: unknown };
    return value.k === key && Array.isArray(value.ids)
      ? new Set(value.ids.filter((id): id is string => typeof id === 'string'))
      : new Set();
  } catch {
    return new Set();
  }
};

/** The copy for the server, expiring at the browser's next local midnight, when the list ends anyway. */
const copyForServer = (key: string, ids: string[], now: Date): void =>
  setHint(
    PROMOTIONS_HIDDEN_COOKIE,
    JSON.stringify({ k: key, ids }),
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1),
  );

export const hiddenToday = (scope: string, userId: string, today = localDay()): Set<string> => {
  const server = serverSession();
  if (server) return hiddenOnServer(server.promotionsHidden, keyOf(scope, userId));
  return new Set(
    Object.entries(read(keyOf(scope, userId)))
      .filter(([, day]) => day === today)
      .map(([id]) => id),
  );
};

/** Hides one promotion for today; entries of earlier days are dropped on the way. */
export const hideForToday = (scope: string, userId: string, promotionId: string, now = new Date()): void => {
  const today = localDay(now);
  const key = keyOf(scope, userId);
  const kept = Object.fromEntries(Object.entries(read(key)).filter(([, day]) => day === today));
  const hidden = { ...kept, [promotionId]: today };
  try {
    window.localStorage.setItem(key, JSON.stringify(hidden));
  } catch {
    /* storage unavailable: hidden for this page only */
  }
  copyForServer(key, Object.keys(hidden), now);
};
