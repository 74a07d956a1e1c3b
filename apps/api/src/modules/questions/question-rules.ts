import type { AnswerKey, QuestionInput, QuestionType } from '@prepwell/contracts';
import { sectionFitsKind } from '@prepwell/contracts';
import { SAT_GRID_IN_FORMAT, parseGridInEntry, parseGridInKey } from '../exams/scoring/grid-in.ts';
import { equalsRational, parseRational, roundRational, truncateRational } from '../exams/scoring/rational.ts';

/**
 * The question form's rules (spec §5 "Question form: no blank fields; star if no right answer; if free
 * point, check all choices; range answers put = after < or >"), checked on every write and by the
 * importer's dry run. Pure: one problem per field and rule, `code` a key of the `question_rules` messages
 * (packages/contracts/src/locales), `field` a path of QuestionInput.
 */
export interface QuestionRuleProblem {
  field: string;
  code: QuestionRuleCode;
}

export const QUESTION_RULE_CODES = [
  'stem_blank',
  'section_kind',
  'type_kind',
  'key_type',
  'choices_too_few',
  'choice_blank',
  'choice_id_duplicate',
  'key_unknown_choice',
  'key_single',
  'key_order',
  'grid_in_entry',
  'grid_in_width',
  'text_answer_blank',
  'task_kind',
] as const;
export type QuestionRuleCode = (typeof QUESTION_RULE_CODES)[number];

/** The key kind each question type is graded with (modules/exams/attempts/grading.ts). */
export const KEY_KIND_OF_TYPE: Record<QuestionType, AnswerKey['kind']> = {
  multiple_choice: 'choice',
  multi_select: 'choices',
  grid_in: 'grid',
  fill_letters: 'text',
  build_sentence: 'choices',
  spoken_response: 'rated',
  written_response: 'rated',
};

/** Types only TOEFL's runner presents. */
export const TOEFL_ONLY_TYPES: readonly QuestionType[] = [
  'fill_letters',
  'build_sentence',
  'spoken_response',
  'written_response',
];

const CHOICE_TYPES: readonly QuestionType[] = ['multiple_choice', 'multi_select', 'build_sentence'];

/** Text of rich text without markup (blank means no words and no image). */
const isBlank = (rich: string) =>
  rich
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '' && !/<img\s/i.test(rich);

/**
 * exams.md §1.2 and issue 15 point 2: a decimal key entry that only approximates another entry of the key
 * (its truncation or rounding) must fill the grid's width, as the College Board accepts no shorter one
 * (`.533` for 8/15 is wrong; `.5333` and `0.533` are right). Such an entry is refused when it is shorter.
 */
const shortApproximations = (accept: readonly string[]): number[] => {
  const exact = accept.map((a) => (/^[<>≤≥*]/.test(a.trim()) ? undefined : parseRational(a.trim())));
  const bad: number[] = [];
  accept.forEach((source, i) => {
    const text = source.trim();
    const value = exact[i];
    if (!value || !text.includes('.')) return;
    const places = text.split('.')[1]?.length ?? 0;
    const approximates = exact.some(
      (other, j) =>
        j !== i &&
        other !== undefined &&
        !equalsRational(other, value) &&
        (equalsRational(truncateRational(other, places), value) || equalsRational(roundRational(other, places), value)),
    );
    if (!approximates) return;
    const entry = parseGridInEntry(text);
    const max = text.startsWith('-') ? SAT_GRID_IN_FORMAT.maxNegativeLength : SAT_GRID_IN_FORMAT.maxPositiveLength;
    const intDigits = entry.ok ? (entry.intDigits ?? '') : '';
    const leadingZeros = intDigits.length > 1 && intDigits.startsWith('0');
    if (!entry.ok || entry.length < max || leadingZeros) bad.push(i);
  });
  return bad;
};

export const checkQuestionRules = (input: QuestionInput): QuestionRuleProblem[] => {
  const problems: QuestionRuleProblem[] = [];
  const add = (field: string, code: QuestionRuleCode) => problems.push({ field, code });

  if (isBlank(input.stem)) add('stem', 'stem_blank');
  if (!sectionFitsKind(input.kind, input.section)) add('section', 'section_kind');
  if (TOEFL_ONLY_TYPES.includes(input.type) && input.kind !== 'toefl') add('type', 'type_kind');
  if (input.task !== null && input.kind !== 'toefl') add('task', 'task_kind');

  const key = input.answerKey;
  if (key.kind !== KEY_KIND_OF_TYPE[input.type]) {
    add('answerKey', 'key_type');
    return problems;
  }

  if (CHOICE_TYPES.includes(input.type)) {
    const choices = input.choices;
    if (choices.filter((c) => !isBlank(c.text)).length < 2) add('choices', 'choices_too_few');
    choices.forEach((c, i) => {
      if (isBlank(c.text)) add(`choices.${i}.text`, 'choice_blank');
    });
    const ids = choices.map((c) => c.id.trim());
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) add(`choices.${i}.id`, 'choice_id_duplicate');
    });
    if (key.kind === 'choice' || key.kind === 'choices') {
      key.correct.forEach((id, i) => {
        if (!ids.includes(id)) add(`answerKey.correct.${i}`, 'key_unknown_choice');
      });
      if (new Set(key.correct).size !== key.correct.length) add('answerKey.correct', 'key_unknown_choice');
      // Multiple choice: exactly one right choice, or every choice (a free point).
      const freePoint = new Set(key.correct).size === choices.length && choices.length > 0;
      if (input.type === 'multiple_choice' && key.correct.length !== 1 && !freePoint)
        add('answerKey.correct', 'key_single');
      // Build a sentence: the key orders every tile once.
      if (input.type === 'build_sentence' && new Set(key.correct).size !== choices.length)
        add('answerKey.correct', 'key_order');
    }
  }

  if (key.kind === 'grid') {
    const parsed = parseGridInKey(key.accept);
    if (!parsed.ok) for (const e of parsed.errors) add(`answerKey.accept.${e.index}`, 'grid_in_entry');
    else for (const i of shortApproximations(key.accept)) add(`answerKey.accept.${i}`, 'grid_in_width');
  }
  if (key.kind === 'text')
    key.accept.forEach((a, i) => {
      if (a.trim() === '') add(`answerKey.accept.${i}`, 'text_answer_blank');
    });
  return problems;
};
