import type { AnswerKey, QuestionInput, QuestionType } from '@prepwell/contracts';
import { sectionFitsKind } from '@prepwell/contracts';
import { gridInKeyProblems } from '../exams/scoring/grid-in.ts';

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

/** Types only TOEFL's runner presents (and the ACT Writing essay, a written response). */
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

export const checkQuestionRules = (input: QuestionInput): QuestionRuleProblem[] => {
  const problems: QuestionRuleProblem[] = [];
  const add = (field: string, code: QuestionRuleCode) => problems.push({ field, code });

  if (isBlank(input.stem)) add('stem', 'stem_blank');
  if (!sectionFitsKind(input.kind, input.section)) add('section', 'section_kind');
  // The ACT Writing essay (exams.md §2) is the one rated type outside TOEFL.
  const actEssay = input.kind === 'act' && input.section === 'writing' && input.type === 'written_response';
  if (TOEFL_ONLY_TYPES.includes(input.type) && input.kind !== 'toefl' && !actEssay) add('type', 'type_kind');
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

  // exams.md §1.2, issue 15 point 2 (decision 0031): a decimal that approximates another entry must be a
  // full-width form of that exact value (`.5333` or `0.533` beside `8/15`, never `.533`).
  if (key.kind === 'grid')
    for (const p of gridInKeyProblems(key.accept))
      add(`answerKey.accept.${p.index}`, p.reason === 'malformed' ? 'grid_in_entry' : 'grid_in_width');
  if (key.kind === 'text')
    key.accept.forEach((a, i) => {
      if (a.trim() === '') add(`answerKey.accept.${i}`, 'text_answer_blank');
    });
  return problems;
};
