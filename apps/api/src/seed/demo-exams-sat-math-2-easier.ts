import type { QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { ADV, ALG, GEO, mc, PSDA, spr } from './demo-exams-sat-kit.ts';

/**
 * Digital SAT Practice Test 1, Math module 2, easier route (original content): mostly easy and medium
 * items, three hard ones at the end. Operational items: Algebra 7, Advanced Math 7, Problem-Solving and Data
 * Analysis 3, Geometry and Trigonometry 3; items 7 and 21 are pretest. 6 of 22 are student-produced responses.
 */
export const SAT_MATH_MODULE_2_EASIER: QuestionBlueprint[] = [
  mc({
    domain: ALG,
    skill: 'Linear equations in one variable',
    difficulty: 'easy',
    b: -2.2,
    stem: 'If $2x = 18$, what is the value of $x + 4$?',
    choices: ['9', '11', '13', '22'],
    answer: 'C',
    solution: '18 / 2 + 4',
    explanation:
      'Divide both sides by 2: $x = 9$. Then $x + 4 = 9 + 4 = 13$. Choice A is the value of $x$ itself, and choice D adds 4 to 18.',
  }),
  mc({
    domain: PSDA,
    skill: 'One-variable data',
    difficulty: 'easy',
    b: -2,
    stem: 'What is the mean of the data set $4, 8, 10, 10, 18$?',
    choices: ['10', '12', '14', '18'],
    answer: 'A',
    solution: '(4 + 8 + 10 + 10 + 18) / 5',
    explanation:
      'The sum of the values is $4 + 8 + 10 + 10 + 18 = 50$, and there are 5 values, so the mean is $50 \\div 5 = 10$. (Here the median and the mode are also 10.) Choice C is the range, $18 - 4$, and choice D is the greatest value.',
  }),
  spr({
    domain: GEO,
    skill: 'Area and volume',
    difficulty: 'easy',
    b: -1.8,
    stem: 'A rectangle has a length of $12$ centimeters and a width of $5$ centimeters. What is the area of the rectangle, in square centimeters?',
    accept: ['60'],
    solution: '12 * 5',
    explanation:
      'The area of a rectangle is length × width: $12 \\times 5 = 60$ square centimeters. (The perimeter, $2(12 + 5) = 34$, measures the distance around, not the area.)',
  }),
  mc({
    domain: ALG,
    skill: 'Linear functions',
    difficulty: 'easy',
    b: -1.6,
    stem: 'A plumber charges a $\\$45$ visit fee plus $\\$30$ per hour of work. Which function gives the total charge $C(h)$, in dollars, for $h$ hours of work?',
    choices: ['$C(h) = 45h + 30$', '$C(h) = 75h$', '$C(h) = 30h - 45$', '$C(h) = 30h + 45$'],
    answer: 'D',
    explanation:
      'The hourly charge, $30h$, grows with the number of hours, and the fixed fee of $45$ is added once: $C(h) = 30h + 45$. Choice A swaps the fee and the rate, choice B charges the fee every hour, and choice C subtracts the fee.',
  }),
  mc({
    domain: ADV,
    skill: 'Equivalent expressions',
    difficulty: 'easy',
    b: -1.5,
    stem: 'Which expression is equivalent to $3(2x - 4) + 5x$?',
    choices: ['$11x - 12$', '$11x - 4$', '$6x + 1$', '$11x + 12$'],
    answer: 'A',
    explanation:
      'Distribute the 3: $6x - 12 + 5x$. Combine like terms: $11x - 12$. Choice B multiplies only the $2x$ by 3, and choice D loses the minus sign.',
  }),
  spr({
    domain: ALG,
    skill: 'Linear equations in two variables',
    difficulty: 'easy',
    b: -1.3,
    stem: 'A bakery sells muffins for $\\$3$ each and scones for $\\$4$ each. On Saturday it sold $12$ scones and took in $\\$96$ in all from muffins and scones. How many muffins did it sell on Saturday?',
    accept: ['16'],
    solution: '(96 - 4 * 12) / 3',
    explanation: 'With $m$ muffins, $3m + 4(12) = 96$. So $3m + 48 = 96$, $3m = 48$ and $m = 16$.',
  }),
  mc({
    domain: PSDA,
    skill: 'Percentages',
    difficulty: 'easy',
    b: -1.2,
    pretest: true,
    stem: 'What is $15\\%$ of $240$?',
    choices: ['16', '24', '36', '225'],
    answer: 'C',
    solution: '0.15 * 240',
    explanation:
      '$15\\%$ of $240$ is $0.15 \\times 240 = 36$ (or $10\\%$ is $24$ and $5\\%$ is $12$, and $24 + 12 = 36$). Choice B is only $10\\%$, choice A is $240 \\div 15$, and choice D is $240 - 15$.',
  }),
  mc({
    domain: ADV,
    skill: 'Nonlinear functions',
    difficulty: 'easy',
    b: -1,
    stem: 'The function $h$ is defined by $h(x) = 2x^2 + 1$. What is the value of $h(3)$?',
    choices: ['7', '13', '19', '37'],
    answer: 'C',
    solution: '2 * 3^2 + 1',
    explanation:
      'Square first, then multiply: $h(3) = 2(3)^2 + 1 = 2(9) + 1 = 19$. Choice D squares $2 \\cdot 3$, choice B doubles 3 twice instead of squaring, and choice A forgets the exponent.',
  }),
  mc({
    domain: GEO,
    skill: 'Lines, angles, and triangles',
    difficulty: 'easy',
    b: -0.9,
    stem: 'Two lines intersect at a point. One of the four angles formed measures $118^\\circ$. What is the measure, in degrees, of an angle adjacent to it?',
    choices: ['28', '62', '118', '242'],
    answer: 'B',
    solution: '180 - 118',
    explanation:
      'Adjacent angles formed by two intersecting lines lie along a straight line, so they add up to $180^\\circ$: $180 - 118 = 62$. The angle opposite the $118^\\circ$ angle (vertical angle) is also $118^\\circ$, choice C, but it is not adjacent.',
  }),
  mc({
    domain: ALG,
    skill: 'Linear equations in one variable',
    difficulty: 'medium',
    b: -0.7,
    stem: 'What value of $x$ satisfies the equation $4(x - 2) = 2x + 6$?',
    choices: ['1', '4', '7', '14'],
    answer: 'C',
    solution: '(6 + 8) / (4 - 2)',
    explanation:
      'Distribute: $4x - 8 = 2x + 6$. Subtract $2x$ and add 8: $2x = 14$, so $x = 7$. Choice B comes from distributing only to $x$ ($4x - 2$), and choice D is the value of $2x$.',
  }),
  mc({
    domain: ALG,
    skill: 'Linear inequalities in one or two variables',
    difficulty: 'medium',
    b: -0.5,
    stem: 'Which inequality is equivalent to $3x - 5 > 13$?',
    choices: ['$x > 6$', '$x < 6$', '$x > \\frac{8}{3}$', '$x > 18$'],
    answer: 'A',
    explanation:
      'Add 5 to both sides: $3x > 18$. Divide by 3, a positive number, so the inequality sign stays the same: $x > 6$. Choice B flips the sign without reason, choice C subtracts 5 instead of adding it, and choice D forgets to divide by 3.',
  }),
  spr({
    domain: PSDA,
    skill: 'Ratios, rates, proportional relationships, and units',
    difficulty: 'medium',
    b: -0.4,
    stem: 'A recipe uses $3$ cups of flour for every $2$ cups of sugar. How many cups of flour are needed for $5$ cups of sugar?',
    accept: ['15/2', '7.5'],
    solution: '3 / 2 * 5',
    explanation:
      'Set up the proportion $\\dfrac{3}{2} = \\dfrac{f}{5}$. Then $2f = 15$ and $f = \\dfrac{15}{2} = 7.5$ cups, entered as 15/2 or 7.5.',
  }),
  spr({
    domain: ADV,
    skill: 'Nonlinear equations in one variable and systems of equations in two variables',
    difficulty: 'medium',
    b: -0.2,
    stem: 'If $x^2 = 49$ and $x < 0$, what is the value of $x$?',
    accept: ['-7'],
    solution: '-sqrt(49)',
    explanation:
      'The equation $x^2 = 49$ has two solutions, $x = 7$ and $x = -7$, because both square to 49. Since $x < 0$, $x = -7$ (entered with the minus sign).',
  }),
  mc({
    domain: ADV,
    skill: 'Equivalent expressions',
    difficulty: 'medium',
    b: 0,
    stem: 'Which expression is equivalent to $x^2 - 16$?',
    choices: ['$(x - 4)^2$', '$(x - 8)(x + 2)$', '$(x - 16)(x + 1)$', '$(x - 4)(x + 4)$'],
    answer: 'D',
    explanation:
      '$x^2 - 16$ is a difference of squares, $x^2 - 4^2 = (x - 4)(x + 4)$. Check: $(x - 4)(x + 4) = x^2 + 4x - 4x - 16 = x^2 - 16$. Choice A expands to $x^2 - 8x + 16$, choice B to $x^2 - 6x - 16$, and choice C to $x^2 - 15x - 16$.',
  }),
  mc({
    domain: GEO,
    skill: 'Right triangles and trigonometry',
    difficulty: 'medium',
    b: 0.1,
    stem: 'In right triangle $ABC$, angle $C$ is a right angle, $AC = 5$, $BC = 12$, and $AB = 13$. What is the value of $\\sin A$?',
    choices: ['$\\frac{5}{13}$', '$\\frac{12}{13}$', '$\\frac{13}{12}$', '$\\frac{12}{5}$'],
    answer: 'B',
    solution: '12 / 13',
    explanation:
      'The sine of an angle is the opposite side over the hypotenuse. The side opposite angle $A$ is $BC = 12$ and the hypotenuse is $AB = 13$, so $\\sin A = \\dfrac{12}{13}$. Choice A is $\\cos A$, and choice D is $\\tan A$.',
  }),
  mc({
    domain: ADV,
    skill: 'Equivalent expressions',
    difficulty: 'medium',
    b: 0.2,
    stem: 'If $(x + 5)^2 = x^2 + kx + 25$ for all values of $x$, where $k$ is a constant, what is the value of $k$?',
    choices: ['10', '20', '25', '50'],
    answer: 'A',
    solution: '2 * 5',
    explanation:
      'Expand: $(x + 5)^2 = x^2 + 5x + 5x + 25 = x^2 + 10x + 25$, so $k = 10$. Choice C is the constant term, not the coefficient of $x$.',
  }),
  mc({
    domain: ALG,
    skill: 'Systems of two linear equations in two variables',
    difficulty: 'medium',
    b: 0.3,
    stem: '$$y = 3x$$ $$2x + y = 25$$ If $(x, y)$ is the solution to the system of equations above, what is the value of $x$?',
    choices: ['3', '5', '10', '15'],
    answer: 'B',
    solution: '25 / (2 + 3)',
    explanation:
      'Substitute $3x$ for $y$ in the second equation: $2x + 3x = 25$, so $5x = 25$ and $x = 5$. Choice D is the value of $y$.',
  }),
  spr({
    domain: PSDA,
    skill: 'Percentages',
    difficulty: 'medium',
    b: 0.5,
    stem: 'The price of a bicycle increased from $\\$250$ to $\\$300$. By what percent did the price increase? (Disregard the $\\%$ sign when entering your answer.)',
    accept: ['20'],
    solution: '(300 - 250) / 250 * 100',
    explanation:
      'The increase is $300 - 250 = 50$ dollars, and a percent increase is measured against the original price: $\\dfrac{50}{250} = 0.2 = 20\\%$. Dividing by the new price instead ($\\frac{50}{300} \\approx 16.7\\%$) is a common mistake.',
  }),
  mc({
    domain: ADV,
    skill: 'Nonlinear functions',
    difficulty: 'medium',
    b: 0.6,
    stem: 'The function $f$ is defined by $f(x) = 3 \\cdot 2^x$. What is the value of $f(4)$?',
    choices: ['12', '24', '32', '48'],
    answer: 'D',
    solution: '3 * 2^4',
    explanation:
      'Evaluate the power first: $2^4 = 16$, so $f(4) = 3 \\cdot 16 = 48$. Choice B computes $3 \\cdot 2 \\cdot 4$, treating the exponent as a factor; choice A computes $3 \\cdot 4$; and choice C is $2^5$.',
  }),
  spr({
    domain: ALG,
    skill: 'Linear equations in two variables',
    difficulty: 'hard',
    b: 0.9,
    stem: 'In the $xy$-plane, the graph of $3x + 4y = 24$ crosses the $x$-axis at $(a, 0)$ and the $y$-axis at $(0, b)$. What is the value of $a + b$?',
    accept: ['14'],
    solution: '24 / 3 + 24 / 4',
    explanation:
      'On the $x$-axis $y = 0$, so $3a = 24$ and $a = 8$. On the $y$-axis $x = 0$, so $4b = 24$ and $b = 6$. Then $a + b = 8 + 6 = 14$.',
  }),
  mc({
    domain: GEO,
    skill: 'Circles',
    difficulty: 'hard',
    b: 1,
    pretest: true,
    stem: 'A circle has a circumference of $10\\pi$ centimeters. The area of the circle is $k\\pi$ square centimeters. What is the value of $k$?',
    choices: ['5', '10', '25', '100'],
    answer: 'C',
    solution: '(10 / 2)^2',
    explanation:
      'The circumference is $2\\pi r = 10\\pi$, so $r = 5$. The area is $\\pi r^2 = 25\\pi$, so $k = 25$. Choice A is the radius, and choice D uses the diameter, $10$, as if it were the radius.',
  }),
  mc({
    domain: ADV,
    skill: 'Nonlinear equations in one variable and systems of equations in two variables',
    difficulty: 'hard',
    b: 1.2,
    stem: 'What is the sum of the solutions to the equation $x^2 - 7x + 10 = 0$?',
    choices: ['-7', '3', '5', '7'],
    answer: 'D',
    solution: '2 + 5',
    explanation:
      'Factor: $x^2 - 7x + 10 = (x - 2)(x - 5)$, so the solutions are $2$ and $5$, and their sum is $7$. (For $x^2 + bx + c = 0$, the solutions always add up to $-b$.) Choice C is only one of the solutions, choice B is their difference, and choice A has the wrong sign.',
  }),
];
