import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { mc, withPretest, type McInput } from './demo-exams-builders.ts';

/**
 * Original enhanced-ACT English section (written for Prepwell, never copied from ACT): 6 passages (2 short,
 * 4 long), 50 four-choice questions in passage order, 10 of them field-test items (exams.md §2: 50 given,
 * 40 scored). Reporting categories of exams.md §2: Production of Writing, Knowledge of Language,
 * Conventions of Standard English, roughly equal on the enhanced test.
 *
 * The passage marks each tested spot with its question number in brackets, `[7]`, right before the
 * words the question is about (the part a paper test underlines); the question's stem repeats those
 * words in quotation marks, so a runner needs no underline markup to show which words are meant.
 */

const POW = 'Production of Writing';
const KLA = 'Knowledge of Language';
const CSE = 'Conventions of Standard English';
type Category = typeof POW | typeof KLA | typeof CSE;

const TOPIC = 'Topic Development';
const ORGANIZATION = 'Organization, Unity, and Cohesion';
const CONCISION = 'Precision and Concision';
const STYLE = 'Style and Tone';
const STRUCTURE = 'Sentence Structure and Formation';
const PUNCTUATION = 'Punctuation';
const USAGE = 'Usage';

export const ACT_ENGLISH_ASK = 'Choose the best version of these words. Choose NO CHANGE if they are best as written.';
const NO_CHANGE = 'NO CHANGE';

interface EngInput extends Omit<McInput, 'stem' | 'domain' | 'passage'> {
  /** The question's number: its position in the section and its bracketed mark in the passage. */
  n: number;
  passage: string;
  domain: Category;
  /** The words the question is about, exactly as they follow the `[n]` mark in the passage. */
  portion?: string;
  ask?: string;
}

const eng = (q: EngInput): QuestionBlueprint => {
  const { n, portion, ask, ...rest } = q;
  const stem = portion ? `[${n}] “${portion}”\n\n${ask ?? ACT_ENGLISH_ASK}` : `[${n}] ${ask ?? ''}`;
  return mc({ ...rest, stem });
};

export const ACT_ENGLISH_PASSAGES: Record<string, PassageBlueprint> = {
  'act-en-bookmobile': {
    title: 'Passage I: The Library That Comes to Us',
    body: `Every other Thursday, a blue van pulls into the gravel lot behind the Millbrook post office. For the families who live along the county's back roads, [1] it's arrival is the highlight of the week. The van is the county's bookmobile, and its shelves hold nearly two thousand books, magazines, and audiobooks.

The driver, Rosa Delgado, has run the route for eleven years. She knows which readers want mysteries, which want gardening guides, and which [2] children, are working their way through every dinosaur book in the catalog. [3] When a title isn't on board, she writes it on a yellow card and brings the book on her next visit.

[4] Books are heavy, and the van burns a lot of fuel. Neighbors who might not see one another for weeks [5] catch up while they wait in the line that forms while they are waiting, trade recipes, and compare notes on the weather. Some visitors come without borrowing anything at all.

Last spring the county considered [6] ditching the route to save a few bucks. More than three hundred residents signed a letter asking the council to keep it, and the route survived.`,
  },
  'act-en-seeds': {
    title: 'Passage II: Seeds Worth Saving',
    body: `In a corner of the Harmon Public Library, between the atlases and the local-history shelf, stands an old wooden card catalog. Its drawers no longer hold index cards. [7] Instead, they are filled with hundreds of small paper envelopes, each containing seeds.

The seed library began in 2016, when a retired science teacher named Walter Okafor noticed that the tomatoes his grandmother had grown [8] was disappearing from local gardens. Seed companies, he learned, tend to sell a limited number of varieties that ship well and ripen at the same time. [9] Older varieties which may be better suited to a particular region's soil and climate, can vanish when no one plants them.

Okafor's idea was simple. Members "check out" seeds in the spring, grow the plants, and [10] then saving some seeds from their harvest to return in the fall. Over time, the collection grows, and the plants in it become [11] more and more increasingly adapted to local conditions.

[12] The first year, only nineteen people borrowed seeds, and most of the returned envelopes were empty. Okafor and a handful of volunteers responded by offering free workshops on how to collect, dry, and label seeds. Attendance grew quickly. [13] By the third season, the library's members had returned more seeds than they had borrowed.

Today the collection includes more than 140 varieties of vegetables, herbs, and flowers. Some, like a pale yellow bean brought to the area by Okafor's neighbor, [14] exists nowhere else in the state. [15] Okafor likes to say that a seed library is the only library that hopes its books come back different from when they left.`,
  },
  'act-en-honey': {
    title: 'Passage III: Why Honey Lasts',
    body: `Archaeologists excavating ancient Egyptian tombs have reported finding pots of honey [16] that were old, dating back thousands of years in age. While claims that such honey was still perfectly edible are hard to verify, food scientists agree that honey, stored properly, [17] can last for a super crazy long time. The reasons lie in its chemistry.

First, honey contains very little water. Bees fan their wings over the [18] comb, this movement of air evaporates much of the water in the nectar they collect, leaving a thick liquid that is about 80 percent sugar. Microbes that land in honey find themselves in an environment so dry that water is drawn out of their cells. [19] Consequently, they cannot grow.

Second, honey is acidic. Its pH is usually close to 4, [20] which is a level that too acidic for many bacteria to grow.

[21] Finally, bees add an enzyme called glucose oxidase to the nectar. When honey is diluted, this enzyme slowly produces small amounts of hydrogen peroxide, a compound that [22] kill many microbes.

None of these defenses works, however, if honey [23] absorbs moisture from the air. Because honey readily takes up water, a jar left open in a humid kitchen can eventually ferment. For that reason, beekeepers recommend storing honey in [24] a container that is tightly sealed shut and closed.`,
  },
  'act-en-radio': {
    title: 'Passage IV: The Radio on the Shelf',
    body: `My grandfather's radio sat on a shelf above the kitchen sink for as long as I can remember. It was the size of a loaf of bread, with a cracked plastic case and a dial that glowed orange when it was switched on. He listened to it every morning while he made [25] coffee: first the weather, then the farm report, then whatever music the station chose to play.

When I was nine, the radio stopped working. My grandfather [26] could of bought a new one for a few dollars. Instead, he spread a dish towel on the table, laid out a row of tiny screwdrivers, and [27] he was opening the case. [28] I had never seen the inside of any machine before. There was a maze of wires, a few glass tubes, and a small metal drum [29] whom he called the tuning capacitor.

It took him two evenings to find the problem, a loose wire no longer than my fingernail. When he soldered it back into place and the orange glow returned, [30] I felt pretty good, I guess.

[31] Years later, I studied electrical engineering. I still think of those two evenings whenever I open up a broken device.`,
  },
  'act-en-birds': {
    title: 'Passage V: Singing Over the Noise',
    body: `Anyone who has tried to hold a conversation on a busy street knows the problem: [32] noise, which is loud, makes it harder and more difficult to be heard. [33] Songbirds face the same challenge. A male bird's song serves two purposes: it warns rival males away from his territory, and it attracts a mate. If traffic drowns the song out, neither message gets through.

[34] Great tits are small birds with black caps. In several European cities, great tits living near loud roads sing at a higher pitch than great tits in quiet forests. Because the rumble of traffic is concentrated at low [35] frequencies a higher song is easier to hear above it.

Other species change the timing of their songs. [36] Some European robins in noisy areas have been recorded singing at night, when the streets are quieter. Still others simply sing louder, a response [37] that scientists do call by the name of the Lombard effect, after the French doctor who described it in people.

These adjustments [38] comes with a cost. A higher or louder song may take more energy to produce, and some studies suggest that [39] songs that have been shifted upward and raised higher in pitch may be less attractive to females than lower ones.

[40] For now, researchers are still working to understand whether city birds are learning new habits or slowly evolving.`,
  },
  'act-en-seafloor': {
    title: 'Passage VI: Mapping the Seafloor',
    body: `In the early 1950s, most geologists [41] pictured the floor of the ocean as a flat, featureless plain. Marie Tharp, a researcher at Columbia University's Lamont Geological Observatory, helped prove [42] it wrong.

Tharp was not allowed to join the research ships that collected data at [43] sea, at the time, women were generally barred from such voyages. Instead, she worked from the measurements others brought back. Ships had [44] tossed sound waves off the seafloor and recorded how long each echo took to return. From thousands of these depth readings, Tharp drew detailed profiles of the ocean bottom.

[45] As she lined up her profiles of the North Atlantic, Tharp noticed something surprising. A deep, V-shaped valley ran along the crest of the undersea mountain range now known as the Mid-Atlantic Ridge. [46] She suggested that the valley was a rift, a place where the seafloor was splitting apart. Her colleague Bruce Heezen [47] at first initially dismissed the idea as "girl talk." Only after comparing her map with records of earthquakes, which clustered along the valley, [48] did he become convinced.

[49] At the time, the theory of continental drift was not widely accepted. A rift where new crust formed offered a way for continents to move, and Tharp's maps became important evidence for what scientists now call plate tectonics.

In 1977, Tharp and Heezen published a map of the entire ocean floor, [50] which it revealed a planet-wide system of ridges and valleys that had been hidden beneath the waves.`,
  },
};

const P1 = 'act-en-bookmobile';
const P2 = 'act-en-seeds';
const P3 = 'act-en-honey';
const P4 = 'act-en-radio';
const P5 = 'act-en-birds';
const P6 = 'act-en-seafloor';

const PASSAGE_I_TO_III: QuestionBlueprint[] = [
  eng({
    n: 1,
    passage: P1,
    domain: CSE,
    skill: USAGE,
    difficulty: 'easy',
    portion: "it's arrival",
    choices: [NO_CHANGE, "its' arrival", 'its arrival', 'their arrival'],
    answer: 'C',
    explanation:
      "The possessive of “it” is “its,” with no apostrophe; “it's” means “it is.” “Its'” is not a word, and “their” is plural while the van is singular.",
  }),
  eng({
    n: 2,
    passage: P1,
    domain: CSE,
    skill: PUNCTUATION,
    difficulty: 'easy',
    portion: 'children, are working',
    choices: [NO_CHANGE, 'children; are working', 'children: are working', 'children are working'],
    answer: 'D',
    explanation:
      'No punctuation may separate a subject (“children”) from its verb (“are working”). A comma, semicolon or colon there breaks the clause apart.',
  }),
  eng({
    n: 3,
    passage: P1,
    domain: POW,
    skill: TOPIC,
    difficulty: 'medium',
    ask: 'The writer is considering deleting the sentence that follows this mark. Should the sentence be kept or deleted?',
    choices: [
      'Kept, because it explains how the county decides which books to buy.',
      'Kept, because it gives another example of how closely Delgado attends to individual readers.',
      'Deleted, because it contradicts the claim that the van holds nearly two thousand books.',
      'Deleted, because it shifts the focus of the paragraph from Delgado to the post office.',
    ],
    answer: 'B',
    explanation:
      'The paragraph shows how well Delgado knows her readers; ordering a missing title for someone is one more example of that care, so the sentence belongs. It says nothing about county purchasing, does not contradict the size of the collection, and never mentions the post office.',
  }),
  eng({
    n: 4,
    passage: P1,
    domain: POW,
    skill: ORGANIZATION,
    difficulty: 'medium',
    portion: 'Books are heavy, and the van burns a lot of fuel.',
    ask: 'Which choice most effectively introduces the main idea of this paragraph?',
    choices: [
      NO_CHANGE,
      'The bookmobile was built in 2009 by a company in Ohio.',
      'Some residents also return their books at the post office.',
      'The bookmobile also serves as a small community center.',
    ],
    answer: 'D',
    explanation:
      'The paragraph describes neighbors catching up, trading recipes, and visiting without borrowing anything, so a sentence presenting the van as a community gathering place introduces it best. Fuel, the van’s maker and returns at the post office have nothing to do with what follows.',
  }),
  eng({
    n: 5,
    passage: P1,
    domain: KLA,
    skill: CONCISION,
    difficulty: 'easy',
    portion: 'catch up while they wait in the line that forms while they are waiting,',
    choices: [
      NO_CHANGE,
      'catch up while they wait in line,',
      'catch up in the line in which they wait while waiting,',
      'catch up, waiting and standing while in line,',
    ],
    answer: 'B',
    explanation:
      'The original says “while they wait” and “while they are waiting” in one phrase. “Catch up while they wait in line” gives the same meaning once; C and D keep the repetition.',
  }),
  eng({
    n: 6,
    passage: P1,
    domain: KLA,
    skill: STYLE,
    difficulty: 'medium',
    portion: 'ditching the route to save a few bucks.',
    choices: [
      NO_CHANGE,
      'getting rid of the route for the money.',
      'eliminating the route to reduce costs.',
      'dumping the route so as to save some cash.',
    ],
    answer: 'C',
    explanation:
      'The essay’s tone is plain and informative. “Ditching,” “a few bucks,” “dumping” and “cash” are slang, and “for the money” is vague; “eliminating the route to reduce costs” is precise and matches the tone.',
  }),

  eng({
    n: 7,
    passage: P2,
    domain: POW,
    skill: ORGANIZATION,
    difficulty: 'easy',
    portion: 'Instead,',
    choices: [NO_CHANGE, 'For example,', 'Similarly,', 'As a result,'],
    answer: 'A',
    explanation:
      'The sentence before says what the drawers no longer hold; this one says what they hold in place of it. “Instead” signals that replacement. The other transitions announce an example, a likeness or a consequence, none of which fits.',
  }),
  eng({
    n: 8,
    passage: P2,
    domain: CSE,
    skill: USAGE,
    difficulty: 'hard',
    portion: 'was disappearing from local gardens.',
    choices: [
      NO_CHANGE,
      'were disappearing from local gardens.',
      'has disappeared from local gardens.',
      'is disappearing from local gardens.',
    ],
    answer: 'B',
    explanation:
      'The subject of the verb is “the tomatoes” (the words “his grandmother had grown” only describe them), so the verb must be plural. The story is told in the past, so “were disappearing” is right; the other choices are singular.',
  }),
  eng({
    n: 9,
    passage: P2,
    domain: CSE,
    skill: PUNCTUATION,
    difficulty: 'medium',
    portion: 'Older varieties which',
    choices: [NO_CHANGE, 'Older, varieties which', 'Older varieties, which', 'Older varieties; which'],
    answer: 'C',
    explanation:
      'The clause “which may be better suited to a particular region’s soil and climate” adds information that could be removed, so it needs a comma on each side. The closing comma after “climate” is already there; the opening one belongs after “varieties.”',
  }),
  eng({
    n: 10,
    passage: P2,
    domain: CSE,
    skill: STRUCTURE,
    difficulty: 'medium',
    portion: 'then saving some seeds',
    choices: [NO_CHANGE, 'then they saved some seeds', 'then having saved some seeds', 'then save some seeds'],
    answer: 'D',
    explanation:
      'The verbs in the series must share one form: members “check out” seeds, “grow” the plants, and “save” seeds. “Saving,” “they saved” and “having saved” break the parallel structure.',
  }),
  eng({
    n: 11,
    passage: P2,
    domain: KLA,
    skill: CONCISION,
    difficulty: 'easy',
    portion: 'more and more increasingly adapted',
    choices: [
      NO_CHANGE,
      'more and more increasing adapted',
      'increasingly adapted',
      'increasingly more and more adapted',
    ],
    answer: 'C',
    explanation:
      '“More and more” and “increasingly” mean the same thing, so using both is redundant. “Increasingly adapted” says it once; B is also ungrammatical.',
  }),
  eng({
    n: 12,
    passage: P2,
    domain: POW,
    skill: ORGANIZATION,
    difficulty: 'hard',
    portion: 'The first year, only nineteen people borrowed seeds, and most of the returned envelopes were empty.',
    ask: 'Which choice provides the most effective transition from the preceding paragraph to this one?',
    choices: [
      NO_CHANGE,
      'The plan did not work smoothly at first: in the first year, only nineteen people borrowed seeds, and most of the returned envelopes were empty.',
      'Nineteen people is a small group, and paper envelopes are inexpensive.',
      'Seed envelopes are usually made of paper so that the seeds stay dry.',
    ],
    answer: 'B',
    explanation:
      'The preceding paragraph calls the idea “simple”; this paragraph is about early trouble and how it was solved. Choice B links the two by saying the simple plan did not work smoothly at first, then gives the evidence. A states the facts without the link, and C and D drift to unrelated details.',
  }),
  eng({
    n: 13,
    passage: P2,
    domain: POW,
    skill: TOPIC,
    difficulty: 'medium',
    ask: 'At this point, the writer is considering adding the following sentence: “Some of the workshops were held on weekday evenings.” Should the writer make this addition here?',
    choices: [
      'Yes, because it explains when the workshops took place.',
      'Yes, because it shows why attendance grew so quickly.',
      'No, because it adds a detail that distracts from the paragraph’s focus on the program’s growing success.',
      'No, because it contradicts the earlier statement that attendance grew.',
    ],
    answer: 'C',
    explanation:
      'The paragraph moves from a weak first year to the success of the third season. The schedule of the workshops is a side detail that interrupts that movement, and it does not explain the growth in attendance. It contradicts nothing, so D is wrong.',
  }),
  eng({
    n: 14,
    passage: P2,
    domain: CSE,
    skill: USAGE,
    difficulty: 'medium',
    portion: 'exists nowhere else in the state.',
    choices: [
      NO_CHANGE,
      'is existing nowhere else in the state.',
      'has existed nowhere else in the state.',
      'exist nowhere else in the state.',
    ],
    answer: 'D',
    explanation:
      'The subject is “Some” (some varieties), which is plural here; the phrase between the commas does not change it. The plural verb “exist” agrees with it.',
  }),
  eng({
    n: 15,
    passage: P2,
    domain: POW,
    skill: TOPIC,
    difficulty: 'hard',
    portion:
      'Okafor likes to say that a seed library is the only library that hopes its books come back different from when they left.',
    ask: 'The writer wants to end with a sentence that connects the seed library to the idea of an ordinary library. Which choice best accomplishes this goal?',
    choices: [
      NO_CHANGE,
      'Beans are one of the easiest crops for a beginner to grow.',
      'The state has many other public libraries as well.',
      'Okafor retired from teaching two years before the seed library began.',
    ],
    answer: 'A',
    explanation:
      'Only the original compares seeds to library books that are “checked out” and returned, and it adds a thought-provoking twist: the seeds should come back changed by local growing. The other choices do not mention ordinary libraries or wander off topic.',
  }),

  eng({
    n: 16,
    passage: P3,
    domain: KLA,
    skill: CONCISION,
    difficulty: 'easy',
    portion: 'that were old, dating back thousands of years in age.',
    choices: [
      NO_CHANGE,
      'that were thousands of years old.',
      'that were old and also thousands of years old.',
      'that dated back in age thousands of years old.',
    ],
    answer: 'B',
    explanation:
      '“Old,” “dating back” and “in age” repeat one idea three times. “That were thousands of years old” says it once and clearly.',
  }),
  eng({
    n: 17,
    passage: P3,
    domain: KLA,
    skill: STYLE,
    difficulty: 'easy',
    portion: 'can last for a super crazy long time.',
    choices: [
      NO_CHANGE,
      'can last, like, forever.',
      'can last for an extraordinarily long time.',
      'can last for a seriously long while.',
    ],
    answer: 'C',
    explanation:
      'The passage is a factual explanation written in a formal register. “Super crazy,” “like, forever” and “seriously” are casual slang; “an extraordinarily long time” keeps the meaning in the passage’s tone.',
  }),
  eng({
    n: 18,
    passage: P3,
    domain: CSE,
    skill: PUNCTUATION,
    difficulty: 'medium',
    portion: 'comb, this',
    choices: [NO_CHANGE, 'comb; this', 'comb this', 'comb, and, this'],
    answer: 'B',
    explanation:
      'Both “Bees fan their wings over the comb” and “this movement of air evaporates much of the water” are complete sentences. A comma alone joins them in a comma splice and no punctuation makes a run-on; a semicolon joins two independent clauses correctly.',
  }),
  eng({
    n: 19,
    passage: P3,
    domain: POW,
    skill: ORGANIZATION,
    difficulty: 'medium',
    portion: 'Consequently,',
    choices: [NO_CHANGE, 'Nevertheless,', 'In contrast,', 'For instance,'],
    answer: 'A',
    explanation:
      'Water being drawn out of the microbes’ cells is the cause; their inability to grow is the effect. “Consequently” signals that cause-and-effect relationship. The other transitions signal a contrast or an example.',
  }),
  eng({
    n: 20,
    passage: P3,
    domain: CSE,
    skill: STRUCTURE,
    difficulty: 'medium',
    portion: 'which is a level that too acidic for many bacteria to grow.',
    choices: [
      NO_CHANGE,
      'a level too acidic for many bacteria to grow.',
      'which a level too acidic for many bacteria to grow.',
      'being that it is a level too acidic for many bacteria to grow.',
    ],
    answer: 'B',
    explanation:
      'The original clause lacks a verb after “that.” Choice B turns the words into a phrase that renames “close to 4”: “a level too acidic for many bacteria to grow.” C lacks a verb, and D is wordy and awkward.',
  }),
  eng({
    n: 21,
    passage: P3,
    domain: POW,
    skill: TOPIC,
    difficulty: 'medium',
    ask: 'At this point, the writer is considering adding the following sentence: “Many people prefer honey to sugar in their tea.” Should the writer make this addition here?',
    choices: [
      'Yes, because it explains why honey is such a popular food.',
      'Yes, because it introduces the third reason that honey lasts.',
      'No, because it interrupts the explanation of why honey resists spoiling.',
      'No, because it repeats information given in the first paragraph.',
    ],
    answer: 'C',
    explanation:
      'The passage lists the chemical reasons honey does not spoil: “First,” “Second,” “Finally.” A remark about tea interrupts that list and has nothing to do with spoiling. It is not repeated from the first paragraph, which never mentions tea.',
  }),
  eng({
    n: 22,
    passage: P3,
    domain: CSE,
    skill: USAGE,
    difficulty: 'easy',
    portion: 'kill many microbes.',
    choices: [NO_CHANGE, 'have killed many microbes.', 'are killing many microbes.', 'kills many microbes.'],
    answer: 'D',
    explanation:
      'The verb’s subject is “that,” which stands for the singular “a compound,” so the verb must be singular: “kills.” The other choices are plural.',
  }),
  eng({
    n: 23,
    passage: P3,
    domain: KLA,
    skill: CONCISION,
    difficulty: 'medium',
    portion: 'absorbs',
    choices: [NO_CHANGE, 'soaks', 'drinks', 'takes'],
    answer: 'A',
    explanation:
      '“Absorbs” precisely names the way honey draws in water from humid air. “Soaks moisture” needs “up” to make sense, “drinks” is figurative, and “takes” is too vague.',
  }),
  eng({
    n: 24,
    passage: P3,
    domain: KLA,
    skill: CONCISION,
    difficulty: 'easy',
    portion: 'a container that is tightly sealed shut and closed.',
    choices: [
      NO_CHANGE,
      'a tightly sealed container.',
      'a container, sealed and closed tightly shut.',
      'a container that is tight and is sealed.',
    ],
    answer: 'B',
    explanation:
      '“Sealed,” “shut” and “closed” all mean the same thing. “A tightly sealed container” says it once; C repeats it and D is wordy.',
  }),
];

const PASSAGE_IV_TO_VI: QuestionBlueprint[] = [
  eng({
    n: 25,
    passage: P4,
    domain: CSE,
    skill: PUNCTUATION,
    difficulty: 'medium',
    portion: 'coffee: first',
    choices: [NO_CHANGE, 'coffee; first', 'coffee, first:', 'coffee first;'],
    answer: 'A',
    explanation:
      'A colon may follow a complete sentence to introduce a list that explains it; here it introduces the programs he heard, in order. A semicolon needs a complete sentence after it, and C and D misplace the punctuation.',
  }),
  eng({
    n: 26,
    passage: P4,
    domain: CSE,
    skill: USAGE,
    difficulty: 'easy',
    portion: 'could of bought',
    choices: [NO_CHANGE, 'could of buyed', 'could have bought', 'could had bought'],
    answer: 'C',
    explanation:
      '“Could of” is a misspelling of the spoken contraction “could’ve”; the correct form is “could have” followed by the past participle “bought.” “Buyed” is not a word, and “could had” is ungrammatical.',
  }),
  eng({
    n: 27,
    passage: P4,
    domain: CSE,
    skill: STRUCTURE,
    difficulty: 'medium',
    portion: 'he was opening the case.',
    choices: [NO_CHANGE, 'opening the case.', 'opened the case.', 'had been opening the case.'],
    answer: 'C',
    explanation:
      'The sentence lists three actions by the grandfather: he “spread,” “laid out,” and “opened.” Keeping the simple past tense makes the series parallel; the other choices change the form of the last verb.',
  }),
  eng({
    n: 28,
    passage: P4,
    domain: POW,
    skill: TOPIC,
    difficulty: 'medium',
    ask: 'The writer is considering deleting the sentence that follows this mark. Should the sentence be kept or deleted?',
    choices: [
      'Kept, because it explains why the radio stopped working.',
      'Kept, because it sets up the narrator’s fascination with the parts described next.',
      'Deleted, because it repeats information given earlier in the paragraph.',
      'Deleted, because it contradicts the narrator’s later career.',
    ],
    answer: 'B',
    explanation:
      'The sentence tells us this was the narrator’s first look inside a machine, which explains the close, wondering description of the wires, tubes and drum that follows (and foreshadows the later career). It does not explain the fault, repeats nothing, and contradicts nothing.',
  }),
  eng({
    n: 29,
    passage: P4,
    domain: CSE,
    skill: USAGE,
    difficulty: 'medium',
    portion: 'whom he called',
    choices: [NO_CHANGE, 'who he called', 'whose he called', 'which he called'],
    answer: 'D',
    explanation:
      '“Who” and “whom” refer to people; a metal drum is a thing, so the relative pronoun is “which” (or “that”). “Whose” is possessive and makes no sense here.',
  }),
  eng({
    n: 30,
    passage: P4,
    domain: KLA,
    skill: STYLE,
    difficulty: 'medium',
    portion: 'I felt pretty good, I guess.',
    ask: 'Which choice most vividly conveys the narrator’s delight at that moment?',
    choices: [
      NO_CHANGE,
      'I felt okay about it.',
      'I felt as if he had performed a magic trick.',
      'I noticed that the radio worked again.',
    ],
    answer: 'C',
    explanation:
      'Comparing the repair to a magic trick shows a child’s wonder and delight. The original, B and D are flat or neutral and do not convey delight.',
  }),
  eng({
    n: 31,
    passage: P4,
    domain: POW,
    skill: ORGANIZATION,
    difficulty: 'hard',
    portion: 'Years later, I studied electrical engineering.',
    ask: 'Which choice most effectively connects the conclusion to the story of the radio?',
    choices: [
      NO_CHANGE,
      'Years later, I moved to a city with a much bigger library.',
      'My grandfather also enjoyed fishing on weekends.',
      'Radios were first sold to the public in the early twentieth century.',
    ],
    answer: 'A',
    explanation:
      'Watching the repair sparked an interest in how machines work, and the original sentence shows where that interest led; the next sentence ties it back to the two evenings. The other choices introduce unrelated details.',
  }),

  eng({
    n: 32,
    passage: P5,
    domain: KLA,
    skill: CONCISION,
    difficulty: 'easy',
    portion: 'noise, which is loud, makes it harder and more difficult to be heard.',
    choices: [
      NO_CHANGE,
      'noise makes it harder to be heard.',
      'noise, being loud, makes it more difficult and harder to be heard.',
      'loud noise, which is loud, makes hearing harder.',
    ],
    answer: 'B',
    explanation:
      'Noise is loud by definition, and “harder” and “more difficult” mean the same thing. Choice B removes both redundancies; C and D keep them.',
  }),
  eng({
    n: 33,
    passage: P5,
    domain: KLA,
    skill: CONCISION,
    difficulty: 'easy',
    portion: 'Songbirds face the same challenge.',
    choices: [
      NO_CHANGE,
      'Songbirds face a challenge that is the same.',
      'Songbirds, they face the same challenge.',
      'The same challenge is one that songbirds also face too.',
    ],
    answer: 'A',
    explanation:
      'The original is short, clear and grammatical. B is wordier, C adds an unneeded pronoun (“they”), and D is wordy and says “also” and “too” together.',
  }),
  eng({
    n: 34,
    passage: P5,
    domain: POW,
    skill: ORGANIZATION,
    difficulty: 'medium',
    portion: 'Great tits are small birds with black caps.',
    ask: 'Which choice most effectively introduces the main idea of this paragraph?',
    choices: [
      NO_CHANGE,
      'Forests are usually much quieter than cities.',
      'Researchers have found that many city birds adjust their songs.',
      'Some birds migrate thousands of miles each year.',
    ],
    answer: 'C',
    explanation:
      'The paragraph explains how great tits near loud roads change the pitch of their songs. A sentence saying that city birds adjust their songs states that idea; a bird’s appearance, forest noise and migration do not.',
  }),
  eng({
    n: 35,
    passage: P5,
    domain: CSE,
    skill: PUNCTUATION,
    difficulty: 'medium',
    portion: 'frequencies a higher song',
    choices: [NO_CHANGE, 'frequencies; a higher song', 'frequencies. A higher song', 'frequencies, a higher song'],
    answer: 'D',
    explanation:
      'The sentence opens with a dependent clause (“Because … low frequencies”), which is set off from the main clause by a comma. A semicolon or a period would leave the “because” clause as a fragment.',
  }),
  eng({
    n: 36,
    passage: P5,
    domain: POW,
    skill: TOPIC,
    difficulty: 'medium',
    portion: 'Some European robins in noisy areas have been recorded singing at night, when the streets are quieter.',
    ask: 'Which choice best supports the claim in the preceding sentence?',
    choices: [
      NO_CHANGE,
      'Some European robins have bright orange breasts.',
      'European robins are common visitors to gardens.',
      'Some European robins sing especially loudly.',
    ],
    answer: 'A',
    explanation:
      'The preceding sentence says other species change the timing of their songs. Robins moving their singing to quiet night hours is an example of exactly that; the other choices are about color, habitat or loudness, not timing.',
  }),
  eng({
    n: 37,
    passage: P5,
    domain: KLA,
    skill: CONCISION,
    difficulty: 'medium',
    portion: 'that scientists do call by the name of',
    choices: [NO_CHANGE, 'scientists call', 'that by scientists is called by name', 'scientists, who call it,'],
    answer: 'B',
    explanation:
      '“A response scientists call the Lombard effect” is direct and complete. The original and C are wordy and awkward, and D inserts a clause that leaves the sentence garbled.',
  }),
  eng({
    n: 38,
    passage: P5,
    domain: CSE,
    skill: USAGE,
    difficulty: 'easy',
    portion: 'comes with a cost.',
    choices: [NO_CHANGE, 'coming with a cost.', 'has come with a cost.', 'come with a cost.'],
    answer: 'D',
    explanation:
      'The subject “These adjustments” is plural, so the verb must be plural: “come.” “Coming” leaves the sentence without a main verb, and the others are singular.',
  }),
  eng({
    n: 39,
    passage: P5,
    domain: KLA,
    skill: CONCISION,
    difficulty: 'medium',
    portion: 'songs that have been shifted upward and raised higher in pitch',
    choices: [
      NO_CHANGE,
      'songs with a pitch that is higher and raised',
      'higher-pitched songs',
      'songs that are higher in their pitch level',
    ],
    answer: 'C',
    explanation:
      '“Shifted upward” and “raised higher” repeat one idea. “Higher-pitched songs” expresses it in two words and pairs neatly with “lower ones” later in the sentence.',
  }),
  eng({
    n: 40,
    passage: P5,
    domain: POW,
    skill: ORGANIZATION,
    difficulty: 'hard',
    portion:
      'For now, researchers are still working to understand whether city birds are learning new habits or slowly evolving.',
    ask: 'Which choice most effectively concludes the passage?',
    choices: [
      NO_CHANGE,
      'Great tits also eat insects, seeds, and berries.',
      'Traffic noise has grown in many cities over the past century.',
      'The Lombard effect was first described more than a century ago.',
    ],
    answer: 'A',
    explanation:
      'The passage describes how birds change their songs and what it costs them; closing with the open question of whether the change is learned or evolved sums up the topic and looks ahead. The other choices add isolated facts.',
  }),

  eng({
    n: 41,
    passage: P6,
    domain: KLA,
    skill: CONCISION,
    difficulty: 'medium',
    portion: 'pictured',
    choices: [NO_CHANGE, 'photographed', 'illustrated', 'drew'],
    answer: 'A',
    explanation:
      '“Pictured” here means “imagined,” which is what the geologists did: they believed the seafloor was flat. They did not photograph, illustrate or draw the floor of the ocean.',
  }),
  eng({
    n: 42,
    passage: P6,
    domain: CSE,
    skill: USAGE,
    difficulty: 'medium',
    portion: 'it wrong.',
    choices: [NO_CHANGE, 'they wrong.', 'themselves wrong.', 'them wrong.'],
    answer: 'D',
    explanation:
      'The pronoun refers to “most geologists,” a plural noun, and it is the object of “prove,” so the plural object pronoun “them” is correct. “It” is singular, “they” is a subject pronoun, and “themselves” would refer back to Tharp.',
  }),
  eng({
    n: 43,
    passage: P6,
    domain: CSE,
    skill: PUNCTUATION,
    difficulty: 'medium',
    portion: 'sea, at the time,',
    choices: [NO_CHANGE, 'sea at the time,', 'sea; at the time,', 'sea, at the time;'],
    answer: 'C',
    explanation:
      'Two independent clauses meet here: “Tharp was not allowed to join the research ships that collected data at sea” and “at the time, women were generally barred from such voyages.” A semicolon joins them; a comma makes a comma splice, and B and D misplace the break.',
  }),
  eng({
    n: 44,
    passage: P6,
    domain: KLA,
    skill: CONCISION,
    difficulty: 'easy',
    portion: 'tossed',
    choices: [NO_CHANGE, 'bounced', 'kicked', 'flung'],
    answer: 'B',
    explanation:
      'An echo sounder sends a pulse of sound that reflects off the seafloor and returns. “Bounced” describes that reflection precisely; “tossed,” “kicked” and “flung” suggest throwing an object.',
  }),
  eng({
    n: 45,
    passage: P6,
    domain: POW,
    skill: ORGANIZATION,
    difficulty: 'medium',
    portion: 'As she lined up her profiles of the North Atlantic, Tharp noticed something surprising.',
    ask: 'Which choice most effectively leads from the previous paragraph into this one?',
    choices: [
      NO_CHANGE,
      'Tharp had studied English and music before turning to geology.',
      'The North Atlantic is colder than the South Atlantic.',
      'Sound travels about four times faster in water than in air.',
    ],
    answer: 'A',
    explanation:
      'The previous paragraph ends with Tharp drawing profiles from depth readings; the original sentence continues that work and sets up the discovery of the valley. The other choices interrupt the story with unrelated facts.',
  }),
  eng({
    n: 46,
    passage: P6,
    domain: POW,
    skill: TOPIC,
    difficulty: 'hard',
    ask: 'If the writer deleted the sentence that follows this mark, the paragraph would primarily lose:',
    choices: [
      'an explanation of what Tharp believed the valley meant.',
      'a description of how ships measured the depth of the ocean.',
      'evidence that Heezen agreed with Tharp at once.',
      'a detail about where Tharp studied geology.',
    ],
    answer: 'A',
    explanation:
      'The sentence gives Tharp’s interpretation: the valley was a rift where the seafloor was splitting. Without it, “the idea” that Heezen dismissed would be unclear. Depth measurement was described earlier, Heezen did not agree at once, and her schooling is never mentioned.',
  }),
  eng({
    n: 47,
    passage: P6,
    domain: KLA,
    skill: CONCISION,
    difficulty: 'easy',
    portion: 'at first initially dismissed',
    choices: [NO_CHANGE, 'dismissed at first initially', 'first dismissed initially', 'initially dismissed'],
    answer: 'D',
    explanation: '“At first” and “initially” mean the same thing; one of them is enough. Choices B and C keep both.',
  }),
  eng({
    n: 48,
    passage: P6,
    domain: CSE,
    skill: STRUCTURE,
    difficulty: 'hard',
    portion: 'did he become convinced.',
    choices: [NO_CHANGE, 'he became convinced.', 'he did become convinced.', 'becoming convinced.'],
    answer: 'A',
    explanation:
      'When a sentence begins with a limiting phrase such as “Only after …,” the helping verb comes before the subject: “did he become.” B and C keep normal order, which is ungrammatical after “Only after,” and D has no main verb.',
  }),
  eng({
    n: 49,
    passage: P6,
    domain: POW,
    skill: TOPIC,
    difficulty: 'medium',
    portion: 'At the time, the theory of continental drift was not widely accepted.',
    ask: 'Which choice provides the background that is most relevant to the rest of this paragraph?',
    choices: [
      NO_CHANGE,
      'At the time, Columbia University had dozens of departments.',
      'At the time, Heezen was also studying underwater currents.',
      'At the time, most printed maps used several colors.',
    ],
    answer: 'A',
    explanation:
      'The paragraph explains how a rift gave continents a way to move, supporting what became plate tectonics. Knowing that continental drift was then doubted shows why Tharp’s evidence mattered; the other choices do not connect to that point.',
  }),
  eng({
    n: 50,
    passage: P6,
    domain: CSE,
    skill: STRUCTURE,
    difficulty: 'easy',
    portion: 'which it revealed',
    choices: [NO_CHANGE, 'which revealed', 'it revealed', 'revealing which'],
    answer: 'B',
    explanation:
      'In a relative clause, “which” is itself the subject, so adding “it” doubles the subject. “It revealed” creates a comma splice, and “revealing which” makes no sense.',
  }),
];

/** Field-test (unscored) items: two in each long passage, one in each short one; 40 of the 50 count. */
const ACT_ENGLISH_PRETEST = [4, 11, 13, 19, 23, 28, 32, 37, 43, 46];

export const ACT_ENGLISH_QUESTIONS: QuestionBlueprint[] = withPretest(
  [...PASSAGE_I_TO_III, ...PASSAGE_IV_TO_VI],
  ACT_ENGLISH_PRETEST,
);
