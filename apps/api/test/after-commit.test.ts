import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { afterCommit, withTenant } from '../src/db/with-tenant.ts';
import { createTestApp, createTestTenant, type TestApp } from './helpers.ts';

/** withTenant's afterCommit (the session cache drops entries there): after the commit only, never after a rollback. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe('afterCommit', () => {
  it('runs once the transaction has committed, not before', async () => {
    const tenant = await createTestTenant(app);
    const ran: string[] = [];
    await withTenant(app.deps.db, tenant.id, async (tx) => {
      afterCommit(tx, () => ran.push('hook'));
      await tx.execute(sql`select 1`);
      ran.push('body');
    });
    expect(ran).toEqual(['body', 'hook']);
  });

  it('never runs when the transaction rolls back', async () => {
    const tenant = await createTestTenant(app);
    let ran = false;
    await expect(
      withTenant(app.deps.db, tenant.id, async (tx) => {
        afterCommit(tx, () => (ran = true));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ran).toBe(false);
  });

  it('inside a nested withTenant (a savepoint) waits for the outer commit', async () => {
    const [outer, inner] = [await createTestTenant(app), await createTestTenant(app)];
    const ran: string[] = [];
    await withTenant(app.deps.db, outer.id, async (tx) => {
      await withTenant(tx as unknown as Db, inner.id, async (nested) => {
        afterCommit(nested, () => ran.push('hook'));
      });
      ran.push('outer body');
    });
    expect(ran).toEqual(['outer body', 'hook']);
  });
});
