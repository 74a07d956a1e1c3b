import { sql, type SQL } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LOGIN_ROLE, APP_ROLE, type Db } from '../src/db/client.ts';
import { TENANT_OWNED_TABLES } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { createTestFromBlueprint, type TestBlueprint } from '../src/modules/exams/catalogue/authoring.service.ts';
import { createTestApp, createTestTenant, createTestUser, onServer, testDatabaseUrl, type TestApp } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

/**
 * Row-level security, checked in the catalog and in behaviour. The catalog checks need a second
 * connection as the tables' owner, so they run on the PostgreSQL server only (TEST_DATABASE_URL).
 */
const SERVER_ONLY = 'needs the PostgreSQL server (TEST_DATABASE_URL): a second connection as the tables’ owner';

/**
 * Platform tables that carry tenant_id but are read before a tenant is known, so they cannot be
 * scoped by it. Each entry says why; anything else with tenant_id must have RLS.
 */
const PLATFORM_TABLES_WITH_TENANT_ID: Record<string, string> = {
  tenant_hosts: 'maps a Host header to its tenant: it is read to find the tenant, before one is known',
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
const query = async (db: Db, statement: SQL) => rowsOf(await db.execute(statement));
const errorText = (e: unknown): string => {
  const err = e as { message?: string; cause?: unknown };
  return `${err?.message ?? String(e)} ${err?.cause ? errorText(err.cause) : ''}`;
};

let app: TestApp;
let owner: postgres.Sql | undefined;
beforeAll(async () => {
  app = await createTestApp();
  if (onServer) owner = postgres(testDatabaseUrl!, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await owner?.end({ timeout: 5 });
  await app?.close();
});

if (!onServer) console.info(`rls.test.ts: catalog checks skipped — ${SERVER_ONLY}`);

describe('the catalog: row-level security on every tenant-owned table', () => {
  it.skipIf(!onServer)(
    `every table with a tenant_id column has RLS enabled and forced, with a policy [server only: ${SERVER_ONLY}]`,
    async () => {
      const rows = await owner!<
        { table: string; enabled: boolean; forced: boolean; policies: number; complete: number }[]
      >`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policies p where p.schemaname = n.nspname and p.tablename = c.relname) as policies,
             (select count(*)::int from pg_policies p where p.schemaname = n.nspname and p.tablename = c.relname
                and p.cmd = 'ALL' and p.qual is not null and p.with_check is not null) as complete
      from information_schema.columns col
      join pg_namespace n on n.nspname = col.table_schema
      join pg_class c on c.relnamespace = n.oid and c.relname = col.table_name
      where col.table_schema = 'public' and col.column_name = 'tenant_id' and c.relkind in ('r', 'p')
      order by c.relname`;
      const withTenantId = rows.map((r) => r.table);
      expect(withTenantId.length).toBeGreaterThan(5);

      const scoped = rows.filter((r) => !(r.table in PLATFORM_TABLES_WITH_TENANT_ID));
      const bad = scoped
        .filter((r) => !r.enabled || !r.forced || r.complete < 1)
        .map(
          (r) =>
            `${r.table} (enabled=${r.enabled}, forced=${r.forced}, policies=${r.policies}, with USING+WITH CHECK=${r.complete})`,
        );
      expect(
        bad,
        `tables with tenant_id but without enabled+forced RLS and a USING/WITH CHECK policy: ${bad.join('; ')}`,
      ).toEqual([]);

      // The hand-kept list in schema/index.ts must match what the database says.
      expect([...scoped.map((r) => r.table)].sort()).toEqual([...TENANT_OWNED_TABLES].sort());
    },
  );

  it.skipIf(!onServer)(
    `the exempt platform tables still exist and carry no tenant data policy by mistake [server only]`,
    async () => {
      for (const table of Object.keys(PLATFORM_TABLES_WITH_TENANT_ID)) {
        const [row] = await owner!<
          { n: number }[]
        >`select count(*)::int as n from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_name = 'tenant_id'`;
        expect(row!.n, `${table} is listed as exempt but has no tenant_id any more; drop it from the list`).toBe(1);
      }
    },
  );

  it.skipIf(!onServer)(
    `the app connects as ${APP_ROLE}: not a superuser, no BYPASSRLS, owns no table, not a member of the owner [server only]`,
    async () => {
      const [who] = await query(
        app.deps.db,
        sql`select current_user as role, r.rolsuper as super, r.rolbypassrls as bypass from pg_roles r where r.rolname = current_user`,
      );
      expect(who).toEqual({ role: APP_ROLE, super: false, bypass: false });

      const owned = await query(
        app.deps.db,
        sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and pg_has_role(current_user, c.relowner, 'USAGE')`,
      );
      expect(owned, 'the app role must not own (or inherit the owner of) any table').toEqual([]);

      const [ownerRole] = await owner!<
        { name: string; super: boolean }[]
      >`select current_user as name, rolsuper as super from pg_roles where rolname = current_user`;
      expect(ownerRole!.name).not.toBe(APP_ROLE);
      const [member] = await owner!<
        { m: boolean }[]
      >`select pg_has_role(${APP_ROLE}, ${ownerRole!.name}, 'MEMBER') as m`;
      expect(member!.m).toBe(false);
    },
  );
});

describe(`the app logs in as ${APP_LOGIN_ROLE}, so no RESET ROLE or SET ROLE steps outside row-level security`, () => {
  /** Thrown to end a transaction after the checks, so what it SET is rolled back with it. */
  class Done extends Error {}

  it.skipIf(!onServer)(
    `RESET ROLE, SET ROLE NONE, or SET ROLE to the owner or postgres from the app's connection still cannot read another tenant's rows [server only: ${SERVER_ONLY}]`,
    async () => {
      const a = await createTestTenant(app);
      const b = await createTestTenant(app);
      const userA = await createTestUser(app, a);
      const userB = await createTestUser(app, b);
      const [ownerRole] = await owner!<{ name: string }[]>`select current_user as name`;

      const seen: Record<string, unknown> = {};
      await expect(
        app.deps.db.transaction(async (tx) => {
          const db = tx as unknown as Db;
          await db.execute(sql`select set_config('app.tenant_id', ${a.id}, true)`);
          // RESET ROLE goes back to the session's starting role (the startup option), SET ROLE NONE to the login itself.
          await db.execute(sql`reset role`);
          [seen.afterReset] = await query(db, sql`select current_user as role`);
          await db.execute(sql`set role none`);
          [seen.who] = await query(
            db,
            sql`select session_user as login, current_user as role, r.rolsuper as super, r.rolbypassrls as bypass
                                        from pg_roles r where r.rolname = current_user`,
          );
          seen.rows = (await query(db, sql`select id from users where id in (${userA.id}, ${userB.id})`)).map(
            (r) => r.id,
          );
          seen.ofB = await query(db, sql`select count(*)::int as n from users where tenant_id = ${b.id}`);
          // Each attempt in a savepoint, so its refusal does not end the transaction.
          const attempt = (statement: string) =>
            tx
              .transaction(async (sp) => (sp as unknown as Db).execute(sql.raw(statement)))
              .then(
                () => 'allowed',
                (e: unknown) => errorText(e),
              );
          for (const role of new Set([ownerRole!.name, 'postgres']))
            seen[`set role ${role}`] = await attempt(`set role "${role}"`);
          // Nor can it lift the wall itself: only the tables' owner may.
          seen.noForce = await attempt('alter table users no force row level security');
          [seen.after] = await query(db, sql`select current_user as role`);
          throw new Done();
        }),
      ).rejects.toBeInstanceOf(Done);

      expect(seen.afterReset).toEqual({ role: APP_ROLE });
      expect(seen.who).toEqual({ login: APP_LOGIN_ROLE, role: APP_LOGIN_ROLE, super: false, bypass: false });
      expect(seen.rows).toEqual([userA.id]);
      expect(seen.ofB).toEqual([{ n: 0 }]);
      for (const role of new Set([ownerRole!.name, 'postgres']))
        expect(seen[`set role ${role}`]).toMatch(/permission denied to set role/);
      expect(seen.noForce).toMatch(/must be owner of table users/);
      expect(seen.after).toEqual({ role: APP_LOGIN_ROLE });

      // The rolled-back SET ROLE NONE left the pooled connections as they were: back on the app role.
      const [who] = await query(app.deps.db, sql`select current_user as role`);
      expect(who).toEqual({ role: APP_ROLE });
    },
  );
});

describe('withTenant binds every query to its tenant', () => {
  it('a transaction of tenant A neither sees, changes nor inserts rows of tenant B', async () => {
    const a = await createTestTenant(app);
    const b = await createTestTenant(app);
    const userA = await createTestUser(app, a);
    const userB = await createTestUser(app, b);
    const db = app.deps.db;

    await withTenant(db, a.id, async (tx) => {
      const tx0 = tx as unknown as Db;
      expect(await query(tx0, sql`select id from users where id = ${userB.id}`)).toEqual([]);
      expect(await query(tx0, sql`select id from users where tenant_id = ${b.id}`)).toEqual([]);
      expect(await query(tx0, sql`select id from access_tokens where user_id = ${userB.id}`)).toEqual([]);
      expect((await query(tx0, sql`select id from users where id = ${userA.id}`)).length).toBe(1);
      // Every visible row is A's.
      const tenants = await query(tx0, sql`select distinct tenant_id from users`);
      expect(tenants).toEqual([{ tenant_id: a.id }]);
      // Updates and deletes of B's rows touch nothing.
      expect(await query(tx0, sql`update users set first_name = 'Hacked' where id = ${userB.id} returning id`)).toEqual(
        [],
      );
      expect(await query(tx0, sql`delete from users where id = ${userB.id} returning id`)).toEqual([]);
      // Moving one of A's rows to B is refused by WITH CHECK.
    });

    await expect(
      withTenant(db, a.id, (tx) =>
        (tx as unknown as Db).execute(
          sql`insert into users (tenant_id, email, password_hash) values (${b.id}, ${`x-${Date.now()}@example.test`}, 'x')`,
        ),
      ),
    ).rejects.toSatisfy((e: unknown) => /row-level security/.test(errorText(e)));

    await expect(
      withTenant(db, a.id, (tx) =>
        (tx as unknown as Db).execute(sql`update users set tenant_id = ${b.id} where id = ${userA.id}`),
      ),
    ).rejects.toSatisfy((e: unknown) => /row-level security/.test(errorText(e)));

    // B's user is untouched, as seen from B.
    await withTenant(db, b.id, async (tx) => {
      const [row] = await query(
        tx as unknown as Db,
        sql`select first_name, tenant_id from users where id = ${userB.id}`,
      );
      expect(row).toEqual({ first_name: 'Test', tenant_id: b.id });
    });
  });

  it('outside withTenant the app sees no tenant rows at all', async () => {
    const a = await createTestTenant(app);
    await createTestUser(app, a);
    const rows = await app.deps.db.transaction(async (tx) =>
      query(tx as unknown as Db, sql`select count(*)::int as n from users`),
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe('the shared catalogue: main’s public content is readable by every tenant, writable by none', () => {
  const blueprint = (title: string, isPublic: boolean): TestBlueprint => ({
    kind: 'sat',
    type: 'drill',
    version: 'sat_digital',
    title,
    isPublic,
    passages: { p: { body: 'A short original passage.' } },
    sections: [
      {
        section: 'math',
        title: 'Math',
        scoreTables: {
          base: [
            [200, 200],
            [800, 800],
          ],
        },
        modules: [
          {
            title: 'Drill',
            position: 1,
            minutes: 5,
            questions: [
              {
                type: 'grid_in',
                stem: 'What is $2 + 2$?',
                answerKey: { kind: 'grid', accept: ['4'] },
                explanation: '$2 + 2 = 4$.',
                solution: '2 + 2',
                passage: 'p',
              },
            ],
          },
        ],
      },
    ],
  });
  const CONTENT = [
    'tests',
    'test_sections',
    'test_modules',
    'passages',
    'questions',
    'module_questions',
    'score_tables',
  ] as const;

  it('tenant A sees its own content and main’s public content, never B’s or main’s private content, in every content table', async () => {
    const main = await mainTenant(app);
    const a = await createTestTenant(app);
    const b = await createTestTenant(app);
    const db = app.deps.db;
    const make = (tenantId: string, title: string, isPublic: boolean) =>
      withTenant(db, tenantId, (tx) => createTestFromBlueprint(tx, blueprint(title, isPublic)));
    const own = await make(a.id, 'A own', false);
    const ofB = await make(b.id, 'B public', true);
    const shared = await make(main.id, 'main public', true);
    const hidden = await make(main.id, 'main private', false);

    await withTenant(db, a.id, async (tx) => {
      const tx0 = tx as unknown as Db;
      const visible = (
        await query(tx0, sql`select id from tests where id in (${own.id}, ${ofB.id}, ${shared.id}, ${hidden.id})`)
      ).map((r) => r.id);
      expect(visible.sort()).toEqual([own.id, shared.id].sort());
      // Every row of every content table visible to A is A's or main's public one.
      for (const table of CONTENT) {
        const foreign = await query(
          tx0,
          sql.raw(
            `select count(*)::int as n from "${table}" where tenant_id <> '${a.id}' and not (is_public and tenant_id = '${main.id}')`,
          ),
        );
        expect(foreign, table).toEqual([{ n: 0 }]);
        const ofMain = await query(
          tx0,
          sql.raw(`select count(*)::int as n from "${table}" where tenant_id = '${main.id}'`),
        );
        expect(Number(ofMain[0]!.n), `${table}: main's public rows are visible`).toBeGreaterThan(0);
      }
    });
  });

  it('tenant A cannot change, delete or add to main’s public content', async () => {
    const main = await mainTenant(app);
    const a = await createTestTenant(app);
    const db = app.deps.db;
    const shared = await withTenant(db, main.id, (tx) =>
      createTestFromBlueprint(tx, blueprint('main public, read-only', true)),
    );

    await withTenant(db, a.id, async (tx) => {
      const tx0 = tx as unknown as Db;
      expect(await query(tx0, sql`update tests set title = 'Hacked' where id = ${shared.id} returning id`)).toEqual([]);
      expect(
        await query(
          tx0,
          sql`delete from module_questions where module_id in (select id from test_modules where test_id = ${shared.id}) returning question_id`,
        ),
      ).toEqual([]);
      expect(
        await query(
          tx0,
          sql`update questions set answer_key = '{"kind":"grid","accept":["*"]}' where is_public returning id`,
        ),
      ).toEqual([]);
      expect(await query(tx0, sql`delete from score_tables where test_id = ${shared.id} returning id`)).toEqual([]);
      expect(await query(tx0, sql`delete from tests where id = ${shared.id} returning id`)).toEqual([]);
    });
    // Writing a row as main (or taking one over) is refused by WITH CHECK.
    await expect(
      withTenant(db, a.id, (tx) =>
        (tx as unknown as Db).execute(
          sql`insert into tests (tenant_id, kind, type, version, title, is_public) values (${main.id}, 'sat', 'drill', 'sat_digital', 'Injected', true)`,
        ),
      ),
    ).rejects.toSatisfy((e: unknown) => /row-level security/.test(errorText(e)));

    await withTenant(db, main.id, async (tx) => {
      const [row] = await query(tx as unknown as Db, sql`select title from tests where id = ${shared.id}`);
      expect(row).toEqual({ title: 'main public, read-only' });
      const [mq] = await query(
        tx as unknown as Db,
        sql`select count(*)::int as n from module_questions mq join test_modules m on m.id = mq.module_id where m.test_id = ${shared.id}`,
      );
      expect(mq).toEqual({ n: 1 });
    });
  });
});
