import type { QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';

/**
 * Original demo questions for the digital SAT (written for Prepwell, never copied from a publisher).
 * Domains and skills use the College Board names of exams.md §1.4. A computational math item carries a
 * `solution` expression that a test evaluates against its key.
 */

type Letter = 'A' | 'B' | 'C' | 'D';
interface Mc {
  domain: string;
  skill: string;
  difficulty: 'easy' | 'medium' | 'hard';
  stem: string;
  choices: [string, string, string, string];
  answer: Letter;
  explanation: string;
  solution?: string;
  passage?: string;
}

const LETTERS: Letter[] = ['A', 'B', 'C', 'D'];
const mc = (q: Mc): QuestionBlueprint => ({
  type: 'multiple_choice',
  stem: q.stem,
  choices: q.choices.map((text, i) => ({ id: LETTERS[i]!, text })),
  answerKey: { kind: 'choice', correct: [q.answer] },
  explanation: q.explanation,
  domain: q.domain,
  skill: q.skill,
  difficulty: q.difficulty,
  ...(q.solution ? { solution: q.solution } : {}),
  ...(q.passage ? { passage: q.passage } : {}),
});

const spr = (q: Omit<Mc, 'choices' | 'answer'> & { accept: string[] }): QuestionBlueprint => ({
  type: 'grid_in',
  stem: q.stem,
  answerKey: { kind: 'grid', accept: q.accept },
  explanation: q.explanation,
  domain: q.domain,
  skill: q.skill,
  difficulty: q.difficulty,
  ...(q.solution ? { solution: q.solution } : {}),
});

const CS = 'Craft and Structure';
const II = 'Information and Ideas';
const SEC = 'Standard English Conventions';
const EOI = 'Expression of Ideas';
const COMPLETE = 'Which choice completes the text so that it conforms to the conventions of Standard English?';
const PRECISE = 'Which choice completes the text with the most logical and precise word or phrase?';

/** One short passage per reading-and-writing question, as on the digital SAT. */
export const SAT_RW_PASSAGES: Record<string, { body: string }> = {
  lighthouse: {
    body: 'The old lighthouse keeper was known for his ______ habits: he wound the clock at exactly six each evening, logged every passing ship, and had not missed a single night’s watch in thirty years.',
  },
  desert: {
    body: 'Many people assume that deserts are lifeless. Yet after a rare heavy rain, seeds that have lain dormant in the soil for years can sprout, flower and set new seeds within a few weeks, briefly covering the ground in color.',
  },
  bees: {
    body: 'Researchers studying honeybees found that foragers returning from a rich food source perform a “waggle dance.” The angle of the dance indicates the direction of the food relative to the sun, and its duration indicates the distance. Bees that watched the dance were far more likely to find the source than bees that had not.',
  },
  maples: {
    body: 'In a ten-year study, maple trees in the study area began dropping their leaves about two weeks earlier in years with dry summers than in years with wet summers. Because trees lose water through their leaves, the researchers concluded that ______',
  },
  museum: { body: 'The museum’s newest exhibit features more than forty ______ many of which have never before been shown to the public.' },
  volunteers: { body: 'Each of the volunteers who cleaned the riverbank last weekend ______ a certificate of appreciation from the city council.' },
  bicycles: {
    body: 'Early bicycles had a huge front wheel and a tiny rear wheel, which made them fast but dangerous to ride. ______ the “safety bicycle” of the 1880s, with two wheels of equal size and a chain drive, was far easier to control and quickly became popular.',
  },
  novel: { body: 'Although the first draft of the novel was rough, the author ______ it over many months, cutting scenes and sharpening the dialogue until every page felt necessary.' },
  students: { body: 'Every spring, the students and their teacher ______ to the science museum to see the new planetarium show.' },
  basil: { body: 'The recipe calls for fresh basil. ______ dried basil can be used if fresh leaves are not available; the cook should simply use about a third as much.' },
  committee: {
    body: 'The committee’s report was notably ______: rather than offering firm recommendations, it listed several possible courses of action and the risks of each without favoring any of them.',
  },
  curie: { body: 'The scientist Marie Curie won two Nobel ______ one in physics (1903) and one in chemistry (1911).' },
  atacama: {
    body: 'While researching a topic, a student has taken the following notes:\n- The Atacama Desert in Chile is one of the driest places on Earth.\n- Some weather stations there have recorded almost no rain for decades.\n- Dry air and high altitude give the region clear, steady skies.\n- Several large astronomical telescopes have been built there.',
  },
};

export const SAT_RW_MODULE_1: QuestionBlueprint[] = [
  mc({ passage: 'lighthouse', domain: CS, skill: 'Words in Context', difficulty: 'easy', stem: PRECISE, choices: ['erratic', 'meticulous', 'extravagant', 'indifferent'], answer: 'B',
    explanation: 'The colon introduces examples of exact, careful routines (winding the clock at exactly six, logging every ship), so “meticulous” (extremely careful and precise) fits. “Erratic” and “indifferent” contradict the examples; “extravagant” means excessive or lavish.' }),
  mc({ passage: 'desert', domain: CS, skill: 'Text Structure and Purpose', difficulty: 'medium', stem: 'Which choice best states the main purpose of the text?',
    choices: ['To challenge a common assumption by describing a surprising natural event', 'To explain why rain rarely falls in deserts', 'To compare desert plants with rainforest plants', 'To argue that deserts should be protected from development'], answer: 'A',
    explanation: 'The text states an assumption (deserts are lifeless) and then, with “Yet,” describes dormant seeds blooming after rain, which undercuts it. The text does not explain rainfall, mention rainforests or argue for protection.' }),
  mc({ passage: 'bees', domain: II, skill: 'Central Ideas and Details', difficulty: 'easy', stem: 'According to the text, what does the duration of the waggle dance communicate?',
    choices: ['The quality of the food source', 'The direction of the food relative to the sun', 'The distance to the food source', 'The number of bees needed to collect the food'], answer: 'C',
    explanation: 'The text says the angle indicates direction and “its duration indicates the distance.” Quality and number of bees are not mentioned.' }),
  mc({ passage: 'maples', domain: II, skill: 'Inferences', difficulty: 'medium', stem: 'Which choice most logically completes the text?',
    choices: ['dropping leaves early may help the trees conserve water during dry periods.', 'maple trees grow faster in years with dry summers.', 'wet summers cause maple trees to lose more leaves than dry summers do.', 'the timing of leaf drop is unrelated to summer rainfall.'], answer: 'A',
    explanation: 'Trees lose water through their leaves, and they drop leaves earlier in dry years, so shedding leaves early plausibly reduces water loss when water is scarce. C reverses the finding, D contradicts it, and growth rate is never discussed.' }),
  mc({ passage: 'museum', domain: SEC, skill: 'Boundaries', difficulty: 'medium', stem: COMPLETE, choices: ['sculptures,', 'sculptures', 'sculptures.', 'sculptures;'], answer: 'A',
    explanation: '“Many of which have never before been shown to the public” is a nonessential relative clause, so a comma must separate it from the main clause. A period or semicolon would leave it as a fragment, and no punctuation runs the clause into the main clause.' }),
  mc({ passage: 'volunteers', domain: SEC, skill: 'Form, Structure, and Sense', difficulty: 'medium', stem: COMPLETE, choices: ['have received', 'were receiving', 'has received', 'are receiving'], answer: 'C',
    explanation: 'The subject is the singular pronoun “Each,” not “volunteers,” so the verb must be singular: “has received.” The other choices are plural.' }),
  mc({ passage: 'bicycles', domain: EOI, skill: 'Transitions', difficulty: 'easy', stem: 'Which choice completes the text with the most logical transition?', choices: ['Similarly,', 'For example,', 'By contrast,', 'In addition,'], answer: 'C',
    explanation: 'The second sentence describes a bicycle that was easy to control, the opposite of the dangerous early design, so a contrasting transition is needed.' }),
];

export const SAT_RW_MODULE_2_EASIER: QuestionBlueprint[] = [
  mc({ passage: 'novel', domain: CS, skill: 'Words in Context', difficulty: 'easy', stem: PRECISE, choices: ['abandoned', 'revised', 'ignored', 'published'], answer: 'B',
    explanation: 'Cutting scenes and sharpening dialogue over many months describes revising the draft. Abandoning or ignoring it contradicts that work, and publishing does not describe changing the text.' }),
  mc({ passage: 'students', domain: SEC, skill: 'Form, Structure, and Sense', difficulty: 'easy', stem: COMPLETE, choices: ['travels', 'travel', 'has traveled', 'is traveling'], answer: 'B',
    explanation: 'The compound subject “the students and their teacher” is plural, and “every spring” describes a habit, so the plural present tense “travel” is correct.' }),
  mc({ passage: 'basil', domain: EOI, skill: 'Transitions', difficulty: 'easy', stem: 'Which choice completes the text with the most logical transition?', choices: ['Therefore,', 'However,', 'For instance,', 'Likewise,'], answer: 'B',
    explanation: 'The sentence offers an exception to the instruction to use fresh basil, so a contrasting transition (“However”) is needed.' }),
];

export const SAT_RW_MODULE_2_HARDER: QuestionBlueprint[] = [
  mc({ passage: 'committee', domain: CS, skill: 'Words in Context', difficulty: 'hard', stem: PRECISE, choices: ['equivocal', 'emphatic', 'celebratory', 'redundant'], answer: 'A',
    explanation: 'A report that lists options “without favoring any of them” instead of making firm recommendations is noncommittal, which is what “equivocal” means. “Emphatic” is the opposite; nothing suggests celebration or repetition.' }),
  mc({ passage: 'curie', domain: SEC, skill: 'Boundaries', difficulty: 'hard', stem: COMPLETE, choices: ['Prizes:', 'Prizes, and', 'Prizes;', 'Prizes and'], answer: 'A',
    explanation: 'What follows specifies the two prizes, and a colon may introduce such an explanation after an independent clause. A semicolon needs an independent clause after it, and “and” would join a phrase that has no verb.' }),
  mc({ passage: 'atacama', domain: EOI, skill: 'Rhetorical Synthesis', difficulty: 'hard',
    stem: 'The student wants to explain why astronomers build telescopes in the Atacama Desert. Which choice most effectively uses relevant information from the notes to accomplish this goal?',
    choices: ['The Atacama Desert, in Chile, is one of the driest places on Earth.', 'Because dry air and high altitude give it clear, steady skies, the Atacama Desert is home to several large astronomical telescopes.', 'Some weather stations in the Atacama Desert have recorded almost no rain for decades.', 'Several large telescopes have been built, and the Atacama Desert is in Chile.'], answer: 'B',
    explanation: 'Only B connects a reason (clear, steady skies from dry air and altitude) to the telescopes being built there. The other choices state facts without explaining why astronomers chose the site.' }),
];

const ALG = 'Algebra';
const ADV = 'Advanced Math';
const PSDA = 'Problem-Solving and Data Analysis';
const GEO = 'Geometry and Trigonometry';

export const SAT_MATH_MODULE_1: QuestionBlueprint[] = [
  mc({ domain: ALG, skill: 'Linear equations in one variable', difficulty: 'easy', stem: 'If $3x + 7 = 22$, what is the value of $x$?', choices: ['3', '5', '7', '15'], answer: 'B', solution: '(22 - 7) / 3',
    explanation: 'Subtract 7 from both sides: $3x = 15$. Divide by 3: $x = 5$.' }),
  mc({ domain: ALG, skill: 'Linear functions', difficulty: 'easy', stem: 'The function $f$ is defined by $f(x) = 4x - 9$. What is the value of $f(6)$?', choices: ['15', '24', '33', '-3'], answer: 'A', solution: '4 * 6 - 9',
    explanation: '$f(6) = 4(6) - 9 = 24 - 9 = 15$.' }),
  spr({ domain: ALG, skill: 'Systems of two linear equations in two variables', difficulty: 'medium', stem: '$$x + y = 12$$ $$x - y = 4$$ If $(x, y)$ is the solution to the system of equations above, what is the value of $x$?', accept: ['8'], solution: '(12 + 4) / 2',
    explanation: 'Add the equations: $2x = 16$, so $x = 8$ (and $y = 4$).' }),
  mc({ domain: ADV, skill: 'Equivalent expressions', difficulty: 'easy', stem: 'Which expression is equivalent to $(x + 3)^2$?', choices: ['$x^2 + 9$', '$x^2 + 6x + 9$', '$x^2 + 3x + 9$', '$2x + 6$'], answer: 'B',
    explanation: '$(x + 3)^2 = (x + 3)(x + 3) = x^2 + 3x + 3x + 9 = x^2 + 6x + 9$. Choice A forgets the middle term $2 \\cdot 3x$.' }),
  mc({ domain: PSDA, skill: 'Percentages', difficulty: 'easy', stem: 'A jacket originally priced at $\\$80$ is on sale for $25\\%$ off the original price. What is the sale price, in dollars?', choices: ['20', '55', '60', '65'], answer: 'C', solution: '80 * (1 - 0.25)',
    explanation: 'The discount is $0.25 \\times 80 = 20$ dollars, so the sale price is $80 - 20 = 60$ dollars. Choice A is the discount itself.' }),
  spr({ domain: PSDA, skill: 'Ratios, rates, proportional relationships, and units', difficulty: 'medium', stem: 'A car travels $150$ miles in $2.5$ hours at a constant speed. At this speed, how many miles does the car travel in $4$ hours?', accept: ['240'], solution: '150 / 2.5 * 4',
    explanation: 'The speed is $150 \\div 2.5 = 60$ miles per hour, so in 4 hours the car travels $60 \\times 4 = 240$ miles.' }),
  mc({ domain: GEO, skill: 'Right triangles and trigonometry', difficulty: 'medium', stem: 'A right triangle has legs of lengths $6$ and $8$. What is the length of its hypotenuse?', choices: ['10', '12', '14', '48'], answer: 'A', solution: 'sqrt(6^2 + 8^2)',
    explanation: 'By the Pythagorean theorem, $c^2 = 6^2 + 8^2 = 36 + 64 = 100$, so $c = 10$.' }),
  spr({ domain: ADV, skill: 'Nonlinear equations in one variable and systems of equations in two variables', difficulty: 'hard', stem: 'What is the positive solution to $x^2 - 5x - 14 = 0$?', accept: ['7'], solution: '(5 + sqrt(25 + 56)) / 2',
    explanation: 'Factor: $x^2 - 5x - 14 = (x - 7)(x + 2)$, so $x = 7$ or $x = -2$. The positive solution is $7$.' }),
];

export const SAT_MATH_MODULE_2_EASIER: QuestionBlueprint[] = [
  mc({ domain: ALG, skill: 'Linear equations in one variable', difficulty: 'easy', stem: 'If $2x = 18$, what is the value of $x + 4$?', choices: ['9', '11', '13', '22'], answer: 'C', solution: '18 / 2 + 4',
    explanation: '$x = 18 \\div 2 = 9$, so $x + 4 = 13$. Choice A is $x$ itself.' }),
  mc({ domain: PSDA, skill: 'One-variable data', difficulty: 'easy', stem: 'What is the mean of the data set $4, 8, 10, 10, 18$?', choices: ['8', '10', '12', '14'], answer: 'B', solution: '(4 + 8 + 10 + 10 + 18) / 5',
    explanation: 'The sum is $4 + 8 + 10 + 10 + 18 = 50$, and there are 5 values, so the mean is $50 \\div 5 = 10$.' }),
  spr({ domain: GEO, skill: 'Area and volume', difficulty: 'easy', stem: 'A rectangle has a length of $12$ centimeters and a width of $5$ centimeters. What is the area of the rectangle, in square centimeters?', accept: ['60'], solution: '12 * 5',
    explanation: 'Area = length × width = $12 \\times 5 = 60$ square centimeters.' }),
  mc({ domain: ALG, skill: 'Linear functions', difficulty: 'medium', stem: 'A plumber charges a $\\$45$ visit fee plus $\\$30$ per hour of work. Which function gives the total charge $C(h)$, in dollars, for $h$ hours of work?',
    choices: ['$C(h) = 45h + 30$', '$C(h) = 30h + 45$', '$C(h) = 75h$', '$C(h) = 30h - 45$'], answer: 'B',
    explanation: 'The hourly charge $30h$ grows with the hours, and the fixed fee of $45$ is added once: $C(h) = 30h + 45$.' }),
];

export const SAT_MATH_MODULE_2_HARDER: QuestionBlueprint[] = [
  spr({ domain: ALG, skill: 'Linear equations in one variable', difficulty: 'medium', stem: 'If $\\dfrac{2x - 1}{3} = \\dfrac{x + 4}{2}$, what is the value of $x$?', accept: ['14'], solution: '(12 + 2) / (4 - 3)',
    explanation: 'Multiply both sides by 6: $2(2x - 1) = 3(x + 4)$, so $4x - 2 = 3x + 12$ and $x = 14$.' }),
  mc({ domain: ALG, skill: 'Systems of two linear equations in two variables', difficulty: 'hard', stem: '$$2x + ky = 6$$ $$4x + 10y = 12$$ In the system above, $k$ is a constant. If the system has infinitely many solutions, what is the value of $k$?', choices: ['2', '5', '10', '20'], answer: 'B', solution: '10 / 2',
    explanation: 'Infinitely many solutions means the equations describe the same line. The second equation is 2 times the first ($4x = 2 \\cdot 2x$, $12 = 2 \\cdot 6$), so $10 = 2k$ and $k = 5$.' }),
  spr({ domain: GEO, skill: 'Circles', difficulty: 'hard', stem: 'A circle in the $xy$-plane has the equation $x^2 + y^2 - 6x + 8y = 0$. What is the radius of the circle?', accept: ['5'], solution: 'sqrt(3^2 + 4^2)',
    explanation: 'Complete the squares: $(x^2 - 6x + 9) + (y^2 + 8y + 16) = 9 + 16$, so $(x - 3)^2 + (y + 4)^2 = 25$ and the radius is $\\sqrt{25} = 5$.' }),
  spr({ domain: PSDA, skill: 'Probability and conditional probability', difficulty: 'medium', stem: 'A bag contains $5$ red, $3$ blue and $2$ green marbles. One marble is chosen at random. What is the probability that it is not red?', accept: ['1/2'], solution: '(3 + 2) / (5 + 3 + 2)',
    explanation: 'Of the $10$ marbles, $3 + 2 = 5$ are not red, so the probability is $5/10 = 1/2$ (entered as `1/2` or `.5`).' }),
];

export const SAT_DRILL_LINEAR_EQUATIONS: QuestionBlueprint[] = [
  mc({ domain: ALG, skill: 'Linear equations in one variable', difficulty: 'easy', stem: 'If $5x - 3 = 2x + 12$, what is the value of $x$?', choices: ['3', '5', '9', '15'], answer: 'B', solution: '(12 + 3) / (5 - 2)',
    explanation: 'Subtract $2x$ from both sides and add 3: $3x = 15$, so $x = 5$.' }),
  spr({ domain: ALG, skill: 'Linear equations in one variable', difficulty: 'easy', stem: 'If $\\dfrac{x}{4} + 2 = 7$, what is the value of $x$?', accept: ['20'], solution: '(7 - 2) * 4',
    explanation: 'Subtract 2: $\\dfrac{x}{4} = 5$. Multiply by 4: $x = 20$.' }),
  mc({ domain: ALG, skill: 'Linear equations in one variable', difficulty: 'medium', stem: 'What value of $t$ satisfies $2(t - 3) = 10$?', choices: ['2', '5', '8', '13'], answer: 'C', solution: '10 / 2 + 3',
    explanation: 'Divide by 2: $t - 3 = 5$. Add 3: $t = 8$. Choice B is $t - 3$.' }),
  spr({ domain: ALG, skill: 'Linear equations in one variable', difficulty: 'medium', stem: 'A gym charges a one-time fee of $\\$25$ plus $\\$15$ per month. A member has paid $\\$130$ in total. For how many months has the member paid?', accept: ['7'], solution: '(130 - 25) / 15',
    explanation: 'Solve $25 + 15m = 130$: $15m = 105$, so $m = 7$ months.' }),
  mc({ domain: ALG, skill: 'Linear equations in one variable', difficulty: 'hard', stem: 'How many solutions does the equation $3(x + 2) = 3x + 6$ have?', choices: ['Zero', 'Exactly one', 'Exactly two', 'Infinitely many'], answer: 'D',
    explanation: 'Distributing gives $3x + 6 = 3x + 6$, which is true for every $x$, so the equation has infinitely many solutions.' }),
];
