import { z } from 'zod';
import { Id } from './common.ts';
import { LANGS } from './langs.ts';

/**
 * Roster import (issue 19): a CSV or XLSX of students (and their parents) that creates or matches accounts,
 * links parents, places students in classes or course sessions and invites them — checked first (a dry
 * run stored with every problem by row and field), then run in one transaction.
 */

/** The columns of the template, in order. `language` (en, cn, tw) is the new accounts' language. */
export const ROSTER_COLUMNS = [
  'student_first_name',
  'student_last_name',
  'student_email',
  'student_school',
  'student_graduation_year',
  'parent_first_name',
  'parent_last_name',
  'parent_email',
  'parent_phone',
  'class',
  'session',
  'language',
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

/** At most this many students in one file, and this many bytes. */
export const ROSTER_MAX_ROWS = 2000;
export const ROSTER_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Why a row cannot be imported, by field. Codes of the error catalogue (`email_taken`, `invalid_phone`,
 * `class_full`, `graduation_year_past`, `student_email_missing`) or of validation (`required`,
 * `invalid_email`, `invalid_value`, `emails_not_distinct`), and the import's own: a class or session this
 * centre does not have (or has twice under that name), an e-mail given twice with different names or in
 * two roles, a row that repeats a student's class.
 */
export const ROSTER_PROBLEM_CODES = [
  'required',
  'student_email_missing',
  'invalid_email',
  'invalid_phone',
  'invalid_value',
  'too_long',
  'graduation_year_past',
  'emails_not_distinct',
  'email_taken',
  'class_full',
  'class_unknown',
  'class_ambiguous',
  'session_unknown',
  'session_ambiguous',
  'names_differ',
  'email_two_roles',
] as const;
export const RosterProblemCode = z.enum(ROSTER_PROBLEM_CODES);
export type RosterProblemCode = z.infer<typeof RosterProblemCode>;

/** The fields a problem can be on: a column, or the whole row. */
export const RosterProblemField = z.enum([...ROSTER_COLUMNS, 'row']);
export type RosterProblemField = z.infer<typeof RosterProblemField>;

export const RosterProblem = z.object({
  row: z.number().int(),
  field: RosterProblemField,
  code: RosterProblemCode,
});
export type RosterProblem = z.infer<typeof RosterProblem>;

/** What the import does with an account: makes it, finds it by e-mail, or (a repeated row) already did. */
export const RosterAccountAction = z.enum(['create', 'match']);
export type RosterAccountAction = z.infer<typeof RosterAccountAction>;
/** The parent link: accepted (the centre vouches for a student it creates), asked (an existing student consents), already there, or none possible. */
export const RosterLinkAction = z.enum(['accept', 'request', 'already', 'none']);
export type RosterLinkAction = z.infer<typeof RosterLinkAction>;
/** A seat in a class or a session's class: taken now, or the student is in it already. */
export const RosterSeatAction = z.enum(['seat', 'already']);
export type RosterSeatAction = z.infer<typeof RosterSeatAction>;

export const RosterPlace = z.object({
  /** The class's or session's id; null when the name matched nothing. */
  id: z.string().nullable(),
  name: z.string(),
  action: RosterSeatAction.nullable(),
});
export type RosterPlace = z.infer<typeof RosterPlace>;

/** One row of the file and what the import will do (or did) with it. */
export const RosterRowView = z.object({
  /** The row in the spreadsheet (the header is row 1). */
  row: z.number().int(),
  student: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    school: z.string(),
    graduation_year: z.number().int().nullable(),
    action: RosterAccountAction.nullable(),
    invite: z.boolean(),
  }),
  parent: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone: z.string(),
      action: RosterAccountAction.nullable(),
      link: RosterLinkAction.nullable(),
      invite: z.boolean(),
    })
    .nullable(),
  class: RosterPlace.nullable(),
  session: RosterPlace.nullable(),
  language: z.enum(LANGS),
  problems: z.array(RosterProblem),
});
export type RosterRowView = z.infer<typeof RosterRowView>;

export const RosterCounts = z.object({
  rows: z.number().int(),
  /** Distinct accounts (students and parents) to create, and to match by e-mail. */
  to_create: z.number().int(),
  to_match: z.number().int(),
  /** Seats to take (a student in a class or a session). */
  to_seat: z.number().int(),
  to_invite: z.number().int(),
  problems: z.number().int(),
});
export type RosterCounts = z.infer<typeof RosterCounts>;

export const RosterImportStatus = z.enum(['checked', 'imported']);
export type RosterImportStatus = z.infer<typeof RosterImportStatus>;

/** What a run did, or why it failed (a catalogue code; nothing was written then). */
export const RosterImportResult = z.object({
  created: z.number().int(),
  matched: z.number().int(),
  linked: z.number().int(),
  seated: z.number().int(),
  invited: z.number().int(),
});
export type RosterImportResult = z.infer<typeof RosterImportResult>;

export const RosterImportSummary = z.object({
  id: z.string(),
  file_name: z.string(),
  status: RosterImportStatus,
  counts: RosterCounts,
  result: RosterImportResult.nullable(),
  /** The error code of the last failed run (the import stays `checked`). */
  failure: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  imported_at: z.string().nullable(),
});
export type RosterImportSummary = z.infer<typeof RosterImportSummary>;

export const RosterImportView = RosterImportSummary.extend({ rows: z.array(RosterRowView) });
export type RosterImportView = z.infer<typeof RosterImportView>;

export const RosterImportList = z.object({ data: z.array(RosterImportSummary) });
export type RosterImportList = z.infer<typeof RosterImportList>;

export const RosterImportParams = z.object({ id: Id });

/** `POST /api/roster-imports/:id/run`: `invite` sends the new accounts their set-password e-mail (default). */
export const RosterRunRequest = z.object({ invite: z.boolean().default(true) }).default({ invite: true });
export type RosterRunRequest = z.input<typeof RosterRunRequest>;

export const RosterTemplateQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
