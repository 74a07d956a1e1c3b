import {
  LabelName,
  PassageInput,
  QuestionInput,
  type PassageInput as PassageInputValue,
  type QuestionInput as QuestionInputValue,
} from '@prepwell/contracts';
import type { z } from 'zod';
import { checkQuestionRules } from '../questions/question-rules.ts';
import type { RawProblem } from './import-problems.ts';

/**
 * One question as a format reader found it, before validation: the QuestionInput fields as read (no
 * label or passage ids: labels by name and the passage by text are resolved when saved), where it came
 * from (a sheet's row, 1 being the header, or a package's item), and the package paths of the images its
 * texts reference (rewritten to upload URLs when saved).
 */
export interface ImportCandidate {
  row: number | null;
  item: string | null;
  input: Record<string, unknown>;
  labelNames: string[];
  passage: Record<string, unknown> | null;
  images: string[];
}

/** A reader's result for one row or item: a candidate, or why it could not be read at all. */
export type ParsedEntry = { candidate: ImportCandidate } | { problems: RawProblem[] };

export interface ValidCandidate {
  source: ImportCandidate;
  input: QuestionInputValue;
  labelNames: string[];
  passage: PassageInputValue | null;
}

/** A zod issue as a `validation.*` code with its parameters. */
const codeOfIssue = (issue: z.core.$ZodIssue): [string, Record<string, string | number>] => {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? ['too_long', { max: Number(issue.maximum) }]
        : ['too_big', { max: Number(issue.maximum) }];
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? ['required', {}] : ['too_short', { min: Number(issue.minimum) }];
      if (issue.origin === 'array') return ['choose_at_least_one', {}];
      return ['too_small', { min: Number(issue.minimum) }];
    case 'invalid_value':
    case 'invalid_union':
      return ['invalid_value', {}];
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? ['required', {}]
        : ['invalid_type', {}];
    case 'invalid_format':
      return ['invalid_format', {}];
    case 'unrecognized_keys':
      return ['unknown_field', {}];
    default:
      return issue.message === 'required' ? ['required', {}] : ['invalid_value', {}];
  }
};

const issuesToProblems = (where: Pick<RawProblem, 'row' | 'item'>, prefix: string, error: z.ZodError): RawProblem[] =>
  error.issues.map((issue) => {
    const [code, vars] = codeOfIssue(issue);
    const path = issue.path.map(String).join('.');
    return { ...where, field: prefix + path, code, vars };
  });

/**
 * Validates a candidate as a write through the form would: the QuestionInput schema, the question rules
 * (checkQuestionRules), every label name and the passage. Returns the valid question or its problems.
 */
export const validateCandidate = (
  candidate: ImportCandidate,
): { valid: ValidCandidate; problems: [] } | { valid: null; problems: RawProblem[] } => {
  const where = { row: candidate.row, item: candidate.item };
  const problems: RawProblem[] = [];
  const parsed = QuestionInput.safeParse(candidate.input);
  if (!parsed.success) problems.push(...issuesToProblems(where, '', parsed.error));
  candidate.labelNames.forEach((name) => {
    const label = LabelName.safeParse(name);
    if (!label.success) problems.push(...issuesToProblems(where, 'labels', label.error));
  });
  if (candidate.labelNames.length > 20)
    problems.push({ ...where, field: 'labels', code: 'too_big', vars: { max: 20 } });
  const passage = candidate.passage ? PassageInput.safeParse(candidate.passage) : null;
  if (passage && !passage.success) problems.push(...issuesToProblems(where, 'passage.', passage.error));
  if (parsed.success)
    for (const rule of checkQuestionRules(parsed.data)) problems.push({ ...where, field: rule.field, code: rule.code });
  if (problems.length > 0 || !parsed.success) return { valid: null, problems };
  return {
    valid: {
      source: candidate,
      input: parsed.data,
      labelNames: candidate.labelNames.map((n) => n.trim()),
      passage: passage?.success ? passage.data : null,
    },
    problems: [],
  };
};

/** The key kind a type is answered with, and the default scale of a rated type (TOEFL speaking 0–4, writing 0–5). */
export const RATED_MAX: Record<'spoken_response' | 'written_response', number> = {
  spoken_response: 4,
  written_response: 5,
};

/**
 * Where a question of a format without exam kinds (QTI, Moodle XML, GIFT) goes unless its file says:
 * TOEFL for the types only TOEFL presents (fill_letters reading, build_sentence and written writing,
 * spoken speaking), SAT math for a grid-in, SAT reading and writing (`english`) for any other.
 */
export const defaultPlacement = (type: string): { kind: string; section: string } => {
  switch (type) {
    case 'fill_letters':
      return { kind: 'toefl', section: 'reading' };
    case 'build_sentence':
    case 'written_response':
      return { kind: 'toefl', section: 'writing' };
    case 'spoken_response':
      return { kind: 'toefl', section: 'speaking' };
    case 'grid_in':
      return { kind: 'sat', section: 'math' };
    default:
      return { kind: 'sat', section: 'english' };
  }
};
