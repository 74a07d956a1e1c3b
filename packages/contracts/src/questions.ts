import { z } from 'zod';
import { Id, Page } from './common.ts';
import { AnswerKey, Choice, Difficulty, ExamKind, QuestionType, Section, ToeflTask } from './exams.ts';

/**
 * Issue 13: the question bank. Owned by apps/api/src/modules/questions (questions, labels, passages,
 * versions, statistics), modules/question-io (import and export) and modules/question-drafts (AI and
 * offline drafts). Teachers and company admins author for their own tenant; a super admin of `main`
 * authors the shared catalogue (public questions of `main`, read by every tenant, written by none else).
 *
 * Rich text (stem, choices, explanation, sample answer, passage body) is stored as the safe rich text the
 * runners render (`lib/rich-text.ts`): either the plain authored form (`$…$` math, blank-line paragraphs,
 * `- ` lists) or the editor's HTML, reduced on write to an allow-list (RICH_TEXT_TAGS below) with math as
 * `<span data-math="inline|display">LaTeX</span>`.
 */

export const QUESTION_STATUSES = ['draft', 'active', 'retired'] as const;
export const QuestionStatus = z.enum(QUESTION_STATUSES);
export type QuestionStatus = z.infer<typeof QuestionStatus>;

/** The HTML the editor may store (everything else is removed on write; attributes per tag in the sanitizer). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'blockquote',
  'ul',
  'ol',
  'li',
  'span',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

export const RICH_TEXT_MAX = 20_000;
export const RichText = z.string().max(RICH_TEXT_MAX);
export const RequiredRichText = RichText.refine(
  (v) => v.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\s/i.test(v),
  {
    message: 'required',
  },
);

export const IrtParams = z.object({
  a: z.number().min(0.01).max(5),
  b: z.number().min(-6).max(6),
  c: z.number().min(0).max(0.5),
});
export type IrtParams = z.infer<typeof IrtParams>;

/** Listening clips and speaking/writing timings (TOEFL). */
export const AuthoredMedia = z.object({
  audioUrl: z.string().max(500).optional(),
  maxPlays: z.number().int().min(1).max(5).optional(),
  prepSeconds: z.number().int().min(0).max(600).optional(),
  responseSeconds: z.number().int().min(0).max(3600).optional(),
  minWords: z.number().int().min(0).max(2000).optional(),
});
export type AuthoredMedia = z.infer<typeof AuthoredMedia>;

/**
 * `POST /api/questions` and `PATCH /api/questions/{id}` (PATCH takes the same body, every field given).
 * Rules (spec §5 "Question form", also checked on the server): no blank stem; choice questions have at
 * least two non-blank choices with distinct ids and at least one marked correct (free point: all marked);
 * a grid-in's answers are numbers, fractions, ranges with `<`, `>`, `<=`, `>=` (`=` after the sign) or `*`
 * (no right answer: everything is accepted); the section fits the exam kind.
 */
export const QuestionInput = z.object({
  kind: ExamKind,
  section: Section,
  /** Module/subject, e.g. "Algebra" or "Craft and Structure"; free text. */
  subject: z.string().trim().max(120).default(''),
  source: z.string().trim().max(200).default(''),
  /** An external id (from an import): re-importing the same source id updates instead of duplicating. */
  sourceId: z.string().trim().max(200).nullable().default(null),
  type: QuestionType,
  task: ToeflTask.nullable().default(null),
  stem: RequiredRichText,
  choices: z.array(Choice).max(10).default([]),
  answerKey: AnswerKey,
  sampleAnswer: RichText.default(''),
  explanation: RichText.default(''),
  labelIds: z.array(Id).max(20).default([]),
  difficulty: Difficulty.nullable().default(null),
  irt: IrtParams.nullable().default(null),
  passageId: Id.nullable().default(null),
  media: AuthoredMedia.nullable().default(null),
  /** For a computational math item: an expression whose value must equal the key (checked by mathjs). */
  solution: z.string().trim().max(2000).nullable().default(null),
});
export type QuestionInput = z.infer<typeof QuestionInput>;
export type QuestionInputRaw = z.input<typeof QuestionInput>;

export const LabelRef = z.object({ id: Id, name: z.string() });
export type LabelRef = z.infer<typeof LabelRef>;

export const DRAFT_FLAGS = ['key_mismatch', 'near_duplicate', 'unchecked_key'] as const;
export const DraftFlagCode = z.enum(DRAFT_FLAGS);
export const DraftFlag = z.object({ code: DraftFlagCode, detail: z.string(), questionId: Id.optional() });
export type DraftFlag = z.infer<typeof DraftFlag>;

/** What the full view and the list's row both begin with: the question's version, status and place. */
const QuestionHead = z.object({
  id: Id,
  /** The first version's id; every version of a question shares it. */
  rootId: Id,
  version: z.number().int(),
  status: QuestionStatus,
  kind: ExamKind,
  section: Section,
  subject: z.string(),
  source: z.string(),
});

/** A question as authors see it (keys included: authoring routes are for educators only). */
export const QuestionView = QuestionHead.extend({
  sourceId: z.string().nullable(),
  type: QuestionType,
  task: ToeflTask.nullable(),
  stem: z.string(),
  choices: z.array(Choice),
  answerKey: AnswerKey,
  sampleAnswer: z.string(),
  explanation: z.string(),
  labels: z.array(LabelRef),
  difficulty: Difficulty.nullable(),
  irt: IrtParams.nullable(),
  passage: z.object({ id: Id, title: z.string().nullable() }).nullable(),
  media: AuthoredMedia.nullable(),
  solution: z.string().nullable(),
  /** True for the shared catalogue (main's public questions): read-only unless the caller is a super admin of main. */
  shared: z.boolean(),
  /** Whether the caller may edit it. */
  editable: z.boolean(),
  author: z.object({ id: Id, name: z.string() }).nullable(),
  /** Tests whose modules use this version. */
  usedIn: z.number().int(),
  /** Whether any attempt has seen it (then an edit makes a new version and a delete retires it). */
  seen: z.boolean(),
  flags: z.array(DraftFlag),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuestionView = z.infer<typeof QuestionView>;

export const QUESTION_PAGE_SIZE = 20;
export const QuestionListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(QUESTION_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  label: Id.optional(),
  kind: ExamKind.optional(),
  section: Section.optional(),
  type: QuestionType.optional(),
  difficulty: Difficulty.optional(),
  source: z.string().trim().max(200).optional(),
  author: Id.optional(),
  used: z.enum(['used', 'unused']).optional(),
  /** Default: draft and active (retired versions are hidden unless asked for). */
  status: QuestionStatus.optional(),
  /** `own` (the tenant's), `shared` (main's catalogue) or both (default). */
  owner: z.enum(['own', 'shared']).optional(),
});
export type QuestionListQuery = z.infer<typeof QuestionListQuery>;

/** A row of the list: the view without the long texts' full HTML (the stem is cut to a plain excerpt). */
export const QuestionSummary = QuestionHead.extend({
  type: QuestionType,
  excerpt: z.string(),
  labels: z.array(LabelRef),
  difficulty: Difficulty.nullable(),
  shared: z.boolean(),
  editable: z.boolean(),
  author: z.object({ id: Id, name: z.string() }).nullable(),
  usedIn: z.number().int(),
  flags: z.array(DraftFlag),
  updatedAt: z.string(),
});
export type QuestionSummary = z.infer<typeof QuestionSummary>;
export const QuestionPage = Page(QuestionSummary);
export type QuestionPage = z.infer<typeof QuestionPage>;

/** `POST /api/questions/preview`: the question as a runner receives it (HTML with math typeset on the server). */
export const QuestionPreview = z.object({
  kind: ExamKind,
  type: QuestionType,
  task: ToeflTask.nullable(),
  stemHtml: z.string(),
  passageHtml: z.string().nullable(),
  choices: z.array(z.object({ id: z.string(), html: z.string() })),
  explanationHtml: z.string(),
  sampleAnswerHtml: z.string(),
  /** The key as the review shows it: choice ids, or the accepted grid-in entries. */
  answerKey: AnswerKey,
  media: AuthoredMedia.nullable(),
});
export type QuestionPreview = z.infer<typeof QuestionPreview>;

// Labels (skills) -------------------------------------------------------------------------------

export const LabelName = z.string().trim().min(1).max(80);
export const LabelInput = z.object({ name: LabelName });
export const LabelView = z.object({ id: Id, name: LabelName, questionCount: z.number().int(), shared: z.boolean() });
export type LabelView = z.infer<typeof LabelView>;
export const LabelList = z.object({ data: z.array(LabelView) });
/** `PATCH /api/labels/{id}`: rename, or merge into another label (its questions move there, this one goes). */
export const LabelPatch = z.union([z.object({ name: LabelName }).strict(), z.object({ mergeInto: Id }).strict()]);
export type LabelPatch = z.infer<typeof LabelPatch>;

// Passages ----------------------------------------------------------------------------------------

export const PassageInput = z.object({
  kind: z.enum(['text', 'audio']).default('text'),
  title: z.string().trim().max(200).nullable().default(null),
  body: RequiredRichText,
  audioUrl: z.string().max(500).nullable().default(null),
  transcript: z.string().max(RICH_TEXT_MAX).nullable().default(null),
});
export type PassageInput = z.infer<typeof PassageInput>;
export const PassageView = z.object({
  id: Id,
  kind: z.enum(['text', 'audio']),
  title: z.string().nullable(),
  body: z.string(),
  audioUrl: z.string().nullable(),
  transcript: z.string().nullable(),
  questionCount: z.number().int(),
  shared: z.boolean(),
  editable: z.boolean(),
});
export type PassageView = z.infer<typeof PassageView>;
export const PassageListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  search: z.string().trim().max(100).optional(),
});
export const PassagePage = Page(PassageView);

// Item statistics ---------------------------------------------------------------------------------

export const ITEM_FLAGS = ['negative_discrimination', 'popular_wrong_choice', 'too_few_attempts'] as const;
export const ItemStatFlag = z.enum(ITEM_FLAGS);
/** `GET /api/questions/{id}/stats`: from the tenant's own completed attempts of every version of the question. */
export const QuestionStats = z.object({
  attempts: z.number().int(),
  /** Share correct, 0–1; null without attempts. */
  correctShare: z.number().nullable(),
  meanSeconds: z.number().nullable(),
  /** Point-biserial correlation of the item with the rest of the attempt's score; null below 2 attempts or no variance. */
  discrimination: z.number().nullable(),
  choiceShares: z.array(z.object({ choiceId: z.string(), share: z.number(), correct: z.boolean() })),
  omittedShare: z.number().nullable(),
  /** First answer versus final answer. */
  changes: z.object({
    wrongToRight: z.number().int(),
    rightToWrong: z.number().int(),
    wrongToWrong: z.number().int(),
  }),
  flags: z.array(ItemStatFlag),
});
export type QuestionStats = z.infer<typeof QuestionStats>;

// Import and export -------------------------------------------------------------------------------

export const IMPORT_FORMATS = ['csv', 'xlsx', 'qti', 'moodle_xml', 'gift'] as const;
export const ImportFormat = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof ImportFormat>;
export const IMPORT_STATUSES = ['importing', 'completed', 'failed'] as const;
export const ImportStatus = z.enum(IMPORT_STATUSES);

/** One problem of an import: where (row of a sheet, item of a package), which field, why (localized). */
export const ImportProblem = z.object({
  row: z.number().int().nullable(),
  item: z.string().nullable(),
  field: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

export const ImportStarted = z.object({ jobId: Id });
export const ImportJobView = z.object({
  id: Id,
  status: ImportStatus,
  dryRun: z.boolean(),
  format: ImportFormat.nullable(),
  fileName: z.string(),
  total: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  errors: z.array(ImportProblem),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJobView = z.infer<typeof ImportJobView>;

/** `POST /api/questions/export`: selected questions or a label's, as a QTI 3.0 content package (zip). */
export const ExportRequest = z.union([
  z.object({ questionIds: z.array(Id).min(1).max(2000) }).strict(),
  z.object({ labelId: Id }).strict(),
]);
export type ExportRequest = z.infer<typeof ExportRequest>;

// AI drafts ----------------------------------------------------------------------------------------

export const GenerateRequest = z.object({
  kind: ExamKind,
  section: Section,
  skill: z.string().trim().max(80).optional(),
  difficulty: Difficulty.optional(),
  count: z.number().int().min(1).max(10),
  /** A passage to write questions on, or source text to draw from. */
  passageId: Id.optional(),
  sourceText: z.string().max(RICH_TEXT_MAX).optional(),
  /** The offline generator's seed: the same seed and request give the same items (random when absent). */
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type GenerateRequest = z.infer<typeof GenerateRequest>;
export const GenerateResponse = z.object({
  /** `provider` when the tenant's (or the server's) AI provider wrote them, `offline` for the built-in generator. */
  generator: z.enum(['provider', 'offline']),
  drafts: z.array(QuestionView),
});
export type GenerateResponse = z.infer<typeof GenerateResponse>;
