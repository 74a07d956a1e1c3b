/**
 * The lesson forms' times (pure). A `datetime-local` input holds a wall-clock time of the browser's zone
 * ("2026-12-01T16:00"); the API takes and answers ISO instants.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the browser's local "YYYY-MM-DDTHH:MM" (for a `datetime-local` input). */
export const localOfInstant = (iso: string): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A local "YYYY-MM-DDTHH:MM" as an ISO instant, or null when empty or not a time. */
export const instantOfLocal = (local: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
};

/** The local value `minutes` after another local value (same day rules as the browser's zone). */
export const addMinutesLocal = (local: string, minutes: number): string => {
  const iso = instantOfLocal(local);
  return iso ? localOfInstant(new Date(new Date(iso).getTime() + minutes * 60_000).toISOString()) : '';
};

/** Whether the end (local) is after the start (local); false when either is not a time. */
export const endsAfter = (start: string, end: string): boolean => {
  const a = instantOfLocal(start);
  const b = instantOfLocal(end);
  return a !== null && b !== null && new Date(b).getTime() > new Date(a).getTime();
};
