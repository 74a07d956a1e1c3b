import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { mc, type McInput } from './demo-exams-builders.ts';
import { completeTheWords } from './demo-exams-toefl-builders.ts';
import {
  TOEFL_READING_MODULE_1_ACADEMIC_2,
  TOEFL_READING_MODULE_1_DAILY_2,
  TOEFL_READING_MODULE_2_EASIER_DAILY_2,
  TOEFL_READING_MODULE_2_HARDER_DAILY_2,
  TOEFL_READING_PASSAGES_2,
} from './demo-exams-toefl-reading-2.ts';

/**
 * Original TOEFL iBT 2026 Reading (written for Prepwell, never copied from ETS): a router module and an
 * easier and a harder module 2, each with the real task mix (exams.md §3.1): Complete the Words,
 * Read in Daily Life, Read an Academic Passage.
 */

const DAILY = 'Read in Daily Life';
const ACADEMIC = 'Read an Academic Passage';
const daily = (q: Omit<McInput, 'domain' | 'task'>) => mc({ ...q, domain: DAILY, task: 'read_in_daily_life' });
const academic = (q: Omit<McInput, 'domain' | 'task'>) => mc({ ...q, domain: ACADEMIC, task: 'read_academic_passage' });

const ctwRouter = completeTheWords({
  passageKey: 'toefl-r1-words',
  difficulty: 'medium',
  text: 'Honeybees share information in a surprising way. When a forager {finds} a rich {patch} of flowers, {she} returns to {the} hive and {performs} a short {dance}. The {angle} of the dance {shows} the {direction} of the food, and its {length} tells other bees how far away it is.',
  explanations: [
    '“finds”: the clause needs a present-tense verb for the subject “a forager,” and finding flowers is what a forager does.',
    '“patch”: a “rich patch of flowers” is an area full of flowers, the food source the bee has found.',
    '“she”: the subject pronoun refers back to the forager (worker bees are female) and is followed by the verb “returns.”',
    '“the”: a definite article is needed before “hive,” the bee’s own hive, which is already known.',
    '“performs”: one “performs” a dance; the verb is present tense and agrees with “she,” parallel to “returns.”',
    '“dance”: the paragraph goes on to describe “the dance,” so the forager performs a short dance.',
    '“angle”: the angle of the dance shows direction; “The ___ of the dance” needs a noun, and “an” + “gle” spells it.',
    '“shows”: the sentence needs a present-tense verb agreeing with “the angle”: the angle shows the direction.',
    '“direction”: the dance’s angle tells where to fly, that is, the direction of the food, while its length gives the distance.',
    '“length”: the second half of the sentence is about distance (“how far away”), which the length of the dance tells.',
  ],
});

const ctwEasier = completeTheWords({
  passageKey: 'toefl-r2e-words',
  difficulty: 'easy',
  text: 'Many people enjoy keeping a small garden. {Growing} your own vegetables {can} save money, {and} fresh food {often} tastes better. {Tomatoes} and beans are {easy} to grow, {even} in small spaces. {All} they need is {sun}, water, and a {little} care.',
  explanations: [
    '“Growing”: the -ing form acts as the subject of the sentence: growing your own vegetables can save money.',
    '“can”: a modal verb before “save” expresses possibility: gardening can save money.',
    '“and”: the conjunction joins two clauses that both give reasons to garden.',
    '“often”: an adverb of frequency before the verb “tastes”: fresh food often tastes better.',
    '“Tomatoes”: a plural vegetable name fits “Tomatoes and beans are easy to grow.”',
    '“easy”: the adjective after “are” tells how hard the plants are to grow; “easy to grow” is a common phrase.',
    '“even”: “even in small spaces” adds a surprising condition: they grow well there too.',
    '“All”: “All they need is …” introduces a short list of what the plants require.',
    '“sun”: plants need sun (sunlight), water and care; “s” + “un” spells the word.',
    '“little”: “a little care” means a small amount of care, the opposite of a lot of work.',
  ],
});

const ctwHarder = completeTheWords({
  passageKey: 'toefl-r2h-words',
  difficulty: 'hard',
  text: 'Glaciers are far more dynamic than they appear. Although they seem {motionless}, most glaciers {flow} slowly downhill under {their} own weight. {Near} the surface, the {ice} is brittle {and} cracks into deep crevasses, {whereas} deeper layers deform {almost} like thick {syrup}. Scientists {measure} this movement with GPS stations placed on the ice.',
  explanations: [
    '“motionless”: “Although” sets up a contrast with “flow slowly downhill,” so glaciers seem not to move: motionless.',
    '“flow”: a present-tense verb agreeing with “glaciers”; ice that moves slowly downhill is said to flow.',
    '“their”: the possessive refers to the glaciers: they move under their own weight.',
    '“Near”: a preposition of place introduces where the ice is brittle: near the surface.',
    '“ice”: glaciers are made of ice, and the sentence describes how the ice behaves at the surface.',
    '“and”: the conjunction joins two verbs with the same subject: the ice is brittle and cracks.',
    '“whereas”: a contrast between the brittle surface and the deeper layers that deform; “whe” + “reas.”',
    '“almost”: an adverb softening the comparison: the deep layers deform almost like syrup.',
    '“syrup”: a thick, slowly flowing liquid, a common comparison for something that deforms without breaking.',
    '“measure”: scientists measure the movement with GPS; the verb agrees with the plural “Scientists.”',
  ],
});

export const TOEFL_READING_PASSAGES: Record<string, PassageBlueprint> = {
  ...TOEFL_READING_PASSAGES_2,
  'toefl-r1-words': ctwRouter.passage,
  'toefl-r2e-words': ctwEasier.passage,
  'toefl-r2h-words': ctwHarder.passage,
  'toefl-r1-recycling': {
    title: 'Notice',
    body: `CAMPUS RECYCLING: WHAT'S CHANGING

Starting Monday, March 3, the blue bins in all residence halls will accept mixed recycling: paper, cardboard, plastic bottles, and metal cans can go in the same bin. Glass is no longer accepted in residence hall bins; please take glass to the collection point behind the Student Center. Flattened cardboard boxes that are larger than the bin opening should be left beside the bin, not forced inside it.

Questions? Email green@northfield.edu.`,
  },
  'toefl-r1-email': {
    title: 'Email',
    body: `From: Dana Whitfield, Writing Center
To: All first-year students
Subject: Tutoring appointments

Hi everyone,

Starting next week, the Writing Center will move from drop-in tutoring to appointments only. You can book a 30-minute session up to seven days in advance through the student portal. Because demand is highest in the last two weeks of the term, we strongly encourage you to book early. If you need to cancel, please do so at least 24 hours ahead so that another student can take your slot. Students who miss two appointments without canceling will not be able to book online for the rest of the term and will need to visit the front desk instead.

Best,
Dana`,
  },
  'toefl-r1-heat': {
    title: 'The Urban Heat Island',
    body: `Cities are often several degrees warmer than the countryside around them, a pattern known as the urban heat island effect. The difference is usually greatest at night. During the day, dark surfaces such as asphalt roads and rooftops absorb large amounts of sunlight. Brick and concrete also store heat, and after sunset they release it slowly, keeping the air warm long after the surrounding fields have cooled.

Cities also lack much of the vegetation that cools rural areas. Plants release water vapor through their leaves, and as this water evaporates, it carries heat away. In addition, tall buildings can trap warm air and block breezes, while cars, air conditioners, and factories add heat of their own.

The effect matters because heat can be dangerous, especially for older people, and because cooling buildings uses large amounts of energy. Some cities are responding by planting trees, building parks, and painting roofs white or light gray so that they reflect more sunlight. Early studies suggest that such changes can lower local temperatures noticeably, although no single measure solves the problem.`,
  },
  'toefl-r2e-pool': {
    title: 'Schedule',
    body: `RIVERSIDE COMMUNITY POOL: SUMMER SCHEDULE

- Lap swimming (adults only): Monday to Friday, 6:00–8:00 a.m.
- Open swim (all ages): every day, 12:00–5:00 p.m.
- Swim lessons for children aged 5–12: Tuesday and Thursday, 5:30–6:30 p.m. Sign up at the front desk.
- The pool is closed for cleaning every Monday from 12:00 to 2:00 p.m.

Children under 10 must be accompanied by an adult in the water at all times.`,
  },
  'toefl-r2e-otters': {
    title: 'Sea Otters',
    body: `Sea otters live along the coasts of the North Pacific Ocean. Unlike whales and seals, they do not have a thick layer of fat to keep them warm. Instead, they have the thickest fur of any animal, with up to a million hairs in a single square inch. To keep this fur clean and waterproof, otters spend hours each day grooming.

Sea otters eat crabs, clams, and especially sea urchins. Some otters even use rocks as tools to crack open hard shells. By eating urchins, otters protect kelp forests, because urchins feed on kelp and can destroy large areas of it when there are no otters to control them.

In the 1700s and 1800s, hunters killed so many otters for their fur that the animals almost disappeared. After an international agreement protected them in 1911, their numbers slowly began to grow again, and so did many kelp forests.`,
  },
  'toefl-r2h-printers': {
    title: 'Email',
    body: `From: Priya Natarajan, Design Lab Coordinator
To: Design Lab users
Subject: Changes to 3D printer reservations

Dear lab users,

Because of the growing number of requests, the Design Lab is revising its 3D printer policy, effective October 1. Reservations will be limited to four hours per user per week. Print jobs expected to take longer than four hours must be approved in advance by a lab supervisor, who will schedule them overnight, when the lab is closed. Please note that the lab cannot be held responsible for failed overnight prints; we recommend running a short test print during staffed hours first. Finally, users who reserve a printer but do not start a job within 15 minutes of the beginning of their slot will lose the reservation, and the printer will be released to the waiting list.

Regards,
Priya`,
  },
  'toefl-r2h-time': {
    title: 'Standard Time',
    body: `Until the late nineteenth century, most towns kept their own time. Noon was simply the moment when the sun stood highest in the local sky, so clocks in a town a short distance to the east ran a few minutes ahead of those to the west. For people who rarely traveled far, this hardly mattered.

The spread of railroads changed that. A train crossing a large country passed through dozens of local times, and each railroad company published schedules based on its own reference time. Travelers had to convert from one system to another, and confusion about timing could contribute to missed connections and even collisions.

In 1883, railroads in the United States and Canada adopted a small number of standard time zones, each covering a wide band of territory. On the day of the change, many clocks had to be reset, and some towns experienced two different noons. The following year, an international conference chose the meridian passing through Greenwich, England, as the reference line from which time zones around the world would be measured.

Not everyone welcomed the change. Some communities objected that time belonged to the sun, not to railroad companies, and went on using local time for years. In the United States, standard time did not become federal law until 1918, thirty-five years after the railroads had begun using it.`,
  },
};

const RECYCLING = 'toefl-r1-recycling';
const EMAIL = 'toefl-r1-email';
const HEAT = 'toefl-r1-heat';
const POOL = 'toefl-r2e-pool';
const OTTERS = 'toefl-r2e-otters';
const PRINTERS = 'toefl-r2h-printers';
const TIME = 'toefl-r2h-time';

export const TOEFL_READING_MODULE_1: QuestionBlueprint[] = [
  ...ctwRouter.questions,
  daily({
    passage: RECYCLING,
    skill: 'Purpose',
    difficulty: 'easy',
    stem: 'What is the main purpose of the notice?',
    choices: [
      'To explain new recycling rules in the residence halls',
      'To invite students to a meeting about recycling',
      'To announce the opening of a new Student Center',
      'To ask students to recycle less',
    ],
    answer: 'A',
    explanation:
      'The notice describes what changes on March 3: mixed recycling in the blue bins, glass taken elsewhere, and large boxes left beside the bins. It does not ask for less recycling, announce a building or invite anyone to a meeting.',
  }),
  daily({
    passage: RECYCLING,
    skill: 'Detail',
    difficulty: 'easy',
    stem: 'According to the notice, what should students do with glass bottles?',
    choices: [
      'Take them to the collection point behind the Student Center',
      'Leave them beside the bins',
      'Put them in the blue bins with the plastic bottles',
      'Email the recycling office before throwing them away',
    ],
    answer: 'A',
    explanation:
      'The notice says glass “is no longer accepted in residence hall bins; please take glass to the collection point behind the Student Center.” Leaving items beside the bin is for large cardboard boxes.',
  }),
  daily({
    passage: RECYCLING,
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'What does the notice say about large cardboard boxes?',
    choices: [
      'They are no longer accepted.',
      'They should be flattened and placed next to the bin.',
      'They must be cut into pieces that fit the bin.',
      'They should be taken to the Student Center.',
    ],
    answer: 'B',
    explanation:
      'Flattened boxes “larger than the bin opening should be left beside the bin, not forced inside it.” So they are still accepted, but next to the bin rather than in it.',
  }),
  daily({
    passage: EMAIL,
    skill: 'Purpose',
    difficulty: 'easy',
    stem: 'Why did Dana write the email?',
    choices: [
      'To remind students that the term is ending',
      'To announce a change in how students get tutoring',
      'To recruit new writing tutors',
      'To apologize for canceling appointments',
    ],
    answer: 'B',
    explanation:
      'The email’s main news is that the Writing Center “will move from drop-in tutoring to appointments only,” followed by how booking and canceling work. Nothing is canceled, and no tutors are recruited.',
  }),
  daily({
    passage: EMAIL,
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'What happens to a student who misses two appointments without canceling?',
    choices: [
      'The student must pay a fee.',
      'The student loses access to drop-in tutoring.',
      'The student can book only at the front desk for the rest of the term.',
      'The student may book sessions only seven days ahead.',
    ],
    answer: 'C',
    explanation:
      'The last sentence says such students “will not be able to book online for the rest of the term and will need to visit the front desk instead.” No fee is mentioned, and drop-in tutoring no longer exists for anyone.',
  }),
  daily({
    passage: EMAIL,
    skill: 'Inference',
    difficulty: 'medium',
    stem: 'What can be inferred about the last two weeks of the term?',
    choices: [
      'The Writing Center will be closed.',
      'Students will not be able to cancel.',
      'Sessions will be longer than 30 minutes.',
      'Appointments may be hard to get.',
    ],
    answer: 'D',
    explanation:
      'Dana says “demand is highest in the last two weeks of the term” and urges students to book early, which implies that open slots may run out then. Nothing suggests closing, longer sessions or a ban on canceling.',
  }),
  ...TOEFL_READING_MODULE_1_DAILY_2,
  academic({
    passage: HEAT,
    skill: 'Main idea',
    difficulty: 'medium',
    stem: 'What is the passage mainly about?',
    choices: [
      'Why older people prefer to live in cities',
      'How asphalt roads are built and repaired',
      'Why cities are warmer than nearby rural areas, why it matters, and how cities respond',
      'How air conditioners were invented',
    ],
    answer: 'C',
    explanation:
      'Paragraph 1 names the urban heat island, paragraphs 1–2 explain its causes, and paragraph 3 explains why it matters and what cities are doing. The other choices mention details the passage touches on at most in passing.',
  }),
  academic({
    passage: HEAT,
    skill: 'Detail',
    difficulty: 'easy',
    stem: 'According to paragraph 1, when is the temperature difference between cities and the countryside usually greatest?',
    choices: ['In the early morning', 'At midday', 'At night', 'During rainstorms'],
    answer: 'C',
    explanation:
      'The second sentence says, “The difference is usually greatest at night,” and the paragraph explains why: brick and concrete release stored heat slowly after sunset.',
  }),
  academic({
    passage: HEAT,
    skill: 'Vocabulary',
    difficulty: 'easy',
    stem: 'The word “release” in paragraph 1 is closest in meaning to',
    choices: ['take in', 'hold back', 'break apart', 'give off'],
    answer: 'D',
    explanation:
      'After storing heat during the day, brick and concrete “release it slowly” after sunset, that is, they give it off to the air. “Take in” is the opposite, which is what they did during the day.',
  }),
  academic({
    passage: HEAT,
    skill: 'Negative factual information',
    difficulty: 'medium',
    stem: 'All of the following are mentioned as causes of the urban heat island EXCEPT',
    choices: [
      'dark surfaces that absorb sunlight',
      'a lack of plants',
      'buildings that block breezes',
      'smoke that traps heat in the clouds',
    ],
    answer: 'D',
    explanation:
      'The passage names dark surfaces, missing vegetation, tall buildings that trap air and block breezes, and heat from cars and machines. It never mentions smoke or clouds.',
  }),
  academic({
    passage: HEAT,
    skill: 'Inference',
    difficulty: 'hard',
    stem: 'What can be inferred about painting roofs white or light gray?',
    choices: [
      'It makes buildings more expensive to cool.',
      'It reduces the amount of sunlight that roofs absorb.',
      'It completely solves the problem of urban heat.',
      'It is used mainly in rural areas.',
    ],
    answer: 'B',
    explanation:
      'Light roofs “reflect more sunlight,” and paragraph 1 says dark surfaces absorb sunlight, so light roofs absorb less and stay cooler. The passage says “no single measure solves the problem,” which rules out C.',
  }),
  ...TOEFL_READING_MODULE_1_ACADEMIC_2,
];

export const TOEFL_READING_MODULE_2_EASIER: QuestionBlueprint[] = [
  ...ctwEasier.questions,
  daily({
    passage: POOL,
    skill: 'Detail',
    difficulty: 'easy',
    stem: 'When can adults swim laps?',
    choices: [
      'Every afternoon from 12:00 to 5:00',
      'Tuesday and Thursday evenings',
      'Weekday mornings from 6:00 to 8:00',
      'Only on Mondays',
    ],
    answer: 'C',
    explanation:
      'The schedule lists “Lap swimming (adults only): Monday to Friday, 6:00–8:00 a.m.” The afternoon time is open swim, and the evenings are children’s lessons.',
  }),
  daily({
    passage: POOL,
    skill: 'Application',
    difficulty: 'medium',
    stem: 'A family arrives for open swim on a Monday at 1:00 p.m. What will they find?',
    choices: [
      'They must sign up at the front desk.',
      'Only adults may swim.',
      'A swim lesson is taking place.',
      'The pool is closed for cleaning.',
    ],
    answer: 'D',
    explanation:
      'Open swim normally runs from 12:00 to 5:00, but “the pool is closed for cleaning every Monday from 12:00 to 2:00 p.m.,” so at 1:00 on a Monday it is closed.',
  }),
  daily({
    passage: POOL,
    skill: 'Detail',
    difficulty: 'easy',
    stem: 'What must the parent of a seven-year-old do during open swim?',
    choices: [
      'Sign the child up for lessons',
      'Bring the child only in the morning',
      'Watch from outside the pool area',
      'Stay in the water with the child',
    ],
    answer: 'D',
    explanation:
      'The last line says children under 10 “must be accompanied by an adult in the water at all times,” so the parent must be in the water too.',
  }),
  ...TOEFL_READING_MODULE_2_EASIER_DAILY_2,
  academic({
    passage: OTTERS,
    skill: 'Main idea',
    difficulty: 'easy',
    stem: 'What is the passage mainly about?',
    choices: [
      'How sea otters live and why they are important to kelp forests',
      'How to build tools from rocks',
      'Why whales have a thick layer of fat',
      'Where people can see sea otters today',
    ],
    answer: 'A',
    explanation:
      'The passage describes the otters’ fur, food and tool use, explains how they protect kelp forests, and tells how they recovered after hunting. The other choices are minor details or not mentioned.',
  }),
  academic({
    passage: OTTERS,
    skill: 'Detail',
    difficulty: 'easy',
    stem: 'According to the passage, how do sea otters stay warm?',
    choices: ['With a thick layer of fat', 'By staying out of the water', 'With very thick fur', 'By eating warm food'],
    answer: 'C',
    explanation:
      'Unlike whales and seals, otters lack a thick layer of fat; “instead, they have the thickest fur of any animal.”',
  }),
  academic({
    passage: OTTERS,
    skill: 'Vocabulary',
    difficulty: 'medium',
    stem: 'The word “control” in paragraph 2 is closest in meaning to',
    choices: ['feed', 'limit', 'follow', 'protect'],
    answer: 'B',
    explanation:
      'Without otters, urchins can destroy large areas of kelp; otters “control” urchins by eating them, keeping their numbers limited.',
  }),
  academic({
    passage: OTTERS,
    skill: 'Detail',
    difficulty: 'easy',
    stem: 'Why do sea otters spend hours each day grooming?',
    choices: [
      'To find food in their fur',
      'To keep their fur clean and waterproof',
      'To attract other otters',
      'To remove their winter coat',
    ],
    answer: 'B',
    explanation: 'The passage says, “To keep this fur clean and waterproof, otters spend hours each day grooming.”',
  }),
  academic({
    passage: OTTERS,
    skill: 'Inference',
    difficulty: 'medium',
    stem: 'What can be inferred about kelp forests in the 1800s?',
    choices: [
      'Many were damaged because there were few otters to eat the urchins.',
      'They grew larger because hunters removed the urchins.',
      'They were protected by an international agreement.',
      'They were the main food of sea otters.',
    ],
    answer: 'A',
    explanation:
      'Otters nearly disappeared in that period, and without otters urchins can destroy kelp; the passage adds that after 1911 “so did many kelp forests” grow again, implying they had shrunk.',
  }),
];

export const TOEFL_READING_MODULE_2_HARDER: QuestionBlueprint[] = [
  ...ctwHarder.questions,
  daily({
    passage: PRINTERS,
    skill: 'Purpose',
    difficulty: 'medium',
    stem: 'What is the main purpose of the email?',
    choices: [
      'To announce that the Design Lab will close at night',
      'To apologize for failed overnight prints',
      'To explain new limits and procedures for reserving 3D printers',
      'To invite users to join a waiting list for new printers',
    ],
    answer: 'C',
    explanation:
      'The email sets a weekly limit, explains how long jobs are approved and scheduled, and says when reservations are lost: new rules for reserving the printers. The lab already closes at night, and no apology or new printers are mentioned.',
  }),
  daily({
    passage: PRINTERS,
    skill: 'Application',
    difficulty: 'medium',
    stem: 'A student needs to print a project that will take six hours. What must the student do?',
    choices: [
      'Split the job across two weeks',
      'Run the whole job during staffed hours',
      'Start the job within 15 minutes of the lab opening',
      'Get approval from a lab supervisor in advance',
    ],
    answer: 'D',
    explanation:
      'Jobs “expected to take longer than four hours must be approved in advance by a lab supervisor,” who schedules them overnight. The 15-minute rule is about starting a reserved slot.',
  }),
  daily({
    passage: PRINTERS,
    skill: 'Inference',
    difficulty: 'hard',
    stem: 'Why does Priya recommend a short test print during staffed hours?',
    choices: [
      'Because test prints are free only during the day',
      'Because no one will be present to fix problems during an overnight print',
      'Because overnight prints are limited to fifteen minutes',
      'Because supervisors must watch every print from start to finish',
    ],
    answer: 'B',
    explanation:
      'Long jobs run overnight “when the lab is closed,” and the lab is not responsible for failed overnight prints. A test print while staff are present lets a user catch problems before an unattended run.',
  }),
  ...TOEFL_READING_MODULE_2_HARDER_DAILY_2,
  academic({
    passage: TIME,
    skill: 'Main idea',
    difficulty: 'medium',
    stem: 'What is the main purpose of the passage?',
    choices: [
      'To describe how early railroads were built',
      'To argue that local time was more accurate than standard time',
      'To explain how and why standard time zones replaced local time',
      'To compare time zones in different countries',
    ],
    answer: 'C',
    explanation:
      'The passage moves from local sun time, to the problems railroads created, to the 1883 time zones and the 1884 reference meridian, to resistance and the 1918 law. It does not argue for local time, describe railroad construction or compare countries.',
  }),
  academic({
    passage: TIME,
    skill: 'Detail',
    difficulty: 'easy',
    stem: 'According to paragraph 1, why did clocks in nearby towns show different times?',
    choices: [
      'Towns changed their clocks every season.',
      'Railroad companies set each town’s clocks.',
      'Clocks at the time were not accurate.',
      'Each town set noon by the position of the sun in its own sky.',
    ],
    answer: 'D',
    explanation:
      '“Noon was simply the moment when the sun stood highest in the local sky,” so towns farther east reached noon earlier. Railroads became involved only later.',
  }),
  academic({
    passage: TIME,
    skill: 'Vocabulary',
    difficulty: 'medium',
    stem: 'The word “adopted” in paragraph 3 is closest in meaning to',
    choices: ['rejected', 'began to use', 'invented', 'argued about'],
    answer: 'B',
    explanation:
      'In 1883 the railroads “adopted” standard time zones, that is, they took them up and began to use them. “Rejected” is the opposite.',
  }),
  academic({
    passage: TIME,
    skill: 'Inference',
    difficulty: 'hard',
    stem: 'What can be inferred about the towns that experienced “two different noons”?',
    choices: [
      'Their clocks were set back at the change, so noon came a second time.',
      'They were located exactly on the Greenwich meridian.',
      'They refused to adopt standard time.',
      'Their trains arrived twice a day at noon.',
    ],
    answer: 'A',
    explanation:
      'A town whose local time ran ahead of its new standard time reached noon by its old clocks, then set them back and reached noon again by standard time. Greenwich was chosen only the following year, and refusing the change would not produce two noons.',
  }),
  academic({
    passage: TIME,
    skill: 'Rhetorical purpose',
    difficulty: 'hard',
    stem: 'Why does the author mention that standard time became federal law in 1918?',
    choices: [
      'To show that official acceptance came long after the railroads began using it',
      'To explain why railroads stopped using local time',
      'To prove that communities welcomed the change',
      'To identify when the Greenwich meridian was chosen',
    ],
    answer: 'A',
    explanation:
      'The author notes that the law came “thirty-five years after the railroads had begun using it,” highlighting how slowly the change became official, which fits the paragraph’s point that not everyone welcomed it.',
  }),
];
