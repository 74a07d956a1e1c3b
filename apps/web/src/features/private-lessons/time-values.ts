/**
 * The private-lesson forms' times (pure). A `datetime-local` input holds a wall-clock time of the
 * browser's zone ("2026-12-01T16:00"); the API takes an ISO instant with offset.
 */

/** "2026-12-01T16:00" (local) → ISO instant, or null when empty or not a time. */
export const instantOfLocal = (local: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
};

/** Whether a local time is in the future (at `now`). */
export const isFutureLocal = (local: string, now = new Date()): boolean => {
  const iso = instantOfLocal(local);
  return iso !== null && new Date(iso).getTime() > now.getTime();
};

/** The minutes between two instants. */
export const minutesBetween = (from: string, to: string): number =>
  Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000);

/** The durations a form offers, in minutes. */
export const DURATIONS = [30, 45, 60, 90, 120, 180] as const;

/** Weekdays 0 (Sunday) … 6, Monday first as a week is read. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
