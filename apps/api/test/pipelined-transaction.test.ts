import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { commitWithNext } from '../src/db/pipelined-transaction.ts';
import { afterCommit, withTenant } from '../src/db/with-tenant.ts';
import { insertUser } from '../src/modules/users/users.repository.ts';
import { postgresDatabase } from '../src/db/client.ts';
import { createTestApp, createTestTenant, onServer, testDatabaseUrl, type TestApp } from './helpers.ts';

/**
 * withTenant's transactions (db/pipelined-transaction.ts on the PostgreSQL server): the binding is in force
 * for the first statement, a last statement commits with its COMMIT, failures roll back, savepoints nest,
 * and the trips to the server are the ones the design promises (counted as socket writes). On PGlite the
 * same behaviour through drizzle's own transactions.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const userOf = (n: string) => ({
  email: `pipe-${n}-${Math.random().toString(36).slice(2)}@example.test`,
  passwordHash: 'x',
  firstName: 'Pipe',
  lastName: n,
});

const countUsers = (tenantId: string, email: string) =>
  withTenant(app.deps.db, tenantId, async (tx) => (await tx.select().from(users).where(eq(users.email, email))).length);

/**
 * The app's database on a client of one connection whose socket counts its writes: each write is one trip
 * to the server (postgres.js gathers what is sent in one tick into one write).
 */
const countingDatabase = () => {
  const counter = { writes: 0 };
  const url = new URL(testDatabaseUrl!);
  // postgres.js's `socket` option (a function giving the connection's socket) is missing from its types.
  const options = {
    max: 1,
    onnotice: () => {},
    socket: () => {
      const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432) });
      const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
      socket.write = ((...args: unknown[]) => {
        counter.writes++;
        return write(...args);
      }) as typeof socket.write;
      return socket;
    },
  };
  const client = postgres(testDatabaseUrl!, options as postgres.Options<Record<string, postgres.PostgresType>>);
  return { database: postgresDatabase(client), counter };
};

describe('withTenant transactions', () => {
  it('binds the tenant before the first statement: it sees its own tenant only', async () => {
    const [a, b] = [await createTestTenant(app), await createTestTenant(app)];
    const user = userOf('a');
    await withTenant(app.deps.db, a.id, (tx) => insertUser(tx, user));
    const seen = await withTenant(app.deps.db, a.id, async (tx) => ({
      tenant: (await tx.select({ t: sql<string>`current_setting('app.tenant_id')` }).from(sql`(select 1) as one`))[0]
        ?.t,
      rows: await tx.select().from(users).where(eq(users.email, user.email)),
    }));
    expect(seen.tenant).toBe(a.id);
    expect(seen.rows).toHaveLength(1);
    expect(seen.rows[0]!.tenantId).toBe(a.id);
    expect(await countUsers(b.id, user.email)).toBe(0);
  });

  it('commits with the last statement: its row and the earlier ones are there once withTenant returns', async () => {
    const tenant = await createTestTenant(app);
    const [first, last] = [userOf('first'), userOf('last')];
    const hooks: string[] = [];
    await withTenant(app.deps.db, tenant.id, async (tx) => {
      afterCommit(tx, () => hooks.push('committed'));
      await insertUser(tx, first);
      commitWithNext(tx);
      await insertUser(tx, last);
      hooks.push('body');
    });
    expect(hooks).toEqual(['body', 'committed']);
    expect(await countUsers(tenant.id, first.email)).toBe(1);
    expect(await countUsers(tenant.id, last.email)).toBe(1);
  });

  it('a failing last statement rolls back the whole transaction', async () => {
    const tenant = await createTestTenant(app);
    const [first, taken] = [userOf('first'), userOf('taken')];
    await withTenant(app.deps.db, tenant.id, (tx) => insertUser(tx, taken));
    await expect(
      withTenant(app.deps.db, tenant.id, async (tx) => {
        await insertUser(tx, first);
        commitWithNext(tx);
        await insertUser(tx, { ...taken }); // the same e-mail: unique violation
      }),
    ).rejects.toThrow();
    expect(await countUsers(tenant.id, first.email)).toBe(0);
  });

  it.skipIf(!onServer)('refuses a statement after the last one: it would run outside the transaction', async () => {
    const tenant = await createTestTenant(app);
    const failure = await withTenant(app.deps.db, tenant.id, async (tx) => {
      commitWithNext(tx);
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    }).catch((error: unknown) => error as Error & { cause?: Error });
    // drizzle wraps the driver's error in its own "Failed query".
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure instanceof Error && (failure.cause?.message ?? failure.message))).toMatch(
      /after the transaction/,
    );
  });

  it('rolls back when the callback fails, and gives every connection back', async () => {
    const tenant = await createTestTenant(app);
    const user = userOf('failed');
    // More failures than the pool has connections: a connection kept by a failed transaction would hang the next.
    for (let i = 0; i < app.deps.config.poolSize + 3; i++)
      await expect(
        withTenant(app.deps.db, tenant.id, async (tx) => {
          await insertUser(tx, { ...user, email: `${i}-${user.email}` });
          throw new Error('callback failed');
        }),
      ).rejects.toThrow('callback failed');
    expect(await countUsers(tenant.id, `0-${user.email}`)).toBe(0);
    expect(await withTenant(app.deps.db, tenant.id, async () => 'still served')).toBe('still served');
  });

  it('a nested withTenant is a savepoint: its failure undoes its own writes only', async () => {
    const tenant = await createTestTenant(app);
    const [kept, undone] = [userOf('kept'), userOf('undone')];
    await withTenant(app.deps.db, tenant.id, async (tx) => {
      await insertUser(tx, kept);
      await expect(
        withTenant(tx as never, tenant.id, async (sp) => {
          await insertUser(sp, undone);
          throw new Error('inner failed');
        }),
      ).rejects.toThrow('inner failed');
    });
    expect(await countUsers(tenant.id, kept.email)).toBe(1);
    expect(await countUsers(tenant.id, undone.email)).toBe(0);
  });

  it.skipIf(!onServer)(
    'sends BEGIN and the binding with the first statement, and COMMIT with the last: two trips for two statements',
    async () => {
      const tenant = await createTestTenant(app);
      const { database, counter } = countingDatabase();
      try {
        const trips = async (last: boolean) => {
          const before = counter.writes;
          await withTenant(database.db, tenant.id, async (tx) => {
            await tx.execute(sql`select 1`);
            if (last) commitWithNext(tx);
            await tx.execute(sql`select 2`);
          });
          return counter.writes - before;
        };
        await trips(true); // connects and prepares: later runs send bind and execute only
        await trips(false);
        // drizzle's own transaction sent begin, binding, statement, statement and commit one by one: five.
        expect(await trips(true)).toBe(2);
        expect(await trips(false)).toBe(3);
      } finally {
        await database.close();
      }
    },
  );

  it.skipIf(!onServer)(
    'once the database closes, a transaction in flight fails at its next statement instead of waiting for ever',
    async () => {
      const tenant = await createTestTenant(app);
      const { database } = countingDatabase();
      let began!: () => void;
      const begun = new Promise<void>((resolve) => (began = resolve));
      let goOn!: () => void;
      const gate = new Promise<void>((resolve) => (goOn = resolve));
      const inFlight = withTenant(database.db, tenant.id, async (tx) => {
        await tx.execute(sql`select 1`);
        began();
        await gate; // a background job between two statements (the mail sender sending over SMTP)
        await tx.execute(sql`select 2`);
      });
      await begun;
      const closed = database.close();
      goOn();
      const failure = await inFlight.catch((error: unknown) => error as Error & { cause?: Error });
      expect(String(failure instanceof Error && (failure.cause?.message ?? failure.message))).toMatch(/closing/);
      await closed;
      await expect(withTenant(database.db, tenant.id, async () => 'late')).rejects.toThrow(/closing/);
    },
  );
});
