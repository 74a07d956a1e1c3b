import { describe, expect, it } from 'vitest';
import type { TenantTx } from '../../db/with-tenant.ts';
import {
  cachedSession,
  forgetTokenSession,
  forgetUserSessions,
  rememberSession,
  SESSION_CACHE_MS,
  sessionGeneration,
  type AuthUser,
} from './session-cache.ts';

// Outside a transaction that withTenant follows, afterCommit runs its hook at once: enough for the cache's own rules.
const tx = {} as TenantTx;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;
const userOf = (id = unique('user')): AuthUser => ({
  id,
  tokenId: unique('token'),
  roles: [{ name: 'teacher' }],
  pro_expired_at: null,
  lang: 'en',
  email: `${id}@example.test`,
});
const FAR = new Date(Date.now() + 86_400_000);

describe('session cache', () => {
  it('answers for a token within its tenant until the window ends', () => {
    const [tenant, hash, user, now] = [unique('tenant'), unique('hash'), userOf(), Date.now()];
    rememberSession(tenant, hash, user, { since: sessionGeneration(), tokenExpiresAt: FAR, now });
    expect(cachedSession(tenant, hash, now + SESSION_CACHE_MS - 1)).toBe(user);
    expect(cachedSession(unique('tenant'), hash, now)).toBeUndefined();
    expect(cachedSession(tenant, hash, now + SESSION_CACHE_MS)).toBeUndefined();
    // Gone for good once out of date, even if asked with an earlier clock.
    expect(cachedSession(tenant, hash, now)).toBeUndefined();
  });

  it('never keeps a token past its expiry', () => {
    const [tenant, hash, now] = [unique('tenant'), unique('hash'), Date.now()];
    rememberSession(tenant, hash, userOf(), { since: sessionGeneration(), tokenExpiresAt: new Date(now + 1000), now });
    expect(cachedSession(tenant, hash, now + 999)).toBeDefined();
    expect(cachedSession(tenant, hash, now + 1000)).toBeUndefined();
  });

  it('does not store a lookup that began before a forget (it may have read rows the forget was about)', () => {
    const [tenant, hash, now] = [unique('tenant'), unique('hash'), Date.now()];
    const since = sessionGeneration();
    forgetUserSessions(tx, unique('someone-else'));
    rememberSession(tenant, hash, userOf(), { since, tokenExpiresAt: FAR, now });
    expect(cachedSession(tenant, hash, now)).toBeUndefined();
  });

  it('forgets one user’s sessions, or one token, and nothing else', () => {
    const [tenant, now] = [unique('tenant'), Date.now()];
    const alice = userOf();
    const aliceOther = { ...userOf(alice.id), tokenId: unique('token') };
    const bob = userOf();
    const remember = (hash: string, user: AuthUser) =>
      rememberSession(tenant, hash, user, { since: sessionGeneration(), tokenExpiresAt: FAR, now });
    remember('a1', alice);
    remember('a2', aliceOther);
    remember('b1', bob);
    forgetTokenSession(tx, aliceOther.tokenId);
    expect(cachedSession(tenant, 'a1', now)).toBe(alice);
    expect(cachedSession(tenant, 'a2', now)).toBeUndefined();
    forgetUserSessions(tx, alice.id);
    expect(cachedSession(tenant, 'a1', now)).toBeUndefined();
    expect(cachedSession(tenant, 'b1', now)).toBe(bob);
  });

  it('hands out a frozen user, since requests share it', () => {
    const [tenant, hash, user, now] = [unique('tenant'), unique('hash'), userOf(), Date.now()];
    rememberSession(tenant, hash, user, { since: sessionGeneration(), tokenExpiresAt: FAR, now });
    const cached = cachedSession(tenant, hash, now)!;
    expect(Object.isFrozen(cached) && Object.isFrozen(cached.roles) && Object.isFrozen(cached.roles[0])).toBe(true);
    expect(() => cached.roles.push({ name: 'super_admin' })).toThrow(TypeError);
  });
});
