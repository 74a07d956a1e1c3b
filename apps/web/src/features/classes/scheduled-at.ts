/**
 * A class test's `scheduled_at` is typed as a date and a time of day in the teacher's own time zone
 * (the browser's) and sent as ISO 8601 with that zone's offset (contracts `CreateClassTestInput`), so the
 * server knows the instant and the teacher reads back what they typed.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** `+08:00`, `-05:00`, `+00:00`: minutes east of UTC as an ISO offset. */
export const isoOffset = (minutesEast: number): string =>
  `${minutesEast < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutesEast) / 60))}:${pad(Math.abs(minutesEast) % 60)}`;

/**
 * `YYYY-MM-DD` + `HH:MM` read in the local time zone → `YYYY-MM-DDTHH:MM:00+hh:mm`. A time that does not
 * exist locally (skipped by a daylight-saving change) moves forward as the clock does. Null for a date or
 * time that is not one (2026-02-30, 24:00, empty).
 */
export const toScheduledAt = (date: string, time: string): string | null => {
  const d = DATE.exec(date.trim());
  const t = TIME.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  const probe = new Date(year, month - 1, day, 12, 0); // noon: never inside a daylight-saving gap
  if (probe.getFullYear() !== year || probe.getMonth() !== month - 1 || probe.getDate() !== day) return null;
  const local = new Date(year, month - 1, day, hour, minute);
  return `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}:00${isoOffset(-local.getTimezoneOffset())}`;
};

/** An instant → the local `{date, time}` the form shows (the inverse of {@link toScheduledAt}). */
export const splitScheduledAt = (iso: string): { date: string; time: string } => {
  const local = new Date(iso);
  if (Number.isNaN(local.getTime())) return { date: '', time: '' };
  return {
    date: `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
};

/** The next full hour after `now` (the "Add test" form's default opening time). */
export const nextFullHour = (now: Date): Date => {
  const next = new Date(now.getTime());
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return next;
};
