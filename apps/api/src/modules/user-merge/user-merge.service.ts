import { randomBytes } from 'node:crypto';
import type {
  MergeCandidates,
  MergeLine,
  MergePerson,
  UserMergePage,
  UserMergePlan,
  UserMergeResult,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { applyMove, getBalance } from '../ledger/ledger.service.ts';
import { canManageUser, type Actor } from '../profile/profile.policy.ts';
import { factsOf } from '../profile/profile.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { findRolesOfUsers, updateUserFields } from '../users/user-rows.service.ts';
import { getUserWithRoles, logActivity } from '../users/users.service.ts';
import type { UserWithRoles } from '../users/user-rows.service.ts';
import { MERGE_MAP, splitKind } from './merge-map.ts';
import {
  insertUserMerge,
  lockMergeUser,
  mergeColumn,
  selectMergeCandidates,
  selectMergeOfSource,
  selectMergePage,
  selectUserForeignKeys,
} from './user-merge.repository.ts';

/**
 * Merging a duplicate account into another (issue 20, decision 0043). One transaction: both accounts
 * locked, every column of MERGE_MAP applied, the duplicate's T-Coins moved by two ledger transactions, the
 * duplicate closed (its e-mail and username freed into a tombstone, a random password, every session
 * ended; the row is kept), a `user_merges` row and an activity-log line. The dry run is the same work in a
 * transaction that is rolled back, so what it lists is what the merge does.
 */

interface Ctx {
  actor: Actor;
  tenant: TenantContext;
}

const MERGE_PAGE_SIZE = 20;

/** The address a closed duplicate keeps (unique per user; `.invalid` never receives mail, RFC 2606). */
export const tombstoneEmailOf = (userId: string) => `merged+${userId}@merged.invalid`;

class DryRun extends Error {
  constructor(readonly plan: UserMergePlan) {
    super('dry run');
  }
}

const personOf = (u: UserWithRoles): MergePerson => ({
  id: u.id,
  name: [u.firstName, u.lastName].filter(Boolean).join(' ') || null,
  email: u.email,
  username: u.username,
  roles: u.roles,
});

/** Refuses a map that misses a foreign key of the catalogue: nothing of a person is left behind by a merge. */
const checkMapCoversCatalogue = async (tx: TenantTx) => {
  const missing = (await selectUserForeignKeys(tx)).filter((kind) => !(kind in MERGE_MAP));
  if (missing.length) throw new Error(`user merge: no rule for ${missing.join(', ')} (merge-map.ts)`);
};

const mergeIn = async (tx: TenantTx, ctx: Ctx, sourceId: string, targetId: string) => {
  if (sourceId === targetId) throw new AppError('merge_same_user', { details: { field: 'target_id' } });
  for (const id of [sourceId, targetId].sort()) await lockMergeUser(tx, id);
  const [source, target] = [await getUserWithRoles(tx, sourceId), await getUserWithRoles(tx, targetId)];
  for (const user of [source, target])
    if (!canManageUser(ctx.actor, factsOf(ctx, ctx.tenant, user))) throw new AppError('not_found');
  if (sourceId === ctx.actor.id) throw new AppError('forbidden');
  if ((await selectMergeOfSource(tx, sourceId)) || (await selectMergeOfSource(tx, targetId)))
    throw new AppError('user_already_merged');
  await checkMapCoversCatalogue(tx);

  const lines: MergeLine[] = [];
  for (const [kind, rule] of Object.entries(MERGE_MAP)) {
    const [table, column] = splitKind(kind);
    const counts = await mergeColumn(tx, table, column, rule, sourceId, targetId);
    if (counts.rows > 0) lines.push({ kind, group: rule.group, ...counts });
  }

  // The duplicate's coins: out of its account and into the target's, two balanced ledger transactions.
  const coins = await getBalance(tx, sourceId);
  const reference = { kind: 'user_merge', source_id: sourceId, target_id: targetId };
  if (coins > 0) {
    const note = `Merged into ${target.email}`;
    await applyMove(tx, {
      userId: sourceId,
      type: 'admin_deduction',
      amount: -coins,
      notes: note,
      reference,
      actorId: ctx.actor.id,
    });
    await applyMove(tx, {
      userId: targetId,
      type: 'admin_deposit',
      amount: coins,
      notes: `Merged from ${source.email}`,
      reference,
      actorId: ctx.actor.id,
    });
  }
  // Pro: the later of the two expiries.
  if (source.proExpiredAt && (!target.proExpiredAt || source.proExpiredAt > target.proExpiredAt))
    await updateUserFields(tx, targetId, { proExpiredAt: source.proExpiredAt });

  return { source, target, coins, lines };
};

/** `POST /api/admin/user-merges/dry-run`: what a merge would move, nothing written. */
export const planUserMerge = async (
  deps: Deps,
  ctx: Ctx & { sourceId: string; targetId: string },
): Promise<UserMergePlan> => {
  try {
    await withTenant(deps.db, ctx.tenant.id, async (tx) => {
      const done = await mergeIn(tx, ctx, ctx.sourceId, ctx.targetId);
      throw new DryRun({
        source: personOf(done.source),
        target: personOf(done.target),
        coins: done.coins,
        lines: done.lines,
      });
    });
  } catch (error) {
    if (error instanceof DryRun) return error.plan;
    throw error;
  }
  throw new Error('unreachable');
};

/** `POST /api/admin/user-merges`: merges the duplicate into the target and closes the duplicate. */
export const mergeUsers = async (
  deps: Deps,
  ctx: Ctx & { sourceId: string; targetId: string },
): Promise<UserMergeResult> => {
  const lockedPassword = await hashPassword(randomBytes(32).toString('base64url'));
  return withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { source, target, coins, lines } = await mergeIn(tx, ctx, ctx.sourceId, ctx.targetId);
    // Closed: nobody can sign in as the duplicate (its address and username no longer name it, its
    // password is unknown, its sessions and links were deleted above); the row stays for history.
    await updateUserFields(tx, source.id, {
      email: tombstoneEmailOf(source.id),
      username: null,
      passwordHash: lockedPassword,
    });
    const moved = Object.fromEntries(lines.map((l) => [l.kind, l.moved]));
    const row = await insertUserMerge(tx, {
      sourceId: source.id,
      targetId: target.id,
      actorId: ctx.actor.id,
      sourceEmail: source.email,
      sourceUsername: source.username,
      coinsMoved: coins,
      moved,
    });
    const total = lines.reduce((n, l) => n + l.moved, 0);
    await logActivity(
      tx,
      ctx.actor.id,
      'user.merge',
      `${source.email} (${source.id}) → ${target.email} (${target.id}): ${total} rows, ${coins} T-Coins`,
    );
    return {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      source: personOf(source),
      target: personOf(target),
      coins,
      lines,
    };
  });
};

/** `GET /api/admin/user-merges`: the tenant's merges, newest first. */
export const findUserMerges = (deps: Deps, ctx: Ctx & { page: number }): Promise<UserMergePage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { rows, total } = await selectMergePage(tx, {
      offset: (ctx.page - 1) * MERGE_PAGE_SIZE,
      limit: MERGE_PAGE_SIZE,
    });
    const data = [];
    for (const { merge, actorName } of rows) {
      const target = await getUserWithRoles(tx, merge.targetId).catch(() => null);
      data.push({
        id: merge.id,
        source_id: merge.sourceId,
        source_email: merge.sourceEmail,
        target: target ? personOf(target) : null,
        actor: actorName,
        coins_moved: merge.coinsMoved,
        moved_rows: Object.values(merge.moved).reduce((n, v) => n + v, 0),
        created_at: merge.createdAt.toISOString(),
      });
    }
    return { data, current_page: ctx.page, per_page: MERGE_PAGE_SIZE, total };
  });

/** `GET /api/admin/user-merges/candidates?q=`: accounts to pick as the duplicate or the target. */
export const findMergeCandidates = (deps: Deps, ctx: Ctx & { q?: string | undefined }): Promise<MergeCandidates> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const rows = await selectMergeCandidates(tx, ctx.q || undefined);
    const roles = await findRolesOfUsers(
      tx,
      rows.map((r) => r.id),
    );
    return { data: rows.map((r) => personOf({ ...r, roles: roles.get(r.id) ?? [] })) };
  });
