import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { mc, withPretest, type McInput } from './demo-exams-builders.ts';

/**
 * Original TOEFL iBT 2026 Reading added for the full-length section (issue 15; written for Prepwell, never
 * copied from ETS). demo-exams-toefl-reading.ts places these after the module's own texts of the same
 * task, so each module keeps the real order: Complete the Words, Read in Daily Life, Read an Academic
 * Passage. The router's bike-share notice is an unscored (pretest) set, as the real test carries some
 * unscored calibration items (exams.md §3.1 ⚠️).
 */

const daily = (q: Omit<McInput, 'domain' | 'task'>) =>
  mc({ ...q, domain: 'Read in Daily Life', task: 'read_in_daily_life' });
const academic = (q: Omit<McInput, 'domain' | 'task'>) =>
  mc({ ...q, domain: 'Read an Academic Passage', task: 'read_academic_passage' });

const CAFE = 'toefl-r1-cafe';
const BIKES = 'toefl-r1-bikes';
const MANGROVES = 'toefl-r1-mangroves';
const STUDY_ROOMS = 'toefl-r2e-study-rooms';
const SUBLETS = 'toefl-r2h-sublets';

export const TOEFL_READING_PASSAGES_2: Record<string, PassageBlueprint> = {
  [CAFE]: {
    title: 'Menu board',
    body: `GREEN LEAF CAFÉ: WEEKDAY SPECIALS

- Soup of the day: $4.50 (add half a sandwich for $3.00)
- Build-your-own salad: $7.00; each extra topping $0.75
- Coffee or tea: $2.00. Free refills with a Green Leaf reusable cup.

Students with a valid ID receive 10% off any order over $10.
The kitchen closes at 2:30 p.m.; drinks are served until 4:00 p.m.`,
  },
  [BIKES]: {
    title: 'Notice',
    body: `BIKE SHARE: WINTER SCHEDULE

From December 1 to February 28, the bike share stations at the north parking lot and the athletic fields will be closed. The stations at the library, the Student Center, and the train station will stay open. Rides under 30 minutes remain free for students. Bikes left at a closed station will be collected by staff, and the rider will be charged a $15 return fee.`,
  },
  [MANGROVES]: {
    title: 'Mangrove Forests',
    body: `Mangroves are trees that grow where few other trees can survive: along tropical and subtropical coastlines, in mud that is flooded by salt water twice a day. To cope with the salt, some species filter most of it out at their roots, while others absorb it and then release it through special glands on their leaves, which are often covered with tiny salt crystals.

Mangrove roots are as unusual as the trees themselves. Many species stand on arching prop roots, and others send up pencil-like roots that stick out of the mud, allowing the trees to take in air from above soil that holds very little oxygen. Together, these tangled roots slow the movement of the water. As the water slows, the mud and sand it carries settle out, so over time a mangrove forest can gradually raise the level of the shore.

People benefit from mangroves in several ways. The dense roots weaken waves during storms, protecting the villages behind them, and they shelter young fish that later support coastal fisheries. Mangrove soils also store large amounts of carbon. Yet many mangrove forests have been cleared for shrimp farms and coastal building, and restoring them has become a priority for many coastal nations.`,
  },
  [STUDY_ROOMS]: {
    title: 'Sign',
    body: `LIBRARY STUDY ROOMS

- For groups of 2 to 6 students.
- Reserve online up to 3 days ahead. Each group may book up to 2 hours per day.
- No food. Drinks are allowed in closed containers only.
- Please erase the whiteboard before you leave.`,
  },
  [SUBLETS]: {
    title: 'Email',
    body: `From: Office of Residential Life
To: Graduate housing residents
Subject: Summer sublets

Residents who will be away this summer may sublet their apartments, but only to other currently enrolled students. Requests must be submitted by April 15, together with the subtenant's student ID number. The original resident remains responsible for the rent and for any damage during the sublet, so we recommend inspecting the apartment together with the subtenant before you leave. Requests submitted after April 15 will be considered only if space in summer housing is still available.`,
  },
};

/** Router (module 1): after its other daily-life texts. The bike-share set is unscored (pretest). */
export const TOEFL_READING_MODULE_1_DAILY_2: QuestionBlueprint[] = [
  daily({
    passage: CAFE,
    skill: 'Application',
    difficulty: 'medium',
    stem: 'A student shows a valid ID and orders the soup of the day with half a sandwich and a coffee. How much does the student pay?',
    choices: ['$8.55', '$9.50', '$10.45', '$7.50'],
    answer: 'B',
    explanation:
      'Soup $4.50 + half a sandwich $3.00 + coffee $2.00 = $9.50. The 10% student discount applies only to orders OVER $10, so nothing is taken off. $8.55 applies the discount anyway, and $7.50 forgets the coffee.',
  }),
  daily({
    passage: CAFE,
    skill: 'Detail',
    difficulty: 'easy',
    stem: 'What can a customer still order at 3:00 p.m.?',
    choices: ['A build-your-own salad', 'The soup of the day', 'A cup of tea', 'Half a sandwich'],
    answer: 'C',
    explanation:
      'The kitchen closes at 2:30 p.m., so soup, salads and sandwiches are no longer available at 3:00, but “drinks are served until 4:00 p.m.,” and tea is a drink.',
  }),
  ...withPretest(
    [
      daily({
        passage: BIKES,
        skill: 'Detail',
        difficulty: 'easy',
        stem: 'Which bike share station stays open in January?',
        choices: ['The north parking lot', 'The athletic fields', 'The train station', 'None of the stations'],
        answer: 'C',
        explanation:
          'From December 1 to February 28 the north parking lot and athletic fields stations close, while “the stations at the library, the Student Center, and the train station will stay open.”',
      }),
      daily({
        passage: BIKES,
        skill: 'Application',
        difficulty: 'medium',
        stem: 'What happens to a student who leaves a bike at the athletic fields station in January?',
        choices: [
          'The ride becomes free.',
          'The student pays a $15 return fee.',
          'The student can no longer use bike share.',
          'The bike stays locked there until March.',
        ],
        answer: 'B',
        explanation:
          'The athletic fields station is closed in winter, and “bikes left at a closed station will be collected by staff, and the rider will be charged a $15 return fee.” Rides under 30 minutes are free, but that does not cancel the fee.',
      }),
    ],
    [0, 1],
  ),
];

/** Router (module 1): a second academic passage, after the first. */
export const TOEFL_READING_MODULE_1_ACADEMIC_2: QuestionBlueprint[] = [
  academic({
    passage: MANGROVES,
    skill: 'Main idea',
    difficulty: 'medium',
    stem: 'What is the passage mainly about?',
    choices: [
      'Why shrimp farms are built along tropical coasts',
      'How mangroves survive on salty coasts and why they matter to people',
      'How salt crystals form on the leaves of trees',
      'Which fish live among mangrove roots',
    ],
    answer: 'B',
    explanation:
      'Paragraph 1 explains how mangroves cope with salt, paragraph 2 describes their roots and how they build up the shore, and paragraph 3 explains their value to people and the threats to them. Shrimp farms, salt crystals and fish are details within that.',
  }),
  academic({
    passage: MANGROVES,
    skill: 'Detail',
    difficulty: 'easy',
    stem: 'According to paragraph 1, what do some mangrove species do with the salt they absorb?',
    choices: [
      'They store it in their prop roots.',
      'They turn it into sugar.',
      'They send it back into the mud at night.',
      'They release it through glands on their leaves.',
    ],
    answer: 'D',
    explanation:
      'Some species filter salt out at their roots, “while others absorb it and then release it through special glands on their leaves.” Nothing is said about storing it or turning it into sugar.',
  }),
  academic({
    passage: MANGROVES,
    skill: 'Vocabulary',
    difficulty: 'medium',
    stem: 'The word “settle” in paragraph 2 is closest in meaning to',
    choices: ['sink and collect', 'become calm', 'make a home', 'reach an agreement'],
    answer: 'A',
    explanation:
      'When the water slows, the mud and sand it carries “settle out,” that is, they sink to the bottom and build up, which is how the forest raises the shore. The other choices are meanings of “settle” that do not fit mud in water.',
  }),
  academic({
    passage: MANGROVES,
    skill: 'Rhetorical purpose',
    difficulty: 'medium',
    stem: 'Why does the author mention roots that “stick out of the mud”?',
    choices: [
      'To explain how mangroves filter salt out of the water',
      'To show how mangroves spread their seeds along the coast',
      'To explain how mangroves get air when the soil has little oxygen',
      'To describe why mangrove wood is valuable for building',
    ],
    answer: 'C',
    explanation:
      'The roots that stick out of the mud allow the trees “to take in air from above soil that holds very little oxygen.” Salt filtering is done at the roots in the soil (paragraph 1), and seeds and wood are never mentioned.',
  }),
  academic({
    passage: MANGROVES,
    skill: 'Inference',
    difficulty: 'hard',
    stem: 'What can be inferred about a coast where the mangroves have been cleared?',
    choices: [
      'Mud will build up along it faster than before.',
      'It will store more carbon in its soil.',
      'More young fish will live along it.',
      'Villages along it will be more exposed to storm waves.',
    ],
    answer: 'D',
    explanation:
      'Mangrove roots “weaken waves during storms, protecting the villages behind them,” so without them the villages lose that protection. Clearing also removes the roots that trap mud, shelter fish and store carbon, so the other choices are the opposite of what follows.',
  }),
];

/** Easier module 2: after its daily-life text. */
export const TOEFL_READING_MODULE_2_EASIER_DAILY_2: QuestionBlueprint[] = [
  daily({
    passage: STUDY_ROOMS,
    skill: 'Detail',
    difficulty: 'easy',
    stem: 'How far ahead can students reserve a study room?',
    choices: ['Up to three days', 'Up to two hours', 'Up to one week', 'Only on the same day'],
    answer: 'A',
    explanation:
      'The sign says, “Reserve online up to 3 days ahead.” Two hours is the longest a group may book per day, not how far ahead it can reserve.',
  }),
  daily({
    passage: STUDY_ROOMS,
    skill: 'Application',
    difficulty: 'medium',
    stem: 'Which of the following is allowed in a study room?',
    choices: [
      'A pizza for the group',
      'A group of eight students',
      'A four-hour booking on one day',
      'Water in a bottle with a cap',
    ],
    answer: 'D',
    explanation:
      'Drinks are allowed “in closed containers only,” so a capped bottle of water is fine. Food is not allowed, groups are limited to 6 students, and each group may book only 2 hours per day.',
  }),
];

/** Harder module 2: after its daily-life text. */
export const TOEFL_READING_MODULE_2_HARDER_DAILY_2: QuestionBlueprint[] = [
  daily({
    passage: SUBLETS,
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'To whom may a resident sublet an apartment?',
    choices: [
      'Only to students who are currently enrolled',
      'To anyone who agrees to pay the rent on time',
      'To members of the resident’s family',
      'To students who will enroll next fall',
    ],
    answer: 'A',
    explanation:
      'Residents may sublet “only to other currently enrolled students,” and the request must include the subtenant’s student ID number. Paying rent, family ties or a future enrollment do not qualify anyone.',
  }),
  daily({
    passage: SUBLETS,
    skill: 'Inference',
    difficulty: 'hard',
    stem: 'What can be inferred about a resident whose subtenant breaks a window in July?',
    choices: [
      'The subtenant will have to leave student housing.',
      'Residential Life will pay for the repair.',
      'The resident may have to pay for the repair.',
      'The resident’s sublet request will be canceled.',
    ],
    answer: 'C',
    explanation:
      '“The original resident remains responsible for the rent and for any damage during the sublet,” so the office can charge the resident for the window. That is also why the email recommends inspecting the apartment with the subtenant beforehand.',
  }),
];
