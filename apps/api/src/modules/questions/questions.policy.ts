import { isSuperAdmin } from '@prepwell/contracts';

/**
 * Who may write what in the question bank (pure). Routes let in educators (teachers, organization admins)
 * and super admins; here: a super admin acting on `main` writes the shared catalogue, and a shared row
 * (main's public one) is read-only to everyone else. Another tenant's private row is never visible (RLS),
 * so it is a 404 before any policy runs.
 */
export interface QuestionActor {
  tenantId: string;
  userId: string | null;
  /** A super admin acting on `main`: writes go to the shared catalogue (is_public). */
  writesShared: boolean;
}

export const questionActorOf = (
  tenant: { id: string; slug: string },
  user: { id: string; roles: { name: string }[] },
): QuestionActor => ({
  tenantId: tenant.id,
  userId: user.id,
  writesShared: tenant.slug === 'main' && isSuperAdmin(user),
});

/** Whether the actor may change a visible row of the bank (question, label, passage). */
export const canEditRow = (actor: QuestionActor, row: { tenantId: string; isPublic: boolean }): boolean =>
  row.tenantId === actor.tenantId && (!row.isPublic || actor.writesShared);

/** A row of the shared catalogue: main's public one (every tenant reads it). */
export const isSharedRow = (row: { isPublic: boolean }): boolean => row.isPublic;
