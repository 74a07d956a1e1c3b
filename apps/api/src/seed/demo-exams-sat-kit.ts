import type { Difficulty } from '@prepwell/contracts';
import type { PassageBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';

/**
 * Helpers for writing the original demo SAT content (written for Prepwell, never copied from the College
 * Board or a publisher). Domains and skills use the College Board names of exams.md §1.4.
 *
 * IRT parameters (exams.md §5.2.1): every item states its difficulty `b` (about −2 for the easiest to +2
 * for the hardest, consistent with its tag); `a` defaults to 1; `c` is 0.25 for 4-choice items (a blind
 * guess) and 0 for student-produced responses. They are authoring estimates, not calibrated values.
 */

export type Letter = 'A' | 'B' | 'C' | 'D';
const LETTERS: readonly Letter[] = ['A', 'B', 'C', 'D'];

interface ItemBase {
  domain: string;
  skill: string;
  difficulty: Difficulty;
  /** IRT difficulty, on the θ scale. */
  b: number;
  /** IRT discrimination; 1 unless stated. */
  a?: number;
  /** Unscored (pretest) item, indistinguishable for the student (exams.md §1.1). */
  pretest?: boolean;
  stem: string;
  explanation: string;
}

export interface McItem extends ItemBase {
  choices: [string, string, string, string];
  answer: Letter;
  /** For a numeric answer: an expression (numbers, + - * / ^, parentheses, sqrt) equal to the key. */
  solution?: string;
}

export interface SprItem extends ItemBase {
  /** Every form and every value the College Board would accept (exams.md §1.2). */
  accept: string[];
  solution: string;
}

export interface RwItem extends Omit<McItem, 'solution'> {
  /** The item's own short passage (25–150 words). */
  passage: string;
}

const optional = (q: ItemBase & { solution?: string }) => ({
  ...(q.solution ? { solution: q.solution } : {}),
  ...(q.pretest ? { pretest: true } : {}),
});

export const mc = (q: McItem, passage?: string): QuestionBlueprint => ({
  type: 'multiple_choice',
  stem: q.stem,
  choices: q.choices.map((text, i) => ({ id: LETTERS[i]!, text })),
  answerKey: { kind: 'choice', correct: [q.answer] },
  explanation: q.explanation,
  domain: q.domain,
  skill: q.skill,
  difficulty: q.difficulty,
  irt: { a: q.a ?? 1, b: q.b, c: 0.25 },
  ...optional(q),
  ...(passage ? { passage } : {}),
});

export const spr = (q: SprItem): QuestionBlueprint => ({
  type: 'grid_in',
  stem: q.stem,
  answerKey: { kind: 'grid', accept: q.accept },
  explanation: q.explanation,
  domain: q.domain,
  skill: q.skill,
  difficulty: q.difficulty,
  irt: { a: q.a ?? 1, b: q.b, c: 0 },
  ...optional(q),
});

/** A reading-and-writing module: one passage per question, keyed `<prefix>-<number>`. */
export interface RwModuleContent {
  passages: Record<string, PassageBlueprint>;
  questions: QuestionBlueprint[];
}

export const rwModule = (prefix: string, items: readonly RwItem[]): RwModuleContent => {
  const passages: Record<string, PassageBlueprint> = {};
  const questions = items.map((item, i) => {
    const key = `${prefix}-${String(i + 1).padStart(2, '0')}`;
    passages[key] = { body: item.passage };
    return mc(item, key);
  });
  return { passages, questions };
};

// College Board domains (exams.md §1.4).
export const CS = 'Craft and Structure';
export const II = 'Information and Ideas';
export const SEC = 'Standard English Conventions';
export const EOI = 'Expression of Ideas';
export const ALG = 'Algebra';
export const ADV = 'Advanced Math';
export const PSDA = 'Problem-Solving and Data Analysis';
export const GEO = 'Geometry and Trigonometry';

// College Board skills (exams.md §1.4).
export const WIC = 'Words in Context';
export const TSP = 'Text Structure and Purpose';
export const CTC = 'Cross-Text Connections';
export const CID = 'Central Ideas and Details';
export const COE = 'Command of Evidence';
export const INF = 'Inferences';
export const BOU = 'Boundaries';
export const FSS = 'Form, Structure, and Sense';
export const TRA = 'Transitions';
export const SYN = 'Rhetorical Synthesis';

// Question stems the College Board uses for whole families of items.
export const PRECISE = 'Which choice completes the text with the most logical and precise word or phrase?';
export const COMPLETE = 'Which choice completes the text so that it conforms to the conventions of Standard English?';
export const TRANSITION = 'Which choice completes the text with the most logical transition?';
export const LOGICAL = 'Which choice most logically completes the text?';
export const MAIN_PURPOSE = 'Which choice best states the main purpose of the text?';
export const MAIN_IDEA = 'Which choice best states the main idea of the text?';
export const NOTES = 'While researching a topic, a student has taken the following notes:';
