// POST /api/payments/webhook: Stripe reports payments here. The signature is checked on the exact bytes received,
// before anything is parsed; a bad one, a stale one or one dated ahead of the tolerance gets 400 and changes nothing.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { walletEndpoints as endpoints } from '#shared/endpoints/wallet.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { handlePaymentEvent } from './payment-events.ts';

// Stripe's own default: a signature older than this is refused, so a captured delivery cannot be replayed later;
// one dated further ahead than this is refused too (the package checks only the past), or it would stay fresh for
// as long as it is ahead.
const signatureToleranceSeconds = 300;

/** The `t=` of a Stripe-Signature header, in seconds, or null when it has none. */
function signedAtSeconds(header: string): number | null {
  const stamp = header
    .split(',')
    .map((part) => part.trim())
    .find((part) => part.startsWith('t='));
  const seconds = stamp ? Number(stamp.slice(2)) : Number.NaN;
  return Number.isSafeInteger(seconds) ? seconds : null;
}

export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  // Only inside this plugin: JSON stays unparsed, as the bytes Stripe signed. The descriptor's rawBody keeps
  // route() from attaching a body schema, so nothing parses or validates them either.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  route(app, endpoints.paymentWebhook, async (request) => {
    const secret = app.ctx.config.stripeWebhookSecret;
    if (!secret) throw notFound('Payments webhook is not configured');
    const signature = request.headers['stripe-signature'];
    // The route has no body schema, so its type says nothing of what the parser above left.
    const payload: unknown = request.body;
    if (typeof signature !== 'string' || !Buffer.isBuffer(payload)) {
      throw badRequest('INVALID_SIGNATURE', 'Missing Stripe signature');
    }
    const now = app.ctx.clock();
    const signedAt = signedAtSeconds(signature);
    if (signedAt === null || signedAt - Math.floor(now / 1000) > signatureToleranceSeconds) {
      throw badRequest('INVALID_SIGNATURE', 'Invalid Stripe signature');
    }
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(payload, signature, secret, signatureToleranceSeconds, undefined, now);
    } catch {
      throw badRequest('INVALID_SIGNATURE', 'Invalid Stripe signature');
    }
    await handlePaymentEvent(app.ctx, event);
    return { received: true } as const;
  });
}
