import type { Difficulty } from '@prepwell/contracts';
import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { mc, type Letter, type McInput } from './demo-exams-builders.ts';
import { clipTranscript, clipUrl, type ClipId } from './demo-exams-toefl-clips.ts';

/**
 * Builders for the TOEFL 2026 task formats the runner implements (see the brief of issue 3):
 * Complete the Words, audio passages and clips, speaking and Build a Sentence items.
 */

/**
 * Complete the Words (a C-test): the author writes the paragraph with each damaged word in braces,
 * `a {beautiful} day`. The passage body gets `[[1]]`, `[[2]]`, … in place of those words, and each word
 * becomes one `fill_letters` question, in marker order, whose stem is the visible start of the word and
 * one underscore per missing letter. As in a C-test, the second half of the word is missing (the larger
 * half when its length is odd): `beautiful` → `beau_____`, key `tiful`.
 */
export const completeTheWords = (opts: {
  passageKey: string;
  text: string;
  difficulty: Difficulty;
  /** One explanation per damaged word, in order. */
  explanations: string[];
}): { passage: PassageBlueprint; questions: QuestionBlueprint[] } => {
  const words: string[] = [];
  const body = opts.text.replace(/\{([^{}]+)\}/g, (_, word: string) => {
    words.push(word);
    return `[[${words.length}]]`;
  });
  if (words.length !== opts.explanations.length)
    throw new Error(`${opts.passageKey}: ${words.length} words, ${opts.explanations.length} explanations`);
  const questions = words.map((word, i): QuestionBlueprint => {
    const visible = word.slice(0, Math.floor(word.length / 2));
    const missing = word.slice(visible.length);
    return {
      type: 'fill_letters',
      task: 'complete_the_words',
      stem: `${visible}${'_'.repeat(missing.length)}`,
      answerKey: { kind: 'text', accept: [missing] },
      explanation: opts.explanations[i]!,
      domain: 'Complete the Words',
      skill: 'Vocabulary and grammar in context',
      difficulty: opts.difficulty,
      passage: opts.passageKey,
    };
  });
  return { passage: { body }, questions };
};

/** A listening passage (conversation, announcement, talk): the runner shows `body` and plays the clip. */
export const audioPassage = (id: ClipId, body: string): PassageBlueprint => ({
  kind: 'audio',
  body,
  audioUrl: clipUrl(id),
  transcript: clipTranscript(id),
});

/** Media of a clip that plays once in exam mode (Listen and Choose a Response). */
export const clipMedia = (id: ClipId) => ({ audioUrl: clipUrl(id), maxPlays: 1 });

/** Listen and Choose a Response: the clip plays once, then the student picks the best reply. */
export const listenChooseResponse = (q: {
  clip: ClipId;
  choices: McInput['choices'];
  answer: Letter;
  difficulty: McInput['difficulty'];
  explanation: string;
}): QuestionBlueprint =>
  mc({
    ...q,
    stem: 'Listen to the speaker. Choose the best response.',
    domain: 'Listen and Choose a Response',
    skill: 'Appropriate response',
    task: 'listen_choose_response',
    media: clipMedia(q.clip),
  });

/** Questions on an audio passage, by listening task. */
export const listenConversation = (q: Omit<McInput, 'domain' | 'task'>) =>
  mc({ ...q, domain: 'Listen to a Conversation', task: 'listen_conversation' });
export const listenAnnouncement = (q: Omit<McInput, 'domain' | 'task'>) =>
  mc({ ...q, domain: 'Listen to an Announcement', task: 'listen_announcement' });
export const listenAcademicTalk = (q: Omit<McInput, 'domain' | 'task'>) =>
  mc({ ...q, domain: 'Listen to an Academic Talk', task: 'listen_academic_talk' });

/** A speaking item: the prompt clip plays once, no preparation time, then the recording runs. */
export const spoken = (q: {
  task: 'listen_and_repeat' | 'take_an_interview';
  clip: ClipId;
  stem: string;
  responseSeconds: number;
  skill: string;
  difficulty: Difficulty;
  explanation: string;
}): QuestionBlueprint => ({
  type: 'spoken_response',
  task: q.task,
  stem: q.stem,
  answerKey: { kind: 'rated', max: 5 },
  explanation: q.explanation,
  domain: q.task === 'listen_and_repeat' ? 'Listen and Repeat' : 'Take an Interview',
  skill: q.skill,
  difficulty: q.difficulty,
  media: { audioUrl: clipUrl(q.clip), maxPlays: 1, prepSeconds: 0, responseSeconds: q.responseSeconds },
});

const TILE_IDS = 'ABCDEFGHIJ';

/** A fixed shuffle (Fisher–Yates driven by mulberry32), so the seed gives the same tiles on every run. */
const shuffled = <T>(items: readonly T[], seed: number): T[] => {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/**
 * Build a Sentence: `tiles` are the words (or short phrases) of the response in their right order. The
 * choices are the same tiles shuffled (never left in order) with ids A, B, …; the key lists the ids in
 * the right order, and every tile is used once.
 */
export const buildSentence = (q: {
  context: string;
  tiles: string[];
  seed: number;
  skill: string;
  difficulty: Difficulty;
  explanation: string;
}): QuestionBlueprint => {
  const ordered = q.tiles.map((text, i) => ({ text, index: i }));
  let order = shuffled(ordered, q.seed);
  for (let bump = 1; order.every((t, i) => t.index === i); bump += 1) order = shuffled(ordered, q.seed + bump);
  const choices = order.map((t, i) => ({ id: TILE_IDS[i]!, text: t.text }));
  const idOf = (index: number) => choices[order.findIndex((t) => t.index === index)]!.id;
  return {
    type: 'build_sentence',
    task: 'build_a_sentence',
    stem: `${q.context}\n\nPut the words in the right order to make a response.`,
    choices,
    answerKey: { kind: 'choices', correct: q.tiles.map((_, i) => idOf(i)) },
    explanation: q.explanation,
    domain: 'Build a Sentence',
    skill: q.skill,
    difficulty: q.difficulty,
  };
};
