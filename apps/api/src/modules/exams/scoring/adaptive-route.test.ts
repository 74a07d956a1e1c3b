import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUTING_RULE,
  informationCrossing,
  routeModule2,
  routingRuleFor,
  type RoutingItem,
  type RoutingRule,
} from './adaptive-route.ts';
import type { IrtItem } from './irt.ts';

const answers = (pattern: string, operational = true): RoutingItem[] =>
  [...pattern].map((ch) => ({ correct: ch === '1', operational }));

// exams.md §5.4 O15: MST toy M1, 2PL, D = 1; EAP N(0, 1), 81 points → 0.222643 / 0.849647 / −0.823906.
const O15: IrtItem[] = [
  { a: 1, b: -1.5, D: 1 },
  { a: 1.2, b: -0.5, D: 1 },
  { a: 1, b: 0, D: 1 },
  { a: 1.3, b: 0.5, D: 1 },
  { a: 0.9, b: 1.5, D: 1 },
];
const withIrt = (pattern: string): RoutingItem[] => answers(pattern).map((item, i) => ({ ...item, irt: O15[i] }));

describe('SAT module-2 routing (exams.md §1.3, §5.2.3)', () => {
  it('defaults to 60% of operational items, inclusive', () => {
    expect(routeModule2(answers('11111111111100000000')).route).toBe('harder'); // 12/20
    expect(routeModule2(answers('11111111111000000000')).route).toBe('easier'); // 11/20
  });

  it('ignores pretest items', () => {
    const m1 = [...answers('1111111111110000000'), ...answers('0', true), ...answers('00', false)];
    expect(routeModule2(m1)).toEqual({ route: 'harder', score: 0.6, operationalCount: 20, correctCount: 12 });
    const pretestOnlyRight = [...answers('11', false), ...answers('0000000000')];
    expect(routeModule2(pretestOnlyRight).route).toBe('easier');
    expect(() => routeModule2(answers('11', false))).toThrow(RangeError);
  });

  it('routes by a number-correct cut', () => {
    const rule: RoutingRule = { kind: 'number-correct', harderAtOrAbove: 15 };
    expect(routeModule2(answers('1111111111111110000000'), rule).route).toBe('harder');
    expect(routeModule2(answers('1111111111111100000000'), rule).route).toBe('easier');
  });

  it('routes by EAP θ over operational items: the O15 fixtures', () => {
    const cut0: RoutingRule = { kind: 'theta', harderAtOrAbove: 0 };
    const strong = routeModule2(withIrt('11110'), cut0);
    expect(strong.route).toBe('harder');
    expect(strong.score).toBeCloseTo(0.849647, 6);
    const middle = routeModule2(withIrt('11100'), cut0);
    expect(middle.score).toBeCloseTo(0.222643, 6);
    expect(middle.route).toBe('harder');
    const weak = routeModule2(withIrt('10000'), cut0);
    expect(weak.score).toBeCloseTo(-0.823906, 6);
    expect(weak.route).toBe('easier');
    expect(routeModule2(withIrt('11100'), { kind: 'theta', harderAtOrAbove: 0.5 }).route).toBe('easier');
    expect(() => routeModule2(answers('11100'), cut0)).toThrow(RangeError);
  });

  it('takes each section’s own rule, falling back to the default', () => {
    const math: RoutingRule = { kind: 'number-correct', harderAtOrAbove: 14 };
    expect(routingRuleFor({ math }, 'math')).toBe(math);
    expect(routingRuleFor({ math }, 'rw')).toBe(DEFAULT_ROUTING_RULE);
  });

  it('finds θ_cut where the module-2 information curves cross', () => {
    const easier: IrtItem[] = [-1.5, -1, -0.5].map((b) => ({ a: 1.2, b, D: 1 }));
    const harder: IrtItem[] = [0.5, 1, 1.5].map((b) => ({ a: 1.2, b, D: 1 }));
    expect(informationCrossing(easier, harder)).toBeCloseTo(0, 6); // symmetric forms cross at 0
    const shifted = harder.map((i) => ({ ...i, b: i.b + 0.4 }));
    expect(informationCrossing(easier, shifted)).toBeCloseTo(0.2, 2);
    expect(informationCrossing(harder, easier)).toBeUndefined();
  });
});
