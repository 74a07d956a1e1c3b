import { describe, expect, it } from 'vitest';
import {
  NOTHING_LOCKED,
  noLocks,
  resultViewerOf,
  reviewRefusal,
  showsReportDetail,
  type AttemptAccessFacts,
} from './results.policy.ts';

const actor = (id: string, ...roles: string[]) => ({ id, roles: roles.map((name) => ({ name })) });
const facts = (over: Partial<AttemptAccessFacts> = {}): AttemptAccessFacts => ({
  studentId: 's',
  sameTenant: true,
  isParentOfStudent: false,
  ...over,
});

describe('resultViewerOf', () => {
  it('lets the student read their own attempt', () => {
    expect(resultViewerOf(actor('s'), facts())).toBe('student');
    // A student who is also staff still reads their own attempt as its student.
    expect(resultViewerOf(actor('s', 'teacher'), facts())).toBe('student');
  });

  it('lets teachers and organization admins of the same tenant read it as educators', () => {
    expect(resultViewerOf(actor('t', 'teacher'), facts())).toBe('educator');
    expect(resultViewerOf(actor('o', 'organization_admin'), facts())).toBe('educator');
    expect(resultViewerOf(actor('t', 'teacher'), facts({ sameTenant: false }))).toBeNull();
    expect(resultViewerOf(actor('o', 'organization_admin'), facts({ sameTenant: false }))).toBeNull();
  });

  it('lets a linked parent read it, and no other parent', () => {
    expect(resultViewerOf(actor('p', 'parent'), facts({ isParentOfStudent: true }))).toBe('parent');
    expect(resultViewerOf(actor('p', 'parent'), facts())).toBeNull();
    expect(resultViewerOf(actor('p', 'parent'), facts({ isParentOfStudent: true, sameTenant: false }))).toBeNull();
  });

  it('denies everyone else: other students, a super admin, the student from another tenant', () => {
    expect(resultViewerOf(actor('x'), facts())).toBeNull();
    expect(resultViewerOf(actor('x', 'pro'), facts())).toBeNull();
    expect(resultViewerOf(actor('x', 'super_admin'), facts())).toBeNull();
    expect(resultViewerOf(actor('x', 'super_admin', 'teacher'), facts())).toBeNull();
    expect(resultViewerOf(actor('s'), facts({ sameTenant: false }))).toBeNull();
  });
});

describe('locks', () => {
  it('noLocks locks nothing, for any viewer and test', () => {
    for (const viewer of ['student', 'educator', 'parent'] as const)
      expect(
        noLocks({
          viewer,
          mode: 'exam',
          test: { kind: 'sat', type: 'full_mock' },
          attempt: { id: 'a', studentId: 's' },
        }),
      ).toEqual({ report: false, explanations: false, pdf: false });
    expect(reviewRefusal(NOTHING_LOCKED)).toBeNull();
    expect(showsReportDetail(NOTHING_LOCKED)).toBe(true);
  });

  it('refuses a review whose report is locked as print_pdf_forbidden, then locked explanations as point_is_not_enough', () => {
    expect(reviewRefusal({ report: true, explanations: true, pdf: true })).toBe('print_pdf_forbidden');
    expect(reviewRefusal({ report: true, explanations: false, pdf: false })).toBe('print_pdf_forbidden');
    expect(reviewRefusal({ report: false, explanations: true, pdf: false })).toBe('point_is_not_enough');
    // The PDF lock alone does not close the review page.
    expect(reviewRefusal({ report: false, explanations: false, pdf: true })).toBeNull();
  });

  it('keeps a locked report to its headline', () => {
    expect(showsReportDetail({ report: true, explanations: false, pdf: false })).toBe(false);
    expect(showsReportDetail({ report: false, explanations: true, pdf: true })).toBe(true);
  });
});
