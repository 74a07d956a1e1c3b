import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.join(': or ')}:`,
    });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: url(['postgres', 'postgresql']).optional(),
    /** The app's own login (a plain role, member of prepwell_app); by default the owner provisions prepwell_app_login. */
    APP_DATABASE_URL: url(['postgres', 'postgresql']).optional(),
    /**
     * A streaming replica's URL as the app's plain login (read-only): the report and analytics reads go there,
     * falling back to the primary when it cannot answer (decision 0048). Absent → every read on the primary.
     */
    DATABASE_REPLICA_URL: url(['postgres', 'postgresql']).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: url(['redis', 'rediss']).optional(),
    /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
      .default('prepwell'),
    /** Requests per minute per client IP on /api. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    PUBLIC_URL: url(['http', 'https']).optional(),
    SMTP_URL: url(['smtp', 'smtps']).optional(),
    MAIL_FROM: z.string().min(3).default('Prepwell <no-reply@prepwell.test>'),
    CAPTCHA: z.enum(['builtin', 'recaptcha', 'off']).default('builtin'),
    RECAPTCHA_SECRET: z.string().optional(),
    AI_BASE_URL: url(['http', 'https']).optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    /** The speech-to-text model of the same endpoint (POST /audio/transcriptions), for AI pre-grading of spoken answers. */
    AI_TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
    /** The model's context budget in tokens; the tutor's usage_loaded is a share of it (decision 0017). */
    AI_CONTEXT_TOKENS: z.coerce.number().int().min(512).max(10_000_000).default(8192),
    /** How long one model call may take before the tutor answers with the provider-error message. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
    DEMO_DATA: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where the built web app lives; served at / when present. */
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: bool.default(false),
    /** Where new orders are paid: the built-in sandbox (demo, tests) or Stripe Checkout. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    /** The sandbox is refused when NODE_ENV=production unless this says so (a public demo). */
    ALLOW_SANDBOX_PAYMENTS: bool.default(false),
    /** Signs the sandbox's webhook events; generated per process when unset. */
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, { message: 'must start with sk_ or rk_' })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, { message: 'must start with whsec_' })
      .optional(),
    /** Another Stripe API base (stripe-mock, a test server); Stripe's own when unset. */
    STRIPE_API_URL: url(['http', 'https']).optional(),
    /** AES-256 key of the teachers' billing details (decision 0045): 32 bytes as 64 hex digits or base64. */
    BILLING_KEY: z
      .string()
      .transform((v) => (/^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64')))
      .refine((key) => key.length === 32, { message: 'must be 32 bytes, as 64 hex digits or base64' })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.APP_DATABASE_URL && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['APP_DATABASE_URL'],
        message: 'needs DATABASE_URL (the owner, for migrations)',
      });
    if (env.CAPTCHA === 'off' && env.NODE_ENV === 'production')
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA'], message: '"off" is refused when NODE_ENV=production' });
    if (env.CAPTCHA === 'recaptcha' && !env.RECAPTCHA_SECRET)
      ctx.addIssue({ code: 'custom', path: ['RECAPTCHA_SECRET'], message: 'is required when CAPTCHA=recaptcha' });
    if (env.PAYMENT_PROVIDER === 'sandbox' && env.NODE_ENV === 'production' && !env.ALLOW_SANDBOX_PAYMENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: '"sandbox" is refused when NODE_ENV=production unless ALLOW_SANDBOX_PAYMENTS=true',
      });
    if (env.PAYMENT_PROVIDER === 'stripe')
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_PROVIDER=stripe' });
    if (env.NODE_ENV === 'production' && !env.BILLING_KEY)
      ctx.addIssue({ code: 'custom', path: ['BILLING_KEY'], message: 'is required when NODE_ENV=production' });
  });

/** Outside production without BILLING_KEY: a fixed, public development key (demo and test data only). */
const DEV_BILLING_KEY = createHash('sha256').update('prepwell development billing key').digest();

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appDatabaseUrl: string | undefined;
  replicaDatabaseUrl: string | undefined;
  poolSize: number;
  redisUrl: string | undefined;
  redisPrefix: string;
  rateLimitPerMinute: number;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  captcha: Env['CAPTCHA'];
  recaptchaSecret: string | undefined;
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    transcribeModel: string;
    contextTokens: number;
    timeoutMs: number;
  };
  demoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDist: string | undefined;
  trustProxy: boolean;
  payments: {
    provider: Env['PAYMENT_PROVIDER'];
    /** HMAC key of the sandbox's signed events. */
    sandboxSecret: string;
    stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiUrl: string | undefined };
  };
  /** AES-256-GCM key of the teachers' billing details (BILLING_KEY; the fixed dev key outside production). */
  billingKey: Buffer;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the start with a message naming the variable. */
export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    appDatabaseUrl: e.APP_DATABASE_URL,
    replicaDatabaseUrl: e.DATABASE_REPLICA_URL,
    poolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    captcha: e.CAPTCHA,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    ai: {
      baseUrl: e.AI_BASE_URL?.replace(/\/$/, ''),
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      transcribeModel: e.AI_TRANSCRIBE_MODEL,
      contextTokens: e.AI_CONTEXT_TOKENS,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      // One process signs and checks its own sandbox events; several processes behind a balancer share SANDBOX_WEBHOOK_SECRET.
      sandboxSecret: e.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        apiUrl: e.STRIPE_API_URL?.replace(/\/$/, ''),
      },
    },
    billingKey: e.BILLING_KEY ?? DEV_BILLING_KEY,
  };
};
