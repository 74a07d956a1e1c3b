import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TenantTx } from '../../db/with-tenant.ts';
import { parentLinkCodes, parentLinks, users } from '../../db/schema/index.ts';

// Parent links and the students' one-time codes (decision 0018). Row-level security scopes every query to the
// transaction's tenant. Only an `accepted` link gives a parent access: every access check reads `accepted`.

export type ParentLinkRow = typeof parentLinks.$inferSelect;
export type ParentLinkStatus = ParentLinkRow['status'];

const accepted = eq(parentLinks.status, 'accepted');

/** Whether `parentId` holds an accepted link to `studentId` — the one question every parent access check asks. */
export const selectIsLinkedParent = async (tx: TenantTx, parentId: string, studentId: string) =>
  (
    await tx
      .select({ one: sql`1` })
      .from(parentLinks)
      .where(and(eq(parentLinks.parentId, parentId), eq(parentLinks.studentId, studentId), accepted))
      .limit(1)
  ).length > 0;

/** The students a parent is linked to (accepted links only). */
export const selectLinkedChildren = (tx: TenantTx, parentId: string) =>
  tx
    .select({ user: users })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.studentId))
    .where(and(eq(parentLinks.parentId, parentId), accepted))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
    .then((rows) => rows.map((r) => r.user));

/** The parents linked to a student (accepted links only; at most one). */
export const selectLinkedParents = (tx: TenantTx, studentId: string) =>
  tx
    .select({ user: users })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.parentId))
    .where(and(eq(parentLinks.studentId, studentId), accepted))
    .then((rows) => rows.map((r) => r.user));

/** How many links (pending or accepted) a parent has asked for. */
export const countLinksOfParent = async (tx: TenantTx, parentId: string) =>
  Number(
    (
      await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(parentLinks)
        .where(eq(parentLinks.parentId, parentId))
    )[0]?.n ?? 0,
  );

/** The student's accepted link, if any (whoever the parent). */
export const selectAcceptedLinkOfStudent = async (tx: TenantTx, studentId: string) =>
  (
    await tx
      .select()
      .from(parentLinks)
      .where(and(eq(parentLinks.studentId, studentId), accepted))
      .limit(1)
  )[0];

export const selectLinkOf = async (tx: TenantTx, parentId: string, studentId: string) =>
  (
    await tx
      .select()
      .from(parentLinks)
      .where(and(eq(parentLinks.parentId, parentId), eq(parentLinks.studentId, studentId)))
      .limit(1)
  )[0];

/** A new pending link; undefined when the pair is already linked (pending or accepted). */
export const insertPendingLink = async (tx: TenantTx, parentId: string, studentId: string) =>
  (
    await tx.insert(parentLinks).values({ parentId, studentId, status: 'pending' }).onConflictDoNothing().returning()
  )[0];

/**
 * An accepted link made without the consent flow: the demo seed and test fixtures only (the seed's link to
 * the demo student, when the student has no accepted link yet).
 */
export const insertAcceptedLink = (tx: TenantTx, parentId: string, studentId: string) =>
  tx
    .insert(parentLinks)
    .values({ parentId, studentId, status: 'accepted', acceptedAt: new Date() })
    .onConflictDoNothing();

/** Locks a link (for accepting it), or undefined. */
export const selectLinkForUpdate = async (tx: TenantTx, id: string) =>
  (await tx.select().from(parentLinks).where(eq(parentLinks.id, id)).limit(1).for('update'))[0];

export const markLinkAccepted = async (tx: TenantTx, id: string) =>
  (
    await tx
      .update(parentLinks)
      .set({ status: 'accepted', acceptedAt: new Date() })
      .where(eq(parentLinks.id, id))
      .returning()
  )[0];

/** Once the student accepted one parent, the other requests for that student are dropped. */
export const deleteOtherPendingLinks = (tx: TenantTx, studentId: string, keepId: string) =>
  tx
    .delete(parentLinks)
    .where(and(eq(parentLinks.studentId, studentId), eq(parentLinks.status, 'pending'), ne(parentLinks.id, keepId)));

export const deleteLink = (tx: TenantTx, id: string) => tx.delete(parentLinks).where(eq(parentLinks.id, id));

const parent = alias(users, 'link_parent');
const student = alias(users, 'link_student');
const linkColumns = {
  link: parentLinks,
  parent: { id: parent.id, firstName: parent.firstName, lastName: parent.lastName, email: parent.email },
  student: { id: student.id, firstName: student.firstName, lastName: student.lastName, email: student.email },
};
export type LinkWithPeople = Awaited<ReturnType<typeof selectLinksWhere>>[number];

const selectLinksWhere = (tx: TenantTx, where: ReturnType<typeof eq>) =>
  tx
    .select(linkColumns)
    .from(parentLinks)
    .innerJoin(parent, eq(parent.id, parentLinks.parentId))
    .innerJoin(student, eq(student.id, parentLinks.studentId))
    .where(where)
    .orderBy(sql`${parentLinks.status} = 'accepted' desc`, asc(parentLinks.createdAt), asc(parentLinks.id));

/** A link with both people, or undefined (not in this tenant). */
export const selectLinkWithPeople = async (tx: TenantTx, id: string) =>
  (await selectLinksWhere(tx, eq(parentLinks.id, id)))[0];
/** A student's links (accepted first, then pending requests, oldest first). */
export const selectLinksOfStudent = (tx: TenantTx, studentId: string) =>
  selectLinksWhere(tx, eq(parentLinks.studentId, studentId));
/** The links a parent asked for. */
export const selectLinksOfParent = (tx: TenantTx, parentId: string) =>
  selectLinksWhere(tx, eq(parentLinks.parentId, parentId));

// ——— the students' one-time codes ———

/** Replaces the student's code (the previous one stops working). */
export const upsertLinkCode = (tx: TenantTx, values: { studentId: string; codeHash: string; expiresAt: Date }) =>
  tx
    .insert(parentLinkCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [parentLinkCodes.tenantId, parentLinkCodes.studentId],
      set: { codeHash: values.codeHash, expiresAt: values.expiresAt, createdAt: new Date() },
    });

/** Uses the student's code if it matches and has not expired: deleted in the same statement, so it works once. */
export const consumeLinkCode = async (tx: TenantTx, studentId: string, codeHash: string) =>
  (
    await tx
      .delete(parentLinkCodes)
      .where(
        and(
          eq(parentLinkCodes.studentId, studentId),
          eq(parentLinkCodes.codeHash, codeHash),
          sql`${parentLinkCodes.expiresAt} > now()`,
        ),
      )
      .returning({ studentId: parentLinkCodes.studentId })
  ).length > 0;
