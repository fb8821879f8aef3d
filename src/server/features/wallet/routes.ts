// /api/wallet: the member's wallet, buying coin packs (and the built-in test checkout), converting coins to cash,
// and withdrawals. Balances change only here and in the payment webhook, never from the client.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutSchema, convertCoinsSchema, orderIdParamsSchema, withdrawalSchema } from '#shared/schemas/wallet.ts';
import { requireMember } from '../../platform/guards.ts';
import { requireVerifiedMember } from '../../platform/guards.ts';
import { cancelTestCheckout, findTestCheckoutOrder, payTestCheckout, startCheckout } from './checkout.ts';
import { presentOrder, presentWallet, presentWithdrawal } from './present.ts';
import { convertCoins, findWallet, requestWithdrawal } from './service.ts';

const tags = ['wallet'];

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wallet',
    { config: { access: 'member' }, schema: { tags, summary: "The member's balances, orders and transactions" } },
    async (request) => presentWallet(await findWallet(app.ctx.db, requireMember(request).id)),
  );

  app.post(
    '/wallet/checkout',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Start buying a coin pack: returns the checkout URL', body: checkoutSchema },
    },
    async (request) => startCheckout(app.ctx, requireMember(request), request.body),
  );

  app.get(
    '/wallet/test-checkout/:orderId',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'An order on the built-in test checkout', params: orderIdParamsSchema },
    },
    async (request) =>
      presentOrder(await findTestCheckoutOrder(app.ctx, requireMember(request), request.params.orderId)),
  );

  app.post(
    '/wallet/test-checkout/:orderId/pay',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Pay on the test checkout (no real payment)', params: orderIdParamsSchema },
    },
    async (request) => payTestCheckout(app.ctx, requireMember(request), request.params.orderId),
  );

  app.post(
    '/wallet/test-checkout/:orderId/cancel',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Cancel on the test checkout', params: orderIdParamsSchema },
    },
    async (request) => cancelTestCheckout(app.ctx, requireMember(request), request.params.orderId),
  );

  app.post(
    '/wallet/convert',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Convert 100 or 500 Dragon Coins to cash (10 DC = $1)', body: convertCoinsSchema },
    },
    async (request) => convertCoins(app.ctx, requireVerifiedMember(request), request.body),
  );

  app.post(
    '/wallet/withdrawals',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Request a $25 or $50 withdrawal: the cash is held at once', body: withdrawalSchema },
    },
    async (request, reply) => {
      const { withdrawal, balances } = await requestWithdrawal(app.ctx, requireVerifiedMember(request), request.body);
      return reply.status(201).send({ ...balances, withdrawal: presentWithdrawal(withdrawal) });
    },
  );
};
