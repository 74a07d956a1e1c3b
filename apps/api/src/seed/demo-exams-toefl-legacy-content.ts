import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { mc, type McInput } from './demo-exams-builders.ts';
import { audioPassage } from './demo-exams-toefl-builders.ts';
import { clipUrl } from './demo-exams-toefl-clips.ts';

/**
 * Original content of the legacy TOEFL iBT quick mock (0–120 scale; written for Prepwell, never copied
 * from ETS), in the July 2023 – January 2026 task formats (exams.md §3.1): one academic reading passage
 * with 10 questions, one campus conversation (5) and one lecture (6), the independent speaking task
 * (rated 0–4) and Writing for an Academic Discussion (rated 0–5). The spoken words are in
 * demo-exams-toefl-clips.ts.
 */

const reading = (q: Omit<McInput, 'domain' | 'task' | 'passage'>) =>
  mc({ ...q, domain: 'Reading', task: 'reading_passage', passage: 'toefl-legacy-paper' });
const conversation = (q: Omit<McInput, 'domain' | 'task' | 'passage'>) =>
  mc({ ...q, domain: 'Listening', task: 'listen_conversation', passage: 'toefl-legacy-conversation' });
const lecture = (q: Omit<McInput, 'domain' | 'task' | 'passage'>) =>
  mc({ ...q, domain: 'Listening', task: 'listening_lecture', passage: 'toefl-legacy-lecture' });

export const TOEFL_LEGACY_PASSAGES: Record<string, PassageBlueprint> = {
  'toefl-legacy-paper': {
    title: 'The Spread of Papermaking',
    body: `For most of history, people wrote on whatever durable surface was at hand: clay tablets in Mesopotamia, papyrus in Egypt, and parchment made from animal skins in Europe and western Asia. Each had drawbacks. Clay was heavy and bulky, papyrus grew well only along the Nile and became brittle in damp climates, and parchment, though durable, was expensive, since a single large book could require the skins of dozens of animals. Paper, a sheet formed from plant fibers that have been beaten, soaked, and matted together, eventually replaced them all.

Paper was invented in China. Chinese tradition credits a court official named Cai Lun with presenting the method to the emperor in 105 C.E., but archaeologists have found fragments of paper that are considerably older, so Cai Lun probably improved and promoted an existing technique rather than inventing it. What is clear is that early Chinese papermakers learned to make sheets from inexpensive materials such as tree bark, hemp, old rags, and worn-out fishing nets. The fibers were pounded into a pulp, mixed with water, and lifted out on a screen, where they drained and dried into a thin, flexible sheet. The result was light, cheap, and easy to carry, and it took ink and brush strokes well. Over the following centuries, paper became common in China for official records and books, and eventually even for money.

The technique spread slowly. It reached Korea and Japan by about the seventh century and arrived in the Islamic world in the eighth. According to a well-known account, Chinese prisoners captured at the Battle of Talas in 751 taught papermaking in Samarkand, in Central Asia. Historians now doubt this story, since paper was probably already known in the region, but Samarkand did become famous for its paper. By the end of the eighth century, paper was being produced in Baghdad, the capital of the Abbasid Caliphate. There it offered administrators a clear advantage: because ink soaks into its fibers, writing on paper is difficult to erase or alter without leaving a trace, whereas text on parchment could be scraped off and rewritten. Government offices adopted paper quickly, booksellers and scholars followed, and Baghdad became a center of book production.

From the Middle East, papermaking moved west across North Africa and into Spain, where paper mills were operating by the twelfth century. Italian papermakers in towns such as Fabriano later introduced several improvements, including water-powered hammers to beat the rags into pulp and a coating of animal gelatin that kept ink from spreading on the surface of the sheet. Their paper was strong, smooth, and cheaper than parchment, and it was sold across Europe. Because linen clothing was widely worn, worn-out linen became the main raw material of European mills, and collecting old rags to sell to them grew into a trade of its own.

Even so, paper was not welcomed everywhere at first. Many Europeans considered it less durable than parchment, and some rulers forbade its use for important official documents. What finally made paper indispensable was the printing press, which could produce in a day more pages than a scribe could copy in months. When Johannes Gutenberg began printing with movable type in the mid-fifteenth century, most copies of his famous Bible were printed on paper and only a minority on parchment. As printing spread, demand for paper rose so sharply that rags became scarce, a shortage that was solved only in the nineteenth century, when papermakers learned to make paper from wood pulp.`,
  },
  'toefl-legacy-conversation': audioPassage(
    'legacy-conversation',
    'Listen to a conversation between a student and his biology professor.',
  ),
  'toefl-legacy-lecture': audioPassage('legacy-lecture', 'Listen to part of a lecture in a botany class.'),
  'toefl-legacy-discussion': {
    title: 'Class discussion board: Education Policy',
    body: `Professor Alvarez: Many universities require every student to take several courses outside their major, such as a science course for art students or a literature course for engineering students. Supporters say these requirements produce well-rounded graduates. Critics say they cost students time and money that would be better spent on their own field. What do you think: should universities require courses outside a student's major? Why or why not?

Hannah: Yes. The most useful class I took was a psychology course that had nothing to do with my accounting major. It taught me how people make decisions, and I use that every day when I talk to clients.

Marcus: I disagree. Tuition is expensive, and many students work part-time. If a course does not help them in their career, they should be free to skip it and graduate sooner.`,
  },
};

export const TOEFL_LEGACY_READING_QUESTIONS: QuestionBlueprint[] = [
  reading({
    skill: 'Factual information',
    difficulty: 'easy',
    stem: 'According to paragraph 1, what was a disadvantage of parchment?',
    choices: [
      'It became brittle in damp climates.',
      'It was costly because a book required many animal skins.',
      'It was too heavy to carry easily.',
      'It could be produced only along the Nile.',
    ],
    answer: 'B',
    explanation:
      'Parchment, “though durable, was expensive, since a single large book could require the skins of dozens of animals.” Brittleness and growing only along the Nile describe papyrus, and weight describes clay.',
  }),
  reading({
    skill: 'Vocabulary',
    difficulty: 'easy',
    stem: 'The word “drawbacks” in paragraph 1 is closest in meaning to',
    choices: ['origins', 'supporters', 'uses', 'disadvantages'],
    answer: 'D',
    explanation:
      'The next sentence lists a problem with each material (heavy, brittle, expensive), so “drawbacks” are disadvantages.',
  }),
  reading({
    skill: 'Inference',
    difficulty: 'medium',
    stem: 'What can be inferred from paragraph 2 about Cai Lun?',
    choices: [
      'He was probably not the first person to make paper.',
      'He invented paper money.',
      'He refused to share his method with the emperor.',
      'He made paper only from fishing nets.',
    ],
    answer: 'A',
    explanation:
      'Archaeologists have found paper “considerably older” than 105 C.E., so Cai Lun “probably improved and promoted an existing technique rather than inventing it.” He presented the method to the emperor, and paper money came centuries later.',
  }),
  reading({
    skill: 'Negative factual information',
    difficulty: 'medium',
    stem: 'All of the following are mentioned in paragraph 2 as materials used by early Chinese papermakers EXCEPT',
    choices: ['tree bark', 'hemp', 'papyrus', 'old fishing nets'],
    answer: 'C',
    explanation:
      'Paragraph 2 lists “tree bark, hemp, old rags, and worn-out fishing nets.” Papyrus appears only in paragraph 1, as an Egyptian writing surface.',
  }),
  reading({
    skill: 'Rhetorical purpose',
    difficulty: 'hard',
    stem: 'Why does the author mention the Battle of Talas in paragraph 3?',
    choices: [
      'To show that paper was used to record military victories',
      'To present a traditional account of how papermaking reached Central Asia that historians now question',
      'To explain why Samarkand stopped producing paper',
      'To argue that papermaking spread mainly through war',
    ],
    answer: 'B',
    explanation:
      'The author gives the “well-known account” about prisoners from the battle and then says “historians now doubt this story.” The paragraph does not argue that war spread papermaking, and Samarkand became famous for paper rather than stopping.',
  }),
  reading({
    skill: 'Factual information',
    difficulty: 'medium',
    stem: 'According to paragraph 3, why did government offices in Baghdad adopt paper?',
    choices: [
      'Writing on paper was hard to change without leaving a trace.',
      'Paper could be scraped clean and used again.',
      'Paper was made in the offices themselves.',
      'Paper did not absorb ink.',
    ],
    answer: 'A',
    explanation:
      'Because “ink soaks into its fibers, writing on paper is difficult to erase or alter without leaving a trace,” which suited records. B describes parchment, and D is the opposite of what the passage says.',
  }),
  reading({
    skill: 'Factual information',
    difficulty: 'medium',
    stem: 'According to paragraph 4, which of the following did Italian papermakers introduce?',
    choices: [
      'Making paper from wood pulp',
      'Printing with movable type',
      'Water-powered hammers and a gelatin coating',
      'The first paper mills in Spain',
    ],
    answer: 'C',
    explanation:
      'Italian papermakers “introduced several improvements, including water-powered hammers to beat the rags into pulp and a coating of animal gelatin.” Spanish mills came earlier, movable type is Gutenberg’s, and wood pulp came in the nineteenth century.',
  }),
  reading({
    skill: 'Vocabulary',
    difficulty: 'medium',
    stem: 'The word “indispensable” in paragraph 5 is closest in meaning to',
    choices: ['expensive', 'essential', 'popular', 'unusual'],
    answer: 'B',
    explanation:
      'Printing created so much demand that paper could no longer be done without: it became essential. “Popular” is related but weaker, and the passage says paper was cheaper, not expensive.',
  }),
  reading({
    skill: 'Sentence simplification',
    difficulty: 'hard',
    stem: 'Which of the sentences below best expresses the essential information in this sentence from paragraph 5? “As printing spread, demand for paper rose so sharply that rags became scarce, a shortage that was solved only in the nineteenth century, when papermakers learned to make paper from wood pulp.” Incorrect choices change the meaning in important ways or leave out essential information.',
    choices: [
      'In the nineteenth century, printing spread because paper could finally be made from rags.',
      'Rags became scarce in the nineteenth century because wood pulp replaced them.',
      'Printing spread slowly because there were not enough rags until the nineteenth century.',
      'Printing raised the demand for paper so much that rags ran short until wood pulp came into use in the nineteenth century.',
    ],
    answer: 'D',
    explanation:
      'D keeps the chain of cause and effect: printing → more demand → too few rags → solved by wood pulp in the 1800s. B reverses the cause, C says printing spread slowly, and A misplaces both the date and the material.',
  }),
  reading({
    skill: 'Organization',
    difficulty: 'hard',
    stem: 'Which of the following best describes the organization of the passage?',
    choices: [
      'It describes how a writing material was invented in one place and then gradually adopted elsewhere.',
      'It compares the advantages of paper and parchment for printing.',
      'It explains step by step how paper is made today.',
      'It argues that paper should not have replaced parchment.',
    ],
    answer: 'A',
    explanation:
      'The passage moves from the materials paper replaced, to its invention in China, then to its spread through Central Asia, Baghdad, Spain and Italy, and finally to its triumph with printing. Comparison and the papermaking steps are parts of this history, and the author never argues against paper.',
  }),
];

export const TOEFL_LEGACY_LISTENING_QUESTIONS: QuestionBlueprint[] = [
  conversation({
    skill: 'Gist-purpose',
    difficulty: 'easy',
    stem: 'Why does the student go to see the professor?',
    choices: [
      'To ask for help identifying birds',
      'To complain about repairs near the science building',
      'To discuss a problem with the site he planned to observe',
      'To ask whether he can work with a partner',
    ],
    answer: 'C',
    explanation:
      'Kevin planned to count birds at the pond, but it is being drained for repairs, “so my whole plan is gone.” The rest of the conversation is about finding another site.',
  }),
  conversation({
    skill: 'Detail',
    difficulty: 'easy',
    stem: 'Why can the student not use the pond behind the science building?',
    choices: [
      'There are too few birds there.',
      'It will be drained for repairs.',
      'Students are not allowed near it.',
      'Another student has already chosen it.',
    ],
    answer: 'B',
    explanation: 'The student says, “they’re draining the pond for repairs next week.”',
  }),
  conversation({
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'According to the professor, what is the assignment mainly about?',
    choices: [
      'Observing one place at regular times and recording what changes',
      'Counting as many kinds of birds as possible',
      'Comparing the pond with the community garden',
      'Writing a proposal that follows the correct format',
    ],
    answer: 'A',
    explanation:
      'The professor says the assignment “is really about method, not about that particular pond”: observing “the same place at regular times” and recording changes.',
  }),
  conversation({
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'What does the professor allow the student to do?',
    choices: [
      'Observe the pond after the repairs are finished',
      'Skip the written proposal',
      'Choose any topic he likes',
      'Send a revised proposal by Monday instead of Friday',
    ],
    answer: 'D',
    explanation:
      'She tells him, “Send me a short revised proposal by Monday instead,” changing only the site description and explaining how he will get permission.',
  }),
  conversation({
    skill: 'Inference',
    difficulty: 'medium',
    stem: 'What will the student probably do this afternoon?',
    choices: [
      'Contact the person in charge of the community garden',
      'Rewrite his whole proposal',
      'Start counting birds at the garden',
      'Ask the repair workers to delay their work',
    ],
    answer: 'A',
    explanation:
      'His last words are “I’ll call the garden’s manager this afternoon,” which also meets the professor’s request to explain how he will get permission to observe there.',
  }),
  lecture({
    skill: 'Gist-content',
    difficulty: 'medium',
    stem: 'What is the lecture mainly about?',
    choices: [
      'Why cacti grow faster than other plants',
      'How some desert plants take in carbon dioxide without losing too much water',
      'How pineapples are grown on dry land',
      'Why plants need sunlight to make food',
    ],
    answer: 'B',
    explanation:
      'The professor presents the problem (open stomata lose water) and explains CAM photosynthesis as the desert plants’ solution, with its cost. Pineapple is one example, and CAM plants grow slowly, not fast.',
  }),
  lecture({
    skill: 'Detail',
    difficulty: 'easy',
    stem: 'Why would opening their stomata during the day be a problem for desert plants?',
    choices: [
      'Too much carbon dioxide would enter the leaves.',
      'The leaves would absorb too much sunlight.',
      'A lot of water would escape in the hot, dry air.',
      'Insects would enter through the openings.',
    ],
    answer: 'C',
    explanation:
      '“Whenever the stomata are open, water escapes through them too,” and in a hot, dry desert that would mean “losing a lot of water.”',
  }),
  lecture({
    skill: 'Detail',
    difficulty: 'medium',
    stem: 'According to the professor, what do CAM plants do with the carbon dioxide they take in at night?',
    choices: [
      'They release it before sunrise.',
      'They store it in their cells as an acid.',
      'They turn it directly into water.',
      'They send it to their roots.',
    ],
    answer: 'B',
    explanation:
      'At night “they take in carbon dioxide and store it in their cells as an acid,” then release it inside the leaf during the day.',
  }),
  lecture({
    skill: 'Function',
    difficulty: 'hard',
    stem: 'Why does the professor say, “So they’re separating the two steps in time”?',
    choices: [
      'To summarize how CAM plants take in carbon dioxide at night but use it during the day',
      'To explain why CAM plants grow slowly',
      'To correct something he said earlier about stomata',
      'To introduce a second kind of desert plant',
    ],
    answer: 'A',
    explanation:
      'The remark follows his description of taking in carbon dioxide at night and using it in sunlight the next day; it sums up that the intake and the use happen at different times. The cost (slow growth) comes next.',
  }),
  lecture({
    skill: 'Inference',
    difficulty: 'hard',
    stem: 'What does the professor imply about CAM plants in a region with plenty of rain?',
    choices: [
      'They would lose more water than in the desert.',
      'They would grow faster than their neighbors.',
      'They would switch to opening their stomata during the day.',
      'They would likely be crowded out by faster-growing plants.',
    ],
    answer: 'D',
    explanation:
      'CAM plants “usually grow quite slowly,” and “in a wet climate these plants are easily outgrown by their neighbors.” Nothing suggests they change their method.',
  }),
  lecture({
    skill: 'Organization',
    difficulty: 'medium',
    stem: 'Why does the professor mention pineapple?',
    choices: [
      'To contrast a crop with desert plants',
      'To show that CAM plants need a lot of water',
      'To give an example of a crop that uses the same process',
      'To explain where CAM photosynthesis was discovered',
    ],
    answer: 'C',
    explanation:
      'He says “pineapple uses the same process, which is one reason it can grow on fairly dry land”: an example of CAM outside the desert plants he described.',
  }),
];

/** The independent speaking task (July 2023 – January 2026 format): 15 seconds to prepare, 45 to speak, rated 0–4. */
export const TOEFL_LEGACY_SPEAKING_QUESTION: QuestionBlueprint = {
  type: 'spoken_response',
  task: 'speaking_task',
  stem: 'Some students prefer to study alone, while others prefer to study with a group of classmates. Which do you prefer, and why? Use specific reasons and examples to support your answer. You have 15 seconds to prepare and 45 seconds to speak.',
  answerKey: { kind: 'rated', max: 4 },
  explanation:
    'Rated 0–4. A 4 states a clear preference and supports it with well-developed reasons and a specific example, in fluent, mostly accurate speech that is easy to follow; a 2 has a preference but thin or vague support, or frequent pauses and errors that make the listener work; a 0 is silent or off topic. Sample answer: “I prefer studying with a small group. When I review with classmates, we quiz each other, and explaining an idea out loud shows me quickly what I don’t really understand. For example, before my chemistry midterm, my friend asked me why a reaction released heat, and I couldn’t explain it, so I went back to my notes and finally understood it. A group also keeps me on schedule, because I don’t want to let the others down.”',
  domain: 'Speaking',
  skill: 'Independent speaking: stating and supporting a preference',
  difficulty: 'medium',
  media: { audioUrl: clipUrl('legacy-speaking'), maxPlays: 1, prepSeconds: 15, responseSeconds: 45 },
};

/** Writing for an Academic Discussion (from July 2023), rated 0–5 as on the real test. */
export const TOEFL_LEGACY_DISCUSSION_QUESTION: QuestionBlueprint = {
  type: 'written_response',
  task: 'academic_discussion',
  stem: 'Your professor is teaching a class on education policy. Read the professor’s question and your classmates’ posts, then write a post that responds to the professor’s question. Express and support your opinion, and make a contribution to the discussion. An effective response contains at least 100 words. You have 10 minutes.',
  answerKey: { kind: 'rated', max: 5 },
  passage: 'toefl-legacy-discussion',
  explanation:
    'Rated 0–5. A 5 is a relevant, very clearly expressed contribution: a clear position on the professor’s question, well-chosen reasons and examples, an idea that adds to Hannah’s and Marcus’s posts, and varied, precise language with almost no errors. Sample opening: “I understand Marcus’s concern about cost, but I think a small number of required courses outside the major is worth it. Careers change: most people will switch jobs several times, and the skills that transfer, such as writing clearly or reading data, often come from those courses. Universities could answer Marcus’s point by letting students choose which outside courses to take, or by counting online summer courses, which are cheaper and fit around part-time jobs.”',
  domain: 'Writing',
  skill: 'Developing and supporting an opinion',
  difficulty: 'hard',
  media: { minWords: 100 },
};
