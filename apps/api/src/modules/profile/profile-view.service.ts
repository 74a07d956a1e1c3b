import type { Deps } from '../../deps.ts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { presentChild } from '../users/users.presenter.ts';
import { findLinkedChildren, findLinkedParents } from '../parent-links/parent-access.service.ts';
import {
  lookupParentProfile,
  lookupStudentProfile,
  lookupTeacherProfile,
  type UserWithRoles,
} from '../users/user-rows.service.ts';
import { avatarUrlOf } from '../users/users.service.ts';
import { presentProfile } from './profile.presenter.ts';

/** Everything the profile screens show about `user`, read inside the user's own tenant. */
export const loadProfileView = async (
  tx: TenantTx,
  deps: Pick<Deps, 'storage'>,
  user: UserWithRoles,
  options: { timeZone: string },
) => {
  const [avatarUrl, student, teacher, parent, children, parents] = await Promise.all([
    avatarUrlOf(tx, deps.storage, user),
    lookupStudentProfile(tx, user.id),
    lookupTeacherProfile(tx, user.id),
    lookupParentProfile(tx, user.id),
    findLinkedChildren(tx, user.id),
    findLinkedParents(tx, user.id),
  ]);
  return presentProfile(user, {
    timeZone: options.timeZone,
    avatarUrl,
    student,
    teacher,
    parent,
    children: children.map(presentChild),
    parents: parents.map(presentChild),
  });
};

/** '' from a cleared text input is stored as "no value". */
export const blankToNull = (v: string | undefined) => (v === undefined ? undefined : v === '' ? null : v);

/** Drops keys whose value is undefined, so a partial update only touches what was sent. */
export const onlyDefined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
