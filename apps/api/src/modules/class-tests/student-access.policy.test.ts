import { describe, expect, it } from 'vitest';
import {
  mayReadProgress,
  mayReadTeacherView,
  studentReaderOf,
  type StudentReadFacts,
} from './student-access.policy.ts';

const STUDENT = 'student-1';
const facts = (over: Partial<StudentReadFacts> = {}): StudentReadFacts => ({
  studentId: STUDENT,
  isParentOfStudent: false,
  teachesStudent: false,
  ...over,
});
const actor = (id: string, ...roles: string[]) => ({ id, roles: roles.map((name) => ({ name })) });

describe('who may read a student (student-access.policy)', () => {
  it('the student themself reads their progress, not the teachers’ view', () => {
    const reader = studentReaderOf(actor(STUDENT), facts());
    expect(reader).toBe('self');
    expect(mayReadProgress(reader)).toBe(true);
    expect(mayReadTeacherView(reader)).toBe(false);
  });

  it('another student reads nothing', () => {
    expect(studentReaderOf(actor('other'), facts())).toBeNull();
    // Facts about someone else never help a student.
    expect(studentReaderOf(actor('other'), facts({ teachesStudent: true, isParentOfStudent: true }))).toBeNull();
  });

  it('a teacher reads the students of their classes only', () => {
    expect(studentReaderOf(actor('t', 'teacher'), facts({ teachesStudent: true }))).toBe('class_teacher');
    expect(studentReaderOf(actor('t', 'teacher'), facts())).toBeNull();
    expect(mayReadTeacherView('class_teacher')).toBe(true);
    expect(mayReadProgress('class_teacher')).toBe(true);
  });

  it('a linked parent reads progress, never the teachers’ view; an unlinked parent nothing', () => {
    expect(studentReaderOf(actor('p', 'parent'), facts({ isParentOfStudent: true }))).toBe('parent');
    expect(studentReaderOf(actor('p', 'parent'), facts())).toBeNull();
    expect(mayReadTeacherView('parent')).toBe(false);
    // A parent who is not a teacher is not a class teacher, whatever the facts say.
    expect(studentReaderOf(actor('p', 'parent'), facts({ teachesStudent: true }))).toBeNull();
  });

  it('company admins and super admins read every student of the tenant', () => {
    for (const role of ['organization_admin', 'super_admin']) {
      const reader = studentReaderOf(actor('a', role), facts());
      expect(reader, role).toBe('admin');
      expect(mayReadTeacherView(reader)).toBe(true);
    }
  });

  it('nobody is a reader by default', () => {
    expect(mayReadProgress(null)).toBe(false);
    expect(mayReadTeacherView(null)).toBe(false);
  });
});
