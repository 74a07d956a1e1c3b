// Ability estimates for the IRT model of ./irt.ts, exactly as exams.md §5.1 specifies and checked
// against the oracles O1–O15 of exams.md §5.4.
import {
  logLikelihood,
  logLikelihoodSlope,
  testInformation,
  THETA_SEARCH_BOUNDS,
  type IrtItem,
  type IrtResponse,
} from './irt.ts';

export type Prior =
  | { readonly kind: 'normal'; readonly mean: number; readonly sd: number }
  | { readonly kind: 'uniform'; readonly min: number; readonly max: number };

/** `points` evenly spaced values from min to max inclusive. */
export interface ThetaGrid {
  readonly min: number;
  readonly max: number;
  readonly points: number;
}

/** exams.md §5.1: "for example 81 grid points on [−4, 4]"; N(0, 1) prior (§5.2.2). */
export const DEFAULT_EAP_GRID: ThetaGrid = { min: -4, max: 4, points: 81 };
export const STANDARD_NORMAL_PRIOR: Prior = { kind: 'normal', mean: 0, sd: 1 };

/** The EAP grid of exams.md §5.1 (e.g. 81 points on [−4, 4]; O5–O7 use −6..6 step 0.1 = 121). */
export const gridPoints = ({ min, max, points }: ThetaGrid): number[] =>
  Array.from({ length: points }, (_, i) => (points === 1 ? min : min + (i * (max - min)) / (points - 1)));

/** Log prior density up to a constant; −Infinity outside a uniform prior's support. */
const logPrior = (prior: Prior, theta: number): number => {
  switch (prior.kind) {
    case 'normal':
      return -((theta - prior.mean) ** 2) / (2 * prior.sd * prior.sd);
    case 'uniform':
      return theta >= prior.min - 1e-9 && theta <= prior.max + 1e-9 ? 0 : -Infinity;
  }
};

export interface AbilityEstimate {
  readonly theta: number;
  /** EAP: posterior SD (PSD); MLE: 1/√ΣI(θ̂); MAP: 1/√(observed curvature of the log posterior). */
  readonly se: number;
}

/**
 * EAP, exams.md §5.1: θ̂ = Σ θ_q L(θ_q) π(θ_q) / Σ L π on a fixed grid, PSD as SE. Always exists,
 * also for all-right or all-wrong patterns. Oracles O2, O4–O7, O12, O15.
 */
export const estimateEap = (
  items: readonly IrtItem[],
  responses: readonly IrtResponse[],
  options: { readonly grid?: ThetaGrid; readonly prior?: Prior } = {},
): AbilityEstimate => {
  const thetas = gridPoints(options.grid ?? DEFAULT_EAP_GRID);
  const prior = options.prior ?? STANDARD_NORMAL_PRIOR;
  const logPost = thetas.map((t) => logLikelihood(items, responses, t) + logPrior(prior, t));
  const top = Math.max(...logPost);
  if (!Number.isFinite(top)) throw new RangeError('estimateEap: the prior gives no weight to the grid');
  const weights = logPost.map((l) => Math.exp(l - top));
  const total = weights.reduce((s, w) => s + w, 0);
  const theta = thetas.reduce((s, t, i) => s + t * (weights[i] ?? 0), 0) / total;
  const variance = thetas.reduce((s, t, i) => s + (t - theta) ** 2 * (weights[i] ?? 0), 0) / total;
  return { theta, se: Math.sqrt(variance) };
};

const GOLDEN = (Math.sqrt(5) - 1) / 2;

/** Golden-section search for the maximum of f on [lo, hi] (f unimodal there). */
const goldenMax = (f: (x: number) => number, lo: number, hi: number, tolerance = 1e-10): number => {
  let a = lo;
  let b = hi;
  let x1 = b - GOLDEN * (b - a);
  let x2 = a + GOLDEN * (b - a);
  let f1 = f(x1);
  let f2 = f(x2);
  while (b - a > tolerance) {
    if (f1 < f2) {
      a = x1;
      x1 = x2;
      f1 = f2;
      x2 = a + GOLDEN * (b - a);
      f2 = f(x2);
    } else {
      b = x2;
      x2 = x1;
      f2 = f1;
      x1 = b - GOLDEN * (b - a);
      f1 = f(x1);
    }
  }
  return (a + b) / 2;
};

/**
 * Global maximum of f on [min, max]: a scan on a 0.01 grid (so a multimodal 3PL likelihood gives its
 * global maximum, exams.md §5.4 O9), then golden-section refinement in the best cell.
 */
const globalMax = (f: (x: number) => number, min: number, max: number): number => {
  const steps = Math.round((max - min) / 0.01);
  let best = 0;
  let bestValue = -Infinity;
  for (let i = 0; i <= steps; i += 1) {
    const v = f(min + ((max - min) * i) / steps);
    if (v > bestValue) {
      best = i;
      bestValue = v;
    }
  }
  const at = (i: number) => min + ((max - min) * Math.min(steps, Math.max(0, i))) / steps;
  return goldenMax(f, at(best - 1), at(best + 1));
};

export interface MleEstimate extends AbilityEstimate {
  /** 'lower' | 'upper' when the likelihood keeps rising toward a bound (all wrong, all right: O10, O11). */
  readonly diverged: 'lower' | 'upper' | undefined;
}

/**
 * MLE, exams.md §5.1: maximise Σ log-likelihood over the search bounds [−6, 6] (global maximum),
 * SE = 1/√ΣI(θ̂). When the maximum lies at a bound the estimate is that bound and `diverged` says so;
 * callers then fall back to EAP (mirtCAT's rule, see `estimateAbility`). Oracles O1, O4, O8–O12.
 */
export const estimateMle = (
  items: readonly IrtItem[],
  responses: readonly IrtResponse[],
  bounds: { readonly min: number; readonly max: number } = THETA_SEARCH_BOUNDS,
): MleEstimate => {
  const raw = globalMax((t) => logLikelihood(items, responses, t), bounds.min, bounds.max);
  const diverged = raw - bounds.min < 1e-6 ? 'lower' : bounds.max - raw < 1e-6 ? 'upper' : undefined;
  const theta = diverged === 'lower' ? bounds.min : diverged === 'upper' ? bounds.max : raw;
  return { theta, se: 1 / Math.sqrt(testInformation(items, theta)), diverged };
};

/**
 * MAP, exams.md §5.1: maximise log-likelihood + log N(μ, σ²); SE from the curvature of the log
 * posterior at the mode (central second difference). Oracle O3.
 */
export const estimateMap = (
  items: readonly IrtItem[],
  responses: readonly IrtResponse[],
  prior: Extract<Prior, { kind: 'normal' }> = { kind: 'normal', mean: 0, sd: 1 },
): AbilityEstimate => {
  const f = (t: number) => logLikelihood(items, responses, t) + logPrior(prior, t);
  const theta = globalMax(f, THETA_SEARCH_BOUNDS.min, THETA_SEARCH_BOUNDS.max);
  const h = 1e-4;
  const curvature = -(f(theta + h) - 2 * f(theta) + f(theta - h)) / (h * h);
  return { theta, se: 1 / Math.sqrt(curvature) };
};

/**
 * Fisher scoring from a start value: θ ← θ + ℓ′(θ)/ΣI(θ), the procedure of Baker (2001) ch. 5 and,
 * for 2PL items, identical to Newton–Raphson (oracle O1: 1.0 → 0.2267 → 0.3239 → 0.3248). Returns
 * every iterate so the review tools can show the path.
 */
export const mleFisherScoring = (
  items: readonly IrtItem[],
  responses: readonly IrtResponse[],
  options: { readonly start?: number; readonly maxIterations?: number; readonly tolerance?: number } = {},
): { readonly theta: number; readonly iterations: readonly number[]; readonly converged: boolean } => {
  const { min, max } = THETA_SEARCH_BOUNDS;
  let theta = options.start ?? 0;
  const iterations: number[] = [];
  for (let i = 0; i < (options.maxIterations ?? 50); i += 1) {
    const step = logLikelihoodSlope(items, responses, theta) / testInformation(items, theta);
    theta = Math.min(max, Math.max(min, theta + step));
    iterations.push(theta);
    if (Math.abs(step) < (options.tolerance ?? 1e-6)) return { theta, iterations, converged: true };
  }
  return { theta, iterations, converged: false };
};

/**
 * The estimate the engine reports (exams.md §5.1–5.2): EAP by default; MLE on request, falling back
 * to EAP while the responses have no variability (mirtCAT's "ML → MAP until there is response
 * variability", with EAP as the fallback here).
 */
export const estimateAbility = (
  items: readonly IrtItem[],
  responses: readonly IrtResponse[],
  options: { readonly method?: 'EAP' | 'MLE'; readonly grid?: ThetaGrid; readonly prior?: Prior } = {},
): AbilityEstimate & { readonly method: 'EAP' | 'MLE' } => {
  const varied = responses.includes(0) && responses.includes(1);
  if (options.method === 'MLE' && varied) {
    const mle = estimateMle(items, responses);
    if (mle.diverged === undefined) return { theta: mle.theta, se: mle.se, method: 'MLE' };
  }
  return { ...estimateEap(items, responses, options), method: 'EAP' };
};
