import { serverMessage, type ImportProblem, type Lang, type ServerMessageKey } from '@prepwell/contracts';

/**
 * The problems an import reports, by code. `import.*` codes are this module's (file, package and format
 * problems); a field's validation problem uses the `validation.*` key of the same name, and a question
 * rule (checkQuestionRules) its own code. Problems are kept as codes with parameters while the job runs
 * and written into the job's row in the requester's language when it ends.
 */
export const IMPORT_PROBLEM_CODES = [
  'unknown_format',
  'empty_file',
  'file_unreadable',
  'xml_malformed',
  'xml_doctype',
  'zip_invalid',
  'zip_too_many_entries',
  'zip_too_large',
  'zip_unsafe_path',
  'zip_nested',
  'zip_encrypted',
  'manifest_missing',
  'item_missing',
  'not_an_item',
  'unsupported_interaction',
  'unsupported_question_type',
  'no_correct_response',
  'image_missing',
  'image_invalid',
  'unknown_column',
  'missing_column',
  'bad_number',
  'bad_correct',
  'duplicate_source_id',
  'gift_syntax',
  'save_failed',
  'interrupted',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

/** A problem before localisation: where, which field, which code (ours, validation's or a rule's) and its parameters. */
export interface RawProblem {
  row: number | null;
  item: string | null;
  field: string;
  code: string;
  vars?: Record<string, string | number>;
}

/** A file-level problem that stops parsing (the whole file is refused). */
export class ImportFileError extends Error {
  constructor(
    readonly code: ImportProblemCode,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

export const fileProblem = (error: ImportFileError): RawProblem => ({
  row: null,
  item: null,
  field: 'file',
  code: error.code,
  vars: error.vars,
});

const isImportCode = (code: string): code is ImportProblemCode =>
  (IMPORT_PROBLEM_CODES as readonly string[]).includes(code);

/** The message key of a problem code: ours under `import.`, a field's under `validation.`, a rule's under `question_rules.`. */
const keyOf = (code: string): ServerMessageKey => {
  if (isImportCode(code)) return `import.${code}` as ServerMessageKey;
  const validation = `validation.${code}` as ServerMessageKey;
  if (serverMessage('en', validation) !== validation) return validation;
  const rule = `question_rules.${code}` as ServerMessageKey;
  if (serverMessage('en', rule) !== rule) return rule;
  return 'validation.invalid_value';
};

/** The problem as the job shows it, in the requester's language. */
export const localizeProblem = (lang: Lang, problem: RawProblem): ImportProblem => ({
  row: problem.row,
  item: problem.item,
  field: problem.field,
  code: problem.code,
  message: serverMessage(lang, keyOf(problem.code), problem.vars ?? {}),
});

/**
 * Problems that skip their item instead of stopping the file: a question of a kind we cannot represent
 * (a QTI match interaction, a Moodle matching question). The others are imported and the job lists
 * the skipped ones; every other problem makes the whole file fail with nothing stored.
 */
export const SKIP_CODES: readonly string[] = ['unsupported_interaction', 'unsupported_question_type'];
export const isSkip = (problems: readonly RawProblem[]) =>
  problems.length > 0 && problems.every((p) => SKIP_CODES.includes(p.code));

/** Problems kept per job at most: a file wrong on every row still gets a report of reasonable size. */
export const MAX_PROBLEMS = 500;
