import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { mc } from './demo-exams-builders.ts';

/**
 * SHSAT English Language Arts, Reading Comprehension (part 3 of 3, written for Prepwell): an argument and a
 * short story, each with its questions (exams.md §4; all 4-option multiple choice). Assembled with the
 * rest of the section in demo-exams-shsat-ela.ts.
 */

const RC = 'Reading Comprehension';

export const NOISE = 'shsat-ela-noise';
export const SKETCHES = 'shsat-ela-sketches';

export const SHSAT_ELA_PASSAGES_3: Record<string, PassageBlueprint> = {
  [NOISE]: {
    title: 'A Quieter City Is a Healthier City',
    body: `Stand on a busy corner in almost any large city and listen. A delivery truck idles at the curb. A jackhammer rattles behind a plywood fence. Two drivers lean on their horns at a light that has just turned green, and somewhere in a courtyard a leaf blower whines. Most of us have learned to tune out this racket, the way we tune out the hum of a refrigerator. Our bodies, however, have not learned to ignore it, and city governments should stop treating noise as a mere annoyance.

Noise is a health problem. Researchers have found that people exposed to heavy traffic noise for years are more likely to develop high blood pressure and heart disease. In Western Europe, the World Health Organization has ranked environmental noise second only to air pollution among the environmental causes of poor health. Noise also disturbs sleep even when sleepers do not fully wake: a sleeper’s heart rate can jump at the roar of a passing motorcycle. And several studies have found that children who attend schools beside airports or highways tend to learn to read more slowly than children in quieter schools.

Unlike many health problems, this one has solutions that are already available. Cities can pave busy streets with quieter asphalt that absorbs some of the sound of tires. They can replace diesel buses with electric ones, which are far quieter at low speeds. They can limit the hours when construction crews may use their loudest tools and require sound-blocking barriers around work sites. Many cities, including New York, already have laws against unnecessary honking; what is missing is enforcement. Some cities have begun testing noise cameras, which measure the sound of passing vehicles and help ticket the loudest ones, much as speed cameras ticket speeders.

Some people argue that noise is simply the price of living in a lively city. A city, they say, is supposed to be loud: the sounds of street musicians, crowded restaurants, and children playing in the park are part of what makes urban life exciting. They worry that a campaign against noise would turn neighborhoods into sleepy places where every sound is treated as a violation.

A quieter city, however, is not a silent one. No one is proposing to ban conversation, music, or laughter. The target is unnecessary noise: the horn honked out of impatience, the engine left running for an hour, the leaf blower that could have been a rake. Removing these sounds would actually make it easier to hear the ones that make a city worth living in. A street musician is far more enjoyable when she is not competing with a jackhammer.

We already expect our cities to keep the air clean and the drinking water safe. It is time to give the air we hear the same protection as the air we breathe.`,
  },
  [SKETCHES]: {
    title: 'Sketches on the 7 Train',
    body: `Lena drew strangers. She did it on the 7 train every afternoon, between the station near her school and the station near her apartment: eleven stops, just long enough for two quick faces or one careful one. She drew with her sketchbook propped on her knees and tilted toward the window, so that anyone who glanced her way would see only a girl doing homework.

She had rules. Never draw someone who was looking at her. Never spend longer on a face than it took the train to pass two stations. And never, ever let anyone see.

On a Tuesday in March, she broke the third rule without meaning to. She was finishing a woman asleep against the door, her mouth slightly open and a grocery bag standing upright between her boots, when the man beside Lena said, “You’ve got her exactly.”

Lena snapped the sketchbook shut so quickly that her pencil rolled under the seat. The man bent down, found it, and held it out to her. He was old, older than her grandfather maybe, with a gray cap and a canvas jacket spotted with a dozen colors of paint.

“Sorry,” he said. “I didn’t mean to spy. Occupational habit. I’ve been looking over people’s shoulders at their work for fifty years.”

“It’s not work,” Lena said. “It’s just drawing.”

“May I?” He nodded at the sketchbook.

She did not know why she handed it to him. Maybe it was the paint. He turned the pages slowly, the way the school librarian turned the pages of very old books. He did not say “Wow” or “You’re so talented,” which was what her aunt said about everything, including Lena’s spelling tests. He just looked. Then he tapped a page.

“You hide the hands,” he said.

Lena leaned over. He was right. On page after page, her strangers kept their hands in their pockets, behind newspapers, tucked under their arms, or cut off by the edge of the paper.

“Hands are hard,” she said.

“Hands are hard,” he agreed. “That’s why they’re worth it. A face tells you how somebody feels this minute. Hands tell you what they’ve been doing for forty years.” He held up his own. The knuckles were thick, a thin white scar crossed one thumb, and a line of blue paint had dried in the creases of his palm. “I paint signs. I lettered half the bakeries on Roosevelt Avenue. You can read it all right here, if you look.”

The train was slowing for Queensboro Plaza. He stood, handed back the sketchbook, and touched the brim of his cap. “Draw the hands,” he said, and then he was gone into the crowd on the platform.

Lena sat for a moment with the closed sketchbook on her knees. Then she opened it to a clean page. Across the aisle, a boy about her age held a pole with one hand and a trumpet case with the other, his fingers drumming on the handle to some song only he could hear. She drew the fingers first.

This time she did not tilt the sketchbook toward the window.`,
  },
};

export const SHSAT_ELA_NOISE: QuestionBlueprint[] = [
  mc({
    passage: NOISE,
    domain: RC,
    skill: 'Central idea',
    difficulty: 'easy',
    stem: 'Which statement best expresses the author’s central claim?',
    choices: [
      'Cities should ban music and other loud activities in public places.',
      'People who live in cities have learned to ignore noise, so it does them no harm.',
      'Electric buses are the most important way to improve life in cities.',
      'Cities should treat noise as a threat to health and act to reduce unnecessary noise.',
    ],
    answer: 'D',
    explanation:
      'The author says cities “should stop treating noise as a mere annoyance,” supports this with health research and proposes practical solutions. A is the position the author rejects (“No one is proposing to ban conversation, music, or laughter”), B contradicts paragraph 1, and C is only one of several solutions.',
  }),
  mc({
    passage: NOISE,
    domain: RC,
    skill: 'Author’s purpose',
    difficulty: 'medium',
    stem: 'What is the main purpose of the first paragraph?',
    choices: [
      'to describe a typical day in the life of a delivery driver',
      'to make readers notice everyday noises they usually ignore before arguing that those noises matter',
      'to show that most city noise comes from construction',
      'to explain how a refrigerator produces sound',
    ],
    answer: 'B',
    explanation:
      'The paragraph asks readers to “listen,” lists familiar sounds and then says that our bodies have not learned to ignore them, leading into the claim. The truck, jackhammer and refrigerator are examples, not topics of their own, and the paragraph names several sources of noise, not mainly construction.',
  }),
  mc({
    passage: NOISE,
    domain: RC,
    skill: 'Evidence',
    difficulty: 'hard',
    stem: 'Which sentence best supports the idea that noise can affect people even when they are not aware of it?',
    choices: [
      '“Noise also disturbs sleep even when sleepers do not fully wake: a sleeper’s heart rate can jump at the roar of a passing motorcycle.”',
      '“Two drivers lean on their horns at a light that has just turned green, and somewhere in a courtyard a leaf blower whines.”',
      '“Many cities, including New York, already have laws against unnecessary honking; what is missing is enforcement.”',
      '“A street musician is far more enjoyable when she is not competing with a jackhammer.”',
    ],
    answer: 'A',
    explanation:
      'A sleeper who does not wake is not aware of the noise, yet the heart still reacts, so A supports the idea directly. B only lists noises, C concerns laws, and D describes something people do notice.',
  }),
  mc({
    passage: NOISE,
    domain: RC,
    skill: 'Word meaning',
    difficulty: 'medium',
    stem: 'In paragraph 3, what does the author mean by saying that “what is missing is enforcement”?',
    choices: [
      'The laws against honking have not yet been written.',
      'Drivers do not know how to use their horns safely.',
      'The existing rules are not being carried out or punished when broken.',
      'Cities need more drivers on the road.',
    ],
    answer: 'C',
    explanation:
      'The sentence says the laws “already” exist, so what is missing is making people obey them: enforcement means carrying out a rule and penalizing those who break it. A contradicts “already have laws,” and B and D do not fit the meaning of the word.',
  }),
  mc({
    passage: NOISE,
    domain: RC,
    skill: 'Author’s purpose',
    difficulty: 'medium',
    stem: 'Why does the author compare noise cameras to speed cameras?',
    choices: [
      'to argue that speed cameras should be removed',
      'to suggest that noise cameras are too expensive to use',
      'to show that most loud vehicles are also speeding',
      'to present a new idea as a version of a familiar one that already works',
    ],
    answer: 'D',
    explanation:
      'Readers already know how speed cameras catch speeders, so the comparison makes noise cameras seem practical and easy to understand. The author does not criticize speed cameras, mention cost, or link noise to speeding.',
  }),
  mc({
    passage: NOISE,
    domain: RC,
    skill: 'Argument',
    difficulty: 'hard',
    stem: 'How does the author respond to the people who say that noise is “the price of living in a lively city”?',
    choices: [
      'by distinguishing unnecessary noise from the sounds that make a city lively',
      'by agreeing that cities should not try to control noise at all',
      'by arguing that street musicians cause most noise problems',
      'by suggesting that people who like noise should move to the country',
    ],
    answer: 'A',
    explanation:
      'Paragraph 5 answers the objection: “A quieter city, however, is not a silent one.” The target is “unnecessary noise,” such as impatient honking, while music and laughter stay. The author does not give up the argument, blame musicians, or tell anyone to move.',
  }),
  mc({
    passage: NOISE,
    domain: RC,
    skill: 'Text structure',
    difficulty: 'medium',
    stem: 'How does paragraph 3 contribute to the development of the author’s argument?',
    choices: [
      'It presents the opposing view that the author later answers.',
      'It adds research about the effects of noise on children.',
      'It shows that the problem described in paragraph 2 can be addressed with measures that already exist.',
      'It describes the history of noise laws in New York.',
    ],
    answer: 'C',
    explanation:
      'After paragraph 2 establishes that noise harms health, paragraph 3 opens, “this one has solutions that are already available,” and lists quieter pavement, electric buses, construction limits and enforcement. The opposing view comes in paragraph 4, the research on children is in paragraph 2, and no history of laws is given.',
  }),
  mc({
    passage: NOISE,
    domain: RC,
    skill: 'Figurative language',
    difficulty: 'hard',
    stem: 'In the last sentence, the author calls for giving “the air we hear the same protection as the air we breathe.” This statement suggests that',
    choices: [
      'noise travels through the air more easily than pollution does.',
      'noise should be controlled as a public health matter, just as air pollution is.',
      'cities should spend less money on clean air and more on quiet streets.',
      'people should wear masks to block out noise.',
    ],
    answer: 'B',
    explanation:
      'The sentence follows the reminder that cities already keep “the air clean and the drinking water safe.” Calling sound “the air we hear” asks that noise be regulated the same way, as a health protection. The author does not compare how sound and pollution travel, propose moving money away from clean air, or suggest masks.',
  }),
];

export const SHSAT_ELA_SKETCHES: QuestionBlueprint[] = [
  mc({
    passage: SKETCHES,
    domain: RC,
    skill: 'Character',
    difficulty: 'easy',
    stem: 'Why does Lena tilt her sketchbook toward the window while she draws?',
    choices: [
      'She needs the light from the window to see her paper.',
      'She is copying the view outside the train.',
      'She is finishing her homework before she gets home.',
      'She does not want other passengers to see her drawings.',
    ],
    answer: 'D',
    explanation:
      'The story says she tilts it “so that anyone who glanced her way would see only a girl doing homework,” and her third rule is “never, ever let anyone see.” She draws passengers, not the view, and she only appears to be doing homework.',
  }),
  mc({
    passage: SKETCHES,
    domain: RC,
    skill: 'Word meaning',
    difficulty: 'medium',
    stem: 'When the man says “Occupational habit,” he means that looking at Lena’s drawing',
    choices: [
      'comes from the kind of work he has done for many years.',
      'is something he does only when the train is crowded.',
      'is a rude habit that he is trying to break.',
      'is required by the rules of the subway.',
    ],
    answer: 'A',
    explanation:
      '“Occupational” refers to a person’s job. He explains, “I’ve been looking over people’s shoulders at their work for fifty years,” and later that he paints signs, so studying other people’s work is a habit of his trade.',
  }),
  mc({
    passage: SKETCHES,
    domain: RC,
    skill: 'Inference',
    difficulty: 'hard',
    stem: 'The narrator notes that the man “did not say ‘Wow’ or ‘You’re so talented,’ which was what her aunt said about everything.” What does this detail suggest about Lena?',
    choices: [
      'She wishes the man would praise her drawings more.',
      'She dislikes her aunt and avoids visiting her.',
      'She values careful, honest attention more than automatic praise.',
      'She believes her spelling is better than her drawing.',
    ],
    answer: 'C',
    explanation:
      'Praise that her aunt gives “about everything, including Lena’s spelling tests” means little to her, while the man “just looked,” slowly and seriously. The contrast shows why his response matters to her. Nothing suggests she wants more praise or dislikes her aunt, and spelling is mentioned only as an example.',
  }),
  mc({
    passage: SKETCHES,
    domain: RC,
    skill: 'Character',
    difficulty: 'medium',
    stem: 'The man’s comment “You hide the hands” mainly shows that he',
    choices: [
      'thinks Lena should stop drawing strangers.',
      'looks closely enough to notice a pattern that Lena had not recognized.',
      'wants Lena to draw a picture of him.',
      'is upset that Lena drew the sleeping woman.',
    ],
    answer: 'B',
    explanation:
      'Only after he points it out does Lena lean over and see that “on page after page” the hands are hidden, so he noticed something she had missed. He encourages her drawing, never asks for a portrait, and praised the drawing of the sleeping woman.',
  }),
  mc({
    passage: SKETCHES,
    domain: RC,
    skill: 'Figurative language',
    difficulty: 'medium',
    stem: 'What does the man mean when he says of his hands, “You can read it all right here, if you look”?',
    choices: [
      'He has written notes on his hands to remember his work.',
      'He wants Lena to read the signs he painted.',
      'His hands are too damaged to paint anymore.',
      'The marks on his hands show the story of his years of work.',
    ],
    answer: 'D',
    explanation:
      'He has just said that hands “tell you what they’ve been doing for forty years,” and his thick knuckles, scar and dried blue paint record a life of sign painting. “Read” is figurative: there is no writing on his hands, and nothing suggests he can no longer paint.',
  }),
  mc({
    passage: SKETCHES,
    domain: RC,
    skill: 'Structure',
    difficulty: 'medium',
    stem: 'How does the description of the boy with the trumpet case contribute to the story?',
    choices: [
      'It introduces a new character who will become Lena’s friend.',
      'It explains why Lena chose to ride the 7 train.',
      'It shows Lena putting the man’s advice into practice right away.',
      'It suggests that Lena would rather play music than draw.',
    ],
    answer: 'C',
    explanation:
      'The boy’s drumming fingers are exactly the kind of hands the man urged her to draw, and “She drew the fingers first.” The boy is only a subject for the drawing, and the story gives no reason for her route and no interest in playing music.',
  }),
  mc({
    passage: SKETCHES,
    domain: RC,
    skill: 'Inference',
    difficulty: 'hard',
    stem: 'What does the last sentence, “This time she did not tilt the sketchbook toward the window,” suggest?',
    choices: [
      'Lena has become less afraid to let others see her work.',
      'Lena no longer needs light to draw.',
      'Lena has decided to stop drawing strangers.',
      'Lena is angry that the man left without saying goodbye.',
    ],
    answer: 'A',
    explanation:
      'Tilting the sketchbook was how she kept anyone from seeing her drawings. Not tilting it shows that the encounter has given her the confidence to draw openly. She is in the middle of drawing a stranger, and the man did say goodbye by touching his cap.',
  }),
  mc({
    passage: SKETCHES,
    domain: RC,
    skill: 'Theme',
    difficulty: 'medium',
    stem: 'Which statement best expresses a theme of the story?',
    choices: [
      'Young people should not talk to strangers on public transportation.',
      'Skill at art depends mostly on natural talent.',
      'Difficult tasks should be avoided until a person is older.',
      'Honest attention from someone who understands your work can help you grow braver and better at it.',
    ],
    answer: 'D',
    explanation:
      'The sign painter looks carefully, names a weakness (“You hide the hands”) and tells her they are “worth it”; Lena responds by tackling hands and drawing openly. The story presents the stranger positively, shows skill growing through effort, and has Lena take on a hard task at once.',
  }),
];
