import type { LabelPatch, LabelView } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import {
  unsafeAcrossTenants,
  unsafeLeaveCrossTenantScope,
  withTenant,
  withTenantSavepoint,
  type TenantTx,
} from '../../db/with-tenant.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import {
  countLabelQuestions,
  deleteLabelRow,
  insertLabel,
  moveLabelLinks,
  renameLabel,
  selectLabelById,
  selectLabelsWithCounts,
  selectOwnLabelByName,
  unsafeDeleteLabelLinks,
  type LabelRow,
} from './labels.repository.ts';
import { canEditRow, questionActorOf, type QuestionActor } from './questions.policy.ts';
import { presentLabel } from './questions.presenter.ts';
import type { Who } from './questions.service.ts';

/** Labels (skills): the tenant's own and the shared catalogue's; names unique per tenant, case-insensitively. */
const run = <T>(deps: Deps, who: Who, fn: (tx: TenantTx, actor: QuestionActor) => Promise<T>) =>
  withTenant(deps.db, who.tenant.id, (tx) => fn(tx, questionActorOf(who.tenant, who.actor)));

/**
 * A label's removal (deletion, or a merge that moves the caller's own links: `keepOwnLinks`) in the caller's
 * tenant, once the links no foreign key reaches are gone: main's shared label may be on any tenant's questions
 * (decision 0050). One transaction: a refusal in the caller's tenant rolls it all back (`unsafe`: this label's only).
 */
const unsafeRunRemoval = <T>(
  deps: Deps,
  who: Who,
  labelId: string,
  keepOwnLinks: boolean,
  fn: (tx: TenantTx, actor: QuestionActor) => Promise<T>,
) =>
  unsafeAcrossTenants(deps.db, async (cross) => {
    await unsafeDeleteLabelLinks(cross, labelId, keepOwnLinks ? who.tenant.id : null);
    await unsafeLeaveCrossTenantScope(cross);
    return withTenantSavepoint(cross, who.tenant.id, (tx) => fn(tx, questionActorOf(who.tenant, who.actor)));
  });

const editableLabel = async (tx: TenantTx, actor: QuestionActor, id: string): Promise<LabelRow> => {
  const row = await selectLabelById(tx, id);
  if (!row) throw new AppError('not_found');
  if (!canEditRow(actor, row)) throw new AppError('forbidden');
  return row;
};

const assertNameFree = async (tx: TenantTx, actor: QuestionActor, name: string, exceptId?: string) => {
  if (await selectOwnLabelByName(tx, actor.tenantId, name, exceptId)) throw fieldError('label_exists', 'name');
};

export const findLabels = (deps: Deps, who: Who): Promise<{ data: LabelView[] }> =>
  run(deps, who, async (tx) => ({
    data: (await selectLabelsWithCounts(tx)).map((l) => presentLabel(l, l.questionCount)),
  }));

export const createLabel = (deps: Deps, who: Who & { name: string }): Promise<LabelView> =>
  run(deps, who, async (tx, actor) => {
    await assertNameFree(tx, actor, who.name);
    return presentLabel(await insertLabel(tx, { name: who.name, isPublic: actor.writesShared }), 0);
  });

/** Renames a label, or merges it into another visible label (its questions move there; it goes). */
export const updateLabel = (deps: Deps, who: Who & { id: string; patch: LabelPatch }): Promise<LabelView> => {
  const patch = who.patch;
  if ('name' in patch)
    return run(deps, who, async (tx, actor) => {
      const label = await editableLabel(tx, actor, who.id);
      await assertNameFree(tx, actor, patch.name, label.id);
      const renamed = (await renameLabel(tx, label.id, patch.name))!;
      return presentLabel(renamed, await countLabelQuestions(tx, label.id));
    });
  return unsafeRunRemoval(deps, who, who.id, true, async (tx, actor) => {
    const label = await editableLabel(tx, actor, who.id);
    const target = await selectLabelById(tx, patch.mergeInto);
    if (!target) throw new AppError('not_found');
    if (target.id === label.id) throw new AppError('conflict');
    await moveLabelLinks(tx, label.id, target.id);
    await deleteLabelRow(tx, label.id);
    return presentLabel(target, await countLabelQuestions(tx, target.id));
  });
};

/** Deletes a label; its questions stay, without it. */
export const deleteLabel = (deps: Deps, who: Who & { id: string }): Promise<{ ok: true }> =>
  unsafeRunRemoval(deps, who, who.id, false, async (tx, actor) => {
    await deleteLabelRow(tx, (await editableLabel(tx, actor, who.id)).id);
    return { ok: true as const };
  });
