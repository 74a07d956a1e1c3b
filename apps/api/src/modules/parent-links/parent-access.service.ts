import type { TenantTx } from '../../db/with-tenant.ts';
import {
  countLinksOfParent,
  insertAcceptedLink,
  selectIsLinkedParent,
  selectLinkedChildren,
  selectLinkedParents,
} from './parent-links.repository.ts';

/**
 * What other modules ask about parent links, in their own transaction (decision 0018). Only an accepted link
 * counts: a pending request gives no access to anything. This file imports only the repository, so every
 * module (users, profile, results, class tests, dashboard) can use it without an import cycle.
 */

/** Whether `parentId` is the accepted parent of `studentId`. */
export const isLinkedParentOf = (tx: TenantTx, parentId: string, studentId: string): Promise<boolean> =>
  selectIsLinkedParent(tx, parentId, studentId);

/** The students a parent may follow (accepted links). */
export const findLinkedChildren = (tx: TenantTx, parentId: string) => selectLinkedChildren(tx, parentId);

/** The parent(s) a student accepted. */
export const findLinkedParents = (tx: TenantTx, studentId: string) => selectLinkedParents(tx, studentId);

/** A parent has done their part of registration once they asked for at least one child (pending or accepted). */
export const hasAskedForChildren = async (tx: TenantTx, parentId: string): Promise<boolean> =>
  (await countLinksOfParent(tx, parentId)) > 0;

/**
 * An accepted link made without the consent step, as links made before consent existed are: only the demo
 * seed makes one (its parent follows its student from the start). A link that exists is left as it is.
 */
export const createAcceptedLink = async (tx: TenantTx, parentId: string, studentId: string): Promise<void> => {
  await insertAcceptedLink(tx, parentId, studentId);
};
