import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { openReadReplica, primaryOnly } from './db/replica.ts';
import type { Deps } from './deps.ts';
import { registerAccess } from './http/access.ts';
import { COMPRESSION } from './http/compression.ts';
import { registerContentSecurityPolicy } from './http/csp.ts';
import { frameworkErrorHandler, registerErrorHandler } from './http/error-handler.ts';
import { registerRequestContext } from './http/request-context.ts';
import { registerTextHygiene } from './http/text-hygiene.ts';
import { registerWebShell } from './http/web-shell.ts';
import { rateLimitKeyOf } from './lib/net.ts';
import { createLimiters } from './lib/limiters.ts';
import { createMailer } from './lib/mailer.ts';
import { FileStorage } from './lib/storage.ts';
import { MATERIAL_MAX_BYTES } from '@prepwell/contracts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { startMailSender } from './modules/mail/mail.service.ts';
import { startAttemptSweeper } from './modules/exams/attempts/attempt-sweeper.ts';
import { devMailboxEnabled } from './modules/mail/dev-mailbox.policy.ts';
import { tenantRoutes } from './modules/tenants/tenants.routes.ts';
import { unsafeSealProfileBilling } from './modules/salary/teacher-billing.service.ts';
import { featureRoutes } from './routes.ts';

export interface BuildOptions {
  /** An already opened database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
  /** Called for every route as it is registered (tests collect routes and their schemas with it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The embedded database in DATA_DIR was just created, migrated and seeded by another process
   * (seed/prepare-embedded.ts, as main.ts does): open it as it is, and seed nothing.
   */
  preparedDatabase?: boolean;
}

/** Builds the whole server without listening: used by main.ts and by every test (`app.inject`). */
export const buildApp = async (
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance & { deps: Deps }> => {
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      appUrl: config.appDatabaseUrl,
      dataDir: config.dataDir,
      poolSize: config.poolSize,
      ...(options.preparedDatabase ? { pgliteMigrations: 'done' as const } : {}),
    }));
  // ioredis is loaded only when REDIS_URL is set (issue 12, idle memory).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 2,
        enableOfflineQueue: true,
        lazyConnect: false,
      })
    : undefined;
  const mailer = createMailer(config.smtpUrl, config.mailFrom);
  const depsBase = {
    config,
    database,
    db: database.db,
    storage: new FileStorage(config.dataDir),
    mailer,
    limiters: createLimiters(redis, config.redisPrefix),
    reads: config.replicaDatabaseUrl
      ? await openReadReplica(config.replicaDatabaseUrl, config.poolSize, { warn: (o, m) => app.log.warn(o, m) })
      : primaryOnly(),
  };
  const sender = startMailSender(depsBase, { error: (o, m) => app.log.error(o, m) });
  const deps: Deps = { ...depsBase, mailQueue: sender };
  // Ends modules whose time ran out with nobody connected; tests call sweepExpiredAttempts themselves.
  const sweeper = startAttemptSweeper(
    depsBase,
    { error: (o, m) => app.log.error(o, m) },
    { enabled: config.env !== 'test' },
  );

  const app = Fastify({
    logger: options.logger === false || config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 4 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // The Content-Security-Policy is our own (http/csp.ts: per part of the site, frame-ancestors per tenant);
  // frame-ancestors replaces X-Frame-Options.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: false,
  });
  registerContentSecurityPolicy(app, deps);
  await app.register(fastifyCompress, COMPRESSION);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MATERIAL_MAX_BYTES, files: 1, fields: 10 },
    throwFileSizeLimit: true,
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}:rl:` } : {}),
    allowList: (req) => !req.url.startsWith('/api/'),
    // The plugin's own key fails (a 500 in the log) when the client hung up before its request was read.
    keyGenerator: (req) => rateLimitKeyOf(req.ip),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Prepwell API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerRequestContext(app, deps);
  registerTextHygiene(app);
  registerAccess(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // Imported when needed: the demo seed's content stays out of a server that does not seed (issue 12).
  if (!options.preparedDatabase) {
    const { ensureMainTenant, seedDemoData } = await import('./seed/demo.ts');
    if (config.demoData) await seedDemoData(deps);
    else await ensureMainTenant(deps);
  }
  // Billing details the earlier profile form kept in plain text are sealed under BILLING_KEY (decision 0049).
  const sealedBilling = await unsafeSealProfileBilling(deps);
  if (sealedBilling > 0)
    app.addHook('onReady', async () =>
      app.log.info(`sealed ${sealedBilling} teachers' billing details from their profiles`),
    );

  if (devMailboxEnabled(deps))
    app.addHook('onReady', async () =>
      app.log.warn(
        'The dev mailbox is open (no SMTP_URL): this machine reads every queued e-mail at /dev/mailbox, other callers only their own. Set SMTP_URL before real users sign up.',
      ),
    );

  await app.register(tenantRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(featureRoutes(deps));

  await app.register(fastifyStatic, {
    root: deps.storage.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
  });
  const webDist = resolve(config.webDist ?? resolve(import.meta.dirname, '../../web/dist'));
  if (existsSync(resolve(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // The page itself is sent by the catch-all below (for `/` too), so every client route gets it.
      index: false,
      // The build writes .br/.gz beside each asset; hashed assets never change, so browsers keep them.
      preCompressed: true,
      setHeaders: (res, path) => {
        void res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The web app routes on the client: any non-API GET that is not a file gets index.html (with the
    // tenant's title, description and language), and crawlers get robots.txt and the sitemap.
    registerWebShell(app, deps, webDist);
  }

  app.addHook('onClose', async () => {
    await sender.stop();
    await sweeper.stop();
    mailer.close();
    redis?.disconnect();
    await depsBase.reads.close();
    if (!options.database) await database.close();
  });

  return Object.assign(app, { deps }) as unknown as FastifyInstance & { deps: Deps };
};
