import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/render.tsx';
import { navLinks } from './nav-links.ts';

// Issue 17: the menu reaches the activity history (everyone signed in) and the TOEFL hub (students).

const targets = (user: Parameters<typeof navLinks>[0]) => navLinks(user).map((link) => link.to);

describe('the menu', () => {
  it('gives a student the TOEFL hub and their activity history', () => {
    expect(targets(testUser())).toEqual(expect.arrayContaining(['/toefl', '/activity-history']));
  });

  it('gives educators, parents and super admins their activity history, not the TOEFL hub', () => {
    for (const name of ['teacher', 'organization_admin', 'parent', 'super_admin'] as const) {
      const links = targets(testUser({ roles: [{ name }] }));
      expect(links, name).toContain('/activity-history');
      expect(links, name).not.toContain('/toefl');
    }
  });

  it('gives a guest neither', () => {
    expect(targets(null)).not.toContain('/activity-history');
    expect(targets(null)).not.toContain('/toefl');
  });
});
