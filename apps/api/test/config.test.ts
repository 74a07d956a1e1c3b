import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

/** The message a bad environment stops the start with. */
const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe('loadConfig', () => {
  it('has working defaults: embedded database, demo data, builtin captcha', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      demoData: true,
      captcha: 'builtin',
      trustProxy: false,
    });
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/prepwell',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://prep.example.com/',
      TRUST_PROXY: 'yes',
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: 'yes',
      BILLING_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/prepwell',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://prep.example.com',
      trustProxy: true,
      demoData: false,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/prepwell' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['REDIS_URL', { REDIS_URL: 'http://localhost:6379' }],
    ['SMTP_URL', { SMTP_URL: 'ftp://mail' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: '0' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
    ['CAPTCHA', { CAPTCHA: 'off', NODE_ENV: 'production' }],
    ['RECAPTCHA_SECRET', { CAPTCHA: 'recaptcha' }],
  ])('rejects a bad %s with a message naming it', (name, env) => {
    const message = failure(env);
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(`${name}:`);
  });

  it('allows CAPTCHA=off outside production', () => {
    expect(loadConfig({ CAPTCHA: 'off', NODE_ENV: 'test' }).captcha).toBe('off');
  });

  it('names every bad variable at once', () => {
    const message = failure({ PORT: 'x', DATABASE_URL: 'mysql://x' });
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL:');
  });
});

/** PAYMENT_PROVIDER and its secrets (decision 0013). */
describe('payment configuration', () => {
  it('defaults to the sandbox with a generated signing secret per process', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.payments.provider).toBe('sandbox');
    expect(a.payments.sandboxSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.payments.sandboxSecret).not.toBe(b.payments.sandboxSecret);
    expect(loadConfig({ SANDBOX_WEBHOOK_SECRET: 'shared-between-processes' }).payments.sandboxSecret).toBe(
      'shared-between-processes',
    );
  });

  it('refuses the sandbox in production unless ALLOW_SANDBOX_PAYMENTS says so', () => {
    expect(failure({ NODE_ENV: 'production' })).toContain('PAYMENT_PROVIDER:');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        BILLING_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      }).payments.provider,
    ).toBe('sandbox');
  });

  it('Stripe needs its secret key and webhook secret, each in its own shape', () => {
    const message = failure({ PAYMENT_PROVIDER: 'stripe' });
    expect(message).toContain('STRIPE_SECRET_KEY:');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET:');
    expect(
      failure({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toContain('STRIPE_SECRET_KEY:');
    expect(failure({ PAYMENT_PROVIDER: 'paypal' })).toContain('PAYMENT_PROVIDER:');
    const config = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'stripe',
      BILLING_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(config.payments).toMatchObject({
      provider: 'stripe',
      stripe: { secretKey: 'sk_live_x', webhookSecret: 'whsec_x', apiUrl: undefined },
    });
  });
});
