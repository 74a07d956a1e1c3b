/**
 * The 90-day review heat map (issue 18): days laid out in week columns (Sunday at the top, as GitHub's
 * contribution graph), each with a step 0 (no review) … 4 by the count against the busiest day.
 */

export interface HeatDay {
  day: string;
  count: number;
}

export interface HeatCell extends HeatDay {
  /** Column (week) and row (weekday 0 = Sunday). */
  column: number;
  row: number;
  step: 0 | 1 | 2 | 3 | 4;
}

/** Weekday of a `YYYY-MM-DD` day, read in UTC so no time zone moves it. */
const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

export const heatStepOf = (count: number, max: number): HeatCell['step'] => {
  if (count <= 0 || max <= 0) return 0;
  const share = count / max;
  if (share <= 0.25) return 1;
  if (share <= 0.5) return 2;
  if (share <= 0.75) return 3;
  return 4;
};

export const layoutHeatmap = (days: readonly HeatDay[]): { cells: HeatCell[]; columns: number } => {
  const first = days[0];
  if (!first) return { cells: [], columns: 0 };
  const max = Math.max(...days.map((d) => d.count));
  const offset = weekdayOf(first.day);
  const cells = days.map((d, i): HeatCell => {
    const slot = i + offset;
    return { ...d, column: Math.floor(slot / 7), row: slot % 7, step: heatStepOf(d.count, max) };
  });
  return { cells, columns: Math.floor((days.length - 1 + offset) / 7) + 1 };
};

/** Days with at least one review. */
export const activeDays = (days: readonly HeatDay[]): number => days.filter((d) => d.count > 0).length;
