// POST /api/payments/webhook: Stripe reports payments here. The signature is checked on the exact bytes received,
// before anything is parsed; a bad or stale one gets 400 and changes nothing.
import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { badRequest, notFound } from '../../platform/errors.ts';
import { handlePaymentEvent } from './payment-events.ts';

// Stripe's own default: a signature older than this is refused, so a captured delivery cannot be replayed later.
const signatureToleranceSeconds = 300;

export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  // Only inside this plugin: JSON stays unparsed, as the bytes Stripe signed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhook',
    {
      // Payments land whatever the platform's state: a member who paid gets their coins.
      config: { allowDuringMaintenance: true },
      schema: { tags: ['wallet'], summary: 'Stripe webhook (signed): credits paid coin purchases' },
    },
    async (request) => {
      const secret = app.ctx.config.stripeWebhookSecret;
      if (!secret) throw notFound('Payments webhook is not configured');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw badRequest('INVALID_SIGNATURE', 'Missing Stripe signature');
      }
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(request.body, signature, secret, signatureToleranceSeconds);
      } catch {
        throw badRequest('INVALID_SIGNATURE', 'Invalid Stripe signature');
      }
      await handlePaymentEvent(app.ctx, event);
      return { received: true };
    },
  );
};
