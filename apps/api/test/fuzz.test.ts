import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestTenant, type TestApp } from './helpers.ts';
import {
  apiRoutesOf,
  createRoleUsers,
  createRouteCollectingApp,
  fillUrl,
  paramNames,
  randomIp,
  userFor,
  type ApiRoute,
  type RoleUsers,
} from './route-walk.ts';

/**
 * Schema fuzzing: for every API route with a body, querystring or params schema, generated bad input
 * must be answered with a 4xx — never a 5xx — and a 422 must be `validation_failed` with field errors.
 * The requests come from a user allowed to call the route, so they reach validation.
 */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.info(
  `fuzz.test.ts: fast-check seed ${SEED}, ${NUM_RUNS} runs per route and part (replay with FUZZ_SEED=${SEED})`,
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

type Schema = z.ZodType;
const isZod = (s: unknown): s is Schema => !!s && typeof (s as Schema).safeParse === 'function';

/** The keys of an object schema (through pipes and wrappers), so fields can be given wrong values or left out. */
const keysOf = (schema: unknown): string[] => {
  const s = schema as {
    shape?: Record<string, unknown>;
    def?: { in?: unknown; innerType?: unknown; schema?: unknown };
  };
  if (s?.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  const inner = s?.def?.in ?? s?.def?.innerType ?? s?.def?.schema;
  return inner ? keysOf(inner) : [];
};

const SAFE_KEY = fc
  .string({ minLength: 1, maxLength: 12 })
  .filter((k) => !['__proto__', 'constructor', 'prototype'].includes(k));
const hugeString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 300, max: 3000 }))
  .map(([s, n]) => s.repeat(n));
const wrongUuid = fc.oneof(
  fc.uuid().map((u) => u.slice(0, -1)),
  fc.uuid().map((u) => `${u}0`),
  fc.uuid().map((u) => u.replace(/-/g, '')),
  fc.uuid().map((u) => `${u.slice(0, 9)}zzzz${u.slice(13)}`),
  fc.constant('00000000-0000-0000-0000-00000000000g'),
  fc.constant('not-a-uuid'),
  fc.integer().map(String),
);
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  hugeString,
  wrongUuid,
  fc.emailAddress().map((e) => `${e}@`),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(SAFE_KEY, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Random JSON, arrays where an object is expected, and the schema's own fields with wrong values or missing. */
const badBody = (schema: Schema) => {
  const keys = keysOf(schema);
  const fields = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, wrongValue])), { requiredKeys: [] })
    : fc.dictionary(SAFE_KEY, wrongValue, { maxKeys: 4 });
  return fc.oneof(
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }) },
    { weight: 4, arbitrary: fields },
    { weight: 1, arbitrary: fc.constant({}) },
  );
};

const queryValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  hugeString,
  wrongUuid,
  fc.integer().map(String),
  fc.constantFrom('', 'true', 'null', '-1', '1e309', 'NaN'),
);
const badQuery = (schema: Schema) => {
  const keys = keysOf(schema);
  return fc.dictionary(keys.length ? fc.oneof(fc.constantFrom(...keys), SAFE_KEY) : SAFE_KEY, queryValue, {
    maxKeys: 4,
  });
};
const badParams = (url: string) => {
  const names = paramNames(url);
  return fc.record(
    Object.fromEntries(names.map((n) => [n, fc.oneof(wrongUuid, fc.string({ maxLength: 30 }), hugeString)])),
  );
};

interface Answer {
  status: number;
  body: { code?: string; fieldErrors?: { path: string; message: string }[] } | undefined;
}

/** What every answer must satisfy; `valid` is whether the input passes the route's own schema. */
const check = (route: ApiRoute, part: string, input: unknown, valid: boolean, res: Answer) => {
  const where = `${route.name} ${part} ${JSON.stringify(input)?.slice(0, 300)} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
  expect(res.status, `5xx for ${where}`).toBeLessThan(500);
  if (res.status === 422 && res.body?.code === 'validation_failed') {
    expect(
      Array.isArray(res.body.fieldErrors) && res.body.fieldErrors.length > 0,
      `422 without fieldErrors: ${where}`,
    ).toBe(true);
    for (const f of res.body.fieldErrors!)
      expect(typeof f.path === 'string' && typeof f.message === 'string' && f.message.length > 0, where).toBe(true);
  }
  if (valid) return;
  // Invalid input never succeeds; it is a validation error, or refused earlier by the router or the JSON parser.
  expect(res.status, `invalid input accepted: ${where}`).toBeGreaterThanOrEqual(400);
  const ok =
    (res.status === 422 && res.body?.code === 'validation_failed') ||
    (part === 'params' && res.status === 404 && res.body?.code === 'not_found') ||
    (part === 'params' && res.status === 400 && res.body?.code === 'bad_request') ||
    (res.status === 400 && res.body?.code === 'bad_request' && /__proto__|constructor/.test(JSON.stringify(input)));
  expect(ok, `expected 422 validation_failed: ${where}`).toBe(true);
};

const headersFor = (route: ApiRoute) => {
  const user = userFor(route, users);
  return user ? user.headers : { 'x-tenant': publicTenant };
};

const fuzzable = routes.filter((r) => isZod(r.schema?.body) || isZod(r.schema?.querystring) || isZod(r.schema?.params));

describe('URLs the router itself refuses still get the ErrorBody shape', () => {
  it('a malformed percent-encoding or an over-long path parameter is 400 bad_request', async () => {
    for (const url of ['/api/account/destroy/%E0%A4%A', `/api/account/destroy/${'a'.repeat(500)}`]) {
      const res = await call<{ code?: string; message?: string; status?: number }>(app, {
        method: 'DELETE',
        url,
        remoteAddress: randomIp(),
      });
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({ code: 'bad_request', status: 400 });
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('schema fuzzing: bad input is a 4xx, never a 5xx', () => {
  it('finds routes with schemas', () => {
    expect(fuzzable.length).toBeGreaterThan(5);
    console.info(`fuzz: ${fuzzable.length} of ${routes.length} API routes have request schemas`);
  });

  for (const route of fuzzable) {
    const { body, querystring, params } = route.schema ?? {};
    describe(route.name, () => {
      if (isZod(body))
        it('body', async () => {
          await fc.assert(
            fc.asyncProperty(badBody(body), async (value) => {
              const normalized: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
              const res = await call(app, {
                method: route.method as 'POST',
                url: fillUrl(route.url),
                headers: { ...headersFor(route), 'content-type': 'application/json' },
                payload: JSON.stringify(value) ?? 'null',
                remoteAddress: randomIp(),
              });
              check(route, 'body', value, body.safeParse(normalized).success, res as Answer);
            }),
            { seed: SEED, numRuns: NUM_RUNS },
          );
        });

      if (isZod(querystring))
        it('querystring', async () => {
          await fc.assert(
            fc.asyncProperty(badQuery(querystring), async (query) => {
              const res = await call(app, {
                method: route.method as 'GET',
                url: fillUrl(route.url),
                query,
                headers: headersFor(route),
                remoteAddress: randomIp(),
              });
              check(route, 'querystring', query, querystring.safeParse(query).success, res as Answer);
            }),
            { seed: SEED, numRuns: NUM_RUNS },
          );
        });

      if (isZod(params))
        it('params', async () => {
          await fc.assert(
            fc.asyncProperty(badParams(route.url), async (values) => {
              const res = await call(app, {
                method: route.method as 'GET',
                url: fillUrl(route.url, (name) => values[name] as string),
                headers: headersFor(route),
                remoteAddress: randomIp(),
                ...(isZod(body)
                  ? { payload: '{}', headers: { ...headersFor(route), 'content-type': 'application/json' } }
                  : {}),
              });
              // An empty segment does not match the route (404); one over the router's maxParamLength is a 400.
              const valid = params.safeParse(values).success;
              check(route, 'params', values, valid, res as Answer);
            }),
            { seed: SEED, numRuns: NUM_RUNS },
          );
        });
    });
  }
});
