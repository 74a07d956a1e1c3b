import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The role the app works as; it owns no table, so row-level security binds it (migration 0001). */
export const APP_ROLE = 'prepwell_app';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when several connections can run at once (races, the ledger). */
  concurrent: boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL of the tables' owner; absent → embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory; 'memory://' for a throw-away database. */
  dataDir?: string;
  poolSize?: number;
}

const here = dirname(fileURLToPath(import.meta.url));
/** Next to this file in source (src/db/migrations) and in the bundle (dist/migrations). */
export const MIGRATIONS_DIR = resolve(here, 'migrations');
const MIGRATION_LOCK = 727274001;

/** Opens the database, applies pending migrations as the owner, then works as the app role. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? 'memory://');
};

const openPglite = async (dataDir: string): Promise<Database> => {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = resolve(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  await client.exec(`SET ROLE ${APP_ROLE}`);
  return { db, kind: 'pglite', concurrent: false, close: () => client.close() };
};

/** Applies migrations once, under an advisory lock so that several processes (or test files) can start together. */
export const migratePostgresUrl = async (url: string): Promise<void> => {
  const owner = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await owner`select pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      await migratePostgres(drizzlePostgres(owner), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await owner`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    }
  } finally {
    await owner.end();
  }
};

type Callback = (sql: postgres.TransactionSql) => unknown;

/**
 * The postgres.js client as drizzle gets it, with every statement prepared. drizzle asks postgres.js to
 * prepare only queries built with `.prepare(name)` and passes `prepare: false` otherwise, so PostgreSQL
 * parsed and planned each statement on every run, and one with parameters took two round trips (describe,
 * then bind and execute). Here `unsafe` (drizzle's only way in) always prepares, also on the clients
 * `begin` and `savepoint` hand to transactions: postgres.js keeps one named statement per text and
 * parameter types on each connection, and later runs send only bind and execute. The cache of a connection
 * ends with it (postgres.js recycles connections after 30–60 minutes, `max_lifetime`), and statement texts
 * carry no values (drizzle sends them as parameters), so the set stays small. PostgreSQL server only:
 * PGlite runs in this process and has no such client (decision 0011).
 */
export const preparingClient = <T extends postgres.Sql | postgres.TransactionSql>(client: T): T => {
  const unsafe: postgres.Sql['unsafe'] = (query, parameters, options) => client.unsafe(query, parameters, { ...options, prepare: true });
  /** `begin(fn)`, `begin(options, fn)`, `savepoint(fn)`, `savepoint(name, fn)`: the callback comes last and gets a preparing client too. */
  const scoped =
    (method: 'begin' | 'savepoint') =>
    (...args: unknown[]) => {
      const fn = args.pop() as Callback;
      const open = (client as unknown as Record<typeof method, (...a: unknown[]) => Promise<unknown>>)[method].bind(client);
      return open(...args, (tx: postgres.TransactionSql) => fn(preparingClient(tx)));
    };
  const begin = scoped('begin');
  const savepoint = scoped('savepoint');
  return new Proxy(client, {
    get: (target, property, receiver) => {
      if (property === 'unsafe') return unsafe;
      if (property === 'begin') return begin;
      if (property === 'savepoint') return savepoint;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
};

/** The app's database on a postgres.js client (every statement prepared); the bench's instrumented copy uses it too. */
export const postgresDatabase = (client: postgres.Sql): Database => ({
  db: drizzlePostgres(preparingClient(client), { schema }) as unknown as Db,
  kind: 'postgres',
  concurrent: true,
  close: () => client.end({ timeout: 5 }),
});

const openPostgres = async (url: string, poolSize: number): Promise<Database> => {
  await migratePostgresUrl(url);
  // Every pooled connection starts as the app role (a startup option), so RLS applies to all app queries.
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    connection: { options: `-c role=${APP_ROLE}` } as Record<string, string>,
  });
  const database = postgresDatabase(client);
  await database.db.execute(sql`select 1`);
  return database;
};

export const dataPath = (dataDir: string, ...parts: string[]) => join(resolve(dataDir), ...parts);
