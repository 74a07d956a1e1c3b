/**
 * Offline templates for algebra and advanced math: linear equations, systems, quadratics with integer
 * roots, exponent rules. Each picks its numbers from ranges by difficulty, writes the solution as an
 * expression of the givens, and lists the wrong answers of typical mistakes.
 */
import { div, plus, q, sub, tex, term, type Q, type Rng } from './fraction.ts';
import type { Template } from './template.ts';

const nonZero = (rng: Rng, min: number, max: number) => {
  const v = rng.int(min, max);
  return v === 0 ? max : v;
};

export const linearEquation: Template = {
  id: 'linear_equation',
  skill: 'Linear equations in one variable',
  subject: 'Algebra',
  match: /linear equation|one variable|^linear$/i,
  build(rng, difficulty) {
    if (difficulty === 'easy') {
      const a = rng.int(2, 6);
      const x = rng.int(1, 12);
      const b = rng.int(1, 20);
      const c = a * x + b;
      return {
        stem: `If $${term(a, 'x')}${plus(b)} = ${c}$, what is the value of $x$?`,
        answer: q(x),
        mistakes: [q(c + b, a), q(c - b), q(c, a), q(c - b, a + 1)],
        solution: `(${c} - ${b}) / ${a}`,
        steps: [
          `Subtract $${b}$ from both sides: $${term(a, 'x')} = ${c - b}$.`,
          `Divide both sides by $${a}$: $x = ${x}$.`,
        ],
      };
    }
    if (difficulty === 'medium') {
      const a = rng.int(3, 9);
      const c = rng.int(1, a - 1);
      const x = nonZero(rng, -6, 12);
      const b = rng.int(-15, 15);
      const d = (a - c) * x + b;
      return {
        stem: `What value of $x$ satisfies the equation $${term(a, 'x')}${plus(b)} = ${term(c, 'x')}${plus(d)}$?`,
        answer: q(x),
        mistakes: [q(d - b, a + c), q(d + b, a - c), q(b - d, a - c), q(d - b)],
        solution: `(${d} - (${b})) / (${a} - ${c})`,
        steps: [
          `Subtract $${term(c, 'x')}$ from both sides: $${term(a - c, 'x')}${plus(b)} = ${d}$.`,
          `Subtract $${b}$ from both sides: $${term(a - c, 'x')} = ${d - b}$.`,
          `Divide by $${a - c}$: $x = ${tex(q(d - b, a - c))}$.`,
        ],
      };
    }
    const p = rng.int(2, 7);
    let r = rng.int(p + 1, 11);
    while (q(p, r).d !== r) r += 1;
    const s = rng.int(1, 12);
    const t = rng.int(1, 9);
    const answer = q((s + t) * r, p);
    return {
      stem: `If $\\frac{${p}}{${r}}x - ${t} = ${s}$, what is the value of $x$?`,
      answer,
      mistakes: [q((s - t) * r, p), q((s + t) * p, r), q(s + t), q(s * r, p)],
      solution: `(${s} + ${t}) * ${r} / ${p}`,
      steps: [
        `Add $${t}$ to both sides: $\\frac{${p}}{${r}}x = ${s + t}$.`,
        `Multiply both sides by $\\frac{${r}}{${p}}$: $x = \\frac{${(s + t) * r}}{${p}} = ${tex(answer)}$.`,
      ],
    };
  },
};

export const linearSystem: Template = {
  id: 'linear_system',
  skill: 'Systems of two linear equations in two variables',
  subject: 'Algebra',
  match: /system/i,
  build(rng, difficulty) {
    if (difficulty === 'easy') {
      const y = rng.int(1, 12);
      const x = y + rng.int(1, 10);
      const [s, d] = [x + y, x - y];
      return {
        stem: `If $x + y = ${s}$ and $x - y = ${d}$, what is the value of $x$?`,
        answer: q(x),
        mistakes: [q(y), q(s - d), q(s, 2), q(d), q(s + d)],
        solution: `(${s} + ${d}) / 2`,
        steps: [
          `Add the two equations: $2x = ${s + d}$.`,
          `Divide by $2$: $x = ${x}$ (and then $y = ${s} - ${x} = ${y}$).`,
        ],
      };
    }
    // ax + by = c, dx + ey = f with an integer solution and a non-zero determinant.
    const x = nonZero(rng, -5, 8);
    const y = nonZero(rng, -5, 8);
    const a = rng.int(1, 5);
    let b = nonZero(rng, -4, 5);
    const d = rng.int(1, 5);
    const e = nonZero(rng, -4, 5);
    if (a * e - b * d === 0) b += 1;
    const det = a * e - b * d;
    const c = a * x + b * y;
    const f = d * x + e * y;
    const system = `$$${term(a, 'x')}${b < 0 ? ` - ${term(-b, 'y')}` : ` + ${term(b, 'y')}`} = ${c}$$\n$$${term(d, 'x')}${e < 0 ? ` - ${term(-e, 'y')}` : ` + ${term(e, 'y')}`} = ${f}$$`;
    const xExpr = `(${c} * ${e} - (${b}) * ${f}) / (${a} * ${e} - (${b}) * ${d})`;
    const yExpr = `(${a} * ${f} - ${c} * ${d}) / (${a} * ${e} - (${b}) * ${d})`;
    const steps = [
      `Eliminate one variable: multiply the first equation by $${d}$ and the second by $${a}$, then subtract to get $${term(det, 'y')} = ${a * f - c * d}$, so $y = ${y}$.`,
      `Substitute into the first equation: $${term(a, 'x')} = ${c} - (${b * y})$, so $x = ${x}$.`,
    ];
    if (difficulty === 'medium')
      return {
        stem: `The solution to the system below is $(x, y)$. What is the value of $y$?\n\n${system}`,
        answer: q(y),
        mistakes: [q(x), q(-y), q(y + 1), q(c, b), q(x + y)],
        solution: yExpr,
        steps,
      };
    return {
      stem: `The solution to the system below is $(x, y)$. What is the value of $x + y$?\n\n${system}`,
      answer: q(x + y),
      mistakes: [q(x - y), q(x), q(y), q(x * y), q(c + f)],
      solution: `${xExpr} + ${yExpr}`,
      steps: [...steps, `So $x + y = ${x} + (${y}) = ${x + y}$.`],
    };
  },
};

export const quadratic: Template = {
  id: 'quadratic',
  skill: 'Nonlinear equations in one variable',
  subject: 'Advanced math',
  match: /quadratic|nonlinear|polynomial|factor/i,
  build(rng, difficulty) {
    if (difficulty === 'easy') {
      const r2 = rng.int(1, 6);
      const r1 = r2 + rng.int(1, 6);
      const [s, p] = [r1 + r2, r1 * r2];
      return {
        stem: `What is the greater solution to the equation $x^2 - ${s}x + ${p} = 0$?`,
        answer: q(r1),
        mistakes: [q(r2), q(-r1), q(s), q(p), q(-r2)],
        solution: `(${s} + sqrt(${s}^2 - 4 * ${p})) / 2`,
        steps: [
          `Factor: $x^2 - ${s}x + ${p} = (x - ${r1})(x - ${r2})$.`,
          `So $x = ${r1}$ or $x = ${r2}$; the greater solution is $${r1}$.`,
        ],
      };
    }
    const a = rng.int(2, 4);
    const r1 = nonZero(rng, -6, 7);
    let r2 = nonZero(rng, -6, 7);
    if (r2 === r1) r2 = r1 === 7 ? -1 : r1 + 1;
    const b = -a * (r1 + r2);
    const c = a * r1 * r2;
    const equation = `$${a}x^2${b === 0 ? '' : plus(b) + 'x'}${plus(c)} = 0$`;
    const factored = `$${a}(x ${r1 < 0 ? '+' : '-'} ${Math.abs(r1)})(x ${r2 < 0 ? '+' : '-'} ${Math.abs(r2)}) = 0$`;
    if (difficulty === 'medium')
      return {
        stem: `What is the sum of the solutions to the equation ${equation}?`,
        answer: q(r1 + r2),
        mistakes: [q(-(r1 + r2)), q(c, a), q(b), q(-b), q(r1 * r2)],
        solution: `-(${b}) / ${a}`,
        steps: [
          `For $ax^2 + bx + c = 0$ the solutions add up to $-\\frac{b}{a}$.`,
          `Here that is $\\frac{${-b}}{${a}} = ${r1 + r2}$ (the equation factors as ${factored}).`,
        ],
      };
    const gap = Math.abs(r1 - r2);
    return {
      stem: `The equation ${equation} has two solutions. What is the positive difference between them?`,
      answer: q(gap),
      mistakes: [q(Math.abs(r1 + r2)), q(gap * a), q(gap * gap), q(Math.abs(r1) + Math.abs(r2) + 1)],
      solution: `sqrt((${b})^2 - 4 * ${a} * (${c})) / ${a}`,
      steps: [
        `Factor: ${factored}, so $x = ${r1}$ or $x = ${r2}$.`,
        `The positive difference is $|${r1} - (${r2})| = ${gap}$ (also $\\frac{\\sqrt{b^2 - 4ac}}{a}$).`,
      ],
    };
  },
};

export const exponents: Template = {
  id: 'exponents',
  skill: 'Equivalent expressions: exponent rules',
  subject: 'Advanced math',
  match: /exponent|power|radical|equivalent/i,
  build(rng, difficulty) {
    if (difficulty === 'easy') {
      const a = rng.int(2, 9);
      const b = rng.int(2, 9);
      return {
        stem: `If $x^{${a}} \\cdot x^{${b}} = x^{n}$ for all $x > 0$, what is the value of $n$?`,
        answer: q(a + b),
        mistakes: [q(a * b), q(Math.abs(a - b)), q(a + b + 1), q(Math.max(a, b))],
        solution: `${a} + ${b}`,
        steps: [`Multiplying powers of the same base adds the exponents: $n = ${a} + ${b} = ${a + b}$.`],
      };
    }
    if (difficulty === 'medium') {
      const a = rng.int(2, 5);
      const b = rng.int(2, 4);
      const c = rng.int(1, a * b - 1);
      const n = a * b - c;
      return {
        stem: `If $\\frac{(x^{${a}})^{${b}}}{x^{${c}}} = x^{n}$ for all $x > 0$, what is the value of $n$?`,
        answer: q(n),
        mistakes: [q(a + b - c), q(a * b + c), q(a * b), q(a + b + c)],
        solution: `${a} * ${b} - ${c}`,
        steps: [
          `A power of a power multiplies the exponents: $(x^{${a}})^{${b}} = x^{${a * b}}$.`,
          `Dividing subtracts them: $x^{${a * b} - ${c}} = x^{${n}}$, so $n = ${n}$.`,
        ],
      };
    }
    const n = rng.int(2, 8);
    const b = rng.int(1, n);
    const a = 3 * n - 2 * b;
    const answer: Q = q(n);
    return {
      stem: `If $2^{${a}} \\cdot 4^{${b}} = 8^{n}$, what is the value of $n$?`,
      answer,
      mistakes: [q(a + b, 3), q(a + 2 * b), q(a + b), div(q(a * 2 * b), q(3)), sub(answer, q(1))],
      solution: `(${a} + 2 * ${b}) / 3`,
      steps: [
        `Write every power with base $2$: $4^{${b}} = 2^{${2 * b}}$ and $8^{n} = 2^{3n}$.`,
        `Then $2^{${a} + ${2 * b}} = 2^{3n}$, so $3n = ${a + 2 * b}$ and $n = ${n}$.`,
      ],
    };
  },
};
