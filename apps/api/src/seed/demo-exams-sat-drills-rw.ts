import type { TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { BOU, COMPLETE, CS, EOI, PRECISE, rwModule, SEC, TRA, TRANSITION, WIC } from './demo-exams-sat-kit.ts';

/** Original SAT Reading and Writing drills, one skill each, from easy to hard, with explanations. */

const WORDS_IN_CONTEXT = rwModule('drill-wic', [
  {
    domain: CS,
    skill: WIC,
    difficulty: 'easy',
    b: -1.7,
    stem: PRECISE,
    passage:
      'The city’s new bridge was designed to be ______: engineers expect it to last at least one hundred years with nothing more than routine maintenance. Its steel cables are also coated to resist rust.',
    choices: ['durable', 'fragile', 'temporary', 'decorative'],
    answer: 'A',
    explanation:
      'A bridge expected to last a century with little upkeep is long-lasting: “durable.” “Fragile” and “temporary” say the opposite, and “decorative” is about appearance, not lifespan.',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'easy',
    b: -1.2,
    stem: PRECISE,
    passage:
      'Before the hurricane arrived, officials urged residents to ______ the island, and by nightfall nearly every home there stood empty. Most families stayed with relatives on the mainland until the storm had passed.',
    choices: ['decorate', 'explore', 'evacuate', 'inspect'],
    answer: 'C',
    explanation:
      'Homes standing empty show that people left: officials told them to “evacuate” (leave for safety). Decorating, exploring or inspecting the island would not empty the homes.',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'medium',
    b: -0.5,
    stem: PRECISE,
    passage:
      'Although her first results were promising, the scientist was careful not to ______ them, reminding reporters that her study was small and would need to be repeated before anyone could rely on it.',
    choices: ['ignore', 'revise', 'conceal', 'exaggerate'],
    answer: 'D',
    explanation:
      'Stressing that the study was small and unconfirmed is a way of not overstating the results: she did not “exaggerate” them. She is discussing them with reporters, so she is not ignoring or concealing them, and nothing suggests revising them.',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'medium',
    b: 0,
    stem: PRECISE,
    passage:
      'The documentary’s narrator speaks in a ______ tone throughout, presenting the facts of the long legal dispute without ever revealing which side she finds more convincing.',
    choices: ['indignant', 'sentimental', 'sarcastic', 'neutral'],
    answer: 'D',
    explanation:
      'Presenting facts without revealing a preference is the mark of a “neutral” tone. “Indignant” (angry at injustice), “sentimental” (openly emotional) and “sarcastic” (mocking) all reveal an attitude.',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'medium',
    b: 0.4,
    stem: PRECISE,
    passage:
      'In her memoir, the chef describes her grandmother’s kitchen as the place where her love of cooking was first ______: as a child, she spent hours there watching, tasting, and asking questions.',
    choices: ['extinguished', 'concealed', 'kindled', 'rewarded'],
    answer: 'C',
    explanation:
      'The childhood hours in the kitchen are where her love of cooking began, so it was “kindled” (set alight, started). “Extinguished” is the opposite, and nothing suggests the love was hidden (“concealed”) or that it was “rewarded” there first.',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'hard',
    b: 0.9,
    stem: PRECISE,
    passage:
      'Early reviewers found the architect’s buildings ______, objecting to their bare concrete walls and complete lack of ornament; today, those same features are praised as bold and honest.',
    choices: ['ornate', 'austere', 'whimsical', 'derivative'],
    answer: 'B',
    explanation:
      'Bare walls and no ornament describe severe plainness: “austere.” “Ornate” (heavily decorated) is the opposite, “whimsical” (playful) does not fit bare concrete, and nothing suggests the buildings copied others (“derivative”).',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'hard',
    b: 1.3,
    stem: PRECISE,
    passage:
      'The treaty’s wording was deliberately ______: each country could read it as supporting its own claim to the border region, which is precisely what allowed both governments to sign it.',
    choices: ['ambiguous', 'explicit', 'concise', 'archaic'],
    answer: 'A',
    explanation:
      'Wording that each side can read in its own favor is open to more than one interpretation: “ambiguous.” “Explicit” wording would settle the dispute, and length (“concise”) or old-fashioned language (“archaic”) would not let both sides claim support.',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'hard',
    b: 1.8,
    a: 1.2,
    stem: PRECISE,
    passage:
      'Although the historian admired the general’s courage, she did not allow that admiration to ______ her account of his mistakes; her chapter on his final campaign is unsparing.',
    choices: ['corroborate', 'temper', 'document', 'dramatize'],
    answer: 'B',
    explanation:
      'An “unsparing” chapter is one whose criticism was not softened, so she did not let admiration “temper” (moderate, soften) it. Admiration cannot “corroborate” (confirm) or “document” (record) mistakes, and “dramatize” would make the account more vivid, not gentler; none of them is the softening that “unsparing” rules out.',
  },
]);

const BOUNDARIES = rwModule('drill-bou', [
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'easy',
    b: -1.6,
    stem: COMPLETE,
    passage:
      'Native to the Americas, sunflowers were first grown as a crop thousands of years ago. They can grow more than three meters ______ their young flower buds turn during the day to follow the sun across the sky.',
    choices: ['tall', 'tall,', 'tall, and', 'tall and,'],
    answer: 'C',
    explanation:
      'Two independent clauses are joined here, so they need a comma followed by a coordinating conjunction (“, and”). No punctuation makes a run-on, a comma alone makes a comma splice, and the comma never follows “and.”',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'easy',
    b: -1.1,
    stem: COMPLETE,
    passage:
      'The author’s newest book, a collection of essays about the rivers of her ______ will be published in March. Several of the essays first appeared in magazines.',
    choices: ['childhood', 'childhood;', 'childhood.', 'childhood,'],
    answer: 'D',
    explanation:
      'The phrase “a collection of essays about the rivers of her childhood” renames “book” and opens with a comma, so it must close with one before the verb “will be published.” A semicolon or a period would split the subject from its verb.',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'medium',
    b: -0.4,
    stem: COMPLETE,
    passage:
      'Although it can look like a tree, bamboo is actually a type of grass. It is also among the fastest-growing plants on ______ some species can grow nearly a meter in a single day.',
    choices: ['Earth,', 'Earth;', 'Earth', 'Earth, which'],
    answer: 'B',
    explanation:
      'Both parts are independent clauses, and a semicolon can join them. A comma alone is a comma splice, no punctuation is a run-on, and “which” leaves “some species can grow…” without a place in the sentence.',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'medium',
    b: 0,
    stem: COMPLETE,
    passage:
      'More than sixty students entered this year’s regional science fair. The judges scored every project on three ______ originality, accuracy, and clarity of presentation. Each counted for a third of the final score.',
    choices: ['criteria;', 'criteria', 'criteria:', 'criteria, and'],
    answer: 'C',
    explanation:
      'A colon after a complete clause introduces the list that explains “three criteria.” A semicolon must be followed by an independent clause, no punctuation runs the list into the clause, and “and” would present originality, accuracy and clarity as things added to the three criteria instead of naming them.',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'medium',
    b: 0.4,
    stem: COMPLETE,
    passage:
      'The tallest known living tree—a coast redwood nicknamed ______ stands more than 115 meters tall in a remote part of northern California. Its exact location is kept secret to protect it from crowds of visitors.',
    choices: ['Hyperion,', 'Hyperion', 'Hyperion;', 'Hyperion—'],
    answer: 'D',
    explanation:
      'The interruption “a coast redwood nicknamed Hyperion” opens with a dash, so it must close with a dash before the verb “stands.” Mixing a dash with a comma, leaving it open, or using a semicolon are all incorrect.',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'hard',
    b: 0.9,
    stem: COMPLETE,
    passage:
      'Wood frogs live as far north as the Arctic Circle. The ability of some frogs to survive being frozen solid during the ______ depends on sugars in their cells that work much like antifreeze.',
    choices: ['winter', 'winter,', 'winter—', 'winter;'],
    answer: 'A',
    explanation:
      'The whole phrase “The ability of some frogs to survive being frozen solid during the winter” is the subject, and “depends” is its verb. No punctuation may come between a subject and its verb, however long the subject is.',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'hard',
    b: 1.3,
    stem: COMPLETE,
    passage:
      'In the final test, the team placed a thin panel of the material beneath a steadily increasing weight. The engineers expected it to crack under heavy ______ it became stiffer as the load increased.',
    choices: ['pressure, instead,', 'pressure; instead,', 'pressure instead,', 'pressure; instead'],
    answer: 'B',
    explanation:
      '“It became stiffer as the load increased” is an independent clause, so it must be separated from the first clause by a semicolon (or a period); “instead” is a transition that begins the second clause and is followed by a comma. A is a comma splice, C a run-on, and D omits the comma after the introductory “instead.”',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'hard',
    b: 1.7,
    a: 1.2,
    stem: COMPLETE,
    passage:
      'On the last day of the voyage, the navigator made only four entries in the ship’s ______ the final one, written in a shaky hand, reads simply “Land.”',
    choices: ['log;', 'log,', 'log', 'log, which'],
    answer: 'A',
    explanation:
      'Strip out the interrupting phrase “written in a shaky hand” and the second part reads “the final one reads simply ‘Land’”: an independent clause. Two independent clauses can be joined by a semicolon; a comma creates a comma splice, no punctuation a run-on, and “which” would leave “the final one” without a role in the sentence.',
  },
]);

const TRANSITIONS = rwModule('drill-tra', [
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'easy',
    b: -1.6,
    stem: TRANSITION,
    passage:
      'The first day of the hiking trip was sunny and warm. ______ the second day brought heavy rain and strong winds. The group waited out the weather in a small cabin near the trail.',
    choices: ['Similarly,', 'In contrast,', 'For example,', 'As a result,'],
    answer: 'B',
    explanation:
      'Rain and wind are the opposite of a sunny, warm day, so a contrasting transition is needed. The second day is neither similar to the first, an example of it, nor caused by it.',
  },
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'easy',
    b: -1,
    stem: TRANSITION,
    passage:
      'Honey contains very little water and is quite acidic, which makes it extremely hard for bacteria to grow in it. ______ honey that is sealed and stored properly can remain edible for many years.',
    choices: ['As a result,', 'However,', 'In contrast,', 'For instance,'],
    answer: 'A',
    explanation:
      'Honey keeps for years because bacteria cannot grow in it: the second sentence is a consequence of the first, so “As a result” fits. There is no contrast, and long storage is not an example of low moisture.',
  },
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'medium',
    b: -0.4,
    stem: TRANSITION,
    passage:
      'The museum’s new wing was designed to use as little energy as possible. Its windows are angled to let in low winter sunlight while blocking the high summer sun. ______ its roof is covered with solar panels that supply much of the building’s electricity.',
    choices: ['Instead,', 'Nevertheless,', 'Consequently,', 'Additionally,'],
    answer: 'D',
    explanation:
      'The solar roof is a second energy-saving feature added to the first (the windows), so “Additionally” fits. It does not replace the windows (“Instead”), contrast with them (“Nevertheless”), or result from them (“Consequently”).',
  },
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'medium',
    b: 0.1,
    stem: TRANSITION,
    passage:
      'Many people believe that bats are blind. ______ every species of bat can see, and some fruit bats have excellent eyesight. Many bats also find their way in the dark by echolocation, listening for the echoes of their own calls.',
    choices: ['Similarly,', 'In reality,', 'Therefore,', 'For example,'],
    answer: 'B',
    explanation:
      'The second sentence corrects the belief described in the first, so “In reality” fits. The facts are not similar to the belief, do not follow from it, and are not an example of it.',
  },
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'medium',
    b: 0.5,
    stem: TRANSITION,
    passage:
      'The novelist wrote the first draft of each book by hand, filling dozens of notebooks with her small, slanted script. ______ she typed the entire draft herself, revising heavily as she went.',
    choices: ['In contrast,', 'For example,', 'Later,', 'Likewise,'],
    answer: 'C',
    explanation:
      'Typing the draft is the next step in her process, after writing it by hand, so a time transition (“Later”) fits. Typing does not contrast with, illustrate or resemble the handwriting step.',
  },
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'medium',
    b: 0.7,
    stem: TRANSITION,
    passage:
      'An octopus has about 500 million neurons, a number we might expect to find packed into a large brain. ______ most of an octopus’s neurons are located not in its brain but in its eight arms, which can respond to touch and taste with some independence.',
    choices: ['However,', 'Therefore,', 'Similarly,', 'In summary,'],
    answer: 'A',
    explanation:
      'The first sentence suggests that so many neurons would sit in a large brain; the second reveals that most of them are somewhere else. That reversal calls for “However.” The location of the neurons does not follow from their number (“Therefore”), is not a similarity, and is new information rather than a summary.',
  },
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'hard',
    b: 1,
    stem: TRANSITION,
    passage:
      'Some economists argue that raising the minimum wage reduces employment, since businesses that must pay more for labor will hire fewer workers. ______ several studies comparing neighboring regions with different minimum wages have found little or no difference in employment between them.',
    choices: ['Accordingly,', 'Moreover,', 'Specifically,', 'However,'],
    answer: 'D',
    explanation:
      'The studies’ findings cut against the argument in the first sentence, so a contrasting transition is needed. “Accordingly” and “Moreover” would treat the findings as supporting the argument, and “Specifically” would present them as details of it.',
  },
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'hard',
    b: 1.4,
    a: 1.2,
    stem: TRANSITION,
    passage:
      'The painting sold at auction for a record price after weeks of intense bidding. ______ experts still disagree about whether it was painted by the master himself or by one of the students in his workshop.',
    choices: ['Thus,', 'Likewise,', 'Even so,', 'For instance,'],
    answer: 'C',
    explanation:
      'One might expect a record price to settle who painted the work, but the disagreement continues despite it: “Even so” marks that concession. The dispute is not a result of the sale (“Thus”), similar to it (“Likewise”), or an example of it (“For instance”).',
  },
]);

const rwDrill = (
  seedKey: string,
  skill: string,
  minutes: number,
  content: ReturnType<typeof rwModule>,
): TestBlueprint => ({
  seedKey,
  kind: 'sat',
  type: 'drill',
  version: 'sat_digital',
  title: `SAT Reading and Writing Drill: ${skill}`,
  description: `${content.questions.length} original practice questions on one skill, from easy to hard, with an explanation for every question.`,
  isPublic: true,
  passages: content.passages,
  sections: [
    {
      section: 'english',
      title: 'Reading and Writing',
      modules: [{ title: skill, position: 1, minutes, questions: content.questions }],
    },
  ],
});

export const SAT_RW_DRILLS: readonly TestBlueprint[] = [
  rwDrill('demo-sat-drill-words-in-context', WIC, 10, WORDS_IN_CONTEXT),
  rwDrill('demo-sat-drill-boundaries', BOU, 10, BOUNDARIES),
  rwDrill('demo-sat-drill-transitions', TRA, 10, TRANSITIONS),
];
