import { z } from 'zod';
import { ReviewQuestion } from './attempts.ts';
import { Id } from './common.ts';

/**
 * Issue 18: flashcards scheduled by FSRS (ts-fsrs, FSRS-6 with the default weights; decision 0037).
 * A deck belongs to one student; its `slug` is the `{titleName}` of `/flashcards/list/{titleName}` and
 * `/flashcards/memorize/{titleName}`.
 */

/** 1 Again, 2 Hard, 3 Good, 4 Easy (ts-fsrs `Rating`). */
export const FLASHCARD_RATINGS = [1, 2, 3, 4] as const;
export const FlashcardRating = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type FlashcardRating = z.infer<typeof FlashcardRating>;

/** ts-fsrs `State` 0..3 by name. */
export const FLASHCARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export const FlashcardState = z.enum(FLASHCARD_STATES);
export type FlashcardState = z.infer<typeof FlashcardState>;

export const DECK_SOURCES = ['word_list', 'mistakes', 'custom'] as const;
export const DeckSource = z.enum(DECK_SOURCES);
export type DeckSource = z.infer<typeof DeckSource>;

/** The slug of the student's deck of wrong answers (created on demand). */
export const MISTAKES_DECK_SLUG = 'mistakes';

export const DeckSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);

/** A deck with its counts at the time of the request. */
export const FlashcardDeckView = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  source: DeckSource,
  wordListId: Id.nullable(),
  /** Every card of the deck. */
  total: z.number().int().min(0),
  /** Cards seen before whose due time has come. */
  due: z.number().int().min(0),
  /** Cards never reviewed (always reviewable). */
  new: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type FlashcardDeckView = z.infer<typeof FlashcardDeckView>;

/** `GET /api/flashcards/decks`: the caller's decks, newest first. */
export const FlashcardDeckList = z.object({ data: z.array(FlashcardDeckView) });
export type FlashcardDeckList = z.infer<typeof FlashcardDeckList>;

/** `POST /api/flashcards/decks`: a deck of every word of a word list, each a new card (`DELETE /api/flashcards/decks/:slug` removes one). */
export const CreateDeckRequest = z.object({
  wordListId: Id,
  /** Defaults to the list's title. */
  title: z.string().trim().min(1).max(120).optional(),
});
export type CreateDeckRequest = z.infer<typeof CreateDeckRequest>;

export const DeckSlugParams = z.object({ slug: DeckSlug });
export const CardIdParams = z.object({ cardId: Id });
export const QuestionIdParams = z.object({ questionId: Id });

/** The card's FSRS state (ts-fsrs `Card`). */
export const CardSchedule = z.object({
  state: FlashcardState,
  due: z.iso.datetime(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number().int(),
  scheduledDays: z.number().int(),
  learningSteps: z.number().int(),
  reps: z.number().int(),
  lapses: z.number().int(),
  lastReview: z.iso.datetime().nullable(),
});
export type CardSchedule = z.infer<typeof CardSchedule>;

/** What a rating would do now, as Anki's buttons show it: the next due time and the interval to it. */
export const IntervalPreview = z.object({
  rating: FlashcardRating,
  due: z.iso.datetime(),
  scheduledDays: z.number().int(),
  /** Seconds from now to that due time (under a day for a learning step). */
  intervalSeconds: z.number().int().min(0),
});
export type IntervalPreview = z.infer<typeof IntervalPreview>;

export const WordCardMnemonic = z.object({
  id: Id,
  technique: z.string(),
  body: z.string(),
  mediaUrl: z.string().nullable(),
  mediaKind: z.enum(['text', 'image', 'video']).nullable(),
  likeCount: z.number().int(),
  /** Null when shared anonymously (or written by the AI: `ai` true). */
  author: z.string().nullable(),
  ai: z.boolean(),
});
export type WordCardMnemonic = z.infer<typeof WordCardMnemonic>;

/** A word card's front and back: the word, its senses, the translation in the reader's language, the top mnemonic. */
export const WordCardContent = z.object({
  kind: z.literal('word'),
  word: z.object({
    id: Id,
    word: z.string(),
    pronunciation: z.string(),
    audioUrl: z.string().nullable(),
    senses: z.array(z.object({ pos: z.string(), definition: z.string(), examples: z.array(z.string()) })),
    /** The tenant's translation in the reader's language (cn, tw); null in English or when none is given. */
    translation: z.string().nullable(),
  }),
  mnemonic: WordCardMnemonic.nullable(),
});
export type WordCardContent = z.infer<typeof WordCardContent>;

/**
 * A mistake card: the question as the runner showed it, the student's answer, the key and the explanation
 * (the review's `ReviewQuestion`, kept as it was when the card was made), and the test it was missed in.
 */
export const MistakeCardContent = z.object({
  kind: z.literal('mistake'),
  question: ReviewQuestion,
  test: z.object({ id: Id, title: z.string(), kind: z.string() }).nullable(),
  userExamId: Id.nullable(),
});
export type MistakeCardContent = z.infer<typeof MistakeCardContent>;

export const FlashcardContent = z.discriminatedUnion('kind', [WordCardContent, MistakeCardContent]);
export type FlashcardContent = z.infer<typeof FlashcardContent>;

export const FlashcardView = z.object({
  id: Id,
  deckId: Id,
  deckSlug: z.string(),
  schedule: CardSchedule,
  content: FlashcardContent,
  /** Again, Hard, Good, Easy in that order, from the time of the request. */
  intervals: z.array(IntervalPreview),
});
export type FlashcardView = z.infer<typeof FlashcardView>;

/** Anki's learn-ahead limit: a learning card due within 20 minutes comes back when nothing else is left. */
export const LEARN_AHEAD_SECONDS = 20 * 60;

/**
 * `GET /api/flashcards/due?deck=&limit=&learnAhead=`: cards to review now, the earliest due first (new cards
 * last). `learnAhead` (seconds, at most an hour) adds the learning and relearning cards due within it, after
 * the rest, as Anki's learn-ahead limit does at the end of a session.
 */
export const DueQuery = z.object({
  deck: DeckSlug.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  learnAhead: z.coerce.number().int().min(0).max(3600).default(0),
});
export type DueQuery = z.infer<typeof DueQuery>;

export const DueList = z.object({
  data: z.array(FlashcardView),
  /** Every card reviewable now in the deck (or all decks), beyond `limit` too. */
  total: z.number().int().min(0),
  now: z.iso.datetime(),
  /** When the next seen card of the deck (or all decks) falls due after these, null when none. */
  nextDue: z.iso.datetime().nullable(),
});
export type DueList = z.infer<typeof DueList>;

/** `GET /api/flashcards/decks/:slug`: a deck and all its cards (browse), due first. */
export const DeckDetail = z.object({
  deck: FlashcardDeckView,
  cards: z.array(FlashcardView),
});
export type DeckDetail = z.infer<typeof DeckDetail>;

/**
 * `POST /api/flashcards/:cardId/review`. `clientId` names this review on the device (an offline queue
 * sends it again until answered): the same id is one review. `reviewedAt` (when the student rated, from
 * the queue) defaults to now; the server keeps it between the card's last review and now.
 */
export const ReviewRequest = z.object({
  rating: FlashcardRating,
  reviewedAt: z.iso.datetime({ offset: true }).optional(),
  clientId: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type ReviewRequest = z.infer<typeof ReviewRequest>;

export const ReviewResult = z.object({
  cardId: Id,
  reviewId: Id,
  clientId: z.string(),
  rating: FlashcardRating,
  /** The review's time as recorded (after clamping). */
  reviewedAt: z.iso.datetime(),
  schedule: CardSchedule,
});
export type ReviewResult = z.infer<typeof ReviewResult>;

/** `POST /api/flashcards/:cardId/undo`: the last review taken back; the card as it was before it. */
export const UndoResult = z.object({
  cardId: Id,
  reviewId: Id,
  rating: FlashcardRating,
  schedule: CardSchedule,
});
export type UndoResult = z.infer<typeof UndoResult>;

/** `POST /api/flashcards/from-question/:questionId`: a question the student missed in a finished attempt. */
export const FromQuestionRequest = z.object({ userExamId: Id });
export type FromQuestionRequest = z.infer<typeof FromQuestionRequest>;

export const FromQuestionResult = z.object({
  cardId: Id,
  deckId: Id,
  deckSlug: z.string(),
  /** False when the card was there already (the call is idempotent). */
  created: z.boolean(),
});
export type FromQuestionResult = z.infer<typeof FromQuestionResult>;

/** `GET|PATCH /api/profile/flashcard-settings`. */
export const FlashcardSettingsView = z.object({
  /** Every wrong answer of a finished attempt becomes a card in the mistakes deck. */
  autoMistakes: z.boolean(),
});
export type FlashcardSettingsView = z.infer<typeof FlashcardSettingsView>;
export const FlashcardSettingsUpdate = FlashcardSettingsView;
export type FlashcardSettingsUpdate = z.infer<typeof FlashcardSettingsUpdate>;

/** `GET /api/flashcards/stats?userId=`: the caller's, or a linked child's / class student's. */
export const FlashcardStatsQuery = z.object({ userId: Id.optional() });
export type FlashcardStatsQuery = z.infer<typeof FlashcardStatsQuery>;

export const FLASHCARD_HEATMAP_DAYS = 90;

export const FlashcardStats = z.object({
  userId: Id,
  /** The student's time zone: days are counted in it. */
  timeZone: z.string(),
  /** Today (YYYY-MM-DD) in that zone. */
  today: z.string(),
  reviewsToday: z.number().int().min(0),
  /** Consecutive days with a review, ending today (or yesterday when none yet today). */
  streakDays: z.number().int().min(0),
  /** The last 90 days, oldest first, each with its review count (undone reviews not counted). */
  heatmap: z.array(z.object({ day: z.string(), count: z.number().int().min(0) })),
  cards: z.number().int().min(0),
  dueNow: z.number().int().min(0),
});
export type FlashcardStats = z.infer<typeof FlashcardStats>;
