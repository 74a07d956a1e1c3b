import { spawn } from 'node:child_process';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/**
 * `npm start` on the embedded database (no DATABASE_URL, a DATA_DIR folder) creates, migrates and seeds it
 * in a short-lived child process, then opens the prepared folder itself (issue 12, idle memory). PGlite's
 * WebAssembly memory only grows and V8 keeps what it compiled and allocated for that work, so initdb,
 * the migrations and the demo seed (its content modules and thousands of inserts) would otherwise stay in
 * the server's resident memory for good; in a child all of it is returned when the child exits.
 *
 * The child is this same program (`process.argv[1]` with this process's Node flags) started with
 * PREPARE_ENV set: main.ts then runs `prepareEmbeddedDatabase` instead of the server.
 */
export const PREPARE_ENV = 'PREPWELL_PREPARE_EMBEDDED_DATABASE';

/** True when `npm start` prepares its database in a child: the embedded database in a folder. */
export const preparesInChild = (config: Config) => !config.databaseUrl && !config.dataDir.startsWith('memory://');

/**
 * Runs the preparation in a child process (by default this program again: `entry` with this process's Node
 * flags); rejects, after the child's own error on stderr, unless it succeeds.
 */
export const prepareEmbeddedInChild = async (
  entry = process.argv[1],
  // Not the debugger's: the child would wait for one on the port this process holds.
  nodeFlags: readonly string[] = process.execArgv.filter((flag) => !flag.startsWith('--inspect')),
): Promise<void> => {
  if (!entry) throw new Error('Cannot prepare the embedded database: this process has no entry script to start.');
  const child = spawn(process.execPath, [...nodeFlags, entry], {
    env: { ...process.env, [PREPARE_ENV]: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolveExit, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, exitSignal) => resolveExit([exitCode, exitSignal]));
  });
  if (code !== 0)
    throw new Error(
      `Preparing the embedded database in DATA_DIR failed (the child process ${signal ? `was killed by ${signal}` : `exited with ${code}`}; its error is printed above).`,
    );
};

/** In the child: creates and migrates the database in DATA_DIR, seeds it (demo data or the main tenant), closes it. */
export const prepareEmbeddedDatabase = async (config: Config): Promise<void> => {
  const database = await openDatabase({ dataDir: config.dataDir, pgliteMigrations: 'here' });
  try {
    const { ensureMainTenant, seedDemoData } = await import('./demo.ts');
    if (config.demoData) await seedDemoData(database);
    else await ensureMainTenant(database);
  } finally {
    await database.close();
  }
};
