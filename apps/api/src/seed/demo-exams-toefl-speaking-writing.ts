import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { buildSentence, spoken } from './demo-exams-toefl-builders.ts';
import { TOEFL_CLIPS, type ClipId } from './demo-exams-toefl-clips.ts';

/**
 * Original TOEFL iBT 2026 Speaking and Writing (written for Prepwell): Listen and Repeat ×7 and Take an
 * Interview ×4; Build a Sentence ×10, Write an Email and Academic Discussion (exams.md §3.1). Spoken and
 * written answers are rated 0–5 by a grader (exams.md §3.2); Build a Sentence is right or wrong.
 */

const REPEAT_STEM =
  'You are training to be a guide at a science museum. Listen to your trainer, then repeat exactly what you hear. Recording starts when the audio ends.';
const REPEAT_RUBRIC =
  'Rated 0–5: 5 = an exact, clear repetition; 4 = the meaning is kept with a minor change or slip; 3 = most of the sentence is repeated but some meaning is lost; 2 = only part of the sentence is repeated; 1 = a few words; 0 = no response, or speech that cannot be understood or is unrelated.';

const repeat = (clip: ClipId, responseSeconds: number, difficulty: 'easy' | 'medium' | 'hard') =>
  spoken({
    task: 'listen_and_repeat',
    clip,
    stem: REPEAT_STEM,
    responseSeconds,
    skill: 'Listening accuracy and pronunciation',
    difficulty,
    explanation: `Model answer: “${TOEFL_CLIPS[clip].map((l) => l.text).join(' ')}” ${REPEAT_RUBRIC}`,
  });

const INTERVIEW_STEM =
  'You are taking part in a research study about how students use technology. Listen to the interviewer’s question and answer it. You have 45 seconds; recording starts when the question ends.';
const INTERVIEW_RUBRIC =
  'Rated 0–5 for a full, relevant answer delivered clearly and fluently, with varied, accurate vocabulary and grammar. A strong answer states a position or a fact at once, then supports it with a reason and a concrete example from your own experience.';

const interview = (clip: ClipId, skill: string, difficulty: 'easy' | 'medium' | 'hard', sample: string) =>
  spoken({
    task: 'take_an_interview',
    clip,
    stem: INTERVIEW_STEM,
    responseSeconds: 45,
    skill,
    difficulty,
    explanation: `${INTERVIEW_RUBRIC} Sample answer: “${sample}”`,
  });

export const TOEFL_SPEAKING_QUESTIONS: QuestionBlueprint[] = [
  repeat('s-repeat-1', 8, 'easy'),
  repeat('s-repeat-2', 8, 'easy'),
  repeat('s-repeat-3', 8, 'easy'),
  repeat('s-repeat-4', 10, 'medium'),
  repeat('s-repeat-5', 10, 'medium'),
  repeat('s-repeat-6', 12, 'hard'),
  repeat('s-repeat-7', 15, 'hard'),
  interview(
    's-interview-1',
    'Describing personal experience',
    'easy',
    'I use my laptop most, mainly for a shared notes app. My classmates and I write in the same document during lectures, so if I miss a point, someone else usually has it. I also use flashcard apps on my phone on the bus.',
  ),
  interview(
    's-interview-2',
    'Comparing and giving reasons',
    'medium',
    'For me, handwriting works better for lectures. When I type, I copy everything word for word without thinking. By hand I have to choose what matters, so I remember it. For long reading notes, though, typing is faster and easier to search.',
  ),
  interview(
    's-interview-3',
    'Stating and supporting an opinion',
    'medium',
    'I think limiting phones is mostly a good idea. In my high school, phones went in a box during class, and discussions got much livelier because nobody was checking messages. But teachers should allow phones for activities like quick online polls.',
  ),
  interview(
    's-interview-4',
    'Proposing and explaining an idea',
    'hard',
    'I would choose a tool that matches students who want study partners by course and schedule. Many first-year students don’t know anyone in their classes. A partner keeps you motivated, and explaining ideas to someone else is one of the best ways to learn.',
  ),
];

export const TOEFL_BUILD_SENTENCE_QUESTIONS: QuestionBlueprint[] = [
  buildSentence({
    seed: 11,
    context: 'Anna: “I’m new here. Do you know where the library is?”',
    tiles: ['It', 'is', 'right', 'next to', 'the student center'],
    skill: 'Word order: adverbs and prepositions',
    difficulty: 'easy',
    explanation:
      'Response: “It is right next to the student center.” Subject and verb come first; “right” intensifies the preposition “next to,” so it comes directly before it.',
  }),
  buildSentence({
    seed: 23,
    context: 'Omar: “Why are you leaving so early?”',
    tiles: ['My', 'bus', 'leaves', 'in', 'ten', 'minutes'],
    skill: 'Basic sentence order',
    difficulty: 'easy',
    explanation:
      'Response: “My bus leaves in ten minutes.” The subject (“My bus”) comes before the verb, and the time phrase “in ten minutes” follows it.',
  }),
  buildSentence({
    seed: 37,
    context: 'Lena: “I’m going to the front desk. Do you need anything?”',
    tiles: ['Could', 'you', 'ask them', 'when', 'the pool', 'opens'],
    skill: 'Embedded questions',
    difficulty: 'medium',
    explanation:
      'Response: “Could you ask them when the pool opens?” Inside a larger question, the embedded question uses statement order, subject before verb: “when the pool opens,” not “when opens the pool.”',
  }),
  buildSentence({
    seed: 41,
    context: 'Chris: “What did the professor say about the essay?”',
    tiles: ['She', 'wants', 'us', 'to submit', 'it', 'by Friday'],
    skill: 'Verb patterns',
    difficulty: 'medium',
    explanation:
      'Response: “She wants us to submit it by Friday.” The pattern is want + object + to-infinitive (“wants us to submit”), then the object of “submit” and the time phrase.',
  }),
  buildSentence({
    seed: 53,
    context: 'Mia: “Have you seen the new exhibit at the art museum?”',
    tiles: ['The tickets', 'were', 'sold out', 'when', 'I', 'went'],
    skill: 'Passive voice and time clauses',
    difficulty: 'medium',
    explanation:
      'Response: “The tickets were sold out when I went.” The main clause uses the passive “were sold out,” and the time clause “when I went” follows it.',
  }),
  buildSentence({
    seed: 67,
    context: 'Jay: “Who is giving the talk tonight?”',
    tiles: ['It is', 'a scientist', 'who', 'studies', 'ocean', 'plastics'],
    skill: 'Relative clauses',
    difficulty: 'hard',
    explanation:
      'Response: “It is a scientist who studies ocean plastics.” The relative clause “who studies ocean plastics” follows the noun it describes; “ocean” modifies “plastics,” so it comes first.',
  }),
  buildSentence({
    seed: 71,
    context: 'Sara: “Do you know why the meeting was canceled?”',
    tiles: ['I', 'heard', 'that', 'the manager', 'was', 'sick'],
    skill: 'Reported speech',
    difficulty: 'medium',
    explanation:
      'Response: “I heard that the manager was sick.” After “heard that,” the reported clause keeps statement order: subject (“the manager”), verb (“was”), complement (“sick”).',
  }),
  buildSentence({
    seed: 83,
    context: 'Tom: “Which book should I read first?”',
    tiles: ['The one', 'that', 'won', 'the award', 'is', 'the best'],
    skill: 'Relative clauses',
    difficulty: 'hard',
    explanation:
      'Response: “The one that won the award is the best.” The subject is “The one that won the award” (a noun with its relative clause); the verb “is” and the complement “the best” follow.',
  }),
  buildSentence({
    seed: 97,
    context: 'Eva: “How was your trip to the mountains?”',
    tiles: ['It', 'rained', 'so much', 'that', 'we', 'stayed inside'],
    skill: 'Result clauses (so … that)',
    difficulty: 'hard',
    explanation:
      'Response: “It rained so much that we stayed inside.” The pattern “so much that” links a cause (“It rained so much”) to its result (“we stayed inside”).',
  }),
  buildSentence({
    seed: 101,
    context: 'Lisa: “The study group meets tomorrow, right?”',
    tiles: ['Yes, but', 'I am', 'not sure', 'where', 'it', 'will be'],
    skill: 'Embedded questions',
    difficulty: 'hard',
    explanation:
      'Response: “Yes, but I am not sure where it will be.” The embedded question after “not sure” uses statement order: “where it will be,” not “where will it be.”',
  }),
];

export const TOEFL_WRITING_PASSAGES: Record<string, PassageBlueprint> = {
  'toefl-w-discussion': {
    title: 'Class discussion board: Urban Planning',
    body: `Professor Lin: Many cities are considering making their downtown areas car-free, so that only pedestrians, bicycles and public transportation are allowed. Supporters say this makes city centers cleaner and safer. Critics worry that shops and restaurants will lose customers who drive. What do you think: should cities make their downtown areas car-free? Why or why not?

Maya: I support car-free downtowns. When my hometown closed its main street to cars, the sidewalks filled with cafés and street musicians, and people stayed longer. Cleaner air and safer streets are worth a few months of adjustment.

Jonah: I'm not convinced. Older people and people with disabilities often depend on cars, and delivery trucks still need access. A complete ban seems unfair. Maybe cities should limit cars during certain hours instead.`,
  },
};

export const TOEFL_EMAIL_QUESTION: QuestionBlueprint = {
  type: 'written_response',
  task: 'write_an_email',
  stem: `You recently joined a volunteer group that cleans up parks in your town. You missed the group's first meeting because of a schedule conflict. Write an email to the organizer, Ms. Ortega. In your email:
- apologize for missing the meeting and explain why;
- ask what was discussed or decided;
- suggest one way you could help at the next cleanup.

Write as much as you can, in complete sentences. You have 7 minutes.`,
  answerKey: { kind: 'rated', max: 5 },
  explanation:
    'Rated 0–5. A 5 answers all three points clearly, in a polite tone suited to an organizer you do not know well, with well-connected sentences and accurate grammar and vocabulary. Sample: “Dear Ms. Ortega, I’m sorry I missed our first meeting on Tuesday. I had a biology lab that evening that I could not reschedule. Could you let me know what the group discussed, especially the date and meeting place of the next cleanup? I would also like to help more than just picking up litter: I have a car, so I could bring the gloves and trash bags, or drive volunteers who live far from the park. Thank you, and I look forward to meeting everyone. Best regards, Sam Lee”',
  domain: 'Write an Email',
  skill: 'Task completion and register',
  difficulty: 'medium',
  media: { minWords: 80 },
};

export const TOEFL_DISCUSSION_QUESTION: QuestionBlueprint = {
  type: 'written_response',
  task: 'academic_discussion',
  stem: 'Your professor is teaching a class on urban planning. Read the professor’s question and your classmates’ posts, then write a post that responds to the professor’s question. Express and support your opinion, and make a contribution to the discussion. An effective response contains at least 100 words. You have 10 minutes.',
  answerKey: { kind: 'rated', max: 5 },
  passage: 'toefl-w-discussion',
  explanation:
    'Rated 0–5. A 5 states a clear position on the professor’s question, supports it with specific reasons and examples, adds an idea that goes beyond the classmates’ posts (for example, a compromise or a consideration they missed), and uses varied, precise language with few errors. Sample opening: “I agree with Maya that car-free streets make downtowns more pleasant, but Jonah’s concern about access is important. The best solution is a car-free core with exceptions: delivery trucks could enter before 10 a.m., and free electric shuttles could carry older and disabled visitors from parking garages at the edge of downtown. My city did this, and shops on the main street actually reported more customers, because people walked past more storefronts instead of driving straight to one place.”',
  domain: 'Academic Discussion',
  skill: 'Developing and supporting an opinion',
  difficulty: 'hard',
  media: { minWords: 100 },
};
