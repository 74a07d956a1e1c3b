import { randomUUID } from 'node:crypto';
import {
  MNEMONIC_FILE_MAX_BYTES,
  type AiMnemonicRequest,
  type AiMnemonicResponse,
  type Lang,
  type MnemonicFileView,
  type MnemonicInput,
  type MnemonicLikeState,
  type MnemonicMediaKind,
  type MnemonicPatch,
  type MnemonicView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeUpTo } from '../../lib/limiters.ts';
import { AiProviderError, type AiProvider } from '../ai/ai-provider.ts';
import { providerFor } from '../ai/ai.service.ts';
import {
  deleteMnemonicRow,
  insertMnemonic,
  insertMnemonicUpload,
  selectMnemonicForUpdate,
  selectMnemonicView,
  selectOwnMnemonicUpload,
  toggleLikeRow,
  updateMnemonicRow,
  type MnemonicRow,
} from './mnemonics.repository.ts';
import { offlineMnemonic, type MnemonicSource } from './offline-mnemonic.ts';
import { canSeeMnemonic, mediaKindOf, ownsMnemonic, techniqueProblems, type VocabActor } from './vocabulary.policy.ts';
import { presentMnemonic } from './vocabulary.presenter.ts';
import { runVocab, visibleWord, type Who } from './vocabulary.service.ts';

/**
 * Issue 18: mnemonics (the flashcard technique of spec §3) and their likes, uploads and the AI's
 * mnemonic. A mnemonic lives in the writer's tenant; others see it when public or anonymous (anonymous
 * without the name); only its author edits or deletes it, anyone else gets a 404.
 */

/** By content, never by name (spec §5): jpg, png, gif, HEIC images; mp4, avi, wmv (ASF), mov videos. */
export const MNEMONIC_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/heic',
  'image/heic-sequence',
  'image/heif',
  'video/mp4',
  'video/vnd.avi',
  'video/x-ms-asf',
  'application/vnd.ms-asf',
  'video/quicktime',
] as const;

const UPLOADS = '/uploads/';

/** The media of a `media_url`: one of the caller's own mnemonic uploads, else 422 on `media_url`. */
const mediaOf = async (
  tx: TenantTx,
  actor: VocabActor,
  url: string | null | undefined,
): Promise<{ url: string; kind: MnemonicMediaKind } | null> => {
  if (!url) return null;
  const upload = url.startsWith(UPLOADS)
    ? await selectOwnMnemonicUpload(tx, actor.userId, url.slice(UPLOADS.length))
    : undefined;
  const kind = upload ? mediaKindOf(upload.mime) : null;
  if (!kind) throw new AppError('validation_failed', { fields: [{ path: 'media_url', key: 'invalid_value' }] });
  return { url, kind };
};

const checkTechnique = (m: Parameters<typeof techniqueProblems>[0]) => {
  const problems = techniqueProblems(m);
  if (problems.length) throw new AppError('validation_failed', { fields: problems });
};

const viewOf = async (tx: TenantTx, actor: VocabActor, id: string): Promise<MnemonicView> =>
  presentMnemonic(actor, (await selectMnemonicView(tx, id, actor.userId))!);

/** A mnemonic written on the caller's transaction for a word they see (the form's and the AI's). */
const writeMnemonic = async (
  tx: TenantTx,
  actor: VocabActor,
  wordId: string,
  input: MnemonicInput,
  aiModel: string | null = null,
): Promise<MnemonicRow> => {
  const word = await visibleWord(tx, wordId);
  const media = await mediaOf(tx, actor, input.media_url);
  checkTechnique({ technique: input.technique, body: input.body, mediaKind: media?.kind ?? null });
  return insertMnemonic(tx, {
    wordId: word.id,
    userId: actor.userId,
    technique: input.technique,
    body: input.body,
    mediaUrl: media?.url ?? null,
    mediaKind: media?.kind ?? null,
    visibility: input.visibility,
    aiModel,
  });
};

/** `POST /api/words/:id/word-mnemonics` (and `POST /api/mnemonic` with `word_id`). */
export const createMnemonic = (
  deps: Pick<Deps, 'db'>,
  who: Who & { wordId: string; input: MnemonicInput },
): Promise<MnemonicView> =>
  runVocab(deps, who, async (tx, actor) =>
    viewOf(tx, actor, (await writeMnemonic(tx, actor, who.wordId, who.input)).id),
  );

/** The caller's own mnemonic, locked; anyone else's (or none) is 404. */
const ownMnemonic = async (tx: TenantTx, actor: VocabActor, id: string): Promise<MnemonicRow> => {
  const row = await selectMnemonicForUpdate(tx, id);
  if (!row || !ownsMnemonic(actor, row)) throw new AppError('not_found');
  return row;
};

/** `PATCH /api/word-mnemonics/:id`: the author's own only. */
export const updateMnemonic = (
  deps: Pick<Deps, 'db'>,
  who: Who & { id: string; patch: MnemonicPatch },
): Promise<MnemonicView> =>
  runVocab(deps, who, async (tx, actor) => {
    const row = await ownMnemonic(tx, actor, who.id);
    const { technique, body, media_url: mediaUrl, visibility } = who.patch;
    const media =
      mediaUrl === undefined
        ? row.mediaUrl && (row.mediaKind === 'image' || row.mediaKind === 'video')
          ? { url: row.mediaUrl, kind: row.mediaKind }
          : null
        : await mediaOf(tx, actor, mediaUrl);
    const next = { technique: technique ?? row.technique, body: body ?? row.body, mediaKind: media?.kind ?? null };
    checkTechnique(next);
    await updateMnemonicRow(tx, row.id, {
      technique: next.technique,
      body: next.body,
      mediaUrl: media?.url ?? null,
      mediaKind: media?.kind ?? null,
      ...(visibility ? { visibility } : {}),
    });
    return viewOf(tx, actor, row.id);
  });

/** `DELETE /api/word-mnemonics/:id`: the author's own only (its likes go with it). */
export const deleteMnemonic = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<{ ok: true }> =>
  runVocab(deps, who, async (tx, actor) => {
    await deleteMnemonicRow(tx, (await ownMnemonic(tx, actor, who.id)).id);
    return { ok: true as const };
  });

/** A mnemonic the caller sees, locked for the like; a private one of someone else is 404. */
const visibleMnemonic = async (tx: TenantTx, actor: VocabActor, id: string): Promise<MnemonicRow> => {
  const row = await selectMnemonicForUpdate(tx, id);
  if (!row || !canSeeMnemonic(actor, row)) throw new AppError('not_found');
  return row;
};

/**
 * `POST /api/word-mnemonics/:id/like` and `POST /api/vocab-back/:id/toggle-like`: one like per person,
 * a toggle; `like_count` moves in the same transaction, under the mnemonic's row lock.
 */
export const toggleMnemonicLike = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<MnemonicLikeState> =>
  runVocab(deps, who, async (tx, actor) => {
    const row = await visibleMnemonic(tx, actor, who.id);
    const { liked, likeCount } = await toggleLikeRow(tx, row.id, actor.userId);
    return { id: row.id, liked_by_me: liked, like_count: likeCount };
  });

/** `GET /api/vocab-back/:id/is-liked-by-me`. */
export const getMnemonicLike = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<MnemonicLikeState> =>
  runVocab(deps, who, async (tx, actor) => {
    const row = await selectMnemonicView(tx, who.id, actor.userId);
    if (!row || !canSeeMnemonic(actor, row.mnemonic)) throw new AppError('not_found');
    return { id: row.mnemonic.id, liked_by_me: row.likedByMe, like_count: row.mnemonic.likeCount };
  });

/**
 * `POST /api/mnemonics/file`: an image or a video for a mnemonic, 5 MB at most (413 `file_too_large`),
 * its type read from the content (415 `unsupported_file_type`: a renamed EXE stores nothing). Recorded as
 * the caller's upload, so only they can attach it; the file is removed again if the record fails.
 */
export const uploadMnemonicFile = async (
  deps: Pick<Deps, 'db' | 'storage'>,
  who: Omit<Who, 'lang'> & { data: Buffer },
): Promise<MnemonicFileView> => {
  const id = randomUUID();
  const stored = await deps.storage.save({
    tenantId: who.tenant.id,
    id,
    data: who.data,
    allowed: MNEMONIC_FILE_TYPES,
    maxBytes: MNEMONIC_FILE_MAX_BYTES,
  });
  try {
    await withTenant(deps.db, who.tenant.id, (tx) =>
      insertMnemonicUpload(tx, {
        id,
        ownerId: who.actor.id,
        mime: stored.mime,
        size: stored.size,
        path: stored.relativePath,
      }),
    );
  } catch (error) {
    await deps.storage.remove(stored.relativePath);
    throw error;
  }
  return {
    url: deps.storage.url(stored.relativePath),
    media_kind: mediaKindOf(stored.mime)!,
    mime: stored.mime,
    size: stored.size,
  };
};

// ---------------------------------------------------------------- the AI's mnemonic

const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  cn: 'Simplified Chinese',
  tw: 'Traditional Chinese (Taiwan)',
};
const MAX_MNEMONIC_TOKENS = 300;
const MAX_BODY = 2000;

export const mnemonicPrompt = (word: MnemonicSource, lang: Lang) => ({
  system:
    'You write one memorable mnemonic for an English vocabulary word, for a student preparing for exams such as the SAT and TOEFL. ' +
    "Use the word's parts (prefix, root, suffix) or a sound-alike picture, and tie it plainly to the meaning. " +
    `At most three sentences, no list, no preamble, no quotation marks around the whole answer. Write in ${LANGUAGE_NAMES[lang]}; keep the English word as it is written.`,
  user: [
    `Word: ${word.word}`,
    ...word.senses.slice(0, 3).map((s) => `Meaning (${s.pos || 'word'}): ${s.definition}`),
    ...(word.senses[0]?.examples[0] ? [`Example: ${word.senses[0].examples[0]}`] : []),
  ].join('\n'),
});

const askProvider = async (
  provider: AiProvider,
  word: MnemonicSource,
  lang: Lang,
  log: (fields: Record<string, unknown>, message: string) => void,
): Promise<string | null> => {
  const prompt = mnemonicPrompt(word, lang);
  try {
    const reply = (
      await provider.complete({
        system: prompt.system,
        messages: [{ role: 'user', content: prompt.user }],
        maxTokens: MAX_MNEMONIC_TOKENS,
      })
    ).trim();
    return reply ? reply.slice(0, MAX_BODY) : null;
  } catch (e) {
    if (!(e instanceof AiProviderError)) throw e;
    log(
      { failure: e.failure, status: e.status, error: e.message },
      'word mnemonic: provider failed, offline writer used',
    );
    return null;
  }
};

/**
 * `POST /api/ai/words/:id/word-mnemonic`: a mnemonic written by the tenant's AI provider (metered by the
 * AI per-minute limit, as the tutor and question drafts are) and saved as the caller's (private unless
 * asked). Without a provider, or when it fails or answers nothing, the built-in writer makes one from the
 * word's parts and definition: `source` `offline`, `offline` true and `ai_model` `offline` say so.
 * No transaction stays open while the provider writes.
 */
export const writeAiMnemonic = async (
  deps: Pick<Deps, 'db' | 'config' | 'limiters'>,
  who: Who & {
    wordId: string;
    input: AiMnemonicRequest;
    log?: (fields: Record<string, unknown>, message: string) => void;
  },
): Promise<AiMnemonicResponse> => {
  const word = await runVocab(deps, who, (tx) => visibleWord(tx, who.wordId));
  await consumeUpTo(
    deps.limiters.aiMessages,
    `mnemonic:${who.tenant.id}:${who.actor.id}`,
    who.tenant.settings.aiMessagesPerMinute,
  );
  const provider = providerFor(deps, who.tenant);
  const fromProvider = provider ? await askProvider(provider, word, who.lang, who.log ?? (() => {})) : null;
  const body = fromProvider ?? offlineMnemonic(word, who.lang).slice(0, MAX_BODY);
  const aiModel = fromProvider !== null ? provider!.model : 'offline';
  const mnemonic = await runVocab(deps, who, async (tx, actor) => {
    const row = await writeMnemonic(
      tx,
      actor,
      word.id,
      { technique: 'text', body, visibility: who.input.visibility },
      aiModel,
    );
    return viewOf(tx, actor, row.id);
  });
  const offline = fromProvider === null;
  return { mnemonic, source: offline ? 'offline' : 'provider', offline };
};
