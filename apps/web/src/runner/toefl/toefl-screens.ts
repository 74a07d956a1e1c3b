import type { RunnerPassage, RunnerQuestion, Section } from '@prepwell/contracts';

/**
 * How a TOEFL module is shown, one screen at a time (exams.md §3.1):
 * - `words`: Complete the Words, consecutive `fill_letters` questions on one passage, as the paragraph
 *   with letter boxes at `[[1]]`, `[[2]]`, … (the n-th question of the run fills `[[n]]`);
 * - `listen`: an audio passage (conversation, announcement, talk) plays before the questions on it;
 * - `question`: one question (a clip of its own plays first when it has one);
 * - `review`: the module's summary before the student ends it.
 */
export type Screen =
  | { readonly kind: 'words'; readonly passage: RunnerPassage; readonly questions: readonly RunnerQuestion[] }
  | { readonly kind: 'listen'; readonly passage: RunnerPassage; readonly questions: readonly RunnerQuestion[] }
  | { readonly kind: 'question'; readonly question: RunnerQuestion }
  | { readonly kind: 'review' };

const hasAudioPassage = (q: RunnerQuestion) => q.passage?.kind === 'audio' && !!q.passage.audioUrl;

export const buildScreens = (questions: readonly RunnerQuestion[]): Screen[] => {
  const ordered = [...questions].sort((a, b) => a.position - b.position);
  const screens: Screen[] = [];
  const heard = new Set<string>();
  for (let i = 0; i < ordered.length; i++) {
    const q = ordered[i]!;
    if (q.type === 'fill_letters' && q.passage) {
      const run = [q];
      while (ordered[i + 1]?.type === 'fill_letters' && ordered[i + 1]?.passage?.id === q.passage.id)
        run.push(ordered[++i]!);
      screens.push({ kind: 'words', passage: q.passage, questions: run });
      continue;
    }
    if (q.passage && hasAudioPassage(q) && !heard.has(q.passage.id)) {
      heard.add(q.passage.id);
      const passageId = q.passage.id;
      screens.push({
        kind: 'listen',
        passage: q.passage,
        questions: ordered.filter((x) => x.passage?.id === passageId),
      });
    }
    screens.push({ kind: 'question', question: q });
  }
  screens.push({ kind: 'review' });
  return screens;
};

/** The questions a screen answers (none for a listening clip or the review). */
export const questionsOf = (screen: Screen): readonly RunnerQuestion[] => {
  switch (screen.kind) {
    case 'words':
      return screen.questions;
    case 'question':
      return [screen.question];
    case 'listen':
    case 'review':
      return [];
  }
};

/** The question a screen stands for in time accounting: its first, or the first one a clip leads to. */
export const positionOf = (screen: Screen): string | null => {
  switch (screen.kind) {
    case 'words':
    case 'listen':
      return screen.questions[0]?.id ?? null;
    case 'question':
      return screen.question.id;
    case 'review':
      return null;
  }
};

/**
 * Going back: only in Reading, where the student may return to an earlier screen of the module; in
 * Listening, Speaking and Writing every screen is final once left, as on the test.
 */
export const canGoBack = (section: Section, index: number): boolean => section === 'reading' && index > 0;

/** Complete the Words: the passage as paragraphs of text and numbered blanks. */
export type WordsPart =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'blank'; readonly n: number };

export const parseWordsPassage = (body: string): WordsPart[][] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) =>
      paragraph
        .split(/(\[\[\d+\]\])/)
        .filter((piece) => piece !== '')
        .map((piece): WordsPart => {
          const marker = /^\[\[(\d+)\]\]$/.exec(piece);
          return marker ? { kind: 'blank', n: Number(marker[1]) } : { kind: 'text', text: piece };
        }),
    );

/** A damaged word's stem: the visible start and how many letters are missing (`beau_____` → beau, 5). */
export const splitStem = (stem: string): { visible: string; missing: number } => {
  const match = /^(.*?)(_+)\s*$/s.exec(stem.trim());
  return match ? { visible: match[1] ?? '', missing: match[2]?.length ?? 0 } : { visible: stem.trim(), missing: 0 };
};

/** Only letters go into the boxes (no spaces or punctuation), at most as many as are missing. */
export const cleanLetters = (typed: string, missing: number): string =>
  typed.replace(/[^\p{L}'’-]/gu, '').slice(0, Math.max(missing, 0));
