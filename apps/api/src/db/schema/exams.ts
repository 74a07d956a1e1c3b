import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  AnswerKey,
  Choice,
  Difficulty,
  ExamKind,
  ExamVersion,
  DraftFlag,
  ModuleRoute,
  QuestionStatus,
  QuestionType,
  ScoreRange,
  Section,
  TestType,
  AttemptMode,
  TestStatus,
  ScoreTableOrigin,
} from '@prepwell/contracts';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Exam content (issue 3). Every table carries tenant_id and `is_public`: rows of the tenant `main`
 * marked public are the shared catalogue every tenant may read (migration 0003 adds that SELECT policy);
 * writes stay tenant-only. `is_public` is denormalized onto the child tables so each policy reads one row.
 */
export interface QuestionMediaColumn {
  audioUrl?: string;
  maxPlays?: number;
  prepSeconds?: number;
  responseSeconds?: number;
  minWords?: number;
}

const isPublic = () => boolean('is_public').notNull().default(false);

export const tests = pgTable(
  'tests',
  {
    id: primaryId(),
    tenantId: tenantId(),
    kind: text('kind').$type<ExamKind>().notNull(),
    type: text('type').$type<TestType>().notNull(),
    version: text('version').$type<ExamVersion>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isPublic: isPublic(),
    /** Derived from the structure by refreshTestTotals: the sections, and the longest route's questions and minutes. */
    sections: jsonb('sections').$type<Section[]>().notNull().default([]),
    questionCount: integer('question_count').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
    /** `module`: a countdown per module. `test`: one clock for the whole test, every module open at once (SHSAT). */
    clock: text('clock').$type<'module' | 'test'>().notNull().default('module'),
    /** A stable key for seeded content, so the seed can find what it made (unique per tenant). */
    seedKey: text('seed_key'),
    createdAt: createdAt(),
    // Issue 14, the test builder (decision 0027) ------------------------------------------------
    /** `draft` (authors only), `published` (students take it), `archived` (an older version, kept for its attempts). */
    status: text('status').$type<TestStatus>().notNull().default('published'),
    /**
     * Versions: an edit of a test students have started inserts revision+1 with the same root_id. The first
     * version's own id; a trigger (migration 0017) fills it on insert when none is given, so it is never null.
     */
    rootId: uuid('root_id'),
    revision: integer('revision').notNull().default(1),
    /** `practice` or `exam`; null follows the test type (modeOfTestType). */
    mode: text('mode').$type<AttemptMode>(),
    directions: text('directions').notNull().default(''),
    authorId: uuid('author_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tests_seed_key_lookup_idx').on(t.seedKey),
    ...tenantKeys(t, t.id),
    index('tests_kind_type_idx').on(t.kind, t.type),
    index('tests_root_idx').on(t.rootId),
    index('tests_tenant_kind_idx').on(t.tenantId, t.kind, t.type),
    index('tests_public_idx')
      .on(t.kind, t.type)
      .where(sql`${t.isPublic}`),
    uniqueIndex('tests_seed_key_idx').on(t.tenantId, t.seedKey),
    tenantFk('tests_author_id_users_id_fk', t, t.authorId, users).onDelete('set null'),
  ],
);

export const testSections = pgTable(
  'test_sections',
  {
    id: primaryId(),
    tenantId: tenantId(),
    testId: uuid('test_id').notNull(),
    section: text('section').$type<Section>().notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    /** Module 1 routes to an easier or harder module 2 (digital SAT, TOEFL 2026 reading and listening). */
    adaptive: boolean('adaptive').notNull().default(false),
    /**
     * Issue 14: the routing rule's threshold, the share of operational module-1 items right at or above
     * which module 2 is the harder one; null is the documented default (DEFAULT_ROUTING_RULE, 0.6).
     */
    harderAtOrAbove: doublePrecision('harder_at_or_above'),
    directions: text('directions').notNull().default(''),
    isPublic: isPublic(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('test_sections_test_id_position_idx').on(t.testId, t.position),
    uniqueIndex('test_sections_position_idx').on(t.tenantId, t.testId, t.position),
    tenantFk('test_sections_test_id_tests_id_fk', t, t.testId, tests).onDelete('cascade'),
  ],
);

export const testModules = pgTable(
  'test_modules',
  {
    id: primaryId(),
    tenantId: tenantId(),
    testId: uuid('test_id').notNull(),
    sectionId: uuid('section_id').notNull(),
    title: text('title').notNull(),
    /** Stage within the section: 1 for module 1, 2 for both routes of module 2. */
    position: integer('position').notNull(),
    route: text('route').$type<ModuleRoute>().notNull().default('base'),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    breakAfterSeconds: integer('break_after_seconds').notNull().default(0),
    /** Issue 14: directions shown before the module's first question. */
    directions: text('directions').notNull().default(''),
    isPublic: isPublic(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('test_modules_section_id_position_route_idx').on(t.sectionId, t.position, t.route),
    uniqueIndex('test_modules_stage_idx').on(t.tenantId, t.sectionId, t.position, t.route),
    index('test_modules_test_idx').on(t.testId),
    tenantFk('test_modules_test_id_tests_id_fk', t, t.testId, tests).onDelete('cascade'),
    tenantFk('test_modules_section_id_test_sections_id_fk', t, t.sectionId, testSections).onDelete('cascade'),
  ],
);

/** A text or an audio shared by several questions. */
export const passages = pgTable(
  'passages',
  {
    id: primaryId(),
    tenantId: tenantId(),
    kind: text('kind').$type<'text' | 'audio'>().notNull().default('text'),
    title: text('title'),
    /** Rich text; `$…$` marks inline math. */
    body: text('body').notNull(),
    audioUrl: text('audio_url'),
    transcript: text('transcript'),
    /**
     * Issue 13: SHA-256 of the body's normalized text (markup removed, whitespace collapsed, lower case), so
     * a second passage with the same text answers `sat_passage_exists`. Null for rows written before it.
     */
    textHash: text('text_hash'),
    isPublic: isPublic(),
    createdAt: createdAt(),
  },
  (t) => [...tenantKeys(t, t.id), index('passages_text_hash_idx').on(t.tenantId, t.textHash)],
);

export const questions = pgTable(
  'questions',
  {
    id: primaryId(),
    tenantId: tenantId(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    passageId: uuid('passage_id'),
    type: text('type').$type<QuestionType>().notNull(),
    /** TOEFL task type (ToeflTask), shown by the runner. */
    task: text('task'),
    /** Rich text with `$…$` math. */
    stem: text('stem').notNull(),
    choices: jsonb('choices').$type<Choice[]>().notNull().default([]),
    answerKey: jsonb('answer_key').$type<AnswerKey>().notNull(),
    explanation: text('explanation').notNull().default(''),
    domain: text('domain'),
    skill: text('skill'),
    difficulty: text('difficulty').$type<Difficulty>(),
    irtA: doublePrecision('irt_a'),
    irtB: doublePrecision('irt_b'),
    irtC: doublePrecision('irt_c'),
    /** Unscored pretest item, indistinguishable to the student. */
    pretest: boolean('pretest').notNull().default(false),
    /** For computational math: an expression whose value a test checks against the key (e.g. `(12-4)/2`). */
    solution: text('solution'),
    /** Audio and timings (TOEFL): the clip, plays allowed, speaking prep/response seconds, minimum words. */
    media: jsonb('media').$type<QuestionMediaColumn>(),
    seedKey: text('seed_key'),
    isPublic: isPublic(),
    createdAt: createdAt(),
    // Issue 13, the question bank (decision 0024) ------------------------------------------------
    /** The exam kind and section it is written for (backfilled from the test that first used it). */
    kind: text('kind').$type<ExamKind>().notNull(),
    section: text('section').$type<Section>().notNull(),
    /** Module/subject, free text ("Algebra", "Craft and Structure"). */
    subject: text('subject').notNull().default(''),
    source: text('source').notNull().default(''),
    /** An external id from an import: re-importing it updates the live question (unique per tenant among non-retired rows). */
    sourceId: text('source_id'),
    sampleAnswer: text('sample_answer').notNull().default(''),
    status: text('status').$type<QuestionStatus>().notNull().default('active'),
    /** Versions: an edit of a question attempts have seen inserts version+1 with the same root_id. */
    version: integer('version').notNull().default(1),
    /** The first version's id (itself for version 1). */
    rootId: uuid('root_id').notNull(),
    authorId: uuid('author_id'),
    updatedAt: updatedAt(),
    /** Draft flags (AI drafts, imports): key mismatch, near duplicate, unchecked key. */
    flags: jsonb('flags').$type<DraftFlag[]>().notNull().default([]),
  },
  (t) => [
    index('questions_seed_key_lookup_idx').on(t.seedKey),
    index('questions_source_id_idx').on(t.sourceId),
    ...tenantKeys(t, t.id),
    index('questions_skill_idx').on(t.tenantId, t.domain, t.skill),
    uniqueIndex('questions_seed_key_idx').on(t.tenantId, t.seedKey),
    uniqueIndex('questions_source_id_uq')
      .on(t.tenantId, t.sourceId)
      .where(sql`${t.sourceId} IS NOT NULL AND ${t.status} <> 'retired'`),
    index('questions_bank_idx').on(t.tenantId, t.status, t.kind, t.section, t.updatedAt),
    index('questions_root_idx').on(t.rootId),
    tenantFk('questions_author_id_users_id_fk', t, t.authorId, users).onDelete('set null'),
  ],
);

export const moduleQuestions = pgTable(
  'module_questions',
  {
    moduleId: uuid('module_id').notNull(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    questionId: uuid('question_id').notNull(),
    tenantId: tenantId(),
    position: integer('position').notNull(),
    isPublic: isPublic(),
  },
  (t) => [
    ...tenantKeys(t, t.moduleId, t.questionId),
    index('module_questions_module_id_position_idx').on(t.moduleId, t.position),
    uniqueIndex('module_questions_position_idx').on(t.tenantId, t.moduleId, t.position),
    index('module_questions_question_idx').on(t.questionId),
    tenantFk('module_questions_module_id_test_modules_id_fk', t, t.moduleId, testModules).onDelete('cascade'),
  ],
);

/** Raw → scaled [lower, upper] per test section and route (`base` for a linear section). */
export const scoreTables = pgTable(
  'score_tables',
  {
    id: primaryId(),
    tenantId: tenantId(),
    testId: uuid('test_id').notNull(),
    sectionId: uuid('section_id').notNull(),
    route: text('route').$type<ModuleRoute>().notNull().default('base'),
    /** Index = raw score. */
    rows: jsonb('rows').$type<ScoreRange[]>().notNull(),
    /** Issue 14: `estimate` (the demo's estimated tables) or `own` (a centre's table, edited in the builder). */
    origin: text('origin').$type<ScoreTableOrigin>().notNull().default('estimate'),
    updatedAt: updatedAt(),
    isPublic: isPublic(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('score_tables_section_id_route_idx').on(t.sectionId, t.route),
    uniqueIndex('score_tables_route_idx').on(t.tenantId, t.sectionId, t.route),
    tenantFk('score_tables_test_id_tests_id_fk', t, t.testId, tests).onDelete('cascade'),
    tenantFk('score_tables_section_id_test_sections_id_fk', t, t.sectionId, testSections).onDelete('cascade'),
  ],
);

/**
 * Issue 14: one row per attempt a regrade changed (decision 0028): who, when, why, old and new scores.
 * Lives in the attempt's tenant, like the attempt.
 */
export const regradeAudits = pgTable(
  'regrade_audits',
  {
    id: primaryId(),
    tenantId: tenantId(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    testId: uuid('test_id').notNull(),
    userExamId: uuid('user_exam_id').notNull(),
    actorId: uuid('actor_id'),
    /** What changed: `key`, `score_table` or both. */
    reason: text('reason').notNull(),
    oldScores: jsonb('old_scores').$type<unknown>(),
    newScores: jsonb('new_scores').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('regrade_audits_attempt_idx').on(t.userExamId),
    index('regrade_audits_test_idx').on(t.testId),
    tenantFk('regrade_audits_actor_id_users_id_fk', t, t.actorId, users).onDelete('set null'),
  ],
);
