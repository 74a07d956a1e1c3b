/**
 * Offline templates for problem solving, data and geometry: percentages, ratios and proportions, mean and
 * median, area and perimeter. As in algebra-templates.ts: numbers by difficulty, the solution as an
 * expression of the givens, typical mistakes as distractors.
 */
import { mul, q, tex, type Q } from './fraction.ts';
import type { Template } from './template.ts';

const percent = (v: Q) => `$${tex(v)}\\%$`;
const dollars = (v: Q) => `$\\$${tex(v)}$`;

export const percentages: Template = {
  id: 'percent',
  skill: 'Percentages',
  subject: 'Problem-solving and data analysis',
  match: /percent/i,
  build(rng, difficulty) {
    if (difficulty === 'easy') {
      const p = rng.pick([10, 15, 20, 25, 30, 40, 60, 75]);
      const n = 20 * rng.int(2, 30);
      const answer = q(p * n, 100);
      return {
        stem: `What is $${p}\\%$ of $${n}$?`,
        answer,
        mistakes: [q(p * n, 10), q(n * (100 - p), 100), q(n * (100 + p), 100), q(n, p)],
        solution: `${n} * ${p} / 100`,
        steps: [
          `$${p}\\%$ means $\\frac{${p}}{100}$, so $${p}\\%$ of $${n}$ is $\\frac{${p}}{100} \\cdot ${n} = ${tex(answer)}$.`,
        ],
      };
    }
    if (difficulty === 'medium') {
      const price = 100 * rng.int(2, 15);
      const up = rng.pick([10, 20, 25, 30, 50]);
      const down = rng.pick([10, 20, 25, 40]);
      const answer = q(price * (100 + up) * (100 - down), 10000);
      return {
        stem: `The price of a bicycle was $\\$${price}$. The price was increased by $${up}\\%$, and then the new price was decreased by $${down}\\%$. What is the final price?`,
        answer,
        mistakes: [
          q(price * (100 + up - down), 100),
          q(price * (100 + up), 100),
          q(price * (100 - down), 100),
          q(price * (100 + up) * down, 10000),
        ],
        solution: `${price} * (1 + ${up} / 100) * (1 - ${down} / 100)`,
        steps: [
          `After the increase the price is $${price} \\cdot ${tex(q(100 + up, 100))} = ${tex(q(price * (100 + up), 100))}$.`,
          `After the decrease it is $${tex(q(price * (100 + up), 100))} \\cdot ${tex(q(100 - down, 100))} = ${tex(answer)}$ dollars; the two percentages do not simply cancel or add.`,
        ],
        show: dollars,
      };
    }
    const before = rng.pick([20, 25, 40, 50, 80, 200, 250, 400]);
    // Only changes that give a whole number of members.
    const change = rng.pick(
      [-50, -40, -25, -20, 20, 25, 30, 40, 50, 60, 75].filter((c) => (before * (100 + c)) % 100 === 0),
    );
    const after = (before * (100 + change)) / 100;
    const word = change > 0 ? 'increase' : 'decrease';
    const answer = q(Math.abs(change));
    return {
      stem: `The number of members of a club went from $${before}$ to $${tex(q(after))}$. By what percent did the number of members ${word}?`,
      answer,
      mistakes: [q(Math.abs(after - before) * 100, after), q(Math.abs(after - before)), q(after * 100, before)],
      solution: `abs(${tex(q(after))} - ${before}) / ${before} * 100`,
      steps: [
        `The change is $|${tex(q(after))} - ${before}| = ${Math.abs(after - before)}$.`,
        `Divide by the original number, not the new one: $\\frac{${Math.abs(after - before)}}{${before}} = ${tex(q(Math.abs(change), 100))}$, which is $${Math.abs(change)}\\%$.`,
      ],
      show: percent,
    };
  },
};

export const ratios: Template = {
  id: 'ratio',
  skill: 'Ratios, rates, and proportional relationships',
  subject: 'Problem-solving and data analysis',
  match: /ratio|proportion|rate/i,
  build(rng, difficulty) {
    if (difficulty === 'easy') {
      const a = rng.int(1, 7);
      let b = rng.int(2, 9);
      if (b === a) b += 1;
      const k = rng.int(2, 12);
      const total = k * (a + b);
      return {
        stem: `A class has $${total}$ students, and the ratio of students who walk to school to students who ride a bus is $${a}:${b}$. How many students walk to school?`,
        answer: q(k * a),
        mistakes: [q(k * b), q(total, a), q(total * a, b), q(total - a)],
        solution: `${total} * ${a} / (${a} + ${b})`,
        steps: [
          `The ratio has $${a} + ${b} = ${a + b}$ parts, so one part is $\\frac{${total}}{${a + b}} = ${k}$ students.`,
          `Students who walk are $${a}$ parts: $${a} \\cdot ${k} = ${k * a}$.`,
        ],
      };
    }
    if (difficulty === 'medium') {
      const a = rng.int(2, 9);
      const b = rng.int(2, 9);
      const c = b * rng.int(2, 6);
      const answer = q(a * c, b);
      return {
        stem: `A machine fills $${a}$ boxes in $${b}$ minutes. At this rate, how many boxes does it fill in $${c}$ minutes?`,
        answer,
        mistakes: [q(b * c, a), q(a + c - b), q(a * b, c), q(c, b)],
        solution: `${a} * ${c} / ${b}`,
        steps: [
          `Set up the proportion $\\frac{${a}}{${b}} = \\frac{x}{${c}}$.`,
          `Multiply both sides by $${c}$: $x = \\frac{${a} \\cdot ${c}}{${b}} = ${tex(answer)}$.`,
        ],
      };
    }
    const c = rng.int(1, 4);
    const a = c + rng.int(1, 5);
    const b = rng.int(1, 6);
    const k = rng.int(2, 9);
    const total = k * (a + b + c);
    return {
      stem: `Red, green, and blue marbles are in the ratio $${a}:${b}:${c}$, and there are $${total}$ marbles in all. How many more red marbles than blue marbles are there?`,
      answer: q(k * (a - c)),
      mistakes: [q(k * a), q(a - c), q(total * (a - c), a + c), q(k * (a + c))],
      solution: `${total} * (${a} - ${c}) / (${a} + ${b} + ${c})`,
      steps: [
        `There are $${a} + ${b} + ${c} = ${a + b + c}$ parts, so one part is $\\frac{${total}}{${a + b + c}} = ${k}$ marbles.`,
        `Red is $${a}$ parts and blue $${c}$, a difference of $${a - c}$ parts: $${a - c} \\cdot ${k} = ${k * (a - c)}$.`,
      ],
    };
  },
};

export const areaPerimeter: Template = {
  id: 'area_perimeter',
  skill: 'Area and perimeter',
  subject: 'Geometry and trigonometry',
  match: /area|perimeter|geometr|rectangle/i,
  build(rng, difficulty) {
    if (difficulty === 'easy') {
      const l = rng.int(3, 15);
      const w = rng.int(2, l - 1);
      return {
        stem: `A rectangle has a length of $${l}$ centimeters and a width of $${w}$ centimeters. What is the area of the rectangle, in square centimeters?`,
        answer: q(l * w),
        mistakes: [q(2 * (l + w)), q(l + w), q(2 * l * w), q(l * l)],
        solution: `${l} * ${w}`,
        steps: [`The area of a rectangle is length times width: $${l} \\cdot ${w} = ${l * w}$.`],
      };
    }
    if (difficulty === 'medium') {
      const l = rng.int(4, 16);
      const w = rng.int(2, l - 1);
      const area = l * w;
      return {
        stem: `A rectangle has an area of $${area}$ square meters and a length of $${l}$ meters. What is the perimeter of the rectangle, in meters?`,
        answer: q(2 * (l + w)),
        mistakes: [q(l + w), q(w), q(2 * l + w), q(2 * area)],
        solution: `2 * (${l} + ${area} / ${l})`,
        steps: [
          `The width is the area divided by the length: $\\frac{${area}}{${l}} = ${w}$.`,
          `The perimeter is $2(${l} + ${w}) = ${2 * (l + w)}$.`,
        ],
      };
    }
    const w = rng.int(2, 12);
    const d = rng.int(1, 8);
    const perimeter = 2 * (2 * w + d);
    const answer = mul(q(w), q(w + d));
    return {
      stem: `The length of a rectangle is $${d}$ inches more than its width, and its perimeter is $${perimeter}$ inches. What is the area of the rectangle, in square inches?`,
      answer,
      mistakes: [q(perimeter * perimeter, 16), q(w * d), q((perimeter / 2) * d), q(w * (w + 2 * d))],
      solution: `((${perimeter} / 2 - ${d}) / 2) * ((${perimeter} / 2 - ${d}) / 2 + ${d})`,
      steps: [
        `With width $w$, the perimeter is $2(w + (w + ${d})) = ${perimeter}$, so $2w + ${d} = ${perimeter / 2}$ and $w = ${w}$.`,
        `The length is $${w + d}$, and the area is $${w} \\cdot ${w + d} = ${tex(answer)}$.`,
      ],
    };
  },
};

const list = (values: readonly number[]) => values.join(', ');

export const meanMedian: Template = {
  id: 'mean_median',
  skill: 'One-variable data: mean and median',
  subject: 'Problem-solving and data analysis',
  match: /mean|median|average|statistic|data/i,
  build(rng, difficulty) {
    if (difficulty === 'easy') {
      const values = Array.from({ length: 5 }, () => rng.int(2, 30));
      const sum = values.reduce((s, v) => s + v, 0);
      values[4] = values[4]! + ((5 - (sum % 5)) % 5); // a whole-number mean
      const total = values.reduce((s, v) => s + v, 0);
      const sorted = [...values].sort((x, y) => x - y);
      return {
        stem: `What is the mean of the data set $${list(values)}$?`,
        answer: q(total, 5),
        mistakes: [q(sorted[2]!), q(total, 4), q(sorted[4]! - sorted[0]!), q(total)],
        solution: `mean(${list(values)})`,
        steps: [
          `The sum is $${values.join(' + ')} = ${total}$.`,
          `Divide by the $5$ values: $\\frac{${total}}{5} = ${total / 5}$.`,
        ],
      };
    }
    if (difficulty === 'medium') {
      const values = Array.from({ length: 6 }, () => rng.int(1, 40));
      const sorted = [...values].sort((x, y) => x - y);
      const answer = q(sorted[2]! + sorted[3]!, 2);
      const total = values.reduce((s, v) => s + v, 0);
      return {
        stem: `What is the median of the data set $${list(values)}$?`,
        answer,
        mistakes: [q(values[2]! + values[3]!, 2), q(total, 6), q(sorted[2]!), q(sorted[3]!)],
        solution: `median(${list(values)})`,
        steps: [
          `Put the values in order: $${list(sorted)}$.`,
          `With six values the median is the mean of the third and fourth: $\\frac{${sorted[2]} + ${sorted[3]}}{2} = ${tex(answer)}$.`,
        ],
      };
    }
    const n = rng.int(5, 7);
    const mean = rng.int(10, 30);
    const known = Array.from({ length: n - 1 }, () => rng.int(mean - 8, mean + 8));
    const sumKnown = known.reduce((s, v) => s + v, 0);
    const missing = n * mean - sumKnown;
    return {
      stem: `The mean of $${n}$ numbers is $${mean}$. If $${n - 1}$ of the numbers are $${list(known)}$, what is the remaining number?`,
      answer: q(missing),
      mistakes: [q(mean), q(sumKnown, n - 1), q((n - 1) * mean - sumKnown), q(missing + mean)],
      solution: `${n} * ${mean} - (${known.join(' + ')})`,
      steps: [
        `The ${n} numbers add up to $${n} \\cdot ${mean} = ${n * mean}$.`,
        `The known ones add up to $${sumKnown}$, so the remaining number is $${n * mean} - ${sumKnown} = ${missing}$.`,
      ],
    };
  },
};
