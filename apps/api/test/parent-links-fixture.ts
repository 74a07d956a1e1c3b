import type { ParentLinkView } from '@prepwell/contracts';
import { expect } from 'vitest';
import { call, type TestApp, type TestUser } from './helpers.ts';

/** The signed-in user's parent links (a student's requests and parent, or a parent's requests). */
export const linksOf = async (app: TestApp, user: TestUser) => {
  const res = await call<ParentLinkView[]>(app, { url: '/api/parent-links', headers: user.headers });
  expect(res.status).toBe(200);
  return res.body;
};

/** The student accepts their pending request from `parentEmail` (or every pending one), as the dashboard's Accept does. */
export const acceptParentRequests = async (app: TestApp, student: TestUser, parentEmail?: string) => {
  const pending = (await linksOf(app, student)).filter(
    (l) => l.status === 'pending' && (!parentEmail || l.parent.email === parentEmail.toLowerCase()),
  );
  expect(pending.length, 'a pending request to accept').toBeGreaterThan(0);
  for (const link of pending) {
    const res = await call(app, {
      method: 'POST',
      url: `/api/parent-links/${link.id}/accept`,
      headers: student.headers,
    });
    expect(res.status).toBe(200);
  }
};
