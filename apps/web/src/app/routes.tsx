import type { AreaRole, ExamKind, HomeArea } from '@prepwell/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Namespace } from '../lib/i18n.ts';
import type { RouteMeta } from './route-meta.ts';

/** A page module loaded on demand: every page is its own chunk. */
type LazyPage = () => Promise<{ Component: ComponentType }>;

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  page?: LazyPage;
  /**
   * The data the page shows above the fold, fetched with its chunk once the guard lets the user in, so the
   * page's first render is whole (issue 21: no sections popping in and pushing the page down on a phone).
   */
  prefetch?: (client: QueryClient) => Promise<void>;
  /** The string namespaces the page shows at once: downloaded while the app boots, loaded before it renders. */
  ns?: readonly Namespace[];
  /** A route that only forwards somewhere else (area roots, the catch-all). */
  redirectTo?: string;
}

const PUBLIC: RouteMeta = { requiresAuth: false, showHeader: true, showFooter: true, rememberPath: true };
const AUTH_PAGE: RouteMeta = { ...PUBLIC, rememberPath: false };
const authed = (role?: AreaRole): RouteMeta => ({ ...PUBLIC, requiresAuth: true, ...(role ? { role } : {}) });
/**
 * The named homes of spec §6 (StudentHome, EducatorHome): a signed-in user is sent to their own home; a guest
 * signs in (as that area's role) and comes back here, which then sends them home.
 */
const AREA_HOME = (role: AreaRole): RouteMeta => ({ ...authed(role), guestOnly: true, rememberPath: false });
const FULL_SCREEN: RouteMeta = { ...authed(), showHeader: false, showFooter: false };

const dashboard =
  (area: HomeArea): LazyPage =>
  () =>
    import('../routes/dashboard-page.tsx').then((m) => ({ Component: () => <m.DashboardPage area={area} /> }));
const DASHBOARD_NS: Namespace[] = ['dashboard', 'profile', 'exams', 'lessons', 'flashcards', 'learning'];
const dashboardData = (area: HomeArea) => (client: QueryClient) =>
  import('../features/dashboard/dashboard-prefetch.ts').then((m) => m.prefetchDashboard(client, area));
const profile: LazyPage = () => import('../routes/profile-page.tsx').then((m) => ({ Component: m.ProfilePage }));

const coinsPage =
  (name: 'BalancePage' | 'DepositPage' | 'PlansPage' | 'SandboxCheckoutPage' | 'PurchaseCompletePage'): LazyPage =>
  () =>
    import('../routes/coins-pages.tsx').then((m) => ({ Component: m[name] }));

const pageOf =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyPage =>
  () =>
    load().then((m) => ({ Component: m[name] as ComponentType }));
const classesPage = (name: 'ClassListPage' | 'ClassAddPage' | 'ClassEditPage' | 'ClassDetailPage') =>
  pageOf(() => import('../routes/classes-pages.tsx'), name);
const studentClassesPage = (name: 'StudentClassListPage' | 'JoinClassPage' | 'StudentClassPage') =>
  pageOf(() => import('../routes/student-classes-pages.tsx'), name);
const educatorStudentsPage = (name: 'EducatorStudentsPage' | 'EducatorStudentPage') =>
  pageOf(() => import('../routes/educator-students-pages.tsx'), name);
/** The question bank: teachers and organisation admins for their tenant, super admins for the shared catalogue. */
const AUTHOR: RouteMeta = { ...authed('educator'), alsoFor: ['super_admin'] };
const questionPage = (
  name: 'QuestionListPage' | 'QuestionAddPage' | 'QuestionDetailPage' | 'QuestionEditPage' | 'LabelsPage',
) => pageOf(() => import('../routes/question-pages.tsx'), name);
const scoreTablePage = (name: 'ScoreTableAddPage' | 'ScoreTableEditPage' | 'ScoreTablePage') =>
  pageOf(() => import('../routes/score-table-pages.tsx'), name);
/** The test builder (issue 14): the same authors as the question bank. */
const testBuilderPage = (name: 'TestListPage' | 'TestAddPage' | 'TestEditPage' | 'TestBrowsePage') =>
  pageOf(() => import('../routes/test-builder-pages.tsx'), name);
/** Courses and course sessions (issue 19). */
const coursePage = (
  name: 'CourseListPage' | 'CourseCreatePage' | 'CourseEditPage' | 'MyCoursesPage' | 'CourseViewPage',
) => pageOf(() => import('../routes/course-pages.tsx'), name);

/** The centre's enrollments (issue 19): the public form and the admins' list and detail. */
const enrollmentPage = (name: 'EnrollPage' | 'EnrollSuccessPage' | 'EnrollmentListPage' | 'EnrollmentDetailPage') =>
  pageOf(() => import('../routes/enrollment-pages.tsx'), name);
/** Salary bills and teachers' billing details (issue 20). */
const salaryPage = (
  name: 'SalaryBillsPage' | 'SalaryBillDetailPage' | 'MySalaryBillsPage' | 'OwnBillingPage' | 'TeacherBillingPage',
) => pageOf(() => import('../routes/salary-pages.tsx'), name);
const companyPage = (name: 'CompanyListPage' | 'CompanyDetailPage') =>
  pageOf(() => import('../routes/company-pages.tsx'), name);
/** The public About and Contact pages (issue 17), in each area and at the root. */
const aboutPage = pageOf(() => import('../routes/about-page.tsx'), 'AboutPage');
const contactPage = pageOf(() => import('../routes/contact-page.tsx'), 'ContactPage');
const vocabularyPage = (
  name:
    | 'VocabularyHomePage'
    | 'VocabularyCategoryPage'
    | 'VocabularyListPage'
    | 'VocabularyWordPage'
    | 'VocabularyFavoritesPage',
) => pageOf(() => import('../routes/vocabulary-pages.tsx'), name);
const flashcardsPage = (name: 'FlashcardsPage' | 'FlashcardsListPage' | 'FlashcardsMemorizePage') =>
  pageOf(() => import('../routes/flashcards-pages.tsx'), name);

const landing: LazyPage = () => import('../routes/landing-page.tsx').then((m) => ({ Component: m.LandingPage }));

// The exam pages (issue 3): one chunk per page, the exam kind fixed by the route.
const examList =
  (kind: ExamKind): LazyPage =>
  () =>
    import('../routes/exam-list-page.tsx').then((m) => ({ Component: () => <m.ExamListPage kind={kind} /> }));
const examHistory =
  (kind: ExamKind | null): LazyPage =>
  () =>
    import('../routes/exam-history-page.tsx').then((m) => ({ Component: () => <m.ExamHistoryPage kind={kind} /> }));
const examResult =
  (kind: ExamKind): LazyPage =>
  () =>
    import('../routes/exam-result-page.tsx').then((m) => ({ Component: () => <m.ExamResultPage kind={kind} /> }));
const examResultUsers =
  (kind: ExamKind): LazyPage =>
  () =>
    import('../routes/exam-result-page.tsx').then((m) => ({ Component: () => <m.ExamResultUsersPage kind={kind} /> }));
const attemptExplanations =
  (kind: ExamKind): LazyPage =>
  () =>
    import('../routes/exam-explanations-page.tsx').then((m) => ({
      Component: () => <m.ExamAttemptExplanationsPage kind={kind} />,
    }));
const testExplanations =
  (kind: ExamKind): LazyPage =>
  () =>
    import('../routes/exam-explanations-page.tsx').then((m) => ({
      Component: () => <m.ExamTestExplanationsPage kind={kind} />,
    }));
/** Runner paths reached inside the app: a full page load of the same address boots the runner's own root. */
const runnerHandoff: LazyPage = () =>
  import('../routes/exam-runner-handoff-page.tsx').then((m) => ({ Component: m.ExamRunnerHandoffPage }));

const publicRoutes: AppRoute[] = [
  { path: '/', meta: { ...PUBLIC, guestOnly: true }, page: landing, ns: ['pages'] },
  {
    path: '/login',
    meta: { ...AUTH_PAGE, guestOnly: true },
    page: () => import('../routes/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
    ns: ['auth'],
  },
  {
    path: '/register',
    meta: { ...AUTH_PAGE, guestOnly: true },
    page: () => import('../routes/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
    ns: ['auth'],
  },
  {
    path: '/password/forgot',
    meta: AUTH_PAGE,
    page: () => import('../routes/password-forgot-page.tsx').then((m) => ({ Component: m.PasswordForgotPage })),
  },
  {
    path: '/password/set',
    meta: AUTH_PAGE,
    page: () => import('../routes/reset-password-page.tsx').then((m) => ({ Component: m.SetPasswordPage })),
  },
  {
    path: '/reset-password',
    meta: AUTH_PAGE,
    page: () => import('../routes/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: '/email/verify/:id/:hash',
    meta: AUTH_PAGE,
    page: () => import('../routes/verify-email-page.tsx').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    path: '/terms',
    meta: PUBLIC,
    page: () => import('../routes/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: '/plans/403',
    meta: AUTH_PAGE,
    page: () => import('../routes/status-pages.tsx').then((m) => ({ Component: m.PlansForbiddenPage })),
  },
  {
    path: '/403',
    meta: AUTH_PAGE,
    page: () => import('../routes/status-pages.tsx').then((m) => ({ Component: m.ForbiddenPage })),
  },
  {
    path: '/404',
    meta: AUTH_PAGE,
    page: () => import('../routes/status-pages.tsx').then((m) => ({ Component: m.NotFoundPage })),
  },
  {
    path: '/dev/mailbox',
    meta: AUTH_PAGE,
    page: () => import('../routes/dev-mailbox-page.tsx').then((m) => ({ Component: m.DevMailboxPage })),
  },
  { path: '/blogs', meta: PUBLIC, page: pageOf(() => import('../routes/blogs-page.tsx'), 'BlogsPage') },
  { path: '/about', meta: PUBLIC, page: aboutPage },
  { path: '/contact', meta: PUBLIC, page: contactPage },
  // Issue 19: the centre's public enrollment form and its success page.
  { path: '/enroll', meta: PUBLIC, page: enrollmentPage('EnrollPage') },
  { path: '/enroll/success', meta: PUBLIC, page: enrollmentPage('EnrollSuccessPage') },
];

const studentRoutes: AppRoute[] = [
  { path: '/student', meta: authed('student'), redirectTo: '/student/dashboard' },
  // Spec §6 (issue 17): StudentHome sends a signed-in user to their own home; a guest signs in, then comes back.
  { path: '/student/home', meta: AREA_HOME('student'), page: landing },
  {
    path: '/student/dashboard',
    meta: authed('student'),
    page: dashboard('student'),
    prefetch: dashboardData('student'),
    ns: DASHBOARD_NS,
  },
  { path: '/student/plans', meta: PUBLIC, page: coinsPage('PlansPage') },
  { path: '/student/about', meta: PUBLIC, page: aboutPage },
  { path: '/student/contact', meta: PUBLIC, page: contactPage },
  { path: '/student/profile', meta: authed(), page: profile },
  {
    path: '/student/parent-links/:id',
    meta: authed('student'),
    page: () => import('../routes/parent-link-page.tsx').then((m) => ({ Component: m.ParentLinkPage })),
  },
  {
    path: '/student/test-settings',
    meta: authed(),
    page: () => import('../routes/test-settings-page.tsx').then((m) => ({ Component: m.TestSettingsPage })),
  },
  {
    path: '/student/referral',
    meta: authed(),
    page: () => import('../routes/referral-page.tsx').then((m) => ({ Component: m.ReferralPage })),
  },
  { path: '/student/balance', meta: authed(), page: coinsPage('BalancePage') },
  { path: '/deposit', meta: authed(), page: coinsPage('DepositPage') },
  {
    path: '/checkout/sandbox/:orderId',
    meta: { ...authed(), rememberPath: false },
    page: coinsPage('SandboxCheckoutPage'),
  },
  {
    path: '/purchase-complete/:orderId',
    meta: { ...authed(), rememberPath: false },
    page: coinsPage('PurchaseCompletePage'),
  },
  { path: '/student/classes/list', meta: authed('student'), page: studentClassesPage('StudentClassListPage') },
  { path: '/student/classes/join', meta: authed('student'), page: studentClassesPage('JoinClassPage') },
  { path: '/student/classes/:id/:tab?', meta: authed('student'), page: studentClassesPage('StudentClassPage') },
];

const superAdminRoutes: AppRoute[] = [
  { path: '/super-admin', meta: authed('super_admin'), redirectTo: '/super-admin/dashboard' },
  {
    path: '/super-admin/dashboard',
    meta: authed('super_admin'),
    page: dashboard('super_admin'),
    prefetch: dashboardData('super_admin'),
    ns: DASHBOARD_NS,
  },
  { path: '/super-admin/profile', meta: authed('super_admin'), page: profile },
  {
    path: '/super-admin/companies',
    meta: authed('super_admin'),
    page: () =>
      import('../routes/super-admin-companies-page.tsx').then((m) => ({ Component: m.SuperAdminCompaniesPage })),
  },
  {
    path: '/super-admin/users',
    meta: authed('super_admin'),
    page: () => import('../routes/super-admin-users-page.tsx').then((m) => ({ Component: m.SuperAdminUsersPage })),
  },
  {
    path: '/super-admin/transactions',
    meta: authed('super_admin'),
    page: () =>
      import('../routes/super-admin-transactions-page.tsx').then((m) => ({ Component: m.SuperAdminTransactionsPage })),
  },
  {
    path: '/super-admin/promotion-codes',
    meta: authed('super_admin'),
    page: pageOf(() => import('../routes/promotion-codes-page.tsx'), 'PromotionCodesPage'),
  },
  {
    path: '/user/:uid',
    // Issue 17: company admins open (and edit) the users of their company too.
    meta: { ...authed('super_admin'), alsoFor: ['company_admin'] },
    page: () => import('../routes/user-view-page.tsx').then((m) => ({ Component: m.UserViewPage })),
  },
];

const educatorRoutes: AppRoute[] = [
  { path: '/educator', meta: authed('educator'), redirectTo: '/educator/dashboard' },
  // Spec §6 (issue 17): EducatorHome, as StudentHome.
  { path: '/educator/home', meta: AREA_HOME('educator'), page: landing },
  { path: '/educator/about', meta: PUBLIC, page: aboutPage },
  { path: '/educator/contact', meta: PUBLIC, page: contactPage },
  { path: '/educator/plans', meta: PUBLIC, page: coinsPage('PlansPage') },
  {
    path: '/educator/dashboard',
    meta: authed('educator'),
    page: dashboard('educator'),
    prefetch: dashboardData('educator'),
    ns: DASHBOARD_NS,
  },
  { path: '/educator/profile', meta: authed('educator'), page: profile },
  {
    path: '/educator/grading',
    meta: authed('educator'),
    page: () => import('../routes/grading-page.tsx').then((m) => ({ Component: m.GradingPage })),
  },
  { path: '/educator/students', meta: authed('educator'), page: educatorStudentsPage('EducatorStudentsPage') },
  { path: '/educator/students/:id', meta: authed('educator'), page: educatorStudentsPage('EducatorStudentPage') },
  {
    path: '/educator/users',
    meta: authed('educator'),
    page: pageOf(() => import('../routes/educator-users-page.tsx'), 'EducatorUsersPage'),
  },
  {
    path: '/educator/promotion-codes',
    meta: authed('company_admin'),
    page: pageOf(() => import('../routes/promotion-codes-page.tsx'), 'PromotionCodesPage'),
  },
  // Issue 19: the tenant's enrollments (company admins; super admins for their tenant).
  {
    path: '/educator/enrollments',
    meta: { ...authed('company_admin'), alsoFor: ['super_admin'] },
    page: enrollmentPage('EnrollmentListPage'),
  },
  {
    path: '/educator/enrollments/:id',
    meta: { ...authed('company_admin'), alsoFor: ['super_admin'] },
    page: enrollmentPage('EnrollmentDetailPage'),
  },
  // Issue 20: short URLs and merging users (the tenant's admins).
  {
    path: '/educator/short-urls',
    meta: { ...authed('company_admin'), alsoFor: ['super_admin'] },
    page: pageOf(() => import('../routes/back-office-pages.tsx'), 'ShortUrlsPage'),
  },
  {
    path: '/educator/merge-users',
    meta: { ...authed('company_admin'), alsoFor: ['super_admin'] },
    page: pageOf(() => import('../routes/back-office-pages.tsx'), 'MergeUsersPage'),
  },
  // Issue 20: tuition bills (admins write and issue them; parents and students read and pay their own).
  {
    path: '/educator/tuition-bills',
    meta: { ...authed('company_admin'), alsoFor: ['super_admin'] },
    page: pageOf(() => import('../routes/tuition-pages.tsx'), 'TuitionBillsPage'),
  },
  {
    path: '/educator/tuition-bills/:id',
    meta: { ...authed('company_admin'), alsoFor: ['super_admin'] },
    page: pageOf(() => import('../routes/tuition-pages.tsx'), 'TuitionBillEditorPage'),
  },
  {
    path: '/tuition-bills',
    meta: authed(),
    page: pageOf(() => import('../routes/tuition-pages.tsx'), 'MyTuitionBillsPage'),
  },
  {
    path: '/tuition-bills/:id',
    meta: authed(),
    page: pageOf(() => import('../routes/tuition-pages.tsx'), 'MyTuitionBillPage'),
  },
  // Issue 20: salary bills (admins manage them; a teacher reads their own) and teachers' billing details.
  {
    path: '/educator/salary-bills',
    meta: { ...authed('company_admin'), alsoFor: ['super_admin'] },
    page: salaryPage('SalaryBillsPage'),
  },
  {
    path: '/educator/salary-bills/:id',
    meta: { ...authed('educator'), alsoFor: ['super_admin'] },
    page: salaryPage('SalaryBillDetailPage'),
  },
  { path: '/educator/my-salary-bills', meta: authed('educator'), page: salaryPage('MySalaryBillsPage') },
  { path: '/educator/billing', meta: authed('educator'), page: salaryPage('OwnBillingPage') },
  {
    path: '/educator/teachers/:id/billing',
    meta: { ...authed('company_admin'), alsoFor: ['super_admin'] },
    page: salaryPage('TeacherBillingPage'),
  },
  // Issue 19: courses — educators manage them and their sessions; students follow them.
  {
    path: '/educator/courses',
    meta: { ...authed('educator'), alsoFor: ['super_admin'] },
    page: coursePage('CourseListPage'),
  },
  {
    path: '/educator/courses/new',
    meta: { ...authed('educator'), alsoFor: ['super_admin'] },
    page: coursePage('CourseCreatePage'),
  },
  {
    path: '/educator/courses/:id',
    meta: { ...authed('educator'), alsoFor: ['super_admin'] },
    page: coursePage('CourseEditPage'),
  },
  { path: '/my-courses', meta: authed('student'), page: coursePage('MyCoursesPage') },
  { path: '/courses/:id', meta: authed('student'), page: coursePage('CourseViewPage') },
  // Issue 19: private lessons — students and parents request; teachers and admins answer.
  {
    path: '/private-lessons',
    meta: { ...authed('student'), alsoFor: ['parent'] },
    page: pageOf(() => import('../routes/private-lesson-pages.tsx'), 'FamilyPrivateLessonsPage'),
  },
  {
    path: '/educator/private-lessons',
    meta: { ...authed('educator'), alsoFor: ['super_admin'] },
    page: pageOf(() => import('../routes/private-lesson-pages.tsx'), 'EducatorPrivateLessonsPage'),
  },
  // Issue 20: progress reports (teachers and admins write; students and parents read) and meeting logs (staff).
  {
    path: '/educator/progress-reports',
    meta: authed('educator'),
    page: pageOf(() => import('../routes/progress-meetings-pages.tsx'), 'EducatorProgressReportsPage'),
  },
  {
    path: '/educator/progress-reports/new',
    meta: authed('educator'),
    page: pageOf(() => import('../routes/progress-meetings-pages.tsx'), 'NewProgressReportPage'),
  },
  {
    path: '/educator/progress-reports/:id',
    meta: authed('educator'),
    page: pageOf(() => import('../routes/progress-meetings-pages.tsx'), 'EducatorProgressReportPage'),
  },
  {
    path: '/progress-reports',
    meta: { ...authed('student'), alsoFor: ['parent'] },
    page: pageOf(() => import('../routes/progress-meetings-pages.tsx'), 'FamilyProgressReportsPage'),
  },
  {
    path: '/progress-reports/:id',
    meta: { ...authed('student'), alsoFor: ['parent'] },
    page: pageOf(() => import('../routes/progress-meetings-pages.tsx'), 'FamilyProgressReportPage'),
  },
  {
    path: '/educator/meetings',
    meta: authed('educator'),
    page: pageOf(() => import('../routes/progress-meetings-pages.tsx'), 'MeetingsPage'),
  },
  {
    path: '/educator/meetings/new',
    meta: authed('educator'),
    page: pageOf(() => import('../routes/progress-meetings-pages.tsx'), 'NewMeetingPage'),
  },
  {
    path: '/educator/meetings/:id',
    meta: authed('educator'),
    page: pageOf(() => import('../routes/progress-meetings-pages.tsx'), 'MeetingPage'),
  },
  {
    path: '/educator/follow-ups',
    meta: authed('educator'),
    page: pageOf(() => import('../routes/progress-meetings-pages.tsx'), 'MyFollowUpsPage'),
  },
  // Issue 20: colleges (everyone searches), counseling (teachers and admins), the family's college plan.
  { path: '/colleges', meta: authed(), page: pageOf(() => import('../routes/college-pages.tsx'), 'CollegesPage') },
  {
    path: '/educator/counseling',
    meta: { ...authed('educator'), alsoFor: ['super_admin'] },
    page: pageOf(() => import('../routes/college-pages.tsx'), 'EducatorCounselingPage'),
  },
  {
    path: '/educator/counseling/students/:studentId',
    meta: { ...authed('educator'), alsoFor: ['super_admin'] },
    page: pageOf(() => import('../routes/college-pages.tsx'), 'CounselingStudentPage'),
  },
  {
    path: '/educator/counseling/reports/:id',
    meta: { ...authed('educator'), alsoFor: ['super_admin'] },
    page: pageOf(() => import('../routes/college-pages.tsx'), 'CounselingReportEditorPage'),
  },
  {
    path: '/college-plan',
    meta: { ...authed('student'), alsoFor: ['parent'] },
    page: pageOf(() => import('../routes/college-pages.tsx'), 'CollegePlanPage'),
  },
  {
    path: '/counseling-reports/:id',
    meta: { ...authed('student'), alsoFor: ['parent'] },
    page: pageOf(() => import('../routes/college-pages.tsx'), 'CounselingReportPage'),
  },
  // Issue 19: roster import (company admins; super admins for their tenant).
  {
    path: '/educator/roster-import',
    meta: { ...authed('company_admin'), alsoFor: ['super_admin'] },
    page: pageOf(() => import('../routes/roster-import-pages.tsx'), 'RosterImportPage'),
  },
  {
    path: '/educator/plan-coins',
    meta: authed('company_admin'),
    page: pageOf(() => import('../routes/educator-plan-coins-page.tsx'), 'EducatorPlanCoinsPage'),
  },
  {
    path: '/educator/company/settings',
    meta: authed('company_admin'),
    page: pageOf(() => import('../routes/tenant-settings-page.tsx'), 'TenantSettingsPage'),
  },
  {
    // Issue 17: the tenant's house promotions (its company admins; super admins for main).
    path: '/educator/company/promotions',
    meta: { ...authed('company_admin'), alsoFor: ['super_admin'] },
    page: pageOf(() => import('../features/banners/promotions-admin-screen.tsx'), 'PromotionsAdminScreen'),
  },
  { path: '/educator/act/result/:userExamId', meta: authed('educator'), page: examResult('act') },
  { path: '/educator/sat/result/:userExamId', meta: authed('educator'), page: examResult('sat') },
  {
    path: '/educator/act/explanations/:examId/:userExamId',
    meta: authed('educator'),
    page: attemptExplanations('act'),
  },
  {
    path: '/educator/sat/explanations/:examId/:userExamId',
    meta: authed('educator'),
    page: attemptExplanations('sat'),
  },
  { path: '/educator/company/list', meta: authed('company_admin'), page: companyPage('CompanyListPage') },
  { path: '/educator/company/detail/:id/:tab?', meta: authed('company_admin'), page: companyPage('CompanyDetailPage') },
];

const parentRoutes: AppRoute[] = [
  { path: '/parent', meta: authed('parent'), redirectTo: '/parent/dashboard' },
  {
    path: '/parent/dashboard',
    meta: authed('parent'),
    page: dashboard('parent'),
    prefetch: dashboardData('parent'),
    ns: DASHBOARD_NS,
  },
  { path: '/parent/profile', meta: authed('parent'), page: profile },
  {
    path: '/parent/children/:id',
    meta: authed('parent'),
    page: () => import('../routes/parent-child-page.tsx').then((m) => ({ Component: m.ParentChildPage })),
  },
];

const authoringRoutes: AppRoute[] = [
  { path: '/classes/list', meta: authed('educator'), page: classesPage('ClassListPage') },
  { path: '/classes/add', meta: authed('educator'), page: classesPage('ClassAddPage') },
  { path: '/classes/:id/edit/:tab?', meta: authed('educator'), page: classesPage('ClassEditPage') },
  { path: '/classes/:id/:tab?', meta: authed('educator'), page: classesPage('ClassDetailPage') },
  { path: '/questions/list', meta: AUTHOR, page: questionPage('QuestionListPage') },
  { path: '/questions/add', meta: AUTHOR, page: questionPage('QuestionAddPage') },
  { path: '/questions/:questionId', meta: AUTHOR, page: questionPage('QuestionDetailPage') },
  { path: '/questions/:questionId/edit', meta: AUTHOR, page: questionPage('QuestionEditPage') },
  { path: '/labels', meta: AUTHOR, page: questionPage('LabelsPage') },
  { path: '/tests/:type/add', meta: AUTHOR, page: testBuilderPage('TestAddPage') },
  { path: '/tests/:type/list', meta: AUTHOR, page: testBuilderPage('TestListPage') },
  { path: '/tests/:type/edit/:id', meta: AUTHOR, page: testBuilderPage('TestEditPage') },
  { path: '/tests/:type/browse/:id', meta: AUTHOR, page: testBuilderPage('TestBrowsePage') },
  {
    path: '/tests/:type/pdf/:id',
    meta: AUTHOR,
    page: pageOf(() => import('../routes/test-pdf-page.tsx'), 'TestPdfPage'),
  },
  { path: '/tests/:type/:examId/score-table/add', meta: AUTHOR, page: scoreTablePage('ScoreTableAddPage') },
  { path: '/tests/:type/:examId/score-table/edit/:tableKey', meta: AUTHOR, page: scoreTablePage('ScoreTableEditPage') },
  { path: '/tests/:type/:examId/score-table/:tableKey', meta: AUTHOR, page: scoreTablePage('ScoreTablePage') },
  { path: '/test-results', meta: authed(), page: examHistory(null) },
  {
    path: '/exams/combine',
    meta: { ...authed('student'), alsoFor: ['educator'] },
    page: pageOf(() => import('../routes/combine-page.tsx'), 'CombinePage'),
  },
  {
    path: '/activities',
    meta: authed(),
    page: pageOf(() => import('../routes/activities-page.tsx'), 'ActivitiesPage'),
  },
  {
    path: '/activity-history',
    meta: authed(),
    page: pageOf(() => import('../routes/activity-history-page.tsx'), 'ActivityHistoryPage'),
  },
  // Issue 19: every signed-in user's lessons (week and month views, the feed) and one lesson's page.
  { path: '/calendar', meta: authed(), page: pageOf(() => import('../routes/lesson-pages.tsx'), 'CalendarPage') },
  { path: '/lessons/:id', meta: authed(), page: pageOf(() => import('../routes/lesson-pages.tsx'), 'LessonPage') },
  {
    path: '/toefl',
    meta: authed(),
    page: pageOf(() => import('../routes/toefl-hub-page.tsx'), 'ToeflHubPage'),
  },
  {
    path: '/contact-messages',
    meta: authed(),
    page: pageOf(() => import('../routes/contact-messages-page.tsx'), 'ContactMessagesPage'),
  },
];

const EXAM_KINDS: readonly ExamKind[] = ['act', 'sat', 'toefl', 'shsat'];

const examRoutes: AppRoute[] = EXAM_KINDS.flatMap((kind) => [
  { path: `/${kind}/list`, meta: authed(), page: examList(kind) },
  { path: `/${kind}/history`, meta: authed(), page: examHistory(kind) },
  { path: `/${kind}/result/users/:examId`, meta: authed('educator'), page: examResultUsers(kind) },
  { path: `/${kind}/result/:userExamId`, meta: authed(), page: examResult(kind) },
  { path: `/${kind}/explanations/:examId/:userExamId`, meta: authed(), page: attemptExplanations(kind) },
  { path: `/${kind}/explanations/:examId`, meta: authed(), page: testExplanations(kind) },
]);

/** The runners boot on a full page load (main.tsx); inside the app these paths only hand over to them. */
const RUNNER_PATHS = [
  '/act/test/:examId/:userExamId',
  '/sat/start/:examId/:userExamId',
  '/sat/test/:examId/:userExamId',
  '/toefl/test/:examId/:userExamId/start',
  '/toefl/test/:examId/:userExamId',
  '/shsat/start/:examId/:userExamId',
  '/shsat/test/:examId/:userExamId',
];

const runnerRoutes: AppRoute[] = [
  ...RUNNER_PATHS.map((path): AppRoute => ({ path, meta: FULL_SCREEN, page: runnerHandoff })),
  // Issue 18: the student's decks, a deck's cards and the review, full screen (spec §2).
  { path: '/flashcards', meta: FULL_SCREEN, page: flashcardsPage('FlashcardsPage') },
  { path: '/flashcards/list/:titleName', meta: FULL_SCREEN, page: flashcardsPage('FlashcardsListPage') },
  { path: '/flashcards/memorize/:titleName', meta: FULL_SCREEN, page: flashcardsPage('FlashcardsMemorizePage') },
];

/** Issue 18: word lists for everyone signed in (educators and super admins write them). */
const vocabularyRoutes: AppRoute[] = [
  { path: '/vocabulary', meta: authed(), page: vocabularyPage('VocabularyHomePage') },
  { path: '/vocabulary/favorites', meta: authed('student'), page: vocabularyPage('VocabularyFavoritesPage') },
  { path: '/vocabulary/categories/:categoryId', meta: authed(), page: vocabularyPage('VocabularyCategoryPage') },
  {
    path: '/vocabulary/categories/:categoryId/lists/:listId',
    meta: authed(),
    page: vocabularyPage('VocabularyListPage'),
  },
  { path: '/vocabulary/words/:wordId', meta: authed(), page: vocabularyPage('VocabularyWordPage') },
];

/** Every route of spec §2, in one typed table. */
export const APP_ROUTES: readonly AppRoute[] = [
  ...publicRoutes,
  ...studentRoutes,
  ...superAdminRoutes,
  ...educatorRoutes,
  ...parentRoutes,
  ...authoringRoutes,
  ...examRoutes,
  ...runnerRoutes,
  ...vocabularyRoutes,
  { path: '*', meta: AUTH_PAGE, redirectTo: '/404' },
];
