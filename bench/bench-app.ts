// What the in-process bench cases share: a school tenant of their own, and running one case alone on the
// PostgreSQL server (or PGlite) with the settings every case uses.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Deps } from '../apps/api/src/deps.ts';
import { createTenant } from '../apps/api/src/modules/tenants/tenants.service.ts';

export type BenchApp = FastifyInstance & { deps: Deps };

/** A company tenant on the SAT brand for one bench case (slug and name stamped by the caller). */
export const createBenchTenant = (deps: Deps, o: { slug: string; name: string; tabName?: string }) =>
  createTenant(deps, {
    slug: o.slug,
    name: o.name,
    contact_email: null,
    exam_name: 'SAT',
    theme_color: '#224488',
    tab_name: o.tabName ?? 'Bench',
    isCompany: true,
    host_names: [],
    settings: {},
  });

/** The label a case prints for the database it ran on. */
export const databaseLabel = (databaseUrl: string | undefined) =>
  databaseUrl ? `PostgreSQL server (${new URL(databaseUrl).host})` : 'PGlite';

/**
 * The app's settings in every bench: logging off, the captcha off, no demo data, and per-address limits out
 * of the way (a bench's students share one address and act far faster than people).
 */
export const benchConfig = (o: { databaseUrl: string | undefined; dataDir: string }) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA: 'off',
    DEMO_DATA: 'false',
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '1000000',
    DATA_DIR: o.dataDir,
    ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
  });

/**
 * Runs one case alone (`node --import tsx bench/<case>.ts`): the app on `databaseUrl` (PGlite in a fresh
 * data folder without one), logging off, the captcha off, no demo data, per-address limits out of the way;
 * listening on loopback when the case sends HTTP. Closes the app however the case ends.
 */
export const runAlone = async (
  o: { databaseUrl: string | undefined; dirPrefix: string; listen?: boolean },
  run: (app: BenchApp, url: string, label: string) => Promise<void>,
) => {
  const config = benchConfig({ databaseUrl: o.databaseUrl, dataDir: mkdtempSync(join(tmpdir(), o.dirPrefix)) });
  const app = await buildApp(config, { logger: false });
  try {
    let url = '';
    if (o.listen) {
      await app.listen({ host: '127.0.0.1', port: 0 });
      url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    }
    await run(app, url, databaseLabel(o.databaseUrl));
  } finally {
    await app.close();
  }
};

/** The PostgreSQL server a case uses when run alone. */
export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
