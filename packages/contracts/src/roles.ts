import { z } from 'zod';

/** Role names (spec §6). A student is a user with no staff role; `pro` is carried by `pro_expired_at`. */
export const ROLE_NAMES = ['super_admin', 'organization_admin', 'teacher', 'pro', 'student', 'parent'] as const;
export const RoleName = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof RoleName>;

/** Roles a super admin may assign through the admin screens. */
export const ASSIGNABLE_ROLES = ['super_admin', 'organization_admin', 'teacher', 'student', 'parent'] as const;

export interface RoleSubject {
  roles: readonly { name: string }[];
  pro_expired_at?: string | null;
}

const has = (u: RoleSubject, name: string) =>
  u.roles.some((r) => r.name === name || (name === 'super_admin' && r.name === 'super-admin'));

export const isSuperAdmin = (u: RoleSubject): boolean => has(u, 'super_admin');
/** Company admin = organization_admin; never a super admin. */
export const isCompanyAdmin = (u: RoleSubject): boolean => !isSuperAdmin(u) && has(u, 'organization_admin');
/** Teacher = teacher or organization_admin; false for a super admin. */
export const isTeacher = (u: RoleSubject): boolean =>
  !isSuperAdmin(u) && (has(u, 'teacher') || has(u, 'organization_admin'));
export const isParent = (u: RoleSubject): boolean => !isSuperAdmin(u) && !isTeacher(u) && has(u, 'parent');
/** Student: no staff or parent role (an empty role list is a student). */
export const isStudent = (u: RoleSubject): boolean => !isSuperAdmin(u) && !isTeacher(u) && !isParent(u);

/**
 * Pro = an expiry date that has not passed. `pro_expired_at` is a calendar date (YYYY-MM-DD) in the
 * tenant's business time zone; Pro lasts through that whole day. `today` is that zone's current date.
 */
export const isPro = (u: RoleSubject, today: string): boolean =>
  !isSuperAdmin(u) && !!u.pro_expired_at && u.pro_expired_at.slice(0, 10) >= today;
/** Free member = neither super admin nor Pro. */
export const isFreeMember = (u: RoleSubject, today: string): boolean => !isSuperAdmin(u) && !isPro(u, today);

/** Which area is a user's home (spec §6 guard rules). */
export type HomeArea = 'super_admin' | 'educator' | 'parent' | 'student';
export const homeAreaOf = (u: RoleSubject): HomeArea =>
  isSuperAdmin(u) ? 'super_admin' : isTeacher(u) ? 'educator' : isParent(u) ? 'parent' : 'student';

export const HOME_PATH: Record<HomeArea, string> = {
  super_admin: '/super-admin/dashboard',
  educator: '/educator/dashboard',
  parent: '/parent/dashboard',
  student: '/student/dashboard',
};

/** Badge shown in the header; ADMIN is hidden on the platform's own brand. */
export const roleBadgeOf = (
  u: RoleSubject,
  isCompany: boolean,
): 'SUPER ADMIN' | 'ADMIN' | 'EDUCATORS' | 'PARENTS' | 'STUDENTS' => {
  if (isSuperAdmin(u)) return 'SUPER ADMIN';
  if (isCompanyAdmin(u) && isCompany) return 'ADMIN';
  if (isTeacher(u)) return 'EDUCATORS';
  if (isParent(u)) return 'PARENTS';
  return 'STUDENTS';
};

/** A route's role requirement (route meta `role`). */
export type AreaRole = HomeArea | 'company_admin';
export const fitsArea = (u: RoleSubject, area: AreaRole): boolean => {
  switch (area) {
    case 'super_admin':
      return isSuperAdmin(u);
    case 'educator':
      return isTeacher(u);
    case 'company_admin':
      return isCompanyAdmin(u);
    case 'parent':
      return isParent(u);
    case 'student':
      return isStudent(u);
  }
};
