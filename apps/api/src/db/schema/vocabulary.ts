import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExamKind } from '@prepwell/contracts';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';
import { userExams } from './attempts.ts';
import { users } from './users.ts';

/**
 * Issue 18, vocabulary and flashcards (decision 0037). Like exam content, main's public categories, lists
 * and words are the shared catalogue every tenant reads (SELECT-only `shared_catalogue` policy in
 * migration 0020); a tenant's educators write their own. A word belongs to one tenant; lists place words
 * (a word may sit in several lists).
 */
export const wordListCategories = pgTable(
  'word_list_categories',
  {
    id: primaryId(),
    tenantId: tenantId(),
    /** The exam the lists prepare for; null for a tenant's own category. */
    exam: text('exam').$type<ExamKind>(),
    name: text('name').notNull(),
    /** The name in 简体中文 and 繁體中文 where given: `{ cn?, tw? }`. */
    nameI18n: jsonb('name_i18n').$type<{ cn?: string; tw?: string }>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [...tenantKeys(t, t.id), uniqueIndex('word_list_categories_name_uq').on(t.tenantId, sql`lower(${t.name})`)],
);

export const wordLists = pgTable(
  'word_lists',
  {
    id: primaryId(),
    tenantId: tenantId(),
    categoryId: uuid('category_id').notNull(),
    title: text('title').notNull(),
    /** The title in 简体中文 and 繁體中文 where given: `{ cn?, tw? }`. */
    titleI18n: jsonb('title_i18n').$type<{ cn?: string; tw?: string }>().notNull().default({}),
    description: text('description').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(false),
    createdBy: uuid('created_by'),
    /** Where a seeded list came from (the seed's stable key); null for an educator's list. */
    seedKey: text('seed_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('word_lists_seed_key_idx').on(t.seedKey),
    ...tenantKeys(t, t.id),
    index('word_lists_category_idx').on(t.categoryId),
    uniqueIndex('word_lists_seed_key_uq')
      .on(t.tenantId, t.seedKey)
      .where(sql`${t.seedKey} is not null`),
    tenantFk('word_lists_category_id_word_list_categories_id_fk', t, t.categoryId, wordListCategories).onDelete(
      'cascade',
    ),
    tenantFk('word_lists_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
  ],
);

/** One sense of a word: its part of speech, definition and examples. */
export interface WordSense {
  pos: string;
  definition: string;
  examples: string[];
}

export const words = pgTable(
  'words',
  {
    id: primaryId(),
    tenantId: tenantId(),
    word: text('word').notNull(),
    senses: jsonb('senses').$type<WordSense[]>().notNull().default([]),
    /** IPA, as written in the list. */
    pronunciation: text('pronunciation').notNull().default(''),
    /** The pronunciation's audio (made offline, as the TOEFL clips are); null when none. */
    audioUrl: text('audio_url'),
    /** The tenant's translations: `{ cn?, tw? }`. */
    translations: jsonb('translations').$type<{ cn?: string; tw?: string }>().notNull().default({}),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [...tenantKeys(t, t.id), uniqueIndex('words_tenant_word_uq').on(t.tenantId, sql`lower(${t.word})`)],
);

export const wordListWords = pgTable(
  'word_list_words',
  {
    listId: uuid('list_id').notNull(),
    wordId: uuid('word_id').notNull(),
    tenantId: tenantId(),
    position: integer('position').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(false),
  },
  (t) => [
    ...tenantKeys(t, t.listId, t.wordId),
    index('word_list_words_word_idx').on(t.wordId),
    tenantFk('word_list_words_list_id_word_lists_id_fk', t, t.listId, wordLists).onDelete('cascade'),
    tenantFk('word_list_words_word_id_words_id_fk', t, t.wordId, words).onDelete('cascade'),
  ],
);

/** A student's starred word (the word may be main's shared one). */
export const wordFavorites = pgTable(
  'word_favorites',
  {
    userId: uuid('user_id').notNull(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    wordId: uuid('word_id').notNull(),
    tenantId: tenantId(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.userId, t.wordId),
    tenantFk('word_favorites_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

export type MnemonicKind = 'text' | 'image' | 'video';
export type MnemonicVisibility = 'private' | 'public' | 'anonymous';
/** The flashcard technique of spec §3: meaning, sentence, free text, image or video. */
export type MnemonicTechnique = 'meaning' | 'sentence' | 'text' | 'image' | 'video';

/**
 * A mnemonic (spec §3 "mnemonic with likes", the flashcard technique): written by a student (or the AI on
 * request, `aiModel` set), shared publicly, anonymously (name hidden) or kept private. `likeCount` is kept
 * with the likes in one transaction.
 */
export const wordMnemonics = pgTable(
  'word_mnemonics',
  {
    id: primaryId(),
    tenantId: tenantId(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    wordId: uuid('word_id').notNull(),
    userId: uuid('user_id').notNull(),
    technique: text('technique').$type<MnemonicTechnique>().notNull().default('text'),
    body: text('body').notNull().default(''),
    mediaUrl: text('media_url'),
    mediaKind: text('media_kind').$type<MnemonicKind>(),
    visibility: text('visibility').$type<MnemonicVisibility>().notNull().default('public'),
    aiModel: text('ai_model'),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('word_mnemonics_word_idx').on(t.tenantId, t.wordId, t.likeCount),
    index('word_mnemonics_user_idx').on(t.userId),
    tenantFk('word_mnemonics_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

export const wordMnemonicLikes = pgTable(
  'word_mnemonic_likes',
  {
    mnemonicId: uuid('mnemonic_id').notNull(),
    userId: uuid('user_id').notNull(),
    tenantId: tenantId(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.mnemonicId, t.userId),
    tenantFk('word_mnemonic_likes_mnemonic_id_word_mnemonics_id_fk', t, t.mnemonicId, wordMnemonics).onDelete(
      'cascade',
    ),
    tenantFk('word_mnemonic_likes_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

/** `POST vocab/usage`: a study event of a word (viewed, heard, reviewed), for the student's figures. */
export const vocabUsage = pgTable(
  'vocab_usage',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    wordId: uuid('word_id').notNull(),
    action: text('action').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('vocab_usage_user_idx').on(t.userId, t.createdAt),
    tenantFk('vocab_usage_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

export type DeckSource = 'word_list' | 'mistakes' | 'custom';

/**
 * A student's deck. `slug` is the `{titleName}` of `/flashcards/list/{titleName}` and
 * `/flashcards/memorize/{titleName}`, unique per student.
 */
export const flashcardDecks = pgTable(
  'flashcard_decks',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    source: text('source').$type<DeckSource>().notNull().default('custom'),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    wordListId: uuid('word_list_id'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('flashcard_decks_user_id_slug_idx').on(t.userId, t.slug),
    uniqueIndex('flashcard_decks_slug_uq').on(t.tenantId, t.userId, t.slug),
    tenantFk('flashcard_decks_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

/** What a mistake card shows: the question as the runner did, the student's answer, the key, the explanation. */
export interface MistakeSnapshot {
  answer: unknown;
  key: unknown;
}

/**
 * One card with its FSRS state (ts-fsrs `Card`): state 0 New, 1 Learning, 2 Review, 3 Relearning. A word
 * card points at a word; a mistake card at a question (and the attempt it was missed in).
 */
export const flashcards = pgTable(
  'flashcards',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    deckId: uuid('deck_id').notNull(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    wordId: uuid('word_id'),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    questionId: uuid('question_id'),
    userExamId: uuid('user_exam_id'),
    mistake: jsonb('mistake').$type<MistakeSnapshot>(),
    due: timestamp('due', { withTimezone: true }).notNull().defaultNow(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: smallint('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('flashcards_deck_id_question_id_idx').on(t.deckId, t.questionId),
    index('flashcards_deck_id_word_id_idx').on(t.deckId, t.wordId),
    ...tenantKeys(t, t.id),
    index('flashcards_due_idx').on(t.userId, t.deckId, t.due),
    uniqueIndex('flashcards_deck_word_uq')
      .on(t.tenantId, t.deckId, t.wordId)
      .where(sql`${t.wordId} is not null`),
    uniqueIndex('flashcards_deck_question_uq')
      .on(t.tenantId, t.deckId, t.questionId)
      .where(sql`${t.questionId} is not null`),
    tenantFk('flashcards_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantFk('flashcards_deck_id_flashcard_decks_id_fk', t, t.deckId, flashcardDecks).onDelete('cascade'),
    tenantFk('flashcards_user_exam_id_user_exams_id_fk', t, t.userExamId, userExams).onDelete('set null'),
  ],
);

/** The card as it was before a review: what undo restores. */
export interface CardBefore {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: string | null;
}

/**
 * The review log (ts-fsrs `ReviewLog`) with the client's id: the same `clientId` (an offline replay) is one
 * review. `undoneAt` marks a review taken back; the card then holds `before` again.
 */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    cardId: uuid('card_id').notNull(),
    clientId: text('client_id').notNull(),
    rating: smallint('rating').notNull(),
    state: smallint('state').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    before: jsonb('before').$type<CardBefore>().notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('flashcard_reviews_user_id_client_id_idx').on(t.userId, t.clientId),
    ...tenantKeys(t, t.id),
    uniqueIndex('flashcard_reviews_client_uq').on(t.tenantId, t.userId, t.clientId),
    index('flashcard_reviews_card_idx').on(t.cardId, t.reviewedAt),
    index('flashcard_reviews_user_day_idx').on(t.userId, t.reviewedAt),
    tenantFk('flashcard_reviews_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantFk('flashcard_reviews_card_id_flashcards_id_fk', t, t.cardId, flashcards).onDelete('cascade'),
  ],
);
