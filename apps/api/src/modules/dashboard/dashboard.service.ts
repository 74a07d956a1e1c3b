import { homeAreaOf, type DashboardView } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant, type TenantTx } from '../../db/with-tenant.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import type { Actor } from '../profile/profile.policy.ts';
import { fullName, presentChild } from '../users/users.presenter.ts';
import {
  countUsersByKind,
  findRecentUsers,
  unsafeCountAllUsers,
  unsafeFindRecentUsers,
  type UserRow,
  type UserWithRoles,
} from '../users/user-rows.service.ts';
import { findAssignedClassTests } from '../class-tests/assigned-tests.service.ts';
import { findLinkedChildren } from '../parent-links/parent-access.service.ts';
import { getUserWithRoles, isBindingComplete } from '../users/users.service.ts';
import { countActivityOf, selectActivityOf, selectTenantSlugs } from './dashboard.repository.ts';
import { check, presentActivity, presentRegistration, stat } from './dashboard.presenter.ts';

const DAY_MS = 86_400_000;
const RECENT = 10;
const weekAgo = () => new Date(Date.now() - 7 * DAY_MS);
const whoIs = (u: UserRow) => fullName(u) ?? u.username ?? u.email;

const accountChecklist = async (tx: TenantTx, user: UserWithRoles) => [
  check('email_verified', !!user.emailVerifiedAt),
  check('binding_finished', await isBindingComplete(tx, user)),
  check('avatar', !!user.avatarUploadId),
];

/** Sign-ins of one user: every login, and the registration, which signs the new user in (issue 17: not "0"). */
const countSignIns = async (tx: TenantTx, userId: string) =>
  (await countActivityOf(tx, [userId], { action: 'login' })) +
  (await countActivityOf(tx, [userId], { action: 'register' }));

const studentDashboard = async (tx: TenantTx, user: UserWithRoles): Promise<DashboardView> => {
  const [logins, week, activity, checklist, assigned] = await Promise.all([
    countSignIns(tx, user.id),
    countActivityOf(tx, [user.id], { since: weekAgo() }),
    selectActivityOf(tx, [user.id], RECENT),
    accountChecklist(tx, user),
    findAssignedClassTests(tx, user.id),
  ]);
  return {
    role: 'student',
    stats: [
      stat('days_since_joining', Math.floor((Date.now() - user.createdAt.getTime()) / DAY_MS)),
      stat('logins', logins),
      stat('activity_7d', week),
    ],
    checklist,
    recent: activity.map((a) => presentActivity(a)),
    assigned,
  };
};

const educatorDashboard = async (tx: TenantTx, user: UserWithRoles): Promise<DashboardView> => {
  const [counts, recent, checklist] = await Promise.all([
    countUsersByKind(tx, weekAgo()),
    findRecentUsers(tx, RECENT),
    accountChecklist(tx, user),
  ]);
  return {
    role: 'educator',
    stats: [
      stat('students', counts.students),
      stat('teachers', counts.teachers),
      stat('parents', counts.parents),
      stat('new_users_7d', counts.newUsers),
    ],
    checklist,
    recent: recent.map((u) => presentRegistration(u, whoIs(u))),
  };
};

const parentDashboard = async (tx: TenantTx, user: UserWithRoles): Promise<DashboardView> => {
  const children = await findLinkedChildren(tx, user.id);
  const ids = children.map((c) => c.id);
  const names = new Map(children.map((c) => [c.id, whoIs(c)]));
  const [week, activity, checklist] = await Promise.all([
    countActivityOf(tx, ids, { since: weekAgo() }),
    selectActivityOf(tx, ids, RECENT),
    accountChecklist(tx, user),
  ]);
  return {
    role: 'parent',
    stats: [
      stat('children', children.length),
      stat('children_verified', children.filter((c) => c.emailVerifiedAt).length),
      stat('children_activity_7d', week),
    ],
    checklist,
    recent: activity.map((a) => presentActivity(a, a.userId ? (names.get(a.userId) ?? null) : null)),
    children: children.map(presentChild),
  };
};

/**
 * Platform figures for the super admin. Crosses tenants on purpose: the platform dashboard counts the
 * users of every tenant and lists the newest sign-ups wherever they happened.
 */
const unsafeSuperAdminDashboard = async (deps: Deps): Promise<DashboardView> => {
  const [slugs, { counts, recent }] = await Promise.all([
    selectTenantSlugs(deps.db),
    unsafeAcrossTenants(deps.db, async (tx) => ({
      counts: await unsafeCountAllUsers(tx, weekAgo()),
      recent: await unsafeFindRecentUsers(tx, RECENT),
    })),
  ]);
  return {
    role: 'super_admin',
    stats: [stat('tenants', slugs.size), stat('users', counts.total), stat('new_users_7d', counts.recent)],
    checklist: [],
    recent: recent.map((u) => presentRegistration(u, `${whoIs(u)} · ${slugs.get(u.tenantId) ?? ''}`)),
  };
};

/** `GET /dashboard`: real figures for the caller's role, in the caller's tenant (the platform for a super admin). */
export const getDashboard = async (
  deps: Deps,
  ctx: { actor: Actor; tenant: TenantContext },
): Promise<DashboardView> => {
  const area = homeAreaOf(ctx.actor);
  if (area === 'super_admin') return unsafeSuperAdminDashboard(deps);
  return withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const user = await getUserWithRoles(tx, ctx.actor.id);
    const signIns = await countSignIns(tx, user.id);
    switch (area) {
      case 'educator':
        return { ...(await educatorDashboard(tx, user)), sign_ins: signIns };
      case 'parent':
        return { ...(await parentDashboard(tx, user)), sign_ins: signIns };
      case 'student':
        return { ...(await studentDashboard(tx, user)), sign_ins: signIns };
    }
  });
};
