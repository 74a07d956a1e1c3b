// ACT scoring rules, exams.md §2. Raw → scale 1–36 is a form-specific table (./score-table.ts).

export type ActFormat = 'classic' | 'enhanced';

export interface ActSectionScales {
  readonly english: number;
  readonly math: number;
  readonly reading: number;
  /** Required on the classic ACT, optional on the enhanced ACT. */
  readonly science?: number | undefined;
}

const checkScale = (name: string, value: number, min: number, max: number): void => {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer in ${min}..${max}, got ${value}`);
  }
};

/**
 * Mean of integer scores rounded to the nearest whole number with fractions ≥ .5 rounded up
 * ([act-scores]✅). Integer arithmetic, so 25.5 can never become 25.499999.
 */
export const roundedMeanHalfUp = (scores: readonly number[]): number => {
  if (scores.length === 0) throw new RangeError('roundedMeanHalfUp: no scores');
  const sum = scores.reduce((s, v) => s + v, 0);
  const n = scores.length;
  return Math.floor((2 * sum + n) / (2 * n));
};

/**
 * Composite, exams.md §2: classic = mean of English, Math, Reading and Science [act-scores]✅;
 * enhanced = mean of English, Math and Reading only, Science reported apart ⚠️ (secondary sources
 * [enhancedact] [applerouth] [globalstudy]; the format is a parameter so a correction is one line).
 * Rounded half up. Section scales are 1–36.
 */
export const actComposite = (scales: ActSectionScales, format: ActFormat): number => {
  const core = [scales.english, scales.math, scales.reading];
  const sections = format === 'classic' ? [...core, requireScience(scales)] : core;
  sections.forEach((s) => checkScale('ACT section score', s, 1, 36));
  return roundedMeanHalfUp(sections);
};

const requireScience = (scales: ActSectionScales): number => {
  if (scales.science === undefined) throw new RangeError('the classic ACT composite needs a Science score');
  return scales.science;
};

/**
 * Enhanced ACT STEM score = mean of Math and Science, exams.md §2 ⚠️. exams.md does not state its
 * rounding; the composite's half-up rule is assumed. Undefined when Science was not taken.
 */
export const actStemScore = (scales: ActSectionScales): number | undefined => {
  if (scales.science === undefined) return undefined;
  checkScale('ACT Math score', scales.math, 1, 36);
  checkScale('ACT Science score', scales.science, 1, 36);
  return roundedMeanHalfUp([scales.math, scales.science]);
};

/** The four writing domains of [act-writing]✅. */
export const ACT_WRITING_DOMAINS = [
  'ideasAndAnalysis',
  'developmentAndSupport',
  'organization',
  'languageUseAndConventions',
] as const;
export type ActWritingDomain = (typeof ACT_WRITING_DOMAINS)[number];

/** Two readers' 1–6 ratings for one domain, and the resolved domain score when a third reader was needed. */
export interface ActWritingRatings {
  readonly readers: readonly [number, number];
  /** 2–12; required when the readers differ by more than 1. */
  readonly resolved?: number | undefined;
}

export type ActWritingResult =
  | {
      readonly status: 'scored';
      readonly domains: Readonly<Record<ActWritingDomain, number>>;
      readonly subject: number;
    }
  | { readonly status: 'needs_third_reader'; readonly domains: readonly ActWritingDomain[] };

/**
 * ACT Writing, exams.md §2 [act-writing]✅: two readers rate each of 4 domains 1–6; the domain score
 * is their sum (2–12); readers more than 1 point apart need a third reader, whose resolution
 * exams.md does not describe, so it is an input (`resolved`). Subject score = the four domain scores
 * averaged and rounded (2–12); the rounding direction is not stated, half up is assumed ⚠️.
 * Writing never affects the composite.
 */
export const actWritingScore = (ratings: Readonly<Record<ActWritingDomain, ActWritingRatings>>): ActWritingResult => {
  const pending: ActWritingDomain[] = [];
  const domains = {} as Record<ActWritingDomain, number>;
  for (const domain of ACT_WRITING_DOMAINS) {
    const { readers, resolved } = ratings[domain];
    readers.forEach((r) => checkScale(`ACT writing rating (${domain})`, r, 1, 6));
    if (Math.abs(readers[0] - readers[1]) > 1) {
      if (resolved === undefined) {
        pending.push(domain);
        continue;
      }
      checkScale(`ACT writing resolved score (${domain})`, resolved, 2, 12);
      domains[domain] = resolved;
    } else {
      domains[domain] = readers[0] + readers[1];
    }
  }
  if (pending.length > 0) return { status: 'needs_third_reader', domains: pending };
  return { status: 'scored', domains, subject: roundedMeanHalfUp(ACT_WRITING_DOMAINS.map((d) => domains[d])) };
};
