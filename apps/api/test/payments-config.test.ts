import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

/** PAYMENT_PROVIDER and its secrets (decision 0013). */
const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe('payment configuration', () => {
  it('defaults to the sandbox with a generated signing secret per process', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.payments.provider).toBe('sandbox');
    expect(a.payments.sandboxSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.payments.sandboxSecret).not.toBe(b.payments.sandboxSecret);
    expect(loadConfig({ SANDBOX_WEBHOOK_SECRET: 'shared-between-processes' }).payments.sandboxSecret).toBe('shared-between-processes');
  });

  it('refuses the sandbox in production unless ALLOW_SANDBOX_PAYMENTS says so', () => {
    expect(failure({ NODE_ENV: 'production' })).toContain('PAYMENT_PROVIDER:');
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' }).payments.provider).toBe('sandbox');
  });

  it('Stripe needs its secret key and webhook secret, each in its own shape', () => {
    const message = failure({ PAYMENT_PROVIDER: 'stripe' });
    expect(message).toContain('STRIPE_SECRET_KEY:');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET:');
    expect(failure({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toContain('STRIPE_SECRET_KEY:');
    expect(failure({ PAYMENT_PROVIDER: 'paypal' })).toContain('PAYMENT_PROVIDER:');
    const config = loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(config.payments).toMatchObject({ provider: 'stripe', stripe: { secretKey: 'sk_live_x', webhookSecret: 'whsec_x', apiUrl: undefined } });
  });
});
