// What the wallet's services need from the app, built once per app: the Stripe client exists only when a secret
// key is configured.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { CheckoutDeps } from './checkout.ts';

const built = new WeakMap<FastifyInstance, CheckoutDeps>();

export function checkoutDepsOf(app: FastifyInstance): CheckoutDeps {
  let deps = built.get(app);
  if (!deps) {
    const { config } = app.deps;
    deps = {
      db: app.deps.database.db,
      config,
      stripe: config.stripeSecretKey ? new Stripe(config.stripeSecretKey) : null,
      log: app.log,
      onEmailQueued: () => app.email.kick(),
    };
    built.set(app, deps);
  }
  return deps;
}
