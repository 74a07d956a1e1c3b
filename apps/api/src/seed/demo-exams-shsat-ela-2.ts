import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { mc } from './demo-exams-builders.ts';

/**
 * SHSAT English Language Arts, Reading Comprehension (part 2 of 3, written for Prepwell): a poem and a
 * history/social studies text, each with its questions (exams.md §4; all 4-option multiple choice).
 * Assembled with the rest of the section in demo-exams-shsat-ela.ts.
 */

const RC = 'Reading Comprehension';

export const GINKGO = 'shsat-ela-ginkgo';
export const CANAL = 'shsat-ela-canal';

export const SHSAT_ELA_PASSAGES_2: Record<string, PassageBlueprint> = {
  [GINKGO]: {
    title: 'The Ginkgo on Ninth Street',
    body: `All summer it stood outside our building
like a doorman no one ever thanked,
its fan-shaped leaves held open
over the bus stop and the fire hydrant,
over Mrs. Ocampo’s folding chair,
over the boys who bounced a ball against its trunk
as if it were only another wall.

Nobody looked up.
We were busy with the heat,
with the ice-cream truck’s one song
played over and over down the block,
with the hydrant someone opened on the hottest day
so the little kids could run shrieking through the spray,
with the long green afternoons
that seemed as if they would never be spent.

In October the leaves began to turn,
not all at once but slowly, the way
a dark room fills with morning:
first a yellow edge, then a yellow half,
then the whole tree burning quietly
above the traffic and the scaffolding,
and still it held on to every leaf.

Then one night in November
the first hard frost came down the avenue,
and in the morning the tree let go.
Not a leaf here and a leaf there,
but all of them, together,
as if someone had finally spoken the word
it had been waiting all year to hear.

The sidewalk was a river of small gold fans.
The bus driver stopped and opened his doors
and forgot to tell anyone to step in.
Mrs. Ocampo came down in her slippers.
The boys stood still, the ball under one arm,
and a man in a suit took a picture with his phone,
then, embarrassed, took another.

By noon the sweepers had come,
and the branches were bare and gray,
plain as a coat rack in a hallway.
But I had seen it. I keep it now
the way you keep a word
from a language only a few people speak:
carefully, and out loud, whenever I can.`,
  },
  [CANAL]: {
    title: 'Clinton’s Ditch',
    body: `In the early 1800s, the United States had a problem that geography had made for it. Farmers were settling the rich lands around the Great Lakes, but the Appalachian Mountains stood between them and the cities of the East Coast. Moving a ton of grain from Buffalo to New York City by wagon could take weeks and cost far more than the grain itself was worth. Much of the West’s harvest either rotted or floated south on the Mississippi River to New Orleans.

New York’s governor, DeWitt Clinton, believed he had an answer: a canal running more than 360 miles from the Hudson River at Albany to Lake Erie at Buffalo. Many people thought the idea was absurd. No one in the country had ever built a canal even a third that long, and the route crossed forests, swamps, and a steep ridge of rock near its western end. President Thomas Jefferson is said to have called the plan “little short of madness.” When the state legislature agreed to pay for it anyway, critics mocked the project as “Clinton’s Ditch.”

Work began on July 4, 1817. The canal was to be forty feet wide and only four feet deep, with a towpath along its bank for the horses and mules that would pull the boats. Because Lake Erie sits more than 500 feet higher than the Hudson, the builders needed dozens of locks, watertight chambers with gates at each end that raise or lower a boat like water filling or draining a bathtub. At Lockport, where the canal had to climb the rocky ridge, workers blasted a channel through solid stone and built two side-by-side staircases of five locks each.

Remarkably, the United States had almost no trained engineers at the time. The men who directed the work were mostly surveyors and lawyers who learned as they went. When they discovered that ordinary mortar dissolved under water, one young engineer, Canvass White, found a local limestone that could be made into cement that hardened even when wet. Thousands of laborers, many of them recent immigrants from Ireland, dug the channel largely by hand, with shovels, wheelbarrows, and teams of animals.

The canal opened in October 1825, after eight years of work. To celebrate, Clinton traveled by boat from Buffalo to New York City, where he poured a keg of water from Lake Erie into the Atlantic Ocean, an event newspapers called the “Wedding of the Waters.”

The results surprised even the canal’s supporters. The cost of shipping a ton of goods between Buffalo and New York City fell from about 100 dollars to about 10, and the trip took days instead of weeks. Within about ten years, tolls from the busy waterway had paid back what the state had spent. Towns along the route, such as Syracuse and Rochester, grew into cities, and New York City became the busiest port in the nation. “Clinton’s Ditch” had become the route that helped turn New York into the Empire State.`,
  },
};

export const SHSAT_ELA_GINKGO: QuestionBlueprint[] = [
  mc({
    passage: GINKGO,
    domain: RC,
    skill: 'Figurative language',
    difficulty: 'easy',
    stem: 'In the first stanza, the comparison of the tree to “a doorman no one ever thanked” suggests that the tree',
    choices: [
      'blocks people from entering the building.',
      'is too old to be useful to the neighborhood.',
      'quietly serves the people on the block without being noticed.',
      'belongs to the owner of the building.',
    ],
    answer: 'C',
    explanation:
      'A doorman looks after a building’s residents, and one “no one ever thanked” goes unappreciated. The stanza lists how the tree shelters the bus stop, Mrs. Ocampo and the boys, who treat it “as if it were only another wall.” Nothing suggests it blocks anyone or is useless, and ownership is never mentioned.',
  }),
  mc({
    passage: GINKGO,
    domain: RC,
    skill: 'Structure',
    difficulty: 'medium',
    stem: 'How does the second stanza (“Nobody looked up. … that seemed as if they would never be spent.”) contribute to the poem?',
    choices: [
      'It shows that the neighbors were too absorbed in summer to notice the tree, which sets up the moment when they finally do.',
      'It explains why the tree lost its leaves earlier than the other trees on the block.',
      'It reveals that the speaker dislikes the heat and noise of the city.',
      'It introduces a conflict between the speaker and the ice-cream truck driver.',
    ],
    answer: 'A',
    explanation:
      'The stanza lists what kept everyone busy (the heat, the truck’s song, the open hydrant, the long afternoons), so “Nobody looked up.” This prepares for the fifth stanza, where the whole block stops to look. The stanza says nothing about when the leaves fell, does not complain, and has no conflict with the driver.',
  }),
  mc({
    passage: GINKGO,
    domain: RC,
    skill: 'Figurative language',
    difficulty: 'medium',
    stem: 'The phrase “the way a dark room fills with morning” in the third stanza mainly emphasizes that the leaves',
    choices: [
      'fell during the night.',
      'changed color gradually rather than suddenly.',
      'were hidden from the people below.',
      'looked darker in autumn than in summer.',
    ],
    answer: 'B',
    explanation:
      'The line begins “not all at once but slowly,” and morning light fills a room bit by bit, just as the leaves turn from “a yellow edge” to “a yellow half” to the whole tree. The leaves do not fall until the next stanza, and they grow brighter, not darker.',
  }),
  mc({
    passage: GINKGO,
    domain: RC,
    skill: 'Figurative language',
    difficulty: 'hard',
    stem: 'In the fourth stanza, the speaker says the tree dropped its leaves “as if someone had finally spoken the word / it had been waiting all year to hear.” This description suggests that the tree',
    choices: [
      'was damaged by the sweepers who cleaned the street.',
      'had been waiting for the neighbors to thank it.',
      'had been ready all along and let go at once when the right moment came.',
      'lost its leaves because of the noise of the avenue.',
    ],
    answer: 'C',
    explanation:
      'The personification pictures the tree holding on until a signal (the first hard frost) and then releasing “all of them, together.” The sweepers come afterward, the neighbors never thank the tree, and noise is not the cause: the frost is.',
  }),
  mc({
    passage: GINKGO,
    domain: RC,
    skill: 'Inference',
    difficulty: 'medium',
    stem: 'What do the details about the bus driver, Mrs. Ocampo, the boys, and the man in a suit in the fifth stanza suggest?',
    choices: [
      'The neighbors are worried that the fallen leaves will block the street.',
      'The neighbors are annoyed that their morning routines have been interrupted.',
      'The neighbors want the city to plant more ginkgo trees.',
      'The sight is striking enough to make busy people stop and pay attention.',
    ],
    answer: 'D',
    explanation:
      'Each person pauses: the driver “forgot to tell anyone to step in,” Mrs. Ocampo comes down in her slippers, the boys stand still, and the man takes a second picture. These are signs of wonder, not worry or annoyance, and no one asks for more trees.',
  }),
  mc({
    passage: GINKGO,
    domain: RC,
    skill: 'Theme',
    difficulty: 'hard',
    stem: 'Which statement best expresses a theme of the poem?',
    choices: [
      'City trees need more care than they usually receive.',
      'Rare, brief moments of beauty are worth noticing and keeping alive by sharing them.',
      'Changes in the seasons are impossible to predict.',
      'Neighbors become friends when they work together.',
    ],
    answer: 'B',
    explanation:
      'The gold sidewalk lasts only until noon, yet the speaker keeps the memory “the way you keep a word / from a language only a few people speak: / carefully, and out loud, whenever I can,” that is, by treasuring and retelling it. The poem does not ask for tree care, the frost explains the change, and the neighbors stop to look rather than work together.',
  }),
];

export const SHSAT_ELA_CANAL: QuestionBlueprint[] = [
  mc({
    passage: CANAL,
    domain: RC,
    skill: 'Central idea',
    difficulty: 'easy',
    stem: 'Which statement best expresses the central idea of the passage?',
    choices: [
      'The Erie Canal was a daring project that many doubted but that transformed trade and growth in New York.',
      'The Erie Canal was built mostly by trained engineers from Europe.',
      'DeWitt Clinton lost his position because the canal cost too much.',
      'Farmers in the West preferred to ship their grain to New Orleans.',
    ],
    answer: 'A',
    explanation:
      'The passage moves from the doubts about “Clinton’s Ditch” to its construction and its results: cheaper shipping, growing towns and New York City becoming the busiest port. B contradicts paragraph 4, C is never stated, and D describes the problem before the canal, not the central idea.',
  }),
  mc({
    passage: CANAL,
    domain: RC,
    skill: 'Details',
    difficulty: 'easy',
    stem: 'According to the passage, why did the canal need so many locks?',
    choices: [
      'The canal was too narrow for two boats to pass.',
      'Lake Erie is much higher than the Hudson River, so boats had to be raised and lowered.',
      'Horses and mules could not pull boats through deep water.',
      'The state wanted to collect a toll at each lock.',
    ],
    answer: 'B',
    explanation:
      'Paragraph 3 says, “Because Lake Erie sits more than 500 feet higher than the Hudson, the builders needed dozens of locks,” chambers that “raise or lower a boat.” The width, the towpath and the tolls are mentioned, but none of them is the reason for the locks.',
  }),
  mc({
    passage: CANAL,
    domain: RC,
    skill: 'Author’s purpose',
    difficulty: 'medium',
    stem: 'Why does the author include Thomas Jefferson’s reported comment that the plan was “little short of madness”?',
    choices: [
      'to show that Jefferson helped plan the route of the canal',
      'to explain why the legislature refused to pay for the canal',
      'to prove that the canal was built too quickly',
      'to show how bold and unlikely the project seemed, even to an important leader',
    ],
    answer: 'D',
    explanation:
      'The comment appears among the reasons “many people thought the idea was absurd”; coming from a president, it stresses how risky the plan looked. Jefferson did not plan the route, the legislature did agree to pay (“anyway”), and the speed of construction is a later point.',
  }),
  mc({
    passage: CANAL,
    domain: RC,
    skill: 'Word meaning',
    difficulty: 'medium',
    stem: 'In paragraph 2, the word “mocked” most nearly means',
    choices: ['praised', 'measured', 'ridiculed', 'defended'],
    answer: 'C',
    explanation:
      '“Critics” who call a great public project a mere “Ditch” are making fun of it, so “mocked” means “ridiculed.” “Praised” and “defended” are the opposite of what critics do, and “measured” does not fit the insult.',
  }),
  mc({
    passage: CANAL,
    domain: RC,
    skill: 'Inference',
    difficulty: 'medium',
    stem: 'Based on paragraph 4, what can be inferred about the people who directed the work on the canal?',
    choices: [
      'They solved problems through experience and experiment rather than formal training.',
      'They had built several canals before the Erie Canal.',
      'They refused to hire immigrants to work on the canal.',
      'They preferred machines to hand labor.',
    ],
    answer: 'A',
    explanation:
      'The leaders were “surveyors and lawyers who learned as they went,” and when mortar failed, Canvass White found a new kind of cement. The passage says no one in the country had built such a canal, that many workers were Irish immigrants, and that digging was done “largely by hand.”',
  }),
  mc({
    passage: CANAL,
    domain: RC,
    skill: 'Text structure',
    difficulty: 'medium',
    stem: 'How does paragraph 5, which describes the “Wedding of the Waters,” contribute to the passage?',
    choices: [
      'It explains the engineering problem that delayed the opening of the canal.',
      'It argues that the celebration cost more than the canal itself.',
      'It marks the canal’s completion with a symbolic act that joined the Great Lakes to the ocean.',
      'It shows that Clinton had given up on the canal before it opened.',
    ],
    answer: 'C',
    explanation:
      'Pouring Lake Erie water into the Atlantic symbolizes the new water route between them, and the paragraph closes the story of construction before the last paragraph turns to results. The paragraph mentions no delay, the cost of the celebration is not discussed, and Clinton led the celebration.',
  }),
  mc({
    passage: CANAL,
    domain: RC,
    skill: 'Evidence',
    difficulty: 'hard',
    stem: 'Which sentence from the passage best supports the idea that the canal changed the economy of New York?',
    choices: [
      '“The canal was to be forty feet wide and only four feet deep, with a towpath along its bank for the horses and mules that would pull the boats.”',
      '“Thousands of laborers, many of them recent immigrants from Ireland, dug the channel largely by hand, with shovels, wheelbarrows, and teams of animals.”',
      '“Work began on July 4, 1817.”',
      '“Towns along the route, such as Syracuse and Rochester, grew into cities, and New York City became the busiest port in the nation.”',
    ],
    answer: 'D',
    explanation:
      'Towns growing into cities and New York City becoming the busiest port are effects of the canal on the state’s economy. A and B describe how the canal was built, and C only gives its starting date.',
  }),
  mc({
    passage: CANAL,
    domain: RC,
    skill: 'Cause and effect',
    difficulty: 'hard',
    stem: 'Based on the passage, how did the canal most likely affect farmers near the Great Lakes?',
    choices: [
      'They had to move east to find land.',
      'They could sell their crops in eastern markets at a profit instead of letting them rot.',
      'They stopped growing grain and began building boats.',
      'They paid more to ship their harvest than before.',
    ],
    answer: 'B',
    explanation:
      'Paragraph 1 says shipping grain east by wagon cost more than the grain was worth, so much of it rotted; the last paragraph says the cost fell from about 100 dollars a ton to about 10. Cheaper shipping made it worth sending crops east. D reverses the change, and A and C are not supported.',
  }),
];
