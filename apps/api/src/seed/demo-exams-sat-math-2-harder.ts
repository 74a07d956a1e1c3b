import type { QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { ADV, ALG, GEO, mc, PSDA, spr } from './demo-exams-sat-kit.ts';

/**
 * Digital SAT Practice Test 1, Math module 2, harder route (original content): seven medium items, then
 * hard ones. Operational items: Algebra 7, Advanced Math 7, Problem-Solving and Data Analysis 3, Geometry
 * and Trigonometry 3; items 7 and 16 are pretest. 6 of 22 are student-produced responses.
 */
export const SAT_MATH_MODULE_2_HARDER: QuestionBlueprint[] = [
  spr({
    domain: ALG,
    skill: 'Linear equations in one variable',
    difficulty: 'medium',
    b: 0.2,
    stem: 'If $\\dfrac{2x - 1}{3} = \\dfrac{x + 4}{2}$, what is the value of $x$?',
    accept: ['14'],
    solution: '(12 + 2) / (4 - 3)',
    explanation:
      'Multiply both sides by 6, the least common denominator: $2(2x - 1) = 3(x + 4)$, so $4x - 2 = 3x + 12$ and $x = 14$. Check: $\\frac{27}{3} = 9$ and $\\frac{18}{2} = 9$.',
  }),
  spr({
    domain: PSDA,
    skill: 'Probability and conditional probability',
    difficulty: 'medium',
    b: 0.3,
    stem: 'A bag contains $5$ red, $3$ blue, and $2$ green marbles. One marble is chosen at random. What is the probability that the marble chosen is not red?',
    accept: ['1/2', '.5', '0.5'],
    solution: '(3 + 2) / (5 + 3 + 2)',
    explanation:
      'Of the $5 + 3 + 2 = 10$ marbles, $3 + 2 = 5$ are not red, so the probability is $\\dfrac{5}{10} = \\dfrac{1}{2}$, entered as 1/2 or .5. (Equivalently, $1 - P(\\text{red}) = 1 - \\frac{5}{10}$.)',
  }),
  mc({
    domain: ADV,
    skill: 'Nonlinear functions',
    difficulty: 'medium',
    b: 0.4,
    stem: 'The value, in dollars, of a car $t$ years after it was bought is modeled by $V(t) = 24{,}000(0.85)^t$. According to the model, by what percent does the value of the car decrease each year?',
    choices: ['0.15', '15', '85', '115'],
    answer: 'B',
    solution: '(1 - 0.85) * 100',
    explanation:
      'Each year the value is multiplied by $0.85$, so it keeps $85\\%$ of its value and loses $100\\% - 85\\% = 15\\%$. Choice C is the percent kept, not lost; choice A is the decrease written as a decimal, not a percent; choice D would describe growth.',
  }),
  spr({
    domain: ALG,
    skill: 'Linear functions',
    difficulty: 'medium',
    b: 0.5,
    stem: 'A tank holds $500$ liters of water when it begins to drain at a constant rate. After $8$ minutes, it holds $380$ liters. How many minutes after draining begins will the tank be empty?',
    accept: ['100/3', '33.33'],
    solution: '500 / ((500 - 380) / 8)',
    explanation:
      'The tank loses $500 - 380 = 120$ liters in 8 minutes, a rate of $120 \\div 8 = 15$ liters per minute. It empties when $500 - 15t = 0$, so $t = \\dfrac{500}{15} = \\dfrac{100}{3} \\approx 33.33$ minutes, entered as 100/3 or 33.33.',
  }),
  mc({
    domain: GEO,
    skill: 'Lines, angles, and triangles',
    difficulty: 'medium',
    b: 0.6,
    stem: 'In triangle $ABC$, $AB = AC$ and the measure of angle $B$ is $50^\\circ$. What is the measure, in degrees, of angle $A$?',
    choices: ['50', '65', '80', '130'],
    answer: 'C',
    solution: '180 - 2 * 50',
    explanation:
      'Since $AB = AC$, the angles opposite those sides, $C$ and $B$, are equal: both measure $50^\\circ$. Then angle $A$ measures $180 - 50 - 50 = 80$ degrees. Choice B treats $50^\\circ$ as the vertex angle, and choice D subtracts only one base angle.',
  }),
  mc({
    domain: ADV,
    skill: 'Equivalent expressions',
    difficulty: 'medium',
    b: 0.7,
    stem: 'Which expression is equivalent to $\\dfrac{x^2 + 5x + 6}{x + 2}$, for $x > 0$?',
    choices: ['$x + 3$', '$x + 4$', '$x^2 + 3$', '$x^2 + 4x + 4$'],
    answer: 'A',
    explanation:
      'Factor the numerator: $x^2 + 5x + 6 = (x + 2)(x + 3)$, since $2 \\cdot 3 = 6$ and $2 + 3 = 5$. Dividing by $x + 2$ (which is not zero for $x > 0$) leaves $x + 3$. Choice C divides only the constant terms, and choice D subtracts $x + 2$ instead of dividing.',
  }),
  mc({
    domain: PSDA,
    skill: 'Inference from sample statistics and margin of error',
    difficulty: 'medium',
    b: 0.8,
    pretest: true,
    stem: 'A town has $12{,}000$ registered voters. In a random sample of $400$ of them, $58\\%$ said they support a proposal to build a new library. Based on the sample, about how many of the town’s registered voters support the proposal?',
    choices: ['232', '5,040', '6,960', '7,200'],
    answer: 'C',
    solution: '0.58 * 12000',
    explanation:
      'A random sample lets us estimate that about $58\\%$ of all registered voters support the proposal: $0.58 \\times 12{,}000 = 6{,}960$. Choice A is $58\\%$ of the sample only, and choice B is the $42\\%$ who did not say they support it.',
  }),
  mc({
    domain: ALG,
    skill: 'Systems of two linear equations in two variables',
    difficulty: 'hard',
    b: 0.9,
    stem: '$$2x + ky = 6$$ $$4x + 10y = 12$$ In the system of equations above, $k$ is a constant. If the system has infinitely many solutions, what is the value of $k$?',
    choices: ['2', '5', '10', '20'],
    answer: 'B',
    solution: '10 / 2',
    explanation:
      'Infinitely many solutions means that the two equations describe the same line. The second equation is 2 times the first ($4x = 2 \\cdot 2x$ and $12 = 2 \\cdot 6$), so $10 = 2k$ and $k = 5$. Choice D multiplies by 2 instead of dividing.',
  }),
  mc({
    domain: ADV,
    skill: 'Nonlinear equations in one variable and systems of equations in two variables',
    difficulty: 'hard',
    b: 1,
    stem: 'What is the solution set of the equation $\\sqrt{2x + 9} = x - 3$?',
    choices: ['0', '8', '0 and 8', 'There is no solution.'],
    answer: 'B',
    solution: 'sqrt(2 * 8 + 9) + 3',
    explanation:
      'Square both sides: $2x + 9 = x^2 - 6x + 9$, so $x^2 - 8x = 0$ and $x(x - 8) = 0$: $x = 0$ or $x = 8$. Squaring can add false solutions, so check both. For $x = 8$: $\\sqrt{25} = 5 = 8 - 3$, true. For $x = 0$: $\\sqrt{9} = 3$, but $0 - 3 = -3$, false. The only solution is $8$.',
  }),
  mc({
    domain: ALG,
    skill: 'Linear inequalities in one or two variables',
    difficulty: 'hard',
    b: 1.1,
    stem: 'Maya has $\\$60$ to spend on notebooks that cost $\\$4$ each and pens that cost $\\$1.50$ each. She buys $9$ notebooks. What is the greatest number of pens she can buy without spending more than $\\$60$?',
    choices: ['6', '9', '12', '16'],
    answer: 'D',
    solution: '(60 - 9 * 4) / 1.5',
    explanation:
      'With $p$ pens, $4(9) + 1.5p \\le 60$. Then $1.5p \\le 24$ and $p \\le 16$, so she can buy at most 16 pens. Choice B is the number of notebooks, and choice A divides the $\\$24$ left by the price of a notebook instead of a pen.',
  }),
  spr({
    domain: GEO,
    skill: 'Right triangles and trigonometry',
    difficulty: 'hard',
    b: 1.2,
    stem: 'In right triangle $PQR$, angle $R$ is a right angle and $\\cos P = \\dfrac{8}{17}$. What is the value of $\\tan Q$?',
    accept: ['8/15', '.5333', '0.533'],
    solution: '8 / sqrt(17^2 - 8^2)',
    explanation:
      '$\\cos P = \\dfrac{PR}{PQ}$, so take $PR = 8$ and hypotenuse $PQ = 17$. Then $QR = \\sqrt{17^2 - 8^2} = \\sqrt{225} = 15$. For angle $Q$, the opposite side is $PR = 8$ and the adjacent side is $QR = 15$, so $\\tan Q = \\dfrac{8}{15}$, entered as 8/15, .5333 or 0.533.',
  }),
  mc({
    domain: ADV,
    skill: 'Nonlinear functions',
    difficulty: 'hard',
    b: 1.3,
    stem: 'The function $g$ is defined by $g(x) = x^2 - 10x + c$, where $c$ is a constant. If the minimum value of $g(x)$ is $-4$, what is the value of $c$?',
    choices: ['21', '25', '29', '46'],
    answer: 'A',
    solution: '-4 - 5^2 + 10 * 5',
    explanation:
      'A parabola $x^2 + bx + c$ has its vertex at $x = -\\frac{b}{2} = 5$. The minimum value is $g(5) = 25 - 50 + c = c - 25$, so $c - 25 = -4$ and $c = 21$. (Completing the square gives the same: $g(x) = (x - 5)^2 + c - 25$.) Choice C adds 4 instead of subtracting it, and choice B would make the minimum value $0$.',
  }),
  mc({
    domain: ALG,
    skill: 'Linear equations in two variables',
    difficulty: 'hard',
    b: 1.4,
    stem: 'In the $xy$-plane, the graph of $ax + 3y = 12$, where $a$ is a constant, is parallel to the graph of $y = -\\frac{2}{3}x + 5$. What is the value of $a$?',
    choices: ['-2', '$\\frac{2}{3}$', '2', '3'],
    answer: 'C',
    solution: '3 * (2 / 3)',
    explanation:
      'Parallel lines have equal slopes. Solving $ax + 3y = 12$ for $y$ gives $y = -\\frac{a}{3}x + 4$, with slope $-\\frac{a}{3}$. Setting $-\\frac{a}{3} = -\\frac{2}{3}$ gives $a = 2$. Choice A loses the minus sign in the slope, and choice B is the size of the slope itself.',
  }),
  mc({
    domain: PSDA,
    skill: 'Two-variable data',
    difficulty: 'hard',
    b: 1.5,
    stem: 'A botanist models the mass $y$, in grams, of a plant $x$ days after planting with the line of best fit $y = 2.4x + 15$. One plant had a mass of $70$ grams $20$ days after planting. What is the residual for this plant (actual mass minus predicted mass), in grams?',
    choices: ['-7', '7', '48', '63'],
    answer: 'B',
    solution: '70 - (2.4 * 20 + 15)',
    explanation:
      'The model predicts $2.4(20) + 15 = 48 + 15 = 63$ grams. The residual is actual minus predicted: $70 - 63 = 7$ grams (the plant is above the line). Choice A subtracts the other way, choice D is the prediction, and choice C leaves out the 15.',
  }),
  mc({
    domain: ALG,
    skill: 'Linear inequalities in one or two variables',
    difficulty: 'hard',
    b: 1.6,
    stem: '$$y \\ge 2x + 1$$ $$y \\le -x + 10$$ What is the greatest possible value of $x$ for a point $(x, y)$ that satisfies both inequalities?',
    choices: ['3', '4', '7', '9'],
    answer: 'A',
    solution: '(10 - 1) / (2 + 1)',
    explanation:
      'A point satisfies both when $2x + 1 \\le y \\le -x + 10$, which is possible only if $2x + 1 \\le -x + 10$, that is $3x \\le 9$ and $x \\le 3$. At $x = 3$, the point $(3, 7)$ works, so the greatest value is $3$. Choice C is the $y$-coordinate of that point.',
  }),
  mc({
    domain: GEO,
    skill: 'Area and volume',
    difficulty: 'hard',
    b: 1.7,
    pretest: true,
    stem: 'A right circular cone has a base radius of $3$ centimeters and a slant height of $5$ centimeters. The volume of the cone is $k\\pi$ cubic centimeters. What is the value of $k$?',
    choices: ['12', '15', '36', '45'],
    answer: 'A',
    solution: '(1 / 3) * 3^2 * sqrt(5^2 - 3^2)',
    explanation:
      'The height, radius and slant height form a right triangle, so the height is $\\sqrt{5^2 - 3^2} = 4$. The volume is $\\frac{1}{3}\\pi r^2 h = \\frac{1}{3}\\pi (9)(4) = 12\\pi$, so $k = 12$. Choice C forgets the $\\frac{1}{3}$ (a cylinder), choice D uses the slant height as the height without the $\\frac{1}{3}$, and choice B is the lateral area $\\pi r \\ell$ divided by $\\pi$.',
  }),
  spr({
    domain: ALG,
    skill: 'Systems of two linear equations in two variables',
    difficulty: 'hard',
    b: 1.8,
    stem: '$$2x + 3y = 7$$ $$ax - 6y = 5$$ In the system of equations above, $a$ is a constant. If the system has no solution, what is the value of $a$?',
    accept: ['-4'],
    solution: '-2 * 6 / 3',
    explanation:
      'A linear system has no solution when its lines are parallel and distinct: the $x$- and $y$-coefficients are proportional but the constants are not. The $y$-coefficients give the factor $\\frac{-6}{3} = -2$, so $a = -2 \\cdot 2 = -4$. The constants are not in that ratio ($-2 \\cdot 7 = -14 \\ne 5$), so the lines are distinct and the system indeed has no solution.',
  }),
  mc({
    domain: ADV,
    skill: 'Equivalent expressions',
    difficulty: 'hard',
    b: 1.9,
    stem: 'If $x > 0$ and $\\dfrac{x^{5/2} \\cdot x^{1/2}}{x} = x^n$, what is the value of $n$?',
    choices: ['$\\frac{3}{4}$', '1', '$\\frac{5}{4}$', '2'],
    answer: 'D',
    solution: '5 / 2 + 1 / 2 - 1',
    explanation:
      'Multiplying powers of $x$ adds exponents, and dividing subtracts them: $\\frac{5}{2} + \\frac{1}{2} - 1 = 3 - 1 = 2$, so $n = 2$. Choice C multiplies the exponents instead of adding them, and choice A multiplies them and then subtracts $\\frac{1}{2}$.',
  }),
  mc({
    domain: PSDA,
    skill: 'Evaluating statistical claims',
    difficulty: 'hard',
    b: 2,
    stem: 'A researcher chose $300$ adults at random from the members of the gyms in one city. The members who reported exercising more hours per week also tended to report sleeping better. Which conclusion is best supported by the study?',
    choices: [
      'Among members of the city’s gyms, exercising more is associated with sleeping better.',
      'Exercising more causes adults to sleep better.',
      'Among all adults in the city, exercising more is associated with sleeping better.',
      'Members of the city’s gyms sleep better than adults who are not gym members.',
    ],
    answer: 'A',
    explanation:
      'The sample was random, but only from gym members in one city, so the finding can be generalized only to that population (not to all adults, C). It is an observational study, not an experiment with random assignment, so it shows an association, not cause and effect (B). Non-members were not studied, so D cannot be concluded.',
  }),
  mc({
    domain: ADV,
    skill: 'Nonlinear functions',
    difficulty: 'hard',
    b: 2.1,
    a: 1.2,
    stem: 'The function $p$ is defined by $p(x) = (x - 3)(x + k)$, where $k$ is a constant. In the $xy$-plane, the vertex of the graph of $y = p(x)$ has an $x$-coordinate of $4$. What is the value of $p(0)$?',
    choices: ['-15', '-5', '5', '15'],
    answer: 'D',
    solution: '(0 - 3) * (0 + (3 - 2 * 4))',
    explanation:
      'The zeros of $p$ are $3$ and $-k$, and the vertex of a parabola lies halfway between its zeros: $\\frac{3 + (-k)}{2} = 4$, so $-k = 5$ and $k = -5$. Then $p(x) = (x - 3)(x - 5)$ and $p(0) = (-3)(-5) = 15$. Choice B is the value of $k$, and choice A has a sign error.',
  }),
  mc({
    domain: ADV,
    skill: 'Nonlinear equations in one variable and systems of equations in two variables',
    difficulty: 'hard',
    b: 2.2,
    a: 1.2,
    stem: 'In the equation $x^2 + bx + 16 = 0$, $b$ is a positive constant. If the equation has exactly one real solution, what is the value of $b$?',
    choices: ['4', '6', '8', '16'],
    answer: 'C',
    solution: 'sqrt(4 * 16)',
    explanation:
      'A quadratic equation has exactly one real solution when its discriminant is zero: $b^2 - 4(1)(16) = 0$, so $b^2 = 64$ and, since $b > 0$, $b = 8$. Indeed $x^2 + 8x + 16 = (x + 4)^2$. Choice A is the square root of 16, and choice D forgets the factor 4 in the discriminant.',
  }),
  spr({
    domain: GEO,
    skill: 'Circles',
    difficulty: 'hard',
    b: 2.4,
    a: 1.2,
    stem: 'Points $A$ and $B$ lie on a circle with center $O$ and radius $9$. The length of minor arc $AB$ is $3\\pi$. What is the measure, in degrees, of angle $AOB$?',
    accept: ['60'],
    solution: '3 / 9 * 180',
    explanation:
      'The circumference is $2\\pi(9) = 18\\pi$, and the arc is $\\dfrac{3\\pi}{18\\pi} = \\dfrac{1}{6}$ of it, so the central angle is $\\dfrac{1}{6} \\times 360 = 60$ degrees. (In radians, $3\\pi = 9\\theta$ gives $\\theta = \\frac{\\pi}{3}$, which is $60^\\circ$.)',
  }),
];
