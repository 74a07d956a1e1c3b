// SAT multistage routing: module 1 decides whether module 2 is the easier or the harder one
// (exams.md §1.3, §5.2.3). Pure: the caller passes module 1's scored items.
import { testInformation, type IrtItem, type IrtResponse } from './irt.ts';
import { DEFAULT_EAP_GRID, estimateEap, gridPoints, type Prior, type ThetaGrid } from './irt-estimation.ts';

export type Module2Route = 'easier' | 'harder';

/** One module-1 question as answered. Pretest (unscored) items never count toward routing (§5.2.3). */
export interface RoutingItem {
  readonly correct: boolean;
  readonly operational: boolean;
  /** Needed only by the 'theta' rule. */
  readonly irt?: IrtItem | undefined;
}

/**
 * How a test routes. College Board publishes no cut scores (exams.md §1.3 ⚠️), so every test carries
 * its own rule; the threshold is inclusive ("at or above" goes to the harder module).
 * - 'proportion-correct': share of operational M1 items right;
 * - 'number-correct': count of operational M1 items right (a precomputed cut, §5.2.3);
 * - 'theta': EAP θ over operational M1 items vs θ_cut (§5.2.3), e.g. where the two module-2
 *   information curves cross (`informationCrossing`).
 */
export type RoutingRule =
  | { readonly kind: 'proportion-correct'; readonly harderAtOrAbove: number }
  | { readonly kind: 'number-correct'; readonly harderAtOrAbove: number }
  | {
      readonly kind: 'theta';
      readonly harderAtOrAbove: number;
      readonly grid?: ThetaGrid | undefined;
      readonly prior?: Prior | undefined;
    };

/**
 * ⚠️ Documented default, not College Board's: 60% of operational module-1 items right routes to the
 * harder module, the lower end of the unofficial "~60–70%" of [satcalc]⚠️ (exams.md §1.3). Tests set
 * their own rule per section once calibrated.
 */
export const DEFAULT_ROUTING_RULE: RoutingRule = { kind: 'proportion-correct', harderAtOrAbove: 0.6 };

/** Routing rules of one test, per section (routing is separate for RW and Math, exams.md §1.3 ⚠️). */
export type TestRouting = Readonly<Partial<Record<string, RoutingRule>>>;

/** The rule a test sets for a section, or the documented default (exams.md §1.3 ⚠️). */
export const routingRuleFor = (routing: TestRouting, section: string): RoutingRule =>
  routing[section] ?? DEFAULT_ROUTING_RULE;

export interface RoutingDecision {
  readonly route: Module2Route;
  /** The number compared with the threshold: a share, a count or θ, according to the rule. */
  readonly score: number;
  readonly operationalCount: number;
  readonly correctCount: number;
}

/** Routes module 2 from module 1's result (exams.md §1.3 MST, §5.2.3). Throws without operational items. */
export const routeModule2 = (
  module1: readonly RoutingItem[],
  rule: RoutingRule = DEFAULT_ROUTING_RULE,
): RoutingDecision => {
  const scored = module1.filter((i) => i.operational);
  if (scored.length === 0) throw new RangeError('routeModule2: module 1 has no operational items');
  const correctCount = scored.filter((i) => i.correct).length;
  const score = routingScore(scored, correctCount, rule);
  // A tolerance so that 12/20 meets a 0.6 threshold despite binary floating point.
  const route: Module2Route = score >= rule.harderAtOrAbove - 1e-9 ? 'harder' : 'easier';
  return { route, score, operationalCount: scored.length, correctCount };
};

const routingScore = (scored: readonly RoutingItem[], correctCount: number, rule: RoutingRule): number => {
  switch (rule.kind) {
    case 'proportion-correct':
      return correctCount / scored.length;
    case 'number-correct':
      return correctCount;
    case 'theta': {
      const items = scored.map((i) => {
        if (!i.irt) throw new RangeError('the theta routing rule needs IRT parameters on every operational item');
        return i.irt;
      });
      const responses = scored.map((i): IrtResponse => (i.correct ? 1 : 0));
      return estimateEap(items, responses, {
        grid: rule.grid ?? DEFAULT_EAP_GRID,
        ...(rule.prior ? { prior: rule.prior } : {}),
      }).theta;
    }
  }
};

/**
 * θ where the harder module's test information overtakes the easier one's (exams.md §5.2.3: "choose
 * θ_cut where the test-information curves of the two M2 forms cross"), by linear interpolation on the
 * grid; undefined when the curves do not cross inside it.
 */
export const informationCrossing = (
  easier: readonly IrtItem[],
  harder: readonly IrtItem[],
  grid: ThetaGrid = { min: -4, max: 4, points: 801 },
): number | undefined => {
  const thetas = gridPoints(grid);
  const diff = thetas.map((t) => testInformation(harder, t) - testInformation(easier, t));
  for (let i = 1; i < thetas.length; i += 1) {
    const d0 = diff[i - 1] ?? 0;
    const d1 = diff[i] ?? 0;
    const t0 = thetas[i - 1] ?? 0;
    const t1 = thetas[i] ?? 0;
    if (d0 === 0 && d1 > 0) return t0;
    if (d0 < 0 && d1 >= 0) return t0 + ((t1 - t0) * -d0) / (d1 - d0);
  }
  return undefined;
};
