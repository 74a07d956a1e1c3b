import {
  AiMnemonicResponse,
  FavoriteState,
  MnemonicFileView,
  MnemonicInput,
  MnemonicLikeState,
  MnemonicPatch,
  MnemonicView,
  Ok,
  VocabOverview,
  VocabUsageInput,
  WORD_PAGE_SIZE,
  WordImportResult,
  WordInput,
  WordListCategoryDetail,
  WordListCategoryInput,
  WordListCategoryList,
  WordListCategoryView,
  WordListInput,
  WordListPatch,
  WordListSummary,
  WordPage,
  WordView,
  type MnemonicVisibility,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDelete, apiGet, apiPatch, apiPost, apiUpload } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

/** Vocabulary (issue 18, spec §7 Vocabulary calls): the only place the vocabulary screens reach the API. */

const enc = encodeURIComponent;

export const vocabularyQueries = {
  all: () => [tenantScope(), 'vocabulary'] as const,
  categories: () =>
    queryOptions({
      queryKey: [...vocabularyQueries.all(), 'categories'] as const,
      queryFn: ({ signal }) => apiGet('word-list-categories', WordListCategoryList, { signal }),
    }),
  category: (id: string) =>
    queryOptions({
      queryKey: [...vocabularyQueries.all(), 'category', id] as const,
      queryFn: ({ signal }) => apiGet(`word-list-categories/${enc(id)}`, WordListCategoryDetail, { signal }),
    }),
  /** One page of a list's words (or of every word the caller sees, without a list). */
  words: (params: { listId?: string; page: number; q?: string }) =>
    queryOptions({
      queryKey: [...vocabularyQueries.all(), 'words', params] as const,
      queryFn: ({ signal }) =>
        apiGet('word-lists/words', WordPage, {
          signal,
          query: { listId: params.listId, page: params.page, per_page: WORD_PAGE_SIZE, q: params.q },
        }),
      placeholderData: (previous) => previous,
    }),
  favorites: (params: { page: number; q?: string }) =>
    queryOptions({
      queryKey: [...vocabularyQueries.all(), 'favorites', params] as const,
      queryFn: ({ signal }) =>
        apiGet('words/favorites', WordPage, {
          signal,
          query: { page: params.page, per_page: WORD_PAGE_SIZE, q: params.q },
        }),
      placeholderData: (previous) => previous,
    }),
  word: (id: string) =>
    queryOptions({
      queryKey: [...vocabularyQueries.all(), 'word', id] as const,
      queryFn: ({ signal }) => apiGet(`words/${enc(id)}`, WordView, { signal }),
    }),
  /** The student's lists with progress and totals. */
  overview: () =>
    queryOptions({
      queryKey: [...vocabularyQueries.all(), 'overview'] as const,
      queryFn: ({ signal }) => apiGet('vocab/list', VocabOverview, { signal }),
    }),
};

/** Forms that show their own errors on their fields. */
const own = { meta: { customErrorHandling: true } } as const;

export type WordInputValues = z.input<typeof WordInput>;
export type MnemonicInputValues = z.input<typeof MnemonicInput>;

export const vocabularyMutations = {
  favorite: () =>
    mutationOptions({
      mutationFn: (wordId: string) => apiPost(`words/${enc(wordId)}/favorite`, {}, FavoriteState, { background: true }),
    }),
  usage: () =>
    mutationOptions({
      mutationFn: (input: VocabUsageInput) =>
        apiPost('vocab/usage', VocabUsageInput.parse(input), Ok, { background: true }),
    }),
  like: () =>
    mutationOptions({
      mutationFn: (mnemonicId: string) =>
        apiPost(`word-mnemonics/${enc(mnemonicId)}/like`, {}, MnemonicLikeState, { background: true }),
    }),
  createMnemonic: (wordId: string) =>
    mutationOptions({
      ...own,
      mutationFn: (input: MnemonicInputValues) =>
        apiPost(`words/${enc(wordId)}/word-mnemonics`, MnemonicInput.parse(input), MnemonicView),
    }),
  updateMnemonic: () =>
    mutationOptions({
      ...own,
      mutationFn: ({ id, patch }: { id: string; patch: z.input<typeof MnemonicPatch> }) =>
        apiPatch(`word-mnemonics/${enc(id)}`, MnemonicPatch.parse(patch), MnemonicView),
    }),
  deleteMnemonic: () => mutationOptions({ mutationFn: (id: string) => apiDelete(`word-mnemonics/${enc(id)}`, Ok) }),
  aiMnemonic: (wordId: string) =>
    mutationOptions({
      mutationFn: (visibility: MnemonicVisibility) =>
        apiPost(`ai/words/${enc(wordId)}/word-mnemonic`, { visibility }, AiMnemonicResponse),
    }),
  uploadMedia: () =>
    mutationOptions({
      ...own,
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return apiUpload('mnemonics/file', form, MnemonicFileView);
      },
    }),
  // Educators: categories, lists, words, CSV import.
  createCategory: () =>
    mutationOptions({
      ...own,
      mutationFn: (input: z.input<typeof WordListCategoryInput>) =>
        apiPost('word-list-categories', WordListCategoryInput.parse(input), WordListCategoryView),
    }),
  createList: () =>
    mutationOptions({
      ...own,
      mutationFn: (input: z.input<typeof WordListInput>) =>
        apiPost('word-lists', WordListInput.parse(input), WordListSummary),
    }),
  updateList: (id: string) =>
    mutationOptions({
      ...own,
      mutationFn: (patch: z.input<typeof WordListPatch>) =>
        apiPatch(`word-lists/${enc(id)}`, WordListPatch.parse(patch), WordListSummary),
    }),
  deleteList: () => mutationOptions({ mutationFn: (id: string) => apiDelete(`word-lists/${enc(id)}`, Ok) }),
  addWord: (listId: string) =>
    mutationOptions({
      ...own,
      mutationFn: (input: WordInputValues) =>
        apiPost(`word-lists/${enc(listId)}/words`, WordInput.parse(input), WordView),
    }),
  updateWord: (wordId: string) =>
    mutationOptions({
      ...own,
      mutationFn: (input: WordInputValues) => apiPatch(`words/${enc(wordId)}`, WordInput.parse(input), WordView),
    }),
  removeWord: (listId: string) =>
    mutationOptions({
      mutationFn: (wordId: string) => apiDelete(`word-lists/${enc(listId)}/words/${enc(wordId)}`, Ok),
    }),
  importCsv: (listId: string) =>
    mutationOptions({
      ...own,
      mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
        const form = new FormData();
        form.append('dry_run', String(dryRun));
        form.append('file', file);
        return apiUpload(`word-lists/${enc(listId)}/import`, form, WordImportResult);
      },
    }),
};

/** After a change: every vocabulary screen reads again. */
export const refreshVocabulary = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: vocabularyQueries.all() });
