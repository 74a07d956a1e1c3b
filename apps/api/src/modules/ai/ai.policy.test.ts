import { describe, expect, it } from 'vitest';
import { dailyAllowance, mayDiscussQuestion, mayReadConversations, withinAllowance } from './ai.policy.ts';

const actor = (id: string, ...roles: string[]) => ({ id, roles: roles.map((name) => ({ name })) });
const facts = { studentId: 's1', studentInTenant: true, teachesStudent: null };

describe('the daily allowance', () => {
  it('limits Free members only', () => {
    expect(dailyAllowance('free', 20)).toBe(20);
    expect(dailyAllowance('pro', 20)).toBeNull();
    expect(dailyAllowance('staff', 20)).toBeNull();
    expect(withinAllowance(20, 19)).toBe(true);
    expect(withinAllowance(20, 20)).toBe(false);
    expect(withinAllowance(0, 0)).toBe(false);
    expect(withinAllowance(null, 10_000)).toBe(true);
  });
});

describe("who reads a student's conversations", () => {
  it('the student, company admins and teachers of the tenant', () => {
    expect(mayReadConversations(actor('s1'), facts)).toBe(true);
    expect(mayReadConversations(actor('t1', 'teacher'), facts)).toBe(true);
    expect(mayReadConversations(actor('a1', 'organization_admin'), facts)).toBe(true);
  });

  it('nobody else: another student, a parent, a super admin, anyone for a student of another tenant', () => {
    expect(mayReadConversations(actor('s2'), facts)).toBe(false);
    expect(mayReadConversations(actor('p1', 'parent'), facts)).toBe(false);
    expect(mayReadConversations(actor('x1', 'super_admin'), facts)).toBe(false);
    for (const reader of [actor('s1'), actor('t1', 'teacher'), actor('a1', 'organization_admin')])
      expect(mayReadConversations(reader, { ...facts, studentInTenant: false })).toBe(false);
  });

  it('a teacher who is known not to teach the student is refused; a company admin is not', () => {
    expect(mayReadConversations(actor('t1', 'teacher'), { ...facts, teachesStudent: false })).toBe(false);
    expect(mayReadConversations(actor('t1', 'teacher'), { ...facts, teachesStudent: true })).toBe(true);
    expect(mayReadConversations(actor('a1', 'organization_admin'), { ...facts, teachesStudent: false })).toBe(true);
  });
});

describe('who discusses a question with the tutor (issue 17)', () => {
  it('active and retired questions: everyone signed in; a draft: the educators of its own tenant only', () => {
    const everyone = [actor('s'), actor('p', 'parent'), actor('t', 'teacher'), actor('a', 'organization_admin')];
    for (const user of everyone) {
      expect(mayDiscussQuestion(user, { draft: false, ownTenant: true })).toBe(true);
      expect(mayDiscussQuestion(user, { draft: false, ownTenant: false })).toBe(true);
    }
    expect(mayDiscussQuestion(actor('t', 'teacher'), { draft: true, ownTenant: true })).toBe(true);
    expect(mayDiscussQuestion(actor('a', 'organization_admin'), { draft: true, ownTenant: true })).toBe(true);
    expect(mayDiscussQuestion(actor('x', 'super_admin'), { draft: true, ownTenant: true })).toBe(true);
    expect(mayDiscussQuestion(actor('s'), { draft: true, ownTenant: true })).toBe(false);
    expect(mayDiscussQuestion(actor('p', 'parent'), { draft: true, ownTenant: true })).toBe(false);
    expect(mayDiscussQuestion(actor('r', 'pro'), { draft: true, ownTenant: true })).toBe(false);
    expect(mayDiscussQuestion(actor('t', 'teacher'), { draft: true, ownTenant: false })).toBe(false);
  });
});
