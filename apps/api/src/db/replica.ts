import postgres from 'postgres';
import { assertPlainLogin, APP_ROLE, postgresDatabase, type Database, type Db } from './client.ts';

/**
 * Where the report and analytics reads run (decision 0048): a streaming replica when DATABASE_REPLICA_URL
 * is set, else the primary. A replica lags the primary by a little, so only reads that no one has just
 * written come here (day-by-day analytics); a student's answers, results and anything read back after a
 * write stay on the primary. When the replica cannot answer (down, restarting, a query cancelled by a
 * conflict with recovery) the read runs again on the primary, so a replica outage costs speed, not answers.
 */
export interface ReadReplica {
  /** Runs `read` on the replica, or on `primary` when there is none or it cannot answer. */
  run<T>(primary: Db, read: (db: Db) => Promise<T>): Promise<T>;
  /** Reads answered by the replica, and reads that fell back to the primary (the drill prints them). */
  readonly counts: { replica: number; fallback: number };
  close(): Promise<void>;
}

/** No replica: every read on the primary. */
export const primaryOnly = (): ReadReplica => ({
  run: (primary, read) => read(primary),
  counts: { replica: 0, fallback: 0 },
  close: async () => {},
});

/** postgres.js' own codes for a connection that failed or ended. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/**
 * True for a failure of the replica rather than of the read: no connection (class 08 and the driver's
 * codes), the server shutting down or starting (57P01–57P03), or a query a standby cancelled because
 * replay needed its rows (40001, "conflict with recovery"). A bad query fails on the primary too.
 */
export const isReplicaUnavailable = (error: unknown): boolean => {
  const code = String((error as { code?: unknown } | undefined)?.code ?? '');
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  return (
    CONNECTION_CODES.has(code) ||
    code.startsWith('08') ||
    ['57P01', '57P02', '57P03', '40001'].includes(code) ||
    (cause !== undefined && cause !== error && isReplicaUnavailable(cause))
  );
};

/**
 * A pool on the replica as the app's plain login: every session starts as the app role, read-only, so
 * row-level security binds it as on the primary (the replica has the primary's roles and policies). The
 * login is checked (no superuser, no BYPASSRLS, no owner) at the start, or before the first read it
 * serves when the replica was down then.
 */
export const openReadReplica = async (
  url: string,
  poolSize: number,
  log: { warn: (o: object, m: string) => void },
): Promise<ReadReplica> => {
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    connect_timeout: 3,
    connection: { options: `-c role=${APP_ROLE} -c default_transaction_read_only=on` } as Record<string, string>,
  });
  const database: Database = postgresDatabase(client);
  let checked: Promise<void> | undefined = assertPlainLogin(database);
  // A login that could step outside row-level security stops the start; a replica that is down is checked
  // again before the first read it serves.
  try {
    await checked;
  } catch (error) {
    if (!isReplicaUnavailable(error)) {
      await database.close();
      throw error;
    }
    // Said by the first read that falls back (the app's logger does not exist yet at this point).
    checked = undefined;
  }
  let warnedAt = 0;
  const counts = { replica: 0, fallback: 0 };
  return {
    counts,
    async run(primary, read) {
      try {
        checked ??= assertPlainLogin(database).catch((error: unknown) => {
          checked = undefined;
          throw error;
        });
        await checked;
        const result = await read(database.db);
        counts.replica++;
        return result;
      } catch (error) {
        if (!isReplicaUnavailable(error)) throw error;
        counts.fallback++;
        // Once a minute at most: a replica down for an hour must not flood the log.
        if (Date.now() - warnedAt > 60_000) {
          warnedAt = Date.now();
          log.warn({ err: error }, 'the read replica could not answer; reading from the primary');
        }
        return read(primary);
      }
    },
    close: () => database.close(),
  };
};
