import { randomInt } from 'node:crypto';
import {
  sectionFitsKind,
  type DraftFlag,
  type GenerateRequest,
  type GenerateResponse,
  type QuestionInput,
  type QuestionView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeUpTo } from '../../lib/limiters.ts';
import { providerFor } from '../ai/ai.service.ts';
import { AiProviderError } from '../ai/ai-provider.ts';
import type { Caller } from '../auth/caller.ts';
import {
  getPassageText,
  getQuestionView,
  listStemsForDuplicateCheck,
  saveQuestionBatch,
  setQuestionStatus,
} from '../questions/question-bank.service.ts';
import { questionActorOf, type QuestionActor } from '../questions/questions.policy.ts';
import { buildDraftSystemPrompt, buildDraftUserMessage, readDraftReply } from './draft-prompt.ts';
import { checkKey, keyFlags } from './key-check.ts';
import { loadSafeMath } from './safe-math.ts';
import { DUPLICATE_CANDIDATES, nearDuplicateFlags } from './near-duplicates.ts';
import { generateOffline, offlineSkillNames, offlineSupport } from './offline/offline-generator.ts';

/**
 * Issue 13, AI drafts (decision 0026): generation through the tenant's (or the server's) OpenAI-compatible
 * provider, or offline by the built-in math generator; every draft is saved with status `draft` and its
 * flags (key check, near duplicates); a person approves it.
 */

export type DraftWho = Caller;

type DraftDeps = Pick<Deps, 'db' | 'config' | 'limiters'>;

/** A generated item before it is saved: its input and the skill label to file it under. */
interface Generated {
  input: QuestionInput;
  skill: string | null;
}

/** The largest answer asked of the model (ten items with explanations fit). */
const MAX_REPLY_TOKENS = 6000;

const providerSource = (model: string) => `generated:${model}`.slice(0, 200);

/** Asks the provider and reads its reply; a failure of any kind is a 502 `ai_provider_error` with the reason. */
const generateWithProvider = async (
  provider: NonNullable<ReturnType<typeof providerFor>>,
  request: GenerateRequest,
  passage: string | null,
  log: (fields: Record<string, unknown>, message: string) => void,
): Promise<Generated[]> => {
  let reply: string;
  try {
    reply = await provider.complete({
      system: buildDraftSystemPrompt(request),
      messages: [
        {
          role: 'user',
          content: buildDraftUserMessage(request, { passage, sourceText: request.sourceText ?? null }),
        },
      ],
      maxTokens: MAX_REPLY_TOKENS,
    });
  } catch (e) {
    if (!(e instanceof AiProviderError)) throw e;
    log({ failure: e.failure, status: e.status, error: e.message }, 'question drafts: provider failed');
    throw new AppError('ai_provider_error', { details: { reason: e.failure } });
  }
  const reading = readDraftReply(reply, {
    kind: request.kind,
    section: request.section,
    difficulty: request.difficulty,
    passageId: request.passageId ?? null,
    source: providerSource(provider.model),
    count: request.count,
  });
  if (!reading.ok) {
    log({ reason: reading.reason }, 'question drafts: unusable provider reply');
    throw new AppError('ai_provider_error', { details: { reason: reading.reason } });
  }
  if (reading.dropped.length) log({ dropped: reading.dropped }, 'question drafts: invalid items dropped');
  if (reading.items.length === 0)
    throw new AppError('ai_provider_error', { details: { reason: 'no_valid_items', dropped: reading.dropped.length } });
  return reading.items.map((input) => ({ input, skill: request.skill ?? null }));
};

/** The offline generator's items, or 422 `offline_generation_unsupported` naming the skills it knows. */
const generateOfflineItems = (request: GenerateRequest): Generated[] => {
  const support = offlineSupport(request);
  if (!support.ok) {
    const skills = offlineSkillNames();
    throw new AppError('offline_generation_unsupported', {
      vars: { skills: skills.join('; ') },
      details: { reason: support.reason, skills },
    });
  }
  const seed = request.seed ?? randomInt(0, 2_147_483_647);
  return generateOffline({ ...request, seed }, support.templates).map((item) => ({
    input: item.input,
    skill: item.skill,
  }));
};

/**
 * Saves generated items as drafts in one transaction: key flags from the key check, then near-duplicate
 * flags against the bank's stems (read before the drafts are written) and the batch's earlier drafts.
 */
const saveDrafts = async (tx: TenantTx, actor: QuestionActor, items: Generated[]): Promise<QuestionView[]> => {
  const first = items[0]!.input;
  const bank = await listStemsForDuplicateCheck(tx, {
    kind: first.kind,
    section: first.section,
    limit: DUPLICATE_CANDIDATES,
  });
  const keyed = items.map((item) => ({ ...item, flags: keyFlags(checkKey(item.input)) }));
  const { ids } = await saveQuestionBatch(
    tx,
    { actorId: actor.userId, shared: actor.writesShared },
    keyed.map((item) => ({
      input: item.input,
      labelNames: item.skill ? [item.skill] : [],
      passage: null,
      status: 'draft',
      flags: item.flags,
    })),
  );
  const duplicates = nearDuplicateFlags(
    ids.map((id, i) => ({ id, stem: keyed[i]!.input.stem })),
    bank,
  );
  const views: QuestionView[] = [];
  for (const [i, id] of ids.entries()) {
    const extra = duplicates[i]!;
    if (extra.length) await setQuestionStatus(tx, id, 'draft', [...keyed[i]!.flags, ...extra]);
    views.push(await getQuestionView(tx, actor, id));
  }
  return views;
};

/**
 * `POST /api/questions/generate`: the per-minute limit (the tutor's, per user), then the provider or the
 * offline generator, then the drafts saved. A provider failure is 502 `ai_provider_error`; offline, a
 * request the generator cannot write (not math, an unknown skill) is 422 `offline_generation_unsupported`.
 */
export const generateDrafts = async (
  deps: DraftDeps,
  who: DraftWho & { request: GenerateRequest; log?: (fields: Record<string, unknown>, message: string) => void },
): Promise<GenerateResponse> => {
  const { request } = who;
  if (!sectionFitsKind(request.kind, request.section))
    throw new AppError('validation_failed', {
      fieldMessages: [{ path: 'section', key: 'question_rules.section_kind' }],
    });
  await consumeUpTo(
    deps.limiters.aiMessages,
    `drafts:${who.tenant.id}:${who.actor.id}`,
    who.tenant.settings.aiMessagesPerMinute,
  );
  await loadSafeMath();
  const provider = providerFor(deps, who.tenant);
  const actor = questionActorOf(who.tenant, who.actor);
  // The passage is read in a short transaction of its own: none stays open while the provider writes.
  const passage =
    provider && request.passageId
      ? await withTenant(deps.db, who.tenant.id, (tx) => getPassageText(tx, request.passageId!))
      : null;
  const passageText = passage ? [passage.title, passage.body, passage.transcript].filter(Boolean).join('\n\n') : null;
  const items = provider
    ? await generateWithProvider(provider, request, passageText, who.log ?? (() => {}))
    : generateOfflineItems(request);
  const drafts = await withTenant(deps.db, who.tenant.id, (tx) => saveDrafts(tx, actor, items));
  return { generator: provider ? 'provider' : 'offline', drafts };
};

/**
 * `POST /api/questions/:id/approve`: a visible draft the caller may edit (404 not visible, 403 shared and
 * read-only, 409 not a draft) becomes active once the key check passes on its CURRENT content (422
 * `draft_key_mismatch` otherwise, so an unchanged flagged draft cannot be approved). Key flags are
 * recomputed; near-duplicate flags stay as a warning.
 */
export const approveDraft = async (deps: Pick<Deps, 'db'>, who: DraftWho & { id: string }): Promise<QuestionView> => {
  await loadSafeMath();
  return withTenant(deps.db, who.tenant.id, async (tx) => {
    const actor = questionActorOf(who.tenant, who.actor);
    const view = await getQuestionView(tx, actor, who.id);
    if (!view.editable) throw new AppError('forbidden');
    if (view.status !== 'draft') throw new AppError('conflict', { details: { reason: 'not_a_draft' } });
    const check = checkKey(view);
    if (check.status === 'mismatch')
      throw new AppError('draft_key_mismatch', { details: { flag: { code: 'key_mismatch', detail: check.detail } } });
    const flags: DraftFlag[] = [...keyFlags(check), ...view.flags.filter((f) => f.code === 'near_duplicate')];
    await setQuestionStatus(tx, view.id, 'active', flags);
    return getQuestionView(tx, actor, view.id);
  });
};
