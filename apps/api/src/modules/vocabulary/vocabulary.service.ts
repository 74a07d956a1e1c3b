import type {
  FavoritePageQuery,
  FavoriteState,
  Lang,
  VocabOverview,
  VocabUsageInput,
  WordListCategoryDetail,
  WordListCategoryList,
  WordPage,
  WordPageQuery,
  WordView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { countMnemonicsOf, selectMnemonicsOfWord } from './mnemonics.repository.ts';
import { vocabActorOf, type VocabActor } from './vocabulary.policy.ts';
import {
  localizedTitle,
  presentCategory,
  presentList,
  presentWord,
  presentWordSummary,
} from './vocabulary.presenter.ts';
import {
  countFavorites,
  countStudiedWords,
  insertUsage,
  selectCategoriesWithCounts,
  selectCategoryById,
  selectFavoritePage,
  selectIsFavorite,
  selectListById,
  selectListsOfCategory,
  selectListsOfWord,
  selectListsProgress,
  selectWordById,
  selectWordPage,
  toggleFavoriteRow,
  type WordRow,
} from './vocabulary.repository.ts';
import type { Caller } from '../auth/caller.ts';

/** Issue 18: the vocabulary reads and the student's own writes (favourites, study events), one transaction each. */
export interface Who extends Caller {
  lang: Lang;
}

export const runVocab = <T>(
  deps: Pick<Deps, 'db'>,
  who: Omit<Who, 'lang'>,
  fn: (tx: TenantTx, actor: VocabActor) => Promise<T>,
) => withTenant(deps.db, who.tenant.id, (tx) => fn(tx, vocabActorOf(who.tenant, who.actor)));

/** A word the caller sees (the tenant's or main's shared one), else 404. */
export const visibleWord = async (tx: TenantTx, id: string): Promise<WordRow> => {
  const row = await selectWordById(tx, id);
  if (!row) throw new AppError('not_found');
  return row;
};

/** `GET /api/word-list-categories`: the categories the caller sees, each with the number of its lists. */
export const findCategories = (deps: Pick<Deps, 'db'>, who: Who): Promise<WordListCategoryList> =>
  runVocab(deps, who, async (tx, actor) =>
    (await selectCategoriesWithCounts(tx)).map((r) => presentCategory(actor, r.category, r.listCount)),
  );

/** `GET /api/word-list-categories/:id`: the category and its lists with word counts. */
export const getCategory = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<WordListCategoryDetail> =>
  runVocab(deps, who, async (tx, actor) => {
    const category = await selectCategoryById(tx, who.id);
    if (!category) throw new AppError('not_found');
    const lists = await selectListsOfCategory(tx, category.id);
    return {
      ...presentCategory(actor, category, lists.length),
      lists: lists.map((l) => presentList(actor, l.list, l.wordCount)),
    };
  });

/** `GET /api/word-lists/words`: a page of a list's words (its order), or of every visible word, with the caller's stars. */
export const findWords = (deps: Pick<Deps, 'db'>, who: Who & { query: WordPageQuery }): Promise<WordPage> =>
  runVocab(deps, who, async (tx, actor) => {
    const { listId, page, per_page: perPage, q } = who.query;
    if (listId && !(await selectListById(tx, listId))) throw new AppError('not_found');
    const { rows, total } = await selectWordPage(tx, { listId, q, userId: actor.userId, page, perPage });
    return {
      data: rows.map((r) => presentWordSummary(r.word, r.isFavorite)),
      current_page: page,
      per_page: perPage,
      total,
    };
  });

/** `GET /api/words/favorites`: the caller's starred words, newest star first. */
export const findFavorites = (deps: Pick<Deps, 'db'>, who: Who & { query: FavoritePageQuery }): Promise<WordPage> =>
  runVocab(deps, who, async (tx, actor) => {
    const { page, per_page: perPage, q } = who.query;
    const { rows, total } = await selectFavoritePage(tx, { q, userId: actor.userId, page, perPage });
    return {
      data: rows.map((r) => presentWordSummary(r.word, true)),
      current_page: page,
      per_page: perPage,
      total,
    };
  });

/** `POST /api/words/:id/favorite`: stars or unstars a visible word; the new state. */
export const toggleFavorite = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<FavoriteState> =>
  runVocab(deps, who, async (tx, actor) => {
    const word = await visibleWord(tx, who.id);
    return { word_id: word.id, is_favorite: await toggleFavoriteRow(tx, actor.userId, word.id) };
  });

/** The word as `GET /api/words/:id` answers it (also after a mnemonic changes). */
export const wordView = async (tx: TenantTx, actor: VocabActor, lang: Lang, word: WordRow): Promise<WordView> => {
  const [isFavorite, lists, mnemonics] = await Promise.all([
    selectIsFavorite(tx, actor.userId, word.id),
    selectListsOfWord(tx, word.id),
    selectMnemonicsOfWord(tx, word.id, actor.userId),
  ]);
  return presentWord(actor, lang, word, { isFavorite, lists, mnemonics });
};

/** `GET /api/words/:id`: senses, pronunciation, audio, translation for the reader, star, mnemonics most-liked first. */
export const getWord = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<WordView> =>
  runVocab(deps, who, async (tx, actor) => wordView(tx, actor, who.lang, await visibleWord(tx, who.id)));

/**
 * `GET /api/vocab/list`: the student's vocabulary overview (decision 0037): every list they see with its
 * category, word count, the words of it they studied (any `POST /api/vocab/usage` event) and starred,
 * and their totals (starred words, studied words, mnemonics written).
 */
export const getVocabOverview = (deps: Pick<Deps, 'db'>, who: Who): Promise<VocabOverview> =>
  runVocab(deps, who, async (tx, actor) => {
    const [lists, favorites, studied, mnemonics] = await Promise.all([
      selectListsProgress(tx, actor.userId),
      countFavorites(tx, actor.userId),
      countStudiedWords(tx, actor.userId),
      countMnemonicsOf(tx, actor.userId),
    ]);
    return {
      lists: lists.map((r) => ({
        id: r.list.id,
        title: localizedTitle(r.list.title, r.list.titleI18n, who.lang),
        title_i18n: r.list.titleI18n,
        category_id: r.category.id,
        category_name: r.category.name,
        category_name_i18n: r.category.nameI18n,
        exam: r.category.exam,
        word_count: r.wordCount,
        studied_count: r.studiedCount,
        favorite_count: r.favoriteCount,
      })),
      favorites_count: favorites,
      studied_words: studied,
      mnemonics_count: mnemonics,
    };
  });

/** `POST /api/vocab/usage`: records a study event of a visible word. */
export const recordUsage = (deps: Pick<Deps, 'db'>, who: Who & { input: VocabUsageInput }): Promise<{ ok: true }> =>
  runVocab(deps, who, async (tx, actor) => {
    const word = await visibleWord(tx, who.input.word_id);
    await insertUsage(tx, { userId: actor.userId, wordId: word.id, action: who.input.action });
    return { ok: true as const };
  });
