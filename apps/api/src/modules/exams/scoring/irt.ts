// Item response theory: the model, its information and the likelihood (exams.md §5.1, §5.2.6).
// Estimators live in ./irt-estimation.ts.

/**
 * One calibrated item (exams.md §5.2.1). `D` is stored explicitly because it changes every estimate
 * (oracle O4: D = 1 vs D = 1.702); all the oracles of exams.md §5.4 use D = 1. `c` defaults to 0
 * (2PL, used for SPR items) and `d` to 1 (3PL). A Rasch item is a = 1, c = 0.
 */
export interface IrtItem {
  readonly a: number;
  readonly b: number;
  readonly c?: number;
  readonly d?: number;
  readonly D: number;
}

/** A scored response: 1 right, 0 wrong. Omitted and pretest items are left out by the caller. */
export type IrtResponse = 0 | 1;

/** exams.md §5.2.6: probabilities are clamped to [1e−10, 1 − 1e−10] before taking logs. */
export const PROBABILITY_FLOOR = 1e-10;

/** exams.md §5.2.6: θ bounds for search; reporting uses [−4, 4]. */
export const THETA_SEARCH_BOUNDS = { min: -6, max: 6 } as const;

/** exams.md §5.1: P(θ) = c + (d − c) / (1 + exp(−D·a(θ − b))). */
export const probability = (item: IrtItem, theta: number): number => {
  const c = item.c ?? 0;
  const d = item.d ?? 1;
  return c + (d - c) / (1 + Math.exp(-item.D * item.a * (theta - item.b)));
};

/** dP/dθ = D·a·(P − c)(d − P)/(d − c). */
export const probabilitySlope = (item: IrtItem, theta: number): number => {
  const c = item.c ?? 0;
  const d = item.d ?? 1;
  const p = probability(item, theta);
  return (item.D * item.a * (p - c) * (d - p)) / (d - c);
};

/**
 * Fisher information, exams.md §5.1: I(θ) = (D·a)²·(Q/P)·((P − c)/(1 − c))² for 3PL, (D·a)²·P·Q for
 * 2PL. Computed in the general 4PL form P′²/(P·Q), which reduces to both.
 */
export const information = (item: IrtItem, theta: number): number => {
  const p = probability(item, theta);
  const q = 1 - p;
  if (p <= 0 || q <= 0) return 0;
  const slope = probabilitySlope(item, theta);
  return (slope * slope) / (p * q);
};

/** Test information, exams.md §5.1: the sum of the item informations (SE = 1/√ΣI). */
export const testInformation = (items: readonly IrtItem[], theta: number): number =>
  items.reduce((sum, item) => sum + information(item, theta), 0);

/**
 * θ where a 3PL item's information peaks (exams.md §5.4 O14): b + ln((1 + √(1 + 8c))/2)/(D·a).
 * For 2PL (c = 0) that is b.
 */
export const informationPeak = (item: IrtItem): number => {
  const c = item.c ?? 0;
  return item.b + Math.log((1 + Math.sqrt(1 + 8 * c)) / 2) / (item.D * item.a);
};

const clamp = (p: number): number => Math.min(1 - PROBABILITY_FLOOR, Math.max(PROBABILITY_FLOOR, p));

const checkLengths = (items: readonly IrtItem[], responses: readonly IrtResponse[]): void => {
  if (items.length !== responses.length) {
    throw new RangeError(`irt: ${items.length} items but ${responses.length} responses`);
  }
};

/** Σ u·log P + (1 − u)·log(1 − P), with P clamped (exams.md §5.2.6 "work in log-likelihoods"). */
export const logLikelihood = (items: readonly IrtItem[], responses: readonly IrtResponse[], theta: number): number => {
  checkLengths(items, responses);
  let sum = 0;
  items.forEach((item, i) => {
    const p = clamp(probability(item, theta));
    sum += responses[i] === 1 ? Math.log(p) : Math.log(1 - p);
  });
  return sum;
};

/** dℓ/dθ = Σ (u − P)·P′/(P·Q): the score function used by Fisher scoring. */
export const logLikelihoodSlope = (
  items: readonly IrtItem[],
  responses: readonly IrtResponse[],
  theta: number,
): number => {
  checkLengths(items, responses);
  let sum = 0;
  items.forEach((item, i) => {
    const p = clamp(probability(item, theta));
    sum += (((responses[i] ?? 0) - p) * probabilitySlope(item, theta)) / (p * (1 - p));
  });
  return sum;
};

/**
 * Maximum Fisher information selection (exams.md §5.2.2, oracle O13): the index of the item, among
 * those not yet used, that is most informative at θ; the first one wins a tie. −1 when none is left.
 */
export const mostInformativeItem = (
  items: readonly IrtItem[],
  theta: number,
  used: ReadonlySet<number> = new Set(),
): number => {
  let best = -1;
  let bestInfo = -Infinity;
  items.forEach((item, i) => {
    if (used.has(i)) return;
    const info = information(item, theta);
    if (info > bestInfo) {
      best = i;
      bestInfo = info;
    }
  });
  return best;
};
