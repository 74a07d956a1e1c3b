/**
 * The class dashboard's skill × student heat map: each cell is the share of questions with that skill the
 * student answered correctly. The colour is a five-step scale from red (weak) to green (strong) on light
 * backgrounds with near-black text (well over 4.5:1 on every step); the percentage is always written in the
 * cell, so nobody has to read the colour.
 */

export interface HeatCellCounts {
  correct: number;
  total: number;
}

/** Whole percent answered correctly; null when the student saw no question with that skill. */
export const cellPercent = ({ correct, total }: HeatCellCounts): number | null => {
  if (!Number.isFinite(total) || total <= 0) return null;
  const share = Math.min(Math.max(correct, 0), total) / total;
  return Math.round(share * 100);
};

export const HEAT_STEPS = 5;

/** 0 (under 20 %) … 4 (80 % and more); null for no data. */
export const heatStep = (percent: number | null): number | null => {
  if (percent === null || Number.isNaN(percent)) return null;
  const clamped = Math.min(Math.max(percent, 0), 100);
  return Math.min(HEAT_STEPS - 1, Math.floor(clamped / (100 / HEAT_STEPS)));
};

const BACKGROUNDS = ['red.2', 'orange.2', 'yellow.2', 'lime.2', 'green.3'] as const;

/** Mantine colour tokens for a cell (background and text); grey for no data. */
export const heatColors = (percent: number | null): { bg: string; color: string } => {
  const step = heatStep(percent);
  if (step === null) return { bg: 'gray.1', color: 'gray.8' };
  return { bg: BACKGROUNDS[step] ?? 'gray.1', color: 'dark.7' }; // near-black text: over 7:1 on every step
};

/** The legend: each step's range, e.g. [0, 19], [20, 39] … [80, 100]. */
export const heatLegend = (): { step: number; from: number; to: number; bg: string; color: string }[] =>
  Array.from({ length: HEAT_STEPS }, (_, step) => {
    const from = (100 / HEAT_STEPS) * step;
    const to = step === HEAT_STEPS - 1 ? 100 : (100 / HEAT_STEPS) * (step + 1) - 1;
    return { step, from, to, ...heatColors(from) };
  });

/** A row's or column's overall percentage (sum of correct over sum of seen), for the table's totals. */
export const totalPercent = (cells: readonly HeatCellCounts[]): number | null =>
  cellPercent(
    cells.reduce((sum, c) => ({ correct: sum.correct + c.correct, total: sum.total + c.total }), {
      correct: 0,
      total: 0,
    }),
  );
