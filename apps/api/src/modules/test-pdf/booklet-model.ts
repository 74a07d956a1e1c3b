import type { AnswerKey, Choice, ModuleRoute, QuestionType, Section } from '@prepwell/contracts';
import type { TestBooklet } from '../exams/results/results.service.ts';

/**
 * What the booklet prints, in order (pure: no PDF). Sections and their modules as a student meets them (an
 * adaptive section: module 1, then module 2 easier, then module 2 harder); each module's questions numbered
 * from 1; a passage printed once, before the first question that uses it, with the numbers of the
 * questions that share it; a later question of the same module that uses it again refers back to it.
 */

export interface PrintPassage {
  id: string;
  kind: 'text' | 'audio';
  title: string | null;
  body: string;
  transcript: string | null;
  /** The module's question numbers that use this passage. */
  numbers: number[];
}

export interface PrintQuestion {
  id: string;
  number: number;
  type: QuestionType;
  stem: string;
  choices: Choice[];
  answerKey: AnswerKey;
  explanation: string;
  /** A clip of the question itself (TOEFL Listen and Choose a Response, speaking prompts): never transcribed. */
  audio: boolean;
  prepSeconds: number | null;
  responseSeconds: number | null;
  minWords: number | null;
}

export type PrintItem =
  | { kind: 'passage'; passage: PrintPassage }
  | {
      kind: 'question';
      question: PrintQuestion;
      /** The number of the first question its passage was printed before, when that was not just above. */
      seePassageAt: number | null;
    };

export interface PrintModule {
  id: string;
  title: string;
  stage: number;
  route: ModuleRoute;
  minutes: number;
  breakMinutes: number;
  directions: string;
  questions: PrintQuestion[];
  items: PrintItem[];
}

export interface PrintSection {
  id: string;
  section: Section;
  title: string;
  adaptive: boolean;
  directions: string;
  modules: PrintModule[];
}

export interface PrintBooklet {
  test: TestBooklet['test'];
  sections: PrintSection[];
}

type QuestionRow = TestBooklet['questions'][number];

const printQuestion = (q: QuestionRow, number: number): PrintQuestion => ({
  id: q.id,
  number,
  type: q.type,
  stem: q.stem,
  choices: q.choices,
  answerKey: q.answerKey,
  explanation: q.explanation,
  audio: !!q.media?.audioUrl,
  prepSeconds: q.media?.prepSeconds ?? null,
  responseSeconds: q.media?.responseSeconds ?? null,
  minWords: q.media?.minWords ?? null,
});

/** A module's questions (in position order) as items: each passage once, before its first question. */
export const moduleItems = (rows: readonly QuestionRow[]): { questions: PrintQuestion[]; items: PrintItem[] } => {
  const ordered = [...rows].sort((a, b) => a.position - b.position);
  const questions = ordered.map((q, i) => printQuestion(q, i + 1));
  const passages = new Map<string, PrintPassage>();
  const items: PrintItem[] = [];
  let previous: string | null = null;
  ordered.forEach((row, i) => {
    const question = questions[i]!;
    const id = row.passageId;
    let seePassageAt: number | null = null;
    if (id) {
      const known = passages.get(id);
      if (!known) {
        const passage: PrintPassage = {
          id,
          kind: row.passageKind ?? 'text',
          title: row.passageTitle,
          body: row.passageBody ?? '',
          transcript: row.passageTranscript,
          numbers: [],
        };
        passages.set(id, passage);
        items.push({ kind: 'passage', passage });
      } else if (previous !== id) seePassageAt = known.numbers[0] ?? null;
      passages.get(id)!.numbers.push(question.number);
    }
    items.push({ kind: 'question', question, seePassageAt });
    previous = id;
  });
  for (const passage of passages.values()) passage.body = withGaps(passage, questions);
  return { questions, items };
};

/**
 * A Complete-the-Words passage marks each damaged word `[[1]]`, `[[2]]` … (the k-th of its questions, whose
 * stem is the word's visible start): printed as that start with the question's number, as on paper.
 */
const withGaps = (passage: PrintPassage, questions: readonly PrintQuestion[]): string =>
  passage.body.replace(/\[\[(\d+)\]\]/g, (marker, k: string) => {
    const number = passage.numbers[Number(k) - 1];
    const question = questions.find((q) => q.number === number);
    return question?.type === 'fill_letters' ? `${question.stem} (${question.number})` : marker;
  });

/** The booklet read for one test (getTestBooklet) in print order. */
export const bookletOf = (read: TestBooklet): PrintBooklet => ({
  test: read.test,
  sections: read.sections.map((s) => ({
    id: s.id,
    section: s.section,
    title: s.title,
    adaptive: s.adaptive,
    directions: s.directions,
    modules: read.modules
      .filter((m) => m.sectionId === s.id)
      .map((m) => ({
        id: m.id,
        title: m.title,
        stage: m.stage,
        route: m.route,
        minutes: Math.round(m.timeLimitSeconds / 60),
        breakMinutes: Math.round(m.breakAfterSeconds / 60),
        directions: m.directions,
        ...moduleItems(read.questions.filter((q) => q.moduleId === m.id)),
      })),
  })),
});
