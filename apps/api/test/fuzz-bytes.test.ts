import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorableText } from '../src/lib/text-hygiene.ts';
import { call, createTestTenant, type TestApp } from './helpers.ts';
import {
  apiRoutesOf,
  createRoleUsers,
  createRouteCollectingApp,
  fillUrl,
  paramNames,
  randomIp,
  sampleOf,
  userFor,
  type ApiRoute,
  type RoleUsers,
} from './route-walk.ts';

/**
 * Bad bytes on every route (issue 11): NUL, lone surrogates, over-long UTF-8, RTL marks and 1 MB strings,
 * put into a request that is otherwise valid (so it would reach the database), in the body, the query
 * and the path of every API route of the app. Never a 5xx; text the database cannot store is refused
 * (4xx) before anything is written.
 */
const NUM_RUNS = Number(process.env.FUZZ_BYTES_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.info(
  `fuzz-bytes.test.ts: fast-check seed ${SEED}, ${NUM_RUNS} runs per route and part (replay with FUZZ_SEED=${SEED})`,
);

const built = await createRouteCollectingApp();
const app: TestApp = built.app;
const routes = apiRoutesOf(built.routes);
let users: RoleUsers;
let publicTenant: string;
beforeAll(async () => {
  users = await createRoleUsers(app);
  publicTenant = (await createTestTenant(app)).slug;
});
afterAll(async () => app?.close());

const isZod = (s: unknown): s is z.ZodType => !!s && typeof (s as z.ZodType).safeParse === 'function';

/** Marks a string whose bytes are replaced, after JSON encoding, by over-long or surrogate UTF-8. */
const RAW = '\u0001RAW\u0001';
const RAW_BYTES = [
  Buffer.from([0xc0, 0x80]),
  Buffer.from([0xe0, 0x80, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]),
];

const badText = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    'x\ud800',
    '\udc00',
    'ok\ud83dko',
    'end\udfff',
    '\u202eevil\u202c',
    '\u200f\u200e\u061c',
    '\ufeffbom',
    RAW,
  ),
  fc
    .tuple(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00'),
      fc.string({ maxLength: 6 }),
    )
    .map((parts) => parts.join('')),
  fc.constant('é'.repeat(512 * 1024)), // 1 MB of UTF-8
);

/** Every path to a string leaf of a sample value. */
const stringPaths = (value: unknown, path: (string | number)[] = []): (string | number)[][] => {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
};

const setAt = (value: unknown, path: (string | number)[], leaf: string): unknown => {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = setAt(copy[head!], rest, leaf);
  return copy;
};

/** A valid sample of the schema with one string (or a new field) replaced by bad text. */
const spoiled = (schema: unknown, extraKey: string) => {
  const sample = isZod(schema) ? (sampleOf(schema) ?? {}) : {};
  const paths = stringPaths(sample);
  const extra: (string | number)[] = [extraKey];
  const where = paths.length ? fc.oneof(fc.constantFrom(...paths), fc.constant(extra)) : fc.constant(extra);
  return fc
    .tuple(where, badText)
    .map(([path, text]) => setAt(typeof sample === 'object' && sample ? sample : {}, path, text));
};

/** JSON text as bytes, with the RAW marker turned into malformed UTF-8. */
const jsonBytes = (value: unknown, raw: Buffer) => {
  const parts = JSON.stringify(value).split(JSON.stringify(RAW).slice(1, -1));
  return Buffer.concat(parts.flatMap((p, i) => (i ? [raw, Buffer.from(p)] : [Buffer.from(p)])));
};

/** encodeURIComponent that also encodes lone surrogates (as their WTF-8 bytes) instead of throwing. */
const encodeAny = (text: string) =>
  text === RAW
    ? '%C0%80'
    : Array.from(text, (ch) => {
        const c = ch.charCodeAt(0);
        if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
          return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        return encodeURIComponent(ch);
      }).join('');

const hasUnstorable = (value: unknown): boolean =>
  typeof value === 'string'
    ? !isStorableText(value)
    : Array.isArray(value)
      ? value.some(hasUnstorable)
      : !!value &&
        typeof value === 'object' &&
        Object.entries(value).some(([k, v]) => !isStorableText(k) || hasUnstorable(v));

const headersFor = (route: ApiRoute) => {
  const user = userFor(route, users);
  return user ? user.headers : { 'x-tenant': publicTenant };
};

const expectAnswer = (
  route: ApiRoute,
  part: string,
  sent: unknown,
  res: { status: number; body: unknown },
  mustRefuse: boolean,
) => {
  const where = `${route.name} ${part} ${JSON.stringify(sent)?.slice(0, 200)} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
  expect(res.status, `5xx for ${where}`).toBeLessThan(500);
  if (mustRefuse) expect(res.status, `unstorable text accepted: ${where}`).toBeGreaterThanOrEqual(400);
};

const writes = routes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE');

describe('bad bytes on every route: never a 5xx, unstorable text refused', () => {
  it('walks every route', () => {
    expect(routes.length).toBeGreaterThan(100);
    console.info(`fuzz-bytes: ${writes.length} write routes, ${routes.length} routes in all`);
  });

  for (const route of routes) {
    const { body, querystring } = route.schema ?? {};
    describe(route.name, () => {
      if (writes.includes(route))
        it('body', async () => {
          await fc.assert(
            fc.asyncProperty(spoiled(body, 'note'), fc.constantFrom(...RAW_BYTES), async (value, raw) => {
              const payload = jsonBytes(value, raw);
              const res = await call(app, {
                method: route.method as 'POST',
                url: fillUrl(route.url),
                headers: { ...headersFor(route), 'content-type': 'application/json' },
                payload,
                remoteAddress: randomIp(),
              });
              expectAnswer(route, 'body', value, res, hasUnstorable(JSON.parse(payload.toString('utf8'))));
            }),
            { seed: SEED, numRuns: NUM_RUNS },
          );
        });

      it('query', async () => {
        const keys = isZod(querystring) ? Object.keys((querystring as { shape?: object }).shape ?? {}) : [];
        const base = (isZod(querystring) ? sampleOf(querystring) : undefined) ?? {};
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...keys, 'q'),
            badText.filter((t) => t.length < 4096),
            async (key, text) => {
              const query = { ...(base as Record<string, unknown>), [key]: text };
              const search = Object.entries(query)
                .filter(([, v]) => v !== undefined)
                .map(([k, v]) => `${encodeURIComponent(k)}=${encodeAny(String(v))}`)
                .join('&');
              const res = await call(app, {
                method: route.method as 'GET',
                url: `${fillUrl(route.url)}?${search}`,
                headers: headersFor(route),
                remoteAddress: randomIp(),
              });
              expectAnswer(route, 'query', query, res, false);
            },
          ),
          { seed: SEED, numRuns: NUM_RUNS },
        );
        // The issue's own cases: a raw %00 in every query parameter the route knows.
        for (const key of [...keys, 'q']) {
          const res = await call(app, {
            method: route.method as 'GET',
            url: `${fillUrl(route.url)}?${key}=%00`,
            headers: headersFor(route),
            remoteAddress: randomIp(),
          });
          expectAnswer(route, 'query', { [key]: '\u0000' }, res, true);
        }
      });

      if (paramNames(route.url).length)
        it('path', async () => {
          await fc.assert(
            fc.asyncProperty(
              badText.filter((t) => t.length < 200),
              async (text) => {
                const url = route.url
                  .replace(/:([A-Za-z0-9_]+)/g, () => encodeAny(text))
                  .replace('*', () => encodeAny(text));
                const res = await call(app, {
                  method: route.method as 'GET',
                  url,
                  headers: { ...headersFor(route), ...(isZod(body) ? { 'content-type': 'application/json' } : {}) },
                  ...(isZod(body) ? { payload: JSON.stringify(sampleOf(body) ?? {}) } : {}),
                  remoteAddress: randomIp(),
                });
                expectAnswer(route, 'path', text, res, !isStorableText(text));
              },
            ),
            { seed: SEED, numRuns: NUM_RUNS },
          );
        });
    });
  }
});
