// Issue 21: the report and analytics reads go to DATABASE_REPLICA_URL when it is set, and to the primary
// when the replica cannot answer; a replica login that could step outside row-level security stops the start.
// The real streaming replica (pg_basebackup, another port) is exercised by `npm run drill`.
import { afterEach, describe, expect, it } from 'vitest';
import type { UserExamAnalysisList } from '@prepwell/contracts';
import { appLoginUrl } from '../src/db/client.ts';
import { isReplicaUnavailable } from '../src/db/replica.ts';
import { call, createTestApp, createTestUser, onServer, testDatabaseUrl, type TestApp } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const analysis = async (target: TestApp) => {
  const admin = await createTestUser(target, await mainTenant(target), { roles: ['super_admin'] });
  return call<UserExamAnalysisList>(target, {
    url: '/api/user-exams/analysis?from=2001-01-01&to=2001-01-03',
    headers: admin.headers,
  });
};

describe('read replica', () => {
  it('without DATABASE_REPLICA_URL every read is on the primary', async () => {
    app = await createTestApp();
    const res = await analysis(app);
    expect(res.status).toBe(200);
    expect(res.body.analyses).toHaveLength(3);
    expect(app.deps.reads.counts).toEqual({ replica: 0, fallback: 0 });
  });

  it('a replica that is down costs nothing but speed: the analytics read falls back to the primary', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    app = await createTestApp({ DATABASE_REPLICA_URL: 'postgres://prepwell_app_login@127.0.0.1:1/none' });
    const res = await analysis(app);
    expect(res.status).toBe(200);
    expect(res.body.analyses.map((d) => d.date)).toEqual(['2001-01-01', '2001-01-02', '2001-01-03']);
    expect(app.deps.reads.counts.fallback).toBeGreaterThanOrEqual(1);
    expect(app.deps.reads.counts.replica).toBe(0);
  });

  it.runIf(onServer)('a reachable replica answers the analytics reads as the plain app login', async () => {
    app = await createTestApp({ DATABASE_REPLICA_URL: appLoginUrl(testDatabaseUrl!) });
    const res = await analysis(app);
    expect(res.status).toBe(200);
    expect(res.body.analyses).toHaveLength(3);
    expect(app.deps.reads.counts).toEqual({ replica: 1, fallback: 0 });
  });

  it.runIf(onServer)(
    'a replica URL of the tables’ owner stops the start (it would bypass row-level security)',
    async () => {
      await expect(createTestApp({ DATABASE_REPLICA_URL: testDatabaseUrl! })).rejects.toThrow(/must be a plain role/);
    },
  );

  it('tells a replica failure from a failing read', () => {
    expect(isReplicaUnavailable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isReplicaUnavailable(Object.assign(new Error('gone'), { code: '08006' }))).toBe(true);
    expect(isReplicaUnavailable(Object.assign(new Error('recovery'), { code: '40001' }))).toBe(true);
    expect(isReplicaUnavailable({ cause: Object.assign(new Error('x'), { code: 'CONNECTION_CLOSED' }) })).toBe(true);
    expect(isReplicaUnavailable(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
    expect(isReplicaUnavailable(new Error('plain'))).toBe(false);
  });
});
