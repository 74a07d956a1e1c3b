import { describe, expect, it } from 'vitest';
import {
  canCreateClass,
  canJoinClass,
  canListAllClasses,
  classPermits,
  classRoleOf,
  relationOf,
  type ClassAction,
  type ClassRole,
} from './classes.policy.ts';

const actor = (...roles: string[]) => ({ id: 'u1', roles: roles.map((name) => ({ name })) });
const none = { teacherRole: null, inRoster: false } as const;

describe('classRoleOf', () => {
  it('makes the class teachers its owner or co-teacher', () => {
    expect(classRoleOf(actor('teacher'), { teacherRole: 'owner', inRoster: false })).toBe('owner');
    expect(classRoleOf(actor('teacher'), { teacherRole: 'teacher', inRoster: false })).toBe('teacher');
  });
  it('gives company admins and super admins every class (admin), their own as owner', () => {
    expect(classRoleOf(actor('organization_admin'), none)).toBe('admin');
    expect(classRoleOf(actor('organization_admin'), { teacherRole: 'owner', inRoster: false })).toBe('owner');
    expect(classRoleOf(actor('super_admin'), none)).toBe('admin');
  });
  it('makes a student in the roster a student, and nobody else anything', () => {
    expect(classRoleOf(actor(), { teacherRole: null, inRoster: true })).toBe('student');
    expect(classRoleOf(actor(), none)).toBeNull();
    expect(classRoleOf(actor('teacher'), none)).toBeNull();
    expect(classRoleOf(actor('parent'), none)).toBeNull();
  });
  it('never lets a parent in, even with stale rows, nor a former teacher as teacher', () => {
    expect(classRoleOf(actor('parent'), { teacherRole: 'owner', inRoster: true })).toBeNull();
    expect(classRoleOf(actor(), { teacherRole: 'owner', inRoster: false })).toBeNull();
    expect(classRoleOf(actor('teacher'), { teacherRole: null, inRoster: true })).toBeNull();
  });
});

describe('classPermits', () => {
  const table: Record<ClassRole, Record<ClassAction, boolean>> = {
    owner: { read: true, read_materials: true, download: true, manage: true, delete: true, remove_owner: true },
    admin: { read: true, read_materials: true, download: true, manage: true, delete: true, remove_owner: true },
    teacher: { read: true, read_materials: true, download: true, manage: true, delete: false, remove_owner: false },
    student: { read: true, read_materials: true, download: true, manage: false, delete: false, remove_owner: false },
  };
  for (const [role, actions] of Object.entries(table))
    for (const [action, allowed] of Object.entries(actions))
      it(`${role} ${allowed ? 'may' : 'may not'} ${action}`, () =>
        expect(classPermits(role as ClassRole, action as ClassAction)).toBe(allowed));

  it('relates students as students and everyone else as managers', () => {
    expect(relationOf('student')).toBe('student');
    for (const role of ['owner', 'teacher', 'admin'] as const) expect(relationOf(role)).toBe('manager');
  });
});

describe('tenant-wide rules', () => {
  it('lets teachers and company admins create classes, not students, parents or super admins', () => {
    expect(canCreateClass(actor('teacher'))).toBe(true);
    expect(canCreateClass(actor('organization_admin'))).toBe(true);
    expect(canCreateClass(actor())).toBe(false);
    expect(canCreateClass(actor('parent'))).toBe(false);
    expect(canCreateClass(actor('super_admin'))).toBe(false);
  });
  it('lists all classes for company admins and super admins only', () => {
    expect(canListAllClasses(actor('organization_admin'))).toBe(true);
    expect(canListAllClasses(actor('super_admin'))).toBe(true);
    expect(canListAllClasses(actor('teacher'))).toBe(false);
    expect(canListAllClasses(actor())).toBe(false);
  });
  it('lets students join, and teachers as co-teachers (spec §6); not parents or company admins', () => {
    expect(canJoinClass(actor())).toBe(true);
    expect(canJoinClass(actor('teacher'))).toBe(true);
    expect(canJoinClass(actor('super_admin'))).toBe(false);
    expect(canJoinClass(actor('parent'))).toBe(false);
    expect(canJoinClass(actor('organization_admin'))).toBe(false);
  });
});
