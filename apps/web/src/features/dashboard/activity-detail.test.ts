import { describe, expect, it } from 'vitest';
import { detailParts } from './activity-detail.ts';

describe('activity details', () => {
  it('turns the codes the server writes into translatable parts and keeps written text', () => {
    expect(detailParts('login', 'web')).toEqual([{ code: 'web' }]);
    expect(detailParts('profile_updated', 'admin')).toEqual([{ code: 'admin' }]);
    expect(detailParts('roles_changed', 'teacher, organization_admin')).toEqual([
      { code: 'teacher' },
      { code: 'organization_admin' },
    ]);
    expect(detailParts('class_joined', 'SAT Spring Cohort')).toEqual([{ text: 'SAT Spring Cohort' }]);
    expect(detailParts('roles_changed', 'teacher, wizard')).toEqual([{ text: 'teacher, wizard' }]);
  });
});
