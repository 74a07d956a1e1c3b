import { existsSync, readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  collegeTargets,
  colleges,
  flashcardDecks,
  shortUrls,
  wordListCategories,
  wordLists,
} from '../src/db/schema/index.ts';
import { CROSS_TENANT_REFERENCES } from '../src/db/schema/cross-tenant.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { classCodeIs, emailIs, promotionCodeIs, usernameIs } from '../src/db/lookup-keys.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

/**
 * Citus on paper, checked in code (issue 21, decision 0050). A Citus cluster distributes every tenant-owned
 * table by `tenant_id`; it can then enforce a primary key, a unique constraint or index and a foreign key only
 * when it leads with `tenant_id` (a foreign key between two distributed tables: `(tenant_id, x)` →
 * `(tenant_id, id)`). This test reads the migrated database's catalogue (pg_constraint, pg_index) and names
 * every table and constraint that would not distribute, and checks docs/SCALING.md's script lists every table.
 * The columns that name another tenant's row, and so carry no foreign key, are db/schema/cross-tenant.ts.
 */

/** Public tables replicated to every node (`create_reference_table`), not distributed by tenant. Each says why. */
const REFERENCE_TABLES: Record<string, string> = {
  tenants: 'the tenants themselves; every tenant table references tenants(id), and the request resolves one first',
  tenant_hosts:
    'Host header → tenant, read before a tenant is known (keyed by host, not by tenant); written only with a tenant',
};

/** Public tables that stay on the coordinator as plain local tables, never joined with tenant rows. */
const COORDINATOR_TABLES: Record<string, string> = {
  captchas: 'short-lived captcha answers, written and read by key before any sign-in; no tenant and no join',
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
const query = async (db: Pick<Db, 'execute'>, statement: SQL) => rowsOf(await db.execute(statement));
const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : String(value ?? '')
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

const scalingDoc = new URL('../../../docs/SCALING.md', import.meta.url);
const scaling = existsSync(scalingDoc) ? readFileSync(scalingDoc, 'utf8') : '';

let app: TestApp;
let db: Db;
let tenantTables: string[];
let publicTables: string[];
beforeAll(async () => {
  app = await createTestApp();
  db = app.deps.db;
  const tables = await query(
    db,
    sql`select c.relname as name,
        exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id'
                and a.attnotnull and not a.attisdropped) as tenant_owned
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by 1`,
  );
  publicTables = tables.map((t) => String(t.name));
  tenantTables = tables
    .filter((t) => t.tenant_owned === true && !(String(t.name) in REFERENCE_TABLES))
    .map((t) => String(t.name));
});
afterAll(async () => {
  await app?.close();
});

describe('the catalogue: every tenant-owned table distributes by tenant_id', () => {
  it('every public table is tenant-owned, a reference table or a coordinator table', () => {
    expect(tenantTables.length).toBeGreaterThan(50);
    const unplaced = publicTables.filter(
      (t) => !tenantTables.includes(t) && !(t in REFERENCE_TABLES) && !(t in COORDINATOR_TABLES),
    );
    expect(unplaced, 'public tables without tenant_id NOT NULL: list them as reference or coordinator tables').toEqual(
      [],
    );
    for (const t of [...Object.keys(REFERENCE_TABLES), ...Object.keys(COORDINATOR_TABLES)])
      expect(publicTables, `${t} is listed but no longer exists`).toContain(t);
  });

  it("every tenant table's primary key and unique constraints and indexes (partial ones too) lead with tenant_id", async () => {
    const indexes = await query(
      db,
      sql`select c.relname as table, i.indexrelid::regclass::text as name, i.indisprimary as primary,
          (i.indkey[0] <> 0 and a.attname = 'tenant_id') as leads
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
        where n.nspname = 'public' and i.indisunique
        order by 1, 2`,
    );
    const own = indexes.filter((r) => tenantTables.includes(String(r.table)));
    const withPrimaryKey = new Set(own.filter((r) => r.primary === true).map((r) => String(r.table)));
    expect(
      tenantTables.filter((t) => !withPrimaryKey.has(t)),
      'tenant tables without a primary key',
    ).toEqual([]);
    expect(
      own.filter((r) => r.leads !== true).map((r) => `${String(r.table)}: ${String(r.name)}`),
      'primary keys and unique constraints or indexes that do not lead with tenant_id',
    ).toEqual([]);
  });

  it('every key that leads with tenant_id has an index led by its other columns (lookups by id stay indexed)', async () => {
    // Row-level security's check is an OR (this tenant, or a cross-tenant transaction), so the planner cannot
    // use a leading tenant_id to find a row: `where id = $1` on a (tenant_id, id) key alone is a sequential
    // scan. Every primary or unique key (tenant_id, a, b…) needs an index led by (a, b…): 0032 for the keys
    // 0031 moved, 0034 for those that led with tenant_id before.
    const indexes = await query(
      db,
      sql`select c.relname as table, i.indexrelid::regclass::text as name, i.indisunique as unique,
          i.indpred is not null as partial,
          array(select coalesce(a.attname::text, '(expression)') from unnest(i.indkey) with ordinality k(n, o)
                left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n order by k.o) as columns
        from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public'`,
    );
    const keys = indexes.filter(
      (i) => i.unique === true && tenantTables.includes(String(i.table)) && list(i.columns)[0] === 'tenant_id',
    );
    expect(keys.length).toBeGreaterThan(100);
    const unserved = keys.filter((key) => {
      const rest = list(key.columns).slice(1);
      // A key on an expression (`lower(name)`) is served only by a stored column (users' e-mail: 0033), and a
      // key of tenant_id alone (one row per tenant) by the policy's own filter.
      if (rest.length === 0 || rest.includes('(expression)')) return false;
      return !indexes.some(
        (i) =>
          String(i.table) === String(key.table) &&
          i.partial !== true &&
          rest.every((column, n) => list(i.columns)[n] === column),
      );
    });
    expect(
      unserved.map((k) => `${String(k.table)}: ${String(k.name)} (${list(k.columns).join(', ')})`),
      'keys whose columns after tenant_id lead no index',
    ).toEqual([]);

    // In a plan: with sequential scans priced out, a lookup by id under the tenant's binding uses an index led by id.
    const plans = await withTenant(db, (await mainTenant(app)).id, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return query(tx, sql`explain select * from questions where id = '00000000-0000-4000-8000-000000000000'`);
    });
    expect(plans.map((p) => String(Object.values(p)[0])).join('\n')).toMatch(/Index Cond: \(id = /);
  });

  it("sign-in finds a user by e-mail or username through an index, under the tenant's row-level security", async () => {
    // A qual with a function that is not leakproof on the column (`lower(email) = $1`) runs after the policy's
    // check, so no index serves it; the stored keys compared with `=` are served (migration 0033).
    const main = await mainTenant(app);
    const plan = (where: SQL) =>
      withTenant(db, main.id, async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await query(tx, sql`explain select id from users where ${where}`);
        return rows.map((r) => String(Object.values(r)[0])).join('\n');
      });
    expect(await plan(emailIs('Someone@Example.test'))).toMatch(/Index Cond: \(email_key = /);
    expect(await plan(usernameIs('Someone'))).toMatch(/Index Cond: \(username_key = /);
    expect(await plan(sql`lower(email) = lower(${'Someone@Example.test'})`)).not.toMatch(/Index Cond: .*email/);
  });

  it('a class code a student types and a promotion code are found through an index, under row-level security', async () => {
    // The same trap as sign-in: `upper(code) = $1` could use no index, so joining a class by its code scanned
    // every tenant's classes (migration 0035).
    const main = await mainTenant(app);
    const plan = (table: 'classes' | 'promotion_codes', where: SQL) =>
      withTenant(db, main.id, async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await query(tx, sql`explain select id from ${sql.identifier(table)} where ${where}`);
        return rows.map((r) => String(Object.values(r)[0])).join('\n');
      });
    expect(await plan('classes', classCodeIs('ab3xyz'))).toMatch(/Index Cond: \(code_key = /);
    expect(await plan('promotion_codes', promotionCodeIs('spring-10'))).toMatch(/Index Cond: \(code_key = /);
    expect(await plan('classes', sql`upper(code) = upper(${'ab3xyz'})`)).not.toMatch(/Index Cond: .*code/);
  });

  it("every tenant table's foreign key leads with tenant_id and names the referenced row's tenant_id", async () => {
    const keys = await query(
      db,
      sql`select c.conrelid::regclass::text as table, c.conname as name, c.confrelid::regclass::text as target,
          array(select a.attname::text from unnest(c.conkey) with ordinality k(n, o)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.o) as columns,
          array(select a.attname::text from unnest(c.confkey) with ordinality k(n, o)
                join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.o) as target_columns
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = 'public' and c.contype = 'f'
        order by 1, 2`,
    );
    const wrong = keys
      .filter((k) => tenantTables.includes(String(k.table)))
      .filter((k) => {
        const [first, ...rest] = list(k.columns);
        const [targetFirst] = list(k.target_columns);
        // A reference table (tenants) is on every node: (tenant_id) → tenants(id) is enforceable as it is.
        if (String(k.target) in REFERENCE_TABLES) return first !== 'tenant_id';
        return first !== 'tenant_id' || targetFirst !== 'tenant_id' || rest.length === 0;
      })
      .map((k) => `${String(k.table)}: ${String(k.name)} (${list(k.columns).join(', ')}) → ${String(k.target)}`);
    expect(wrong, 'foreign keys that a table distributed by tenant_id cannot enforce').toEqual([]);

    // The columns left without a key (main's shared catalogue) exist and carry no single-column key.
    const columns = await query(
      db,
      sql`select c.relname || '.' || a.attname as kind from pg_attribute a
        join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not a.attisdropped and a.attnum > 0`,
    );
    const existing = new Set(columns.map((c) => String(c.kind)));
    for (const kind of Object.keys(CROSS_TENANT_REFERENCES))
      expect(existing.has(kind), `${kind} is listed as a cross-tenant reference but no longer exists`).toBe(true);
    const keyed = new Set(
      keys.flatMap((k) =>
        list(k.columns)
          .filter((c) => c !== 'tenant_id')
          .map((c) => `${String(k.table)}.${c}`),
      ),
    );
    expect(
      Object.keys(CROSS_TENANT_REFERENCES).filter((kind) => keyed.has(kind)),
      'listed as cross-tenant references (db/schema/cross-tenant.ts) but carrying a foreign key: drop them from the list',
    ).toEqual([]);
  });

  it('a nullable reference sets only its own column to null on delete, never tenant_id', async () => {
    const setNull = await query(
      db,
      sql`select c.conrelid::regclass::text as table, c.conname as name,
          array(select a.attname::text from unnest(c.confdelsetcols) k(n)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as set_columns,
          array(select a.attname::text from unnest(c.conkey) k(n)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as columns
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = 'public' and c.contype = 'f' and c.confdeltype = 'n'`,
    );
    expect(setNull.length).toBeGreaterThan(50);
    const wrong = setNull
      .filter((k) => {
        const set = list(k.set_columns);
        const own = list(k.columns).filter((c) => c !== 'tenant_id');
        return set.length !== own.length || set.some((c) => !own.includes(c));
      })
      .map((k) => `${String(k.table)}: ${String(k.name)} sets (${list(k.set_columns).join(', ') || 'every column'})`);
    expect(wrong, 'ON DELETE SET NULL must name the reference column: SET NULL (column)').toEqual([]);

    // In behaviour: a user's short link outlives them, its author cleared and its tenant kept.
    const tenant = await createTestTenant(app);
    const author = await createTestUser(app, tenant, { roles: ['super_admin'] });
    const [link] = await withTenant(db, tenant.id, (tx) =>
      tx.insert(shortUrls).values({ code: 'citus-keys', path: '/x', createdBy: author.id }).returning(),
    );
    await withTenant(db, tenant.id, (tx) => tx.execute(sql`delete from users where id = ${author.id}`));
    const after = await withTenant(db, tenant.id, (tx) =>
      tx
        .select({ tenantId: shortUrls.tenantId, createdBy: shortUrls.createdBy })
        .from(shortUrls)
        .where(sql`id = ${link!.id}`),
    );
    expect(after).toEqual([{ tenantId: tenant.id, createdBy: null }]);
  });
});

describe("references into main's shared catalogue: the code does what the foreign key did", () => {
  it("deleting main's college removes it from every tenant's target lists; deleting main's list clears every tenant's decks", async () => {
    const main = await mainTenant(app);
    const superAdmin = await createTestUser(app, main, { roles: ['super_admin'] });
    const other = await createTestTenant(app);
    const student = await createTestUser(app, other);
    const [college] = await withTenant(db, main.id, (tx) =>
      tx
        .insert(colleges)
        .values({ name: `Citus College ${other.slug}` })
        .returning(),
    );
    const [list] = await withTenant(db, main.id, async (tx) => {
      const [category] = await tx
        .insert(wordListCategories)
        .values({ name: `Citus ${other.slug}`, isPublic: true })
        .returning();
      return tx.insert(wordLists).values({ categoryId: category!.id, title: 'Citus', isPublic: true }).returning();
    });
    const [target, deck] = await withTenant(db, other.id, async (tx) => [
      (await tx.insert(collegeTargets).values({ studentId: student.id, collegeId: college!.id }).returning())[0]!,
      (
        await tx
          .insert(flashcardDecks)
          .values({ userId: student.id, title: 'Citus', slug: 'citus', wordListId: list!.id })
          .returning()
      )[0]!,
    ]);

    const removed = await call(app, {
      method: 'DELETE',
      url: `/api/colleges/${college!.id}`,
      headers: superAdmin.headers,
    });
    expect(removed.status).toBe(200);
    const listGone = await call(app, {
      method: 'DELETE',
      url: `/api/word-lists/${list!.id}`,
      headers: superAdmin.headers,
    });
    expect(listGone.status).toBe(200);

    const [targets, decks] = await withTenant(db, other.id, async (tx) => [
      await tx
        .select()
        .from(collegeTargets)
        .where(sql`id = ${target.id}`),
      await tx
        .select({ wordListId: flashcardDecks.wordListId })
        .from(flashcardDecks)
        .where(sql`id = ${deck.id}`),
    ]);
    expect(targets).toEqual([]);
    expect(decks).toEqual([{ wordListId: null }]);
  });
});

describe('docs/SCALING.md: the Citus script lists every table', () => {
  const distributed = [...scaling.matchAll(/create_distributed_table\('(\w+)'/g)].map((m) => m[1]!);
  const reference = [...scaling.matchAll(/create_reference_table\('(\w+)'\)/g)].map((m) => m[1]!);

  it('every tenant table is distributed by tenant_id, every reference table replicated, nothing else', () => {
    expect(existsSync(scalingDoc), 'docs/SCALING.md exists').toBe(true);
    expect([...distributed].sort(), 'create_distributed_table lines of docs/SCALING.md').toEqual(
      [...tenantTables].sort(),
    );
    expect([...reference].sort(), 'create_reference_table lines of docs/SCALING.md').toEqual(
      Object.keys(REFERENCE_TABLES).sort(),
    );
    for (const t of Object.keys(COORDINATOR_TABLES))
      expect(scaling, `${t} stays on the coordinator`).toContain(`\`${t}\``);
    for (const kind of Object.keys(CROSS_TENANT_REFERENCES))
      expect(scaling, `${kind}: a foreign key left out, explained in docs/SCALING.md`).toContain(`\`${kind}\``);
  });

  it('a table is distributed after every table it references', async () => {
    const edges = await query(
      db,
      sql`select c.conrelid::regclass::text as table, c.confrelid::regclass::text as target
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = 'public' and c.contype = 'f' and c.conrelid <> c.confrelid`,
    );
    const order = [...reference, ...distributed];
    expect(order.length, 'the script of docs/SCALING.md').toBeGreaterThan(0);
    const late = edges
      .filter((e) => order.indexOf(String(e.table)) < order.indexOf(String(e.target)))
      .map((e) => `${String(e.table)} before ${String(e.target)}`);
    expect(late, 'docs/SCALING.md distributes a table before a table it references').toEqual([]);
  });
});
