import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import {
  audioPassage,
  listenAcademicTalk,
  listenAnnouncement,
  listenChooseResponse,
  listenConversation,
} from './demo-exams-toefl-builders.ts';
import {
  TOEFL_LISTENING_MODULE_1_ANNOUNCEMENT_2,
  TOEFL_LISTENING_MODULE_1_RESPONSES_2,
  TOEFL_LISTENING_MODULE_1_TALK_2,
  TOEFL_LISTENING_MODULE_2_EASIER_CONVERSATION_2,
  TOEFL_LISTENING_MODULE_2_EASIER_RESPONSES_2,
  TOEFL_LISTENING_MODULE_2_HARDER_RESPONSES_2,
  TOEFL_LISTENING_MODULE_2_HARDER_TALK_2,
  TOEFL_LISTENING_PASSAGES_2,
} from './demo-exams-toefl-listening-2.ts';

/**
 * Original TOEFL iBT 2026 Listening (written for Prepwell): a router module and an easier and a harder
 * module 2, each with the real task mix (exams.md §3.1): Listen and Choose a Response, Listen to a
 * Conversation, Listen to an Announcement, Listen to an Academic Talk. The spoken words live in
 * demo-exams-toefl-clips.ts; each clip plays once in exam mode.
 */

const response = listenChooseResponse;
const conversation = listenConversation;
const announcement = listenAnnouncement;
const talk = listenAcademicTalk;

export const TOEFL_LISTENING_PASSAGES: Record<string, PassageBlueprint> = {
  ...TOEFL_LISTENING_PASSAGES_2,
  'toefl-l1-conversation': audioPassage(
    'l1-conversation',
    'Listen to a conversation between a student and a librarian.',
  ),
  'toefl-l1-announcement': audioPassage('l1-announcement', 'Listen to an announcement on a university campus.'),
  'toefl-l1-talk': audioPassage('l1-talk', 'Listen to part of a talk in a biology class.'),
  'toefl-l2e-conversation': audioPassage(
    'l2e-conversation',
    'Listen to a conversation between a student and an employee in the housing office.',
  ),
  'toefl-l2e-announcement': audioPassage('l2e-announcement', 'Listen to an announcement in a library.'),
  'toefl-l2e-talk': audioPassage('l2e-talk', 'Listen to part of a talk in a botany class.'),
  'toefl-l2h-conversation': audioPassage(
    'l2h-conversation',
    'Listen to a conversation between a student and a professor.',
  ),
  'toefl-l2h-announcement': audioPassage('l2h-announcement', 'Listen to an announcement at a museum.'),
  'toefl-l2h-talk': audioPassage('l2h-talk', 'Listen to part of a talk in an astronomy class.'),
};

export const TOEFL_LISTENING_MODULE_1: QuestionBlueprint[] = [
  response({
    clip: 'l1-response-1',
    difficulty: 'easy',
    choices: [
      'Yes, but only in the afternoon.',
      'I usually read mysteries.',
      'It’s about two blocks long.',
      'No, I returned it on Monday.',
    ],
    answer: 'A',
    explanation:
      'The speaker asks whether the library is open on Sunday (“Excuse me, do you know if the library is open on Sunday?”). Only A answers about opening times. B and D pick up on “library” and “day” words but do not answer the question.',
  }),
  response({
    clip: 'l1-response-2',
    difficulty: 'easy',
    choices: [
      'Yes, I can calculate that for you.',
      'It costs about twenty dollars.',
      'I think you left it in the lab.',
      'No, I haven’t been there yet.',
    ],
    answer: 'C',
    explanation:
      'The speaker has lost a calculator and asks if you have seen it. Telling where it might be (“I think you left it in the lab”) is the helpful answer; A misuses the word “calculate.”',
  }),
  response({
    clip: 'l1-response-3',
    difficulty: 'easy',
    choices: [
      'Class starts at ten.',
      'After works better for me.',
      'I’d rather not take that class.',
      'We met last week.',
    ],
    answer: 'B',
    explanation:
      'The question offers two options, before class or after. B chooses one. The others mention class or meeting but do not pick an option.',
  }),
  response({
    clip: 'l1-response-4',
    difficulty: 'medium',
    choices: [
      'Good, I needed a few more days to review.',
      'I moved to a new apartment last year.',
      'The professor is very tall.',
      'Yes, Tuesday comes after Monday.',
    ],
    answer: 'A',
    explanation:
      'The speaker reports that the exam was moved later. A natural reaction comments on the extra time to study. B plays on another meaning of “moved,” and D states an irrelevant fact.',
  }),
  response({
    clip: 'l1-response-5',
    difficulty: 'easy',
    choices: [
      'It’s at nine o’clock.',
      'In the large lecture hall.',
      'Better than I expected, actually.',
      'I’ll present it tomorrow.',
    ],
    answer: 'C',
    explanation:
      '“How did it go?” asks for an evaluation of something that already happened. C gives one. A and B answer “when?” and “where?”, and D talks about the future.',
  }),
  response({
    clip: 'l1-response-6',
    difficulty: 'medium',
    choices: [
      'It moved to the basement last month.',
      'I bought three books there.',
      'Yes, this floor was just cleaned.',
      'The store opens at eight.',
    ],
    answer: 'A',
    explanation:
      'The speaker expected the bookstore on this floor and is surprised it is not there. Explaining that it moved answers the implied question. C misuses “floor,” and B and D do not explain where it is.',
  }),
  response({
    clip: 'l1-response-7',
    difficulty: 'hard',
    choices: [
      'Yes, the trip was wonderful.',
      'No, I was going to do it today.',
      'The bus leaves at eight.',
      'I signed my name at the bottom.',
    ],
    answer: 'B',
    explanation:
      'The tag question (“…yet, have you?”) checks whether you have signed up. “No, I was going to do it today” confirms you have not and says what you plan. A talks about a trip already taken, and D plays on “signed.”',
  }),
  response({
    clip: 'l1-response-8',
    difficulty: 'medium',
    choices: [
      'The lab is on the second floor.',
      'I dropped my phone yesterday.',
      'Chemistry was my favorite subject too.',
      'Really? I thought you liked the labs.',
    ],
    answer: 'D',
    explanation:
      'The speaker is considering quitting a course. D responds with surprise and invites an explanation. B plays on another meaning of “dropping,” and C does not react to the news.',
  }),
  ...TOEFL_LISTENING_MODULE_1_RESPONSES_2,
  conversation({
    passage: 'toefl-l1-conversation',
    skill: 'Main purpose',
    difficulty: 'easy',
    stem: 'Why does the student go to the library desk?',
    choices: [
      'To return an overdue book',
      'To reserve a room for her study group',
      'To borrow a projector for class',
      'To ask about economics books',
    ],
    answer: 'B',
    explanation:
      'She opens with, “I’d like to reserve one of the group study rooms for Thursday afternoon.” The projector comes up only as a feature of the room the librarian offers.',
  }),
  conversation({
    passage: 'toefl-l1-conversation',
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'Why is the room available on Thursday not suitable?',
    choices: [
      'It has no projector.',
      'It is reserved for midterm exams.',
      'It is available only in the evening.',
      'It is too small for her group.',
    ],
    answer: 'D',
    explanation:
      'The Thursday room “only seats four people,” and her group has six. The librarian then offers a larger room on Wednesday evening.',
  }),
  conversation({
    passage: 'toefl-l1-conversation',
    skill: 'Prediction',
    difficulty: 'medium',
    stem: 'What will the student probably do next?',
    choices: [
      'Book the small room for Thursday',
      'Ask another library for a room',
      'Go home to practice her slides',
      'Contact the members of her group',
    ],
    answer: 'D',
    explanation:
      'She must “check with the others” before confirming the Wednesday room and ends with, “I’ll send a message to the group right now.”',
  }),
  announcement({
    passage: 'toefl-l1-announcement',
    skill: 'Main idea',
    difficulty: 'easy',
    stem: 'What is the announcement mainly about?',
    choices: [
      'A temporary change to the campus shuttle',
      'The opening of a new parking garage',
      'Repairs to the science building',
      'A new university website',
    ],
    answer: 'A',
    explanation:
      'The announcement explains a new route, a new stop and an earlier departure because of road repairs that will last about three weeks: a temporary change to the shuttle.',
  }),
  announcement({
    passage: 'toefl-l1-announcement',
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'Where should students who usually get off at the science building go during the repairs?',
    choices: [
      'To the main gate',
      'To a stop on College Avenue',
      'To a stop on Maple Street next to the parking garage',
      'To the transportation office',
    ],
    answer: 'C',
    explanation:
      '“The nearest stop will be on Maple Street, next to the parking garage, about a five-minute walk away.” College Avenue is the street under repair.',
  }),
  announcement({
    passage: 'toefl-l1-announcement',
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'What change is made to the shuttle’s schedule?',
    choices: [
      'It runs only in the afternoon.',
      'It runs twice as often.',
      'It stops running for three weeks.',
      'It leaves the main gate ten minutes earlier.',
    ],
    answer: 'D',
    explanation:
      'The shuttle “will also leave the main gate ten minutes earlier than usual, at seven twenty in the morning.” It keeps running during the repairs.',
  }),
  ...TOEFL_LISTENING_MODULE_1_ANNOUNCEMENT_2,
  talk({
    passage: 'toefl-l1-talk',
    skill: 'Main idea',
    difficulty: 'easy',
    stem: 'What is the talk mainly about?',
    choices: [
      'How honeybees make honey',
      'Why honeybees leave the hive in winter',
      'How honeybees keep the temperature of their hive stable',
      'How a queen bee controls the workers',
    ],
    answer: 'C',
    explanation:
      'The professor begins, “I want to look at how honeybees control the temperature inside their hive,” and describes warming in cold weather and cooling in hot weather.',
  }),
  talk({
    passage: 'toefl-l1-talk',
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'Why is it important for the hive to stay within a narrow temperature range?',
    choices: [
      'Honey spoils when it gets too warm.',
      'Wax melts above that temperature.',
      'Bees cannot fly when it is cold.',
      'The young bees develop properly only in that range.',
    ],
    answer: 'D',
    explanation:
      'The brood “develop properly only within a narrow range, about thirty-four to thirty-five degrees Celsius.” Honey and wax are not discussed.',
  }),
  talk({
    passage: 'toefl-l1-talk',
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'How do bees produce heat when it is cold?',
    choices: [
      'By fanning their wings at the entrance',
      'By spreading water over the comb',
      'By contracting their flight muscles without moving their wings',
      'By flying in circles inside the hive',
    ],
    answer: 'C',
    explanation:
      'Worker bees cluster around the brood and “contract their flight muscles without moving their wings,” which produces heat. Fanning and spreading water are how they cool the hive.',
  }),
  talk({
    passage: 'toefl-l1-talk',
    skill: 'Rhetorical purpose',
    difficulty: 'hard',
    stem: 'Why does the professor mention sweating?',
    choices: [
      'To compare the bees’ use of evaporating water with a familiar way of cooling',
      'To explain why bees need to drink water',
      'To show that bees and people have the same body temperature',
      'To describe a problem that bees have in hot weather',
    ],
    answer: 'A',
    explanation:
      'After describing bees spreading water that evaporates and cools the hive, she says, “It’s the same principle as sweating,” comparing it to something students know.',
  }),
  ...TOEFL_LISTENING_MODULE_1_TALK_2,
];

export const TOEFL_LISTENING_MODULE_2_EASIER: QuestionBlueprint[] = [
  response({
    clip: 'l2e-response-1',
    difficulty: 'easy',
    choices: ['At seven thirty.', 'It was really funny.', 'At the theater on Main Street.', 'For about two hours.'],
    answer: 'A',
    explanation:
      '“What time?” asks for a time, and only A gives one. B, C and D answer other questions (what it was like, where, how long).',
  }),
  response({
    clip: 'l2e-response-2',
    difficulty: 'easy',
    choices: ['It’s too salty.', 'Sure, here you go.', 'I passed the test.', 'No, I don’t cook.'],
    answer: 'B',
    explanation:
      'A polite request to pass something is answered by handing it over: “Sure, here you go.” C plays on another meaning of “pass.”',
  }),
  response({
    clip: 'l2e-response-3',
    difficulty: 'easy',
    choices: [
      'It’s blue and green.',
      'I bought it last year.',
      'At the store near the station.',
      'Because it was on sale.',
    ],
    answer: 'C',
    explanation:
      '“Where?” asks for a place, so C is the answer. The others describe the backpack, when it was bought, or why.',
  }),
  response({
    clip: 'l2e-response-4',
    difficulty: 'easy',
    choices: [
      'The cafeteria is very large.',
      'I went there yesterday.',
      'It closes at eight.',
      'A coffee would be great, thanks.',
    ],
    answer: 'D',
    explanation:
      'The speaker offers to bring you something from the cafeteria. D accepts the offer and says what you want. The others talk about the cafeteria but ignore the offer.',
  }),
  ...TOEFL_LISTENING_MODULE_2_EASIER_RESPONSES_2,
  conversation({
    passage: 'toefl-l2e-conversation',
    skill: 'Main purpose',
    difficulty: 'easy',
    stem: 'What is the student’s problem?',
    choices: [
      'He lost the key to his room.',
      'The heater in his room does not work.',
      'He wants to change rooms.',
      'His valuables were stolen.',
    ],
    answer: 'B',
    explanation:
      'He says, “The heater in my dorm room stopped working last night. It’s really cold in there.” Valuables come up only when the employee advises putting them away.',
  }),
  conversation({
    passage: 'toefl-l2e-conversation',
    skill: 'Detail',
    difficulty: 'easy',
    stem: 'What does the employee suggest the student do tonight?',
    choices: [
      'Get an extra blanket from the front desk of his building',
      'Stay with a friend',
      'Wait in his room for maintenance',
      'Call maintenance himself',
    ],
    answer: 'A',
    explanation:
      'Maintenance will come tomorrow morning; “in the meantime, you can pick up an extra blanket at the front desk of your building.” He does not need to be in the room.',
  }),
  ...TOEFL_LISTENING_MODULE_2_EASIER_CONVERSATION_2,
  announcement({
    passage: 'toefl-l2e-announcement',
    skill: 'Main idea',
    difficulty: 'easy',
    stem: 'What is the purpose of the announcement?',
    choices: [
      'To announce the library’s hours during a holiday',
      'To ask students to return all books',
      'To explain how to pay late fees',
      'To advertise a holiday event',
    ],
    answer: 'A',
    explanation:
      'The speaker reminds listeners that the library “will have special hours during next week’s holiday” and gives them day by day.',
  }),
  announcement({
    passage: 'toefl-l2e-announcement',
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'What does the speaker say about books that are due during the holiday?',
    choices: [
      'They must be returned before Thursday.',
      'They can be returned on Saturday.',
      'They will be renewed automatically for a month.',
      'They can be returned on Monday without a late fee.',
    ],
    answer: 'D',
    explanation:
      '“Books that are due during the holiday can be returned on Monday without a late fee.” The library is closed on Saturday.',
  }),
  talk({
    passage: 'toefl-l2e-talk',
    skill: 'Main idea',
    difficulty: 'easy',
    stem: 'What is the talk mainly about?',
    choices: [
      'How to plant trees in the fall',
      'Why some trees lose their leaves in spring',
      'Why leaves change color in autumn',
      'How plants get water',
    ],
    answer: 'C',
    explanation:
      'The speaker begins, “Let’s talk about why leaves change color in the fall,” and explains the yellow, orange and red colors.',
  }),
  talk({
    passage: 'toefl-l2e-talk',
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'According to the speaker, why can’t we see the yellow colors in summer?',
    choices: [
      'The tree has not made them yet.',
      'They appear only at night.',
      'Sunlight destroys them.',
      'The green chlorophyll covers them.',
    ],
    answer: 'D',
    explanation:
      'Leaves contain yellow and orange pigments all along, but “we just don’t see them in summer, because there is so much green.” They show when the chlorophyll breaks down.',
  }),
  talk({
    passage: 'toefl-l2e-talk',
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'What does the speaker say about red colors?',
    choices: [
      'They are always in the leaves, hidden by green.',
      'They appear only in rainy autumns.',
      'Many trees make them in the fall, especially after sunny days and cool nights.',
      'They are a sign that the tree is sick.',
    ],
    answer: 'C',
    explanation:
      '“Red is a little different”: many trees “make new red pigments in the fall, especially when the days are sunny and the nights are cool.” Hidden-all-along describes yellow and orange.',
  }),
];

export const TOEFL_LISTENING_MODULE_2_HARDER: QuestionBlueprint[] = [
  response({
    clip: 'l2h-response-1',
    difficulty: 'hard',
    choices: [
      'I didn’t take many. You might want to ask Julia.',
      'The lecture was on Monday.',
      'I’ll be hoping for good weather.',
      'I borrowed them from the library.',
    ],
    answer: 'A',
    explanation:
      'The speaker is indirectly asking for your notes. A declines helpfully and suggests someone else. B repeats a detail, and D confuses who is borrowing.',
  }),
  response({
    clip: 'l2h-response-2',
    difficulty: 'hard',
    choices: [
      'Yes, I heard it from the back of the room.',
      'They said it could take up to three weeks.',
      'The office is on the third floor.',
      'I should have applied sooner.',
    ],
    answer: 'B',
    explanation:
      'The speaker worries that an answer is late. B explains that the wait may be normal. A plays on “heard,” and C gives an unrelated location.',
  }),
  response({
    clip: 'l2h-response-3',
    difficulty: 'medium',
    choices: [
      'No, it’s a window seat.',
      'Go ahead. I was about to do it myself.',
      'It’s stuffed with feathers.',
      'I don’t mind the rain.',
    ],
    answer: 'B',
    explanation:
      '“Do you mind if I …?” asks for permission; “Go ahead” grants it, and the rest shows you agree the room is stuffy. A and C play on “window” and “stuffy.”',
  }),
  response({
    clip: 'l2h-response-4',
    difficulty: 'hard',
    choices: [
      'The report was very long.',
      'Wait, I thought it was due next Friday.',
      'I can believe anything.',
      'Tomorrow is my birthday.',
    ],
    answer: 'B',
    explanation:
      'The speaker expresses alarm about a deadline. B reacts with surprise and questions the date, continuing the topic. C misreads “I can’t believe” literally.',
  }),
  ...TOEFL_LISTENING_MODULE_2_HARDER_RESPONSES_2,
  conversation({
    passage: 'toefl-l2h-conversation',
    skill: 'Main purpose',
    difficulty: 'medium',
    stem: 'Why does the student go to see the professor?',
    choices: [
      'He wants to change to a different course.',
      'He needs more time to finish his paper.',
      'He wants to sign up for the archive workshop.',
      'He is having trouble finding sources for his paper topic.',
    ],
    answer: 'D',
    explanation:
      'He says he has “been having trouble finding enough sources on the early period” of his topic. The workshop is the professor’s suggestion later in the conversation.',
  }),
  conversation({
    passage: 'toefl-l2h-conversation',
    skill: 'Inference',
    difficulty: 'hard',
    stem: 'What does the professor imply about the letters in the university library?',
    choices: [
      'They are too difficult for a student to read.',
      'They will soon be moved to another archive.',
      'They are a complete history of public libraries.',
      'Studying them could make the student’s paper original, because few people have written about them.',
    ],
    answer: 'D',
    explanation:
      'She notes that “almost nobody has written about them” and that working with them “would make your paper much more original.” She admits original documents take practice, but offers the workshop rather than calling them too hard.',
  }),
  announcement({
    passage: 'toefl-l2h-announcement',
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'Why will the question-and-answer session take place in the East Gallery?',
    choices: [
      'The speaker prefers a smaller room.',
      'The East Gallery has better sound equipment.',
      'The auditorium must be prepared for an event the next morning.',
      'The special exhibit is in the East Gallery.',
    ],
    answer: 'C',
    explanation:
      'Because of high attendance, the session moves to the East Gallery: “We need to prepare this room for tomorrow morning’s event.”',
  }),
  announcement({
    passage: 'toefl-l2h-announcement',
    skill: 'Detail',
    difficulty: 'hard',
    stem: 'What is true about the special exhibit on ancient navigation?',
    choices: [
      'It closes this Sunday as planned.',
      'Photography is allowed inside it.',
      'It will stay open longer than planned, and nonmembers need a timed ticket.',
      'Members must now pay to see it.',
    ],
    answer: 'C',
    explanation:
      'The exhibit “has been extended through the end of next month”; members still visit free, and nonmembers need a timed ticket. Photography is not permitted in the special exhibit.',
  }),
  talk({
    passage: 'toefl-l2h-talk',
    skill: 'Main idea',
    difficulty: 'medium',
    stem: 'What is the talk mainly about?',
    choices: [
      'Why the Moon always shows the same side to Earth',
      'How the Moon causes eclipses',
      'How astronomers map craters on the Moon',
      'Why the Moon looks larger near the horizon',
    ],
    answer: 'A',
    explanation:
      'The professor explains that we always see the same features, names the cause (tidal locking) and describes how it came about.',
  }),
  talk({
    passage: 'toefl-l2h-talk',
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'What mistaken idea does the professor mention?',
    choices: [
      'That the Moon is made of rock',
      'That Earth’s day is getting shorter',
      'That the Moon orbits the Sun instead of Earth',
      'That the Moon does not rotate at all',
    ],
    answer: 'D',
    explanation:
      '“People sometimes conclude from this that the Moon doesn’t rotate at all. In fact, it does rotate,” once for each orbit.',
  }),
  talk({
    passage: 'toefl-l2h-talk',
    skill: 'Detail',
    difficulty: 'hard',
    stem: 'According to the professor, what slowed the Moon’s rotation?',
    choices: [
      'Collisions with asteroids',
      'The pull of Jupiter and Saturn',
      'Friction inside the Moon as its bulges were dragged around',
      'Tides in Earth’s oceans',
    ],
    answer: 'C',
    explanation:
      'Earth stretched the Moon slightly; while the Moon spun faster, “these bulges were constantly being dragged around, and the friction inside the Moon gradually slowed its spin.” Earth’s tides slow Earth’s day, not the Moon.',
  }),
  talk({
    passage: 'toefl-l2h-talk',
    skill: 'Rhetorical purpose',
    difficulty: 'hard',
    stem: 'Why does the professor mention the large moons of Jupiter and Saturn?',
    choices: [
      'To show that tidal locking is common in the solar system',
      'To compare their size with the size of our Moon',
      'To explain why Earth’s day is getting longer',
      'To suggest that they will soon stop rotating',
    ],
    answer: 'A',
    explanation:
      'He says “tidal locking isn’t unusual” and gives these moons as examples of others that keep the same face toward their planets.',
  }),
  ...TOEFL_LISTENING_MODULE_2_HARDER_TALK_2,
];
