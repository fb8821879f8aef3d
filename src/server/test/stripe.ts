// Stripe's API cannot be reached from the tests: a stub of its Checkout answers in its place.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';

type CreateSession = (params: Stripe.Checkout.SessionCreateParams) => Promise<Partial<Stripe.Checkout.Session>>;

/** A Stripe client whose Checkout answers every new session with `create`. */
export function stripeAnswering(create: CreateSession): Stripe {
  return { checkout: { sessions: { create } } } as unknown as Stripe;
}

/** A Stripe client that keeps the Checkout sessions it is asked for and opens each at a payment page. */
export function stripeRecording(asked: Stripe.Checkout.SessionCreateParams[]): Stripe {
  return stripeAnswering((params) => {
    asked.push(params);
    return Promise.resolve({ id: `cs_test_${randomUUID()}`, url: 'https://checkout.stripe.test/pay' });
  });
}
