import { describe, expect, it } from 'vitest';
import { activityLogScope, canGiveCompanyPoints, canSeeCompany, isCompanyTeacher } from './company.policy.ts';

const actor = (...roles: string[]) => ({ id: 'u1', roles: roles.map((name) => ({ name })) });
const own = { id: 'tenant-a', isCompany: true };
const other = { id: 'tenant-b', isCompany: true };
const notCompany = { id: 'tenant-a', isCompany: false };

describe('company policy', () => {
  it('a company admin sees their own company only; a super admin every company; nobody a tenant that is not a company', () => {
    expect(canSeeCompany(actor('organization_admin'), 'tenant-a', own)).toBe(true);
    expect(canSeeCompany(actor('organization_admin'), 'tenant-a', other)).toBe(false);
    expect(canSeeCompany(actor('organization_admin'), 'tenant-a', notCompany)).toBe(false);
    expect(canSeeCompany(actor('super_admin'), 'main', other)).toBe(true);
    expect(canSeeCompany(actor('super_admin'), 'main', notCompany)).toBe(false);
    expect(canSeeCompany(actor('teacher'), 'tenant-a', own)).toBe(false);
    expect(canSeeCompany(actor(), 'tenant-a', own)).toBe(false);
  });

  it("only the company's own admins give its points (not a super admin, not a teacher)", () => {
    expect(canGiveCompanyPoints(actor('organization_admin'), 'tenant-a', own)).toBe(true);
    expect(canGiveCompanyPoints(actor('organization_admin'), 'tenant-a', other)).toBe(false);
    expect(canGiveCompanyPoints(actor('super_admin'), 'main', own)).toBe(false);
    expect(canGiveCompanyPoints(actor('teacher'), 'tenant-a', own)).toBe(false);
    expect(canGiveCompanyPoints(actor('super_admin', 'organization_admin'), 'tenant-a', own)).toBe(false);
  });

  it('a teacher of the company is a teacher or company admin, never a super admin, parent or student', () => {
    expect(isCompanyTeacher(['teacher'])).toBe(true);
    expect(isCompanyTeacher(['organization_admin'])).toBe(true);
    expect(isCompanyTeacher(['teacher', 'super_admin'])).toBe(false);
    expect(isCompanyTeacher(['parent'])).toBe(false);
    expect(isCompanyTeacher([])).toBe(false);
    expect(isCompanyTeacher(['pro'])).toBe(false);
  });

  it('activity logs: super admins all, company admins of a company their tenant, anyone else none', () => {
    expect(activityLogScope(actor('super_admin'), { isCompany: false })).toBe('all');
    expect(activityLogScope(actor('organization_admin'), { isCompany: true })).toBe('tenant');
    expect(activityLogScope(actor('organization_admin'), { isCompany: false })).toBe('none');
    expect(activityLogScope(actor('teacher'), { isCompany: true })).toBe('none');
  });
});
