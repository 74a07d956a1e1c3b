import type {
  FlashcardContent,
  FlashcardDeckView,
  FlashcardView,
  Lang,
  ReviewResult,
  WordCardMnemonic,
} from '@prepwell/contracts';
import { fullName } from '../users/users.presenter.ts';
import type { CardWithContentRow, DeckRow, ReviewRow, TopMnemonicRow } from './flashcards.repository.ts';
import { presentSchedule, previewIntervals, type StoredSchedule } from './fsrs-scheduler.ts';
import type { MistakeCardSnapshot } from './mistake-cards.service.ts';

export const presentDeck = (d: { deck: DeckRow; total: number; due: number; new: number }): FlashcardDeckView => ({
  id: d.deck.id,
  slug: d.deck.slug,
  title: d.deck.title,
  source: d.deck.source,
  wordListId: d.deck.wordListId,
  total: d.total,
  due: d.due,
  new: d.new,
  createdAt: d.deck.createdAt.toISOString(),
});

const presentMnemonic = (m: TopMnemonicRow): WordCardMnemonic => ({
  id: m.id,
  technique: m.technique,
  body: m.body,
  mediaUrl: m.mediaUrl,
  mediaKind: m.mediaKind,
  likeCount: m.likeCount,
  author:
    m.visibility === 'anonymous' || m.aiModel
      ? null
      : (fullName({ firstName: m.firstName, lastName: m.lastName }) ?? m.username ?? null),
  ai: !!m.aiModel,
});

const contentOf = (
  row: CardWithContentRow,
  mnemonics: ReadonlyMap<string, TopMnemonicRow>,
  lang: Lang,
): FlashcardContent => {
  if (row.word) {
    const mnemonic = mnemonics.get(row.word.id);
    return {
      kind: 'word',
      word: {
        id: row.word.id,
        word: row.word.word,
        pronunciation: row.word.pronunciation,
        audioUrl: row.word.audioUrl,
        senses: row.word.senses.map((s) => ({ pos: s.pos, definition: s.definition, examples: s.examples })),
        translation: lang === 'en' ? null : (row.word.translations[lang] ?? null),
      },
      mnemonic: mnemonic ? presentMnemonic(mnemonic) : null,
    };
  }
  const snapshot = row.mistake as MistakeCardSnapshot;
  return { kind: 'mistake', question: snapshot.question, test: snapshot.test, userExamId: row.userExamId };
};

const scheduleOf = (row: StoredSchedule): StoredSchedule => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsedDays: row.elapsedDays,
  scheduledDays: row.scheduledDays,
  learningSteps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  lastReview: row.lastReview,
});

/** A card with what it shows and, for each rating, where it would go from `now`. */
export const presentCard = (
  row: CardWithContentRow,
  mnemonics: ReadonlyMap<string, TopMnemonicRow>,
  lang: Lang,
  now: Date,
): FlashcardView => {
  const schedule = scheduleOf(row);
  return {
    id: row.id,
    deckId: row.deckId,
    deckSlug: row.deckSlug,
    schedule: presentSchedule(schedule),
    content: contentOf(row, mnemonics, lang),
    intervals: previewIntervals(schedule, now),
  };
};

export const presentReview = (review: ReviewRow, after: StoredSchedule): ReviewResult => ({
  cardId: review.cardId,
  reviewId: review.id,
  clientId: review.clientId,
  rating: review.rating as ReviewResult['rating'],
  reviewedAt: review.reviewedAt.toISOString(),
  schedule: presentSchedule(after),
});
