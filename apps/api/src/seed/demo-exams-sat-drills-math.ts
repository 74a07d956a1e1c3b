import type { QuestionBlueprint, TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { ADV, ALG, GEO, mc, PSDA, spr } from './demo-exams-sat-kit.ts';

/** Original SAT Math drills, one skill each, from easy to hard, with worked explanations. */

const LINEAR = 'Linear equations in one variable';
export const SAT_DRILL_LINEAR_EQUATIONS: QuestionBlueprint[] = [
  mc({
    domain: ALG,
    skill: LINEAR,
    difficulty: 'easy',
    b: -1.8,
    stem: 'If $5x - 3 = 2x + 12$, what is the value of $x$?',
    choices: ['3', '5', '9', '15'],
    answer: 'B',
    solution: '(12 + 3) / (5 - 2)',
    explanation: 'Subtract $2x$ from both sides and add 3: $3x = 15$, so $x = 5$. Choice D is the value of $3x$.',
  }),
  spr({
    domain: ALG,
    skill: LINEAR,
    difficulty: 'easy',
    b: -1.3,
    stem: 'If $\\dfrac{x}{4} + 2 = 7$, what is the value of $x$?',
    accept: ['20'],
    solution: '(7 - 2) * 4',
    explanation: 'Subtract 2 from both sides: $\\dfrac{x}{4} = 5$. Multiply both sides by 4: $x = 20$.',
  }),
  mc({
    domain: ALG,
    skill: LINEAR,
    difficulty: 'medium',
    b: -0.3,
    stem: 'What value of $t$ satisfies $2(t - 3) = 10$?',
    choices: ['2', '5', '8', '13'],
    answer: 'C',
    solution: '10 / 2 + 3',
    explanation:
      'Divide both sides by 2: $t - 3 = 5$. Add 3: $t = 8$. Choice B is the value of $t - 3$, and choice D adds 3 to 10 without dividing by 2.',
  }),
  spr({
    domain: ALG,
    skill: LINEAR,
    difficulty: 'medium',
    b: 0.2,
    stem: 'A gym charges a one-time fee of $\\$25$ plus $\\$15$ per month. A member has paid $\\$130$ in total. For how many months has the member paid?',
    accept: ['7'],
    solution: '(130 - 25) / 15',
    explanation: 'Solve $25 + 15m = 130$: subtract 25 to get $15m = 105$, then divide by 15: $m = 7$ months.',
  }),
  spr({
    domain: ALG,
    skill: LINEAR,
    difficulty: 'hard',
    b: 1,
    stem: 'What value of $x$ satisfies the equation $5(x + 1) = 2(x - 3) + 4$?',
    accept: ['-7/3', '-2.333'],
    solution: '(-6 + 4 - 5) / (5 - 2)',
    explanation:
      'Distribute: $5x + 5 = 2x - 6 + 4 = 2x - 2$. Subtract $2x$ and 5 from both sides: $3x = -7$, so $x = -\\dfrac{7}{3}$. Enter it as -7/3 or as the decimal -2.333 (six characters, including the minus sign).',
  }),
  mc({
    domain: ALG,
    skill: LINEAR,
    difficulty: 'hard',
    b: 1.3,
    stem: 'How many solutions does the equation $3(x + 2) = 3x + 6$ have?',
    choices: ['Zero', 'Exactly one', 'Exactly two', 'Infinitely many'],
    answer: 'D',
    explanation:
      'Distributing gives $3x + 6 = 3x + 6$, which is true for every value of $x$, so the equation has infinitely many solutions. (If the constants differed, as in $3x + 6 = 3x + 5$, there would be no solution.)',
  }),
];

const NONLINEAR = 'Nonlinear functions';
const NONLINEAR_FUNCTIONS: QuestionBlueprint[] = [
  mc({
    domain: ADV,
    skill: NONLINEAR,
    difficulty: 'easy',
    b: -1.5,
    stem: 'The function $f$ is defined by $f(x) = x^2 + 4$. What is the value of $f(3)$?',
    choices: ['13', '25', '36', '49'],
    answer: 'A',
    solution: '3^2 + 4',
    explanation:
      '$f(3) = 3^2 + 4 = 9 + 4 = 13$. Choice C multiplies $3^2$ by 4 instead of adding, and choice D squares $3 + 4$.',
  }),
  mc({
    domain: ADV,
    skill: NONLINEAR,
    difficulty: 'easy',
    b: -1,
    stem: 'The function $g$ is defined by $g(x) = 5(3)^x$. What is the value of $g(2)$?',
    choices: ['30', '45', '90', '225'],
    answer: 'B',
    solution: '5 * 3^2',
    explanation:
      'The exponent applies only to the 3: $g(2) = 5 \\cdot 3^2 = 5 \\cdot 9 = 45$. Choice D computes $(5 \\cdot 3)^2$, choice A computes $5 \\cdot 3 \\cdot 2$, and choice C doubles the answer.',
  }),
  spr({
    domain: ADV,
    skill: NONLINEAR,
    difficulty: 'medium',
    b: -0.3,
    stem: 'The graph of $y = (x - 2)^2 + 5$ in the $xy$-plane is a parabola with vertex $(h, k)$. What is the value of $h + k$?',
    accept: ['7'],
    solution: '2 + 5',
    explanation:
      'A parabola $y = (x - h)^2 + k$ has vertex $(h, k)$. Here $h = 2$ (note the sign: $x - 2$ means $h = +2$) and $k = 5$, so $h + k = 7$.',
  }),
  mc({
    domain: ADV,
    skill: NONLINEAR,
    difficulty: 'medium',
    b: 0.2,
    stem: 'The graph of $y = x^2 - 6x + 8$ crosses the $x$-axis at two points. What is the greater of their $x$-coordinates?',
    choices: ['2', '4', '6', '8'],
    answer: 'B',
    solution: '(6 + sqrt(36 - 32)) / 2',
    explanation:
      'The graph crosses the $x$-axis where $y = 0$: $x^2 - 6x + 8 = (x - 2)(x - 4) = 0$, so $x = 2$ or $x = 4$. The greater is $4$. Choice D is the $y$-intercept.',
  }),
  spr({
    domain: ADV,
    skill: NONLINEAR,
    difficulty: 'medium',
    b: 0.6,
    stem: 'The amount of a medication in a patient’s body $t$ hours after a dose is modeled by $A(t) = 200(0.5)^{t/6}$ milligrams. According to the model, how many milligrams remain $18$ hours after the dose?',
    accept: ['25'],
    solution: '200 * 0.5^(18 / 6)',
    explanation:
      'The amount halves every 6 hours. After 18 hours, $t/6 = 3$, so $A(18) = 200(0.5)^3 = 200 \\cdot 0.125 = 25$ milligrams.',
  }),
  mc({
    domain: ADV,
    skill: NONLINEAR,
    difficulty: 'hard',
    b: 1.1,
    stem: 'The function $f$ is defined by $f(x) = 2^x + k$, where $k$ is a constant. If $f(3) = 13$, what is the value of $f(5)$?',
    choices: ['21', '29', '33', '37'],
    answer: 'D',
    solution: '2^5 + (13 - 2^3)',
    explanation:
      'From $f(3) = 13$: $2^3 + k = 13$, so $8 + k = 13$ and $k = 5$. Then $f(5) = 2^5 + 5 = 32 + 5 = 37$. Choice A adds 8 to $f(3)$ as if $f$ were linear.',
  }),
  spr({
    domain: ADV,
    skill: NONLINEAR,
    difficulty: 'hard',
    b: 1.5,
    stem: 'A ball is thrown upward. Its height, in feet, $t$ seconds after it is thrown is $h(t) = -16t^2 + 64t + 5$. What is the maximum height of the ball, in feet?',
    accept: ['69'],
    solution: '-16 * 2^2 + 64 * 2 + 5',
    explanation:
      'The maximum of a downward parabola is at its vertex, $t = -\\dfrac{b}{2a} = -\\dfrac{64}{2(-16)} = 2$ seconds. Then $h(2) = -16(4) + 64(2) + 5 = -64 + 128 + 5 = 69$ feet.',
  }),
  mc({
    domain: ADV,
    skill: NONLINEAR,
    difficulty: 'hard',
    b: 1.9,
    a: 1.2,
    stem: 'The function $f$ is defined by $f(x) = x^2 + bx + c$, where $b$ and $c$ are constants. The graph of $y = f(x)$ passes through the points $(0, 6)$ and $(2, 4)$. What is the value of $f(5)$?',
    choices: ['6', '11', '16', '46'],
    answer: 'C',
    solution: '5^2 + ((4 - 6 - 2^2) / 2) * 5 + 6',
    explanation:
      'From $(0, 6)$: $f(0) = c = 6$. From $(2, 4)$: $4 + 2b + 6 = 4$, so $2b = -6$ and $b = -3$. Then $f(5) = 25 - 15 + 6 = 16$. Choice D uses $b = 3$ (a sign error).',
  }),
];

const PERCENT = 'Percentages';
const PERCENTAGES: QuestionBlueprint[] = [
  mc({
    domain: PSDA,
    skill: PERCENT,
    difficulty: 'easy',
    b: -1.6,
    stem: 'What is $20\\%$ of $85$?',
    choices: ['4.25', '17', '65', '68'],
    answer: 'B',
    solution: '0.2 * 85',
    explanation:
      '$20\\%$ of $85$ is $0.2 \\times 85 = 17$ (or $85 \\div 5$, since $20\\% = \\frac{1}{5}$). Choice D is $80\\%$ of 85, and choice C is $85 - 20$.',
  }),
  mc({
    domain: PSDA,
    skill: PERCENT,
    difficulty: 'easy',
    b: -1.1,
    stem: 'A shirt costs $\\$40$ before a $6\\%$ sales tax is added. What is the total cost of the shirt, in dollars, including tax?',
    choices: ['2.40', '40.60', '42.40', '46.00'],
    answer: 'C',
    solution: '40 * 1.06',
    explanation:
      'The tax is $0.06 \\times 40 = 2.40$ dollars, so the total is $40 + 2.40 = 42.40$ dollars (or $40 \\times 1.06$). Choice A is the tax alone, choice B misplaces the decimal point (60 cents of tax), and choice D adds 6 dollars.',
  }),
  spr({
    domain: PSDA,
    skill: PERCENT,
    difficulty: 'medium',
    b: -0.5,
    stem: '$24$ is what percent of $60$? (Disregard the $\\%$ sign when entering your answer.)',
    accept: ['40'],
    solution: '24 / 60 * 100',
    explanation: 'Divide the part by the whole: $\\dfrac{24}{60} = 0.4$, which is $40\\%$. Enter 40.',
  }),
  mc({
    domain: PSDA,
    skill: PERCENT,
    difficulty: 'medium',
    b: 0,
    stem: 'After a $30\\%$ discount, a lamp costs $\\$56$. What was the original price of the lamp, in dollars?',
    choices: ['39.20', '72.80', '80', '86'],
    answer: 'C',
    solution: '56 / (1 - 0.3)',
    explanation:
      'After a $30\\%$ discount the buyer pays $70\\%$ of the original price: $0.7p = 56$, so $p = 56 \\div 0.7 = 80$. Choice B adds $30\\%$ of the sale price, which is a different amount from $30\\%$ of the original price.',
  }),
  spr({
    domain: PSDA,
    skill: PERCENT,
    difficulty: 'medium',
    b: 0.5,
    stem: 'A town’s population increased by $10\\%$ in one year and then decreased by $10\\%$ the next year. The final population is what percent less than the original population? (Disregard the $\\%$ sign when entering your answer.)',
    accept: ['1'],
    solution: '(1 - 1.1 * 0.9) * 100',
    explanation:
      'Percent changes multiply: $1.10 \\times 0.90 = 0.99$, so the final population is $99\\%$ of the original, or $1\\%$ less. The two changes do not cancel, because the $10\\%$ decrease is taken of a larger number.',
  }),
  spr({
    domain: PSDA,
    skill: PERCENT,
    difficulty: 'hard',
    b: 1,
    stem: 'In a survey of $250$ students, $40\\%$ play a sport. Of the students who play a sport, $30\\%$ also play a musical instrument. How many of the students surveyed play both a sport and a musical instrument?',
    accept: ['30'],
    solution: '250 * 0.4 * 0.3',
    explanation:
      'First, $0.4 \\times 250 = 100$ students play a sport. Then $30\\%$ of those 100, not of all 250, also play an instrument: $0.3 \\times 100 = 30$ students.',
  }),
  mc({
    domain: PSDA,
    skill: PERCENT,
    difficulty: 'hard',
    b: 1.5,
    stem: 'The price of a share of stock rose by $25\\%$ and then fell by $p\\%$, returning to its original price. What is the value of $p$?',
    choices: ['15', '20', '25', '30'],
    answer: 'B',
    solution: '(1 - 1 / 1.25) * 100',
    explanation:
      'If the original price is 100, it rose to 125. To return to 100 it must fall by 25, and $\\dfrac{25}{125} = 0.2 = 20\\%$. Choice C assumes equal percent changes cancel, but the fall is measured from the higher price.',
  }),
  spr({
    domain: PSDA,
    skill: PERCENT,
    difficulty: 'hard',
    b: 1.9,
    a: 1.2,
    stem: 'The number $x$ is $150\\%$ of $y$, and $y$ is $40\\%$ of $z$. The number $x$ is what percent of $z$? (Disregard the $\\%$ sign when entering your answer.)',
    accept: ['60'],
    solution: '1.5 * 0.4 * 100',
    explanation: '$x = 1.5y$ and $y = 0.4z$, so $x = 1.5(0.4z) = 0.6z$: $x$ is $60\\%$ of $z$.',
  }),
];

const TRIG = 'Right triangles and trigonometry';
const RIGHT_TRIANGLES: QuestionBlueprint[] = [
  mc({
    domain: GEO,
    skill: TRIG,
    difficulty: 'easy',
    b: -1.5,
    stem: 'A right triangle has legs of lengths $5$ and $12$. What is the length of the hypotenuse?',
    choices: ['13', '17', '30', '60'],
    answer: 'A',
    solution: 'sqrt(5^2 + 12^2)',
    explanation:
      'By the Pythagorean theorem, $c^2 = 5^2 + 12^2 = 25 + 144 = 169$, so $c = 13$. Choice B adds the legs, choice C is the perimeter of the triangle, and choice D multiplies the legs.',
  }),
  spr({
    domain: GEO,
    skill: TRIG,
    difficulty: 'easy',
    b: -1,
    stem: 'A right triangle has a hypotenuse of length $10$ and one leg of length $6$. What is the length of the other leg?',
    accept: ['8'],
    solution: 'sqrt(10^2 - 6^2)',
    explanation: 'Let the other leg be $b$: $6^2 + b^2 = 10^2$, so $b^2 = 100 - 36 = 64$ and $b = 8$.',
  }),
  mc({
    domain: GEO,
    skill: TRIG,
    difficulty: 'medium',
    b: -0.4,
    stem: 'In right triangle $XYZ$, angle $Z$ is a right angle, $XY = 25$, and $YZ = 7$. What is the value of $\\cos Y$?',
    choices: ['$\\frac{7}{25}$', '$\\frac{7}{24}$', '$\\frac{24}{25}$', '$\\frac{24}{7}$'],
    answer: 'A',
    solution: '7 / 25',
    explanation:
      'The cosine of an angle is the adjacent side over the hypotenuse. For angle $Y$, the adjacent leg is $YZ = 7$ and the hypotenuse is $XY = 25$, so $\\cos Y = \\dfrac{7}{25}$. (The third side is $XZ = \\sqrt{625 - 49} = 24$; choice C is $\\sin Y$.)',
  }),
  mc({
    domain: GEO,
    skill: TRIG,
    difficulty: 'medium',
    b: 0.1,
    stem: 'In a right triangle, one angle measures $30^\\circ$ and the shortest side has length $6$. What is the length of the hypotenuse?',
    choices: ['$6\\sqrt{2}$', '$6\\sqrt{3}$', '12', '18'],
    answer: 'C',
    solution: '2 * 6',
    explanation:
      'In a $30^\\circ$-$60^\\circ$-$90^\\circ$ triangle, the sides are in the ratio $1 : \\sqrt{3} : 2$, and the shortest side is opposite the $30^\\circ$ angle. The hypotenuse is twice the shortest side: $2 \\times 6 = 12$. Choice B is the longer leg.',
  }),
  spr({
    domain: GEO,
    skill: TRIG,
    difficulty: 'medium',
    b: 0.5,
    stem: 'If $\\sin(x^\\circ) = \\cos(50^\\circ)$ and $0 < x < 90$, what is the value of $x$?',
    accept: ['40'],
    solution: '90 - 50',
    explanation:
      'The sine of an angle equals the cosine of its complement: $\\sin(x^\\circ) = \\cos((90 - x)^\\circ)$. So $90 - x = 50$ and $x = 40$.',
  }),
  mc({
    domain: GEO,
    skill: TRIG,
    difficulty: 'hard',
    b: 1,
    stem: 'The diagonal of a square has length $8\\sqrt{2}$. What is the area of the square?',
    choices: ['32', '64', '$64\\sqrt{2}$', '128'],
    answer: 'B',
    solution: '(8 * sqrt(2) / sqrt(2))^2',
    explanation:
      'A diagonal splits a square into two $45^\\circ$-$45^\\circ$-$90^\\circ$ triangles, whose hypotenuse is $\\sqrt{2}$ times a leg. So the side is $8\\sqrt{2} \\div \\sqrt{2} = 8$ and the area is $8^2 = 64$. Choice D squares the diagonal.',
  }),
  spr({
    domain: GEO,
    skill: TRIG,
    difficulty: 'hard',
    b: 1.4,
    stem: 'A $13$-foot ladder leans against a vertical wall with its base $5$ feet from the wall. The base then slides away until it is $12$ feet from the wall. How many feet does the top of the ladder slide down the wall?',
    accept: ['7'],
    solution: 'sqrt(13^2 - 5^2) - sqrt(13^2 - 12^2)',
    explanation:
      'The ladder, the wall and the ground form a right triangle with hypotenuse 13. At first the top is $\\sqrt{13^2 - 5^2} = 12$ feet high; afterward it is $\\sqrt{13^2 - 12^2} = 5$ feet high. It slides down $12 - 5 = 7$ feet.',
  }),
  mc({
    domain: GEO,
    skill: TRIG,
    difficulty: 'hard',
    b: 1.9,
    a: 1.2,
    stem: 'In right triangle $ABC$, angle $C$ is a right angle, $\\tan A = \\dfrac{3}{4}$, and $AB = 20$. What is the length of $BC$?',
    choices: ['9', '12', '15', '16'],
    answer: 'B',
    solution: '20 * 3 / 5',
    explanation:
      '$\\tan A = \\dfrac{BC}{AC} = \\dfrac{3}{4}$, so the legs are $3k$ and $4k$ and the hypotenuse is $5k$ (a 3-4-5 triangle). Since $5k = 20$, $k = 4$ and $BC = 3k = 12$. Choice D is $AC$, and choice C multiplies 20 by $\\frac{3}{4}$ as if $AB$ were a leg.',
  }),
];

const mathDrill = (seedKey: string, title: string, minutes: number, questions: QuestionBlueprint[]): TestBlueprint => ({
  seedKey,
  kind: 'sat',
  type: 'drill',
  version: 'sat_digital',
  title: `SAT Math Drill: ${title}`,
  description: `${questions.length} original practice questions on one skill (${questions[0]?.domain ?? 'Math'}), from easy to hard, with a worked explanation for every question.`,
  isPublic: true,
  sections: [{ section: 'math', title: 'Math', modules: [{ title, position: 1, minutes, questions }] }],
});

/** The first SAT drill of the catalogue; its seed key and 8 minutes are unchanged. */
export const DEMO_SAT_DRILL = mathDrill(
  'demo-sat-drill-linear-equations',
  'Linear equations in one variable',
  8,
  SAT_DRILL_LINEAR_EQUATIONS,
);

export const SAT_MATH_DRILLS: readonly TestBlueprint[] = [
  DEMO_SAT_DRILL,
  mathDrill('demo-sat-drill-nonlinear-functions', NONLINEAR, 12, NONLINEAR_FUNCTIONS),
  mathDrill('demo-sat-drill-percentages', PERCENT, 12, PERCENTAGES),
  mathDrill('demo-sat-drill-right-triangles', TRIG, 12, RIGHT_TRIANGLES),
];
