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
 * Digital SAT Practice Test 1, Reading and Writing module 2, harder route (original content): medium and
 * hard items only. Same domain order as module 1; items 8 and 22 are pretest.
 */
export const SAT_RW_MODULE_2_HARDER = rwModule('rw2h', [
  // Craft and Structure
  {
    domain: CS,
    skill: WIC,
    difficulty: 'medium',
    b: 0.5,
    stem: PRECISE,
    passage:
      'When the city’s first subway line opened, it carried only a few thousand riders a day, but planners insisted that this modest start was no cause for concern. Ridership, they predicted, would ______ as new neighborhoods grew up around the stations—and within a decade, it had increased tenfold.',
    choices: ['stagnate', 'fluctuate', 'burgeon', 'dwindle'],
    answer: 'C',
    explanation:
      'The planners expected growth, and ridership did increase tenfold, so the blank needs a word meaning “grow rapidly”: “burgeon.” “Stagnate” (stay the same) and “dwindle” (shrink) contradict the outcome, and “fluctuate” (rise and fall) does not describe steady growth.',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'hard',
    b: 1.3,
    stem: PRECISE,
    passage:
      'The composer was famously ______ about her methods. In dozens of interviews over a long career, she spoke at length about her childhood, her teachers, and the performers she admired, but whenever she was asked how she actually wrote her music, she changed the subject.',
    choices: ['reticent', 'candid', 'boastful', 'inconsistent'],
    answer: 'A',
    explanation:
      'She talked freely about everything except how she composed, which she consistently avoided: she was “reticent” (unwilling to reveal things) about her methods. “Candid” means the opposite, nothing suggests she bragged (“boastful”), and she was consistent, not “inconsistent,” in dodging the question.',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'hard',
    b: 1.7,
    a: 1.2,
    stem: PRECISE,
    passage:
      'Some critics dismissed the novelist’s early books as ______, arguing that their plots merely rearranged elements borrowed from popular adventure stories. Later readers noticed that the borrowings were deliberate: the novelist was quietly mocking the very conventions she seemed to follow.',
    choices: ['innovative', 'derivative', 'ambiguous', 'didactic'],
    answer: 'B',
    explanation:
      'Critics who say the plots “merely rearranged elements borrowed” from other stories are calling them unoriginal: “derivative.” “Innovative” is the opposite of the critics’ charge, and neither uncertainty of meaning (“ambiguous”) nor moral instruction (“didactic”) is what borrowing implies.',
  },
  {
    domain: CS,
    skill: WIC,
    difficulty: 'hard',
    b: 2.1,
    a: 1.3,
    stem: PRECISE,
    passage:
      'In most of her essays, the critic took care to qualify her judgments, acknowledging the strengths of works she disliked and the flaws of those she admired. Her review of the new concert hall was a striking exception: her condemnation of the building was ______, admitting no redeeming feature at all.',
    choices: ['provisional', 'unequivocal', 'oblique', 'perfunctory'],
    answer: 'B',
    explanation:
      'The review is an exception to her usual qualified judgments and admits “no redeeming feature,” so the condemnation was absolute and unqualified: “unequivocal.” “Provisional” (temporary, open to change) describes her usual caution, not the exception; “oblique” (indirect) contradicts an outright condemnation; and nothing suggests it was careless (“perfunctory”).',
  },
  {
    domain: CS,
    skill: TSP,
    difficulty: 'hard',
    b: 1.2,
    stem: 'Which choice best describes the function of the third sentence in the overall structure of the text?',
    passage:
      'Researchers have long known that New Caledonian crows make and use tools, such as twigs for pulling insects out of bark. What surprised one team was that some birds held on to their best tools, carrying them from one feeding spot to the next instead of making new ones each time. Keeping a tool in this way suggests that the birds can, in some sense, plan for a future need.',
    choices: [
      'It offers an alternative explanation for the tool use described in the first sentence.',
      'It questions whether the observations described in the second sentence were accurate.',
      'It draws a conclusion about the birds’ abilities from the behavior described in the second sentence.',
      'It gives an example of the kinds of tools mentioned in the first sentence.',
    ],
    answer: 'C',
    explanation:
      'The second sentence reports the surprising behavior (keeping good tools); the third interprets it (“suggests that the birds can … plan”). It does not replace the first sentence’s account (A), doubt the observations (B), or describe a tool (D).',
  },
  {
    domain: CS,
    skill: TSP,
    difficulty: 'hard',
    b: 1.6,
    stem: MAIN_PURPOSE,
    passage:
      'Every morning for forty years, Mr. Adeyemi had unlocked the shop at seven, swept the front step, and turned the sign in the window from CLOSED to OPEN. On the morning after he sold the business, he woke at six-thirty as usual, dressed, and was halfway to the door before he remembered that there was nowhere he needed to be. He sat down again and, for a long while, watched the street from his window.',
    choices: [
      'To explain why a character decided to sell his business',
      'To show how a long-held routine continues to shape a character’s behavior after the reason for it has ended',
      'To describe in detail how a small shop was run each day',
      'To suggest that a character regrets the way he ran his business',
    ],
    answer: 'B',
    explanation:
      'The first sentence sets up forty years of routine; the rest shows Mr. Adeyemi following it out of habit the day after selling the shop, then sitting idle. The text never says why he sold (A), mentions the shop’s running only to establish the routine (C), and gives no sign that he regrets how he ran it (D).',
  },
  {
    domain: CS,
    skill: CTC,
    difficulty: 'hard',
    b: 1.8,
    a: 1.2,
    stem: 'Based on the texts, how would the author of Text 2 most likely respond to the view described in Text 1?',
    passage:
      'Text 1\nSince the 1960s, many paleontologists have argued that dinosaurs were warm-blooded, producing their own body heat as modern birds do. The fast growth visible in the structure of dinosaur bones, they reason, would have required the high metabolism of a warm-blooded animal.\n\nText 2\nChemical analyses of fossil eggshells suggest a more varied picture. The shells record body temperatures showing that some dinosaur groups kept themselves well above the temperature of their surroundings, while others did not. Asking whether “dinosaurs” were warm-blooded may be the wrong question: the answer seems to depend on which dinosaurs one means.',
    choices: [
      'By arguing that fossil bones reveal nothing about how fast dinosaurs grew',
      'By agreeing that every dinosaur group studied kept a high body temperature',
      'By suggesting that the view may be true of some dinosaurs but is too broad to apply to dinosaurs as a whole',
      'By claiming that no dinosaurs were able to produce their own body heat',
    ],
    answer: 'C',
    explanation:
      'Text 2 finds that some groups were warmer than their surroundings and others were not, so it would call Text 1’s claim about “dinosaurs” in general too sweeping, while granting it for some groups. It never discusses bone growth (A), and it contradicts both B (not every group) and D (some groups did).',
  },
  // Information and Ideas
  {
    domain: II,
    skill: CID,
    difficulty: 'medium',
    b: 0.6,
    pretest: true,
    stem: MAIN_IDEA,
    passage:
      'Many coastal cities are restoring salt marshes, wetlands that are flooded and drained by the tides. Marsh grasses slow incoming waves, and the marsh soil soaks up water like a sponge, so a healthy marsh can reduce flooding in nearby neighborhoods during storms. Marshes also filter pollutants from runoff and shelter young fish—benefits that a concrete seawall cannot offer.',
    choices: [
      'Concrete seawalls are the most effective way to protect cities from storm flooding.',
      'Salt marshes are flooded and drained by the tides twice a day.',
      'Young fish can survive only in salt marshes.',
      'Restored salt marshes can protect coastal areas from storm flooding while offering environmental benefits that seawalls lack.',
    ],
    answer: 'D',
    explanation:
      'The text explains how marshes reduce storm flooding and then lists further benefits that seawalls lack: choice D. A contradicts the text’s comparison, B is a detail the text does not give (it never says how often), and C overstates “shelter young fish.”',
  },
  {
    domain: II,
    skill: CID,
    difficulty: 'hard',
    b: 1.4,
    stem: 'Based on the text, how does Ines most likely regard her brother’s suggestion?',
    passage:
      'Ines had spent three summers restoring the old sailboat, sanding its hull plank by plank and stitching new sails by hand. When her brother asked why she didn’t simply buy a newer boat, which would have cost less than all the materials she had used, she looked at him as if he had asked why anyone bothered to climb a mountain when there were helicopters.',
    choices: [
      'She considers it sensible but too expensive to follow.',
      'She fears that sailing an old boat would be dangerous.',
      'She finds it beside the point, because for her the work of restoring the boat is valuable in itself.',
      'She takes it as an offer to help with the restoration.',
    ],
    answer: 'C',
    explanation:
      'Climbers climb for the climb itself, not to reach the top the quickest way; by comparing the question to asking why anyone climbs when helicopters exist, Ines shows she values the restoring, not just having a boat. The text says a new boat would cost less, not more (A), and nothing mentions danger (B) or an offer of help (D).',
  },
  {
    domain: II,
    skill: COE,
    difficulty: 'medium',
    b: 0.7,
    stem: 'Which choice most effectively uses data from the table to support the student’s claim?',
    passage:
      'Share of electricity generated by wind (%)\nRegion | 2015 | 2020\nNorth | 12 | 25\nSouth | 8 | 11\nEast | 15 | 18\nWest | 5 | 19\n\nA student studying the table claims that, of the four regions served by a power company, the West had the largest increase in its share of electricity generated by wind from 2015 to 2020.',
    choices: [
      'The West’s wind share rose by 14 percentage points, more than the North’s rise of 13 points and the 3-point rises in the South and East.',
      'In 2020, the North had the highest wind share of the four regions.',
      'In 2015, the West had the lowest wind share of the four regions.',
      'In 2020, the West’s wind share was higher than the South’s.',
    ],
    answer: 'A',
    explanation:
      'The claim concerns the change from 2015 to 2020, so the support must compare increases: West 19 − 5 = 14, North 25 − 12 = 13, South and East 3 each. B, C and D each compare levels in a single year, which says nothing about which region grew most.',
  },
  {
    domain: II,
    skill: COE,
    difficulty: 'hard',
    b: 1.5,
    stem: 'Which finding, if true, would most directly weaken the trophic-cascade explanation?',
    passage:
      'After wolves were reintroduced to a national park, willows began regrowing along its rivers. One explanation, called a trophic cascade, holds that the wolves changed the behavior of elk, which began avoiding open riverbanks where they were easy to hunt; with fewer elk browsing there, the willows recovered. Other researchers argue that the regrowth had mainly other causes, such as changes in the water table.',
    choices: [
      'Willows also regrew along rivers in parts of the park where elk still browsed as heavily as they had before the wolves returned.',
      'The number of elk in the park declined after the wolves were reintroduced.',
      'Willows grew most vigorously along the riverbanks that elk visited least often.',
      'Wolves in the park hunted elk more often near rivers than in other areas.',
    ],
    answer: 'A',
    explanation:
      'The trophic cascade says willows recovered because elk browsed less. If willows regrew just as well where browsing did not decline (A), something other than the elk’s behavior must explain the regrowth. B, C and D all fit the explanation: fewer elk, more willows where elk stay away, and more danger for elk near rivers.',
  },
  {
    domain: II,
    skill: COE,
    difficulty: 'hard',
    b: 1.9,
    a: 1.2,
    stem: 'Which choice most effectively uses data from the table to complete the statement?',
    passage:
      'A researcher tested whether new menu labels in a high school cafeteria changed students’ choices.\n\nLunches that included a vegetable side dish\nGrade | Before labels | With labels\n9 | 31% | 44%\n10 | 35% | 47%\n11 | 40% | 41%\n12 | 38% | 39%\n\nThe researcher noted that the labels seemed to matter more to younger students than to older ones: ______',
    choices: [
      'before the labels, grade 11 students chose a vegetable more often than students in any other grade.',
      'the share of lunches with a vegetable increased in every grade once the labels were added.',
      'with the labels, grade 10 students chose a vegetable more often than grade 9 students did.',
      'the share of lunches with a vegetable rose by 12 or 13 percentage points in grades 9 and 10 but by only 1 point in grades 11 and 12.',
    ],
    answer: 'D',
    explanation:
      'The statement compares the labels’ effect on younger and older students, so it needs the change in each grade: 9 (+13), 10 (+12), 11 (+1), 12 (+1). Only D reports those changes. A and C compare levels, not changes, and B is true of every grade, so it cannot show a difference by age.',
  },
  {
    domain: II,
    skill: INF,
    difficulty: 'hard',
    b: 1.6,
    stem: LOGICAL,
    passage:
      'Many violinists believe that violins made by famous Italian craftsmen in the 1700s sound better than any modern instrument. In one experiment, professional violinists played several old Italian violins and several new, high-quality violins while wearing goggles that kept them from seeing which instrument they held. Most preferred one of the new violins, and few could reliably tell old from new. This result suggests that ______',
    choices: [
      'modern violin makers have rediscovered the secret techniques of the Italian masters.',
      'the old Italian violins have deteriorated so much that they now sound worse than new ones.',
      'the goggles made it harder for the violinists to play well.',
      'violinists’ preference for the old instruments may rest partly on knowing which instruments are old rather than on sound alone.',
    ],
    answer: 'D',
    explanation:
      'When players could not see the instruments, the supposed superiority of the old violins vanished, so the usual preference may depend on knowing an instrument’s origin. Nothing in the text speaks of secret techniques (A) or of the old violins’ condition (B), and C is unsupported: all the violins were played under the same conditions.',
  },
  {
    domain: II,
    skill: INF,
    difficulty: 'hard',
    b: 2,
    a: 1.2,
    stem: LOGICAL,
    passage:
      'Astronomers can estimate the surface temperature of a distant star from its color: the hottest stars look blue-white, while cooler stars look orange or red. Clouds of dust in space, however, scatter blue light more strongly than red light, so a star seen through thick dust looks redder than it really is. An astronomer who judges such a star’s temperature from its color alone will therefore likely ______',
    choices: [
      'overestimate the star’s temperature.',
      'underestimate the star’s temperature.',
      'estimate the temperature correctly, since dust affects only a star’s brightness.',
      'be unable to see the star’s color at all.',
    ],
    answer: 'B',
    explanation:
      'Dust makes the star look redder, and redder means cooler on the color scale, so the estimate will come out lower than the true temperature. A reverses the effect; C contradicts the text, which says dust changes the star’s apparent color; D is unsupported, since the star’s color is still seen, only shifted.',
  },
  // Standard English Conventions
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'medium',
    b: 0.4,
    stem: COMPLETE,
    passage:
      'Most hummingbird species that nest in the United States fly south for the winter. Anna’s ______ stay along the Pacific coast all year, feeding on flowers, insects, and backyard feeders.',
    choices: ['hummingbirds; however,', 'hummingbirds, however', 'hummingbirds, however,', 'hummingbirds however;'],
    answer: 'C',
    explanation:
      '“However” interrupts the sentence “Anna’s hummingbirds … stay along the Pacific coast,” so it is set off by a pair of commas. A semicolon would cut the subject off from its verb (A, D), and B opens the interruption without closing it.',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'hard',
    b: 1.2,
    stem: COMPLETE,
    passage:
      'After a year of planning, the touring exhibition of early photographs will open in Lyon, France, this spring before traveling to Porto, ______ Turin, Italy. Many of the images have never been displayed outside the archive that holds them.',
    choices: ['Portugal and,', 'Portugal and', 'Portugal, and', 'Portugal: and'],
    answer: 'C',
    explanation:
      'When a city is followed by its country, the country is set off by commas on both sides: “Porto, Portugal, and Turin, Italy.” So a comma must follow “Portugal” before “and.” Without it (B), the country is left unclosed; a comma after “and” (A) splits “and” from the place it introduces; and a colon (D) cannot come between the two places of a list.',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'hard',
    b: 1.6,
    stem: COMPLETE,
    passage:
      'The test results surprised the engineers. The new alloy, which they had expected to weaken at high temperatures, did just the ______ grew stronger as it was heated.',
    choices: ['opposite, it', 'opposite it', 'opposite, which', 'opposite: it'],
    answer: 'D',
    explanation:
      'The second independent clause (“it grew stronger…”) explains what “the opposite” was, and a colon can join such clauses. A comma alone creates a comma splice (A), no punctuation creates a run-on (B), and “which” would refer to “the opposite,” which cannot grow stronger (C).',
  },
  {
    domain: SEC,
    skill: BOU,
    difficulty: 'hard',
    b: 1.9,
    a: 1.2,
    stem: COMPLETE,
    passage:
      'The mathematician Katherine Johnson, whose calculations helped guide John Glenn’s 1962 orbital flight around ______ was awarded the Presidential Medal of Freedom in 2015. She had joined the agency that became NASA in 1953.',
    choices: ['Earth', 'Earth;', 'Earth,', 'Earth—'],
    answer: 'C',
    explanation:
      'The clause beginning “whose calculations…” is nonessential and opens with a comma after “Johnson,” so it must close with a comma before the verb “was awarded.” Leaving it open (A), or closing it with a semicolon (B) or a dash (D), breaks the pairing and separates the subject from its verb incorrectly.',
  },
  {
    domain: SEC,
    skill: FSS,
    difficulty: 'medium',
    b: 0.5,
    stem: COMPLETE,
    passage:
      'The museum’s collection of ancient coins is one of the largest in the region, and ______ most valuable pieces are kept in a climate-controlled vault. Visitors can see the rest of the coins in the museum’s main gallery.',
    choices: ['their', 'it’s', 'they’re', 'its'],
    answer: 'D',
    explanation:
      'The pieces belong to the singular “collection,” so the singular possessive “its” is needed. “Their” is plural (it would refer to the coins, but the sentence’s subject is the collection), and “it’s” and “they’re” are contractions of “it is” and “they are.”',
  },
  {
    domain: SEC,
    skill: FSS,
    difficulty: 'hard',
    b: 1.3,
    stem: COMPLETE,
    passage:
      'The hikers had been trapped on a narrow ledge after a rockslide blocked the trail. By the time the rescue team finally reached the stranded hikers, the storm ______ for nearly two days.',
    choices: ['had been raging', 'has been raging', 'rages', 'will have raged'],
    answer: 'A',
    explanation:
      'The storm’s raging began before, and continued up to, a past moment (“reached” is past tense), which calls for the past perfect progressive “had been raging.” “Has been raging” would connect it to the present, and “rages” and “will have raged” are present and future.',
  },
  {
    domain: SEC,
    skill: FSS,
    difficulty: 'hard',
    b: 1.8,
    a: 1.2,
    stem: COMPLETE,
    passage:
      'Among the most surprising discoveries in the cave ______ a set of handprints, made tens of thousands of years ago, that had been stenciled onto the rock with red pigment.',
    choices: ['were', 'are', 'have been', 'was'],
    answer: 'D',
    explanation:
      'The sentence is inverted: its subject, which comes after the verb, is “a set,” not “discoveries” or “handprints.” A singular subject needs the singular verb “was.” “Were,” “are” and “have been” are plural.',
  },
  // Expression of Ideas
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'medium',
    b: 0.3,
    pretest: true,
    stem: TRANSITION,
    passage:
      'Many early photographs show people with stiff, serious expressions. Some historians attribute this to long exposure times, which made a smile hard to hold. ______ others point out that smiling was not yet expected in portraits, since the formal paintings that early photographs imitated rarely showed smiling faces.',
    choices: ['However,', 'Therefore,', 'For instance,', 'Similarly,'],
    answer: 'A',
    explanation:
      'The third sentence offers a competing explanation to the second, so a contrasting transition is needed. It is not a result of the exposure-time theory (“Therefore”), an example of it (“For instance”), or a similar point (“Similarly”).',
  },
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'hard',
    b: 1.1,
    stem: TRANSITION,
    passage:
      'Electric cars produce no exhaust while they are driven. ______ they are not free of environmental costs: mining the metals for their batteries and generating the electricity to charge them can both cause pollution.',
    choices: ['Thus,', 'Still,', 'Likewise,', 'For instance,'],
    answer: 'B',
    explanation:
      'The second sentence concedes a limit to the advantage in the first: despite producing no exhaust, the cars have costs. “Still” signals that kind of qualification. “Thus” would make the costs a result of the lack of exhaust, “Likewise” signals a similarity, and the costs are not an example of the first point.',
  },
  {
    domain: EOI,
    skill: TRA,
    difficulty: 'hard',
    b: 1.5,
    stem: TRANSITION,
    passage:
      'The economist called the city’s new tax on sugary drinks “regressive.” ______ the tax takes a larger share of income from low-income households than from wealthy ones, because lower-income residents spend a greater portion of their budgets on the taxed drinks.',
    choices: ['In other words,', 'Nonetheless,', 'Still,', 'Afterward,'],
    answer: 'A',
    explanation:
      'The second sentence explains what “regressive” means for this tax, a restatement in plainer terms, so “In other words” fits. “Nonetheless” and “Still” signal a contrast that is not there, and “Afterward” signals a time sequence.',
  },
  {
    domain: EOI,
    skill: SYN,
    difficulty: 'medium',
    b: 0.6,
    stem: 'The student wants to explain the purpose of the Svalbard Global Seed Vault. Which choice most effectively uses relevant information from the notes to accomplish this goal?',
    passage: `${NOTES}\n- The Svalbard Global Seed Vault is built into a mountain on a Norwegian island in the Arctic.\n- It stores duplicate samples of seeds held by seed banks around the world.\n- It holds more than one million seed samples.\n- If a seed bank loses its collection to war or disaster, it can withdraw its duplicates from the vault.`,
    choices: [
      'The Svalbard Global Seed Vault is built into a mountain on a Norwegian island.',
      'The Svalbard Global Seed Vault stores duplicate seeds from seed banks worldwide so that a bank that loses its collection to war or disaster can recover it.',
      'The Svalbard Global Seed Vault holds more than one million seed samples.',
      'The Svalbard Global Seed Vault, which is in the Arctic, holds samples of seeds.',
    ],
    answer: 'B',
    explanation:
      'A purpose says what the vault is for: B explains that it keeps backup seeds so that banks can recover from losses. A and D give its location, and C its size, without saying why it exists.',
  },
  {
    domain: EOI,
    skill: SYN,
    difficulty: 'hard',
    b: 1.3,
    stem: 'The student wants to emphasize a difference between the settings of Kindred and Parable of the Sower. Which choice most effectively uses relevant information from the notes to accomplish this goal?',
    passage: `${NOTES}\n- Octavia E. Butler (1947–2006) was an American science fiction writer.\n- Her novel Kindred (1979) follows a Black woman from the 1970s who is pulled back in time to a plantation in early-1800s Maryland.\n- Her novel Parable of the Sower (1993) is set in a future California torn apart by climate change and inequality.\n- In 1995, Butler became the first science fiction writer to receive a MacArthur Fellowship.`,
    choices: [
      'Octavia E. Butler, the author of Kindred and Parable of the Sower, received a MacArthur Fellowship in 1995.',
      'While Kindred takes its main character back to a plantation in early-1800s Maryland, Parable of the Sower is set in a future California.',
      'Kindred (1979) and Parable of the Sower (1993) are both novels by the science fiction writer Octavia E. Butler.',
      'Parable of the Sower, a novel by Octavia E. Butler, is set in a future California torn apart by climate change and inequality.',
    ],
    answer: 'B',
    explanation:
      'A difference in settings requires both settings, contrasted: B sets the past of Kindred against the future of Parable of the Sower (“While…”). A and C give no settings, and D gives only one.',
  },
  {
    domain: EOI,
    skill: SYN,
    difficulty: 'hard',
    b: 1.7,
    a: 1.2,
    stem: 'The student wants to explain why the design of the sleep-aid study makes its result more trustworthy. Which choice most effectively uses relevant information from the notes to accomplish this goal?',
    passage: `${NOTES}\n- In a double-blind study, neither the participants nor the researchers who deal with them know who receives the treatment being tested.\n- This design keeps expectations from influencing the results.\n- In a double-blind study of a new sleep aid, 200 adults were randomly given either the sleep aid or a placebo.\n- Those who received the sleep aid fell asleep 9 minutes faster on average.`,
    choices: [
      'Because the sleep-aid study was double-blind—neither participants nor researchers knew who got the sleep aid—expectations are unlikely to explain its finding that the aid helped people fall asleep 9 minutes faster.',
      'In a study of a new sleep aid, participants who received the aid fell asleep 9 minutes faster on average than those who received a placebo.',
      'In a double-blind study, neither the participants nor the researchers who deal with them know who receives the treatment.',
      'The sleep-aid study randomly gave 200 adults either the sleep aid or a placebo.',
    ],
    answer: 'A',
    explanation:
      'The goal links the design to the result’s credibility. A names the design, says what it prevents (expectations shaping the outcome), and ties that to the finding. B gives the result without the design, C explains the design without the study, and D describes the procedure without saying why it matters.',
  },
]);
