import {
  BOU,
  CID,
  COE,
  COMPLETE,
  CS,
  CTC,
  EOI,
  FSS,
  II,
  INF,
  LOGICAL,
  MAIN_IDEA,
  MAIN_PURPOSE,
  NOTES,
  PRECISE,
  rwModule,
  SEC,
  SYN,
  TRA,
  TRANSITION,
  TSP,
  WIC,
} from './demo-exams-sat-kit.ts';

/**
 * Digital SAT Practice Test 1, Reading and Writing module 2, easier route (original content): mostly easy
 * and medium items, one hard. Same domain order as module 1; items 5 and 20 are pretest.
 */
export const SAT_RW_MODULE_2_EASIER = rwModule('rw2e', [
  // Craft and Structure
  {
    domain: CS,
    skill: WIC,
    difficulty: 'easy',
    b: -1.8,
    stem: PRECISE,
    passage:
      'Although the first draft of the novel was rough, the author ______ it over many months, cutting scenes and sharpening the dialogue until every page felt necessary.',
    choices: ['abandoned', 'ignored', 'revised', 'published'],
    answer: 'C',
    explanation:
      'Cutting scenes and sharpening dialogue over many months describes revising the draft. Abandoning or ignoring it contradicts that work, and publishing does not describe changing the text.',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'easy',
    b: -1.4,
    stem: PRECISE,
    passage:
      'The new hiking trail is so ______ that young children and first-time hikers can finish it without difficulty: it is short, nearly flat, and clearly marked at every turn.',
    choices: ['treacherous', 'accessible', 'remote', 'exhausting'],
    answer: 'B',
    explanation:
      'A trail that beginners can finish easily because it is short, flat and well marked is easy to use: “accessible.” “Treacherous” (dangerous) and “exhausting” contradict the description, and “remote” (far away) is not supported.',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'easy',
    b: -1,
    stem: PRECISE,
    passage:
      'Sea otters often wrap themselves in strands of kelp, a large seaweed, before they sleep. The kelp works like an anchor, keeping the otters from ______ away from their group on the ocean currents.',
    choices: ['sprinting', 'climbing', 'drifting', 'digging'],
    answer: 'C',
    explanation:
      'An anchor keeps something from being carried off by currents, so the kelp keeps sleeping otters from “drifting.” Sleeping otters are not sprinting, and climbing and digging have nothing to do with currents.',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'medium',
    b: -0.3,
    stem: PRECISE,
    passage:
      'At first, the town council was divided over the plan to turn the empty rail yard into a park. After months of public meetings, however, the members reached a ______ decision: all seven of them voted in favor.',
    choices: ['tentative', 'controversial', 'unanimous', 'partial'],
    answer: 'C',
    explanation:
      'The colon explains the blank: every member voted in favor, so the decision was “unanimous” (agreed by all). “Controversial” and “partial” contradict the full agreement, and nothing suggests the decision was “tentative” (not yet final).',
  },
  {
    domain: CS,
    skill: TSP,
    difficulty: 'easy',
    b: -1.2,
    pretest: true,
    stem: MAIN_PURPOSE,
    passage:
      'Rosa pressed her ear against the old radio. Through the crackle of static, she could just make out a voice, faint and far away, reading the evening news from a city she had never seen. She held her breath so that she would not miss a word.',
    choices: [
      'To explain how radios receive signals from far away',
      'To portray a character listening closely to a distant broadcast',
      'To describe the city where the character lives',
      'To argue that radio news is often hard to understand',
    ],
    answer: 'B',
    explanation:
      'Every sentence shows Rosa straining to hear a faint voice from a faraway city: she presses her ear to the radio and holds her breath. The text gives no technical explanation (A), describes a city she has never seen rather than her own (C), and makes no argument (D).',
  },
  {
    domain: CS,
    skill: TSP,
    difficulty: 'medium',
    b: -0.2,
    stem: 'Which choice best describes the overall structure of the text?',
    passage:
      'Many people picture glaciers as frozen, motionless masses of ice. In fact, glaciers are always moving. Under the pressure of their own enormous weight, the deep layers of ice slowly deform and flow downhill, and the fastest glaciers can advance many meters in a single day.',
    choices: [
      'It presents a common view of glaciers and then explains why that view is inaccurate.',
      'It describes how glaciers form and then explains why they melt.',
      'It compares two kinds of glaciers and then argues that one is more important.',
      'It lists several facts about glaciers and then raises a question about them.',
    ],
    answer: 'A',
    explanation:
      'The first sentence gives a popular picture (motionless ice); “In fact” introduces the correction, and the rest explains how glaciers move. The text does not discuss formation or melting (B), compare kinds of glaciers (C), or end with a question (D).',
  },
  {
    domain: CS,
    skill: CTC,
    difficulty: 'medium',
    b: 0,
    stem: 'Based on the texts, how would the author of Text 2 most likely respond to the advice described in Text 1?',
    passage:
      'Text 1\nFor years, many nutrition experts advised people to limit how many eggs they ate, because egg yolks are high in cholesterol. The experts worried that cholesterol in food would raise the level of cholesterol in the blood and, with it, the risk of heart disease.\n\nText 2\nMore recent research suggests that for most healthy people, cholesterol in food has only a modest effect on cholesterol in the blood. Many experts now say that eating eggs in moderation is unlikely to harm the heart of a typical healthy adult.',
    choices: [
      'By agreeing that most people should stop eating eggs entirely',
      'By noting that the advice rested on a concern that later research found to be smaller than expected for most people',
      'By arguing that egg yolks contain very little cholesterol',
      'By claiming that blood cholesterol has no connection to heart disease',
    ],
    answer: 'B',
    explanation:
      'Text 1’s advice assumed that cholesterol in food raises blood cholesterol; Text 2 reports that for most healthy people the effect is “only modest.” So its author would say the concern behind the advice was overstated. Text 2 recommends moderation, not avoiding eggs (A), never denies that yolks contain cholesterol (C), and says nothing against the link between blood cholesterol and heart disease (D).',
  },
  // Information and Ideas
  {
    domain: II,
    skill: CID,
    difficulty: 'easy',
    b: -1.6,
    stem: 'According to the text, what gives sourdough bread its tangy flavor?',
    passage:
      'Sourdough bread is made without packaged yeast. Instead, bakers use a “starter,” a mixture of flour and water in which wild yeast and bacteria grow. The yeast produces gas that makes the dough rise, while the bacteria produce acids that give the bread its tangy flavor.',
    choices: [
      'Gas produced by the wild yeast',
      'Packaged yeast added to the dough',
      'Acids produced by bacteria in the starter',
      'The particular kind of flour that is used',
    ],
    answer: 'C',
    explanation:
      'The last sentence says the bacteria “produce acids that give the bread its tangy flavor.” The yeast’s gas makes the dough rise (A), sourdough uses no packaged yeast (B), and the kind of flour is not mentioned (D).',
  },
  {
    domain: II,
    skill: CID,
    difficulty: 'easy',
    b: -1.1,
    stem: MAIN_IDEA,
    passage:
      'Community gardens do more than provide fresh vegetables. Studies of city neighborhoods have found that shared gardens give residents a place to meet, trade advice, and work toward a common goal. In some neighborhoods, gardeners have gone on to organize block parties, cleanups, and other projects together.',
    choices: [
      'Community gardens produce more vegetables than private gardens do.',
      'Block parties are the most popular kind of neighborhood event.',
      'Most city residents would rather garden alone than with others.',
      'Community gardens can strengthen ties among neighbors as well as produce food.',
    ],
    answer: 'D',
    explanation:
      'The text’s point, announced in its first sentence (“more than provide fresh vegetables”), is that gardens bring neighbors together. It never compares harvests (A) or ranks events (B), and C contradicts the text.',
  },
  {
    domain: II,
    skill: COE,
    difficulty: 'easy',
    b: -1,
    stem: 'Which quotation from the story most effectively illustrates the student’s claim?',
    passage:
      'In a short story, a boy named Theo rides the bus to his new school for the first time. A student claims that Theo is nervous about the day ahead.',
    choices: [
      '“The bus was painted a cheerful yellow, and its windows were fogged from the morning cold.”',
      '“Theo’s mother had packed him a lunch of his favorite sandwiches.”',
      '“The school stood at the top of a hill, surrounded by tall oak trees.”',
      '“Theo checked the bus schedule again, although he had long since memorized it, and his fingers would not stop fiddling with the zipper of his bag.”',
    ],
    answer: 'D',
    explanation:
      'Rechecking a schedule he already knows and fidgeting with his zipper are signs of nervousness. The other quotations describe the bus, the lunch and the school, and say nothing about how Theo feels.',
  },
  {
    domain: II,
    skill: COE,
    difficulty: 'easy',
    b: -0.9,
    stem: 'Which choice most effectively uses data from the table to support the student’s claim?',
    passage:
      'A student recorded how many books the members of a school reading club read during a fall reading challenge.\n\nMonth | Books read\nSeptember | 48\nOctober | 63\nNovember | 81\n\nThe student claims that the club read more books in each month of the challenge than in the month before.',
    choices: [
      'The club read 81 books in November.',
      'The club read 48 books in September, 63 in October, and 81 in November.',
      'The club read fewer books in September than in November.',
      'The club read more than 40 books in September.',
    ],
    answer: 'B',
    explanation:
      'The claim is about every month compared with the one before, so the support must show all three months rising: 48, then 63, then 81. A and D give one month only, and C skips October, so it cannot show a rise each month.',
  },
  {
    domain: II,
    skill: COE,
    difficulty: 'medium',
    b: 0.1,
    stem: 'Which choice most effectively uses data from the table to support the researchers’ conclusion?',
    passage:
      'Researchers measured how long seeds of three plant species took to sprout at two soil temperatures.\n\nAverage days to sprout\nSpecies | 15°C | 25°C\nRadish | 7 | 4\nLettuce | 9 | 5\nSquash | 14 | 6\n\nThe researchers concluded that warmer soil shortened the time to sprout for all three species but that the effect was greatest for squash.',
    choices: [
      'At 25°C, radish sprouted in 4 days, sooner than lettuce or squash did.',
      'Each species sprouted sooner at 25°C than at 15°C, and squash sprouted 8 days sooner, compared with 3 days sooner for radish and 4 for lettuce.',
      'At 15°C, squash took longer to sprout than radish or lettuce did.',
      'Lettuce took 9 days to sprout at 15°C and 5 days at 25°C.',
    ],
    answer: 'B',
    explanation:
      'The conclusion has two parts: every species sprouted sooner in warm soil, and squash gained the most. B covers both (radish 7 − 4 = 3 days, lettuce 9 − 5 = 4, squash 14 − 6 = 8). A and C compare species at one temperature, and D describes lettuce only.',
  },
  {
    domain: II,
    skill: INF,
    difficulty: 'easy',
    b: -0.8,
    stem: LOGICAL,
    passage:
      'Archaeologists digging at an ancient settlement on the shore of a large lake found fishhooks, weights for nets, and great heaps of fish bones, but very few bones of land animals. These findings suggest that ______',
    choices: [
      'the people of the settlement hunted mainly deer and rabbits.',
      'the lake was too shallow for fish to live in.',
      'the settlement was located far from any source of water.',
      'the people of the settlement relied heavily on fishing for food.',
    ],
    answer: 'D',
    explanation:
      'Fishing tools and heaps of fish bones, with few bones of land animals, point to a diet based on fish. A contradicts the scarcity of land-animal bones, B contradicts the fish bones, and C contradicts the lakeside location.',
  },
  {
    domain: II,
    skill: INF,
    difficulty: 'medium',
    b: 0.2,
    stem: LOGICAL,
    passage:
      'Leaves release water vapor through tiny pores, and larger leaves generally lose more water than smaller ones do. Many plants that live in deserts have very small leaves or none at all; cacti, for example, have spines instead of leaves and make their food in their thick green stems. These observations suggest that ______',
    choices: [
      'desert plants are unable to make their own food.',
      'cacti lose more water than plants with large leaves do.',
      'spines release more water vapor than leaves do.',
      'having small leaves or no leaves may help desert plants conserve water.',
    ],
    answer: 'D',
    explanation:
      'Large leaves lose more water, and desert plants, which must save water, tend to have small leaves or none: reduced leaves likely help conserve water. The text says cacti make food in their stems (A is false), and nothing supports B or C, which run against the text’s reasoning.',
  },
  // Standard English Conventions
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'easy',
    b: -1.5,
    stem: COMPLETE,
    passage:
      'Neighbors say the smell of baking reaches the end of the block before sunrise. The bakery on Elm Street opens at six in the ______ Its fresh bread usually sells out by noon.',
    choices: ['morning,', 'morning', 'morning.', 'morning and'],
    answer: 'C',
    explanation:
      'The next word, “Its,” is capitalized, so it begins a new sentence, and the first sentence must end with a period. A comma makes a comma splice, no punctuation makes a run-on, and “and” cannot be followed by a capital letter.',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'easy',
    b: -1,
    stem: COMPLETE,
    passage:
      'Forecasters warned that the storm could knock out power across the county for several days. To prepare for the storm, the family gathered flashlights, batteries, bottled ______ canned food.',
    choices: ['water and,', 'water, and', 'water; and', 'water. And'],
    answer: 'B',
    explanation:
      'The sentence ends with a list of four items, so the last item is introduced by “and,” with a comma before it. The comma never follows “and” (A), a semicolon would separate items that are not themselves punctuated with commas (C), and a period would leave “And canned food” as a fragment (D).',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'medium',
    b: -0.3,
    stem: COMPLETE,
    passage:
      'Visitors to the small bakery are often surprised to learn how simple its most popular product is. The baker’s famous flatbread requires only three ______ flour, water, and salt. Its flavor comes from a long, slow rise.',
    choices: ['ingredients;', 'ingredients', 'ingredients:', 'ingredients, that'],
    answer: 'C',
    explanation:
      'A colon after a complete clause can introduce a list that explains it: the three ingredients. A semicolon must be followed by an independent clause, no punctuation runs the list into the clause, and “that” makes the sentence ungrammatical.',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'medium',
    b: 0.3,
    stem: COMPLETE,
    passage:
      'The Philadelphia Zoo—the first public zoo in the United ______ opened its gates in 1874 and drew thousands of visitors in its first weeks. Today it is home to well over a thousand animals.',
    choices: ['States,', 'States', 'States—', 'States;'],
    answer: 'C',
    explanation:
      'The phrase “the first public zoo in the United States” interrupts the sentence and begins with a dash, so it must end with a dash too. A comma would mix punctuation marks, no punctuation would leave the interruption open, and a semicolon would separate the subject from its verb “opened.”',
  },
  {
    domain: SEC,
    skill: FSS,
    difficulty: 'easy',
    b: -1.3,
    stem: COMPLETE,
    passage:
      'My grandmother has kept a vegetable garden for as long as I can remember. Last summer, she ______ me how to grow tomatoes in her backyard. This year, I planted my own.',
    choices: ['taught', 'teaches', 'will teach', 'is teaching'],
    answer: 'A',
    explanation:
      '“Last summer” places the action in the past, so the past tense “taught” is needed. The other choices are present or future.',
  },
  {
    domain: SEC,
    skill: FSS,
    difficulty: 'easy',
    b: -0.9,
    pretest: true,
    stem: COMPLETE,
    passage:
      'On Friday, the students presented ______ science project, a solar-powered model boat, to a panel of judges. The judges praised the model’s clever design and awarded it second place.',
    choices: ['their', 'there', 'they’re', 'its'],
    answer: 'A',
    explanation:
      'The project belongs to the students, so a plural possessive pronoun is needed: “their.” “There” names a place, “they’re” means “they are,” and “its” is singular.',
  },
  {
    domain: SEC,
    skill: FSS,
    difficulty: 'medium',
    b: 0,
    stem: COMPLETE,
    passage:
      'The forecast for the championship game had called for clear skies all afternoon. Neither the coach nor the players ______ expecting the sudden rainstorm that ended the game early.',
    choices: ['were', 'was', 'is', 'has been'],
    answer: 'A',
    explanation:
      'With “neither … nor,” the verb agrees with the nearer subject, here the plural “players,” so “were” is needed. “Was,” “is” and “has been” are singular, and “is” is also in the wrong tense for a finished game.',
  },
  // Expression of Ideas
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'easy',
    b: -1.7,
    stem: TRANSITION,
    passage:
      'House cats spend a large part of every day asleep. ______ many adult cats sleep between twelve and sixteen hours a day. Kittens and older cats often sleep even longer.',
    choices: ['However,', 'Instead,', 'Previously,', 'In fact,'],
    answer: 'D',
    explanation:
      'The second sentence gives a figure that reinforces and sharpens the first, so “In fact” fits. There is no contrast (“However”), replacement (“Instead”) or earlier time (“Previously”).',
  },
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'easy',
    b: -1.1,
    stem: TRANSITION,
    passage:
      'The town’s old library building had leaky windows and no room for new books. ______ residents voted to build a larger library on Main Street. The new building opened two years later.',
    choices: ['Therefore,', 'Nevertheless,', 'For example,', 'Similarly,'],
    answer: 'A',
    explanation:
      'The vote is a consequence of the old building’s problems, so a cause-and-effect transition, “Therefore,” is needed. The other choices signal contrast, an example or a similarity.',
  },
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'medium',
    b: -0.2,
    stem: TRANSITION,
    passage:
      'Early telescopes used glass lenses, which bend different colors of light by slightly different amounts and so produce blurry images fringed with color. ______ in 1668 Isaac Newton built a telescope that gathered light with a curved mirror, which reflects all colors in the same way.',
    choices: ['To avoid this problem,', 'For example,', 'Likewise,', 'Even so,'],
    answer: 'A',
    explanation:
      'Newton’s mirror telescope was a way around the color fringing described in the first sentence, so “To avoid this problem” links them. It is not an example of the lens problem (B), not similar to it (C), and not in spite of it (D).',
  },
  {
    domain: EOI,
    skill: SYN,
    difficulty: 'easy',
    b: -1,
    stem: 'The student wants to compare the sizes of the Pacific and Atlantic Oceans. Which choice most effectively uses relevant information from the notes to accomplish this goal?',
    passage: `${NOTES}\n- The Pacific Ocean is the largest and deepest of Earth’s oceans.\n- It covers about one-third of Earth’s surface.\n- The Atlantic Ocean is the second-largest ocean.\n- It covers about one-fifth of Earth’s surface.`,
    choices: [
      'The Pacific Ocean is the largest and deepest of Earth’s oceans.',
      'The Pacific Ocean covers about one-third of Earth’s surface, while the Atlantic, the second-largest ocean, covers about one-fifth.',
      'The Atlantic Ocean covers about one-fifth of Earth’s surface.',
      'Earth has several oceans, including the Pacific and the Atlantic.',
    ],
    answer: 'B',
    explanation:
      'A comparison needs both oceans’ sizes, and B gives both (one-third versus one-fifth of Earth’s surface). A and C describe one ocean each, and D gives no sizes.',
  },
  {
    domain: EOI,
    skill: SYN,
    difficulty: 'medium',
    b: -0.1,
    stem: 'The student wants to introduce Hedy Lamarr’s invention to an audience unfamiliar with her. Which choice most effectively uses relevant information from the notes to accomplish this goal?',
    passage: `${NOTES}\n- Hedy Lamarr (1914–2000) was an Austrian-born American film actress.\n- During World War II, she and the composer George Antheil designed a “frequency-hopping” radio system to keep radio-guided torpedoes from being jammed.\n- They received a patent for the system in 1942.\n- Frequency hopping is now used in wireless technologies such as Bluetooth.`,
    choices: [
      'Hedy Lamarr, an Austrian-born film actress, also co-invented a frequency-hopping radio system, patented in 1942, that was meant to keep torpedoes from being jammed.',
      'In 1942, a patent was granted for a frequency-hopping system.',
      'Frequency hopping is now used in wireless technologies such as Bluetooth.',
      'George Antheil was a composer who worked with Hedy Lamarr during World War II.',
    ],
    answer: 'A',
    explanation:
      'An audience that does not know Lamarr needs to learn who she was and what she invented; A does both. B and C never mention her, and D describes her partner rather than her invention.',
  },
  {
    domain: EOI,
    skill: SYN,
    difficulty: 'hard',
    b: 0.8,
    stem: 'The student wants to present the results of the city’s effort to readers unfamiliar with the term “food desert.” Which choice most effectively uses relevant information from the notes to accomplish this goal?',
    passage: `${NOTES}\n- A “food desert” is an area where residents have little access to affordable, nutritious food.\n- A city opened a weekly farmers market in a food desert that had no grocery store.\n- The market accepted food-assistance benefits.\n- In the market’s first year, weekly visits by shoppers using food-assistance benefits rose from 40 to 210.`,
    choices: [
      'A city opened a weekly farmers market in a food desert, and the market accepted food-assistance benefits.',
      'At a farmers market in a food desert, weekly visits by shoppers using food-assistance benefits rose from 40 to 210.',
      'A food desert is an area where residents have little access to affordable, nutritious food.',
      'A city opened a weekly farmers market in a food desert—an area with little access to affordable, nutritious food—and in its first year, weekly visits by shoppers using food-assistance benefits rose from 40 to 210.',
    ],
    answer: 'D',
    explanation:
      'The goal has two parts: report the results and explain the term. D does both. A gives no results, B uses the term without explaining it, and C explains the term but reports no results.',
  },
]);
