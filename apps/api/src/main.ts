import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

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
const app = await buildApp(config);
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
});
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Prepwell on http://localhost:${config.port} (${app.deps.database.kind} database${config.demoData ? ', demo data' : ''})`,
);
