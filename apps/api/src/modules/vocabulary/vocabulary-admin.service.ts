import type {
  ExamKind,
  WordImportResult,
  WordInput,
  WordListCategoryInput,
  WordListCategoryPatch,
  WordListCategoryView,
  WordListInput,
  WordListPatch,
  WordListSummary,
  WordView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import {
  unsafeAcrossTenants,
  unsafeLeaveCrossTenantScope,
  withTenantSavepoint,
  type TenantTx,
} from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { canEditRow, canFileListIn, vocabActorOf, type VocabActor } from './vocabulary.policy.ts';
import { presentCategory, presentList } from './vocabulary.presenter.ts';
import {
  deleteCategoryRow,
  deleteListRow,
  unsafeClearDecksOfList,
  insertCategory,
  insertList,
  placeWords,
  removeWordFromList,
  selectCategoryById,
  selectListById,
  selectListBySeedKey,
  selectListsOfCategory,
  selectNextPosition,
  selectOwnCategoryByName,
  selectOwnWordsByText,
  updateCategoryRow,
  updateListRow,
  updateWordRow,
  upsertWords,
  type ListRow,
  type WordInsert,
} from './vocabulary.repository.ts';
import { runVocab, visibleWord, wordView, type Who } from './vocabulary.service.ts';
import { parseWordCsv } from './word-import.ts';

/**
 * Issue 18: educators write their tenant's categories, lists and words (routes let in teachers,
 * organization admins and super admins); a super admin on main writes the shared catalogue (is_public).
 * A visible row the caller may not change is 403, an invisible one 404 (vocabulary.policy.ts).
 */
const editable = <R extends { tenantId: string; isPublic: boolean }>(actor: VocabActor, row: R | undefined): R => {
  if (!row) throw new AppError('not_found');
  if (!canEditRow(actor, row)) throw new AppError('forbidden');
  return row;
};

const nameTaken = async (tx: TenantTx, actor: VocabActor, name: string, exceptId?: string) => {
  const same = await selectOwnCategoryByName(tx, actor.tenantId, name);
  if (same && same.id !== exceptId)
    throw new AppError('conflict', {
      details: { reason: 'category_name_exists' },
      fields: [{ path: 'name', key: 'invalid_value' }],
    });
};

export const createCategory = (
  deps: Pick<Deps, 'db'>,
  who: Who & { input: WordListCategoryInput },
): Promise<WordListCategoryView> =>
  runVocab(deps, who, async (tx, actor) => {
    await nameTaken(tx, actor, who.input.name);
    const row = await insertCategory(tx, {
      name: who.input.name,
      nameI18n: who.input.name_i18n ?? {},
      exam: who.input.exam ?? null,
      sort: who.input.sort ?? 0,
      isPublic: actor.writesShared,
    });
    return presentCategory(actor, row, 0);
  });

export const updateCategory = (
  deps: Pick<Deps, 'db'>,
  who: Who & { id: string; patch: WordListCategoryPatch },
): Promise<WordListCategoryView> =>
  runVocab(deps, who, async (tx, actor) => {
    const row = editable(actor, await selectCategoryById(tx, who.id));
    const { name, name_i18n: nameI18n, exam, sort } = who.patch;
    if (name !== undefined) await nameTaken(tx, actor, name, row.id);
    const updated = await updateCategoryRow(tx, row.id, {
      ...(name !== undefined ? { name } : {}),
      ...(nameI18n !== undefined ? { nameI18n } : {}),
      ...(exam !== undefined ? { exam } : {}),
      ...(sort !== undefined ? { sort } : {}),
    });
    return presentCategory(actor, updated, (await selectListsOfCategory(tx, row.id)).length);
  });

/** Deletes a category with its lists (the lists' words stay in the tenant; their places go). */
export const deleteCategory = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<{ ok: true }> =>
  runVocab(deps, who, async (tx, actor) => {
    await deleteCategoryRow(tx, editable(actor, await selectCategoryById(tx, who.id)).id);
    return { ok: true as const };
  });

/** A category of the caller's own tenant to file a list in: 404 when not visible, 403 when another's (the shared one). */
const fileableCategory = async (tx: TenantTx, actor: VocabActor, id: string) => {
  const category = await selectCategoryById(tx, id);
  if (!category) throw new AppError('not_found');
  if (!canFileListIn(actor, category)) throw new AppError('forbidden');
  return category;
};

export const createList = (deps: Pick<Deps, 'db'>, who: Who & { input: WordListInput }): Promise<WordListSummary> =>
  runVocab(deps, who, async (tx, actor) => {
    const category = await fileableCategory(tx, actor, who.input.category_id);
    const row = await insertList(tx, {
      categoryId: category.id,
      title: who.input.title,
      titleI18n: who.input.title_i18n ?? {},
      description: who.input.description ?? '',
      isPublic: actor.writesShared,
      createdBy: actor.userId,
    });
    return presentList(actor, row, 0);
  });

const editableList = async (
  tx: TenantTx,
  actor: VocabActor,
  id: string,
): Promise<{ list: ListRow; wordCount: number }> => {
  const found = await selectListById(tx, id);
  editable(actor, found?.list);
  return found!;
};

export const updateList = (
  deps: Pick<Deps, 'db'>,
  who: Who & { id: string; patch: WordListPatch },
): Promise<WordListSummary> =>
  runVocab(deps, who, async (tx, actor) => {
    const { list, wordCount } = await editableList(tx, actor, who.id);
    const { title, title_i18n: titleI18n, description, category_id: categoryId } = who.patch;
    if (categoryId !== undefined) await fileableCategory(tx, actor, categoryId);
    const updated = await updateListRow(tx, list.id, {
      ...(title !== undefined ? { title } : {}),
      ...(titleI18n !== undefined ? { titleI18n } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(categoryId !== undefined ? { categoryId } : {}),
    });
    return presentList(actor, updated, wordCount);
  });

/**
 * Deletes a list; the decks made from it, in any tenant (main's shared list), keep their cards without it. One
 * transaction (`unsafe`: this list's decks only): a refusal in the caller's tenant rolls the decks back.
 */
export const deleteList = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<{ ok: true }> =>
  unsafeAcrossTenants(deps.db, async (cross) => {
    await unsafeClearDecksOfList(cross, who.id);
    await unsafeLeaveCrossTenantScope(cross);
    return withTenantSavepoint(cross, who.tenant.id, async (tx) => {
      await deleteListRow(tx, (await editableList(tx, vocabActorOf(who.tenant, who.actor), who.id)).list.id);
      return { ok: true as const };
    });
  });

const wordValues = (actor: VocabActor, input: WordInput): WordInsert => ({
  word: input.word,
  senses: input.senses,
  pronunciation: input.pronunciation ?? '',
  translations: input.translations ?? {},
  isPublic: actor.writesShared,
});

/**
 * `POST /api/word-lists/:id/words`: the word placed at the end of the list. A word the tenant has already
 * (same text, any case) is that word, updated with this definition: a tenant keeps one row per word.
 */
export const addWordToList = (deps: Pick<Deps, 'db'>, who: Who & { id: string; input: WordInput }): Promise<WordView> =>
  runVocab(deps, who, async (tx, actor) => {
    const { list } = await editableList(tx, actor, who.id);
    const [word] = await upsertWords(tx, actor.tenantId, [wordValues(actor, who.input)]);
    const position = await selectNextPosition(tx, list.id);
    await placeWords(tx, [{ listId: list.id, wordId: word!.id, position, isPublic: list.isPublic }]);
    return wordView(tx, actor, who.lang, word!);
  });

export const removeListWord = (
  deps: Pick<Deps, 'db'>,
  who: Who & { id: string; wordId: string },
): Promise<{ ok: true }> =>
  runVocab(deps, who, async (tx, actor) => {
    const { list } = await editableList(tx, actor, who.id);
    if (!(await removeWordFromList(tx, list.id, who.wordId))) throw new AppError('not_found');
    return { ok: true as const };
  });

/** `PATCH /api/words/:id`: the tenant's word (a super admin on main: a shared one); its text stays unique in the tenant. */
export const updateWord = (deps: Pick<Deps, 'db'>, who: Who & { id: string; input: WordInput }): Promise<WordView> =>
  runVocab(deps, who, async (tx, actor) => {
    const word = editable(actor, await visibleWord(tx, who.id));
    const [same] = await selectOwnWordsByText(tx, actor.tenantId, [who.input.word]);
    if (same && same.id !== word.id)
      throw new AppError('conflict', {
        details: { reason: 'word_exists' },
        fields: [{ path: 'word', key: 'invalid_value' }],
      });
    const updated = await updateWordRow(tx, word.id, {
      word: who.input.word,
      senses: who.input.senses,
      pronunciation: who.input.pronunciation ?? '',
      translations: who.input.translations ?? {},
    });
    return wordView(tx, actor, who.lang, updated);
  });

/** The import's first step, before the file is read: a list the caller may change (404 / 403 otherwise). */
export const checkImportTarget = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<void> =>
  runVocab(deps, who, async (tx, actor) => {
    await editableList(tx, actor, who.id);
  });

/**
 * `POST /api/word-lists/:id/import`: a CSV of words (word-import.ts) checked whole; with any problem nothing
 * is saved and every problem is listed by row and field in the caller's language; a dry run stops after the
 * check. Otherwise every word is upserted (one row per word in the tenant) and placed at the list's end in
 * the file's order, in one transaction.
 */
export const importWords = (
  deps: Pick<Deps, 'db'>,
  who: Who & { id: string; data: Buffer; dryRun: boolean },
): Promise<WordImportResult> =>
  runVocab(deps, who, async (tx, actor) => {
    const { list } = await editableList(tx, actor, who.id);
    const parsed = parseWordCsv(who.data, who.lang);
    if (parsed.problems.length || who.dryRun)
      return { dry_run: who.dryRun, total: parsed.total, imported: 0, problems: parsed.problems };
    const rows = await upsertWords(
      tx,
      actor.tenantId,
      parsed.words.map((w) => wordValues(actor, w)),
    );
    const start = await selectNextPosition(tx, list.id);
    await placeWords(
      tx,
      rows.map((r, i) => ({ listId: list.id, wordId: r.id, position: start + i, isPublic: list.isPublic })),
    );
    return { dry_run: false, total: parsed.total, imported: rows.length, problems: [] };
  });

// ---------------------------------------------------------------- the seed's writer

export interface SeedWord {
  word: string;
  pos: string;
  definition: string;
  examples: string[];
  ipa: string;
  cn: string;
  tw: string;
  audio?: string;
}
export interface SeedWordList {
  /** Stable key (word_lists.seed_key): a second seed updates the list instead of adding one. */
  key: string;
  title: string;
  /** The title in 简体中文 and 繁體中文 (`word_lists.title_i18n`). */
  titleCn?: string;
  titleTw?: string;
  description: string;
  words: SeedWord[];
}
export interface SeedCategory {
  name: string;
  nameCn: string;
  nameTw: string;
  exam: ExamKind | null;
  sort: number;
  lists: SeedWordList[];
}

/**
 * The seed's word lists, written on the caller's transaction (bound to the tenant: main's become the
 * shared catalogue, `shared` true). Idempotent: categories are found by name, lists by seed key, words by
 * text; a re-seed updates them and places words that are new. Returns the lists' ids by key.
 */
export const seedWordLists = async (
  tx: TenantTx,
  options: { tenantId: string; shared: boolean; categories: SeedCategory[] },
): Promise<Record<string, string>> => {
  const ids: Record<string, string> = {};
  for (const c of options.categories) {
    const nameI18n = { cn: c.nameCn, tw: c.nameTw };
    const found = await selectOwnCategoryByName(tx, options.tenantId, c.name);
    const category = found
      ? await updateCategoryRow(tx, found.id, { nameI18n, exam: c.exam, sort: c.sort, isPublic: options.shared })
      : await insertCategory(tx, { name: c.name, nameI18n, exam: c.exam, sort: c.sort, isPublic: options.shared });
    for (const l of c.lists) {
      const existing = await selectListBySeedKey(tx, options.tenantId, l.key);
      const titleI18n = { ...(l.titleCn ? { cn: l.titleCn } : {}), ...(l.titleTw ? { tw: l.titleTw } : {}) };
      const list = existing
        ? await updateListRow(tx, existing.id, {
            title: l.title,
            titleI18n,
            description: l.description,
            categoryId: category.id,
          })
        : await insertList(tx, {
            categoryId: category.id,
            title: l.title,
            titleI18n,
            description: l.description,
            isPublic: options.shared,
            seedKey: l.key,
          });
      const rows = await upsertWords(
        tx,
        options.tenantId,
        l.words.map((w) => ({
          word: w.word,
          senses: [{ pos: w.pos, definition: w.definition, examples: w.examples }],
          pronunciation: w.ipa,
          audioUrl: w.audio ?? null,
          translations: { cn: w.cn, tw: w.tw },
          isPublic: options.shared,
        })),
      );
      await placeWords(
        tx,
        rows.map((r, i) => ({ listId: list.id, wordId: r.id, position: i, isPublic: options.shared })),
      );
      ids[l.key] = list.id;
    }
  }
  return ids;
};
