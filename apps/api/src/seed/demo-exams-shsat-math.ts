import type { QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { gridIn, mc, withPretest } from './demo-exams-builders.ts';

/**
 * An original SHSAT Math section (written for Prepwell): 57 questions, 5 grid-ins first and then 52
 * four-choice questions, as on the paper form (exams.md §4); grade 8 content, no calculator. Domains are
 * the New York State grade 7–8 standards' domains. Ten items are field-test (pretest) items, so 47 count.
 * A computational item carries a `solution` expression that the catalogue test evaluates against its key.
 */

const RP = 'Ratios and Proportional Relationships';
const NS = 'The Number System';
const EE = 'Expressions and Equations';
const GEO = 'Geometry';
const SP = 'Statistics and Probability';
const FN = 'Functions';

const GRID_INS: QuestionBlueprint[] = [
  gridIn({
    domain: EE,
    skill: 'Linear equations',
    difficulty: 'easy',
    stem: 'What value of $x$ makes the equation $3(x + 4) = 5x - 6$ true?',
    accept: ['9'],
    solution: '(12 + 6) / (5 - 3)',
    explanation: 'Distribute: $3x + 12 = 5x - 6$. Subtract $3x$ and add $6$ to both sides: $18 = 2x$, so $x = 9$.',
  }),
  gridIn({
    domain: RP,
    skill: 'Percent problems',
    difficulty: 'medium',
    stem: 'A shirt costs $\\$24$ after a $20\\%$ discount. What was the original price of the shirt, in dollars?',
    accept: ['30'],
    solution: '24 / (1 - 0.2)',
    explanation:
      'After a $20\\%$ discount the shirt costs $80\\%$ of the original price: $0.8p = 24$, so $p = 24 \\div 0.8 = 30$ dollars. Adding $20\\%$ of $\\$24$ (which gives $28.80$) is a common mistake.',
  }),
  gridIn({
    domain: NS,
    skill: 'Operations with rational numbers',
    difficulty: 'medium',
    stem: 'What is the value of $(-2)^3 + 4 \\times 5 - 6 \\div 3$?',
    accept: ['10'],
    solution: '(-2)^3 + 4 * 5 - 6 / 3',
    explanation:
      'Powers first: $(-2)^3 = -8$. Then multiplication and division: $4 \\times 5 = 20$ and $6 \\div 3 = 2$. Finally $-8 + 20 - 2 = 10$.',
  }),
  gridIn({
    domain: GEO,
    skill: 'Angles',
    difficulty: 'medium',
    stem: 'The measures of the three angles of a triangle are in the ratio $2 : 3 : 4$. What is the measure, in degrees, of the largest angle?',
    accept: ['80'],
    solution: '180 * 4 / (2 + 3 + 4)',
    explanation:
      'The angles are $2k$, $3k$ and $4k$ with $2k + 3k + 4k = 180$, so $9k = 180$ and $k = 20$. The largest angle is $4k = 80$ degrees.',
  }),
  gridIn({
    domain: SP,
    skill: 'Mean',
    difficulty: 'hard',
    stem: 'The mean of six numbers is $15$. When a seventh number is added, the mean of the seven numbers is $17$. What is the seventh number?',
    accept: ['29'],
    solution: '7 * 17 - 6 * 15',
    explanation:
      'The six numbers add up to $6 \\times 15 = 90$ and the seven numbers add up to $7 \\times 17 = 119$, so the seventh number is $119 - 90 = 29$.',
  }),
];

const MULTIPLE_CHOICE_1: QuestionBlueprint[] = [
  mc({
    domain: NS,
    skill: 'Operations with rational numbers',
    difficulty: 'easy',
    stem: 'What is the value of $-8 + 15 - (-4)$?',
    choices: ['-11', '3', '11', '19'],
    answer: 'C',
    solution: '-8 + 15 - (-4)',
    explanation:
      'Subtracting $-4$ is the same as adding $4$: $-8 + 15 + 4 = 11$. Choice B comes from subtracting $4$ instead.',
  }),
  mc({
    domain: NS,
    skill: 'Operations with decimals',
    difficulty: 'easy',
    stem: 'What is $2.4 \\times 0.5$?',
    choices: ['0.12', '1.2', '4.8', '12'],
    answer: 'B',
    solution: '2.4 * 0.5',
    explanation:
      'Multiplying by $0.5$ is the same as taking half: half of $2.4$ is $1.2$. Check the decimal places: $24 \\times 5 = 120$, with two decimal places in all, gives $1.20$.',
  }),
  mc({
    domain: RP,
    skill: 'Unit rates',
    difficulty: 'easy',
    stem: 'A car travels $180$ miles on $6$ gallons of gas. How many miles does it travel per gallon?',
    choices: ['25', '30', '36', '1,080'],
    answer: 'B',
    solution: '180 / 6',
    explanation:
      'Miles per gallon is miles divided by gallons: $180 \\div 6 = 30$. Choice D multiplies instead of dividing.',
  }),
  mc({
    domain: EE,
    skill: 'Equivalent expressions',
    difficulty: 'easy',
    stem: 'Which expression is equivalent to $3(2x - 5) + 4x$?',
    choices: ['$2x - 15$', '$6x - 15$', '$10x - 5$', '$10x - 15$'],
    answer: 'D',
    explanation:
      'Distribute the $3$: $6x - 15$. Then combine like terms: $6x + 4x - 15 = 10x - 15$. Choice C multiplies only the $2x$ by $3$.',
  }),
  mc({
    domain: NS,
    skill: 'Comparing rational numbers',
    difficulty: 'easy',
    stem: 'Which number is greatest?',
    choices: ['$\\dfrac{5}{8}$', '$0.6$', '$\\dfrac{3}{5}$', '$0.58$'],
    answer: 'A',
    explanation:
      'Write each as a decimal: $0.6$, $\\dfrac{5}{8} = 0.625$, $\\dfrac{3}{5} = 0.6$ and $0.58$. The greatest is $0.625$, which is $\\dfrac{5}{8}$.',
  }),
  mc({
    domain: RP,
    skill: 'Percent problems',
    difficulty: 'easy',
    stem: 'What is $35\\%$ of $80$?',
    choices: ['24', '28', '32', '45'],
    answer: 'B',
    solution: '0.35 * 80',
    explanation:
      '$35\\% = 0.35$, and $0.35 \\times 80 = 28$. Check: $10\\%$ of $80$ is $8$, so $30\\%$ is $24$ and $5\\%$ is $4$; $24 + 4 = 28$.',
  }),
  mc({
    domain: EE,
    skill: 'Linear equations',
    difficulty: 'easy',
    stem: 'If $5x - 7 = 18$, what is the value of $x$?',
    choices: ['2.2', '5', '11', '25'],
    answer: 'B',
    solution: '(18 + 7) / 5',
    explanation:
      'Add $7$ to both sides: $5x = 25$. Divide by $5$: $x = 5$. Choice A comes from subtracting $7$ instead of adding it.',
  }),
  mc({
    domain: GEO,
    skill: 'Perimeter and area',
    difficulty: 'easy',
    stem: 'A rectangle is $12$ inches long and $7$ inches wide. What is its perimeter, in inches?',
    choices: ['19', '26', '38', '84'],
    answer: 'C',
    solution: '2 * (12 + 7)',
    explanation:
      'The perimeter is the sum of all four sides: $12 + 7 + 12 + 7 = 38$ inches. Choice A adds only two sides, and D is the area.',
  }),
  mc({
    domain: SP,
    skill: 'Median',
    difficulty: 'easy',
    stem: 'What is the median of the data set $7, 3, 9, 4, 12, 8$?',
    choices: ['7', '7.5', '8', '9'],
    answer: 'B',
    solution: '(7 + 8) / 2',
    explanation:
      'In order the data are $3, 4, 7, 8, 9, 12$. With an even number of values, the median is the mean of the two middle values: $\\dfrac{7 + 8}{2} = 7.5$.',
  }),
  mc({
    domain: NS,
    skill: 'Exponents and integers',
    difficulty: 'easy',
    stem: 'What is the value of $(-3)^2 - 2^3$?',
    choices: ['-17', '-1', '1', '17'],
    answer: 'C',
    solution: '(-3)^2 - 2^3',
    explanation:
      '$(-3)^2 = 9$ because a negative number squared is positive, and $2^3 = 8$. So $9 - 8 = 1$. Choice A treats $(-3)^2$ as $-9$.',
  }),
  mc({
    domain: EE,
    skill: 'Scientific notation',
    difficulty: 'medium',
    stem: 'What is the product of $3 \\times 10^{4}$ and $2 \\times 10^{3}$?',
    choices: ['$6 \\times 10^{7}$', '$5 \\times 10^{7}$', '$6 \\times 10^{1}$', '$6 \\times 10^{12}$'],
    answer: 'A',
    explanation:
      'Multiply the numbers and add the exponents: $(3 \\times 2) \\times 10^{4 + 3} = 6 \\times 10^{7}$. Choice D multiplies the exponents.',
  }),
  mc({
    domain: RP,
    skill: 'Ratios',
    difficulty: 'medium',
    stem: 'The ratio of boys to girls in a club is $3 : 5$. There are $40$ students in the club. How many are girls?',
    choices: ['15', '24', '25', '32'],
    answer: 'C',
    solution: '40 * 5 / (3 + 5)',
    explanation:
      'The ratio has $3 + 5 = 8$ parts, so each part is $40 \\div 8 = 5$ students. Girls are $5$ parts: $5 \\times 5 = 25$. Choice A is the number of boys.',
  }),
  mc({
    domain: GEO,
    skill: 'Circles',
    difficulty: 'medium',
    stem: 'A circle has a radius of $6$ centimeters. What is its area, in square centimeters?',
    choices: ['$36\\pi$', '$6\\pi$', '$12\\pi$', '$144\\pi$'],
    answer: 'A',
    explanation:
      'The area of a circle is $\\pi r^2 = \\pi (6)^2 = 36\\pi$ square centimeters. Choice C is the circumference, $2\\pi r$.',
  }),
  mc({
    domain: EE,
    skill: 'Inequalities',
    difficulty: 'medium',
    stem: 'Which inequality is equivalent to $-2x + 3 > 11$?',
    choices: ['$x < -4$', '$x > -4$', '$x > 4$', '$x < 4$'],
    answer: 'A',
    explanation:
      'Subtract $3$: $-2x > 8$. Dividing both sides by a negative number reverses the inequality: $x < -4$. Choice B forgets to reverse the sign.',
  }),
  mc({
    domain: SP,
    skill: 'Probability',
    difficulty: 'medium',
    stem: 'A spinner has $8$ equal sections numbered $1$ through $8$. What is the probability that one spin lands on a prime number?',
    choices: ['$\\dfrac{1}{2}$', '$\\dfrac{1}{4}$', '$\\dfrac{3}{8}$', '$\\dfrac{5}{8}$'],
    answer: 'A',
    explanation:
      'The primes from $1$ to $8$ are $2, 3, 5$ and $7$: four of the eight sections, so the probability is $\\dfrac{4}{8} = \\dfrac{1}{2}$. Remember that $2$ is prime and $1$ is not.',
  }),
  mc({
    domain: FN,
    skill: 'Slope',
    difficulty: 'medium',
    stem: 'What is the slope of the line that passes through $(2, 5)$ and $(6, 13)$?',
    choices: ['0.5', '2', '3', '8'],
    answer: 'B',
    solution: '(13 - 5) / (6 - 2)',
    explanation:
      'Slope is the change in $y$ over the change in $x$: $\\dfrac{13 - 5}{6 - 2} = \\dfrac{8}{4} = 2$. Choice A inverts the fraction.',
  }),
  mc({
    domain: NS,
    skill: 'Fractions, decimals, and percents',
    difficulty: 'medium',
    stem: 'The fraction $\\dfrac{3}{8}$ is equal to what percent?',
    choices: ['3.8', '35', '37.5', '38'],
    answer: 'C',
    solution: '3 / 8 * 100',
    explanation: '$3 \\div 8 = 0.375$, and $0.375 = 37.5\\%$. Choice A simply writes the digits $3$ and $8$ together.',
  }),
  mc({
    domain: RP,
    skill: 'Scale drawings',
    difficulty: 'medium',
    stem: 'On a map, $2$ centimeters represent $15$ kilometers. Two lakes are $9$ centimeters apart on the map. What is the actual distance between them, in kilometers?',
    choices: ['30', '60', '67.5', '135'],
    answer: 'C',
    solution: '9 / 2 * 15',
    explanation:
      'Each centimeter represents $15 \\div 2 = 7.5$ kilometers, so $9$ centimeters represent $9 \\times 7.5 = 67.5$ kilometers. Choice D forgets to divide by $2$.',
  }),
  mc({
    domain: GEO,
    skill: 'Pythagorean theorem',
    difficulty: 'medium',
    stem: 'A right triangle has legs of length $9$ and $12$. What is the length of the hypotenuse?',
    choices: ['10.5', '15', '21', '225'],
    answer: 'B',
    solution: 'sqrt(9^2 + 12^2)',
    explanation:
      '$c^2 = 9^2 + 12^2 = 81 + 144 = 225$, so $c = \\sqrt{225} = 15$. Choice D forgets the square root, and C adds the legs.',
  }),
  mc({
    domain: EE,
    skill: 'Evaluating expressions',
    difficulty: 'medium',
    stem: 'What is the value of $2a^2 - 3b$ when $a = -3$ and $b = 4$?',
    choices: ['-30', '-6', '6', '30'],
    answer: 'C',
    solution: '2 * (-3)^2 - 3 * 4',
    explanation:
      '$a^2 = (-3)^2 = 9$, so $2a^2 = 18$, and $3b = 12$. Then $18 - 12 = 6$. Treating $a^2$ as $-9$ gives $-30$.',
  }),
  mc({
    domain: GEO,
    skill: 'Angles',
    difficulty: 'medium',
    stem: 'Two angles are supplementary. One measures $(3x + 10)^\\circ$ and the other $(2x + 20)^\\circ$. What is the value of $x$?',
    choices: ['12', '28', '30', '34'],
    answer: 'C',
    solution: '(180 - 30) / 5',
    explanation:
      'Supplementary angles add up to $180^\\circ$: $5x + 30 = 180$, so $5x = 150$ and $x = 30$. Choice A uses $90^\\circ$ (complementary angles).',
  }),
  mc({
    domain: SP,
    skill: 'Mean',
    difficulty: 'medium',
    stem: 'Ana’s five test scores are $82$, $90$, $75$, $88$ and $x$. The mean of the five scores is $85$. What is $x$?',
    choices: ['84', '85', '88', '90'],
    answer: 'D',
    solution: '85 * 5 - (82 + 90 + 75 + 88)',
    explanation:
      'The five scores add up to $5 \\times 85 = 425$. The four known scores add up to $335$, so $x = 425 - 335 = 90$.',
  }),
  mc({
    domain: RP,
    skill: 'Unit rates',
    difficulty: 'medium',
    stem: 'A $12$-ounce bag of trail mix costs $\\$3.60$. What is the price per ounce, in cents?',
    choices: ['0.3', '25', '28', '30'],
    answer: 'D',
    solution: '360 / 12',
    explanation: '$\\$3.60$ is $360$ cents, and $360 \\div 12 = 30$ cents per ounce.',
  }),
  mc({
    domain: EE,
    skill: 'Properties of exponents',
    difficulty: 'medium',
    stem: 'What is the value of $\\dfrac{2^3 \\cdot 2^4}{2^5}$?',
    choices: ['2', '4', '8', '64'],
    answer: 'B',
    solution: '2^3 * 2^4 / 2^5',
    explanation: 'Add exponents when multiplying and subtract when dividing: $2^{3 + 4 - 5} = 2^2 = 4$.',
  }),
  mc({
    domain: FN,
    skill: 'Evaluating functions',
    difficulty: 'medium',
    stem: 'For the function $f(x) = -2x + 7$, what value of $x$ gives $f(x) = -5$?',
    choices: ['-6', '1', '6', '17'],
    answer: 'C',
    solution: '(7 + 5) / 2',
    explanation:
      'Solve $-2x + 7 = -5$: subtract $7$ to get $-2x = -12$, then divide by $-2$: $x = 6$. Choice D is $f(-5)$, which answers a different question.',
  }),
  mc({
    domain: NS,
    skill: 'Order of operations',
    difficulty: 'medium',
    stem: 'What is the value of $48 \\div (6 - 2) \\times 3$?',
    choices: ['4', '12', '16', '36'],
    answer: 'D',
    solution: '48 / (6 - 2) * 3',
    explanation:
      'Parentheses first: $6 - 2 = 4$. Then multiply and divide from left to right: $48 \\div 4 = 12$ and $12 \\times 3 = 36$. Choice A multiplies before dividing.',
  }),
];

const MULTIPLE_CHOICE_2: QuestionBlueprint[] = [
  mc({
    domain: GEO,
    skill: 'Volume',
    difficulty: 'medium',
    stem: 'A cone has a radius of $3$ inches and a height of $8$ inches. What is its volume, in cubic inches?',
    choices: ['$24\\pi$', '$8\\pi$', '$48\\pi$', '$72\\pi$'],
    answer: 'A',
    explanation:
      'The volume of a cone is $\\dfrac{1}{3}\\pi r^2 h = \\dfrac{1}{3}\\pi (9)(8) = 24\\pi$ cubic inches. Choice D is the volume of a cylinder with the same radius and height.',
  }),
  mc({
    domain: RP,
    skill: 'Percent problems',
    difficulty: 'medium',
    stem: 'Luis deposits $\\$500$ in an account that earns $4\\%$ simple interest per year. How much interest, in dollars, does he earn in $3$ years?',
    choices: ['20', '60', '540', '560'],
    answer: 'B',
    solution: '500 * 0.04 * 3',
    explanation:
      'Simple interest is principal × rate × time: $500 \\times 0.04 \\times 3 = 60$ dollars. Choice A is one year of interest, and D is the balance after 3 years.',
  }),
  mc({
    domain: EE,
    skill: 'Linear equations',
    difficulty: 'medium',
    stem: 'The sum of two consecutive even integers is $86$. What is the larger integer?',
    choices: ['40', '42', '43', '44'],
    answer: 'D',
    solution: '(86 + 2) / 2',
    explanation:
      'Let the integers be $n$ and $n + 2$: $2n + 2 = 86$, so $n = 42$ and the larger is $44$. Check: $42 + 44 = 86$.',
  }),
  mc({
    domain: SP,
    skill: 'Counting',
    difficulty: 'medium',
    stem: 'Priya has $4$ shirts, $3$ pairs of pants and $2$ pairs of shoes. How many different outfits of one shirt, one pair of pants and one pair of shoes can she make?',
    choices: ['9', '12', '24', '48'],
    answer: 'C',
    solution: '4 * 3 * 2',
    explanation:
      'By the counting principle, multiply the number of options for each choice: $4 \\times 3 \\times 2 = 24$. Choice A adds them.',
  }),
  mc({
    domain: GEO,
    skill: 'Transformations',
    difficulty: 'medium',
    stem: 'The point $(3, -2)$ is reflected across the $y$-axis. What are the coordinates of its image?',
    choices: ['$(-3, -2)$', '$(3, 2)$', '$(-3, 2)$', '$(-2, 3)$'],
    answer: 'A',
    explanation:
      'A reflection across the $y$-axis changes the sign of the $x$-coordinate and keeps the $y$-coordinate: $(3, -2) \\to (-3, -2)$. Choice B is the reflection across the $x$-axis.',
  }),
  mc({
    domain: EE,
    skill: 'Systems of equations',
    difficulty: 'hard',
    stem: 'The lines $y = 2x + 1$ and $y = -x + 10$ intersect at the point $(x, y)$. What is the value of $x + y$?',
    choices: ['3', '7', '10', '21'],
    answer: 'C',
    solution: '(10 - 1) / 3 + (2 * (10 - 1) / 3 + 1)',
    explanation:
      'Set the expressions equal: $2x + 1 = -x + 10$, so $3x = 9$ and $x = 3$. Then $y = 2(3) + 1 = 7$, and $x + y = 10$.',
  }),
  mc({
    domain: RP,
    skill: 'Percent change',
    difficulty: 'hard',
    stem: 'The price of a game is $\\$40$. The price increases by $25\\%$, and then the new price decreases by $20\\%$. What is the final price, in dollars?',
    choices: ['38', '40', '42', '45'],
    answer: 'B',
    solution: '40 * 1.25 * 0.8',
    explanation:
      'After the increase the price is $40 \\times 1.25 = 50$ dollars. A $20\\%$ decrease takes off $0.2 \\times 50 = 10$, leaving $40$ dollars. Percents of different amounts do not simply cancel or add: here they happen to undo each other.',
  }),
  mc({
    domain: NS,
    skill: 'Rational numbers',
    difficulty: 'hard',
    stem: 'Which fraction is equal to the repeating decimal $0.\\overline{36}$ (that is, $0.363636\\ldots$)?',
    choices: ['$\\dfrac{3}{8}$', '$\\dfrac{9}{25}$', '$\\dfrac{3}{11}$', '$\\dfrac{4}{11}$'],
    answer: 'D',
    explanation:
      'Let $n = 0.\\overline{36}$. Then $100n = 36.\\overline{36}$, and subtracting gives $99n = 36$, so $n = \\dfrac{36}{99} = \\dfrac{4}{11}$. Choice B equals $0.36$ exactly, which does not repeat.',
  }),
  mc({
    domain: GEO,
    skill: 'Pythagorean theorem',
    difficulty: 'hard',
    stem: 'A square has an area of $50$ square units. What is the length of its diagonal?',
    choices: ['5', '10', '12.5', '25'],
    answer: 'B',
    solution: 'sqrt(2 * 50)',
    explanation:
      'The diagonal splits the square into two right triangles with legs equal to the side $s$, so $d^2 = s^2 + s^2 = 2s^2 = 2 \\times 50 = 100$ and $d = 10$.',
  }),
  mc({
    domain: EE,
    skill: 'Linear equations',
    difficulty: 'hard',
    stem: 'What value of $x$ satisfies $\\dfrac{x}{3} + \\dfrac{x}{4} = 14$?',
    choices: ['2', '12', '14', '24'],
    answer: 'D',
    solution: '14 * 12 / 7',
    explanation: 'Multiply both sides by $12$: $4x + 3x = 168$, so $7x = 168$ and $x = 24$. Check: $8 + 6 = 14$.',
  }),
  mc({
    domain: SP,
    skill: 'Probability',
    difficulty: 'hard',
    stem: 'Two fair six-sided number cubes are rolled. What is the probability that the sum of the numbers is $7$?',
    choices: ['$\\dfrac{1}{6}$', '$\\dfrac{1}{12}$', '$\\dfrac{1}{7}$', '$\\dfrac{7}{36}$'],
    answer: 'A',
    explanation:
      'There are $6 \\times 6 = 36$ equally likely outcomes. Six of them have a sum of $7$: $(1,6), (2,5), (3,4), (4,3), (5,2), (6,1)$. So the probability is $\\dfrac{6}{36} = \\dfrac{1}{6}$.',
  }),
  mc({
    domain: FN,
    skill: 'Linear functions',
    difficulty: 'hard',
    stem: 'A line passes through the points $(-2, 1)$ and $(4, 10)$. What is its $y$-intercept?',
    choices: ['-2', '1.5', '4', '5.5'],
    answer: 'C',
    solution: '1 - (10 - 1) / (4 - (-2)) * (-2)',
    explanation:
      'The slope is $\\dfrac{10 - 1}{4 - (-2)} = \\dfrac{9}{6} = 1.5$. Using $(-2, 1)$: $1 = 1.5(-2) + b$, so $b = 1 + 3 = 4$. Choice B is the slope.',
  }),
  mc({
    domain: GEO,
    skill: 'Polygons',
    difficulty: 'hard',
    stem: 'What is the sum of the measures of the interior angles of a hexagon, in degrees?',
    choices: ['360', '540', '600', '720'],
    answer: 'D',
    solution: '(6 - 2) * 180',
    explanation:
      'A polygon with $n$ sides can be split into $n - 2$ triangles, so the angle sum is $(n - 2) \\times 180$. For a hexagon: $4 \\times 180 = 720$ degrees.',
  }),
  mc({
    domain: RP,
    skill: 'Rates',
    difficulty: 'hard',
    stem: 'Pump A alone can fill a pool in $6$ hours. Pump B alone can fill it in $3$ hours. Working together at these rates, how many hours do the two pumps take to fill the pool?',
    choices: ['0.5', '1', '1.5', '2'],
    answer: 'D',
    solution: '1 / (1 / 6 + 1 / 3)',
    explanation:
      'Pump A fills $\\dfrac{1}{6}$ of the pool per hour and pump B $\\dfrac{1}{3}$, together $\\dfrac{1}{6} + \\dfrac{2}{6} = \\dfrac{1}{2}$ per hour, so the pool takes $2$ hours. Averaging the two times (4.5 hours) is a common error: together the pumps must be faster than the faster pump alone.',
  }),
  mc({
    domain: EE,
    skill: 'Polynomials',
    difficulty: 'hard',
    stem: 'If $(x + 5)(x - 3) = x^2 + bx + c$ for all values of $x$, what is the value of $b + c$?',
    choices: ['-17', '-13', '13', '17'],
    answer: 'B',
    solution: '(5 - 3) + (5 * -3)',
    explanation: 'Expand: $x^2 - 3x + 5x - 15 = x^2 + 2x - 15$, so $b = 2$ and $c = -15$, and $b + c = -13$.',
  }),
  mc({
    domain: NS,
    skill: 'Irrational numbers',
    difficulty: 'hard',
    stem: 'Which number is between $\\sqrt{50}$ and $\\sqrt{70}$?',
    choices: ['6.9', '7.5', '8.5', '9'],
    answer: 'B',
    explanation:
      '$\\sqrt{50}$ is a little more than $7$ (since $7^2 = 49$), and $\\sqrt{70}$ is a little less than $8.4$ (since $8.4^2 = 70.56$). Only $7.5$ lies between them: $7.5^2 = 56.25$, which is between $50$ and $70$.',
  }),
  mc({
    domain: SP,
    skill: 'Probability',
    difficulty: 'hard',
    stem: 'A bag contains only red and blue marbles. The probability of drawing a red marble is $\\dfrac{3}{8}$. There are $15$ blue marbles. How many red marbles are in the bag?',
    choices: ['9', '15', '24', '40'],
    answer: 'A',
    solution: '15 / (1 - 3 / 8) * 3 / 8',
    explanation:
      'Blue marbles make up $1 - \\dfrac{3}{8} = \\dfrac{5}{8}$ of the bag, so the bag holds $15 \\div \\dfrac{5}{8} = 24$ marbles, and $\\dfrac{3}{8} \\times 24 = 9$ are red. Choice C is the total.',
  }),
  mc({
    domain: GEO,
    skill: 'Similar figures',
    difficulty: 'hard',
    stem: 'A triangle has sides of length $6$, $8$ and $10$. A similar triangle has a shortest side of length $15$. What is the length of its longest side?',
    choices: ['19', '20', '25', '30'],
    answer: 'C',
    solution: '10 * 15 / 6',
    explanation:
      'The scale factor is $15 \\div 6 = 2.5$, so the longest side is $10 \\times 2.5 = 25$. Choice A adds $9$ to each side, which does not keep the shape.',
  }),
  mc({
    domain: EE,
    skill: 'Word problems',
    difficulty: 'hard',
    stem: 'Adult tickets to a play cost $\\$9$ and child tickets cost $\\$5$. Exactly $30$ tickets were sold for a total of $\\$198$. How many adult tickets were sold?',
    choices: ['10', '12', '18', '22'],
    answer: 'B',
    solution: '(198 - 5 * 30) / (9 - 5)',
    explanation:
      'Let $a$ be the number of adult tickets: $9a + 5(30 - a) = 198$, so $4a + 150 = 198$, $4a = 48$ and $a = 12$. Choice C is the number of child tickets.',
  }),
  mc({
    domain: FN,
    skill: 'Linear and nonlinear functions',
    difficulty: 'medium',
    stem: 'Which equation does NOT represent a linear function?',
    choices: ['$y = x^2 + 1$', '$y = 3x - 2$', '$y = \\dfrac{x}{4}$', '$y = 7 - x$'],
    answer: 'A',
    explanation:
      'A linear function has the form $y = mx + b$, whose graph is a straight line. $y = x^2 + 1$ has $x$ squared, so its graph is a curve (a parabola). The others are all of the form $mx + b$.',
  }),
  mc({
    domain: RP,
    skill: 'Unit conversion',
    difficulty: 'hard',
    stem: 'A car travels at $45$ miles per hour. What is its speed in feet per second? ($1$ mile $= 5{,}280$ feet)',
    choices: ['44', '66', '75', '132'],
    answer: 'B',
    solution: '45 * 5280 / 3600',
    explanation:
      '$45$ miles per hour is $45 \\times 5{,}280 = 237{,}600$ feet per hour, and an hour has $3{,}600$ seconds: $237{,}600 \\div 3{,}600 = 66$ feet per second.',
  }),
  mc({
    domain: GEO,
    skill: 'Volume',
    difficulty: 'hard',
    stem: 'What is the volume of a sphere with a radius of $3$ meters, in cubic meters?',
    choices: ['$36\\pi$', '$12\\pi$', '$27\\pi$', '$108\\pi$'],
    answer: 'A',
    explanation:
      'The volume of a sphere is $\\dfrac{4}{3}\\pi r^3 = \\dfrac{4}{3}\\pi (27) = 36\\pi$ cubic meters. Choice D forgets to divide by $3$.',
  }),
  mc({
    domain: SP,
    skill: 'Measures of variability',
    difficulty: 'hard',
    stem: 'What is the interquartile range of the data set $2, 4, 5, 7, 8, 10, 12, 15$?',
    choices: ['6.5', '7', '8.5', '13'],
    answer: 'A',
    solution: '(10 + 12) / 2 - (4 + 5) / 2',
    explanation:
      'The lower half is $2, 4, 5, 7$, whose median is $Q_1 = 4.5$; the upper half is $8, 10, 12, 15$, whose median is $Q_3 = 11$. The interquartile range is $Q_3 - Q_1 = 11 - 4.5 = 6.5$. Choice D is the range.',
  }),
  mc({
    domain: NS,
    skill: 'Properties of integers',
    difficulty: 'medium',
    stem: 'If $n$ is a negative integer, which expression must be positive?',
    choices: ['$n^3$', '$2n$', '$n + 1$', '$-n$'],
    answer: 'D',
    explanation:
      'The opposite of a negative number is positive, so $-n > 0$. $n^3$ and $2n$ stay negative, and $n + 1$ is $0$ when $n = -1$.',
  }),
  mc({
    domain: EE,
    skill: 'Exponential equations',
    difficulty: 'hard',
    stem: 'If $3^{x + 1} = 81$, what is the value of $x$?',
    choices: ['2', '3', '4', '27'],
    answer: 'B',
    solution: '4 - 1',
    explanation: '$81 = 3^4$, so $x + 1 = 4$ and $x = 3$. Choice C is the exponent $x + 1$ rather than $x$.',
  }),
  mc({
    domain: RP,
    skill: 'Mixtures',
    difficulty: 'hard',
    stem: 'A $20$-liter drink is $30\\%$ juice. How many liters of water must be added to make a drink that is $20\\%$ juice?',
    choices: ['5', '10', '15', '20'],
    answer: 'B',
    solution: '20 * 0.3 / 0.2 - 20',
    explanation:
      'The drink holds $0.3 \\times 20 = 6$ liters of juice, which does not change. For $6$ liters to be $20\\%$ of the drink, the drink must be $6 \\div 0.2 = 30$ liters, so $30 - 20 = 10$ liters of water are added.',
  }),
];

/** Field-test (unscored) items, indistinguishable from the rest as on the real test: 47 of the 57 count. */
const SHSAT_MATH_PRETEST = [7, 13, 19, 24, 30, 35, 40, 45, 50, 55];

export const SHSAT_MATH_QUESTIONS: QuestionBlueprint[] = withPretest(
  [...GRID_INS, ...MULTIPLE_CHOICE_1, ...MULTIPLE_CHOICE_2],
  SHSAT_MATH_PRETEST,
);
