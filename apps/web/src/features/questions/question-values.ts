import {
  QuestionInput,
  SECTIONS_BY_KIND,
  sectionFitsKind,
  type AnswerKey,
  type Difficulty,
  type ExamKind,
  type QuestionInputRaw,
  type QuestionType,
  type QuestionView,
  type Section,
  type ToeflTask,
} from '@prepwell/contracts';
import { fromEditorHtml, toEditorHtml } from './rich-text-convert.ts';

/** The question types each exam's runner shows (spec §5: the type list follows the kind). */
export const TYPES_BY_KIND: Record<ExamKind, readonly QuestionType[]> = {
  sat: ['multiple_choice', 'grid_in'],
  act: ['multiple_choice', 'written_response'],
  shsat: ['multiple_choice', 'multi_select', 'grid_in'],
  toefl: ['multiple_choice', 'multi_select', 'fill_letters', 'build_sentence', 'spoken_response', 'written_response'],
};
export const sectionsOf = (kind: ExamKind): readonly Section[] => SECTIONS_BY_KIND[kind];
export const typesOf = (kind: ExamKind): readonly QuestionType[] => TYPES_BY_KIND[kind];

/** Types with choices: marked right (multiple choice, multi-select) or tiles in their right order (build a sentence). */
export const hasChoices = (type: QuestionType) =>
  type === 'multiple_choice' || type === 'multi_select' || type === 'build_sentence';
export const isOrdered = (type: QuestionType) => type === 'build_sentence';
/** Types answered by typed entries (grid-in numbers, TOEFL missing letters). */
export const hasEntries = (type: QuestionType) => type === 'grid_in' || type === 'fill_letters';
export const isRated = (type: QuestionType) => type === 'spoken_response' || type === 'written_response';

export interface ChoiceValue {
  id: string;
  text: string;
  correct: boolean;
}

/** The question form's values: the contract's fields, with the key spread over the fields an author edits. */
export interface QuestionFormValues {
  kind: ExamKind;
  section: Section;
  type: QuestionType;
  task: ToeflTask | null;
  subject: string;
  source: string;
  sourceId: string | null;
  stem: string;
  choices: ChoiceValue[];
  /** Grid-in answers (several; ranges; `*`) or TOEFL accepted texts. */
  entries: string[];
  ratedMax: number;
  sampleAnswer: string;
  explanation: string;
  labelIds: string[];
  difficulty: Difficulty | null;
  irtA: number | string;
  irtB: number | string;
  irtC: number | string;
  passageId: string | null;
  audioUrl: string;
  solution: string;
  /** Media fields the form does not edit (timings), kept as they were. */
  mediaRest: Omit<NonNullable<QuestionView['media']>, 'audioUrl'>;
}

const LETTERS = 'ABCDEFGHIJ';
/** The first letter id no choice uses yet. */
export const nextChoiceId = (choices: readonly ChoiceValue[]): string =>
  [...LETTERS].find((l) => !choices.some((c) => c.id === l)) ?? `X${choices.length + 1}`;

const blankChoices = (count: number): ChoiceValue[] =>
  [...LETTERS.slice(0, count)].map((id) => ({ id, text: '', correct: false }));

export const emptyValues = (kind: ExamKind = 'sat'): QuestionFormValues => ({
  kind,
  section: sectionsOf(kind)[0] ?? 'math',
  type: 'multiple_choice',
  task: null,
  subject: '',
  source: '',
  sourceId: null,
  stem: '',
  choices: blankChoices(4),
  entries: [''],
  ratedMax: 5,
  sampleAnswer: '',
  explanation: '',
  labelIds: [],
  difficulty: null,
  irtA: '',
  irtB: '',
  irtC: '',
  passageId: null,
  audioUrl: '',
  solution: '',
  mediaRest: {},
});

const correctOf = (key: AnswerKey): string[] => (key.kind === 'choice' || key.kind === 'choices' ? key.correct : []);

/** A question as the server has it → the form (rich text converted to the editor's HTML). */
export const valuesOf = (q: QuestionView): QuestionFormValues => {
  const correct = new Set(correctOf(q.answerKey));
  const { audioUrl, ...mediaRest } = q.media ?? {};
  return {
    kind: q.kind,
    section: q.section,
    type: q.type,
    task: q.task,
    subject: q.subject,
    source: q.source,
    sourceId: q.sourceId,
    stem: toEditorHtml(q.stem),
    choices: q.choices.map((c) => ({ id: c.id, text: toEditorHtml(c.text), correct: correct.has(c.id) })),
    entries: q.answerKey.kind === 'grid' || q.answerKey.kind === 'text' ? [...q.answerKey.accept] : [''],
    ratedMax: q.answerKey.kind === 'rated' ? q.answerKey.max : 5,
    sampleAnswer: toEditorHtml(q.sampleAnswer),
    explanation: toEditorHtml(q.explanation),
    labelIds: q.labels.map((l) => l.id),
    difficulty: q.difficulty,
    irtA: q.irt?.a ?? '',
    irtB: q.irt?.b ?? '',
    irtC: q.irt?.c ?? '',
    passageId: q.passage?.id ?? null,
    audioUrl: audioUrl ?? '',
    solution: q.solution ?? '',
    mediaRest,
  };
};

const numberOf = (value: number | string): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : NaN;
};

const keyOf = (v: QuestionFormValues): AnswerKey => {
  const correct = v.choices.filter((c) => c.correct).map((c) => c.id);
  const entries = v.entries.map((e) => e.trim()).filter(Boolean);
  switch (v.type) {
    case 'multiple_choice':
      return { kind: 'choice', correct };
    case 'multi_select':
      return { kind: 'choices', correct };
    case 'grid_in':
      return { kind: 'grid', accept: entries };
    case 'build_sentence':
      return { kind: 'choices', correct: v.choices.map((c) => c.id) };
    case 'fill_letters':
      return { kind: 'text', accept: entries };
    case 'spoken_response':
    case 'written_response':
      return { kind: 'rated', max: v.ratedMax };
  }
};

/** The form → the request body (`QuestionInput`), with only the fields the type uses. */
export const toInput = (v: QuestionFormValues): QuestionInputRaw => {
  const a = numberOf(v.irtA);
  const b = numberOf(v.irtB);
  const c = numberOf(v.irtC);
  const irt = a === null && b === null && c === null ? null : { a: a ?? NaN, b: b ?? NaN, c: c ?? 0 };
  const media = { ...v.mediaRest, ...(v.audioUrl.trim() ? { audioUrl: v.audioUrl.trim() } : {}) };
  return {
    kind: v.kind,
    section: v.section,
    subject: v.subject.trim(),
    source: v.source.trim(),
    sourceId: v.sourceId,
    type: v.type,
    task: v.kind === 'toefl' ? v.task : null,
    stem: fromEditorHtml(v.stem),
    choices: hasChoices(v.type) ? v.choices.map((ch) => ({ id: ch.id, text: fromEditorHtml(ch.text) })) : [],
    answerKey: keyOf(v),
    sampleAnswer: fromEditorHtml(v.sampleAnswer),
    explanation: fromEditorHtml(v.explanation),
    labelIds: v.labelIds,
    difficulty: v.difficulty,
    irt,
    passageId: v.passageId,
    media: Object.keys(media).length > 0 ? media : null,
    solution: v.solution.trim() || null,
  };
};

const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const FRACTION = /^-?\d+\/\d+$/;
const isRational = (text: string) => NUMBER.test(text) || (FRACTION.test(text) && !/\/0+$/.test(text));
const BOUND = /^(<=|>=|≤|≥|<|>)\s*(\S+)$/;

/**
 * One grid-in answer (spec §5, exams.md §1.2): a number or fraction, a range of one or more bounds
 * (`<5`, `>=2.5`, `>0&<1`; `=` comes after the sign, so `=<` is refused), or `*` (every answer is right).
 */
export const isGridEntry = (entry: string): boolean => {
  const text = entry.trim();
  if (text === '*') return true;
  if (/^[<>≤≥]/.test(text))
    return text.split('&').every((part) => {
      const m = BOUND.exec(part.trim());
      return !!m && isRational(m[2] ?? '');
    });
  return isRational(text);
};

export type QuestionProblem =
  | 'required'
  | 'twoChoices'
  | 'choiceBlank'
  | 'markCorrect'
  | 'oneCorrect'
  | 'answersRequired'
  | 'gridEntry'
  | 'sectionKind'
  | 'typeKind'
  | 'irtRange'
  | 'irtAll'
  | 'tooLong'
  | 'invalid';

const IRT_RANGES = { irtA: [0.01, 5], irtB: [-6, 6], irtC: [0, 0.5] } as const;

/**
 * The spec §5 rules as field problems (keyed by the form's paths), then the contract's `QuestionInput`
 * schema over the request body for anything else (lengths, counts): the same checks the server makes.
 */
export const questionProblems = (v: QuestionFormValues): Record<string, QuestionProblem> => {
  const problems: Record<string, QuestionProblem> = {};
  if (!fromEditorHtml(v.stem)) problems.stem = 'required';
  if (!sectionFitsKind(v.kind, v.section)) problems.section = 'sectionKind';
  if (!typesOf(v.kind).includes(v.type)) problems.type = 'typeKind';
  if (hasChoices(v.type)) {
    const filled = v.choices.filter((c) => fromEditorHtml(c.text));
    v.choices.forEach((c, i) => {
      if (!fromEditorHtml(c.text)) problems[`choices.${i}.text`] = 'choiceBlank';
    });
    const marked = v.choices.filter((c) => c.correct).length;
    if (filled.length < 2) problems.choices = 'twoChoices';
    else if (isOrdered(v.type)) {
      // The tiles' order is the key.
    } else if (marked === 0) problems.choices = 'markCorrect';
    else if (v.type === 'multiple_choice' && marked > 1 && marked < v.choices.length) problems.choices = 'oneCorrect';
  }
  if (hasEntries(v.type)) {
    const filled = v.entries.map((e) => e.trim()).filter(Boolean);
    if (filled.length === 0) problems.entries = 'answersRequired';
    if (v.type === 'grid_in')
      v.entries.forEach((e, i) => {
        if (e.trim() && !isGridEntry(e)) problems[`entries.${i}`] = 'gridEntry';
      });
  }
  const irt = { irtA: numberOf(v.irtA), irtB: numberOf(v.irtB), irtC: numberOf(v.irtC) };
  const given = Object.values(irt).filter((n) => n !== null);
  for (const [field, [min, max]] of Object.entries(IRT_RANGES)) {
    const n = irt[field as keyof typeof irt];
    if (n !== null && (Number.isNaN(n) || n < min || n > max)) problems[field] = 'irtRange';
  }
  if (given.length > 0 && (irt.irtA === null || irt.irtB === null)) {
    if (irt.irtA === null) problems.irtA = 'irtAll';
    if (irt.irtB === null) problems.irtB = 'irtAll';
  }
  const parsed = QuestionInput.safeParse(toInput(v));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOfIssue(issue.path);
      if (field && !Object.keys(problems).some((p) => p === field || p.startsWith(`${field}.`)))
        problems[field] = issue.code === 'too_big' ? 'tooLong' : 'invalid';
    }
  return problems;
};

/** Where an issue of the request body shows on the form. */
const fieldOfIssue = (path: readonly PropertyKey[]): string | null => {
  const [head, index, sub] = path.map(String);
  switch (head) {
    case undefined:
      return null;
    case 'answerKey':
      return hasEntriesKey(path) ? 'entries' : 'choices';
    case 'choices':
      return index !== undefined && sub === 'text' ? `choices.${index}.text` : 'choices';
    case 'irt':
      return index === 'a' ? 'irtA' : index === 'b' ? 'irtB' : 'irtC';
    case 'media':
      return 'audioUrl';
    default:
      return head;
  }
};
const hasEntriesKey = (path: readonly PropertyKey[]) => path.includes('accept');

/** A saved question as a request body, its texts as stored (the preview of the detail page). */
export const inputOfView = (q: QuestionView): QuestionInputRaw => ({
  kind: q.kind,
  section: q.section,
  subject: q.subject,
  source: q.source,
  sourceId: q.sourceId,
  type: q.type,
  task: q.task,
  stem: q.stem,
  choices: q.choices,
  answerKey: q.answerKey,
  sampleAnswer: q.sampleAnswer,
  explanation: q.explanation,
  labelIds: q.labels.map((l) => l.id),
  difficulty: q.difficulty,
  irt: q.irt,
  passageId: q.passage?.id ?? null,
  media: q.media,
  solution: q.solution,
});
