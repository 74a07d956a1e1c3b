import type { SessionUser } from '@prepwell/contracts';
import { isStudent, isSuperAdmin, isTeacher } from '@prepwell/contracts';

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
  | 'flashcards';

/**
 * The header menu. Visitors, students, parents and educators get the landing menu (spec §2 shell:
 * About, Contact, Plans, Blogs) in their area, after Practice (the test catalogue) and Results (test
 * history) once signed in (educators also the question bank and their tests); a super admin gets the platform's own screens.
 */
export const navLinks = (user: SessionUser | null): { key: NavLinkKey; to: string }[] => {
  if (user && isSuperAdmin(user))
    return [
      { key: 'dashboard', to: '/super-admin/dashboard' },
      { key: 'companies', to: '/super-admin/companies' },
      { key: 'users', to: '/super-admin/users' },
      { key: 'transactions', to: '/super-admin/transactions' },
      { key: 'questions', to: '/questions/list' },
      { key: 'tests', to: '/tests/sat/list' },
      { key: 'vocabulary', to: '/vocabulary' },
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
            ]
          : []),
        // Issue 18: students study words and review cards; educators write their tenant's word lists.
        ...(isStudent(user)
          ? [
              { key: 'vocabulary' as const, to: '/vocabulary' },
              { key: 'flashcards' as const, to: '/flashcards' },
            ]
          : isTeacher(user)
            ? [{ key: 'vocabulary' as const, to: '/vocabulary' }]
            : []),
      ]
    : [];
  return [
    ...signedIn,
    { key: 'about', to: `${area}/about` },
    { key: 'contact', to: `${area}/contact` },
    { key: 'plans', to: `${area}/plans` },
    { key: 'blogs', to: '/blogs' },
  ];
};
