import type postgres from 'postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PostgresJsSession, PostgresJsTransaction } from 'drizzle-orm/postgres-js';

/**
 * Transactions on the PostgreSQL server that spend fewer round trips (decision 0011, issue 21). postgres.js
 * `begin` waits for BEGIN's reply before the first statement and for COMMIT's after the last, and
 * withTenant waited for the tenant binding: an autosave's three statements cost five round trips, each a
 * socket write and a read, which is most of its CPU on this machine. Here one reserved connection gets
 * BEGIN and the opening statements (the tenant binding) written at once, in order, without waiting;
 * postgres.js gathers what is written in one tick into one socket write, so the transaction's first
 * statement travels with them. A statement marked as the last (`commitWithNext`) is followed by COMMIT in
 * the same write. PostgreSQL runs a connection's statements in the order they arrive, so the binding is in
 * force before the first statement runs, and a statement that fails aborts the rest: a COMMIT after it
 * rolls back. Nothing resolves before the COMMIT's reply: a reply the caller sends is durable.
 *
 * drizzle's session runs on top (its transaction object, without the relational query builders, which it
 * would otherwise build for every table on every transaction); savepoints (a nested transaction) work as
 * in postgres.js.
 */
export interface PipelinedTransactions {
  run<T>(opening: readonly Opening[], fn: (tx: PostgresJsTransaction<never, never>) => Promise<T>): Promise<T>;
  /**
   * The database is closing: every statement not yet sent, and every transaction not yet begun, fails at
   * once, as postgres.js fails its own queries once `end()` is called. A reserved connection does not check
   * that itself: a statement sent on one while the pool ends can wait for ever (a background job in flight
   * then holds up the app's close).
   */
  close(): void;
}

/** A statement sent right after BEGIN (text with $n parameters). */
export interface Opening {
  text: string;
  params: readonly unknown[];
}

interface Scope {
  /** Set by commitWithNext: the next statement is followed by COMMIT in the same write. */
  commitNext: boolean;
  /** The COMMIT already sent with a last statement. */
  commit: Promise<unknown> | undefined;
}

/** The part of a postgres.js transaction client drizzle's session uses. */
interface StatementClient {
  unsafe(
    text: string,
    params?: readonly unknown[],
    options?: postgres.UnsafeQueryOptions,
  ): postgres.PendingQuery<(postgres.Row & Iterable<postgres.Row>)[]>;
  savepoint<T>(inner: (sql: StatementClient) => Promise<T>): Promise<T>;
}

const scopes = new WeakMap<object, Scope>();

/**
 * Marks the next statement of `tx` as its last: COMMIT is sent with it, and any statement after it fails
 * (it would run outside the transaction). Once that statement has succeeded the transaction commits, so
 * the callback must not fail after it (the autosave only maps the returned row). A transaction not opened here (PGlite, a savepoint) is left as is:
 * it commits when its callback returns, as usual.
 */
export const commitWithNext = (tx: object) => {
  const scope = scopes.get(tx);
  if (scope) scope.commitNext = true;
};

const dialect = new PgDialect();
const pipelines = new WeakMap<object, PipelinedTransactions>();

/** Gives the app's database on the PostgreSQL server its pipelined transactions (db/client.ts). */
export const attachPipeline = <D extends object>(db: D, client: postgres.Sql): D => {
  pipelines.set(db, pipelinedTransactions(client));
  return db;
};

/** The pipelined transactions of a database; undefined for PGlite and for an open transaction. */
export const pipelineOf = (db: object) => pipelines.get(db);
const noop = () => {};

const closedError = () =>
  Object.assign(new Error('The database is closing: the statement was not sent'), { code: 'CONNECTION_ENDED' });

export const pipelinedTransactions = (client: postgres.Sql): PipelinedTransactions => {
  let closing = false;
  /** The rejections of transactions waiting for a connection, called when the database closes. */
  const waiting = new Set<(error: Error) => void>();
  const reserve = () =>
    new Promise<postgres.ReservedSql>((resolveReserved, reject) => {
      if (closing) return reject(closedError());
      waiting.add(reject);
      client.reserve().then(
        (connection) => {
          waiting.delete(reject);
          if (!closing) return resolveReserved(connection);
          connection.release();
          reject(closedError());
        },
        (error: unknown) => {
          waiting.delete(reject);
          reject(error as Error);
        },
      );
    });
  return { run, close };

  function close() {
    closing = true;
    for (const reject of waiting) reject(closedError());
    waiting.clear();
  }

  async function run<T>(
    opening: readonly Opening[],
    fn: (tx: PostgresJsTransaction<never, never>) => Promise<T>,
  ): Promise<T> {
    const connection = await reserve();
    const scope: Scope = { commitNext: false, commit: undefined };
    let savepoints = 0;
    const send = (text: string, params: readonly unknown[] = []) =>
      closing
        ? Promise.reject(closedError())
        : connection.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }).execute();

    /** What drizzle's session calls: `unsafe` (every statement prepared, as db/client.ts does) and `savepoint`. */
    const statements: StatementClient = {
      unsafe: (text, params, options) => {
        if (closing) throw closedError();
        if (scope.commit)
          throw new Error('A statement after the transaction’s last one (commitWithNext) would run outside it');
        const query = connection.unsafe(text, params as postgres.ParameterOrJSON<never>[], {
          ...options,
          prepare: true,
        });
        if (scope.commitNext) {
          void query.execute(); // in the queue before the COMMIT that follows it (the caller awaits the query)
          const commit = send('commit');
          commit.catch(noop); // awaited below; its error is the statement's own
          scope.commit = commit;
        }
        return query;
      },
      savepoint: async (inner) => {
        const name = `s${savepoints++}`;
        await send(`savepoint ${name}`);
        try {
          const result = await inner(statements);
          await send(`release savepoint ${name}`);
          return result;
        } catch (error) {
          await send(`rollback to savepoint ${name}`);
          throw error;
        }
      },
    };
    // drizzle's own transactions hand its session a TransactionSql typed as a Sql the same way.
    const session = new PostgresJsSession<postgres.Sql, never, never>(
      statements as unknown as postgres.Sql,
      dialect,
      undefined,
    );
    const tx = new PostgresJsTransaction<never, never>(
      dialect,
      session as never, // its constructor's type asks for a session on a TransactionSql, which is no Sql
      undefined,
    );
    scopes.set(tx, scope);

    try {
      const opened = Promise.all([send('begin'), ...opening.map((o) => send(o.text, o.params))]);
      opened.catch(noop); // awaited below, after fn, whose first statement is already on its way
      let result: T;
      try {
        result = await fn(tx);
      } catch (error) {
        // A failed opening statement aborts the transaction: its error says why, not the first statement's.
        await opened;
        throw error;
      }
      await opened;
      await (scope.commit ?? send('commit'));
      return result;
    } catch (error) {
      if (!scope.commit) await send('rollback').catch(noop);
      else await scope.commit.catch(noop);
      throw error;
    } finally {
      connection.release();
    }
  }
};
