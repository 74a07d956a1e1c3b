import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import {
  PREPARE_ENV,
  prepareEmbeddedDatabase,
  prepareEmbeddedInChild,
  preparesInChild,
} from './seed/prepare-embedded.ts';

/** The only file that listens. Stops gracefully on SIGINT/SIGTERM, finishing requests in flight. */
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
if (process.env[PREPARE_ENV]) {
  // The short-lived child that creates, migrates and seeds the embedded database (seed/prepare-embedded.ts).
  await prepareEmbeddedDatabase(config);
  process.exit(0);
}
const prepared = preparesInChild(config);
if (prepared)
  await prepareEmbeddedInChild().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
const app = await buildApp(config, { preparedDatabase: prepared });
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
});
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Prepwell on http://localhost:${config.port} (${app.deps.database.kind} database${config.demoData ? ', demo data' : ''})`,
);
