import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AiMnemonicRequest,
  AiMnemonicResponse,
  FavoritePageQuery,
  FavoriteState,
  FlashcardMnemonicInput,
  IdParams,
  MNEMONIC_FILE_MAX_BYTES,
  MnemonicFileView,
  MnemonicInput,
  MnemonicLikeState,
  MnemonicPatch,
  MnemonicView,
  Ok,
  VocabOverview,
  VocabUsageInput,
  WORD_IMPORT_MAX_BYTES,
  WordImportResult,
  WordInput,
  WordListCategoryDetail,
  WordListCategoryInput,
  WordListCategoryList,
  WordListCategoryPatch,
  WordListCategoryView,
  WordListInput,
  WordListPatch,
  WordListSummary,
  WordListWordParams,
  WordPage,
  WordPageQuery,
  WordView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { SignedInRequest } from '../../http/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { readMultipart } from '../../lib/multipart.ts';
import {
  createMnemonic,
  deleteMnemonic,
  getMnemonicLike,
  toggleMnemonicLike,
  updateMnemonic,
  uploadMnemonicFile,
  writeAiMnemonic,
} from './mnemonics.service.ts';
import {
  addWordToList,
  checkImportTarget,
  createCategory,
  createList,
  deleteCategory,
  deleteList,
  importWords,
  removeListWord,
  updateCategory,
  updateList,
  updateWord,
} from './vocabulary-admin.service.ts';
import {
  findCategories,
  findFavorites,
  findWords,
  getCategory,
  getVocabOverview,
  getWord,
  recordUsage,
  toggleFavorite,
} from './vocabulary.service.ts';
import { callerOf } from '../../http/route-helpers.ts';

/**
 * Issue 18: the vocabulary calls of spec §7 (paths kept under /api/) and the educators' list authoring
 * (decision 0037). Every signed-in user reads lists and words and keeps their own stars, study events,
 * mnemonics and likes; educators (teachers, organization admins) and super admins write categories,
 * lists and words — vocabulary.policy.ts says which rows.
 */
const user = 'user' as const;
const educators = ['teacher', 'super_admin'] as const;
const tags = ['vocabulary'];

export const vocabularyRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const who = (req: SignedInRequest) => ({ ...callerOf(req), lang: req.lang });

  // Lists and words
  app.get(
    '/api/word-list-categories',
    { config: { access: user }, schema: { tags, response: { 200: WordListCategoryList } } },
    (req) => findCategories(deps, who(req)),
  );
  app.get(
    '/api/word-list-categories/:id',
    { config: { access: user }, schema: { tags, params: IdParams, response: { 200: WordListCategoryDetail } } },
    (req) => getCategory(deps, { ...who(req), id: req.params.id }),
  );
  app.get(
    '/api/word-lists/words',
    { config: { access: user }, schema: { tags, querystring: WordPageQuery, response: { 200: WordPage } } },
    (req) => findWords(deps, { ...who(req), query: req.query }),
  );
  app.get('/api/vocab/list', { config: { access: user }, schema: { tags, response: { 200: VocabOverview } } }, (req) =>
    getVocabOverview(deps, who(req)),
  );
  app.post(
    '/api/vocab/usage',
    { config: { access: user }, schema: { tags, body: VocabUsageInput, response: { 200: Ok } } },
    (req) => recordUsage(deps, { ...who(req), input: req.body }),
  );
  app.get(
    '/api/words/favorites',
    { config: { access: user }, schema: { tags, querystring: FavoritePageQuery, response: { 200: WordPage } } },
    (req) => findFavorites(deps, { ...who(req), query: req.query }),
  );
  app.post(
    '/api/words/:id/favorite',
    { config: { access: user }, schema: { tags, params: IdParams, response: { 200: FavoriteState } } },
    (req) => toggleFavorite(deps, { ...who(req), id: req.params.id }),
  );
  app.get(
    '/api/words/:id',
    { config: { access: user }, schema: { tags, params: IdParams, response: { 200: WordView } } },
    (req) => getWord(deps, { ...who(req), id: req.params.id }),
  );

  // Mnemonics (the flashcard technique) and likes
  app.post(
    '/api/words/:id/word-mnemonics',
    {
      config: { access: user },
      schema: { tags, params: IdParams, body: MnemonicInput, response: { 200: MnemonicView } },
    },
    (req) => createMnemonic(deps, { ...who(req), wordId: req.params.id, input: req.body }),
  );
  app.post(
    '/api/mnemonic',
    { config: { access: user }, schema: { tags, body: FlashcardMnemonicInput, response: { 200: MnemonicView } } },
    (req) => {
      const { word_id: wordId, ...input } = req.body;
      return createMnemonic(deps, { ...who(req), wordId, input });
    },
  );
  app.patch(
    '/api/word-mnemonics/:id',
    {
      config: { access: user },
      schema: { tags, params: IdParams, body: MnemonicPatch, response: { 200: MnemonicView } },
    },
    (req) => updateMnemonic(deps, { ...who(req), id: req.params.id, patch: req.body }),
  );
  app.delete(
    '/api/word-mnemonics/:id',
    { config: { access: user }, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => deleteMnemonic(deps, { ...who(req), id: req.params.id }),
  );
  app.post(
    '/api/word-mnemonics/:id/like',
    { config: { access: user }, schema: { tags, params: IdParams, response: { 200: MnemonicLikeState } } },
    (req) => toggleMnemonicLike(deps, { ...who(req), id: req.params.id }),
  );
  app.get(
    '/api/vocab-back/:id/is-liked-by-me',
    { config: { access: user }, schema: { tags, params: IdParams, response: { 200: MnemonicLikeState } } },
    (req) => getMnemonicLike(deps, { ...who(req), id: req.params.id }),
  );
  app.post(
    '/api/vocab-back/:id/toggle-like',
    { config: { access: user }, schema: { tags, params: IdParams, response: { 200: MnemonicLikeState } } },
    (req) => toggleMnemonicLike(deps, { ...who(req), id: req.params.id }),
  );
  app.post(
    '/api/ai/words/:id/word-mnemonic',
    {
      config: { access: user },
      schema: { tags, params: IdParams, body: AiMnemonicRequest.optional(), response: { 200: AiMnemonicResponse } },
    },
    (req) =>
      writeAiMnemonic(deps, {
        ...who(req),
        wordId: req.params.id,
        input: req.body ?? AiMnemonicRequest.parse({}),
        log: (fields, message) => req.log.warn(fields, message),
      }),
  );
  app.post(
    '/api/mnemonics/file',
    {
      config: { access: user },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: MnemonicFileView } },
    },
    async (req) => {
      const { file } = await readMultipart(req, { maxFileBytes: MNEMONIC_FILE_MAX_BYTES, file: 'required' });
      return uploadMnemonicFile(deps, { ...callerOf(req), data: file.data });
    },
  );

  // Educators: categories, lists, words, CSV import
  app.post(
    '/api/word-list-categories',
    {
      config: { access: educators },
      schema: { tags, body: WordListCategoryInput, response: { 200: WordListCategoryView } },
    },
    (req) => createCategory(deps, { ...who(req), input: req.body }),
  );
  app.patch(
    '/api/word-list-categories/:id',
    {
      config: { access: educators },
      schema: { tags, params: IdParams, body: WordListCategoryPatch, response: { 200: WordListCategoryView } },
    },
    (req) => updateCategory(deps, { ...who(req), id: req.params.id, patch: req.body }),
  );
  app.delete(
    '/api/word-list-categories/:id',
    { config: { access: educators }, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => deleteCategory(deps, { ...who(req), id: req.params.id }),
  );
  app.post(
    '/api/word-lists',
    { config: { access: educators }, schema: { tags, body: WordListInput, response: { 200: WordListSummary } } },
    (req) => createList(deps, { ...who(req), input: req.body }),
  );
  app.patch(
    '/api/word-lists/:id',
    {
      config: { access: educators },
      schema: { tags, params: IdParams, body: WordListPatch, response: { 200: WordListSummary } },
    },
    (req) => updateList(deps, { ...who(req), id: req.params.id, patch: req.body }),
  );
  app.delete(
    '/api/word-lists/:id',
    { config: { access: educators }, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => deleteList(deps, { ...who(req), id: req.params.id }),
  );
  app.post(
    '/api/word-lists/:id/words',
    { config: { access: educators }, schema: { tags, params: IdParams, body: WordInput, response: { 200: WordView } } },
    (req) => addWordToList(deps, { ...who(req), id: req.params.id, input: req.body }),
  );
  app.delete(
    '/api/word-lists/:id/words/:wordId',
    { config: { access: educators }, schema: { tags, params: WordListWordParams, response: { 200: Ok } } },
    (req) => removeListWord(deps, { ...who(req), id: req.params.id, wordId: req.params.wordId }),
  );
  app.patch(
    '/api/words/:id',
    { config: { access: educators }, schema: { tags, params: IdParams, body: WordInput, response: { 200: WordView } } },
    (req) => updateWord(deps, { ...who(req), id: req.params.id, input: req.body }),
  );
  app.post(
    '/api/word-lists/:id/import',
    {
      config: { access: educators },
      schema: { tags, params: IdParams, consumes: ['multipart/form-data'], response: { 200: WordImportResult } },
    },
    async (req) => {
      // Another tenant's list is a 404 whatever the body is, so the list is checked before the file is read.
      await checkImportTarget(deps, { ...who(req), id: req.params.id });
      const { file, fields } = await readMultipart(req, {
        maxFileBytes: WORD_IMPORT_MAX_BYTES,
        file: 'required',
        fields: ['dry_run'],
      });
      const dryRun = (fields.dry_run ?? 'false').trim().toLowerCase();
      if (dryRun !== 'true' && dryRun !== 'false')
        throw new AppError('validation_failed', { fields: [{ path: 'dry_run', key: 'invalid_value' }] });
      return importWords(deps, { ...who(req), id: req.params.id, data: file.data, dryRun: dryRun === 'true' });
    },
  );
};
