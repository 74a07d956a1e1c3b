/**
 * The question import template's columns (CSV and XLSX), in the template's order: the API reads and
 * writes the template with them, the web's import dialog explains each on screen.
 */
export const QUESTION_SHEET_COLUMNS = [
  'kind',
  'section',
  'subject',
  'type',
  'stem',
  'choice_a',
  'choice_b',
  'choice_c',
  'choice_d',
  'choice_e',
  'correct',
  'answers',
  'explanation',
  'sample_answer',
  'labels',
  'difficulty',
  'passage',
  'source',
  'source_id',
  'irt_a',
  'irt_b',
  'irt_c',
] as const;
export type QuestionSheetColumn = (typeof QUESTION_SHEET_COLUMNS)[number];
