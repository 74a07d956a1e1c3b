import type { SessionUser } from '@prepwell/contracts';
import { isTeacher } from '@prepwell/contracts';

export type LandingLinkKey = 'about' | 'contact' | 'plans' | 'blogs';

/** The landing menu (spec §2 shell): About, Contact, Plans, Blogs, in the visitor's area. */
export const landingLinks = (user: SessionUser | null): { key: LandingLinkKey; to: string }[] => {
  const area = user && isTeacher(user) ? '/educator' : '/student';
  return [
    { key: 'about', to: `${area}/about` },
    { key: 'contact', to: `${area}/contact` },
    { key: 'plans', to: `${area}/plans` },
    { key: 'blogs', to: '/blogs' },
  ];
};
