import type { QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { mc } from './demo-exams-builders.ts';

/**
 * Original enhanced-ACT Math questions (written for Prepwell): 4 choices, calculator allowed, easier to
 * harder. Reporting categories of exams.md §2: Preparing for Higher Math (with its five subcategories as
 * skills) and Integrating Essential Skills. A computational item carries a `solution` expression that
 * the catalogue test evaluates against its key.
 *
 * `ACT_MATH_QUESTIONS` is the short module's 15 questions; `ACT_MATH_FULL_QUESTIONS` (below) is the full
 * 45-question section, which places those 15 among 30 more.
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

// ——— The full section (45 questions) ———
// The 30 questions below join the 15 above to make a full enhanced Math section: easier to harder, 4
// choices, 41 scored and 4 field-test items (exams.md §2). Shares over all 45: Preparing for Higher Math
// 27 (60%: Number and Quantity 4, Algebra 6, Functions 6, Geometry 6, Statistics and Probability 5) and
// Integrating Essential Skills 18 (40%); over the 41 scored items the shares stay in exams.md's ranges.

const shortModule = (i: number): QuestionBlueprint => {
  const q = ACT_MATH_QUESTIONS[i];
  if (!q) throw new RangeError(`no short-module question ${i}`);
  return q;
};

// Easier.

const saleJacket = mc({
  domain: IES,
  skill: 'Percentages',
  difficulty: 'easy',
  stem: 'A jacket that regularly costs $\\$80$ is on sale for $25\\%$ off. What is the sale price, in dollars?',
  choices: ['20', '55', '60', '64'],
  answer: 'C',
  solution: '80 * (1 - 0.25)',
  explanation:
    'The discount is $0.25 \\times 80 = 20$ dollars, so the sale price is $80 - 20 = 60$ dollars. Choice A is the discount itself, B subtracts $25$ dollars instead of $25\\%$, and D takes only $20\\%$ off.',
});

const linearEquation = mc({
  domain: PHM,
  skill: 'Algebra',
  difficulty: 'easy',
  stem: 'If $3x - 7 = 11$, what is the value of $x$?',
  choices: ['$\\dfrac{4}{3}$', '$\\dfrac{11}{3}$', '6', '18'],
  answer: 'C',
  solution: '(11 + 7) / 3',
  explanation:
    'Add $7$ to both sides: $3x = 18$. Divide by $3$: $x = 6$. Choice A subtracts $7$ instead of adding it, and D stops before dividing by $3$.',
});

const carTrip = mc({
  domain: IES,
  skill: 'Unit conversion',
  difficulty: 'easy',
  stem: 'A car travels at a constant speed of $45$ miles per hour for $2$ hours $20$ minutes. How many miles does it travel?',
  choices: ['90', '99', '105', '135'],
  answer: 'C',
  solution: '45 * (2 + 20 / 60)',
  explanation:
    '$20$ minutes is $\\dfrac{20}{60} = \\dfrac{1}{3}$ hour, so the trip lasts $2\\dfrac{1}{3}$ hours and covers $45 \\times 2\\dfrac{1}{3} = 90 + 15 = 105$ miles. Choice B treats $20$ minutes as $0.2$ hour, and A ignores the minutes.',
});

const simplifyRoot = mc({
  domain: PHM,
  skill: 'Number and Quantity',
  difficulty: 'easy',
  stem: 'Which of the following is equal to $\\sqrt{50}$?',
  choices: ['$5\\sqrt{2}$', '$2\\sqrt{5}$', '$10\\sqrt{5}$', '$25\\sqrt{2}$'],
  answer: 'A',
  solution: 'sqrt(50)',
  explanation:
    '$50 = 25 \\times 2$ and $25$ is a perfect square, so $\\sqrt{50} = \\sqrt{25}\\,\\sqrt{2} = 5\\sqrt{2}$. Choice D forgets to take the square root of $25$, and B swaps the factors.',
});

const evaluateLinear = mc({
  domain: PHM,
  skill: 'Functions',
  difficulty: 'easy',
  stem: 'If $g(x) = 5 - 2x$, what is the value of $g(-4)$?',
  choices: ['-13', '-3', '3', '13'],
  answer: 'D',
  solution: '5 - 2 * (-4)',
  explanation:
    '$g(-4) = 5 - 2(-4) = 5 + 8 = 13$. Choice B comes from treating $-2(-4)$ as $-8$, and A also changes the sign of the $5$.',
});

const rectangleWidth = mc({
  domain: PHM,
  skill: 'Geometry',
  difficulty: 'easy',
  stem: 'A rectangle has a perimeter of $36$ centimeters and a length of $11$ centimeters. What is its width, in centimeters?',
  choices: ['7', '12.5', '14', '25'],
  answer: 'A',
  solution: '(36 - 2 * 11) / 2',
  explanation:
    'The perimeter is $2\\ell + 2w$, so $2(11) + 2w = 36$, $2w = 14$ and $w = 7$. Choice C stops at $2w$, and D subtracts only one length from the perimeter.',
});

const medianTemperature = mc({
  domain: IES,
  skill: 'Averages',
  difficulty: 'easy',
  stem: 'The daily high temperatures, in degrees Fahrenheit, for one week were $62$, $58$, $73$, $66$, $58$, $69$ and $64$. What was the median daily high temperature?',
  choices: ['58', '64', '65.5', '66'],
  answer: 'B',
  explanation:
    'In order, the temperatures are $58, 58, 62, 64, 66, 69, 73$. With $7$ values, the median is the $4$th: $64$. Choice A is the mode, C is halfway between the lowest and highest values, and D is the middle of the list before it was put in order.',
});

const spinner = mc({
  domain: PHM,
  skill: 'Statistics and Probability',
  difficulty: 'easy',
  stem: 'A spinner has $8$ equal sections numbered $1$ through $8$. What is the probability that one spin lands on a number that is NOT a multiple of $3$?',
  choices: ['$\\dfrac{1}{4}$', '$\\dfrac{3}{8}$', '$\\dfrac{5}{8}$', '$\\dfrac{3}{4}$'],
  answer: 'D',
  solution: '(8 - 2) / 8',
  explanation:
    'Only $3$ and $6$ are multiples of $3$ from $1$ to $8$, so $6$ of the $8$ sections are not: $\\dfrac{6}{8} = \\dfrac{3}{4}$. Choice A is the probability of a multiple of $3$, and C counts $9$ as if it were on the spinner.',
});

const carpetCost = mc({
  domain: IES,
  skill: 'Area and volume',
  difficulty: 'easy',
  stem: 'A rectangular room is $14$ feet long and $11$ feet wide. Carpet costs $\\$3$ per square foot. How much will it cost, in dollars, to carpet the whole floor?',
  choices: ['75', '150', '154', '462'],
  answer: 'D',
  solution: '14 * 11 * 3',
  explanation:
    'The floor’s area is $14 \\times 11 = 154$ square feet, and $154 \\times 3 = 462$ dollars. Choice C is the area without the price, and B prices the perimeter ($50$ feet) instead of the area.',
});

const textPlan = mc({
  domain: IES,
  skill: 'Multistep word problems',
  difficulty: 'easy',
  stem: 'A phone plan costs $\\$25$ per month plus $\\$0.10$ for each text message beyond the first $200$ in that month. Maya sent $340$ text messages last month. What was her bill, in dollars?',
  choices: ['34', '39', '45', '59'],
  answer: 'B',
  solution: '25 + 0.10 * (340 - 200)',
  explanation:
    'Only $340 - 200 = 140$ messages are charged, for $140 \\times 0.10 = 14$ dollars, so the bill is $25 + 14 = 39$ dollars. Choice D charges all $340$ messages, and A leaves out the monthly fee as well.',
});

const exteriorAngle = mc({
  domain: PHM,
  skill: 'Geometry',
  difficulty: 'easy',
  stem: 'Two interior angles of a triangle measure $47^\\circ$ and $68^\\circ$. What is the measure of the exterior angle at the third vertex?',
  choices: ['25', '65', '90', '115'],
  answer: 'D',
  solution: '47 + 68',
  explanation:
    'The third interior angle is $180^\\circ - 47^\\circ - 68^\\circ = 65^\\circ$, and the exterior angle beside it is $180^\\circ - 65^\\circ = 115^\\circ$, which is also the sum of the two remote interior angles. Choice B is the interior angle, not the exterior one.',
  pretest: true,
});

// Medium.

const salesIncrease = mc({
  domain: IES,
  skill: 'Percentages',
  difficulty: 'medium',
  stem: 'A shop’s sales rose from $\\$2{,}400$ in May to $\\$2{,}760$ in June. By what percent did sales increase, to the nearest whole percent?',
  choices: ['13', '15', '36', '115'],
  answer: 'B',
  solution: '(2760 - 2400) / 2400 * 100',
  explanation:
    'The increase is $2{,}760 - 2{,}400 = 360$ dollars, and $\\dfrac{360}{2{,}400} = 0.15$, an increase of $15\\%$. Choice A divides by the June sales instead of the original amount, and D is June’s sales as a percent of May’s.',
});

const exponentRules = mc({
  domain: PHM,
  skill: 'Number and Quantity',
  difficulty: 'medium',
  stem: 'What is the value of $\\dfrac{3^4 \\cdot 3^{-2}}{3^{-1}}$?',
  choices: ['$\\dfrac{1}{3}$', '3', '9', '27'],
  answer: 'D',
  solution: '3^4 * 3^(-2) / 3^(-1)',
  explanation:
    'Add the exponents of the factors being multiplied and subtract the exponent of the divisor: $3^{4 + (-2) - (-1)} = 3^3 = 27$. Choice B subtracts $1$ instead of subtracting $-1$, and C ignores the denominator.',
});

const absoluteValue = mc({
  domain: PHM,
  skill: 'Algebra',
  difficulty: 'medium',
  stem: 'What is the solution set of $|2x - 3| = 7$?',
  choices: ['$\\{-2, 5\\}$', '$\\{2, 5\\}$', '$\\{-5, 2\\}$', '$\\{5\\}$'],
  answer: 'A',
  explanation:
    'The expression inside the bars is either $7$ or $-7$. If $2x - 3 = 7$, then $x = 5$; if $2x - 3 = -7$, then $2x = -4$ and $x = -2$. Both check, so the set is $\\{-2, 5\\}$. Choice D misses the negative case.',
});

const twoPumps = mc({
  domain: IES,
  skill: 'Rates, ratios, and proportions',
  difficulty: 'medium',
  stem: 'Working alone, Pump A fills a tank in $6$ hours and Pump B fills the same tank in $3$ hours. Working together at these rates, how many hours do the two pumps take to fill the empty tank?',
  choices: ['2', '3', '4.5', '9'],
  answer: 'A',
  solution: '1 / (1 / 6 + 1 / 3)',
  explanation:
    'Pump A fills $\\dfrac{1}{6}$ of the tank per hour and Pump B $\\dfrac{1}{3}$, together $\\dfrac{1}{6} + \\dfrac{2}{6} = \\dfrac{1}{2}$ tank per hour, so the tank takes $2$ hours. Choice C averages the two times and D adds them; working together must be faster than either pump alone.',
});

const ballHeight = mc({
  domain: PHM,
  skill: 'Functions',
  difficulty: 'medium',
  stem: 'The height, in feet, of a ball $t$ seconds after it is thrown is $h(t) = -16t^2 + 64t + 5$. What is the greatest height the ball reaches, in feet?',
  choices: ['69', '128', '133', '197'],
  answer: 'A',
  solution: '-16 * 2^2 + 64 * 2 + 5',
  explanation:
    'The vertex of the parabola is at $t = -\\dfrac{64}{2(-16)} = 2$, and $h(2) = -64 + 128 + 5 = 69$ feet. Choice C leaves out the $-16t^2$ term, and D treats $-16(2)^2$ as $+64$.',
});

const circleEquation = mc({
  domain: PHM,
  skill: 'Geometry',
  difficulty: 'medium',
  stem: 'In the standard $(x, y)$ coordinate plane, what are the center and the radius of the circle $(x - 3)^2 + (y + 2)^2 = 49$?',
  choices: [
    'Center $(3, -2)$, radius $7$',
    'Center $(-3, 2)$, radius $7$',
    'Center $(3, -2)$, radius $49$',
    'Center $(-3, 2)$, radius $49$',
  ],
  answer: 'A',
  explanation:
    'A circle $(x - h)^2 + (y - k)^2 = r^2$ has center $(h, k)$ and radius $r$. Here $h = 3$, $k = -2$ (since $y + 2 = y - (-2)$) and $r^2 = 49$, so $r = 7$. Choice B reverses the signs of the center, and C forgets to take the square root.',
});

const clubSurvey = mc({
  domain: PHM,
  skill: 'Statistics and Probability',
  difficulty: 'medium',
  stem: 'In a survey of $200$ students, $120$ play a sport, $70$ play a musical instrument, and $40$ do both. How many of the students surveyed do neither?',
  choices: ['10', '40', '50', '110'],
  answer: 'C',
  solution: '200 - (120 + 70 - 40)',
  explanation:
    'The students who do at least one are $120 + 70 - 40 = 150$ (the $40$ who do both were counted twice), so $200 - 150 = 50$ do neither. Choice A forgets to remove the double count, and D is the number who do exactly one.',
  pretest: true,
});

const twoClasses = mc({
  domain: IES,
  skill: 'Averages',
  difficulty: 'medium',
  stem: 'In one class, the $18$ students have a mean test score of $82$. In another class, the $12$ students have a mean score of $92$ on the same test. What is the mean score of all $30$ students?',
  choices: ['86', '87', '88', '92'],
  answer: 'A',
  solution: '(18 * 82 + 12 * 92) / 30',
  explanation:
    'The scores add up to $18 \\times 82 + 12 \\times 92 = 1{,}476 + 1{,}104 = 2{,}580$, and $\\dfrac{2{,}580}{30} = 86$. Choice B averages the two means as if the classes were the same size, and C gives each mean the other class’s size.',
  pretest: true,
});

const boxSurface = mc({
  domain: IES,
  skill: 'Area and volume',
  difficulty: 'medium',
  stem: 'A closed rectangular box measures $5$ inches by $4$ inches by $3$ inches. What is the total surface area of the box, in square inches?',
  choices: ['47', '60', '94', '120'],
  answer: 'C',
  solution: '2 * (5 * 4 + 5 * 3 + 4 * 3)',
  explanation:
    'The box has two faces of each size: $2(5 \\cdot 4 + 5 \\cdot 3 + 4 \\cdot 3) = 2(20 + 15 + 12) = 94$ square inches. Choice A counts each face only once, and B is the volume in cubic inches.',
});

// Harder.

const priceBack = mc({
  domain: IES,
  skill: 'Percentages',
  difficulty: 'hard',
  stem: 'A store raises the price of a lamp by $25\\%$. By what percent must the new price be lowered to return the lamp to its original price?',
  choices: ['20', '25', '75', '80'],
  answer: 'A',
  solution: '(1 - 1 / 1.25) * 100',
  explanation:
    'If the original price is $100$, the new price is $125$. Lowering $125$ by $25$ dollars returns it to $100$, and $\\dfrac{25}{125} = 20\\%$. Choice B assumes the same percent works in both directions, but the decrease is taken from a larger amount; D is the original price as a percent of the new one.',
});

const streamingSurvey = mc({
  domain: PHM,
  skill: 'Statistics and Probability',
  difficulty: 'hard',
  stem: 'Of $250$ people surveyed, $90$ were under $30$ years old and $160$ were $30$ or older. Among those under $30$, $54$ said they prefer streaming to broadcast television; among those $30$ or older, $64$ said so. One of the people who prefer streaming is chosen at random. What is the probability that this person is $30$ or older?',
  choices: ['$\\dfrac{32}{125}$', '$\\dfrac{2}{5}$', '$\\dfrac{27}{59}$', '$\\dfrac{32}{59}$'],
  answer: 'D',
  solution: '64 / (54 + 64)',
  explanation:
    'The person is chosen from the $54 + 64 = 118$ people who prefer streaming, and $64$ of them are $30$ or older: $\\dfrac{64}{118} = \\dfrac{32}{59}$. Choice A divides by all $250$ people, B divides by the $160$ people $30$ or older, and C is the probability of being under $30$.',
});

const composition = mc({
  domain: PHM,
  skill: 'Functions',
  difficulty: 'hard',
  stem: 'If $f(x) = 2x + 3$ and $g(x) = x^2 - 1$, what is the value of $g(f(3))$?',
  choices: ['17', '19', '72', '80'],
  answer: 'D',
  solution: '(2 * 3 + 3)^2 - 1',
  explanation:
    'Work from the inside out: $f(3) = 2(3) + 3 = 9$, then $g(9) = 9^2 - 1 = 80$. Choice B is $f(g(3)) = f(8)$, the composition in the other order; C multiplies $f(3)$ and $g(3)$, and A adds them.',
});

const mixture = mc({
  domain: IES,
  skill: 'Rates, ratios, and proportions',
  difficulty: 'hard',
  stem: 'How many liters of a $40\\%$ acid solution must be added to $10$ liters of a $10\\%$ acid solution to make a $20\\%$ acid solution?',
  choices: ['2.5', '5', '10', '20'],
  answer: 'B',
  solution: '(0.2 * 10 - 0.1 * 10) / (0.4 - 0.2)',
  explanation:
    'With $x$ liters added, the acid is $0.1(10) + 0.4x$ liters in $10 + x$ liters of solution: $1 + 0.4x = 0.2(10 + x)$, so $0.2x = 1$ and $x = 5$. Check: $3$ liters of acid in $15$ liters is $20\\%$. Choice A forgets that the added solution also increases the total volume, and C, equal amounts, would give $25\\%$.',
});

const appGrowth = mc({
  domain: PHM,
  skill: 'Functions',
  difficulty: 'hard',
  stem: 'The number of users of a new app $t$ months after launch is modeled by $N(t) = 800(1.5)^{t/2}$. According to the model, how many users will the app have $6$ months after launch?',
  choices: ['2,700', '3,600', '7,200', '9,112.5'],
  answer: 'A',
  solution: '800 * 1.5^(6 / 2)',
  explanation:
    '$N(6) = 800(1.5)^{6/2} = 800(1.5)^3 = 800 \\times 3.375 = 2{,}700$. Choice D uses the exponent $6$ instead of $\\dfrac{6}{2}$, and B multiplies $1.5$ by $3$ instead of raising it to the $3$rd power.',
  pretest: true,
});

const chordRadius = mc({
  domain: PHM,
  skill: 'Geometry',
  difficulty: 'hard',
  stem: 'A chord of a circle is $16$ centimeters long, and its midpoint is $6$ centimeters from the center of the circle. What is the radius of the circle, in centimeters?',
  choices: ['$2\\sqrt{7}$', '10', '$2\\sqrt{73}$', '22'],
  answer: 'B',
  solution: 'sqrt((16 / 2)^2 + 6^2)',
  explanation:
    'The segment from the center to the chord’s midpoint is perpendicular to the chord and cuts it in half, so a radius to one end of the chord is the hypotenuse of a right triangle with legs $8$ and $6$: $\\sqrt{8^2 + 6^2} = 10$. Choice C uses the whole chord as a leg, and A subtracts the squares instead of adding them.',
});

const noSolutionSystem = mc({
  domain: PHM,
  skill: 'Algebra',
  difficulty: 'hard',
  stem: '$$3x + ky = 7$$ $$6x + 8y = 5$$ For what value of $k$ does the system of equations above have no solution?',
  choices: ['-4', '2', '4', '16'],
  answer: 'C',
  solution: '8 * 3 / 6',
  explanation:
    'A linear system has no solution when its lines are parallel and distinct: the coefficients are proportional but the constants are not. The second equation’s $x$-coefficient is $2$ times the first’s, so $8 = 2k$ and $k = 4$; the constants $5$ and $2 \\times 7 = 14$ differ, so the lines do not coincide. Choice D multiplies $8$ by $2$ instead of dividing.',
});

const similarCones = mc({
  domain: PHM,
  skill: 'Geometry',
  difficulty: 'hard',
  stem: 'Two cones are similar, and the ratio of their heights is $2:3$. The smaller cone has a volume of $48$ cubic centimeters. What is the volume of the larger cone, in cubic centimeters?',
  choices: ['72', '108', '144', '162'],
  answer: 'D',
  solution: '48 * (3 / 2)^3',
  explanation:
    'When every length is multiplied by $\\dfrac{3}{2}$, volume is multiplied by $\\left(\\dfrac{3}{2}\\right)^3 = \\dfrac{27}{8}$, so the larger volume is $48 \\times \\dfrac{27}{8} = 162$. Choice A scales by $\\dfrac{3}{2}$ once (a length), and B by $\\left(\\dfrac{3}{2}\\right)^2$ (an area).',
});

const expectedValue = mc({
  domain: PHM,
  skill: 'Statistics and Probability',
  difficulty: 'hard',
  stem: 'A game costs $\\$3$ to play. A player wins $\\$10$ with probability $0.2$, wins $\\$4$ with probability $0.3$, and wins nothing otherwise. What is the expected net gain, in dollars, for one play of the game?',
  choices: ['-0.20', '0.20', '1.67', '3.20'],
  answer: 'B',
  solution: '0.2 * 10 + 0.3 * 4 - 3',
  explanation:
    'The expected winnings are $0.2(10) + 0.3(4) + 0.5(0) = 3.20$ dollars, and subtracting the $\\$3$ cost gives a net gain of $0.20$ dollars per play. Choice D forgets the cost, and C averages the three prizes as if they were equally likely.',
});

const clubRatio = mc({
  domain: IES,
  skill: 'Rates, ratios, and proportions',
  difficulty: 'hard',
  stem: 'The ratio of boys to girls in a club is $3:5$. After $6$ more boys join and no one leaves, the ratio of boys to girls is $3:4$. How many girls are in the club?',
  choices: ['8', '24', '30', '40'],
  answer: 'D',
  solution: '5 * (6 * 4 / (5 * 3 - 3 * 4))',
  explanation:
    'Write the numbers as $3k$ boys and $5k$ girls. Then $\\dfrac{3k + 6}{5k} = \\dfrac{3}{4}$, so $12k + 24 = 15k$ and $k = 8$: $40$ girls (and $24$ boys, then $30$). Check: $30:40 = 3:4$. Choice A is $k$, and B and C are the numbers of boys.',
});

/**
 * The full enhanced Math section: 45 questions in order from easier to harder, the short module's 15
 * among them. Four are field-test items (one each of Integrating Essential Skills, Geometry, Statistics
 * and Probability, and Functions), so 41 count.
 */
export const ACT_MATH_FULL_QUESTIONS: QuestionBlueprint[] = [
  shortModule(0),
  shortModule(1),
  simplifyRoot,
  shortModule(2),
  saleJacket,
  evaluateLinear,
  shortModule(3),
  rectangleWidth,
  linearEquation,
  spinner,
  medianTemperature,
  carTrip,
  carpetCost,
  textPlan,
  exteriorAngle,
  shortModule(4),
  twoPumps,
  shortModule(5),
  ballHeight,
  shortModule(6),
  salesIncrease,
  shortModule(7),
  absoluteValue,
  shortModule(8),
  clubSurvey,
  shortModule(9),
  exponentRules,
  circleEquation,
  boxSurface,
  twoClasses,
  shortModule(10),
  priceBack,
  shortModule(11),
  streamingSurvey,
  shortModule(12),
  composition,
  shortModule(13),
  mixture,
  appGrowth,
  chordRadius,
  shortModule(14),
  noSolutionSystem,
  similarCones,
  expectedValue,
  clubRatio,
];
