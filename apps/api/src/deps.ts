import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { ReadReplica } from './db/replica.ts';
import type { FileStorage } from './lib/storage.ts';
import type { Limiters } from './lib/limiters.ts';
import type { Mailer } from './lib/mailer.ts';

/** What services need from the outside world; built once in buildApp and passed explicitly. */
export interface Deps {
  config: Config;
  database: Database;
  db: Database['db'];
  /** The report and analytics reads: a streaming replica, or the primary (db/replica.ts, decision 0048). */
  reads: ReadReplica;
  storage: FileStorage;
  mailer: Mailer;
  limiters: Limiters;
  /** Wakes the mail sender after a message is queued. */
  mailQueue: { nudge(): void };
}
