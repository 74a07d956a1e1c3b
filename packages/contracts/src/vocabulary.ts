import { z } from 'zod';
import { Id, Page } from './common.ts';
import { ExamKind } from './exams.ts';
import { ImportProblem } from './questions.ts';

/**
 * Issue 18, vocabulary (decision 0037, section "Vocabulary API"). Owned by apps/api/src/modules/vocabulary.
 * Spec §3 (word, favourite, mnemonic with likes; flashcard technique meaning, sentence, text, image or
 * video, public/anonymous sharing), §5 (flashcard uploads) and every §7 Vocabulary call. Main's public
 * categories, lists and words are the shared catalogue every tenant reads; a tenant's educators write
 * their own (a super admin on main writes the shared ones). Mnemonics, likes, favourites and study events
 * live in the reader's tenant.
 */

export const WORD_PAGE_SIZE = 20;
/** Flashcard images and videos: 5 MB each (spec §5). */
export const MNEMONIC_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Accepted by content (never by name): jpg, png, gif, HEIC; mp4, avi, wmv, mov (spec §5). */
export const MNEMONIC_IMAGE_FORMATS = ['jpg', 'png', 'gif', 'heic'] as const;
export const MNEMONIC_VIDEO_FORMATS = ['mp4', 'avi', 'wmv', 'mov'] as const;
/** The largest word list a CSV import takes (rows after the header). */
export const WORD_IMPORT_MAX_ROWS = 2000;
export const WORD_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The flashcard technique (spec §3). */
export const MNEMONIC_TECHNIQUES = ['meaning', 'sentence', 'text', 'image', 'video'] as const;
export const MnemonicTechnique = z.enum(MNEMONIC_TECHNIQUES);
export type MnemonicTechnique = z.infer<typeof MnemonicTechnique>;
/** private: only the author; public: everyone in the tenant with the author's name; anonymous: everyone, no name. */
export const MNEMONIC_VISIBILITIES = ['private', 'public', 'anonymous'] as const;
export const MnemonicVisibility = z.enum(MNEMONIC_VISIBILITIES);
export type MnemonicVisibility = z.infer<typeof MnemonicVisibility>;
export const MnemonicMediaKind = z.enum(['image', 'video']);
export type MnemonicMediaKind = z.infer<typeof MnemonicMediaKind>;

export const VOCAB_USAGE_ACTIONS = ['viewed', 'heard', 'reviewed', 'quizzed'] as const;
export const VocabUsageAction = z.enum(VOCAB_USAGE_ACTIONS);
export type VocabUsageAction = z.infer<typeof VocabUsageAction>;

export const NameI18n = z.object({
  cn: z.string().trim().max(200).optional(),
  tw: z.string().trim().max(200).optional(),
});
export type NameI18n = z.infer<typeof NameI18n>;
export const WordTranslations = z.object({
  cn: z.string().trim().max(500).optional(),
  tw: z.string().trim().max(500).optional(),
});
export type WordTranslations = z.infer<typeof WordTranslations>;

export const WordSense = z.object({
  /** Part of speech as written (`noun`, `verb`, `adj.` …). */
  pos: z.string().trim().max(40),
  definition: z.string().trim().min(1).max(1000),
  examples: z.array(z.string().trim().min(1).max(1000)).max(10),
});
export type WordSense = z.infer<typeof WordSense>;

// ---------------------------------------------------------------- categories and lists

/** One category (`GET /api/word-list-categories`): `list_count` counts the lists the caller sees in it. */
export const WordListCategoryView = z.object({
  id: Id,
  exam: ExamKind.nullable(),
  name: z.string(),
  name_i18n: NameI18n,
  sort: z.number().int(),
  is_public: z.boolean(),
  list_count: z.number().int(),
  /** Whether the caller may edit it (an educator's own tenant's, or main's for a super admin on main). */
  editable: z.boolean(),
});
export type WordListCategoryView = z.infer<typeof WordListCategoryView>;
export const WordListCategoryList = z.array(WordListCategoryView);
export type WordListCategoryList = z.infer<typeof WordListCategoryList>;

export const WordListSummary = z.object({
  id: Id,
  category_id: Id,
  /** The title as written (the educator edits it). */
  title: z.string(),
  /** The title in 简体中文 / 繁體中文 where given; the reader's language picks (as categories' `name_i18n`). */
  title_i18n: NameI18n,
  description: z.string(),
  is_public: z.boolean(),
  word_count: z.number().int(),
  editable: z.boolean(),
  created_at: z.iso.datetime(),
});
export type WordListSummary = z.infer<typeof WordListSummary>;

/** `GET /api/word-list-categories/:id`: the category with its lists. */
export const WordListCategoryDetail = WordListCategoryView.extend({ lists: z.array(WordListSummary) });
export type WordListCategoryDetail = z.infer<typeof WordListCategoryDetail>;

/** Educators: `POST /api/word-list-categories`, `PATCH /api/word-list-categories/:id`. */
export const WordListCategoryInput = z.object({
  name: z.string().trim().min(1).max(200),
  name_i18n: NameI18n.optional(),
  exam: ExamKind.nullable().optional(),
  sort: z.number().int().min(0).max(100000).optional(),
});
export type WordListCategoryInput = z.infer<typeof WordListCategoryInput>;
export const WordListCategoryPatch = WordListCategoryInput.partial();
export type WordListCategoryPatch = z.infer<typeof WordListCategoryPatch>;

/** Educators: `POST /api/word-lists`, `PATCH /api/word-lists/:id`. */
export const WordListInput = z.object({
  category_id: Id,
  title: z.string().trim().min(1).max(200),
  title_i18n: NameI18n.optional(),
  description: z.string().trim().max(2000).optional(),
});
export type WordListInput = z.infer<typeof WordListInput>;
export const WordListPatch = WordListInput.partial();
export type WordListPatch = z.infer<typeof WordListPatch>;

// ---------------------------------------------------------------- words

/** A word in a page (`GET /api/word-lists/words`, `GET /api/words/favorites`). */
export const WordSummary = z.object({
  id: Id,
  word: z.string(),
  /** The first sense's part of speech and definition. */
  pos: z.string(),
  definition: z.string(),
  pronunciation: z.string(),
  audio_url: z.string().nullable(),
  translations: WordTranslations,
  is_favorite: z.boolean(),
});
export type WordSummary = z.infer<typeof WordSummary>;

/** `GET /api/word-lists/words?listId=&page=&per_page=&q=`: without `listId`, every word the caller sees. */
export const WordPageQuery = z.object({
  listId: Id.optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(WORD_PAGE_SIZE),
  q: z.string().trim().max(100).optional(),
});
export type WordPageQuery = z.infer<typeof WordPageQuery>;
export const FavoritePageQuery = WordPageQuery.omit({ listId: true });
export type FavoritePageQuery = z.infer<typeof FavoritePageQuery>;
export const WordPage = Page(WordSummary);
export type WordPage = z.infer<typeof WordPage>;

export const MnemonicAuthor = z.object({ id: Id, name: z.string() });

/** A mnemonic as its reader sees it: `author` null when anonymous (the author still sees `mine`). */
export const MnemonicView = z.object({
  id: Id,
  word_id: Id,
  technique: MnemonicTechnique,
  body: z.string(),
  media_url: z.string().nullable(),
  media_kind: MnemonicMediaKind.nullable(),
  visibility: MnemonicVisibility,
  like_count: z.number().int(),
  liked_by_me: z.boolean(),
  mine: z.boolean(),
  author: MnemonicAuthor.nullable(),
  /** The model that wrote it (`offline` for the built-in writer); null for a person's. */
  ai_model: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type MnemonicView = z.infer<typeof MnemonicView>;

/** `GET /api/words/:id`: the word for the reader, with its mnemonics most-liked first. */
export const WordView = z.object({
  id: Id,
  word: z.string(),
  senses: z.array(WordSense),
  pronunciation: z.string(),
  audio_url: z.string().nullable(),
  translations: WordTranslations,
  /** The translation in the reader's language (cn/tw), null in English or when none is given. */
  translation: z.string().nullable(),
  is_public: z.boolean(),
  is_favorite: z.boolean(),
  editable: z.boolean(),
  lists: z.array(z.object({ id: Id, title: z.string() })),
  mnemonics: z.array(MnemonicView),
});
export type WordView = z.infer<typeof WordView>;

/** Educators: `POST /api/word-lists/:id/words` (a word new to the tenant, or the tenant's same word placed), `PATCH /api/words/:id`. */
export const WordInput = z.object({
  word: z.string().trim().min(1).max(100),
  senses: z.array(WordSense).min(1).max(10),
  pronunciation: z.string().trim().max(200).optional(),
  translations: WordTranslations.optional(),
});
export type WordInput = z.infer<typeof WordInput>;

export const WordListWordParams = z.object({ id: Id, wordId: Id });

/** `POST /api/word-lists/:id/import` (multipart `file`, CSV; text field `dry_run` = `true` to check only). */
export const WordImportResult = z.object({
  dry_run: z.boolean(),
  /** Rows read (after the header). */
  total: z.number().int(),
  /** Words placed in the list (0 when any row has a problem: the file is saved whole or not at all). */
  imported: z.number().int(),
  problems: z.array(ImportProblem),
});
export type WordImportResult = z.infer<typeof WordImportResult>;

/** `POST /api/words/:id/favorite`: a toggle; the new state. */
export const FavoriteState = z.object({ word_id: Id, is_favorite: z.boolean() });
export type FavoriteState = z.infer<typeof FavoriteState>;

// ---------------------------------------------------------------- the student's overview and study events

export const VocabListProgress = z.object({
  id: Id,
  /** In the reader's language where given. */
  title: z.string(),
  title_i18n: NameI18n,
  category_id: Id,
  category_name: z.string(),
  category_name_i18n: NameI18n,
  exam: ExamKind.nullable(),
  word_count: z.number().int(),
  /** Words of the list the student has a study event for (`POST /api/vocab/usage`). */
  studied_count: z.number().int(),
  favorite_count: z.number().int(),
});
export type VocabListProgress = z.infer<typeof VocabListProgress>;

/** `GET /api/vocab/list`: every list the student sees with progress, and the totals. */
export const VocabOverview = z.object({
  lists: z.array(VocabListProgress),
  favorites_count: z.number().int(),
  studied_words: z.number().int(),
  mnemonics_count: z.number().int(),
});
export type VocabOverview = z.infer<typeof VocabOverview>;

/** `POST /api/vocab/usage`: a study event of a word. */
export const VocabUsageInput = z.object({ word_id: Id, action: VocabUsageAction });
export type VocabUsageInput = z.infer<typeof VocabUsageInput>;

// ---------------------------------------------------------------- mnemonics

/**
 * `POST /api/words/:id/word-mnemonics`: `body` is required for meaning, sentence and text; `media_url` (an
 * upload of `POST /api/mnemonics/file`) for image and video, of that kind. 422 on the field otherwise.
 */
export const MnemonicInput = z.object({
  technique: MnemonicTechnique.default('text'),
  body: z.string().trim().max(2000).default(''),
  media_url: z.string().trim().max(500).nullable().optional(),
  visibility: MnemonicVisibility.default('public'),
});
export type MnemonicInput = z.infer<typeof MnemonicInput>;
/** `PATCH /api/word-mnemonics/:id`: the author's own only (another's is 404). */
export const MnemonicPatch = z.object({
  technique: MnemonicTechnique.optional(),
  body: z.string().trim().max(2000).optional(),
  media_url: z.string().trim().max(500).nullable().optional(),
  visibility: MnemonicVisibility.optional(),
});
export type MnemonicPatch = z.infer<typeof MnemonicPatch>;
/** `POST /api/mnemonic`: the spec's name for creating a flashcard technique (the same entity). */
export const FlashcardMnemonicInput = MnemonicInput.extend({ word_id: Id });
export type FlashcardMnemonicInput = z.infer<typeof FlashcardMnemonicInput>;

/** `POST /api/word-mnemonics/:id/like`, `GET /api/vocab-back/:id/is-liked-by-me`, `POST /api/vocab-back/:id/toggle-like`. */
export const MnemonicLikeState = z.object({ id: Id, liked_by_me: z.boolean(), like_count: z.number().int() });
export type MnemonicLikeState = z.infer<typeof MnemonicLikeState>;

/** `POST /api/ai/words/:id/word-mnemonic`: the AI's mnemonic, saved as the caller's (private unless asked). */
export const AiMnemonicRequest = z.object({ visibility: MnemonicVisibility.default('private') });
export type AiMnemonicRequest = z.infer<typeof AiMnemonicRequest>;
export const AiMnemonicResponse = z.object({
  mnemonic: MnemonicView,
  /** `offline`: no provider is configured (or it failed) and the built-in writer made it from the word's parts and definition. */
  source: z.enum(['provider', 'offline']),
  offline: z.boolean(),
});
export type AiMnemonicResponse = z.infer<typeof AiMnemonicResponse>;

/** `POST /api/mnemonics/file` (multipart `file`): the stored image or video, for a mnemonic's `media_url`. */
export const MnemonicFileView = z.object({
  url: z.string(),
  media_kind: MnemonicMediaKind,
  mime: z.string(),
  size: z.number().int(),
});
export type MnemonicFileView = z.infer<typeof MnemonicFileView>;
