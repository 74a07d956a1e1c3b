import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitsArea,
  HOME_PATH,
  homeAreaOf,
  isCompanyAdmin,
  isFreeMember,
  isParent,
  isPro,
  isStudent,
  isSuperAdmin,
  isTeacher,
  roleBadgeOf,
  ROLE_NAMES,
  type RoleSubject,
} from './roles.ts';

const user = (roles: string[], pro_expired_at: string | null = null): RoleSubject => ({
  roles: roles.map((name) => ({ name })),
  pro_expired_at,
});

const roleName = fc.constantFrom(...ROLE_NAMES, 'super-admin', 'unknown_role');
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const subject = fc
  .record({ roles: fc.uniqueArray(roleName, { maxLength: 4 }), pro: fc.option(isoDate, { nil: null }) })
  .map(({ roles, pro }) => user(roles, pro));

describe('role predicates (spec §6)', () => {
  it('an empty role list is a student, and a free member', () => {
    const u = user([]);
    expect([isSuperAdmin(u), isTeacher(u), isCompanyAdmin(u), isParent(u), isStudent(u)]).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(isFreeMember(u, '2026-01-01')).toBe(true);
    expect(homeAreaOf(u)).toBe('student');
  });

  it('knows each role by itself', () => {
    expect(isSuperAdmin(user(['super_admin']))).toBe(true);
    expect(isSuperAdmin(user(['super-admin']))).toBe(true);
    expect(isTeacher(user(['teacher']))).toBe(true);
    expect(isCompanyAdmin(user(['teacher']))).toBe(false);
    expect(isTeacher(user(['organization_admin']))).toBe(true);
    expect(isCompanyAdmin(user(['organization_admin']))).toBe(true);
    expect(isParent(user(['parent']))).toBe(true);
    expect(isStudent(user(['student']))).toBe(true);
    // `pro` as a role name does not make anyone Pro: the expiry date does.
    expect(isPro(user(['pro']), '2026-01-01')).toBe(false);
    expect(isStudent(user(['pro']))).toBe(true);
  });

  it('a super admin is nothing else: not teacher, company admin, parent, student or Pro', () => {
    fc.assert(
      fc.property(subject, isoDate, (u, today) => {
        if (!isSuperAdmin(u)) return;
        expect([
          isTeacher(u),
          isCompanyAdmin(u),
          isParent(u),
          isStudent(u),
          isPro(u, today),
          isFreeMember(u, today),
        ]).toEqual([false, false, false, false, false, false]);
      }),
    );
  });

  it('every user has exactly one home area, and fits it', () => {
    fc.assert(
      fc.property(subject, (u) => {
        const flags = [isSuperAdmin(u), isTeacher(u), isParent(u), isStudent(u)];
        expect(flags.filter(Boolean)).toHaveLength(1);
        const area = homeAreaOf(u);
        expect(fitsArea(u, area)).toBe(true);
        expect(HOME_PATH[area]).toMatch(/^\/[a-z-]+\/dashboard$/);
      }),
    );
  });

  it('a company admin is always a teacher; a parent role loses to a staff role', () => {
    fc.assert(
      fc.property(subject, (u) => {
        if (isCompanyAdmin(u)) expect(isTeacher(u)).toBe(true);
        if (isParent(u)) expect(isTeacher(u) || isSuperAdmin(u)).toBe(false);
        expect(fitsArea(u, 'company_admin')).toBe(isCompanyAdmin(u));
        expect(fitsArea(u, 'educator')).toBe(isTeacher(u));
      }),
    );
  });

  it('Pro lasts through its expiry day and not a day longer; free member is its complement (super admin aside)', () => {
    expect(isPro(user([], '2026-03-10'), '2026-03-10')).toBe(true);
    expect(isPro(user([], '2026-03-10'), '2026-03-11')).toBe(false);
    expect(isPro(user([], '2026-03-10T23:00:00Z'), '2026-03-10')).toBe(true);
    fc.assert(
      fc.property(subject, isoDate, (u, today) => {
        expect(isPro(u, today)).toBe(!isSuperAdmin(u) && !!u.pro_expired_at && u.pro_expired_at >= today);
        if (!isSuperAdmin(u)) expect(isFreeMember(u, today)).toBe(!isPro(u, today));
      }),
    );
  });

  it('the ADMIN badge shows only on a company brand', () => {
    expect(roleBadgeOf(user(['organization_admin']), true)).toBe('ADMIN');
    expect(roleBadgeOf(user(['organization_admin']), false)).toBe('EDUCATORS');
    expect(roleBadgeOf(user(['super_admin', 'organization_admin']), true)).toBe('SUPER ADMIN');
    expect(roleBadgeOf(user(['parent']), true)).toBe('PARENTS');
    expect(roleBadgeOf(user([]), true)).toBe('STUDENTS');
    fc.assert(
      fc.property(subject, fc.boolean(), (u, isCompany) => {
        const badge = roleBadgeOf(u, isCompany);
        if (badge === 'ADMIN') expect(isCompany && isCompanyAdmin(u)).toBe(true);
        expect(badge === 'SUPER ADMIN').toBe(isSuperAdmin(u));
      }),
    );
  });
});
