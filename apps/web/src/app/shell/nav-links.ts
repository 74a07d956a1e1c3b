import type { SessionUser } from '@prepwell/contracts';
import { isCompanyAdmin, isParent, isStudent, isSuperAdmin, isTeacher } from '@prepwell/contracts';

export type NavLinkKey =
  | 'practice'
  | 'results'
  | 'about'
  | 'contact'
  | 'plans'
  | 'blogs'
  | 'dashboard'
  | 'companies'
  | 'users'
  | 'transactions'
  | 'questions'
  | 'tests'
  | 'vocabulary'
  | 'flashcards'
  | 'promotionCodes'
  | 'housePromotions'
  | 'enrollments'
  | 'privateLessons'
  | 'rosterImport'
  | 'toefl'
  | 'activityHistory'
  | 'calendar'
  | 'courses'
  | 'myCourses'
  | 'shortUrls'
  | 'mergeUsers'
  | 'salaryBills'
  | 'mySalary'
  | 'tuitionBills'
  | 'myTuition'
  | 'progressReports'
  | 'meetings'
  | 'colleges'
  | 'counseling'
  | 'collegePlan';

/**
 * The header menu. Visitors, students, parents and educators get the landing menu (spec §2 shell:
 * About, Contact, Plans, Blogs) in their area, after Practice (the test catalogue) and Results (test
 * history) once signed in (educators also the question bank and their tests); a super admin gets the platform's own screens.
 */
export const navLinks = (
  user: SessionUser | null,
  /** The tenant's brand: Blogs is shown only when it has a blog address (issue 17). */
  tenant?: { blog_url: string | null },
): { key: NavLinkKey; to: string }[] => {
  if (user && isSuperAdmin(user))
    return [
      { key: 'dashboard', to: '/super-admin/dashboard' },
      { key: 'companies', to: '/super-admin/companies' },
      { key: 'users', to: '/super-admin/users' },
      { key: 'transactions', to: '/super-admin/transactions' },
      { key: 'promotionCodes', to: '/super-admin/promotion-codes' },
      { key: 'housePromotions', to: '/educator/company/promotions' },
      { key: 'enrollments', to: '/educator/enrollments' },
      { key: 'privateLessons', to: '/educator/private-lessons' },
      // Issue 20: the college directory (main's is the shared catalogue) and counseling.
      { key: 'colleges', to: '/colleges' },
      { key: 'counseling', to: '/educator/counseling' },
      // Issue 20: the tenant's salary bills.
      { key: 'salaryBills', to: '/educator/salary-bills' },
      // Issue 20: the tenant's tuition bills.
      { key: 'tuitionBills', to: '/educator/tuition-bills' },
      // Issue 20: short URLs and merging users of the tenant.
      { key: 'shortUrls', to: '/educator/short-urls' },
      { key: 'mergeUsers', to: '/educator/merge-users' },
      { key: 'questions', to: '/questions/list' },
      { key: 'tests', to: '/tests/sat/list' },
      { key: 'vocabulary', to: '/vocabulary' },
      // Issue 17: the signed-in user's own activity history.
      { key: 'activityHistory', to: '/activity-history' },
      // Issue 19: the lessons of the tenant (week and month).
      { key: 'calendar', to: '/calendar' },
    ];
  const area = user && isTeacher(user) ? '/educator' : '/student';
  const signedIn: { key: NavLinkKey; to: string }[] = user
    ? [
        { key: 'practice', to: '/sat/list' },
        { key: 'results', to: '/test-results' },
        // The question bank (issue 13) and the test builder (issue 14) are the educators'.
        ...(isTeacher(user)
          ? [
              { key: 'questions' as const, to: '/questions/list' },
              { key: 'tests' as const, to: '/tests/sat/list' },
              // Issue 17: user search (a company admin's users, a teacher's students).
              { key: 'users' as const, to: '/educator/users' },
              // Issue 17: a company admin's promotion codes.
              ...(isCompanyAdmin(user) ? [{ key: 'promotionCodes' as const, to: '/educator/promotion-codes' }] : []),
              // Issue 17: a company admin's house promotions.
              ...(isCompanyAdmin(user)
                ? [{ key: 'housePromotions' as const, to: '/educator/company/promotions' }]
                : []),
              // Issue 19: a company admin's enrollments.
              ...(isCompanyAdmin(user) ? [{ key: 'enrollments' as const, to: '/educator/enrollments' }] : []),
              // Issue 19: private lessons (the requests to answer).
              { key: 'privateLessons' as const, to: '/educator/private-lessons' },
              // Issue 19: the courses they manage (every course of the tenant for its admins).
              { key: 'courses' as const, to: '/educator/courses' },
              // Issue 19: a company admin's roster import.
              ...(isCompanyAdmin(user) ? [{ key: 'rosterImport' as const, to: '/educator/roster-import' }] : []),
              // Issue 20: a company admin's salary bills; every teacher's own.
              ...(isCompanyAdmin(user) ? [{ key: 'salaryBills' as const, to: '/educator/salary-bills' }] : []),
              { key: 'mySalary' as const, to: '/educator/my-salary-bills' },
              // Issue 20: a company admin's tuition bills.
              ...(isCompanyAdmin(user) ? [{ key: 'tuitionBills' as const, to: '/educator/tuition-bills' }] : []),
              // Issue 20: progress reports and meeting logs (with the staff member's follow-ups).
              { key: 'progressReports' as const, to: '/educator/progress-reports' },
              { key: 'meetings' as const, to: '/educator/meetings' },
              // Issue 20: a company admin's short URLs and merging users.
              ...(isCompanyAdmin(user)
                ? [
                    { key: 'shortUrls' as const, to: '/educator/short-urls' },
                    { key: 'mergeUsers' as const, to: '/educator/merge-users' },
                  ]
                : []),
              // Issue 20: counseling (students' target lists and counseling reports).
              { key: 'counseling' as const, to: '/educator/counseling' },
            ]
          : []),
        // Issue 18: students study words and review cards; educators write their tenant's word lists.
        ...(isStudent(user)
          ? [
              // Issue 19: the student's courses with their progress.
              { key: 'myCourses' as const, to: '/my-courses' },
              { key: 'vocabulary' as const, to: '/vocabulary' },
              { key: 'flashcards' as const, to: '/flashcards' },
              // Issue 17: the TOEFL hub (formats, band scale, the student's TOEFL history and next steps).
              { key: 'toefl' as const, to: '/toefl' },
            ]
          : isTeacher(user)
            ? [{ key: 'vocabulary' as const, to: '/vocabulary' }]
            : []),
        // Issue 19: students and parents request private lessons.
        ...(isStudent(user) || isParent(user) ? [{ key: 'privateLessons' as const, to: '/private-lessons' }] : []),
        // Issue 20: students and parents read and pay their tuition bills.
        ...(isStudent(user) || isParent(user) ? [{ key: 'myTuition' as const, to: '/tuition-bills' }] : []),
        // Issue 20: students and parents read their sent progress reports.
        ...(isStudent(user) || isParent(user) ? [{ key: 'progressReports' as const, to: '/progress-reports' }] : []),
        // Issue 20: the college plan of students and parents; everyone searches the college directory.
        ...(isStudent(user) || isParent(user) ? [{ key: 'collegePlan' as const, to: '/college-plan' }] : []),
        { key: 'colleges' as const, to: '/colleges' },
        // Issue 17: every signed-in user's own activity history.
        { key: 'activityHistory' as const, to: '/activity-history' },
        // Issue 19: every signed-in user's lessons (week and month).
        { key: 'calendar' as const, to: '/calendar' },
      ]
    : [];
  return [
    ...signedIn,
    { key: 'about', to: `${area}/about` },
    { key: 'contact', to: `${area}/contact` },
    { key: 'plans', to: `${area}/plans` },
    ...(tenant?.blog_url ? [{ key: 'blogs' as const, to: '/blogs' }] : []),
  ];
};
