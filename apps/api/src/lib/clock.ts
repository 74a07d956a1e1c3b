const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) now in a time zone (one formatter kept per zone: they are costly to make). */
export const todayIn = (timeZone: string, at: Date = new Date()): string => {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(at);
};

export const addMinutes = (at: Date, minutes: number): Date => new Date(at.getTime() + minutes * 60_000);

export const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();
