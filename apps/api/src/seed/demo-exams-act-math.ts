import type { QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { mc } from './demo-exams-builders.ts';

/**
 * Original enhanced-ACT Math questions (written for Prepwell): 4 choices, calculator allowed, easier to
 * harder. Reporting categories of exams.md §2: Preparing for Higher Math (with its five subcategories as
 * skills) and Integrating Essential Skills. A computational item carries a `solution` expression that
 * the catalogue test evaluates against its key.
 */

const PHM = 'Preparing for Higher Math';
const IES = 'Integrating Essential Skills';

export const ACT_MATH_QUESTIONS: QuestionBlueprint[] = [
  mc({
    domain: IES,
    skill: 'Rates, ratios, and proportions',
    difficulty: 'easy',
    stem: 'A recipe uses $3$ cups of flour to make $24$ cookies. At this rate, how many cups of flour are needed to make $40$ cookies?',
    choices: ['4', '5', '6', '8'],
    answer: 'B',
    solution: '3 * 40 / 24',
    explanation:
      'Each cookie needs $\\dfrac{3}{24} = \\dfrac{1}{8}$ cup of flour, so $40$ cookies need $40 \\times \\dfrac{1}{8} = 5$ cups.',
  }),
  mc({
    domain: PHM,
    skill: 'Number and Quantity',
    difficulty: 'easy',
    stem: 'What is the value of $2^5 - 3^3$?',
    choices: ['1', '5', '6', '59'],
    answer: 'B',
    solution: '2^5 - 3^3',
    explanation:
      '$2^5 = 32$ and $3^3 = 27$, so $2^5 - 3^3 = 32 - 27 = 5$. Choice D adds the powers instead of subtracting them.',
  }),
  mc({
    domain: PHM,
    skill: 'Algebra',
    difficulty: 'easy',
    stem: 'What value of $x$ satisfies $4(x - 2) = 2x + 10$?',
    choices: ['1', '3', '6', '9'],
    answer: 'D',
    solution: '(10 + 8) / (4 - 2)',
    explanation:
      'Distribute: $4x - 8 = 2x + 10$. Subtract $2x$ and add $8$: $2x = 18$, so $x = 9$. Choice C comes from forgetting to multiply the $2$ by $4$ ($4x - 2 = 2x + 10$).',
  }),
  mc({
    domain: IES,
    skill: 'Percentages',
    difficulty: 'easy',
    stem: 'The price of a $\\$60$ pair of shoes is increased by $15\\%$. What is the new price, in dollars?',
    choices: ['51', '66', '69', '75'],
    answer: 'C',
    solution: '60 * 1.15',
    explanation:
      'The increase is $0.15 \\times 60 = 9$ dollars, so the new price is $60 + 9 = 69$ dollars. Choice A subtracts the increase instead of adding it.',
  }),
  mc({
    domain: PHM,
    skill: 'Functions',
    difficulty: 'medium',
    stem: 'If $f(x) = x^2 - 3x + 2$, what is the value of $f(-2)$?',
    choices: ['-8', '0', '4', '12'],
    answer: 'D',
    solution: '(-2)^2 - 3 * (-2) + 2',
    explanation:
      '$f(-2) = (-2)^2 - 3(-2) + 2 = 4 + 6 + 2 = 12$. A common error is treating $-3(-2)$ as $-6$, which gives $0$.',
  }),
  mc({
    domain: IES,
    skill: 'Averages',
    difficulty: 'medium',
    stem: 'The mean of five numbers is $13$. Four of the numbers are $10$, $14$, $9$ and $15$. What is the fifth number?',
    choices: ['12', '13', '17', '48'],
    answer: 'C',
    solution: '13 * 5 - (10 + 14 + 9 + 15)',
    explanation:
      'Five numbers with a mean of $13$ add up to $5 \\times 13 = 65$. The four known numbers add up to $48$, so the fifth is $65 - 48 = 17$.',
  }),
  mc({
    domain: IES,
    skill: 'Rates, ratios, and proportions',
    difficulty: 'medium',
    stem: 'On a map, $1$ inch represents $2.5$ miles. Two towns are $7.2$ inches apart on the map. How many miles apart are the towns?',
    choices: ['9.7', '14.4', '18', '28.8'],
    answer: 'C',
    solution: '7.2 * 2.5',
    explanation:
      'Multiply the map distance by the scale: $7.2 \\times 2.5 = 18$ miles. Choice A adds the numbers instead of multiplying.',
  }),
  mc({
    domain: IES,
    skill: 'Area and volume',
    difficulty: 'medium',
    stem: 'A cylinder has a radius of $3$ centimeters and a height of $5$ centimeters. What is its volume, in cubic centimeters?',
    choices: ['$15\\pi$', '$30\\pi$', '$45\\pi$', '$75\\pi$'],
    answer: 'C',
    explanation:
      'The volume of a cylinder is $\\pi r^2 h = \\pi (3)^2 (5) = 45\\pi$ cubic centimeters. Choice A forgets to square the radius, and B uses $2r$ instead of $r^2$.',
  }),
  mc({
    domain: PHM,
    skill: 'Algebra',
    difficulty: 'medium',
    stem: '$$2x + y = 11$$ $$x - y = 1$$ If $(x, y)$ is the solution of the system above, what is the value of $xy$?',
    choices: ['3', '4', '7', '12'],
    answer: 'D',
    solution: '((11 + 1) / 3) * ((11 + 1) / 3 - 1)',
    explanation:
      'Add the equations to eliminate $y$: $3x = 12$, so $x = 4$. Then $y = x - 1 = 3$, and $xy = 4 \\times 3 = 12$. Choices B and A are $x$ and $y$ alone.',
  }),
  mc({
    domain: PHM,
    skill: 'Geometry',
    difficulty: 'medium',
    stem: 'In right triangle $ABC$, angle $C$ is the right angle, $BC = 5$ and $AB = 13$. What is $\\tan A$?',
    choices: ['$\\dfrac{5}{12}$', '$\\dfrac{5}{13}$', '$\\dfrac{12}{13}$', '$\\dfrac{12}{5}$'],
    answer: 'A',
    explanation:
      'By the Pythagorean theorem, $AC = \\sqrt{13^2 - 5^2} = \\sqrt{144} = 12$. For angle $A$, the opposite side is $BC = 5$ and the adjacent side is $AC = 12$, so $\\tan A = \\dfrac{5}{12}$. Choice B is $\\sin A$.',
  }),
  mc({
    domain: PHM,
    skill: 'Functions',
    difficulty: 'hard',
    stem: 'A linear function $f$ has $f(1) = 4$ and $f(3) = 10$. What is the value of $f(7)$?',
    choices: ['19', '22', '25', '28'],
    answer: 'B',
    solution: '4 + (10 - 4) / (3 - 1) * (7 - 1)',
    explanation: 'The slope is $\\dfrac{10 - 4}{3 - 1} = 3$, so $f(x) = 4 + 3(x - 1) = 3x + 1$ and $f(7) = 22$.',
  }),
  mc({
    domain: IES,
    skill: 'Rates, ratios, and proportions',
    difficulty: 'hard',
    stem: 'A tank holds $20$ liters of water. Water flows in at $8$ liters per minute while a leak drains $3$ liters per minute. How many minutes will it take for the tank to hold $95$ liters?',
    choices: ['9.375', '15', '19', '25'],
    answer: 'B',
    solution: '(95 - 20) / (8 - 3)',
    explanation:
      'The tank gains $8 - 3 = 5$ liters per minute and must gain $95 - 20 = 75$ liters, which takes $75 \\div 5 = 15$ minutes. Choice A ignores the leak, and C forgets the $20$ liters already in the tank.',
  }),
  mc({
    domain: PHM,
    skill: 'Number and Quantity',
    difficulty: 'hard',
    stem: 'For $i = \\sqrt{-1}$, which of the following is equal to $(3 + 2i)(1 - i)$?',
    choices: ['$1 - i$', '$3 - 2i$', '$5 - i$', '$5 + i$'],
    answer: 'C',
    explanation:
      'Multiply out: $3 - 3i + 2i - 2i^2$. Since $i^2 = -1$, $-2i^2 = 2$, so the product is $3 + 2 - i = 5 - i$. Choice A treats $i^2$ as $1$.',
  }),
  mc({
    domain: PHM,
    skill: 'Statistics and Probability',
    difficulty: 'hard',
    stem: 'A bag holds $4$ red marbles and $6$ blue marbles. Two marbles are drawn at random without replacement. What is the probability that both are red?',
    choices: ['$\\dfrac{2}{15}$', '$\\dfrac{4}{25}$', '$\\dfrac{1}{5}$', '$\\dfrac{2}{5}$'],
    answer: 'A',
    explanation:
      'The first marble is red with probability $\\dfrac{4}{10}$; then $3$ of the remaining $9$ are red, so the probability is $\\dfrac{4}{10} \\times \\dfrac{3}{9} = \\dfrac{12}{90} = \\dfrac{2}{15}$. Choice B, $\\left(\\dfrac{4}{10}\\right)^2$, assumes the first marble is put back.',
  }),
  mc({
    domain: PHM,
    skill: 'Algebra',
    difficulty: 'hard',
    stem: 'For what positive value of $k$ does the equation $x^2 + kx + 16 = 0$ have exactly one real solution?',
    choices: ['4', '8', '16', '32'],
    answer: 'B',
    solution: 'sqrt(4 * 16)',
    explanation:
      'A quadratic has exactly one real solution when its discriminant is zero: $k^2 - 4(1)(16) = 0$, so $k^2 = 64$ and the positive value is $k = 8$. Then $x^2 + 8x + 16 = (x + 4)^2$.',
  }),
];
