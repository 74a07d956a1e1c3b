import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { attachPipeline, pipelineOf } from './pipelined-transaction.ts';

/**
 * The app's database. No schema is given to drizzle: its relational query API (`db.query.*`) is not used,
 * and a transaction would build its builders for every table each time (decision 0011).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The role the app works as; it owns no table, so row-level security binds it (migration 0001). */
export const APP_ROLE = 'prepwell_app';
/**
 * The role the app logs in as on the PostgreSQL server: LOGIN, a member of APP_ROLE, no superuser, no
 * BYPASSRLS, owning nothing. Its session starts as APP_ROLE; `RESET ROLE` returns there and `SET ROLE
 * NONE` lands on this role, never on the owner, so no statement of the app's connections can step
 * outside row-level security (decision 0021).
 */
export const APP_LOGIN_ROLE = 'prepwell_app_login';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when several connections can run at once (races, the ledger). */
  concurrent: boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL of the tables' owner (migrations run as it); absent → embedded PGlite. */
  url?: string | undefined;
  /**
   * The app's own login (APP_DATABASE_URL): a plain role that is a member of APP_ROLE. Absent → the owner
   * provisions APP_LOGIN_ROLE and the app logs in as it on the owner's server and database (appLoginUrl).
   */
  appUrl?: string | undefined;
  /** PGlite data directory; 'memory://' for a throw-away database. */
  dataDir?: string;
  /**
   * Where a PGlite folder database is created and migrated: in a short-lived child process (the default,
   * see prepareInChild), in this process (the child of `npm start` that prepares the database,
   * seed/prepare-embedded.ts), or nowhere ('done': that child has just done it).
   */
  pgliteMigrations?: 'child' | 'here' | 'done';
  poolSize?: number;
}

const here = dirname(fileURLToPath(import.meta.url));
/** Next to this file in source (src/db/migrations) and in the bundle (dist/migrations). */
export const MIGRATIONS_DIR = resolve(here, 'migrations');
const MIGRATION_LOCK = 727274001;

/** Opens the database, applies pending migrations as the owner, then works as the app role. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.url) return openPostgres(options.url, options.appUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? 'memory://', options.pgliteMigrations ?? 'child');
};

/**
 * A folder database is created and migrated in a short-lived child process first: PGlite's WebAssembly
 * memory only grows, and initdb plus the migrations would leave this long-running process holding their
 * high-water mark (about 200 MB more idle RSS, issue 12). The child resolves the same packages as this
 * process (their URLs are passed in) and exits when done; this process then opens a migrated folder.
 */
const PREPARE_SCRIPT = `
const [pglite, drizzle, migrator, location, migrationsFolder] = process.argv.slice(1);
const { PGlite } = await import(pglite);
const { drizzle: open } = await import(drizzle);
const { migrate } = await import(migrator);
const client = await PGlite.create(location);
await migrate(open(client), { migrationsFolder });
await client.close();
`;

const prepareInChild = async (location: string) => {
  const modules = ['@electric-sql/pglite', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator'].map((name) =>
    import.meta.resolve(name),
  );
  const args = ['--input-type=module', '-e', PREPARE_SCRIPT, ...modules, location, MIGRATIONS_DIR];
  await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
};

/**
 * PGlite's own settings for a one-process app: 16 MB of shared buffers instead of 128 MB (the embedded
 * database is the demo's and a small centre's; the PostgreSQL server is the one to tune for load).
 */
const PGLITE_CONF = ['shared_buffers = 16MB'];

/**
 * PGlite has one user, the superuser that owns the tables, so the app can only SET ROLE to APP_ROLE:
 * row-level security binds it, but a `RESET ROLE` would step out. The embedded database runs in this
 * process and nothing but the app's own statements reach it; the server is where the login role counts.
 */
const openPglite = async (dataDir: string, migrations: 'child' | 'here' | 'done'): Promise<Database> => {
  let location = dataDir;
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    location = resolve(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
    if (migrations === 'child') await prepareInChild(location);
  }
  const client = await PGlite.create(location, { postgresqlconf: PGLITE_CONF });
  const db = drizzlePglite(client) as unknown as Db;
  if (inMemory || migrations !== 'done')
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  await client.exec(`SET ROLE ${APP_ROLE}`);
  return { db, kind: 'pglite', concurrent: false, close: () => client.close() };
};

/**
 * The password of APP_LOGIN_ROLE: derived from the owner's (HMAC), so every process of a deployment
 * computes the same one from DATABASE_URL alone and none is stored; none when the owner's URL has none
 * (trust, peer or certificate authentication).
 */
const loginPasswordOf = (ownerUrl: string): string | undefined => {
  const password = decodeURIComponent(new URL(ownerUrl).password);
  return password ? createHmac('sha256', password).update(APP_LOGIN_ROLE).digest('base64url') : undefined;
};

/** The app's login on the owner's server and database: APP_LOGIN_ROLE, with its derived password (if any). */
export const appLoginUrl = (ownerUrl: string): string => {
  const url = new URL(ownerUrl);
  url.username = APP_LOGIN_ROLE;
  url.password = loginPasswordOf(ownerUrl) ?? '';
  return url.toString();
};

/** Roles belong to the whole server, so two databases' migrations may race to create or grant it: a retry settles that. */
const PROVISION_RACES = new Set(['23505', '42710', 'XX000']);

/**
 * As the owner: creates APP_LOGIN_ROLE if the server has none (LOGIN, INHERIT, nothing else), makes it a
 * member of APP_ROLE, and sets its derived password when the owner's URL carries one. Idempotent.
 */
const provisionAppLogin = async (owner: postgres.Sql, password: string | undefined) => {
  const statement = `DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_LOGIN_ROLE}') THEN
      CREATE ROLE ${APP_LOGIN_ROLE} LOGIN INHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
    END IF;
    IF NOT pg_has_role('${APP_LOGIN_ROLE}', '${APP_ROLE}', 'MEMBER') THEN
      GRANT ${APP_ROLE} TO ${APP_LOGIN_ROLE};
    END IF;
  END $$`;
  for (let attempt = 1; ; attempt++) {
    try {
      await owner.unsafe(statement);
      // base64url: no quote can end the literal.
      if (password) await owner.unsafe(`ALTER ROLE ${APP_LOGIN_ROLE} PASSWORD '${password}'`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (attempt < 3 && PROVISION_RACES.has(code)) {
        await new Promise((r) => setTimeout(r, 50 * attempt));
        continue;
      }
      throw new Error(
        `The owner of DATABASE_URL could not set up the app's login role ${APP_LOGIN_ROLE} (${(error as Error).message}). ` +
          `Give the owner CREATEROLE, or create a plain login role that is a member of ${APP_ROLE} and set APP_DATABASE_URL to it.`,
        { cause: error },
      );
    }
  }
};

/**
 * Applies migrations once, under an advisory lock so that several processes (or test files) can start
 * together; then, unless the app brings its own login (APP_DATABASE_URL), provisions APP_LOGIN_ROLE.
 */
export const migratePostgresUrl = async (url: string, options: { provisionLogin?: boolean } = {}): Promise<void> => {
  const owner = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await owner`select pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      await migratePostgres(drizzlePostgres(owner), { migrationsFolder: MIGRATIONS_DIR });
      if (options.provisionLogin !== false) await provisionAppLogin(owner, loginPasswordOf(url));
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
  const unsafe: postgres.Sql['unsafe'] = (query, parameters, options) =>
    client.unsafe(query, parameters, { ...options, prepare: true });
  /** `begin(fn)`, `begin(options, fn)`, `savepoint(fn)`, `savepoint(name, fn)`: the callback comes last and gets a preparing client too. */
  const scoped =
    (method: 'begin' | 'savepoint') =>
    (...args: unknown[]) => {
      const fn = args.pop() as Callback;
      const open = (client as unknown as Record<typeof method, (...a: unknown[]) => Promise<unknown>>)[method].bind(
        client,
      );
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
export const postgresDatabase = (client: postgres.Sql): Database => {
  const db = attachPipeline(drizzlePostgres(preparingClient(client)) as unknown as Db, client);
  return {
    db,
    kind: 'postgres',
    concurrent: true,
    close: () => {
      pipelineOf(db)?.close();
      return client.end({ timeout: 5 });
    },
  };
};

/**
 * Refuses to work on a login that row-level security would not bind once `SET ROLE NONE` returned to it:
 * a superuser, a role with BYPASSRLS, or one that is (or inherits) a tables' owner.
 */
export const assertPlainLogin = async (database: Database) => {
  const [login] = (await database.db.execute(sql`
    select session_user as name, r.rolsuper as super, r.rolbypassrls as bypass,
           exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                   where n.nspname = 'public' and pg_has_role(session_user, c.relowner, 'MEMBER')) as owner
    from pg_roles r where r.rolname = session_user`)) as unknown as {
    name: string;
    super: boolean;
    bypass: boolean;
    owner: boolean;
  }[];
  if (!login || login.super || login.bypass || login.owner)
    throw new Error(
      `The app's database login ${login?.name ?? '?'} must be a plain role: not a superuser, without BYPASSRLS, owning no table ` +
        `(superuser=${login?.super}, bypassrls=${login?.bypass}, owner=${login?.owner}). APP_DATABASE_URL must not be the owner's URL.`,
    );
};

const openPostgres = async (url: string, appUrl: string | undefined, poolSize: number): Promise<Database> => {
  await migratePostgresUrl(url, { provisionLogin: !appUrl });
  // The app logs in as its own plain role, and every pooled connection starts as the app role (a startup
  // option), so RLS applies to all app queries and no RESET ROLE / SET ROLE NONE finds a way around it.
  const client = postgres(appUrl ?? appLoginUrl(url), {
    max: poolSize,
    onnotice: () => {},
    connection: { options: `-c role=${APP_ROLE}` } as Record<string, string>,
  });
  const database = postgresDatabase(client);
  try {
    await assertPlainLogin(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
};

export const dataPath = (dataDir: string, ...parts: string[]) => join(resolve(dataDir), ...parts);
