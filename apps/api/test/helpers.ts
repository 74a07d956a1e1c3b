import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Deps } from '../src/deps.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { captchas } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { hashPassword } from '../src/lib/password.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { issueAccessToken } from '../src/modules/auth/auth.service.ts';
import { createTenant, type TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { addRole, insertUser, upsertStudentProfile } from '../src/modules/users/users.repository.ts';

export type TestApp = FastifyInstance & { deps: Deps };

/** The PostgreSQL server when TEST_DATABASE_URL is set (CI), else a fresh in-memory PGlite per test file. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const onServer = !!testDatabaseUrl;

export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'prepwell-test-')),
    CAPTCHA: 'off',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    ...(testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // Each test app counts in its own Redis keys, so runs and files sharing one Redis never throttle each other.
    REDIS_PREFIX: `test-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
    ...overrides,
  });

/** Builds the whole server (no listening) on a real database. Close it in afterAll. */
export const createTestApp = async (overrides: Record<string, string> = {}): Promise<TestApp> => {
  const config = testConfig(overrides);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: 'memory://', poolSize: 5 });
  const app = await buildApp(config, { database, logger: false });
  app.addHook('onClose', () => database.close());
  return app;
};

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A fresh tenant for one test, so tests never depend on each other or on truncation. */
export const createTestTenant = async (
  app: TestApp,
  overrides: { isCompany?: boolean; settings?: Record<string, unknown> } = {},
): Promise<TenantContext> =>
  createTenant(app.deps, {
    slug: `t-${unique()}`.slice(0, 40),
    name: `Tenant ${unique()}`,
    contact_email: 'owner@example.test',
    exam_name: 'SAT',
    theme_color: '#224488',
    tab_name: 'Test tenant',
    isCompany: overrides.isCompany ?? true,
    host_names: [],
    settings: { instructorCode: 'TEACH-CODE', ...(overrides.settings ?? {}) },
  });

let passwordHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'Correct-horse-9';

export interface TestUser {
  id: string;
  email: string;
  username: string;
  token: string;
  tenant: TenantContext;
  /** Headers for app.inject: tenant and bearer token. */
  headers: Record<string, string>;
}

/** A user with roles (empty = student) and a bearer token, inside `tenant`. */
export const createTestUser = async (
  app: TestApp,
  tenant: TenantContext,
  options: {
    roles?: string[];
    firstName?: string | null;
    verified?: boolean;
    proUntil?: string | null;
    studentProfile?: boolean;
  } = {},
): Promise<TestUser> => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = await passwordHash;
  const id = unique();
  return withTenant(app.deps.db, tenant.id, async (tx) => {
    const user = await insertUser(tx, {
      email: `user-${id}@example.test`,
      username: `user_${id}`.slice(0, 32),
      passwordHash: hash,
      firstName: options.firstName === undefined ? 'Test' : options.firstName,
      lastName: 'User',
      emailVerifiedAt: options.verified === false ? null : new Date(),
      proExpiredAt: options.proUntil ?? null,
    });
    for (const role of options.roles ?? []) await addRole(tx, user.id, role);
    if (options.studentProfile) await upsertStudentProfile(tx, user.id, { school: 'Test School', phone: '5550001111' });
    const token = await issueAccessToken(tx, user.id, 'test');
    return {
      id: user.id,
      email: user.email,
      username: user.username!,
      token,
      tenant,
      headers: { 'x-tenant': tenant.slug, authorization: `Bearer ${token}` },
    };
  });
};

/** app.inject with JSON parsing. */
export const call = async <T = unknown>(app: TestApp, options: InjectOptions) => {
  const res = await app.inject(options);
  let body: T | undefined;
  try {
    body = res.json() as T;
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body: body as T, headers: res.headers, raw: res };
};

/**
 * A captcha whose answer the test knows (`k7pxa`), stored the way the server stores one, for the public
 * forms (enrollment, contact). `typed` is the answer as the visitor types it (any case).
 */
export const solvedCaptcha = async (app: TestApp, typed = 'k7pxa') => {
  const key = `test-${randomUUID()}`;
  await app.deps.db
    .insert(captchas)
    .values({ key, answerHash: sha256('k7pxa'), expiresAt: new Date(Date.now() + 60_000) });
  return { captcha_key: key, captcha: typed };
};
