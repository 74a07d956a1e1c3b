import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded database) and exits. */
const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  appUrl: config.appDatabaseUrl,
  dataDir: config.dataDir,
});
await database.close();
console.log(`Migrations applied (${database.kind}).`);
