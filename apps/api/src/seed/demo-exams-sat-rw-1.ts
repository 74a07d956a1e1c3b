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
 * Digital SAT Practice Test 1, Reading and Writing module 1 (original content). The routing module: a broad
 * mix of easy, medium and hard items, ordered Craft and Structure → Information and Ideas → Standard English
 * Conventions → Expression of Ideas, same-skill items from easiest to hardest. Items 13 and 23 are pretest.
 */
export const SAT_RW_MODULE_1 = rwModule('rw1', [
  // Craft and Structure
  {
    domain: CS,
    skill: WIC,
    difficulty: 'easy',
    b: -1.6,
    stem: PRECISE,
    passage:
      'The old lighthouse keeper was known for his ______ habits: he wound the clock at exactly six each evening, logged every passing ship, and had not missed a single night’s watch in thirty years.',
    choices: ['erratic', 'meticulous', 'extravagant', 'indifferent'],
    answer: 'B',
    explanation:
      'The colon introduces examples of exact, careful routines (winding the clock at exactly six, logging every ship), so “meticulous” (extremely careful and precise) fits. “Erratic” and “indifferent” contradict the examples; “extravagant” means excessive or lavish, which says nothing about precision.',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'medium',
    b: -0.3,
    stem: PRECISE,
    passage:
      'Urban planners once treated sidewalks as little more than paths between buildings. In recent decades, however, many cities have come to see sidewalks as public spaces in their own right, places where neighbors meet, vendors sell goods, and children play. This shift has led planners to ______ sidewalk design, giving new attention to benches, shade trees, and lighting.',
    choices: ['abandon', 'reconsider', 'conceal', 'postpone'],
    answer: 'B',
    explanation:
      'Planners now see sidewalks differently and pay “new attention” to benches, trees and lighting: they are rethinking, or reconsidering, the design. They have not abandoned it or put it off (“postpone”), and nothing is being hidden (“conceal”).',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'medium',
    b: 0.3,
    stem: PRECISE,
    passage:
      'Octopuses can change the color and even the texture of their skin in a fraction of a second. Because this ability lets them match coral, rock, sand, or seaweed almost instantly, octopuses are often said to have one of the most ______ forms of camouflage in the animal kingdom.',
    choices: ['permanent', 'conspicuous', 'gradual', 'versatile'],
    answer: 'D',
    explanation:
      'Camouflage that can match many different backgrounds (coral, rock, sand, seaweed) is adaptable to many situations: “versatile.” It changes in a fraction of a second, so it is neither “permanent” nor “gradual,” and camouflage that hides the animal is the opposite of “conspicuous” (easily seen).',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'hard',
    b: 1.4,
    a: 1.2,
    stem: PRECISE,
    passage:
      'Historians have long treated the printer’s surviving letters as a reliable record of her business. A recent study points out, however, that the letters were written to people she hoped would invest in her shop, and that she had every reason to describe its finances in the best possible light. The study’s authors do not claim that the letters are false; they argue only that historians should read the optimistic figures in them with some ______.',
    choices: ['credulity', 'indignation', 'circumspection', 'nonchalance'],
    answer: 'C',
    explanation:
      'The authors want historians to be careful with figures that may be exaggerated, without calling them false: “circumspection” means caution and wariness. “Credulity” (readiness to believe) is the attitude the study warns against, “indignation” (anger at unfairness) is far stronger than “do not claim that the letters are false,” and “nonchalance” (casual unconcern) is the opposite of care.',
  },
  {
    domain: CS,
    skill: TSP,
    difficulty: 'medium',
    b: 0,
    stem: MAIN_PURPOSE,
    passage:
      'Many people assume that deserts are lifeless. Yet after a rare heavy rain, seeds that have lain dormant in the soil for years can sprout, flower, and set new seeds within a few weeks, briefly covering the ground in color.',
    choices: [
      'To challenge a common assumption by describing a surprising natural event',
      'To explain why rain rarely falls in deserts',
      'To compare desert plants with rainforest plants',
      'To argue that deserts should be protected from development',
    ],
    answer: 'A',
    explanation:
      'The text states an assumption (deserts are lifeless) and then, with “Yet,” describes dormant seeds blooming after rain, which undercuts it. The text does not explain rainfall, mention rainforests, or argue for protection.',
  },
  {
    domain: CS,
    skill: TSP,
    difficulty: 'hard',
    b: 1.2,
    stem: 'Which choice best describes the function of the second sentence in the overall structure of the text?',
    passage:
      'For decades, the standard account held that when farming spread into a region, the newcomers simply took the place of the hunter-gatherers who lived there. Genetic evidence from sites across Europe has complicated this picture. DNA recovered from ancient remains shows that farming newcomers and local hunter-gatherers lived near one another for generations and had children together, so that later populations carried ancestry from both groups. The spread of farming, in other words, involved mixing between groups and not simply the disappearance of one of them.',
    choices: [
      'It offers an example that supports the standard account described in the first sentence.',
      'It introduces a development that the rest of the text uses to revise an earlier view.',
      'It presents a conclusion that the third sentence then shows to be mistaken.',
      'It summarizes an argument that the final sentence goes on to reject.',
    ],
    answer: 'B',
    explanation:
      'The first sentence gives the old view; the second announces that genetic evidence “has complicated this picture”; the third gives the details of that evidence; and the last states the revised view. So the second sentence introduces the development that revises the earlier account. It does not support the old view (A), the third sentence supports rather than refutes it (C), and the final sentence restates rather than rejects the point (D).',
  },
  {
    domain: CS,
    skill: CTC,
    difficulty: 'hard',
    b: 1.1,
    stem: 'Based on the texts, how would the author of Text 2 most likely respond to the surveys mentioned in Text 1?',
    passage:
      'Text 1\nMany economists argue that working from home makes employees more productive. Freed from long commutes and office interruptions, workers can devote more of the day to focused tasks, and surveys show that most remote employees say they now complete more work than they did in the office.\n\nText 2\nSelf-reports are an unreliable guide to productivity. At one large data-entry firm, employees who switched to working from home said they were getting more done, but the firm’s own records showed that their output per hour had slightly declined. Workers, the researchers suggest, may mistake a more pleasant workday for a more productive one.',
    choices: [
      'By agreeing that the surveys show remote work increases productivity, at least for data-entry employees',
      'By claiming that the length of a commute has no effect on how employees feel about their work',
      'By suggesting that the surveys would have been more accurate if they had included employees who work in offices',
      'By arguing that the surveys may overstate productivity, since workers’ impressions of their output do not always match measured results',
    ],
    answer: 'D',
    explanation:
      'Text 1’s evidence is what employees “say”; Text 2 warns that self-reports are unreliable, citing workers who felt more productive while their measured output fell. Its author would therefore doubt the surveys. A contradicts Text 2’s data; Text 2 never discusses commutes (B) or the makeup of the surveys’ samples (C).',
  },
  // Information and Ideas
  {
    domain: II,
    skill: CID,
    difficulty: 'easy',
    b: -1.3,
    stem: 'According to the text, what does the duration of the waggle dance communicate?',
    passage:
      'Researchers studying honeybees have found that foragers returning from a rich food source perform a “waggle dance.” The angle of the dance indicates the direction of the food relative to the sun, and its duration indicates the distance. Bees that watch the dance are far more likely to find the source than bees that do not.',
    choices: [
      'The quality of the food source',
      'The direction of the food relative to the sun',
      'The number of bees needed to collect the food',
      'The distance to the food source',
    ],
    answer: 'D',
    explanation:
      'The text says that the angle indicates direction and “its duration indicates the distance.” B describes what the angle conveys, and the quality of the food and the number of bees needed are never mentioned.',
  },
  {
    domain: II,
    skill: CID,
    difficulty: 'medium',
    b: 0.1,
    stem: MAIN_IDEA,
    passage:
      'In many cities, rooftops are covered with dark materials that absorb sunlight and then release it as heat, helping to make urban areas warmer than the surrounding countryside. Some cities now encourage “cool roofs,” which are coated with reflective, light-colored materials. On a sunny summer afternoon, a cool roof can be tens of degrees cooler than a dark one, reducing the energy needed to cool the building below and lowering the temperature of the surrounding air.',
    choices: [
      'Reflective roofs can reduce the heat that buildings absorb, helping to cool both the buildings and the city around them.',
      'Dark roofing materials last longer than light-colored ones in hot climates.',
      'Cities are warmer than the countryside mainly because of heavy traffic.',
      'Most cities now require new buildings to be fitted with cool roofs.',
    ],
    answer: 'A',
    explanation:
      'The text explains that dark roofs warm cities and that reflective “cool roofs” stay much cooler, saving cooling energy and lowering air temperatures: choice A. Durability (B) and traffic (C) are never discussed, and the text says only that “some cities” encourage cool roofs, not that most require them (D).',
  },
  {
    domain: II,
    skill: COE,
    difficulty: 'medium',
    b: 0.2,
    stem: 'Which finding, if true, would most directly support the ecologists’ hypothesis?',
    passage:
      'A team of ecologists hypothesizes that songbirds living near busy roads sing at a higher pitch than birds of the same species living in quiet forests. The researchers reason that low-pitched songs are easily masked by the low rumble of traffic, so birds that sing higher are more likely to be heard by potential mates and rivals.',
    choices: [
      'In recordings of one species, the lowest notes sung by birds near busy roads were consistently higher than those sung by birds in nearby forests.',
      'Songbirds near busy roads sing at about the same pitch as forest songbirds but sing more often at night.',
      'Traffic noise near busy roads is louder in the morning than in the afternoon.',
      'Songbirds in quiet forests defend larger territories than songbirds near busy roads do.',
    ],
    answer: 'A',
    explanation:
      'The hypothesis is about pitch: birds of the same species sing higher near roads. A compares the pitch of the same species in the two places and finds it higher near roads. B reports no difference in pitch, and C and D concern the timing of traffic noise and territory size, not pitch.',
  },
  {
    domain: II,
    skill: COE,
    difficulty: 'medium',
    b: 0.4,
    stem: 'Which choice most effectively uses data from the table to support the volunteers’ conclusion?',
    passage:
      'Volunteers counted bees in a community garden, comparing plots planted with a mix of native wildflowers with plots planted with a single ornamental species.\n\nAverage bee visits per hour\nPlot type | June | August\nMixed native wildflowers | 42 | 55\nSingle ornamental species | 17 | 21\n\nThe volunteers concluded that planting mixed native wildflowers can increase bee activity in the garden.',
    choices: [
      'The single-species plots averaged 17 bee visits per hour in June and 21 in August.',
      'The mixed native plots averaged more bee visits per hour in August than in June.',
      'In both June and August, the mixed native plots averaged more than twice as many bee visits per hour as the single-species plots did.',
      'The single-species plots averaged fewer bee visits per hour in June than the mixed native plots did in August.',
    ],
    answer: 'C',
    explanation:
      'The conclusion compares the two kinds of plots, so the support must compare them in the same month: 42 vs 17 in June and 55 vs 21 in August, more than twice as many both times. A and B describe one kind of plot only, and D compares different months, so the difference could be due to the season.',
  },
  {
    domain: II,
    skill: COE,
    difficulty: 'hard',
    b: 1.3,
    a: 1.2,
    stem: 'Which choice best describes data from the table that support the analyst’s argument?',
    passage:
      'A city transit agency tested whether free transfers between buses and trains would attract more riders. The table shows average weekday trips, in thousands, on four routes before and during the trial.\n\nRoute | Before | During\nRoute 3 (bus) | 11.2 | 12.5\nRoute 8 (bus) | 9.6 | 10.9\nGreen Line (train) | 24.1 | 24.3\nBlue Line (train) | 30.5 | 30.4\n\nAn analyst argues that the free transfers mainly benefited bus ridership rather than train ridership.',
    choices: [
      'The Blue Line carried more weekday trips than any other route both before and during the trial.',
      'Weekday trips increased on every route during the trial.',
      'Weekday trips rose by more than 1,000 on each bus route, while trips on each train line changed by fewer than 300.',
      'Route 8 carried fewer weekday trips during the trial than the Green Line carried before it.',
    ],
    answer: 'C',
    explanation:
      'The argument contrasts the change on buses with the change on trains. Both bus routes gained 1.3 thousand trips (11.2 → 12.5 and 9.6 → 10.9), while the Green Line gained only 0.2 thousand and the Blue Line lost 0.1 thousand: choice C. A and D compare sizes, not changes, and B is false, since Blue Line trips fell.',
  },
  {
    domain: II,
    skill: INF,
    difficulty: 'medium',
    b: 0.3,
    pretest: true,
    stem: LOGICAL,
    passage:
      'In a ten-year study, maple trees in the study area began dropping their leaves about two weeks earlier in years with dry summers than in years with wet summers. Because trees lose water through their leaves, the researchers concluded that ______',
    choices: [
      'dropping leaves early may help the trees conserve water during dry periods.',
      'maple trees grow faster in years with dry summers.',
      'wet summers cause maple trees to lose more leaves than dry summers do.',
      'the timing of leaf drop is unrelated to summer rainfall.',
    ],
    answer: 'A',
    explanation:
      'Trees lose water through their leaves, and they drop leaves earlier in dry years, so shedding leaves early plausibly reduces water loss when water is scarce. C reverses the finding, D contradicts it, and growth rate (B) is never discussed.',
  },
  {
    domain: II,
    skill: INF,
    difficulty: 'hard',
    b: 1.5,
    a: 1.2,
    stem: LOGICAL,
    passage:
      'Linguists studying a remote island community found that its residents use several words that appear in no other spoken variety of their language. Some of these words also appear in mainland documents written more than three centuries ago, although they disappeared from mainland speech long ago. Because the island had little contact with the mainland until a regular ferry service began in the 1950s, the linguists suggest that ______',
    choices: [
      'the island’s residents must have learned the unusual words from old written documents.',
      'the ferry service brought the unusual words to the island in the 1950s.',
      'mainland speakers recently borrowed the unusual words from the island’s dialect.',
      'the island’s dialect may have preserved older features of the language that changed elsewhere.',
    ],
    answer: 'D',
    explanation:
      'The words were once used on the mainland (they appear in old documents), vanished there, and survive only on an island that was long isolated: the likeliest explanation is that isolation preserved old usage. Nothing suggests islanders read old documents (A); the ferry brought contact only recently, after the words had vanished from the mainland (B); and the words are absent from mainland speech, so mainlanders did not borrow them (C).',
  },
  // Standard English Conventions
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'easy',
    b: -1.2,
    stem: COMPLETE,
    passage:
      'The Great Barrier Reef is the largest coral reef system in the world. It stretches for more than 2,300 kilometers along the northeastern coast of ______ can even be seen from orbit.',
    choices: ['Australia it', 'Australia, and it', 'Australia, it', 'Australia and, it'],
    answer: 'B',
    explanation:
      'Two independent clauses (“It stretches…” and “it can even be seen…”) must be joined by a comma plus a coordinating conjunction. A is a run-on, C is a comma splice, and D misplaces the comma after “and.”',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'medium',
    b: -0.2,
    stem: COMPLETE,
    passage:
      'After two years of renovation, the city’s art museum has reopened its west wing. The museum’s newest exhibit features more than forty ______ many of which have never before been shown to the public.',
    choices: ['sculptures,', 'sculptures', 'sculptures.', 'sculptures;'],
    answer: 'A',
    explanation:
      '“Many of which have never before been shown to the public” is a nonessential relative clause, so a comma must separate it from the main clause. A period or a semicolon would leave it as a fragment, and no punctuation runs the clause into the main clause.',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'medium',
    b: 0.4,
    stem: COMPLETE,
    passage:
      'Mount Everest grows slightly taller almost every year. The Indian tectonic plate is still pushing northward against the Eurasian ______ this slow collision lifts the Himalayas by a few millimeters annually.',
    choices: ['plate,', 'plate', 'plate, which', 'plate;'],
    answer: 'D',
    explanation:
      'Both “The Indian tectonic plate is still pushing…” and “this slow collision lifts…” are independent clauses, and a semicolon can join them. A comma alone makes a comma splice (A), no punctuation makes a run-on (B), and “which” leaves the second clause without a subject for “lifts” to go with (C).',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'hard',
    b: 1.4,
    a: 1.2,
    stem: COMPLETE,
    passage:
      'Working with her husband, Julian, the San Ildefonso Pueblo potter ______ developed a distinctive black-on-black style of pottery in the early twentieth century. Pieces made with the technique are now held by museums around the world.',
    choices: ['Maria Martinez,', 'Maria Martinez', 'Maria Martinez—', 'Maria Martinez;'],
    answer: 'B',
    explanation:
      'The name “Maria Martinez” identifies which potter is meant, so it is essential to the noun phrase “the San Ildefonso Pueblo potter Maria Martinez” and takes no punctuation; nothing may separate this subject from its verb “developed.” The commas around “Julian” set off a different, nonessential name and do not call for a comma here.',
  },
  {
    domain: SEC,
    skill: FSS,
    difficulty: 'easy',
    b: -1,
    stem: COMPLETE,
    passage:
      'Once kept in a single room above the post office, the city’s book collection has grown steadily for more than a century. The city’s public library, which opened in 1902, ______ more than two hundred thousand books, maps, and recordings.',
    choices: ['hold', 'holds', 'are holding', 'have held'],
    answer: 'B',
    explanation:
      'The subject is the singular “library” (the clause “which opened in 1902” only describes it), so the verb must be singular: “holds.” The other choices are plural verbs.',
  },
  {
    domain: SEC,
    skill: FSS,
    difficulty: 'medium',
    b: 0,
    stem: COMPLETE,
    passage:
      'Each of the volunteers who cleaned the riverbank last weekend ______ a certificate of appreciation from the city council. The council also plans to host a picnic next month for everyone who took part.',
    choices: ['have received', 'were receiving', 'has received', 'are receiving'],
    answer: 'C',
    explanation:
      'The subject is the singular pronoun “Each,” not “volunteers,” so the verb must be singular: “has received.” The other choices are plural.',
  },
  {
    domain: SEC,
    skill: FSS,
    difficulty: 'hard',
    b: 1.2,
    stem: COMPLETE,
    passage:
      'Having tracked the migration of monarch butterflies for more than a decade, ______ that the insects use the position of the sun to keep their southward course.',
    choices: [
      'the entomologist’s findings showed',
      'the insects, the entomologist found, rely on the sun and',
      'the entomologist concluded',
      'it was concluded by the entomologist',
    ],
    answer: 'C',
    explanation:
      'The opening phrase “Having tracked…” must be followed by the one who did the tracking: the entomologist. Only C places “the entomologist” right after the phrase as the subject. In A the “findings” did the tracking, in B the insects do, and in D the subject is “it.”',
  },
  // Expression of Ideas
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'easy',
    b: -1.5,
    stem: TRANSITION,
    passage:
      'Early bicycles had a huge front wheel and a tiny rear wheel, which made them fast but dangerous to ride. ______ the “safety bicycle” of the 1880s, with two wheels of equal size and a chain drive, was far easier to control and quickly became popular.',
    choices: ['By contrast,', 'Similarly,', 'For example,', 'In addition,'],
    answer: 'A',
    explanation:
      'The second sentence describes a bicycle that was easy to control, the opposite of the dangerous early design, so a contrasting transition is needed. “Similarly” and “In addition” signal likeness or addition, and the safety bicycle is not an example of the early design.',
  },
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'medium',
    b: -0.1,
    pretest: true,
    stem: TRANSITION,
    passage:
      'Honeybees are often given most of the credit for pollinating the world’s crops. ______ many crops are also pollinated by wild insects such as bumblebees, flies, and beetles, which on some farms do as much of the work as honeybees do.',
    choices: ['Consequently,', 'Specifically,', 'Similarly,', 'However,'],
    answer: 'D',
    explanation:
      'The second sentence qualifies the popular view in the first: wild insects also do much of the pollinating. That contrast calls for “However.” The second sentence is not a result of the first (“Consequently”), a detail of it (“Specifically”), or a similar point (“Similarly”).',
  },
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'hard',
    b: 1,
    stem: TRANSITION,
    passage:
      'Plants cannot run from the insects that eat them, but they are far from defenseless. Many produce chemicals that make their leaves bitter or toxic. ______ some plants, when attacked, release airborne compounds that attract the predators of the insects feeding on them, in effect calling for help.',
    choices: ['Instead,', 'Nonetheless,', 'Moreover,', 'As a result,'],
    answer: 'C',
    explanation:
      'The third sentence adds a second, more surprising defense to the first (toxic chemicals), so an additive transition, “Moreover,” fits. “Instead” would mean the plants use this defense in place of chemicals, “Nonetheless” signals a contrast that is not there, and the airborne signal is not a result of the bitter leaves (“As a result”).',
  },
  {
    domain: EOI,
    skill: SYN,
    difficulty: 'medium',
    b: -0.4,
    stem: 'The student wants to emphasize why scientists study the axolotl. Which choice most effectively uses relevant information from the notes to accomplish this goal?',
    passage: `${NOTES}\n- The axolotl is a salamander native to lakes near Mexico City.\n- Unlike most salamanders, it usually keeps its gills and lives in water its whole life.\n- It can regrow lost limbs and even parts of its heart and brain.\n- Scientists study axolotls to learn how tissues regenerate.`,
    choices: [
      'Because the axolotl can regrow lost limbs and even parts of its heart and brain, scientists study it to learn how tissues regenerate.',
      'The axolotl is a salamander native to lakes near Mexico City.',
      'Unlike most salamanders, the axolotl usually keeps its gills and lives in water its whole life.',
      'Scientists study many animals, including the axolotl, a salamander from near Mexico City.',
    ],
    answer: 'A',
    explanation:
      'Only A gives the reason for the research: the axolotl’s power to regrow limbs and organs makes it a model for studying regeneration. B and C describe the animal without mentioning research, and D mentions research but gives no reason for it.',
  },
  {
    domain: EOI,
    skill: SYN,
    difficulty: 'medium',
    b: 0.2,
    stem: 'The student wants to emphasize the age of Skara Brae. Which choice most effectively uses relevant information from the notes to accomplish this goal?',
    passage: `${NOTES}\n- In 1850, a storm exposed the remains of Skara Brae, a Neolithic village in Scotland’s Orkney Islands.\n- People lived in the village from about 3180 to 2500 BCE.\n- Its stone houses contain stone furniture, including beds, shelves, and hearths.\n- The village is older than the Great Pyramid of Giza.`,
    choices: [
      'In 1850, a storm exposed Skara Brae, a village in Scotland’s Orkney Islands.',
      'Skara Brae, a Neolithic village in Scotland’s Orkney Islands, was first inhabited around 3180 BCE, making it older than the Great Pyramid of Giza.',
      'The stone houses of Skara Brae contain stone beds, shelves, and hearths.',
      'Skara Brae, like the Great Pyramid of Giza, is built of stone.',
    ],
    answer: 'B',
    explanation:
      'B gives both the date when the village was first lived in and a comparison that makes that age vivid. A gives the date of the village’s discovery, not its age; C describes its furniture; and D compares materials, not ages.',
  },
  {
    domain: EOI,
    skill: SYN,
    difficulty: 'hard',
    b: 1.2,
    stem: 'The student wants to contrast how fireflies and anglerfish produce light. Which choice most effectively uses relevant information from the notes to accomplish this goal?',
    passage: `${NOTES}\n- Bioluminescence is the production of light by living organisms.\n- Fireflies make light in their own cells through a chemical reaction involving a compound called luciferin.\n- Many deep-sea fish also glow, and some rely on light-producing bacteria that live in special organs.\n- Deep-sea anglerfish attract prey with a glowing lure that is lit by such bacteria.`,
    choices: [
      'Both fireflies and anglerfish are bioluminescent: they produce light as living organisms.',
      'The anglerfish uses a glowing lure to attract prey, and many other deep-sea fish also glow.',
      'Fireflies make light in their own cells, whereas the anglerfish’s glowing lure is lit by bacteria living in it.',
      'Bioluminescence, the production of light by living organisms, occurs in fireflies, which use luciferin.',
    ],
    answer: 'C',
    explanation:
      'A contrast needs a difference between the two animals, and C states it: fireflies make their own light, while the anglerfish borrows it from bacteria (“whereas” marks the contrast). A points out a similarity, B mentions only fish, and D mentions only fireflies.',
  },
]);
