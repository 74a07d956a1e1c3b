import type { AreaRole, HomeArea } from '@prepwell/contracts';
import type { ComponentType } from 'react';
import type { PlannedKey, RouteMeta } from './route-meta.ts';

/** A page module loaded on demand: every page is its own chunk. */
type LazyPage = () => Promise<{ Component: ComponentType }>;

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  page?: LazyPage;
  /** A route that only forwards somewhere else (area roots, the catch-all). */
  redirectTo?: string;
}

const PUBLIC: RouteMeta = { requiresAuth: false, showHeader: true, showFooter: true, rememberPath: true };
const AUTH_PAGE: RouteMeta = { ...PUBLIC, rememberPath: false };
const authed = (role?: AreaRole): RouteMeta => ({ ...PUBLIC, requiresAuth: true, ...(role ? { role } : {}) });
const FULL_SCREEN: RouteMeta = { ...authed(), showHeader: false, showFooter: false };

const plannedPage: LazyPage = () => import('../routes/planned-route-page.tsx').then((m) => ({ Component: m.PlannedRoutePage }));
const planned = (path: string, meta: RouteMeta, key: PlannedKey, values?: Record<string, string>): AppRoute => ({
  path,
  meta: { ...meta, planned: values ? { key, values } : { key } },
  page: plannedPage,
});
const dashboard = (area: HomeArea): LazyPage => () =>
  import('../routes/dashboard-page.tsx').then((m) => ({ Component: () => <m.DashboardPage area={area} /> }));
const profile: LazyPage = () => import('../routes/profile-page.tsx').then((m) => ({ Component: m.ProfilePage }));

const landing: LazyPage = () => import('../routes/landing-page.tsx').then((m) => ({ Component: m.LandingPage }));

const publicRoutes: AppRoute[] = [
  { path: '/', meta: { ...PUBLIC, guestOnly: true }, page: landing },
  { path: '/login', meta: { ...AUTH_PAGE, guestOnly: true }, page: () => import('../routes/login-page.tsx').then((m) => ({ Component: m.LoginPage })) },
  { path: '/register', meta: { ...AUTH_PAGE, guestOnly: true }, page: () => import('../routes/register-page.tsx').then((m) => ({ Component: m.RegisterPage })) },
  { path: '/password/forgot', meta: AUTH_PAGE, page: () => import('../routes/password-forgot-page.tsx').then((m) => ({ Component: m.PasswordForgotPage })) },
  { path: '/password/set', meta: AUTH_PAGE, page: () => import('../routes/reset-password-page.tsx').then((m) => ({ Component: m.SetPasswordPage })) },
  { path: '/reset-password', meta: AUTH_PAGE, page: () => import('../routes/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })) },
  { path: '/email/verify/:id/:hash', meta: AUTH_PAGE, page: () => import('../routes/verify-email-page.tsx').then((m) => ({ Component: m.VerifyEmailPage })) },
  { path: '/terms', meta: PUBLIC, page: () => import('../routes/terms-page.tsx').then((m) => ({ Component: m.TermsPage })) },
  { path: '/plans/403', meta: AUTH_PAGE, page: () => import('../routes/status-pages.tsx').then((m) => ({ Component: m.PlansForbiddenPage })) },
  { path: '/403', meta: AUTH_PAGE, page: () => import('../routes/status-pages.tsx').then((m) => ({ Component: m.ForbiddenPage })) },
  { path: '/404', meta: AUTH_PAGE, page: () => import('../routes/status-pages.tsx').then((m) => ({ Component: m.NotFoundPage })) },
  { path: '/dev/mailbox', meta: AUTH_PAGE, page: () => import('../routes/dev-mailbox-page.tsx').then((m) => ({ Component: m.DevMailboxPage })) },
  planned('/blogs', PUBLIC, 'blogs'),
];

const studentRoutes: AppRoute[] = [
  { path: '/student', meta: authed('student'), redirectTo: '/student/dashboard' },
  { path: '/student/home', meta: PUBLIC, page: landing },
  { path: '/student/dashboard', meta: authed('student'), page: dashboard('student') },
  planned('/student/plans', PUBLIC, 'plans'),
  planned('/student/about', PUBLIC, 'about'),
  planned('/student/contact', PUBLIC, 'contact'),
  { path: '/student/profile', meta: authed(), page: profile },
  planned('/student/balance', authed(), 'balance'),
  planned('/student/classes/list', authed('student'), 'studentClasses'),
  planned('/student/classes/join', authed('student'), 'joinClass'),
  planned('/student/classes/:id/:tab?', authed('student'), 'studentClass'),
];

const superAdminRoutes: AppRoute[] = [
  { path: '/super-admin', meta: authed('super_admin'), redirectTo: '/super-admin/dashboard' },
  { path: '/super-admin/dashboard', meta: authed('super_admin'), page: dashboard('super_admin') },
  { path: '/super-admin/profile', meta: authed('super_admin'), page: profile },
  { path: '/super-admin/companies', meta: authed('super_admin'), page: () => import('../routes/super-admin-companies-page.tsx').then((m) => ({ Component: m.SuperAdminCompaniesPage })) },
  { path: '/super-admin/users', meta: authed('super_admin'), page: () => import('../routes/super-admin-users-page.tsx').then((m) => ({ Component: m.SuperAdminUsersPage })) },
  { path: '/user/:uid', meta: authed('super_admin'), page: () => import('../routes/user-view-page.tsx').then((m) => ({ Component: m.UserViewPage })) },
];

const educatorRoutes: AppRoute[] = [
  { path: '/educator', meta: authed('educator'), redirectTo: '/educator/dashboard' },
  { path: '/educator/home', meta: PUBLIC, page: landing },
  planned('/educator/about', PUBLIC, 'about'),
  planned('/educator/contact', PUBLIC, 'contact'),
  planned('/educator/plans', PUBLIC, 'plans'),
  { path: '/educator/dashboard', meta: authed('educator'), page: dashboard('educator') },
  { path: '/educator/profile', meta: authed('educator'), page: profile },
  planned('/educator/students', authed('educator'), 'educatorStudents'),
  planned('/educator/users', authed('educator'), 'educatorUsers'),
  planned('/educator/plan-coins', authed('educator'), 'planCoins'),
  planned('/educator/act/result/:userExamId', authed('educator'), 'examResult', { exam: 'ACT' }),
  planned('/educator/sat/result/:userExamId', authed('educator'), 'examResult', { exam: 'SAT' }),
  planned('/educator/act/explanations/:examId/:userExamId', authed('educator'), 'explanations', { exam: 'ACT' }),
  planned('/educator/sat/explanations/:examId/:userExamId', authed('educator'), 'explanations', { exam: 'SAT' }),
  planned('/educator/company/list', authed('company_admin'), 'companyList'),
  planned('/educator/company/detail/:id/:tab?', authed('company_admin'), 'companyDetail'),
];

const parentRoutes: AppRoute[] = [
  { path: '/parent', meta: authed('parent'), redirectTo: '/parent/dashboard' },
  { path: '/parent/dashboard', meta: authed('parent'), page: dashboard('parent') },
  { path: '/parent/profile', meta: authed('parent'), page: profile },
  { path: '/parent/children/:id', meta: authed('parent'), page: () => import('../routes/parent-child-page.tsx').then((m) => ({ Component: m.ParentChildPage })) },
];

const authoringRoutes: AppRoute[] = [
  planned('/classes/list', authed('educator'), 'classList'),
  planned('/classes/add', authed('educator'), 'classAdd'),
  planned('/classes/:id/edit/:tab?', authed('educator'), 'classEdit'),
  planned('/classes/:id/:tab?', authed('educator'), 'classDetail'),
  planned('/questions/list', authed('educator'), 'questionList'),
  planned('/questions/add', authed('educator'), 'questionAdd'),
  planned('/questions/:questionId', authed('educator'), 'questionDetail'),
  planned('/questions/:questionId/edit', authed('educator'), 'questionEdit'),
  planned('/tests/:type/add', authed('educator'), 'testAdd'),
  planned('/tests/:type/list', authed('educator'), 'testList'),
  planned('/tests/:type/edit/:id', authed('educator'), 'testEdit'),
  planned('/tests/:type/browse/:id', authed('educator'), 'testBrowse'),
  planned('/tests/:type/pdf/:id', authed('educator'), 'testPdf'),
  planned('/tests/:type/:examId/score-table/add', authed('educator'), 'scoreTableEdit'),
  planned('/tests/:type/:examId/score-table/edit/:tableId', authed('educator'), 'scoreTableEdit'),
  planned('/tests/:type/:examId/score-table/:tableId', authed('educator'), 'scoreTable'),
  planned('/test-results', authed(), 'testResults'),
  planned('/activities', authed(), 'activities'),
];

const EXAMS = [
  ['act', 'ACT'],
  ['sat', 'SAT'],
  ['toefl', 'TOEFL'],
  ['shsat', 'SHSAT'],
] as const;

const examRoutes: AppRoute[] = EXAMS.flatMap(([kind, exam]) => [
  planned(`/${kind}/list`, authed(), 'examList', { exam }),
  planned(`/${kind}/history`, authed(), 'examHistory', { exam }),
  planned(`/${kind}/result/users/:examId`, authed('educator'), 'examResultUsers', { exam }),
  planned(`/${kind}/result/:userExamId`, authed(), 'examResult', { exam }),
  planned(`/${kind}/explanations/:examId/:userExamId`, authed(), 'explanations', { exam }),
  planned(`/${kind}/explanations/:examId`, authed(), 'explanations', { exam }),
]);

const runnerRoutes: AppRoute[] = [
  planned('/act/test/:examId/:userExamId', FULL_SCREEN, 'testRunner', { exam: 'ACT' }),
  planned('/sat/start/:examId/:userExamId', FULL_SCREEN, 'testStart', { exam: 'SAT' }),
  planned('/sat/test/:examId/:userExamId', FULL_SCREEN, 'testRunner', { exam: 'SAT' }),
  planned('/toefl/test/:examId/:userExamId/start', FULL_SCREEN, 'testStart', { exam: 'TOEFL' }),
  planned('/toefl/test/:examId/:userExamId', FULL_SCREEN, 'testRunner', { exam: 'TOEFL' }),
  planned('/shsat/start/:examId/:userExamId', FULL_SCREEN, 'testStart', { exam: 'SHSAT' }),
  planned('/shsat/test/:examId/:userExamId', FULL_SCREEN, 'testRunner', { exam: 'SHSAT' }),
  planned('/flashcards', FULL_SCREEN, 'flashcards'),
  planned('/flashcards/list/:titleName', FULL_SCREEN, 'flashcardsList'),
  planned('/flashcards/memorize/:titleName', FULL_SCREEN, 'flashcardsMemorize'),
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
  { path: '*', meta: AUTH_PAGE, redirectTo: '/404' },
];
