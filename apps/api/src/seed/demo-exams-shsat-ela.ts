import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { mc, withPretest } from './demo-exams-builders.ts';
import { SHSAT_ELA_CANAL, SHSAT_ELA_GINKGO, SHSAT_ELA_PASSAGES_2 } from './demo-exams-shsat-ela-2.ts';
import { SHSAT_ELA_NOISE, SHSAT_ELA_PASSAGES_3, SHSAT_ELA_SKETCHES } from './demo-exams-shsat-ela-3.ts';

/**
 * An original SHSAT English Language Arts section (written for Prepwell), 57 four-option multiple-choice
 * questions as on the real test (exams.md §4): Revising/Editing Part A (7 stand-alone items) and Part B
 * (4 items on one passage with numbered sentences), then Reading Comprehension on six texts with 6–8
 * questions each: science (lichens), a story (the sketchbook), history (the Erie Canal), a poem (the
 * ginkgo), an argument (city noise) and a second story (the bicycle). Ten items are field-test (pretest)
 * items spread through the section, so 47 count, as on the real test. This file holds Revising/Editing
 * and two texts; demo-exams-shsat-ela-2.ts and -3.ts hold the other four.
 */

const RE = 'Revising/Editing';
const RC = 'Reading Comprehension';
const WHICH_EDIT = 'Which edit should be made to correct this sentence?';

const SHSAT_ELA_PASSAGES_1: Record<string, PassageBlueprint> = {
  'shsat-ela-roofs': {
    title: 'Green Roofs',
    body: `(1) On many city rooftops, gardens are taking the place of bare tar and gravel. (2) These green roofs are covered with soil and plants. (3) They offer benefits that reach far beyond the buildings they sit on. (4) In summer, a dark roof can become much hotter than the air around it. (5) Plants shade the roof and release water vapor, which cools the air. (6) As a result, the rooms below stay cooler, and less energy is needed for air conditioning.

(7) Green roofs also help during storms. (8) Instead of rushing off the roof and into overloaded sewers, rainwater soaks into the soil, where plants use some of it. (9) My aunt prefers growing tomatoes to growing peppers. (10) Some roofs even provide homes for bees, butterflies, and birds.

(11) Green roofs do have drawbacks, they are heavier and more expensive to build than ordinary roofs. (12) Still, many cities now encourage them, because their benefits often outweigh their costs.`,
  },
  'shsat-ela-lichens': {
    title: 'Partners on the Rocks',
    body: `Walk through almost any forest, along a stone wall, or across an Arctic plain, and you will find lichens: crusty, leafy, or shrubby growths in shades of gray, green, orange, and yellow. They are so common that most people never look at them twice. Yet lichens are among the strangest living things on Earth, because a lichen is not a single organism at all.

A lichen is a partnership. Its body is built mostly by a fungus, whose threadlike cells form a tough outer layer and anchor the lichen to rock or bark. Tucked inside are millions of cells of a green alga or a cyanobacterium, both of which can make food from sunlight. The fungus provides shelter and holds on to water and minerals; its partner supplies sugars. Neither could survive alone in many of the places where, together, they thrive.

This arrangement allows lichens to live where little else can. They grow on bare granite, on desert soil, and on the branches of trees high above the forest floor. Some survive months without water, drying out completely and then returning to life within minutes of a rain shower. The price of such toughness is patience: many lichens grow only a few millimeters a year, and a patch the size of a dinner plate may be centuries old.

Lichens also shape the world around them. As they cling to stone, they release acids that slowly break down the rock, beginning the long process that turns bare rock into soil. In the far north, a pale, branching lichen called reindeer moss is a winter food for caribou and reindeer. And because many lichens absorb water and nutrients directly from the air, they are sensitive to air pollution. Scientists have used the disappearance of certain lichens from city trees as an early warning that the air was becoming dirtier, and their return as a sign that it had improved.

For more than a century, textbooks described lichens as a two-member partnership. In 2016, however, researchers reported that many common lichens contain a third partner: a yeast living in the lichen's outer layer. The discovery reminded scientists that even familiar organisms can still surprise them, and that a gray crust on a wall may be a small community rather than a single plant.`,
  },
  'shsat-ela-bicycle': {
    title: 'The Green Bicycle',
    body: `The bicycle had been in the Ramos family’s garage for as long as Theo could remember, hanging from two hooks like a forgotten coat. Its green paint had faded to the color of pond water, and both tires were as flat as pancakes. When the flyer for the Elm Street Neighborhood Ride appeared on the corner lamppost, Theo took the bicycle down.

“You’re going to ride that?” his sister Marisol asked from the doorway. She was sixteen and had opinions about most things.

“I’m going to fix it first,” Theo said.

Marisol watched him wrestle with the back tire for ten minutes before she sighed, knelt beside him, and took the tire lever out of his hand. “You’re fighting it,” she said. “Work it around a little at a time.” The tire slid off the rim as if it had been waiting for someone to ask politely.

Over the next week they found a patch for the inner tube, scrubbed the rust from the chain with an old toothbrush, and adjusted the brakes until they squeezed evenly. Theo wanted to hurry. Twice he tightened a bolt too quickly and had to start again. Each time, Marisol said nothing; she simply handed him the wrench and waited.

The night before the ride, Theo oiled the chain one last time and spun the back wheel with his hand. It turned and turned, ticking softly, long after he let go. Marisol, passing through the garage with a basket of laundry, stopped to watch it too. Neither of them said a word until the wheel was still.

On the morning of the ride, the bicycle still looked old. The paint was still faded, and the bell made a sound more like a cough than a ring. But when Theo pushed off from the curb, the wheels turned smoothly and quietly, and the chain did not skip once. Halfway down Elm Street he glanced back and saw Marisol standing on the porch with her arms folded, pretending not to watch.

He rang the coughing bell at her anyway. She laughed, and raised one hand.`,
  },
};

const ROOFS = 'shsat-ela-roofs';
const LICHENS = 'shsat-ela-lichens';
const BICYCLE = 'shsat-ela-bicycle';

const PART_A: QuestionBlueprint[] = [
  mc({
    domain: RE,
    skill: 'Subject–verb agreement',
    difficulty: 'easy',
    stem: `Read this sentence.\n\nThe box of old photographs that we found in the attic were covered in dust.\n\n${WHICH_EDIT}`,
    choices: [
      'Change “that” to “which.”',
      'Change “were” to “was.”',
      'Change “found” to “had found.”',
      'Change “covered” to “covering.”',
    ],
    answer: 'B',
    explanation:
      'The subject of the sentence is “box,” which is singular; “of old photographs” and “that we found in the attic” only describe it. The verb must be singular: “was covered.”',
  }),
  mc({
    domain: RE,
    skill: 'Punctuation',
    difficulty: 'easy',
    stem: `Read this sentence.\n\nBecause the bridge was closed for repairs the school buses took a longer route across the river.\n\n${WHICH_EDIT}`,
    choices: [
      'Insert a comma after “closed.”',
      'Insert a comma after “buses.”',
      'Insert a comma after “route.”',
      'Insert a comma after “repairs.”',
    ],
    answer: 'D',
    explanation:
      'An introductory dependent clause (“Because the bridge was closed for repairs”) is followed by a comma before the main clause begins. The other commas would split the clause or separate a subject from its verb.',
  }),
  mc({
    domain: RE,
    skill: 'Combining sentences',
    difficulty: 'medium',
    stem: 'Read these sentences.\n\nThe museum opened a new wing. The wing displays ancient pottery from Peru.\n\nWhat is the best way to combine the sentences to clarify the relationship between ideas?',
    choices: [
      'The museum opened a new wing, and also the wing displays ancient pottery from Peru.',
      'The museum opened a new wing, the wing displays ancient pottery from Peru.',
      'The museum opened a new wing that displays ancient pottery from Peru.',
      'Displaying ancient pottery from Peru, the museum opened a new wing.',
    ],
    answer: 'C',
    explanation:
      'Turning the second sentence into a clause (“that displays …”) shows that the pottery is what the new wing holds, without repeating “the wing.” A is wordy, B is a comma splice, and D says the museum, not the wing, displays the pottery.',
  }),
  mc({
    domain: RE,
    skill: 'Modifiers',
    difficulty: 'medium',
    stem: 'Read this sentence.\n\nHiking up the steep trail, the view of the valley amazed Carmen.\n\nWhich revision corrects the error in sentence structure?',
    choices: [
      'Hiking up the steep trail, Carmen was amazed by the view of the valley.',
      'The view of the valley, hiking up the steep trail, amazed Carmen.',
      'Hiking up the steep trail, the valley’s view amazed Carmen.',
      'The view of the valley amazed, hiking up the steep trail, Carmen.',
    ],
    answer: 'A',
    explanation:
      'The opening phrase describes whoever is hiking, so the word right after the comma must name the hiker. In the original and in B and C, it is the view that seems to be hiking; A places “Carmen” next to the phrase.',
  }),
  mc({
    domain: RE,
    skill: 'Verb tense',
    difficulty: 'easy',
    stem: 'Read this paragraph.\n\n(1) Last summer, my cousin and I built a small raft. (2) We tie four plastic barrels to a wooden frame. (3) On our first trip, the raft floated perfectly.\n\nWhich revision corrects the error in sentence 2?',
    choices: [
      'We will tie four plastic barrels to a wooden frame.',
      'We are tying four plastic barrels to a wooden frame.',
      'We have been tying four plastic barrels to a wooden frame.',
      'We tied four plastic barrels to a wooden frame.',
    ],
    answer: 'D',
    explanation:
      'The paragraph tells about events that happened “last summer,” and sentences 1 and 3 use the past tense (“built,” “floated”). Sentence 2 must also be in the past: “We tied.”',
  }),
  mc({
    domain: RE,
    skill: 'Pronouns',
    difficulty: 'medium',
    stem: `Read this sentence.\n\nAfter the game, Coach Reyes handed the trophy to Priya and I so that we could carry it onto the bus.\n\n${WHICH_EDIT}`,
    choices: [
      'Change “handed” to “hands.”',
      'Change “Priya and I” to “Priya and myself.”',
      'Change “I” to “me.”',
      'Change “we” to “us.”',
    ],
    answer: 'C',
    explanation:
      'The pronoun is an object of the preposition “to,” so it must be the object form “me.” Test it alone: “handed the trophy to me,” not “to I.” “Myself” is used only when the subject acts on itself, “we” is correctly the subject of “could carry,” and the past tense “handed” fits “After the game.”',
  }),
  mc({
    domain: RE,
    skill: 'Parallel structure',
    difficulty: 'medium',
    stem: `Read this sentence.\n\nAt the science fair, Jamal enjoyed building his model, testing its circuits, and to explain his results to the judges.\n\n${WHICH_EDIT}`,
    choices: [
      'Change “enjoyed” to “enjoys.”',
      'Change “building” to “to build.”',
      'Delete the comma after “circuits.”',
      'Change “to explain” to “explaining.”',
    ],
    answer: 'D',
    explanation:
      'Items in a list should have the same form. “Building” and “testing” are -ing forms, so the third item must be “explaining.” Changing “building” to “to build” would still mix forms, the comma before “and” in a list of three is correct, and the past tense “enjoyed” fits the event.',
  }),
];

const PART_B: QuestionBlueprint[] = [
  mc({
    passage: ROOFS,
    domain: RE,
    skill: 'Relevance',
    difficulty: 'easy',
    stem: 'Which sentence should be removed because it does not support the topic of the passage?',
    choices: ['sentence 3', 'sentence 6', 'sentence 9', 'sentence 10'],
    answer: 'C',
    explanation:
      'The passage explains the benefits and drawbacks of green roofs. Sentence 9, about the writer’s aunt’s taste in vegetables, has nothing to do with that topic. Sentences 3, 6 and 10 all describe benefits of green roofs.',
  }),
  mc({
    passage: ROOFS,
    domain: RE,
    skill: 'Run-on sentences',
    difficulty: 'medium',
    stem: 'Which revision of sentence 11 corrects its error in punctuation?',
    choices: [
      'Green roofs do have drawbacks; they are heavier and more expensive to build than ordinary roofs.',
      'Green roofs do have drawbacks they are heavier and more expensive to build than ordinary roofs.',
      'Green roofs do have drawbacks, and, they are heavier and more expensive to build than ordinary roofs.',
      'Green roofs, do have drawbacks, they are heavier and more expensive to build than ordinary roofs.',
    ],
    answer: 'A',
    explanation:
      'Sentence 11 joins two complete sentences with only a comma (a comma splice). A semicolon correctly joins them. B removes all punctuation (a run-on), C puts a comma after “and,” and D keeps the splice and adds a comma between subject and verb.',
  }),
  mc({
    passage: ROOFS,
    domain: RE,
    skill: 'Transitions',
    difficulty: 'medium',
    stem: 'Which transition should be added to the beginning of sentence 10?',
    choices: ['However,', 'In addition,', 'Therefore,', 'Instead,'],
    answer: 'B',
    explanation:
      'Sentence 10 names one more benefit of green roofs (homes for wildlife) after the benefit for storms. “In addition” signals an added point; the other transitions signal a contrast, a result or a replacement.',
  }),
  mc({
    passage: ROOFS,
    domain: RE,
    skill: 'Combining sentences',
    difficulty: 'hard',
    stem: 'What is the best way to combine sentences 2 and 3 to clarify the relationship between ideas?',
    choices: [
      'These green roofs are covered with soil and plants, and also these green roofs offer benefits that reach far beyond the buildings they sit on.',
      'Covered with soil and plants, these green roofs offer benefits that reach far beyond the buildings they sit on.',
      'These green roofs are covered with soil and plants, they offer benefits that reach far beyond the buildings they sit on.',
      'These green roofs, which offer benefits, are covered with soil and plants that reach far beyond the buildings they sit on.',
    ],
    answer: 'B',
    explanation:
      'Choice B turns sentence 2 into an introductory phrase that correctly describes “these green roofs,” producing one clear sentence without repetition. A repeats “these green roofs,” C is a comma splice, and D says the plants, not the benefits, reach beyond the buildings.',
  }),
];

const LICHENS_QUESTIONS: QuestionBlueprint[] = [
  mc({
    passage: LICHENS,
    domain: RC,
    skill: 'Central idea',
    difficulty: 'easy',
    stem: 'Which statement best expresses the central idea of the passage?',
    choices: [
      'Lichens are common but remarkable partnerships that survive harsh conditions and affect their surroundings.',
      'Lichens are harmful to the trees and stones on which they grow.',
      'Lichens were recently discovered by scientists studying the Arctic.',
      'Lichens grow quickly wherever there is plenty of rain.',
    ],
    answer: 'A',
    explanation:
      'The passage explains that a lichen is a partnership, that it survives where little else can, and that it shapes soil, feeds animals and signals pollution. B and D contradict the text (lichens grow slowly), and C misreads the 2016 finding, which concerned a third partner, not the discovery of lichens.',
  }),
  mc({
    passage: LICHENS,
    domain: RC,
    skill: 'Details',
    difficulty: 'easy',
    stem: 'According to the passage, what does the fungus contribute to the partnership?',
    choices: [
      'It makes sugars from sunlight.',
      'It provides shelter and holds on to water and minerals.',
      'It releases oxygen for the alga.',
      'It attracts caribou that spread the lichen.',
    ],
    answer: 'B',
    explanation:
      'Paragraph 2 says, “The fungus provides shelter and holds on to water and minerals; its partner supplies sugars.” Making food from sunlight is the alga’s or cyanobacterium’s role.',
  }),
  mc({
    passage: LICHENS,
    domain: RC,
    skill: 'Word meaning',
    difficulty: 'medium',
    stem: 'In paragraph 3, the phrase “the price of such toughness is patience” suggests that lichens',
    choices: [
      'are costly for scientists to study.',
      'become tougher the longer they wait for rain.',
      'must be protected from people who collect them.',
      'survive harsh conditions but grow very slowly.',
    ],
    answer: 'D',
    explanation:
      'The sentence continues, “many lichens grow only a few millimeters a year.” The “price,” or trade-off, for surviving such harsh places is extremely slow growth. Money and collectors are never mentioned.',
  }),
  mc({
    passage: LICHENS,
    domain: RC,
    skill: 'Inference',
    difficulty: 'medium',
    stem: 'Based on paragraph 4, why would lichens returning to city trees be good news?',
    choices: [
      'It would show that caribou had returned to the city.',
      'It would mean the trees were growing faster.',
      'It would suggest that the air had become cleaner.',
      'It would prove that the lichens had found a new partner.',
    ],
    answer: 'C',
    explanation:
      'Because many lichens take in water and nutrients directly from the air, they disappear when air is polluted. The passage says their return has been used “as a sign that it had improved,” so returning lichens suggest cleaner air.',
  }),
  mc({
    passage: LICHENS,
    domain: RC,
    skill: 'Text structure',
    difficulty: 'medium',
    stem: 'How does the final paragraph contribute to the passage?',
    choices: [
      'It describes a recent discovery that adds to the earlier explanation of what a lichen is.',
      'It argues that textbooks about lichens should no longer be used.',
      'It returns to the description of where lichens grow.',
      'It explains how lichens turn rock into soil.',
    ],
    answer: 'A',
    explanation:
      'The last paragraph reports that many lichens have a third partner, a yeast, which refines the two-partner description in paragraph 2. It does not argue against textbooks, and habitats and soil are discussed earlier.',
  }),
  mc({
    passage: LICHENS,
    domain: RC,
    skill: 'Evidence',
    difficulty: 'hard',
    stem: 'Which sentence from the passage best supports the idea that lichens can survive extreme dryness?',
    choices: [
      '“They are so common that most people never look at them twice.”',
      '“Some survive months without water, drying out completely and then returning to life within minutes of a rain shower.”',
      '“In the far north, a pale, branching lichen called reindeer moss is a winter food for caribou and reindeer.”',
      '“The fungus provides shelter and holds on to water and minerals; its partner supplies sugars.”',
    ],
    answer: 'B',
    explanation:
      'Only B describes surviving months without water. D mentions water, but only the fungus’s role in holding it, not survival through drought; A and C concern how common lichens are and what eats them.',
  }),
  mc({
    passage: LICHENS,
    domain: RC,
    skill: 'Word meaning',
    difficulty: 'easy',
    stem: 'In paragraph 2, the word “anchor” most nearly means',
    choices: ['decorate', 'feed', 'hide', 'fasten'],
    answer: 'D',
    explanation:
      'The fungus’s threadlike cells “form a tough outer layer and anchor the lichen to rock or bark”: like a ship’s anchor, they hold the lichen firmly in place. Nothing in the sentence is about decoration, food or hiding.',
  }),
  mc({
    passage: LICHENS,
    domain: RC,
    skill: 'Author’s purpose',
    difficulty: 'medium',
    stem: 'The author mentions reindeer moss mainly to',
    choices: [
      'give an example of how lichens support other living things.',
      'show that lichens are a kind of moss.',
      'explain how lichens break down rock.',
      'prove that lichens grow quickly in cold places.',
    ],
    answer: 'A',
    explanation:
      'Paragraph 4 is about how lichens “shape the world around them,” and reindeer moss, “a winter food for caribou and reindeer,” is one example. Despite its name it is a lichen (the passage calls it “a pale, branching lichen”), rock is discussed in a different sentence, and lichens grow slowly.',
  }),
];

const BICYCLE_QUESTIONS: QuestionBlueprint[] = [
  mc({
    passage: BICYCLE,
    domain: RC,
    skill: 'Theme',
    difficulty: 'medium',
    stem: 'Which statement best describes a theme of the story?',
    choices: [
      'Careful, patient work can accomplish more than hurrying.',
      'Old things should be replaced rather than repaired.',
      'Winning a race matters less than looking good.',
      'Brothers and sisters rarely understand each other.',
    ],
    answer: 'A',
    explanation:
      'Theo “wanted to hurry” and had to redo his work, while Marisol shows him to work “a little at a time”; their patient repairs make the old bicycle ride smoothly. The story values repair, never mentions winning, and ends with the siblings sharing a warm moment.',
  }),
  mc({
    passage: BICYCLE,
    domain: RC,
    skill: 'Figurative language',
    difficulty: 'easy',
    stem: 'The simile “hanging from two hooks like a forgotten coat” mainly emphasizes that the bicycle',
    choices: [
      'was too large for Theo.',
      'belonged to Marisol.',
      'was about to fall to the floor.',
      'had not been used or noticed for a long time.',
    ],
    answer: 'D',
    explanation:
      'A forgotten coat hangs unused and unnoticed; the comparison stresses how long the bicycle had been ignored, which fits “for as long as Theo could remember” and its flat tires and faded paint.',
  }),
  mc({
    passage: BICYCLE,
    domain: RC,
    skill: 'Character',
    difficulty: 'medium',
    stem: 'Marisol’s actions while Theo works on the bicycle mainly show that she',
    choices: [
      'is annoyed that Theo borrowed her tools.',
      'wants to enter the Neighborhood Ride herself.',
      'supports Theo quietly while letting him do the work.',
      'thinks the bicycle cannot be repaired.',
    ],
    answer: 'C',
    explanation:
      'She steps in to show him a better method, then “said nothing” when he made mistakes and “simply handed him the wrench and waited.” She helps without taking over or criticizing. Nothing suggests the tools are hers or that she wants to ride.',
  }),
  mc({
    passage: BICYCLE,
    domain: RC,
    skill: 'Inference',
    difficulty: 'hard',
    stem: 'At the end of the story, Marisol stands “with her arms folded, pretending not to watch.” What does this detail suggest?',
    choices: [
      'She is unhappy that Theo rode without her.',
      'She cares about Theo’s success but does not want to show it too openly.',
      'She believes the bicycle will break down.',
      'She is waiting for the race to be cancelled.',
    ],
    answer: 'B',
    explanation:
      'She came out to watch, yet pretends she is not watching; when Theo rings the bell, she laughs and raises a hand. Together these details show she is proud of him but, true to her teenage “opinions,” keeps it low-key.',
  }),
  mc({
    passage: BICYCLE,
    domain: RC,
    skill: 'Details',
    difficulty: 'easy',
    stem: 'Which detail shows that the repairs were successful?',
    choices: [
      '“The paint was still faded.”',
      '“the bell made a sound more like a cough than a ring”',
      '“the wheels turned smoothly and quietly, and the chain did not skip once”',
      '“Twice he tightened a bolt too quickly and had to start again.”',
    ],
    answer: 'C',
    explanation:
      'The work on the tube, chain and brakes aimed to make the bicycle ride well, and the smooth, quiet wheels and steady chain show that it does. The faded paint and coughing bell show what was not fixed, and D describes a setback during the work.',
  }),
  mc({
    passage: BICYCLE,
    domain: RC,
    skill: 'Structure',
    difficulty: 'hard',
    stem: 'How does the description of the bicycle on the morning of the ride contribute to the story?',
    choices: [
      'It shows that the repairs changed how the bicycle works more than how it looks.',
      'It reveals that Theo gave up before the work was finished.',
      'It explains why Marisol refused to help.',
      'It predicts that Theo will lose the Neighborhood Ride.',
    ],
    answer: 'A',
    explanation:
      'The paragraph contrasts the unchanged appearance (“still looked old,” faded paint, coughing bell) with the smooth ride, showing that what mattered was the careful mechanical work. Theo finished the work, Marisol did help, and nothing predicts a loss.',
  }),
  mc({
    passage: BICYCLE,
    domain: RC,
    skill: 'Figurative language',
    difficulty: 'medium',
    stem: 'When Marisol takes over, the tire “slid off the rim as if it had been waiting for someone to ask politely.” This description suggests that',
    choices: [
      'the tire was too damaged to be repaired.',
      'Theo had already loosened the tire before Marisol arrived.',
      'Marisol was much stronger than Theo.',
      'Marisol’s gentle, patient method worked where Theo’s force had failed.',
    ],
    answer: 'D',
    explanation:
      'Theo had been “wrestling” with the tire, and Marisol tells him, “You’re fighting it. … Work it around a little at a time.” Picturing the tire as waiting to be asked “politely” credits her gentle approach, not strength. The tire is later patched, and nothing says Theo had loosened it.',
  }),
  mc({
    passage: BICYCLE,
    domain: RC,
    skill: 'Character',
    difficulty: 'hard',
    stem: 'How does the relationship between Theo and Marisol change over the course of the story?',
    choices: [
      'They begin as close friends and end as rivals.',
      'Marisol’s teasing doubt gives way to a quiet pride in Theo that the two of them share at the end.',
      'Theo stops asking Marisol for help after she criticizes his work.',
      'Marisol decides to enter the Neighborhood Ride with Theo.',
    ],
    answer: 'B',
    explanation:
      'At first Marisol asks, “You’re going to ride that?”; by the end she watches from the porch, laughs and raises a hand when he rings the bell. A reverses the change; C is wrong because they work together all week, and when Theo makes mistakes “Marisol said nothing”; and she never rides.',
  }),
];

const READING: QuestionBlueprint[] = [
  ...LICHENS_QUESTIONS,
  ...SHSAT_ELA_SKETCHES,
  ...SHSAT_ELA_CANAL,
  ...SHSAT_ELA_GINKGO,
  ...SHSAT_ELA_NOISE,
  ...BICYCLE_QUESTIONS,
];

export const SHSAT_ELA_PASSAGES: Record<string, PassageBlueprint> = {
  ...SHSAT_ELA_PASSAGES_1,
  ...SHSAT_ELA_PASSAGES_2,
  ...SHSAT_ELA_PASSAGES_3,
};

/**
 * Field-test (unscored) items, 0-based in the section, spread as the real test embeds them: one in each
 * Revising/Editing part and at least one in every reading text. 47 of the 57 count.
 */
export const SHSAT_ELA_PRETEST = [4, 9, 15, 21, 24, 30, 37, 43, 47, 52];

export const SHSAT_ELA_QUESTIONS: QuestionBlueprint[] = withPretest(
  [...PART_A, ...PART_B, ...READING],
  SHSAT_ELA_PRETEST,
);
