import type { WalletMoveType } from '@prepwell/contracts';

/** The company screens' tabs (route `/educator/company/detail/:id/:tab`). */
export const COMPANY_TABS = ['info', 'classes', 'users', 'points'] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];
/** An unknown or missing tab shows the company's info. */
export const companyTabOf = (value: string | undefined): CompanyTab =>
  (COMPANY_TABS as readonly string[]).includes(value ?? '') ? (value as CompanyTab) : 'info';
export const companyPathOf = (id: string, tab: CompanyTab = 'info') =>
  `/educator/company/detail/${encodeURIComponent(id)}/${tab}`;

/** Admins (company or platform) are not removed from the company screen; neither is oneself. */
const ADMIN_ROLES = ['organization_admin', 'super_admin', 'super-admin'];
export const canRemoveUser = (row: { id: string; roles: readonly string[] }, me: { id: string }): boolean =>
  row.id !== me.id && !row.roles.some((r) => ADMIN_ROLES.includes(r));

/** Points typed in a form: a whole number from 1 to 1,000,000 (the contract's bounds). */
export const MAX_POINTS = 1_000_000;
export const isValidPoints = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_POINTS;

/** The super admin's adjustment: add keeps the amount, deduct sends it negative. */
export const signedPoints = (amount: number, direction: 'add' | 'deduct'): number =>
  direction === 'add' ? amount : -amount;

/** Who or what is on the other side of a wallet move, for its "Details" column. */
export const moveCounterpart = (move: {
  type: WalletMoveType;
  class_name: string | null;
  user_name: string | null;
}): string | null => {
  switch (move.type) {
    case 'to_class':
    case 'from_company':
      return move.class_name;
    case 'to_teacher':
      return move.user_name;
    case 'class_test':
      return [move.class_name, move.user_name].filter(Boolean).join(' · ') || null;
    case 'admin_grant':
    case 'admin_deduct':
      return null;
  }
};

/** Activity actions the screens name in the user's language; others are shown as the server wrote them. */
export const KNOWN_ACTIONS = [
  'login',
  'register',
  'email_verified',
  'password_reset',
  'password_changed',
  'profile_updated',
  'avatar_changed',
  'bind',
  'roles_changed',
  'account_deleted',
  'class_created',
  'class_deleted',
  'class_joined',
  'company_points_given',
  'parent_link_removed',
] as const;
export type KnownAction = (typeof KNOWN_ACTIONS)[number];
export const isKnownAction = (action: string): action is KnownAction =>
  (KNOWN_ACTIONS as readonly string[]).includes(action);
