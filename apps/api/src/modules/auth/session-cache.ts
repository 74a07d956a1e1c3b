import { afterCommit, type CrossTenantTx, type TenantTx } from '../../db/with-tenant.ts';

/** The user a bearer token stands for, as every request sees it (`req.user`). Shared by requests: never mutate it. */
export interface AuthUser {
  id: string;
  tokenId: string;
  roles: { name: string }[];
  pro_expired_at: string | null;
  lang: string;
  email: string;
}

/**
 * How long this process answers for a token without asking the database again (decision 0011). Whatever
 * this process changes drops the entries at once: revoking tokens (logout, a login replacing a device's
 * token, password reset, account deletion) and the cached fields (roles, Pro, language, e-mail). Another
 * API process sees those changes after at most this long: the cross-process staleness window.
 */
export const SESSION_CACHE_MS = 5_000;
/** Enough for every token active within the window; beyond it the oldest entries go first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  user: AuthUser;
  /** Epoch ms: the window's end, or the token's expiry if sooner. */
  until: number;
}

const entries = new Map<string, Entry>();
/** Grows with every forget: a lookup that began before one must not store what it read. */
let generation = 0;

const keyOf = (tenantId: string, tokenHash: string) => `${tenantId}:${tokenHash}`;

/** The cached user of a token within its tenant, or undefined when absent or out of date. */
export const cachedSession = (tenantId: string, tokenHash: string, now = Date.now()): AuthUser | undefined => {
  const key = keyOf(tenantId, tokenHash);
  const hit = entries.get(key);
  if (!hit) return undefined;
  if (hit.until > now) return hit.user;
  entries.delete(key);
  return undefined;
};

/** Taken before a database lookup and handed to rememberSession, which then stores only if nothing was forgotten meanwhile. */
export const sessionGeneration = () => generation;

/** Stores a token's user (frozen: requests share it) unless a forget happened since `since`. Unknown tokens are never stored. */
export const rememberSession = (
  tenantId: string,
  tokenHash: string,
  user: AuthUser,
  options: { since: number; tokenExpiresAt: Date; now?: number },
) => {
  if (options.since !== generation) return;
  const now = options.now ?? Date.now();
  const key = keyOf(tenantId, tokenHash);
  entries.delete(key);
  while (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  for (const role of user.roles) Object.freeze(role);
  Object.freeze(user.roles);
  entries.set(key, {
    user: Object.freeze(user),
    until: Math.min(now + SESSION_CACHE_MS, options.tokenExpiresAt.getTime()),
  });
};

const forget = (match: (user: AuthUser) => boolean) => {
  generation++;
  for (const [key, entry] of entries) if (match(entry.user)) entries.delete(key);
};

/** Drops what matches now, and again once `tx` has committed, so that a lookup which read the old rows in between is not kept either. */
const forgetAround = (tx: TenantTx | CrossTenantTx, match: (user: AuthUser) => boolean) => {
  forget(match);
  afterCommit(tx, () => forget(match));
};

/**
 * Drops the cached sessions of a user whose tokens or cached fields `tx` changes. The repository functions
 * that write tokens, users and roles call it (tokens.repository.ts, users.repository.ts), so every use case
 * that changes them invalidates, today's and tomorrow's.
 */
export const forgetUserSessions = (tx: TenantTx | CrossTenantTx, userId: string) =>
  forgetAround(tx, (user) => user.id === userId);

/** Drops the cached session of one token that `tx` deletes (logout). */
export const forgetTokenSession = (tx: TenantTx | CrossTenantTx, tokenId: string) =>
  forgetAround(tx, (user) => user.tokenId === tokenId);
