import { homeAreaOf, roleBadgeOf, type SessionUser } from '@prepwell/contracts';

/** First name, else username, else the e-mail's local part (spec §1). */
export const displayNameOf = (user: SessionUser): string =>
  user.first_name?.trim() || user.username?.trim() || user.email.split('@')[0] || user.email;

const PROFILE_PATH = {
  super_admin: '/super-admin/profile',
  educator: '/educator/profile',
  parent: '/parent/profile',
  student: '/student/profile',
} as const;
export const profilePathOf = (user: SessionUser): string => PROFILE_PATH[homeAreaOf(user)];

const BADGE_KEYS = {
  'SUPER ADMIN': 'superAdmin',
  ADMIN: 'admin',
  EDUCATORS: 'educators',
  PARENTS: 'parents',
  STUDENTS: 'students',
} as const;
export type BadgeKey = (typeof BADGE_KEYS)[keyof typeof BADGE_KEYS];
export const badgeKeyOf = (user: SessionUser, isCompany: boolean): BadgeKey => BADGE_KEYS[roleBadgeOf(user, isCompany)];
