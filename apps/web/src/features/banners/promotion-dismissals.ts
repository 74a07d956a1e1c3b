/**
 * Which promotions a member hid today ("Hide for today"): per tenant and user, in this browser, keyed by the
 * local calendar date, so each comes back the next day.
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

export const hiddenToday = (scope: string, userId: string, today = localDay()): Set<string> =>
  new Set(
    Object.entries(read(keyOf(scope, userId)))
      .filter(([, day]) => day === today)
      .map(([id]) => id),
  );

/** Hides one promotion for today; entries of earlier days are dropped on the way. */
export const hideForToday = (scope: string, userId: string, promotionId: string, today = localDay()): void => {
  const kept = Object.fromEntries(Object.entries(read(keyOf(scope, userId))).filter(([, day]) => day === today));
  try {
    window.localStorage.setItem(keyOf(scope, userId), JSON.stringify({ ...kept, [promotionId]: today }));
  } catch {
    /* storage unavailable: hidden for this page only */
  }
};
