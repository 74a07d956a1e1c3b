import type { PaymentProviderName } from '@prepwell/contracts';
import type { Config } from '../../../config.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.provider.ts';
import { stripeProvider } from './stripe.provider.ts';

/** Both providers of one configuration, made once (the Stripe client keeps its connections). */
const made = new WeakMap<Config, Record<PaymentProviderName, PaymentProvider>>();

export const providerNamed = (config: Config, name: PaymentProviderName): PaymentProvider => {
  let providers = made.get(config);
  if (!providers) {
    providers = {
      sandbox: sandboxProvider(config.payments.sandboxSecret),
      stripe: stripeProvider(config.payments.stripe),
    };
    made.set(config, providers);
  }
  return providers[name];
};

/** The provider new orders go to (PAYMENT_PROVIDER). */
export const currentProvider = (config: Config): PaymentProvider => providerNamed(config, config.payments.provider);
