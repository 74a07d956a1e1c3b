import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { mc, type McInput } from './demo-exams-builders.ts';

/**
 * Original enhanced-ACT Science section (written for Prepwell, never copied from ACT): 5 passages with 8
 * four-choice questions each, 40 in all, 6 of them field-test items (exams.md §2: 40 given, 34 scored).
 * Passages I and V are data representation, II and IV research summaries (experiments), III conflicting
 * viewpoints. Reporting categories of exams.md §2: Interpretation of Data (the largest, 16 of 40),
 * Scientific Investigation (11), and Evaluation of Models, Inferences, and Experimental Results (13).
 *
 * Data passages are HTML (rich-text tables: `<p>`, `<strong>`, `<sub>`, `<sup>`, `<table>`), which the
 * renderer keeps as they are. Their numbers are consistent across tables (a trial repeated in two
 * experiments gives the same result), and a computational question carries a `solution` made only of
 * numbers printed in its passage, which the catalogue test evaluates against the key.
 */

const IOD = 'Interpretation of Data';
const SIN = 'Scientific Investigation';
const EMI = 'Evaluation of Models, Inferences, and Experimental Results';
type Category = typeof IOD | typeof SIN | typeof EMI;

interface SciInput extends Omit<McInput, 'domain' | 'passage'> {
  domain: Category;
  passage: keyof typeof ACT_SCIENCE_PASSAGES & string;
}

const sci = (q: SciInput): QuestionBlueprint => mc(q);

/** A captioned data table: a bold caption paragraph, a header row, then the rows. */
const dataTable = (caption: string, head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<p><strong>${caption}</strong></p>\n<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

const para = (...texts: string[]) => texts.map((t) => `<p>${t}</p>`).join('\n');

const H2O2 = 'H<sub>2</sub>O<sub>2</sub>';
const O2 = 'O<sub>2</sub>';

export const ACT_SCIENCE_PASSAGES = {
  'act-sci-germination': {
    title: 'Passage I: Soil Temperature and Seed Germination',
    body: [
      para(
        'A seed has germinated when its first root breaks through the seed coat. Soil temperature affects both whether seeds germinate and how quickly they do. Researchers planted 200 seeds of each of three crops (lettuce, tomato, and pepper) at each of six soil temperatures. The seeds were planted in trays of moist potting soil, and each tray was kept in a chamber that held the soil at one temperature; light, watering, and soil type were the same in every chamber.',
        'Every day for 10 days, the researchers counted the seeds that had germinated. Table 1 gives the percent of the seeds of each crop that had germinated after 10 days. Table 2 gives the mean number of days the seeds that germinated took to do so.',
      ),
      dataTable(
        'Table 1: Percent of seeds germinated after 10 days',
        ['Soil temperature (°C)', 'Lettuce', 'Tomato', 'Pepper'],
        [
          ['10', '88', '12', '0'],
          ['15', '95', '60', '18'],
          ['20', '97', '85', '64'],
          ['25', '90', '94', '88'],
          ['30', '42', '90', '95'],
          ['35', '6', '48', '70'],
        ],
      ),
      dataTable(
        'Table 2: Mean time to germination (days)',
        ['Soil temperature (°C)', 'Lettuce', 'Tomato', 'Pepper'],
        [
          ['10', '7.0', '9.0', '(none germinated)'],
          ['15', '4.5', '7.5', '9.0'],
          ['20', '3.0', '5.5', '7.5'],
          ['25', '2.5', '4.0', '6.0'],
          ['30', '3.5', '4.0', '5.0'],
          ['35', '6.0', '6.5', '6.5'],
        ],
      ),
    ].join('\n'),
  },
  'act-sci-catalase': {
    title: 'Passage II: An Enzyme in Potatoes',
    body: [
      para(
        `Catalase is an enzyme, found in most living cells, that speeds up the breakdown of hydrogen peroxide (${H2O2}) into water and oxygen gas (${O2}). Students studied the catalase in an extract made by blending raw potato with cold water and filtering the mixture.`,
        `In each trial, 10 mL of a 3% ${H2O2} solution and 5 mL of a buffer solution (a solution that keeps a mixture at a chosen pH) were placed in a flask held at a chosen temperature. Potato extract was added, the flask was sealed, and the ${O2} produced flowed through a tube into an upside-down graduated cylinder filled with water. The volume of ${O2} collected in the first 60 seconds was recorded.`,
      ),
      para(
        '<strong>Experiment 1</strong>',
        'Five trials were done at 25°C with 2.0 mL of extract, each at a different pH.',
      ),
      dataTable(
        'Table 1',
        ['pH', `${O2} collected (mL)`],
        [
          ['3', '4'],
          ['5', '15'],
          ['7', '28'],
          ['9', '22'],
          ['11', '6'],
        ],
      ),
      para(
        '<strong>Experiment 2</strong>',
        'Six trials were done at pH 7 with 2.0 mL of extract, each at a different temperature.',
      ),
      dataTable(
        'Table 2',
        ['Temperature (°C)', `${O2} collected (mL)`],
        [
          ['5', '12'],
          ['15', '20'],
          ['25', '28'],
          ['35', '34'],
          ['45', '25'],
          ['55', '8'],
        ],
      ),
      para(
        '<strong>Experiment 3</strong>',
        'Four trials were done at pH 7 and 25°C, each with a different volume of extract.',
      ),
      dataTable(
        'Table 3',
        ['Volume of extract (mL)', `${O2} collected (mL)`],
        [
          ['1.0', '14'],
          ['2.0', '28'],
          ['3.0', '41'],
          ['4.0', '50'],
        ],
      ),
    ].join('\n'),
  },
  'act-sci-moon': {
    title: 'Passage III: Where Did the Moon Come From?',
    body: [
      para(
        'The Moon is unusual. It is large compared with the planet it orbits, and it is much less dense than Earth: the Moon’s average density is 3.3 g/cm<sup>3</sup>, while Earth’s is 5.5 g/cm<sup>3</sup>. Earth’s iron-rich core holds about 32% of Earth’s mass, but the Moon’s small iron core holds only about 2% of the Moon’s mass. Rocks brought back from the Moon contain far less water and other volatile substances (substances that evaporate at fairly low temperatures) than rocks on Earth do. Yet the ratios of oxygen isotopes (forms of oxygen atoms that differ in mass) in lunar rocks are almost identical to those in rocks from Earth’s mantle, the rocky layer above Earth’s core.',
        'Three scientists explain how the Moon formed.',
      ),
      para(
        '<strong>Scientist 1</strong>',
        'About 4.5 billion years ago, after Earth had formed and most of its iron had sunk into its core, a body about the size of Mars struck Earth a glancing blow. The impact melted and vaporized the impactor and part of Earth’s mantle. This material, mostly rock from the mantles of the two bodies, was flung into orbit around Earth, where it formed a hot disk that gathered into the Moon. Because the Moon formed from mantle rock, it has little iron. The intense heat of the impact drove volatile substances out of the material before the Moon formed. The Moon’s oxygen isotopes match Earth’s because the vaporized material in the disk was thoroughly mixed with vaporized rock from Earth’s mantle.',
      ),
      para(
        '<strong>Scientist 2</strong>',
        'Earth and the Moon formed side by side, at the same time, from the same ring of dust and rock orbiting the Sun; no giant impact was needed. As the young Earth grew, its stronger gravity pulled in most of the dense, iron-rich grains near it, leaving lighter, rocky grains in orbit around Earth. These grains gathered into the Moon. Because both bodies formed from the same material, their oxygen isotopes match. The Moon, being small, had weak gravity and could not hold on to its volatile substances, which escaped into space.',
      ),
      para(
        '<strong>Scientist 3</strong>',
        'The Moon formed on its own, as a small, separate body orbiting the Sun, from a clump of material that was poor in iron and in volatile substances. Later, its orbit brought it close to Earth, and Earth’s gravity captured it. Oxygen-isotope ratios depend mainly on how far from the Sun a body formed, and the Moon formed at about the same distance from the Sun as Earth did, so the two have matching ratios.',
      ),
    ].join('\n'),
  },
  'act-sci-cups': {
    title: 'Passage IV: Keeping Drinks Hot',
    body: [
      para(
        'Students studied how quickly hot water cools in different cups. In every trial, water heated to 80°C was poured into a cup that had been kept at room temperature (22°C). A temperature probe in the center of the water recorded its temperature every 10 minutes for 30 minutes. All trials were done in the same room, away from drafts.',
      ),
      para(
        '<strong>Experiment 1</strong>',
        '250 mL of water was poured into each of four uncovered cups of the same shape and size, made of different materials (see Table 1).',
      ),
      dataTable(
        'Table 1: Water temperature (°C)',
        ['Cup', '0 min', '10 min', '20 min', '30 min'],
        [
          ['Glass', '80', '64', '53', '45'],
          ['Ceramic', '80', '67', '57', '50'],
          ['Polystyrene foam', '80', '73', '67', '62'],
          ['Double-walled steel', '80', '76', '73', '70'],
        ],
      ),
      para(
        '<strong>Experiment 2</strong>',
        '250 mL of water was poured into each of two polystyrene foam cups like the one in Experiment 1. One cup was left uncovered, and the other was covered with a tight-fitting foam lid.',
      ),
      dataTable(
        'Table 2: Water temperature (°C)',
        ['Foam cup', '0 min', '10 min', '20 min', '30 min'],
        [
          ['Uncovered', '80', '73', '67', '62'],
          ['With lid', '80', '77', '74', '72'],
        ],
      ),
      para(
        '<strong>Experiment 3</strong>',
        'Different volumes of water were poured into three polystyrene foam cups like the one in Experiment 1, each covered with a tight-fitting foam lid.',
      ),
      dataTable(
        'Table 3: Water temperature (°C)',
        ['Volume of water (mL)', '0 min', '10 min', '20 min', '30 min'],
        [
          ['100', '80', '72', '66', '61'],
          ['250', '80', '77', '74', '72'],
          ['400', '80', '78', '76', '75'],
        ],
      ),
    ].join('\n'),
  },
  'act-sci-altitude': {
    title: 'Passage V: Air Pressure and Boiling Water',
    body: [
      para(
        'Air pressure is the force per unit area exerted by the weight of the air above a place; it decreases as altitude increases. The temperature at which water boils depends on the pressure of the air above it. Pressure is measured here in kilopascals (kPa).',
        'Table 1 lists typical air pressures and air temperatures at several altitudes above sea level, from a standard model of the atmosphere. Table 2 gives the boiling point of pure water measured in a laboratory chamber in which the air pressure could be set to any chosen value.',
      ),
      dataTable(
        'Table 1',
        ['Altitude (m)', 'Air pressure (kPa)', 'Air temperature (°C)'],
        [
          ['0', '101.3', '15.0'],
          ['1,000', '89.9', '8.5'],
          ['2,000', '79.5', '2.0'],
          ['3,000', '70.1', '−4.5'],
          ['4,000', '61.6', '−11.0'],
          ['5,000', '54.0', '−17.5'],
        ],
      ),
      dataTable(
        'Table 2',
        ['Air pressure (kPa)', 'Boiling point of water (°C)'],
        [
          ['50', '81.3'],
          ['60', '85.9'],
          ['70', '89.9'],
          ['80', '93.5'],
          ['90', '96.7'],
          ['100', '99.6'],
        ],
      ),
    ].join('\n'),
  },
} satisfies Record<string, PassageBlueprint>;

const GERMINATION = 'act-sci-germination';
const CATALASE = 'act-sci-catalase';
const MOON = 'act-sci-moon';
const CUPS = 'act-sci-cups';
const ALTITUDE = 'act-sci-altitude';

const PASSAGE_I: QuestionBlueprint[] = [
  sci({
    passage: GERMINATION,
    domain: IOD,
    skill: 'Reading tables and graphs',
    difficulty: 'easy',
    stem: 'According to Table 1, at which soil temperature did the greatest percent of lettuce seeds germinate?',
    choices: ['15°C', '20°C', '25°C', '30°C'],
    answer: 'B',
    explanation:
      'In the lettuce column of Table 1, the largest value is 97%, at 20°C. The values at 15°C (95%) and 25°C (90%) are close but smaller, and at 30°C only 42% germinated.',
  }),
  sci({
    passage: GERMINATION,
    domain: SIN,
    skill: 'Variables and controls',
    difficulty: 'easy',
    stem: 'Why did the researchers plant the same number of seeds of each crop at every temperature and keep light, watering, and soil type the same in every chamber?',
    choices: [
      'So that every seed would germinate within 10 days',
      'So that the soil in each chamber would stay at the same temperature',
      'So that lettuce seeds would germinate faster than tomato seeds',
      'So that differences in germination could be attributed to soil temperature and crop type',
    ],
    answer: 'D',
    explanation:
      'Holding every other condition the same is what makes a comparison fair: if light or watering differed between chambers, a difference in germination could be caused by them instead of by soil temperature. The controls do not make seeds germinate (A, C), and each chamber was deliberately held at a different temperature (B).',
  }),
  sci({
    passage: GERMINATION,
    domain: IOD,
    skill: 'Calculations from data',
    difficulty: 'medium',
    stem: 'Based on Table 1, how many pepper seeds had germinated after 10 days at 25°C?',
    choices: ['88', '112', '176', '190'],
    answer: 'C',
    solution: '200 * 88 / 100',
    explanation:
      'Table 1 shows that 88% of the pepper seeds at 25°C had germinated, and 200 seeds were planted: $0.88 \\times 200 = 176$ seeds. Choice A reads the percent as a number of seeds, B is the number that did NOT germinate, and D uses the 30°C value (95%).',
  }),
  sci({
    passage: GERMINATION,
    domain: IOD,
    skill: 'Trends and relationships',
    difficulty: 'medium',
    stem: 'According to Table 2, as soil temperature increased from 15°C to 30°C, the mean time pepper seeds took to germinate:',
    choices: ['decreased only.', 'increased only.', 'increased and then decreased.', 'decreased and then increased.'],
    answer: 'A',
    explanation:
      'For pepper, Table 2 gives 9.0, 7.5, 6.0 and 5.0 days at 15°C, 20°C, 25°C and 30°C: each value is smaller than the one before, so the time decreased only. It rises again at 35°C (6.5 days), which is outside the range asked about.',
  }),
  sci({
    passage: GERMINATION,
    domain: IOD,
    skill: 'Interpolation and extrapolation',
    difficulty: 'medium',
    stem: 'Based on Table 1, if tomato seeds had also been planted at a soil temperature of 22°C, the percent that germinated after 10 days would most likely have been:',
    choices: ['less than 60%.', 'between 60% and 85%.', 'between 85% and 94%.', 'greater than 94%.'],
    answer: 'C',
    explanation:
      '22°C lies between 20°C and 25°C, where tomato germination was 85% and 94%. Since the percent rose steadily over that range, the value at 22°C would most likely lie between those two values.',
    pretest: true,
  }),
  sci({
    passage: GERMINATION,
    domain: EMI,
    skill: 'Conclusions from results',
    difficulty: 'medium',
    stem: 'A gardener wants to start all three crops in one tray at a single soil temperature, with at least 85% of the seeds of each crop germinating within 10 days. Based on Table 1, which of the following temperatures should the gardener choose?',
    choices: ['20°C', '25°C', '30°C', '35°C'],
    answer: 'B',
    explanation:
      'At 25°C, Table 1 gives 90% (lettuce), 94% (tomato) and 88% (pepper), all at least 85%. At 20°C pepper reaches only 64%, at 30°C lettuce only 42%, and at 35°C all three fall short.',
  }),
  sci({
    passage: GERMINATION,
    domain: SIN,
    skill: 'Variables and controls',
    difficulty: 'medium',
    stem: 'In this study, the researchers deliberately varied which of the following?',
    choices: [
      'Soil temperature',
      'Number of seeds planted',
      'Percent of seeds that germinated',
      'Mean time to germination',
    ],
    answer: 'A',
    explanation:
      'The researchers chose the soil temperature of each chamber (and the crop): it is the independent variable. The number of seeds was held at 200 (B), and the percent germinated and the mean time (C and D) are the results they measured, the dependent variables.',
  }),
  sci({
    passage: GERMINATION,
    domain: EMI,
    skill: 'Conclusions from results',
    difficulty: 'hard',
    stem: 'A student claims that, for each crop, the soil temperature at which the greatest percent of seeds germinated is also the temperature at which the seeds germinated in the shortest mean time. Do the data support this claim?',
    choices: [
      'Yes; for each crop, the highest percent and the shortest mean time occurred at the same temperature.',
      'Yes; lettuce seeds germinated both most completely and fastest at 20°C.',
      'No; pepper seeds had their highest percent at 30°C but their shortest mean time at 25°C.',
      'No; lettuce seeds had their highest percent at 20°C but their shortest mean time at 25°C.',
    ],
    answer: 'D',
    explanation:
      'Lettuce germinated most completely at 20°C (97%, Table 1) but fastest at 25°C (2.5 days, Table 2), so the claim fails for lettuce. Pepper does fit the claim (95% and 5.0 days, both at 30°C), which rules out C, and the lettuce data rule out A and B.',
  }),
];

const PASSAGE_II: QuestionBlueprint[] = [
  sci({
    passage: CATALASE,
    domain: IOD,
    skill: 'Reading tables and graphs',
    difficulty: 'easy',
    stem: 'In Experiment 2, the greatest volume of $\\mathrm{O_2}$ was collected at which of the following temperatures?',
    choices: ['5°C', '15°C', '25°C', '35°C'],
    answer: 'D',
    explanation:
      'Table 2 shows 12, 20, 28 and 34 mL at 5°C, 15°C, 25°C and 35°C; 34 mL at 35°C is the greatest volume in the experiment (it falls to 25 mL at 45°C).',
  }),
  sci({
    passage: CATALASE,
    domain: SIN,
    skill: 'Variables and controls',
    difficulty: 'easy',
    stem: 'Which factor was varied in Experiment 1 but held constant in Experiment 2?',
    choices: ['pH', 'Temperature', 'Volume of potato extract', 'Volume of $\\mathrm{H_2O_2}$ solution'],
    answer: 'A',
    explanation:
      'Experiment 1 tested five pH values at one temperature; Experiment 2 kept every trial at pH 7 and varied the temperature instead. The volumes of extract and of $\\mathrm{H_2O_2}$ solution were the same in both experiments.',
  }),
  sci({
    passage: CATALASE,
    domain: SIN,
    skill: 'Comparing experiments',
    difficulty: 'medium',
    stem: 'In which of the following pairs of trials were all of the conditions the same?',
    choices: [
      'The pH 5 trial of Experiment 1 and the 15°C trial of Experiment 2',
      'The pH 7 trial of Experiment 1 and the 35°C trial of Experiment 2',
      'The 25°C trial of Experiment 2 and the 2.0 mL trial of Experiment 3',
      'The 25°C trial of Experiment 2 and the 1.0 mL trial of Experiment 3',
    ],
    answer: 'C',
    explanation:
      'The 25°C trial of Experiment 2 used pH 7 and 2.0 mL of extract, exactly like the 2.0 mL trial of Experiment 3 (pH 7, 25°C); both collected 28 mL, as did the pH 7 trial of Experiment 1. The other pairs differ in pH, temperature, or volume of extract.',
  }),
  sci({
    passage: CATALASE,
    domain: IOD,
    skill: 'Calculations from data',
    difficulty: 'medium',
    stem: 'In Experiment 3, how many more milliliters of $\\mathrm{O_2}$ were collected with 4.0 mL of extract than with 1.0 mL of extract?',
    choices: ['14', '36', '50', '64'],
    answer: 'B',
    solution: '50 - 14',
    explanation:
      'Table 3 shows 50 mL with 4.0 mL of extract and 14 mL with 1.0 mL: $50 - 14 = 36$ mL more. Choice D adds the two volumes, and A and C are the single values.',
  }),
  sci({
    passage: CATALASE,
    domain: EMI,
    skill: 'Predictions from results',
    difficulty: 'medium',
    stem: 'If a trial had been added to Experiment 3 using 5.0 mL of extract, the volume of $\\mathrm{O_2}$ collected would most likely have been:',
    choices: ['less than 41 mL.', 'between 41 mL and 50 mL.', 'between 50 mL and 60 mL.', 'about 70 mL.'],
    answer: 'C',
    explanation:
      'Each added milliliter of extract increased the volume, but by less each time (14, 13, then 9 mL) as the fixed amount of $\\mathrm{H_2O_2}$ became the limit. A fifth milliliter would most likely add a few more milliliters, to somewhat more than 50 mL. Choice D assumes the increase stays at about 14 mL per milliliter.',
  }),
  sci({
    passage: CATALASE,
    domain: EMI,
    skill: 'Conclusions from results',
    difficulty: 'hard',
    stem: 'Based on Experiments 1 and 2, a trial with 2.0 mL of extract would most likely produce the greatest volume of $\\mathrm{O_2}$ in 60 seconds under which of the following conditions?',
    choices: ['pH 7 and 35°C', 'pH 7 and 25°C', 'pH 5 and 35°C', 'pH 9 and 45°C'],
    answer: 'A',
    explanation:
      'Of the pH values tested, pH 7 gave the most $\\mathrm{O_2}$ (28 mL, Table 1), and at pH 7, 35°C gave more (34 mL) than 25°C (28 mL) or 45°C (25 mL) (Table 2). Choices C and D move away from pH 7, which lowered activity at 25°C.',
  }),
  sci({
    passage: CATALASE,
    domain: SIN,
    skill: 'Experimental design',
    difficulty: 'hard',
    stem: 'Why did the students measure the $\\mathrm{O_2}$ collected during the same 60-second period in every trial?',
    choices: [
      'Because catalase stops working after 60 seconds',
      'So that all of the $\\mathrm{H_2O_2}$ would be broken down in every trial',
      'So that the temperature of each mixture would change by the same amount',
      'So that the volumes would compare how fast the reaction went under each set of conditions',
    ],
    answer: 'D',
    explanation:
      'With the time fixed, a larger volume means a faster reaction, so the volumes can be compared directly as rates. Nothing in the passage suggests catalase stops after 60 seconds (A), and Experiment 3 shows that the amount of $\\mathrm{O_2}$ still depended on the extract, so the peroxide was not all broken down (B).',
  }),
  sci({
    passage: CATALASE,
    domain: SIN,
    skill: 'Experimental design',
    difficulty: 'hard',
    stem: 'A student hypothesizes that heating the extract to 55°C damages catalase permanently, so that its activity does not return when the extract is cooled. Which additional trial would best test this hypothesis?',
    choices: [
      'A trial at 55°C and pH 7 with 4.0 mL of extract',
      'A trial at pH 7 and 25°C with 2.0 mL of extract that had first been held at 55°C for 10 minutes and then cooled to 25°C',
      'A trial at 65°C and pH 7 with 2.0 mL of extract',
      'A trial at 5°C and pH 7 with 2.0 mL of extract that had first been cooled to 5°C for 10 minutes',
    ],
    answer: 'B',
    explanation:
      'To test a lasting effect, the extract must be heated and then tested under the standard conditions (pH 7, 25°C, 2.0 mL), where untreated extract gave 28 mL. Much less than 28 mL would support the hypothesis; about 28 mL would contradict it. Choices A and C test the enzyme while it is hot, which cannot show whether activity returns, and D does not heat the extract at all.',
    pretest: true,
  }),
];

const PASSAGE_III: QuestionBlueprint[] = [
  sci({
    passage: MOON,
    domain: EMI,
    skill: 'Comparing viewpoints',
    difficulty: 'easy',
    stem: 'According to Scientist 3, the Moon formed:',
    choices: [
      'from debris thrown into orbit by a collision with Earth.',
      'in orbit around Earth, from grains left over as Earth grew.',
      'as a separate body orbiting the Sun, before Earth captured it.',
      'inside Earth’s mantle, before being ejected by volcanoes.',
    ],
    answer: 'C',
    explanation:
      'Scientist 3 says the Moon formed on its own as a small body orbiting the Sun, and that Earth’s gravity later captured it. Choice A is Scientist 1’s view and B is Scientist 2’s.',
  }),
  sci({
    passage: MOON,
    domain: EMI,
    skill: 'Comparing viewpoints',
    difficulty: 'easy',
    stem: 'Which of the scientists state that the Moon formed from material that was orbiting Earth?',
    choices: ['Scientist 1 only', 'Scientist 3 only', 'Scientists 2 and 3 only', 'Scientists 1 and 2 only'],
    answer: 'D',
    explanation:
      'Scientist 1 says impact material formed a disk in orbit around Earth, and Scientist 2 says rocky grains left in orbit around Earth gathered into the Moon. Scientist 3 says the Moon formed while orbiting the Sun and was captured later.',
  }),
  sci({
    passage: MOON,
    domain: EMI,
    skill: 'Comparing viewpoints',
    difficulty: 'medium',
    stem: 'Scientist 1 and Scientist 2 would most likely disagree about whether:',
    choices: [
      'the Moon formed from material orbiting Earth.',
      'a large body collided with Earth before the Moon formed.',
      'the Moon contains less iron than Earth does.',
      'the Moon’s oxygen-isotope ratios match those of Earth’s mantle.',
    ],
    answer: 'B',
    explanation:
      'Scientist 1’s explanation depends on a Mars-sized body striking Earth, while Scientist 2 says no giant impact was needed. Both say the Moon formed from material orbiting Earth (A), and both accept the iron and isotope facts given in the introduction (C and D).',
  }),
  sci({
    passage: MOON,
    domain: EMI,
    skill: 'Comparing viewpoints',
    difficulty: 'medium',
    stem: 'Which scientist explains the small amount of water and other volatile substances in lunar rocks as a result of extreme heat?',
    choices: ['Scientist 1', 'Scientist 2', 'Scientist 3', 'None of the scientists'],
    answer: 'A',
    explanation:
      'Scientist 1 says the heat of the impact drove volatile substances out of the material before the Moon formed. Scientist 2 blames the Moon’s weak gravity, and Scientist 3 says the Moon formed from material that was poor in volatile substances to begin with.',
  }),
  sci({
    passage: MOON,
    domain: IOD,
    skill: 'Calculations from data',
    difficulty: 'medium',
    stem: 'According to the passage, the Moon’s average density is what percent of Earth’s average density?',
    choices: ['2.2', '40', '60', '167'],
    answer: 'C',
    solution: '3.3 / 5.5 * 100',
    explanation:
      'The Moon’s density is 3.3 g/cm³ and Earth’s is 5.5 g/cm³: $\\dfrac{3.3}{5.5} = 0.6$, or $60\\%$. Choice A is the difference of the densities, B is how much less dense the Moon is (in percent), and D divides the wrong way.',
  }),
  sci({
    passage: MOON,
    domain: EMI,
    skill: 'Evaluating an argument',
    difficulty: 'hard',
    stem: 'A critic argues that in an impact like the one Scientist 1 describes, most of the material that formed the Moon would have come from the impactor, so the Moon’s oxygen-isotope ratios should differ from Earth’s. Based on the passage, how would Scientist 1 most likely respond?',
    choices: [
      'The vaporized material in the disk mixed thoroughly with vaporized rock from Earth’s mantle, so the Moon’s isotopes came to match Earth’s.',
      'The impactor formed at the same distance from the Sun as Earth, so its isotopes already matched Earth’s.',
      'The Moon’s isotopes do not actually match Earth’s, because lunar rocks lack water.',
      'The impactor was captured by Earth’s gravity before it struck, so its isotopes changed to match Earth’s.',
    ],
    answer: 'A',
    explanation:
      'Scientist 1 already accounts for the isotope match by saying the disk material was thoroughly mixed with vaporized Earth mantle, which answers the critic. Choice B borrows Scientist 3’s idea about distance from the Sun, which Scientist 1 never uses, C denies a fact the passage states, and D borrows capture from Scientist 3.',
    pretest: true,
  }),
  sci({
    passage: MOON,
    domain: SIN,
    skill: 'Experimental design',
    difficulty: 'hard',
    stem: 'Which of the following investigations would best help decide between Scientist 2’s explanation and Scientist 3’s explanation?',
    choices: [
      'Measuring the average density of additional lunar rock samples',
      'Using computer models to find whether Earth’s gravity could capture a body the size of the Moon passing close to it',
      'Measuring the percent of Earth’s mass held in its core',
      'Counting the craters on the Moon’s surface',
    ],
    answer: 'B',
    explanation:
      'Scientist 3’s explanation requires Earth to capture a passing Moon-sized body, while Scientist 2’s does not; showing that such a capture is possible or impossible would favor one view over the other. Densities and Earth’s core (A and C) are facts both scientists already accept, and craters (D) say nothing about where the Moon formed.',
  }),
  sci({
    passage: MOON,
    domain: EMI,
    skill: 'Comparing viewpoints',
    difficulty: 'hard',
    stem: 'How does Scientist 2 account for the Moon’s small iron core?',
    choices: [
      'The heat of a giant impact vaporized most of the Moon’s iron.',
      'The Moon formed farther from the Sun, where iron was scarce.',
      'The growing Earth had already pulled in most of the nearby iron-rich grains.',
      'The Moon’s iron escaped into space because of the Moon’s weak gravity.',
    ],
    answer: 'C',
    explanation:
      'Scientist 2 says Earth’s stronger gravity pulled in most of the dense, iron-rich grains near it, leaving lighter rocky grains to form the Moon. Scientist 2 uses the Moon’s weak gravity to explain its lack of volatile substances, not its lack of iron (D), and rejects a giant impact (A).',
  }),
];

const PASSAGE_IV: QuestionBlueprint[] = [
  sci({
    passage: CUPS,
    domain: IOD,
    skill: 'Reading tables and graphs',
    difficulty: 'easy',
    stem: 'In Experiment 1, after 30 minutes, the water in which cup had the highest temperature?',
    choices: ['Glass', 'Ceramic', 'Polystyrene foam', 'Double-walled steel'],
    answer: 'D',
    explanation:
      'The 30 min column of Table 1 reads 45°C (glass), 50°C (ceramic), 62°C (foam) and 70°C (double-walled steel), so the water in the steel cup stayed the warmest.',
  }),
  sci({
    passage: CUPS,
    domain: IOD,
    skill: 'Calculations from data',
    difficulty: 'easy',
    stem: 'In Experiment 1, by how many degrees Celsius did the water in the glass cup cool during the 30 minutes?',
    choices: ['16', '35', '45', '58'],
    answer: 'B',
    solution: '80 - 45',
    explanation:
      'The water started at 80°C and was at 45°C after 30 minutes: $80 - 45 = 35$ degrees. Choice A is the drop in the first 10 minutes only, C is the final temperature, and D is the difference between the starting temperature and room temperature.',
  }),
  sci({
    passage: CUPS,
    domain: SIN,
    skill: 'Variables and controls',
    difficulty: 'medium',
    stem: 'Experiment 2 was designed to test the effect of which of the following on how quickly the water cooled?',
    choices: [
      'The volume of water',
      'The material of the cup',
      'Covering the cup with a lid',
      'The starting temperature of the water',
    ],
    answer: 'C',
    explanation:
      'The two cups of Experiment 2 were the same (foam, 250 mL, 80°C) except that one had a tight-fitting lid, so the lid is the only factor tested. Cup material was tested in Experiment 1 and volume in Experiment 3.',
  }),
  sci({
    passage: CUPS,
    domain: IOD,
    skill: 'Trends and relationships',
    difficulty: 'medium',
    stem: 'According to Experiment 3, as the volume of water in a covered foam cup increased, the temperature of the water after 30 minutes:',
    choices: ['increased.', 'decreased.', 'stayed the same.', 'increased and then decreased.'],
    answer: 'A',
    explanation:
      'Table 3 shows 61°C for 100 mL, 72°C for 250 mL and 75°C for 400 mL after 30 minutes: the more water, the warmer it stayed.',
    pretest: true,
  }),
  sci({
    passage: CUPS,
    domain: EMI,
    skill: 'Predictions from results',
    difficulty: 'medium',
    stem: 'Suppose the ceramic cup of Experiment 1 had been covered with a tight-fitting lid, with all other conditions the same. Based on Experiments 1 and 2, the water temperature after 30 minutes would most likely have been:',
    choices: ['higher than 50°C.', 'between 45°C and 50°C.', 'lower than 45°C.', 'still 80°C.'],
    answer: 'A',
    explanation:
      'Uncovered, the ceramic cup’s water was at 50°C after 30 minutes. In Experiment 2, a lid kept the water in a foam cup warmer (72°C instead of 62°C), so a lid on the ceramic cup would most likely also keep its water above 50°C. It would not stop cooling altogether (D): even the covered foam cup cooled.',
  }),
  sci({
    passage: CUPS,
    domain: SIN,
    skill: 'Comparing experiments',
    difficulty: 'hard',
    stem: 'The foam cup in Experiment 1 and the uncovered cup in Experiment 2 gave identical results. The most likely reason is that these two trials:',
    choices: [
      'were done in different rooms.',
      'used the same kind of cup, the same volume of water, the same starting temperature, and no lid.',
      'used different volumes of water that happened to cool at the same rate.',
      'were the only trials in which the cup had a lid.',
    ],
    answer: 'B',
    explanation:
      'Both trials used an uncovered foam cup with 250 mL of water starting at 80°C in the same room, so they repeated the same conditions, and matching results (80, 73, 67, 62°C) show the measurements were reproducible. All trials were done in the same room (A), both used 250 mL (C), and neither had a lid (D).',
  }),
  sci({
    passage: CUPS,
    domain: IOD,
    skill: 'Calculations from data',
    difficulty: 'hard',
    stem: 'In Experiment 1, what was the average rate at which the water in the polystyrene foam cup cooled during the first 10 minutes, in degrees Celsius per minute?',
    choices: ['0.5', '0.6', '0.7', '7'],
    answer: 'C',
    solution: '(80 - 73) / 10',
    explanation:
      'The water cooled from 80°C to 73°C, 7 degrees, in 10 minutes: $\\dfrac{7}{10} = 0.7$ degree per minute. Choice D forgets to divide by the time, B is the average over all 30 minutes ($\\dfrac{18}{30}$), and A is the rate during the last 10 minutes.',
  }),
  sci({
    passage: CUPS,
    domain: SIN,
    skill: 'Experimental design',
    difficulty: 'hard',
    stem: 'The students want to find out whether a lid also slows the cooling of water in a glass cup. Which of the following trials should they run and compare with the glass cup in Experiment 1?',
    choices: [
      '400 mL of water at 80°C in a glass cup with a tight-fitting lid',
      '250 mL of water at 80°C in a polystyrene foam cup with a tight-fitting lid',
      '250 mL of water at 60°C in an uncovered glass cup',
      '250 mL of water at 80°C in a glass cup with a tight-fitting lid',
    ],
    answer: 'D',
    explanation:
      'A fair comparison changes only the factor being tested: the new trial should match the glass cup of Experiment 1 (250 mL, 80°C) except for the lid. Choice A also changes the volume, B changes the cup material, and C changes the starting temperature without adding a lid.',
  }),
];

const PASSAGE_V: QuestionBlueprint[] = [
  sci({
    passage: ALTITUDE,
    domain: IOD,
    skill: 'Trends and relationships',
    difficulty: 'easy',
    stem: 'According to Table 1, as altitude increases, air pressure:',
    choices: ['decreases only.', 'increases only.', 'increases and then decreases.', 'stays about the same.'],
    answer: 'A',
    explanation:
      'Table 1 lists 101.3, 89.9, 79.5, 70.1, 61.6 and 54.0 kPa from 0 m to 5,000 m: each value is lower than the one before.',
  }),
  sci({
    passage: ALTITUDE,
    domain: SIN,
    skill: 'Variables and controls',
    difficulty: 'easy',
    stem: 'In the laboratory study that produced Table 2, which variable did the researchers set to chosen values?',
    choices: [
      'Air pressure in the chamber',
      'Boiling point of the water',
      'Altitude of the chamber',
      'Air temperature outside the chamber',
    ],
    answer: 'A',
    explanation:
      'The passage says the chamber’s air pressure could be set to any chosen value, and the boiling point was measured at each setting: pressure is the independent variable and boiling point the dependent one. Altitude belongs to Table 1, not to the laboratory study.',
  }),
  sci({
    passage: ALTITUDE,
    domain: IOD,
    skill: 'Combining data sources',
    difficulty: 'medium',
    stem: 'Based on Tables 1 and 2, at an altitude of 1,000 m, water would boil at a temperature closest to which of the following?',
    choices: ['85.9°C', '89.9°C', '93.5°C', '96.7°C'],
    answer: 'D',
    explanation:
      'Table 1 gives an air pressure of 89.9 kPa at 1,000 m, which is almost exactly 90 kPa, and Table 2 gives a boiling point of 96.7°C at 90 kPa. Choice B mistakes the pressure value for a temperature.',
  }),
  sci({
    passage: ALTITUDE,
    domain: IOD,
    skill: 'Calculations from data',
    difficulty: 'medium',
    stem: 'According to Table 1, by how many degrees Celsius does the air temperature decrease for each 1,000 m increase in altitude?',
    choices: ['2.0', '6.5', '8.5', '15.0'],
    answer: 'B',
    solution: '15.0 - 8.5',
    explanation:
      'From 0 m to 1,000 m, the air temperature falls from 15.0°C to 8.5°C, a decrease of $15.0 - 8.5 = 6.5$ degrees, and every later step in Table 1 falls by the same 6.5 degrees (for example, from 2.0°C to −4.5°C). Choices A, C and D are temperatures read from the table, not changes.',
  }),
  sci({
    passage: ALTITUDE,
    domain: EMI,
    skill: 'Predictions from results',
    difficulty: 'medium',
    stem: 'If Table 1 were extended to an altitude of 6,000 m, the air pressure listed there would most likely be:',
    choices: [
      'greater than 61.6 kPa.',
      'between 54.0 kPa and 61.6 kPa.',
      'between 40 kPa and 54.0 kPa.',
      'less than 20 kPa.',
    ],
    answer: 'C',
    explanation:
      'Pressure keeps falling with altitude, but by less for each 1,000 m (11.4, 10.4, 9.4, 8.5, then 7.6 kPa). The next step would most likely be a drop of about 7 kPa, to a little under 50 kPa. Choices A and B would mean the pressure rose again, and D assumes a far larger drop than any in the table.',
    pretest: true,
  }),
  sci({
    passage: ALTITUDE,
    domain: IOD,
    skill: 'Combining data sources',
    difficulty: 'hard',
    stem: 'Based on Tables 1 and 2, at approximately what altitude would water boil at 89.9°C?',
    choices: ['2,000 m', '3,000 m', '4,000 m', '5,000 m'],
    answer: 'B',
    explanation:
      'Table 2 shows that water boils at 89.9°C at 70 kPa, and Table 1 shows an air pressure of 70.1 kPa, very close to 70 kPa, at 3,000 m.',
    pretest: true,
  }),
  sci({
    passage: ALTITUDE,
    domain: IOD,
    skill: 'Combining data sources',
    difficulty: 'hard',
    stem: 'A hiker boils water at an altitude of 5,000 m. Based on Tables 1 and 2, the water’s boiling point is closest to which of the following?',
    choices: ['54°C', '79°C', '81°C', '83°C'],
    answer: 'D',
    explanation:
      'At 5,000 m the air pressure is 54.0 kPa (Table 1). That lies between 50 kPa (boiling point 81.3°C) and 60 kPa (85.9°C) in Table 2, about $\\dfrac{4}{10}$ of the way, so the boiling point is about $81.3 + 0.4 \\times 4.6 \\approx 83$°C. Choice A mistakes the pressure for a temperature, and C is the boiling point at 50 kPa, a lower pressure than the hiker’s.',
  }),
  sci({
    passage: ALTITUDE,
    domain: EMI,
    skill: 'Predictions from results',
    difficulty: 'hard',
    stem: 'A pressure cooker seals a pot so that the pressure inside can reach about 200 kPa. Based on the trend in Table 2, water inside the cooker would boil at a temperature:',
    choices: [
      'below 81.3°C, because higher pressure lowers the boiling point.',
      'between 96.7°C and 99.6°C, because the boiling point stops changing above 90 kPa.',
      'of exactly 100°C, because water always boils at 100°C.',
      'above 99.6°C, because higher pressure raises the boiling point.',
    ],
    answer: 'D',
    explanation:
      'In Table 2, every increase in pressure raises the boiling point, up to 99.6°C at 100 kPa. At about twice that pressure, water would boil above 99.6°C, which is why food cooks faster in a pressure cooker. Choice A reverses the trend, B contradicts the steady rise in the table, and C ignores the table altogether.',
  }),
];

/**
 * The full Science section in order: 40 questions, 8 per passage, from easier to harder within each
 * passage. Six field-test items (3 Interpretation of Data, 1 Scientific Investigation, 2 Evaluation of
 * Models…) are marked `pretest` where they stand, so 34 count.
 */
export const ACT_SCIENCE_QUESTIONS: QuestionBlueprint[] = [
  ...PASSAGE_I,
  ...PASSAGE_II,
  ...PASSAGE_III,
  ...PASSAGE_IV,
  ...PASSAGE_V,
];
