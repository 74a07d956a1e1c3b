import type { GradingLevel } from '@prepwell/contracts';

/** Decision 0014: simple (Basic) and VIP levels are graded with a comment; a score-only request keeps none. */
export const needsComment = (level: GradingLevel): boolean => level !== 'score';

/** A grade is a whole number on the task's scale, 0…max (the server answers `grade_out_of_range` otherwise). */
export const isValidScore = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
