/** The calendar date (YYYY-MM-DD) now in a time zone. */
export const todayIn = (timeZone: string, at: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

export const addMinutes = (at: Date, minutes: number): Date => new Date(at.getTime() + minutes * 60_000);

export const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();
