import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { mc, withPretest, type McInput } from './demo-exams-builders.ts';

/**
 * Original enhanced-ACT Reading section (written for Prepwell, never copied from ACT): 4 passages of 9
 * questions each (exams.md §2: 36 given, 27 scored, 40 minutes), in the real test's order — Literary
 * Narrative, Social Science, Humanities (a paired-passage set, Passage A and Passage B) and Natural
 * Science. Four choices each. Reporting categories of exams.md §2: Key Ideas and Details (more than half),
 * Craft and Structure, Integration of Knowledge and Ideas (which holds the paired-passage comparisons).
 *
 * A passage has no line numbers on screen, so a question names its paragraph and quotes the words it is
 * about; the test checks that every quotation is in the passage.
 */

export const KID = 'Key Ideas and Details';
export const CS = 'Craft and Structure';
export const IKI = 'Integration of Knowledge and Ideas';
type Category = typeof KID | typeof CS | typeof IKI;

const CENTRAL = 'Central Ideas and Themes';
const DETAILS = 'Supporting Details';
const RELATIONSHIPS = 'Relationships (Sequence, Comparison, Cause and Effect)';
const INFERENCES = 'Inferences and Conclusions';
const WORDS = 'Word and Phrase Meanings';
const PURPOSE = 'Purpose and Text Structure';
const VIEWPOINT = 'Point of View and Perspective';
const CLAIMS = 'Claims and Evidence';
const TEXTS = 'Comparing Related Texts';

interface ReadInput extends Omit<McInput, 'domain' | 'passage'> {
  passage: string;
  domain: Category;
}
const rd = (q: ReadInput): QuestionBlueprint => mc(q);

const P1 = 'act-rd-tuning';
const P2 = 'act-rd-desire-paths';
const P3 = 'act-rd-instruments';
const P4 = 'act-rd-wood-frog';

export const ACT_READING_PASSAGES: Record<string, PassageBlueprint> = {
  [P1]: {
    title: 'Passage I — Literary Narrative: The Argument',
    body: `The church hall smelled of floor wax and old hymnals, and the piano stood against the far wall under a sheet, like furniture in a house nobody lived in anymore. My grandfather pulled the sheet away in one motion, the way a magician would, and then stood looking at the instrument without touching it. I had learned by then that this was part of the job. “You meet it first,” he had told me at the start of the summer I turned fifteen, the summer my mother decided I needed “something to do” and handed me over to him and his canvas bag of tools.

I had expected the work to be mechanical. I pictured him turning screws until a needle on some device pointed straight up. Instead, for the first two weeks I mostly carried the bag and watched him listen. He would strike a key, lean his head toward the open case, and wait—long after I thought the note had ended. Then he would make a small adjustment with the tuning hammer, a motion so slight I could not see his wrist move, and strike the key again.

“What are you waiting for?” I finally asked him, on a Thursday, at a house where a terrier barked at us through a glass door the entire time.

“The beats,” he said. He struck two keys together, an octave apart, and told me to listen under the sound, not to it. At first there was only the chord, round and ordinary. Then I heard it: a faint wobble, a pulse like someone gently shaking the note, wah-wah-wah. “Two strings almost agree,” he said. “Where they don't, they argue. That's the argument.” He nudged the hammer, and the pulse slowed, slowed, and disappeared, and the two notes sounded like one.

After that I could not stop hearing beats. I heard them in the hum of the refrigerator and in the two engines of a school bus idling outside the library. I heard them, I told him, in the way my mother and I said good morning to each other that summer, and he laughed so hard he had to sit down on the piano bench.

The piano in the church hall was the last job of the week. The congregation had merged with another one across town, and the building was being sold; the piano was going to a family who had bought it for almost nothing. “Does it matter, then?” I asked. “If they got it cheap?”

My grandfather did not answer right away. He opened the lid and peered at the felt hammers, which were grooved and hard from decades of hymns. He took out his tuning fork, struck it on his knee, and held its stem against the wood, and the A filled the room as if the piano itself had produced it. Then he began, as he always did, in the middle of the keyboard, setting one note against the fork and building outward from there, each new note checked against the ones he had already trusted.

It took him nearly three hours. Twice he stopped to rest his hand, flexing the fingers that had started to stiffen in the mornings. Once he asked me to play a single key over and over while he worked at its pin, and I played it so many times that the note stopped sounding like music and became just a fact, like a clock ticking. When he finally nodded, I realized I had been holding my shoulders up near my ears.

He played a hymn then, one I didn't know, slow and plain. I had never heard him play anything longer than a scale. His hands were careful rather than graceful, and he missed a note in the third line and went back for it without any sign of embarrassment.

“It matters,” he said when he had finished, which was the answer to a question I had asked three hours before. “They'll have kids practicing on this. A child who learns on a piano that argues with itself thinks the arguing is her fault.”

On the drive home he let me hold the tuning fork. I struck it on my knee the way he did and pressed it to the dashboard, and the whole car hummed.`,
  },
  [P2]: {
    title: 'Passage II — Social Science: Paths Nobody Planned',
    body: `Walk across almost any college campus or city park and you will find them: narrow strips of bare, packed earth cutting diagonally across the grass, usually between two points that the paved walkways connect only by a longer route. Planners call these trails "desire lines" or "desire paths." No one designs them. They appear because enough people, each making a small private decision to save a few steps, happen to make the same decision.

For much of the twentieth century, the standard response to a desire path was to fight it. Groundskeepers reseeded the worn strip, put up low fences or signs asking people to keep off the grass, or planted shrubs where the trail began. These measures sometimes worked, but often the path simply shifted a few feet to one side, or returned once the fence fell into disrepair. The persistence of the trails suggested something designers had been reluctant to admit: the paved routes did not match where people actually needed to go.

Some designers began to treat desire paths not as vandalism but as information. One approach, told in several versions about several campuses, is to open a new quadrangle with no paved walkways at all, wait a season or a year for trails to appear in the grass, and only then pave the trails. Whether or not any particular campus truly followed this sequence, the story captures a real shift in thinking: the users of a space know things about it that its designers cannot predict from a drawing.

That shift has spread well beyond lawns. Traffic engineers study where pedestrians cross streets in the middle of a block, which often reveals a bus stop or a store entrance placed far from the nearest crosswalk. Software designers watch which features people ignore and which shortcuts they improvise. In each case the principle is the same: before correcting people's behavior, find out what problem that behavior solves for them.

Desire paths also reveal which routes matter most, because a trail is a kind of vote that accumulates over time. A single person crossing a lawn leaves no mark; grass recovers quickly from light traffic. Only when many people repeat the crossing, day after day, does the vegetation wear away. A visible path is therefore evidence of sustained demand, not of one person's impatience. Studies of trampling have found that many plants lose much of their cover under repeated passes, and models of how trails form suggest that once bare ground is visible, walkers tend to prefer it, so a path deepens itself.

Not every desire path should be paved, however. Some cut through wetlands or over tree roots that cannot survive trampling; others lead to a shortcut across a busy road where a crossing would be unsafe. In these cases planners may still respond to the demand without endorsing the exact route—by moving a crosswalk, for example, or by building a boardwalk that carries walkers over fragile ground. The question is not whether walkers are right or wrong, but what their behavior says about the design.

There is something democratic in this approach, and something humbling. A planner's drawing represents a guess about how people will move. A desire path records what they actually did. The two rarely match perfectly, and the most successful public spaces are often those whose designers expected to be corrected and left room for it.`,
  },
  [P3]: {
    title: 'Passage III — Humanities: Should Old Instruments Be Played?',
    body: `Passage A is by a violinist; Passage B is by a museum conservator.

Passage A

An old violin in a glass case is a strange object. It has the shape of an instrument and none of the life of one. The people who made such violins three centuries ago intended them for use, in the most ordinary sense: for weddings and church services, and for the hands of players who would pass them on to students. To fix one behind glass is to preserve its body while abandoning the reason it was made.

Players sometimes claim that an instrument "goes to sleep" if it is left unplayed and must be "woken up" by weeks of steady use. Whether wood actually changes in this way is disputed, and I will not pretend the question is settled. What is not disputed is that the knowledge of how an instrument responds—where its sound is richest, how much pressure a particular string will tolerate—lives in players, and it is passed on only through playing. A violin that no one plays becomes, over time, a violin no one knows how to play.

It is also worth remembering how the great violins survived at all. Most of those made before 1800 were altered in the nineteenth century, given longer necks and sturdier internal bracing so that they could fill larger concert halls. They were valued because they were useful, and they were kept in good repair because they were played. Their survival is a story of use, not of storage.

None of this means that an instrument should be played carelessly. But risk is the price of a living tradition, and I would rather hear a great instrument, even at some cost to it, than know that it survives in perfect silence.

Passage B

Every time a historical instrument is played, something is lost. Strings under tension pull continuously on the body; a player's hands leave oils and sweat on the varnish; moving the instrument from a climate-controlled room to a warm stage makes the wood swell and shrink. Each effect is small. Added together over decades, they are not.

The more serious loss, however, is of evidence. An instrument is a document of how it was made: the thickness of its wood at each point, the marks of the tools that shaped it, the materials its maker chose. When a worn part is replaced so that the instrument can be played again, the original part—and the information in it—is usually gone for good. The nineteenth-century alterations that musicians admire as adaptations are, from my point of view, a warning. Because so many early violins were modified, we know far less than we would like about how they sounded in their makers' own time.

I do not argue that no old instrument should ever be played. Many were so thoroughly altered long ago that little original evidence remains in them, and those can reasonably be returned to the stage. But the few that survive largely unaltered deserve different treatment. They can be measured, photographed, and scanned, and skilled makers can build copies that musicians may play as hard as they like. A copy can be replaced. An original cannot.

Performers sometimes describe this position as choosing silence over music. I would describe it as refusing to spend, in a single generation, something that can never be earned back.`,
  },
  [P4]: {
    title: 'Passage IV — Natural Science: The Frog That Freezes',
    body: `In late autumn, when the nights turn cold in the forests of northern North America, the wood frog does not dig deep into the mud of a pond bottom, as many frogs do. It settles instead under a layer of fallen leaves on the forest floor, only a few centimeters below the surface. There, over the winter, it freezes. Its heart stops. It does not breathe. Ice fills the spaces around its organs and under its skin. By most ordinary measures, the animal is dead. Yet when the ground thaws in spring, the frog's heart begins to beat again, and within a day or so it is hopping toward the nearest pond to breed.

Freezing is usually fatal to living things for a mechanical reason and a chemical one. Ice crystals that form inside cells can puncture membranes and tear apart the structures within. And as water outside the cells freezes, the liquid that remains becomes saltier, drawing water out of the cells by osmosis until they shrink past the point of recovery. An animal that survives freezing must solve both problems.

The wood frog solves the first by controlling where ice forms. Freezing begins when ice on the ground touches the frog's moist skin, and crystals then spread inward through its body fluids. But the ice grows almost entirely outside the cells: in the body cavity, beneath the skin, and in the spaces between tissues. Up to about two-thirds of the water in the frog's body can turn to ice while the water inside its cells stays liquid.

The second problem the frog addresses with sugar. Within minutes of the first ice touching its skin, the frog's liver begins breaking down its stores of glycogen, a starch-like molecule, into glucose and releasing the glucose into the blood. Over the following hours, glucose in the frog's tissues climbs to many times its normal level, a concentration that would be dangerous in a human. Because dissolved glucose lowers the freezing point of the fluid inside the cells and holds water there, the cells lose less water and shrink less than they otherwise would. The sugar acts as a cryoprotectant, a substance that protects tissue from freezing damage. Researchers have found that wood frogs in Alaska also build up high levels of urea, a waste product that appears to play a similar protective role.

The timing matters. Producing glucose takes hours, so the frog depends on freezing slowly. In nature this is usually the case: the leaf litter and snow above the frog insulate it, so its body temperature falls gradually. In laboratory experiments, frogs cooled quickly, which gives the liver less time to release glucose, build up less of it and are less likely to recover than frogs cooled slowly to the same temperature.

How much cold a frog can endure depends partly on where it lives. Frogs from the southern part of the species' range generally survive only a few degrees below freezing in the laboratory, while Alaskan frogs studied in their natural hibernation sites have survived temperatures well below −10°C for weeks at a time. The Alaskan frogs' larger stores of liver glycogen, built up in late summer and fall, appear to be part of the difference.

Medical researchers have taken an interest in the wood frog for a practical reason. Human organs for transplant can be kept outside the body for only hours before they are damaged beyond use, and whole human organs cannot yet be frozen and rewarmed reliably. Learning how the frog's tissues tolerate ice, and how its cells survive without oxygen while its heart is stopped, could someday suggest ways to store organs longer. For now, the frog remains far better at the trick than any laboratory.`,
  },
};

const PASSAGE_I: QuestionBlueprint[] = [
  rd({
    passage: P1,
    domain: KID,
    skill: CENTRAL,
    difficulty: 'medium',
    stem: 'Which of the following statements best describes the passage as a whole?',
    choices: [
      'A grandfather who fears that his trade will soon disappear reluctantly agrees to teach it to his granddaughter.',
      'A family disagreement over the sale of an old church piano is finally settled during a long summer of work.',
      'A teenager working with her grandfather learns to hear what his work depends on, and why he takes care with it.',
      'A teenager discovers over one summer that she has more musical talent than her grandfather, whose skill is fading.',
    ],
    answer: 'C',
    explanation:
      'The narrator begins by expecting "mechanical" work, learns to hear the "beats" her grandfather listens for, and finally understands why tuning a cheap piano "matters." Nothing suggests the trade is disappearing (A); the church sale is not a family conflict (B); and the passage never compares her talent with his (D) — his stiff fingers slow him but do not end his skill.',
  }),
  rd({
    passage: P1,
    domain: CS,
    skill: VIEWPOINT,
    difficulty: 'easy',
    stem: 'The passage is told from the point of view of:',
    choices: [
      'a narrator recalling events she took part in during the summer she turned fifteen.',
      'a grandfather describing how he trained his granddaughter.',
      'an outside observer who reports the thoughts of both the grandfather and the granddaughter.',
      'a professional piano tuner explaining the methods of her trade to beginners.',
    ],
    answer: 'A',
    explanation:
      'The narrator speaks as "I" about "the summer I turned fifteen," in the past tense, and reports only her own thoughts. The grandfather is "he" (B); his thoughts are never reported directly (C); and nothing says the narrator became a tuner (D).',
  }),
  rd({
    passage: P1,
    domain: KID,
    skill: DETAILS,
    difficulty: 'easy',
    stem: 'According to the second paragraph, before she began, the narrator expected tuning a piano to involve:',
    choices: [
      'playing long pieces of music on each piano to test every one of its keys.',
      'replacing the grooved and hardened felt hammers inside each instrument.',
      'waiting and listening carefully long after each note seemed to have ended.',
      'making adjustments until a needle on a device pointed straight up.',
    ],
    answer: 'D',
    explanation:
      'She "pictured him turning screws until a needle on some device pointed straight up." Waiting and listening (C) is what he actually did, which surprised her. She notices the hammers (B) only later, and he plays nothing longer than a scale until the hymn (A).',
  }),
  rd({
    passage: P1,
    domain: CS,
    skill: WORDS,
    difficulty: 'medium',
    stem: 'In the fourth paragraph, the grandfather uses the phrase "That\'s the argument" to refer to:',
    choices: [
      'a disagreement between the narrator and her grandfather about how to tune.',
      'the pulsing sound of two strings that are slightly out of tune with each other.',
      'the difference between the sound of the tuning fork and the sound of the piano.',
      'the barking of the terrier while the grandfather tries to work.',
    ],
    answer: 'B',
    explanation:
      'He has just said, "Two strings almost agree. Where they don\'t, they argue," and the narrator hears "a faint wobble, a pulse." The "argument" is that pulse (the beats), which disappears when the strings agree. The fork (C) is used later, in the church hall; the terrier (D) and a quarrel (A) are not what he is naming.',
  }),
  rd({
    passage: P1,
    domain: KID,
    skill: INFERENCES,
    difficulty: 'hard',
    stem: 'The narrator\'s remark that she heard beats "in the way my mother and I said good morning to each other that summer" most strongly suggests that:',
    choices: [
      'her mother disapproved of the time she was spending with her grandfather that summer.',
      'there was some tension between her and her mother that she had come to notice.',
      'she and her mother rarely spoke to each other at all that summer.',
      'she had started to imagine, in ordinary places, sounds that were not really there.',
    ],
    answer: 'B',
    explanation:
      'Beats are what you hear when two things "almost agree" but not quite; applying the idea to her greetings with her mother suggests a slight strain between them, and her grandfather laughs at how apt the comparison is. Her mother arranged the job, so disapproval (A) does not fit; they did say good morning (C); and the remark is a comparison, not a hallucination (D).',
  }),
  rd({
    passage: P1,
    domain: KID,
    skill: RELATIONSHIPS,
    difficulty: 'easy',
    stem: 'According to the passage, the church hall piano was leaving the building because:',
    choices: [
      'its felt hammers had become too grooved and hard for the congregation to use.',
      'the grandfather had advised the congregation to sell it and buy a newer one.',
      'the congregation had merged with another and the building was being sold.',
      'a family had offered the congregation an unusually high price for it.',
    ],
    answer: 'C',
    explanation:
      'The sixth paragraph says the congregation "had merged with another one across town, and the building was being sold." The family paid "almost nothing" (D); the worn hammers (A) are noticed, not given as a reason; and the grandfather gave no advice (B).',
  }),
  rd({
    passage: P1,
    domain: CS,
    skill: PURPOSE,
    difficulty: 'medium',
    stem: 'The detail that the grandfather "missed a note in the third line and went back for it without any sign of embarrassment" mainly serves to:',
    choices: [
      'suggest that his hearing is beginning to fail him after many years of work.',
      'reveal that he is playing a hymn he has never learned or practiced before.',
      'indicate that his stiffening hands will soon force him to give up tuning pianos.',
      'show that he cares about getting things right more than about looking skillful.',
    ],
    answer: 'D',
    explanation:
      'His hands are "careful rather than graceful," and he calmly goes back for the missed note: he is unpretentious and thorough, the same care he shows in tuning. It is the narrator, not he, who does not know the hymn (B); nothing links the slip to his hearing (A); and his stiff fingers (C) are a separate detail in the paragraph before.',
  }),
  rd({
    passage: P1,
    domain: KID,
    skill: INFERENCES,
    difficulty: 'medium',
    stem: 'When the grandfather says, "A child who learns on a piano that argues with itself thinks the arguing is her fault," he most nearly means that:',
    choices: [
      'a student practicing on an out-of-tune piano may blame herself for the bad sound it makes.',
      'children should not be allowed to practice on old pianos that have been badly cared for.',
      'a piano tuner should explain to each family how and why a piano goes out of tune.',
      'a child who often argues with her parents will not want to practice the piano.',
    ],
    answer: 'A',
    explanation:
      '"Arguing" is his word for the beats of mistuned strings. A child cannot tell that the sour sound comes from the instrument, so she may think she is playing badly — which is why the tuning "matters" even for a cheap piano. He does not say such pianos should be avoided (B); explaining to families (C) and quarrels with parents (D) are not his point.',
  }),
  rd({
    passage: P1,
    domain: CS,
    skill: PURPOSE,
    difficulty: 'hard',
    stem: 'The last paragraph of the passage mainly serves to:',
    choices: [
      'reveal that the narrator has decided, after this summer, to become a piano tuner herself.',
      'show that the grandfather has decided to retire and pass his tools on to the narrator.',
      'end with an image suggesting that the narrator has begun to listen as her grandfather does.',
      "return to the narrator's conflict with her mother and show that it has now been resolved.",
    ],
    answer: 'C',
    explanation:
      'She strikes the fork "the way he did" and hears "the whole car" hum, echoing his gesture in the church hall: she is taking on his attentiveness. Nothing states a career choice (A) or his retirement (B), and her mother does not appear in the paragraph (D).',
  }),
];

const PASSAGE_II: QuestionBlueprint[] = [
  rd({
    passage: P2,
    domain: KID,
    skill: CENTRAL,
    difficulty: 'medium',
    stem: 'The main idea of the passage is that:',
    choices: [
      'groundskeepers and planners should do more to keep people from wearing paths across lawns and parks.',
      'desire paths reveal where designs fail people, and designers increasingly treat them as information.',
      'every desire path should be paved as soon as it appears, because walkers always know the best route.',
      'the campus that paved its trails after waiting a year proves that planners cannot design walkways in advance.',
    ],
    answer: 'B',
    explanation:
      'The passage moves from fighting desire paths to treating them "as information," extends the idea to traffic and software, and ends with designers who "expected to be corrected." It argues against mere prevention (A), says "not every desire path should be paved" (C), and calls the campus story uncertain (D).',
  }),
  rd({
    passage: P2,
    domain: KID,
    skill: DETAILS,
    difficulty: 'easy',
    stem: 'According to the second paragraph, efforts to get rid of desire paths often failed because:',
    choices: [
      'groundskeepers could not find seed that would grow in packed earth.',
      'signs asking people to keep off the grass were illegal on most campuses.',
      'planners refused to pay for the fences, signs, and shrubs that groundskeepers requested.',
      'the path shifted slightly to one side or came back once the barrier decayed.',
    ],
    answer: 'D',
    explanation:
      'The paragraph says "the path simply shifted a few feet to one side, or returned once the fence fell into disrepair." The other reasons are not mentioned.',
  }),
  rd({
    passage: P2,
    domain: IKI,
    skill: CLAIMS,
    difficulty: 'hard',
    stem: 'By writing "Whether or not any particular campus truly followed this sequence" (third paragraph), the author indicates that the story of the unpaved quadrangle is:',
    choices: [
      'a well-documented event that proves designers should never pave walkways in advance.',
      'of uncertain accuracy, but useful to illustrate a real change in how designers think.',
      'a myth invented by groundskeepers to avoid building walkways.',
      'true of several campuses, all of which the author has visited.',
    ],
    answer: 'B',
    explanation:
      'The story is "told in several versions about several campuses," and the author declines to vouch for any one of them, yet says it "captures a real shift in thinking." That is neither proof (A) nor a dismissal as an invented myth (C), and the author claims no visits (D).',
  }),
  rd({
    passage: P2,
    domain: CS,
    skill: WORDS,
    difficulty: 'medium',
    stem: 'In the fifth paragraph, the author calls a trail "a kind of vote that accumulates over time" because a trail:',
    choices: [
      'is created when a town council formally decides where new paths should go.',
      'disappears quickly unless planners approve it and protect it with fences.',
      'records the combined choices of many people, repeated again and again.',
      'shows which single walker in a crowd was the most impatient to arrive.',
    ],
    answer: 'C',
    explanation:
      'One crossing "leaves no mark"; only "when many people repeat the crossing, day after day" does a path form, so the trail adds up many individual choices, like ballots. No formal decision is involved (A), trails persist without approval (B), and the author says a path is "not of one person\'s impatience" (D).',
  }),
  rd({
    passage: P2,
    domain: KID,
    skill: RELATIONSHIPS,
    difficulty: 'medium',
    stem: 'According to the fifth paragraph, once bare ground becomes visible, a path tends to deepen itself because:',
    choices: [
      'walkers tend to prefer bare ground, which brings it still more traffic.',
      'bare ground dries out in summer and can no longer support new grass.',
      'groundskeepers usually stop reseeding paths once they become visible.',
      'rain washes away the loose soil along the edges of the bare strip.',
    ],
    answer: 'A',
    explanation:
      'Models of trail formation "suggest that once bare ground is visible, walkers tend to prefer it, so a path deepens itself": more walkers, more wear. Drying soil (B), groundskeepers (C) and rain (D) are not given as causes.',
  }),
  rd({
    passage: P2,
    domain: KID,
    skill: INFERENCES,
    difficulty: 'medium',
    stem: 'Based on the fourth paragraph, a traffic engineer who noticed many people crossing a street in the middle of a block would most likely first:',
    choices: [
      'put up a fence along the curb so that people can no longer cross there.',
      'ask the police to fine anyone who crosses the street outside a crosswalk.',
      'repaint the nearest crosswalk in a brighter color so that walkers notice it.',
      'look for a bus stop or store entrance far from the nearest crosswalk.',
    ],
    answer: 'D',
    explanation:
      'The paragraph says midblock crossings "often reveal a bus stop or a store entrance placed far from the nearest crosswalk," and the principle is to "find out what problem that behavior solves" before correcting it. Fences (A) and fines (B) are the older "fight it" response; repainting (C) ignores why people cross there.',
  }),
  rd({
    passage: P2,
    domain: IKI,
    skill: CLAIMS,
    difficulty: 'medium',
    stem: 'Which of the following statements from the passage expresses an opinion rather than a fact that could be checked?',
    choices: [
      '"Groundskeepers reseeded the worn strip."',
      '"There is something democratic in this approach, and something humbling."',
      '"Traffic engineers study where pedestrians cross streets in the middle of a block."',
      '"A single person crossing a lawn leaves no mark."',
    ],
    answer: 'B',
    explanation:
      'Calling an approach "democratic" and "humbling" is the author\'s judgment. The other three describe practices or observations that could be checked by watching what groundskeepers, traffic engineers or a lawn actually do.',
  }),
  rd({
    passage: P2,
    domain: CS,
    skill: PURPOSE,
    difficulty: 'hard',
    stem: 'The sixth paragraph ("Not every desire path should be paved, however") mainly functions to:',
    choices: [
      'reject the idea, presented earlier, that desire paths tell designers anything useful about a space.',
      'introduce a new example of desire paths, this time drawn from the field of software design.',
      "qualify the author's argument by noting limits and offering other ways to respond to the same demand.",
      'explain why desire paths tend to form more often in wetlands and among trees than on open lawns.',
    ],
    answer: 'C',
    explanation:
      'After arguing that paths are information, the author concedes that some routes are harmful or unsafe, then shows planners can still meet the demand (a moved crosswalk, a boardwalk). The paragraph refines the argument rather than rejecting it (A); software (B) and the frequency of paths in wetlands (D) are not its subject.',
  }),
  rd({
    passage: P2,
    domain: KID,
    skill: DETAILS,
    difficulty: 'easy',
    stem: 'According to the passage, one way planners can respond to the demand a desire path reveals without approving its exact route is to:',
    choices: [
      'build a boardwalk that carries walkers over fragile ground.',
      'pave the path exactly where it has formed.',
      'plant shrubs where the path begins.',
      'wait a year before deciding whether to build any walkways.',
    ],
    answer: 'A',
    explanation:
      'The sixth paragraph names "moving a crosswalk" and "building a boardwalk that carries walkers over fragile ground." Paving the path (B) approves the exact route; shrubs (C) fight the demand; waiting a year (D) comes from the campus story, not from this point.',
  }),
];

const PASSAGE_III: QuestionBlueprint[] = [
  rd({
    passage: P3,
    domain: KID,
    skill: CENTRAL,
    difficulty: 'medium',
    stem: 'The main point of Passage A is that old instruments:',
    choices: [
      'should be played, since they were made for use and knowledge of them survives only in players.',
      'should be kept behind glass, because every performance puts them at risk of damage or wear.',
      'sound better than modern instruments, because their wood has changed over centuries of aging.',
      'should be rebuilt with longer necks and sturdier bracing so that they can fill modern halls.',
    ],
    answer: 'A',
    explanation:
      'The violinist argues that makers "intended them for use," that knowledge of an instrument "is passed on only through playing," and that she would rather hear one "even at some cost to it." Keeping them behind glass (B) is what she opposes; she calls the aging-wood claim "disputed" (C); and the nineteenth-century rebuilding (D) is history, not a recommendation.',
  }),
  rd({
    passage: P3,
    domain: CS,
    skill: VIEWPOINT,
    difficulty: 'hard',
    stem: 'The author of Passage A says that whether wood changes when an instrument is left unplayed "is disputed" most likely in order to:',
    choices: [
      "show that players' beliefs about how instruments change are usually mistaken and can be ignored.",
      'concede that a claim made for her side is uncertain while resting her case on a firmer point.',
      'suggest that scientists have already proved that wood does not change when it is left unplayed.',
      'explain why she herself has stopped playing old violins and now performs only on modern copies.',
    ],
    answer: 'B',
    explanation:
      'She grants that the "goes to sleep" claim is unsettled, then turns to what "is not disputed": knowledge of an instrument lives in players. That is a concession that strengthens her credibility. She does not call players\' beliefs usually wrong (A), claim a scientific proof (C), or say she has stopped playing (D).',
  }),
  rd({
    passage: P3,
    domain: KID,
    skill: DETAILS,
    difficulty: 'easy',
    stem: 'According to Passage A, most violins made before 1800 were altered in the nineteenth century so that they could:',
    choices: [
      'be displayed safely in museum cases.',
      'be played by students rather than professionals.',
      'fill larger concert halls with their sound.',
      'be copied more easily by other makers.',
    ],
    answer: 'C',
    explanation:
      'They were "given longer necks and sturdier internal bracing so that they could fill larger concert halls." The other purposes are not mentioned.',
  }),
  rd({
    passage: P3,
    domain: CS,
    skill: WORDS,
    difficulty: 'medium',
    stem: 'As it is used in Passage B ("An instrument is a document of how it was made"), the word "document" most nearly means:',
    choices: [
      'a record that preserves information.',
      'a certificate proving who owns something.',
      'a written description prepared by an expert.',
      'a permit that allows something to be used.',
    ],
    answer: 'A',
    explanation:
      'The conservator lists what the instrument itself records — the wood\'s thickness, the tool marks, the materials — so "document" means a record that holds information. It is not a written text (C) or a legal paper (B, D).',
  }),
  rd({
    passage: P3,
    domain: KID,
    skill: DETAILS,
    difficulty: 'medium',
    stem: 'According to Passage B, the more serious loss caused by keeping an old instrument in playing condition is the loss of:',
    choices: [
      "the varnish, which players' hands gradually wear away over many years of performances.",
      "the instrument's value when it is eventually sold to a collector.",
      'audiences, who come to prefer the brighter sound of modern instruments.',
      'original parts, and the evidence they hold about how the instrument was made.',
    ],
    answer: 'D',
    explanation:
      '"The more serious loss, however, is of evidence": a replaced part is "usually gone for good," and with it "the information in it." Wear on the varnish (A) is one of the small losses listed before; value (B) and audiences (C) are not discussed.',
  }),
  rd({
    passage: P3,
    domain: KID,
    skill: INFERENCES,
    difficulty: 'medium',
    stem: 'Based on Passage B, which instrument would its author consider most reasonable to use in regular concerts?',
    choices: [
      'A violin made in 1720 that has never been altered or repaired since it left its maker.',
      'An old violin that was heavily rebuilt long ago and keeps little of its original evidence.',
      'The only surviving instrument known to have been made by a particular and much-admired maker.',
      'An unaltered old instrument that has not yet been measured, photographed, or scanned.',
    ],
    answer: 'B',
    explanation:
      'The conservator says instruments "so thoroughly altered long ago that little original evidence remains in them" can "reasonably be returned to the stage." The others are the rare, largely unaltered originals she wants measured, copied and spared.',
  }),
  rd({
    passage: P3,
    domain: IKI,
    skill: TEXTS,
    difficulty: 'medium',
    stem: 'The authors of both passages would most likely agree that:',
    choices: [
      'playing a historical instrument involves some risk or cost to it.',
      'wood changes when an instrument is left unplayed.',
      'unaltered instruments should be replaced by copies on the concert stage.',
      'old instruments should never be played in public.',
    ],
    answer: 'A',
    explanation:
      'Passage A accepts playing "even at some cost to it" and calls risk "the price of a living tradition"; Passage B lists the losses each performance causes. Only Passage B proposes copies (C); Passage A calls the wood question unsettled and Passage B does not raise it (B); and neither says "never" (D) — Passage B explicitly allows some playing.',
  }),
  rd({
    passage: P3,
    domain: IKI,
    skill: TEXTS,
    difficulty: 'hard',
    stem: 'How do the two authors regard the nineteenth-century alterations to early violins?',
    choices: [
      'Both see them as damage that skilled makers should now work to undo, wherever the original parts still survive.',
      'Both see them as proof that early makers built violins too weak for serious concert use.',
      'Passage A sees them as proof that use kept the violins alive; Passage B, as a warning about lost evidence.',
      "Passage A regrets them because they changed the violins' sound; Passage B praises them as skillful adaptations.",
    ],
    answer: 'C',
    explanation:
      'Passage A says the violins\' survival "is a story of use, not of storage"; Passage B says the alterations musicians "admire as adaptations" are "a warning," since they erased knowledge of the original sound. Neither calls for undoing them (A) or faults the makers (B), and D reverses the two views.',
  }),
  rd({
    passage: P3,
    domain: IKI,
    skill: TEXTS,
    difficulty: 'hard',
    stem: 'The author of Passage B would most likely respond to the final sentence of Passage A ("I would rather hear a great instrument, even at some cost to it, than know that it survives in perfect silence") by pointing out that:',
    choices: [
      'most listeners cannot actually hear any difference between old violins and well-made new ones.',
      'concert halls today are far too large for the sound of old violins to fill them properly.',
      'old instruments keep their best sound only when they are stored and never played at all.',
      'the choice is not simply music or silence, since copies can be played while the originals are kept.',
    ],
    answer: 'D',
    explanation:
      'Passage B rejects the framing of "choosing silence over music": the originals can be measured and copied, and "musicians may play [copies] as hard as they like." Listeners\' hearing (A) and hall size (B) are never raised, and Passage B does not claim unplayed instruments sound better (C).',
  }),
];

const PASSAGE_IV: QuestionBlueprint[] = [
  rd({
    passage: P4,
    domain: KID,
    skill: CENTRAL,
    difficulty: 'easy',
    stem: 'The passage is mainly concerned with:',
    choices: [
      'comparing the wood frog with the many frogs that spend the winter in the mud of ponds and lakes.',
      'explaining how the wood frog survives being frozen and why this interests scientists.',
      'describing how wood frogs find the ponds in which they breed each spring.',
      'arguing that human organs for transplant should be frozen as wood frogs are.',
    ],
    answer: 'B',
    explanation:
      'The passage explains the two dangers of freezing, how the frog avoids each, what affects its tolerance, and why medical researchers study it. Pond-wintering frogs (A) and breeding (C) get one sentence each, and the passage says organs cannot yet be frozen reliably rather than arguing for it (D).',
  }),
  rd({
    passage: P4,
    domain: KID,
    skill: DETAILS,
    difficulty: 'easy',
    stem: 'According to the passage, the wood frog spends the winter:',
    choices: [
      'in the mud at the bottom of a pond, like many other frogs.',
      'in a burrow it digs deep below the frost line each autumn.',
      'under fallen leaves, a few centimeters below the surface.',
      'inside hollow logs and trees on the forest floor.',
    ],
    answer: 'C',
    explanation:
      'The first paragraph says it "settles instead under a layer of fallen leaves on the forest floor, only a few centimeters below the surface." Pond mud (A) is where "many frogs" go, not the wood frog.',
  }),
  rd({
    passage: P4,
    domain: KID,
    skill: RELATIONSHIPS,
    difficulty: 'medium',
    stem: "According to the second paragraph, ice that forms outside an animal's cells can harm the cells because:",
    choices: [
      'the ice crystals grow inward through the cell membranes from outside.',
      'the cells take in water from outside and swell until they burst.',
      'the ice blocks the flow of oxygen-carrying blood to the heart.',
      'the remaining liquid becomes saltier and draws water out of the cells.',
    ],
    answer: 'D',
    explanation:
      'As water outside the cells freezes, "the liquid that remains becomes saltier, drawing water out of the cells by osmosis until they shrink past the point of recovery." Puncturing membranes (A) is the danger of ice inside cells; the cells shrink rather than swell (B); and oxygen (C) is not part of this paragraph.',
  }),
  rd({
    passage: P4,
    domain: CS,
    skill: PURPOSE,
    difficulty: 'medium',
    stem: 'The second paragraph mainly functions to:',
    choices: [
      'set out the two problems that the next paragraphs show the frog solving.',
      'describe the laboratory experiments that researchers performed on wood frogs.',
      'argue that freezing is much less dangerous to living things than most people believe.',
      'compare the wood frog with several animals that cannot survive being frozen.',
    ],
    answer: 'A',
    explanation:
      'It names a "mechanical" and a "chemical" danger and ends, "An animal that survives freezing must solve both problems"; the third paragraph then "solves the first," the fourth "the second." It describes no experiments (B), treats freezing as "usually fatal" (C), and names no other animals (D).',
  }),
  rd({
    passage: P4,
    domain: KID,
    skill: DETAILS,
    difficulty: 'medium',
    stem: "According to the passage, the glucose released by the frog's liver protects its cells mainly by:",
    choices: [
      'supplying the energy the heart needs to keep beating slowly while the frog is frozen.',
      'lowering the freezing point of the fluid inside the cells and holding water there.',
      "melting the ice that forms beneath the frog's skin and in its body cavity.",
      'carrying oxygen to the cells during the months when the frog is not breathing.',
    ],
    answer: 'B',
    explanation:
      'The fourth paragraph says dissolved glucose "lowers the freezing point of the fluid inside the cells and holds water there, [so] the cells lose less water and shrink less." The heart stops while frozen (A); the ice outside the cells stays (C); and glucose does not carry oxygen (D).',
  }),
  rd({
    passage: P4,
    domain: CS,
    skill: WORDS,
    difficulty: 'easy',
    stem: 'As it is used in the fourth paragraph ("The second problem the frog addresses with sugar"), the word "addresses" most nearly means:',
    choices: ['deals with.', 'gives a speech to.', 'writes a name on.', 'directs a remark to.'],
    answer: 'A',
    explanation:
      'The frog handles, or deals with, the problem of water loss by producing glucose. Giving a speech, writing a name on an envelope and directing a remark at someone are other senses of "address," and none of them fits a frog solving a problem.',
  }),
  rd({
    passage: P4,
    domain: KID,
    skill: INFERENCES,
    difficulty: 'hard',
    stem: 'Based on the passage, a wood frog caught by a sudden, severe cold snap with no snow or leaf cover above it would most likely:',
    choices: [
      'freeze more slowly than usual and build up extra glucose.',
      'avoid freezing because its skin is moist.',
      'survive more easily than frogs under snow, because it freezes faster.',
      'cool quickly, build up less glucose, and be less likely to survive.',
    ],
    answer: 'D',
    explanation:
      'Snow and leaf litter "insulate it, so its body temperature falls gradually"; frogs cooled quickly "build up less [glucose] and are less likely to recover." Without cover, the frog would cool fast (not slowly, A). Moist skin is where freezing starts (B), and fast freezing hurts rather than helps (C).',
  }),
  rd({
    passage: P4,
    domain: IKI,
    skill: CLAIMS,
    difficulty: 'hard',
    stem: "Which of the following findings, if true, would most directly support the passage's explanation of why Alaskan wood frogs tolerate more cold than southern ones?",
    choices: [
      'Alaskan wood frogs breed several weeks later in the spring than wood frogs living farther south.',
      'Southern wood frogs hibernate deeper beneath the leaf litter than wood frogs in Alaska do.',
      'Alaskan frogs with the largest autumn stores of liver glycogen most often survived the coldest temperatures.',
      'Alaskan wood frogs are slightly larger, on average, than wood frogs from the southern part of the range.',
    ],
    answer: 'C',
    explanation:
      'The passage credits the Alaskan frogs\' "larger stores of liver glycogen" — the raw material for glucose — with part of their tolerance. A link between glycogen stores and surviving the coldest temperatures supports that explanation directly. Breeding time (A), hibernation depth (B) and body size (D) bear on other explanations, not this one.',
  }),
  rd({
    passage: P4,
    domain: KID,
    skill: DETAILS,
    difficulty: 'easy',
    stem: 'According to the last paragraph, medical researchers are interested in the wood frog because:',
    choices: [
      'the glucose it produces could be used to treat patients who have lost a great deal of blood.',
      'it shows that human organs can already be frozen and rewarmed safely for transplant.',
      'its skin, which ice passes through easily, could be grafted onto human burn patients.',
      'learning how its tissues survive freezing could suggest ways to store transplant organs longer.',
    ],
    answer: 'D',
    explanation:
      'Transplant organs last "only hours" outside the body, and learning how the frog tolerates ice "could someday suggest ways to store organs longer." The passage says whole organs "cannot yet be frozen and rewarmed reliably" (B) and mentions no treatment with glucose (A) or skin (C).',
  }),
];

/**
 * Field-test (unscored) items, 0-based: two in each passage and a third in the last (9 of 36, so 27
 * count). They are spread over the categories so that Key Ideas and Details stays more than half of the
 * scored questions as well (16 of 27).
 */
export const ACT_READING_PRETEST = [2, 6, 12, 15, 20, 25, 28, 32, 35];

export const ACT_READING_QUESTIONS: QuestionBlueprint[] = withPretest(
  [...PASSAGE_I, ...PASSAGE_II, ...PASSAGE_III, ...PASSAGE_IV],
  ACT_READING_PRETEST,
);
