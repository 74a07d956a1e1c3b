import { sheetTemplateFile } from '../../lib/sheet-template.ts';
import { SHEET_COLUMNS } from './formats/sheet.ts';

/**
 * The import template the screen offers (`GET /api/questions/import/template?format=csv|xlsx`): the
 * header row names the columns (sheet.ts) and three example rows show a multiple-choice, a
 * multi-select and a grid-in question; importing the template as it is adds those three.
 */
type Example = Partial<Record<(typeof SHEET_COLUMNS)[number], string>>;
export const TEMPLATE_EXAMPLES: Example[] = [
  {
    kind: 'sat',
    section: 'math',
    subject: 'Algebra',
    type: 'multiple_choice',
    stem: 'If $2x + 3 = 11$, what is the value of $x$?',
    choice_a: '3',
    choice_b: '4',
    choice_c: '5',
    choice_d: '7',
    correct: 'B',
    explanation: 'Subtract 3 and divide by 2: $x = 4$.',
    labels: 'Linear equations;Algebra',
    difficulty: 'easy',
    source: 'Template',
    source_id: 'template-1',
    irt_a: '1.1',
    irt_b: '-0.8',
    irt_c: '0.2',
  },
  {
    kind: 'sat',
    section: 'english',
    subject: 'Craft and Structure',
    type: 'multi_select',
    stem: 'Which two words are synonyms of "rapid"?',
    choice_a: 'quick',
    choice_b: 'slow',
    choice_c: 'swift',
    choice_d: 'late',
    correct: 'A,C',
    labels: 'Vocabulary',
    difficulty: 'medium',
    source: 'Template',
    source_id: 'template-2',
  },
  {
    kind: 'sat',
    section: 'math',
    subject: 'Problem Solving',
    type: 'grid_in',
    stem: 'If $2x = 3$, what is the value of $x$?',
    answers: '3/2;1.5',
    labels: 'Linear equations',
    difficulty: 'hard',
    source: 'Template',
    source_id: 'template-3',
  },
];

export const templateFile = (format: 'csv' | 'xlsx') =>
  sheetTemplateFile(format, {
    columns: SHEET_COLUMNS,
    examples: TEMPLATE_EXAMPLES,
    sheet: 'Questions',
    baseName: 'question-import-template',
  });
