import { FLASHCARD_STATES, type CardSchedule, type FlashcardRating, type IntervalPreview } from '@prepwell/contracts';
import { fsrs, type Card, type Grade } from 'ts-fsrs';
import type { CardBefore } from '../../db/schema/index.ts';

/**
 * The one FSRS scheduler (decision 0037): ts-fsrs with FSRS-6's default weights, request retention 0.9,
 * maximum interval 36,500 days, short-term scheduling on with the default learning steps (1 min, 10 min)
 * and relearning step (10 min), and no fuzz — so an interval is a pure function of the card, the rating
 * and the time, the same on every replay (and the oracle of exams.md §6 holds exactly). Pure: no I/O.
 */
export const scheduler = fsrs({ enable_fuzz: false });

/** A card's FSRS fields as the database holds them (`flashcards` columns). */
export interface StoredSchedule {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

export const toFsrsCard = (s: StoredSchedule): Card => ({
  due: s.due,
  stability: s.stability,
  difficulty: s.difficulty,
  elapsed_days: s.elapsedDays,
  scheduled_days: s.scheduledDays,
  learning_steps: s.learningSteps,
  reps: s.reps,
  lapses: s.lapses,
  state: s.state,
  ...(s.lastReview ? { last_review: s.lastReview } : {}),
});

export const fromFsrsCard = (c: Card): StoredSchedule => ({
  due: c.due,
  stability: c.stability,
  difficulty: c.difficulty,
  elapsedDays: c.elapsed_days,
  scheduledDays: c.scheduled_days,
  learningSteps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  lastReview: c.last_review ?? null,
});

/** A new card, due at `at` (ts-fsrs `createEmptyCard`). */
export const newSchedule = (at: Date): StoredSchedule => ({
  due: at,
  stability: 0,
  difficulty: 0,
  elapsedDays: 0,
  scheduledDays: 0,
  learningSteps: 0,
  reps: 0,
  lapses: 0,
  state: 0,
  lastReview: null,
});

/** The card after rating it at `at`. */
export const applyRating = (s: StoredSchedule, rating: FlashcardRating, at: Date): StoredSchedule =>
  fromFsrsCard(scheduler.next(toFsrsCard(s), at, rating as Grade).card);

/** What each rating would do at `now`, Again to Easy (Anki's buttons). */
export const previewIntervals = (s: StoredSchedule, now: Date): IntervalPreview[] => {
  const preview = scheduler.repeat(toFsrsCard(s), now);
  return ([1, 2, 3, 4] as const).map((rating) => {
    const next = preview[rating as Grade].card;
    return {
      rating,
      due: next.due.toISOString(),
      scheduledDays: next.scheduled_days,
      intervalSeconds: Math.max(0, Math.round((next.due.getTime() - now.getTime()) / 1000)),
    };
  });
};

/** The card's schedule as the API shows it: as a review log keeps it (beforeOf), the state by name. */
export const presentSchedule = (s: StoredSchedule): CardSchedule => {
  const { state, ...kept } = beforeOf(s);
  return { state: FLASHCARD_STATES[state] ?? 'new', ...kept };
};

/**
 * When an offline review is recorded: the time the device says, kept between the card's last review (a
 * review cannot precede the one before it) and now (nor happen in the future).
 */
export const clampReviewTime = (requested: Date | undefined, lastReview: Date | null, now: Date): Date => {
  let at = requested ?? now;
  if (at.getTime() > now.getTime()) at = now;
  if (lastReview && at.getTime() < lastReview.getTime()) at = lastReview;
  return at;
};

/** The card as a review log row keeps it (`before`: what undo restores). */
export const beforeOf = (s: StoredSchedule): CardBefore => ({
  due: s.due.toISOString(),
  stability: s.stability,
  difficulty: s.difficulty,
  elapsedDays: s.elapsedDays,
  scheduledDays: s.scheduledDays,
  learningSteps: s.learningSteps,
  reps: s.reps,
  lapses: s.lapses,
  state: s.state,
  lastReview: s.lastReview ? s.lastReview.toISOString() : null,
});

export const scheduleOfBefore = (b: CardBefore): StoredSchedule => ({
  due: new Date(b.due),
  stability: b.stability,
  difficulty: b.difficulty,
  elapsedDays: b.elapsedDays,
  scheduledDays: b.scheduledDays,
  learningSteps: b.learningSteps,
  reps: b.reps,
  lapses: b.lapses,
  state: b.state,
  lastReview: b.lastReview ? new Date(b.lastReview) : null,
});
