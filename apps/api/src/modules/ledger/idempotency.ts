import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IdempotencyKey } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { compileStatement, decode, encode } from '../../db/compiled-statement.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Idempotency keys of coin-moving and Pro-granting calls (decision 0012). The key is claimed, the work
 * done and its result stored in ONE transaction, so a key exists exactly when its change committed:
 * - the first call inserts the key (a placeholder), runs `fn`, then stores fn's result on the key;
 * - a repeat with the same scope and request finds the key and returns the stored result without running fn;
 * - a repeat while the first is still running waits on the key's unique index (PostgreSQL makes the second
 *   insert wait for the first transaction) and then replays it — or, if the first rolled back, runs itself;
 * - the same key with another scope or request → 422 `idempotency_key_reused`;
 * - an error thrown by fn rolls the whole transaction back, the key with it: a retry may succeed.
 * Keys belong to (tenant, actor): one user's key never collides with another's.
 */

/** The `Idempotency-Key` header; missing or not 1–200 visible ASCII characters → 400 `idempotency_key_required`. */
export const idempotencyKeyOf = (req: FastifyRequest): string => {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  const parsed = IdempotencyKey.safeParse(Array.isArray(raw) ? undefined : raw);
  if (!parsed.success) throw new AppError('idempotency_key_required');
  return parsed.data;
};

/** JSON with object keys sorted, so equal requests hash equally whatever the key order. */
const canonical = (value: unknown): string => {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
};

export const requestHashOf = (request: unknown) => createHash('sha256').update(canonical(request)).digest('base64url');

const p = sql.placeholder;
const k = idempotencyKeys;

/** Claims the key for this transaction (status 0 until the result is stored). A row back = claimed. */
const claimKey = compileStatement<{ actorId: string; key: string; scope: string; requestHash: string }, true>(
  'idempotency_claim',
  sql`insert into idempotency_keys (actor_id, key, scope, request_hash, status_code, response)
    values (${p('actorId')}, ${p('key')}, ${p('scope')}, ${p('requestHash')}, 0, 'null'::jsonb)
    on conflict do nothing returning 1`,
  () => true,
);

const findKey = compileStatement<
  { actorId: string; key: string },
  { scope: string; requestHash: string; statusCode: number; response: unknown }
>(
  'idempotency_find',
  sql`select scope, request_hash, status_code, response from idempotency_keys where actor_id = ${p('actorId')} and key = ${p('key')}`,
  (row) => ({
    scope: row[0] as string,
    requestHash: row[1] as string,
    statusCode: Number(row[2]),
    response: decode(k.response, row[3]),
  }),
);

const storeResult = compileStatement<{ actorId: string; key: string; response: unknown }, true>(
  'idempotency_store',
  sql`update idempotency_keys set status_code = 200, response = ${p('response')}::jsonb where actor_id = ${p('actorId')} and key = ${p('key')} returning 1`,
  () => true,
);

export interface IdempotentCall {
  tenantId: string;
  /** Who calls (the key is theirs). */
  actorId: string;
  key: string;
  /** The operation, e.g. `admin.give-point`; the same key on another operation is refused. */
  scope: string;
  /** Everything that makes the request what it is (body, target id); hashed. */
  request: unknown;
}

/**
 * Runs `fn` once per key (see above). The result must be JSON (a presented response): a replay returns
 * it as stored, parsed from JSON.
 */
export const runIdempotent = <T>(
  deps: Pick<Deps, 'db'>,
  opts: IdempotentCall,
  fn: (tx: TenantTx) => Promise<T>,
): Promise<T> =>
  withTenant(deps.db, opts.tenantId, async (tx) => {
    const requestHash = requestHashOf(opts.request);
    const ids = { actorId: opts.actorId, key: opts.key };
    const [claimed] = await claimKey(tx, { ...ids, scope: opts.scope, requestHash });
    if (!claimed) {
      const [stored] = await findKey(tx, ids);
      if (!stored || stored.scope !== opts.scope || stored.requestHash !== requestHash || stored.statusCode !== 200)
        throw new AppError('idempotency_key_reused');
      return stored.response as T;
    }
    const result = await fn(tx);
    await storeResult(tx, { ...ids, response: encode(k.response, result ?? null) });
    return result;
  });
