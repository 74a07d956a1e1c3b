import type {
  Lang,
  MnemonicView,
  NameI18n,
  WordListCategoryView,
  WordListSummary,
  WordSummary,
  WordView,
} from '@prepwell/contracts';
import type { MnemonicRow } from './mnemonics.repository.ts';
import { canEditRow, type VocabActor } from './vocabulary.policy.ts';
import type { CategoryRow, ListRow, WordRow } from './vocabulary.repository.ts';

/** Response shapes of the vocabulary API, field by field (the contracts' response schemas strip the rest). */
export const presentCategory = (actor: VocabActor, row: CategoryRow, listCount: number): WordListCategoryView => ({
  id: row.id,
  exam: row.exam,
  name: row.name,
  name_i18n: row.nameI18n,
  sort: row.sort,
  is_public: row.isPublic,
  list_count: listCount,
  editable: canEditRow(actor, row),
});

export const presentList = (actor: VocabActor, row: ListRow, wordCount: number): WordListSummary => ({
  id: row.id,
  category_id: row.categoryId,
  title: row.title,
  title_i18n: row.titleI18n,
  description: row.description,
  is_public: row.isPublic,
  word_count: wordCount,
  editable: canEditRow(actor, row),
  created_at: row.createdAt.toISOString(),
});

export const presentWordSummary = (row: WordRow, isFavorite: boolean): WordSummary => ({
  id: row.id,
  word: row.word,
  pos: row.senses[0]?.pos ?? '',
  definition: row.senses[0]?.definition ?? '',
  pronunciation: row.pronunciation,
  audio_url: row.audioUrl,
  translations: row.translations,
  is_favorite: isFavorite,
});

export interface MnemonicWithAuthor {
  mnemonic: MnemonicRow;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  likedByMe: boolean;
}

const authorName = (m: MnemonicWithAuthor): string =>
  [m.firstName, m.lastName].filter((p) => p && p.trim()).join(' ') || m.username || '';

/** An anonymous mnemonic shows no author, not even to its writer (who sees `mine`). */
export const presentMnemonic = (actor: VocabActor, m: MnemonicWithAuthor): MnemonicView => ({
  id: m.mnemonic.id,
  word_id: m.mnemonic.wordId,
  technique: m.mnemonic.technique,
  body: m.mnemonic.body,
  media_url: m.mnemonic.mediaUrl,
  media_kind: m.mnemonic.mediaKind === 'text' ? null : m.mnemonic.mediaKind,
  visibility: m.mnemonic.visibility,
  like_count: m.mnemonic.likeCount,
  liked_by_me: m.likedByMe,
  mine: m.mnemonic.userId === actor.userId,
  author: m.mnemonic.visibility === 'anonymous' ? null : { id: m.mnemonic.userId, name: authorName(m) },
  ai_model: m.mnemonic.aiModel,
  created_at: m.mnemonic.createdAt.toISOString(),
  updated_at: m.mnemonic.updatedAt.toISOString(),
});

/** A name or title in the reader's language where one is given (cn, tw), else as written. */
export const localizedTitle = (title: string, i18n: NameI18n, lang: Lang): string =>
  (lang === 'cn' ? i18n.cn : lang === 'tw' ? i18n.tw : undefined) || title;

export const presentWord = (
  actor: VocabActor,
  lang: Lang,
  row: WordRow,
  extra: {
    isFavorite: boolean;
    lists: { id: string; title: string; titleI18n: NameI18n }[];
    mnemonics: MnemonicWithAuthor[];
  },
): WordView => ({
  id: row.id,
  word: row.word,
  senses: row.senses,
  pronunciation: row.pronunciation,
  audio_url: row.audioUrl,
  translations: row.translations,
  translation: lang === 'en' ? null : (row.translations[lang] ?? null),
  is_public: row.isPublic,
  is_favorite: extra.isFavorite,
  editable: canEditRow(actor, row),
  // The lists' titles in the reader's language where given.
  lists: extra.lists.map((l) => ({ id: l.id, title: localizedTitle(l.title, l.titleI18n, lang) })),
  mnemonics: extra.mnemonics.map((m) => presentMnemonic(actor, m)),
});
