import type { PassageInput, PassageView } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import {
  unsafeAcrossTenants,
  unsafeLeaveCrossTenantScope,
  withTenant,
  withTenantSavepoint,
  type TenantTx,
} from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { passageTextHash, sanitizeRichText } from '../../lib/rich-text.ts';
import {
  countPassageQuestions,
  deletePassageRow,
  unsafeCountPassageUses,
  insertPassageRow,
  selectPassageByHash,
  selectPassageById,
  selectPassagePage,
  updatePassageRow,
  type PassageRow,
} from './passages.repository.ts';
import { canEditRow, questionActorOf, type QuestionActor } from './questions.policy.ts';
import { presentPassage } from './questions.presenter.ts';
import type { Who } from './questions.service.ts';

/** Passages: written once, used by many questions; the same text twice is `sat_passage_exists`. */
export const PASSAGE_PAGE_SIZE = 20;

const run = <T>(deps: Deps, who: Who, fn: (tx: TenantTx, actor: QuestionActor) => Promise<T>) =>
  withTenant(deps.db, who.tenant.id, (tx) => fn(tx, questionActorOf(who.tenant, who.actor)));

const editablePassage = async (tx: TenantTx, actor: QuestionActor, id: string): Promise<PassageRow> => {
  const row = await selectPassageById(tx, id);
  if (!row) throw new AppError('not_found');
  if (!canEditRow(actor, row)) throw new AppError('forbidden');
  return row;
};

const valuesOf = (input: PassageInput) => {
  const body = sanitizeRichText(input.body);
  return {
    kind: input.kind,
    title: input.title,
    body,
    audioUrl: input.audioUrl,
    transcript: input.transcript === null ? null : sanitizeRichText(input.transcript),
    textHash: passageTextHash(body),
  };
};

const assertTextNew = async (tx: TenantTx, actor: QuestionActor, hash: string, exceptId?: string) => {
  const existing = await selectPassageByHash(tx, actor.tenantId, hash, exceptId);
  if (existing) throw new AppError('sat_passage_exists', { details: { passageId: existing.id } });
};

export const findPassages = (
  deps: Deps,
  who: Who & { query: { page: number; search?: string | undefined } },
): Promise<{ data: PassageView[]; current_page: number; per_page: number; total: number }> =>
  run(deps, who, async (tx, actor) => {
    const { rows, total } = await selectPassagePage(tx, who.query.search, who.query.page, PASSAGE_PAGE_SIZE);
    return {
      data: rows.map((r) => presentPassage(r.passage, r.questionCount, canEditRow(actor, r.passage))),
      current_page: who.query.page,
      per_page: PASSAGE_PAGE_SIZE,
      total,
    };
  });

export const createPassage = (deps: Deps, who: Who & { input: PassageInput }): Promise<PassageView> =>
  run(deps, who, async (tx, actor) => {
    const values = valuesOf(who.input);
    await assertTextNew(tx, actor, values.textHash);
    return presentPassage(await insertPassageRow(tx, { ...values, isPublic: actor.writesShared }), 0, true);
  });

export const updatePassage = (deps: Deps, who: Who & { id: string; input: PassageInput }): Promise<PassageView> =>
  run(deps, who, async (tx, actor) => {
    const row = await editablePassage(tx, actor, who.id);
    const values = valuesOf(who.input);
    await assertTextNew(tx, actor, values.textHash, row.id);
    const updated = (await updatePassageRow(tx, row.id, values))!;
    return presentPassage(updated, await countPassageQuestions(tx, row.id, true), true);
  });

/**
 * A passage any question uses (retired versions included: attempts saw it), in any tenant (main's shared
 * passage serves every tenant's questions, and no foreign key says so: decision 0050), is a 409. The count
 * crosses tenants (`unsafe`: this passage's questions, a number only); the deletion is the caller's tenant's.
 */
export const deletePassage = (deps: Deps, who: Who & { id: string }): Promise<{ ok: true }> =>
  unsafeAcrossTenants(deps.db, async (cross) => {
    const uses = await unsafeCountPassageUses(cross, who.id);
    await unsafeLeaveCrossTenantScope(cross);
    return withTenantSavepoint(cross, who.tenant.id, async (tx) => {
      const row = await editablePassage(tx, questionActorOf(who.tenant, who.actor), who.id);
      if (uses > 0) throw new AppError('conflict');
      await deletePassageRow(tx, row.id);
      return { ok: true as const };
    });
  });
