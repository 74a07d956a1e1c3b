import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { withPretest } from './demo-exams-builders.ts';
import {
  audioPassage,
  listenAcademicTalk as talk,
  listenAnnouncement as announcement,
  listenChooseResponse as response,
  listenConversation as conversation,
} from './demo-exams-toefl-builders.ts';

/**
 * Original TOEFL iBT 2026 Listening added for the full-length section (issue 15; written for Prepwell).
 * demo-exams-toefl-listening.ts places each group after the module's own items of the same task, so a
 * module keeps the real order: responses, conversations, announcements, academic talks. The router's
 * fitness-center announcement is an unscored (pretest) set, as the real test carries some unscored
 * calibration items (exams.md §3.1 ⚠️). The spoken words are in demo-exams-toefl-clips.ts.
 */

export const TOEFL_LISTENING_PASSAGES_2: Record<string, PassageBlueprint> = {
  'toefl-l1-announcement-2': audioPassage('l1-announcement-2', 'Listen to an announcement at a campus fitness center.'),
  'toefl-l1-talk-2': audioPassage('l1-talk-2', 'Listen to part of a talk in a psychology class.'),
  'toefl-l2e-conversation-2': audioPassage(
    'l2e-conversation-2',
    'Listen to a conversation between a student and a clerk in the campus bookstore.',
  ),
  'toefl-l2h-talk-2': audioPassage('l2h-talk-2', 'Listen to part of a talk in an engineering class.'),
};

/** Router (module 1): after its other response items. */
export const TOEFL_LISTENING_MODULE_1_RESPONSES_2: QuestionBlueprint[] = [
  response({
    clip: 'l1-response-9',
    difficulty: 'easy',
    choices: [
      'The computer lab in the library is open until midnight.',
      'I printed it out yesterday.',
      'It’s about ten pages long.',
      'No, it’s too late to start now.',
    ],
    answer: 'A',
    explanation:
      'The speaker asks where to print something this late. Only A names a place that is open now. B and C talk about a document, not a place, and D does not answer “where.”',
  }),
  response({
    clip: 'l1-response-10',
    difficulty: 'medium',
    choices: [
      'Yes, I heard it very clearly.',
      'Really? I was looking forward to it.',
      'The lecture hall is on the second floor.',
      'She’s staying at a hotel near campus.',
    ],
    answer: 'B',
    explanation:
      'The speaker passes on news: the lecture was canceled. B reacts naturally with surprise and disappointment. A plays on “heard,” and C and D add facts about the hall and the guest that do not respond to the news.',
  }),
  response({
    clip: 'l1-response-11',
    difficulty: 'medium',
    choices: [
      'Because the book is very long.',
      'It’s divided into four parts.',
      'Good idea. I’ll take the first three chapters.',
      'The library has two copies.',
    ],
    answer: 'C',
    explanation:
      '“Why don’t we …?” is a suggestion, not a real question about a reason. C accepts it and divides the work. A answers as if “why” asked for a reason, and B and D describe the book without accepting or refusing.',
  }),
  response({
    clip: 'l1-response-12',
    difficulty: 'easy',
    choices: [
      'No, I live on the fifth floor.',
      'It’s only a few minutes late.',
      'I’ll look at it later tonight.',
      'Yes, I was finishing my lab report.',
    ],
    answer: 'D',
    explanation:
      'The speaker asks whether you stayed up late. D says yes and gives the reason. A misreads “up” as a floor, B plays on “late,” and C plays on “look.”',
  }),
  response({
    clip: 'l1-response-13',
    difficulty: 'hard',
    choices: [
      'It was, but they extended it to next Wednesday.',
      'Friday works better for me.',
      'The scholarship is only for science majors.',
      'It’s a long way from here.',
    ],
    answer: 'A',
    explanation:
      '“I thought the deadline was Friday” suggests the speaker has heard something different and is checking. A confirms it was Friday and explains the change. B treats the remark as planning a meeting, and C and D do not address the deadline.',
  }),
  response({
    clip: 'l1-response-14',
    difficulty: 'hard',
    choices: [
      'Yes, I rode it this morning.',
      'I don’t mind walking to class.',
      'Not at all. The lock code is on my desk.',
      'It’s in the afternoon.',
    ],
    answer: 'C',
    explanation:
      '“Would you mind if …?” asks for permission; “Not at all” grants it, and the lock code makes the answer helpful. “Yes” would mean you DO mind, so A contradicts itself, and B and D repeat words without answering.',
  }),
];

/** Router (module 1): after its first announcement; unscored (pretest). */
export const TOEFL_LISTENING_MODULE_1_ANNOUNCEMENT_2: QuestionBlueprint[] = withPretest(
  [
    announcement({
      passage: 'toefl-l1-announcement-2',
      skill: 'Main idea',
      difficulty: 'easy',
      stem: 'What is the announcement mainly about?',
      choices: [
        'The opening of a new swimming pool',
        'A safety course for climbers',
        'New rules for getting student ID cards',
        'Changes at the campus fitness center',
      ],
      answer: 'D',
      explanation:
        'Every point is about the fitness center: ID scanning at the entrance, guests signed in at the desk, the climbing wall closing for inspection, and no more towels. The pool and ID cards are mentioned only as details.',
    }),
    announcement({
      passage: 'toefl-l1-announcement-2',
      skill: 'Detail',
      difficulty: 'medium',
      stem: 'What will happen on Tuesday and Wednesday?',
      choices: [
        'The swimming pool will be closed.',
        'Guests will be admitted for free.',
        'The climbing wall will be inspected.',
        'Towels will be handed out at the front desk.',
      ],
      answer: 'C',
      explanation:
        'The speaker says the climbing wall “will be closed on Tuesday and Wednesday for its yearly safety inspection” and reopens Thursday. The pool stays open, guests must be signed in, and towels will no longer be provided.',
    }),
  ],
  [0, 1],
);

/** Router (module 1): after its first academic talk. */
export const TOEFL_LISTENING_MODULE_1_TALK_2: QuestionBlueprint[] = [
  talk({
    passage: 'toefl-l1-talk-2',
    skill: 'Main idea',
    difficulty: 'medium',
    stem: 'What is the talk mainly about?',
    choices: [
      'Why students need more sleep before exams',
      'How spreading study over several sessions improves memory',
      'How psychologists design memory experiments',
      'Why the final exam was moved to a later date',
    ],
    answer: 'B',
    explanation:
      'The professor introduces the spacing effect: several short sessions spread over days or weeks lead to better memory than one long session of the same total time, and explains why. Sleep, experiment design and a new exam date are not discussed.',
  }),
  talk({
    passage: 'toefl-l1-talk-2',
    skill: 'Inference',
    difficulty: 'hard',
    stem: 'What does the professor imply about a long study session the night before a test?',
    choices: [
      'It feels more effective than it really is.',
      'It is the best way to learn new material.',
      'It works well if it lasts long enough.',
      'It helps students remember the material for years.',
    ],
    answer: 'A',
    explanation:
      'Cramming “feels productive, because everything seems familiar,” but “that feeling is misleading,” and much of it “fades within a few days.” So it seems to work better than it does; it does not give lasting memory, however long it is.',
  }),
];

/** Easier module 2: after its other response items. */
export const TOEFL_LISTENING_MODULE_2_EASIER_RESPONSES_2: QuestionBlueprint[] = [
  response({
    clip: 'l2e-response-5',
    difficulty: 'easy',
    choices: [
      'I’m taking three classes this term.',
      'No, go ahead and sit down.',
      'I took it yesterday.',
      'It’s a very comfortable chair.',
    ],
    answer: 'B',
    explanation:
      '“Is this seat taken?” asks whether someone is already using the seat. B answers no and invites the speaker to sit. A and C play on “taken,” and D describes the chair.',
  }),
  response({
    clip: 'l2e-response-6',
    difficulty: 'easy',
    choices: [
      'I walk there every morning.',
      'It holds twenty thousand people.',
      'The game starts at seven.',
      'About fifteen minutes.',
    ],
    answer: 'D',
    explanation:
      '“How long does it take …?” asks for an amount of time, and D gives one. A says how often, B gives the size of the stadium, and C gives a starting time.',
  }),
  response({
    clip: 'l2e-response-7',
    difficulty: 'easy',
    choices: [
      'Math is my favorite subject.',
      'The teacher is very friendly.',
      'Almost. I have one problem left.',
      'Yes, the home team won.',
    ],
    answer: 'C',
    explanation:
      'The speaker asks whether you have finished the homework. C says “almost” and explains what is left. D plays on “home,” and A and B talk about the class instead.',
  }),
  response({
    clip: 'l2e-response-8',
    difficulty: 'easy',
    choices: [
      'Sure, I’ll meet you outside the building.',
      'The class is in room twelve.',
      'I drank it all already.',
      'It was a difficult class.',
    ],
    answer: 'A',
    explanation:
      '“Let’s get some coffee after class” is an invitation. A accepts it and says where to meet. The other choices mention the class or coffee but do not accept or refuse.',
  }),
  response({
    clip: 'l2e-response-9',
    difficulty: 'easy',
    choices: [
      'Sure. How about the library at four?',
      'The quiz was very easy.',
      'It’s a thick history book.',
      'Tomorrow is Thursday.',
    ],
    answer: 'A',
    explanation:
      'The speaker invites you to study together. A accepts and suggests a place and time. B talks about the quiz as if it were over, and C and D repeat words (“history,” “tomorrow”) without answering.',
  }),
  response({
    clip: 'l2e-response-10',
    difficulty: 'easy',
    choices: [
      'I ran to class this morning.',
      'It writes very well.',
      'The store is out of paper.',
      'Of course. Here you go.',
    ],
    answer: 'D',
    explanation:
      'The speaker asks to borrow a pen. D agrees and hands one over. A plays on “ran,” B could only describe a pen that works, and C is about paper, not pens.',
  }),
];

/** Easier module 2: after its first conversation. */
export const TOEFL_LISTENING_MODULE_2_EASIER_CONVERSATION_2: QuestionBlueprint[] = [
  conversation({
    passage: 'toefl-l2e-conversation-2',
    skill: 'Purpose',
    difficulty: 'easy',
    stem: 'Why does the student go to the bookstore?',
    choices: [
      'To buy a lab manual',
      'To sell her used books',
      'To return a textbook that is the wrong edition',
      'To get a copy of her receipt',
    ],
    answer: 'C',
    explanation:
      'She says her professor told her the chemistry book she bought “is the wrong edition” and asks to return it. The lab manuals are only where the right edition is shelved, and she already has her receipt.',
  }),
  conversation({
    passage: 'toefl-l2e-conversation-2',
    skill: 'Prediction',
    difficulty: 'easy',
    stem: 'What will the student probably do next?',
    choices: [
      'Go to her chemistry class',
      'Get the new edition from the shelf near the lab manuals',
      'Write her name in the book',
      'Come back in two weeks',
    ],
    answer: 'B',
    explanation:
      'The clerk says the new edition is “on the shelf in the back, next to the lab manuals,” and the student answers, “I’ll go and get it now.” Two weeks is the return limit, not when she will come back.',
  }),
];

/** Harder module 2: after its other response items. */
export const TOEFL_LISTENING_MODULE_2_HARDER_RESPONSES_2: QuestionBlueprint[] = [
  response({
    clip: 'l2h-response-5',
    difficulty: 'hard',
    choices: [
      'No, I’ve never worked there.',
      'The essay is about climate change.',
      'Yes, I’ll start it tomorrow.',
      'I’m afraid so. The conclusion is giving me trouble.',
    ],
    answer: 'D',
    explanation:
      'The speaker is surprised that you are still on the essay. D admits it and explains why. C cannot be right: you cannot still be working on an essay you will start tomorrow. A plays on “working,” and B gives the topic without answering.',
  }),
  response({
    clip: 'l2h-response-6',
    difficulty: 'medium',
    choices: [
      'It broke down last week.',
      'The schedule is posted on its door. Let’s go and check.',
      'Yes, I wondered about that experiment.',
      'The break was really relaxing.',
    ],
    answer: 'B',
    explanation:
      '“I wonder whether …” is an indirect question about the lab’s hours over the break. B offers a way to find out. A misreads “break,” C repeats “wonder,” and D talks about a break that is already over.',
  }),
  response({
    clip: 'l2h-response-7',
    difficulty: 'hard',
    choices: [
      'Last year was a very busy year.',
      'I’d rather take her class next year.',
      'Then I’d better ask her which data we should use.',
      'Good, she wants us to use it.',
    ],
    answer: 'C',
    explanation:
      '“She’d rather we didn’t use last year’s data” is a polite way of saying not to use it, so the sensible reaction is to ask what to use instead. D misreads the preference as approval, and A and B repeat words (“last year,” “rather”).',
  }),
  response({
    clip: 'l2h-response-8',
    difficulty: 'hard',
    choices: [
      'At least we can get some reading done.',
      'I didn’t know the car was yours.',
      'The train leaves at noon.',
      'Yes, you drove very carefully.',
    ],
    answer: 'A',
    explanation:
      '“If I’d known …, I would have driven” means the speaker did NOT drive and is stuck on a slow train. A makes the best of the situation. D wrongly assumes the speaker drove, and B and C do not respond to the complaint.',
  }),
];

/** Harder module 2: after its first academic talk. */
export const TOEFL_LISTENING_MODULE_2_HARDER_TALK_2: QuestionBlueprint[] = [
  talk({
    passage: 'toefl-l2h-talk-2',
    skill: 'Main idea',
    difficulty: 'medium',
    stem: 'What is the talk mainly about?',
    choices: [
      'How Roman harbors were designed',
      'Why some Roman concrete has lasted so long',
      'Why modern concrete uses volcanic ash',
      'How quicklime is produced',
    ],
    answer: 'B',
    explanation:
      'The professor asks why Roman structures are still standing and explains two processes that help Roman concrete repair and strengthen itself. Harbors, volcanic ash and quicklime are parts of that explanation, not the topic.',
  }),
  talk({
    passage: 'toefl-l2h-talk-2',
    skill: 'Detail',
    difficulty: 'hard',
    stem: 'What did researchers once believe about the white lumps of lime in Roman concrete?',
    choices: [
      'They allowed the concrete to repair itself.',
      'They formed when the concrete was exposed to seawater.',
      'They showed that the concrete had been mixed carelessly.',
      'They were added to make the concrete lighter in color.',
    ],
    answer: 'C',
    explanation:
      'The professor says researchers “assumed that the small white lumps of lime … were a sign of careless mixing.” A is what more recent studies suggest, the opposite of the old belief.',
  }),
  talk({
    passage: 'toefl-l2h-talk-2',
    skill: 'Detail',
    difficulty: 'hard',
    stem: 'According to the professor, what happens when rainwater seeps into a small crack?',
    choices: [
      'The volcanic ash in the concrete turns into sand.',
      'The crack grows until the wall gives way.',
      'The quicklime heats the wall and dries the water.',
      'Some lime dissolves and then hardens again, sealing the crack.',
    ],
    answer: 'D',
    explanation:
      'Some of the lime “dissolves, then hardens again as calcium carbonate, sealing the crack.” The heat of quicklime belongs to the original mixing, and volcanic ash matters in seawater, where it grows new minerals.',
  }),
];
