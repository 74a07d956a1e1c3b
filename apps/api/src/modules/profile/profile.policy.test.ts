import { describe, expect, it } from 'vitest';
import { canManageUser, canViewProfile } from './profile.policy.ts';

const actor = (id: string, ...roles: string[]) => ({ id, roles: roles.map((name) => ({ name })) });
const target = (over: Partial<Parameters<typeof canViewProfile>[1]> = {}) => ({
  id: 't',
  roles: [] as string[],
  sameTenant: true,
  tenantIsCompany: true,
  isParentOfTarget: false,
  ...over,
});

describe('profile policy', () => {
  it('lets a super admin manage anyone, a company admin only inside a company tenant', () => {
    expect(canManageUser(actor('a', 'super_admin'), target({ sameTenant: false }))).toBe(true);
    expect(canManageUser(actor('a', 'organization_admin'), target())).toBe(true);
    expect(canManageUser(actor('a', 'organization_admin'), target({ tenantIsCompany: false }))).toBe(false);
    expect(canManageUser(actor('a', 'organization_admin'), target({ sameTenant: false }))).toBe(false);
    expect(canManageUser(actor('a', 'organization_admin'), target({ roles: ['super_admin'] }))).toBe(false);
    expect(canManageUser(actor('a', 'teacher'), target())).toBe(false);
    expect(canManageUser(actor('a'), target())).toBe(false);
  });

  it('shows a profile to oneself, staff of the tenant and the parent only', () => {
    expect(canViewProfile(actor('t'), target())).toBe(true);
    expect(canViewProfile(actor('a', 'teacher'), target())).toBe(true);
    expect(canViewProfile(actor('a', 'teacher'), target({ sameTenant: false }))).toBe(false);
    expect(canViewProfile(actor('a', 'parent'), target())).toBe(false);
    expect(canViewProfile(actor('a', 'parent'), target({ isParentOfTarget: true }))).toBe(true);
    expect(canViewProfile(actor('a'), target())).toBe(false);
    expect(canViewProfile(actor('a', 'teacher'), target({ roles: ['super_admin'] }))).toBe(false);
  });
});
